//! Crashes of the real `cuatro` binary (a child process killed with SIGKILL, then started again) on SQLite and
//! PostgreSQL: the CPU's owed move is played after the restart, the restarted bot serves at once, and a kill
//! around a click's save loses nothing the board showed and plays nothing twice, a board posted again just
//! before a kill is the only board after the restart, and a board left on a move never saved shows the game as
//! restored.

use crate::support::child::ChildBot;
use crate::support::fake_discord::Opt;
use crate::support::harness::{Harness, WAIT, alice, bob, description, ephemeral_text, field, game_id};
use cuatro::engine::{compact_moves, parse_moves};
use cuatro::game::{Action, Press};
use cuatro::store::Engine;
use cuatro_fake_discord::FakeDiscord;
use serde_json::Value;
use std::time::{Duration, Instant};

/// The lease on PostgreSQL (a crashed process's lease is taken over at once, its advisory lock being free; the
/// short lease only bounds a test that would break that).
const PG_LEASE: Duration = Duration::from_secs(1);

/// The fake, the database and the bot (not started yet) of test `name`; `None` where PostgreSQL may be skipped.
async fn setup(name: &str, engine: Engine) -> Option<(Harness, ChildBot)> {
    let h = Harness::on(engine, name).await?;
    let mut bot = ChildBot::new(&h.fake, &h.dir, &h.db_url());
    if engine == Engine::Postgres {
        bot.set("discord.shard_lease", &format!("{}ms", PG_LEASE.as_millis()));
    }
    Some((h, bot))
}

async fn tear_down(h: Harness, mut bot: ChildBot) {
    bot.kill();
    let panics = bot.panics();
    assert!(panics.is_empty(), "the bot panicked: {panics:?}");
    h.finish().await;
}

/// The moves a board message shows, compact (`ddc`); empty for "—" or a board without its move list.
fn shown_moves(message: &Value) -> String {
    let text = field(message, 0);
    parse_moves(text.trim_start_matches("… ")).map(|moves| compact_moves(&moves)).unwrap_or_default()
}

/// Waits until the restarted bot serves this server (commands are answered "handed over" until it holds the
/// shard). A served command also means the new process is past its start.
async fn wait_serving(h: &Harness) {
    let start = Instant::now();
    loop {
        let (_, answer) = h.slash(&alice(), &["connect4", "rules"], vec![]).await;
        let text = answer["data"]["content"].as_str().unwrap_or_default();
        if !text.contains("handed over") {
            return;
        }
        assert!(start.elapsed() < WAIT, "the restarted bot never took its shard over");
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
}

async fn a_crash_while_the_cpu_thinks(engine: Engine) {
    let name = format!("crash-cpu-{engine:?}").to_lowercase();
    let Some((h, mut bot)) = setup(&name, engine).await else { return };
    bot.set("games.thinking_after", "0ms");
    bot.start().await;
    // Hard on 10×10 searches two million nodes (over a second here): the click is answered "thinking…".
    let options = vec![("level", Opt::Int(2)), ("variant", Opt::from("10x10"))];
    let (id, _) = h.slash(&alice(), &["connect4", "vs-cpu"], options).await;
    let board = h.board_of(id).await;
    let game = game_id(&h.fake.message(board).unwrap());
    let answer = h.drop(&alice(), board, 3).await;
    assert!(description(&answer["data"]).contains("is thinking…"), "{answer}");

    bot.kill();
    assert_eq!(h.row(game).await.moves, "d", "the player's move was saved before the answer; the CPU's is owed");
    assert!(description(&h.fake.message(board).unwrap()).contains("is thinking…"));

    bot.start().await;
    let row = h.wait_row(game, |row| row.moves.len() == 2).await;
    assert_eq!(row.status, "playing");
    let shown = h.fake.wait_message(board, WAIT, |m| shown_moves(m).len() == 2).await;
    assert_eq!(shown_moves(&shown), row.moves, "the board shows the CPU's move");
    assert!(description(&shown).contains("<@4000000000000000004> to move"), "{}", description(&shown));
    wait_serving(&h).await;
    let answer = h.drop(&alice(), board, 4).await;
    assert_eq!(answer["type"], 7, "the board's buttons work again: {answer}");
    let played = format!("{}e", shown_moves(&shown));
    h.wait_row(game, |row| row.moves.starts_with(&played)).await;
    tear_down(h, bot).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_crash_while_the_cpu_thinks_is_resumed_by_the_restarted_binary_on_sqlite() {
    a_crash_while_the_cpu_thinks(Engine::Sqlite).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_crash_while_the_cpu_thinks_is_resumed_by_the_restarted_binary_on_postgres() {
    a_crash_while_the_cpu_thinks(Engine::Postgres).await;
}

/// In a group DM the board shows only through interaction tokens: the restarted binary shows the CPU's owed move
/// through the press's token, which the database kept.
async fn a_crash_while_the_cpu_thinks_in_a_group_dm(engine: Engine) {
    let name = format!("crash-cpu-group-dm-{engine:?}").to_lowercase();
    let Some((h, mut bot)) = setup(&name, engine).await else { return };
    bot.set("games.thinking_after", "0ms");
    bot.start().await;
    h.fake.wait_commands_registered().await;
    let options = vec![("level", Opt::Int(2)), ("variant", Opt::from("10x10"))];
    let id = h.fake.slash_group_dm(&alice(), &["connect4", "vs-cpu"], options).await;
    h.fake.response(id, WAIT).await;
    let board = h.board_of(id).await;
    let game = game_id(&h.fake.message(board).unwrap());
    let answer = h.drop(&alice(), board, 3).await;
    assert!(description(&answer["data"]).contains("is thinking…"), "{answer}");

    bot.kill();
    assert_eq!(h.row(game).await.moves, "d", "the CPU's move is owed");
    bot.start().await;
    let row = h.wait_row(game, |row| row.moves.len() == 2).await;
    let shown = h.fake.wait_message(board, WAIT, |m| shown_moves(m).len() == 2).await;
    assert_eq!(shown_moves(&shown), row.moves, "the board shows the CPU's move without a press");
    let channel_calls = h.fake.requests().iter().filter(|r| r.path.contains("/channels/")).count();
    assert_eq!(channel_calls, 0, "through the token only");
    tear_down(h, bot).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_crash_while_the_cpu_thinks_in_a_group_dm_is_shown_through_the_kept_token_on_sqlite() {
    a_crash_while_the_cpu_thinks_in_a_group_dm(Engine::Sqlite).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_crash_while_the_cpu_thinks_in_a_group_dm_is_shown_through_the_kept_token_on_postgres() {
    a_crash_while_the_cpu_thinks_in_a_group_dm(Engine::Postgres).await;
}

/// Kills the bot mid-game, starts it again and presses as soon as the new process's READY was sent; returns the
/// answer and the time from READY to the callback.
async fn press_after_restart(h: &Harness, bot: &mut ChildBot, board: u64) -> (Value, Duration) {
    bot.kill();
    let ready = bot.start().await;
    let id = h.fake.click(&bob(), board, &drop_button(h, board, 3)).await;
    let answer = h.fake.response(id, WAIT).await;
    (answer, h.fake.callback_at(id).expect("a callback") - ready)
}

/// The custom id of the drop in `column` on the board as it is now.
fn drop_button(h: &Harness, board: u64, column: u8) -> String {
    let any = crate::support::harness::button(&h.fake.message(board).unwrap(), "c4:d:");
    let Action::Board { game, press: Press::Drop { move_no, .. }, .. } = Action::parse(&any).unwrap() else {
        unreachable!()
    };
    Press::Drop { move_no, column }.on(game).to_string()
}

async fn a_pvp_game_killed_mid_game(engine: Engine, lease: &str) -> Option<(Value, Duration, String)> {
    let name = format!("crash-pvp-{engine:?}").to_lowercase();
    let (h, mut bot) = setup(&name, engine).await?;
    bot.set("discord.shard_lease", lease);
    bot.start().await;
    let board = h.pvp(vec![]).await;
    let game = game_id(&h.fake.message(board).unwrap());
    h.play(board, &alice(), &bob(), &[3, 3, 2]).await;
    let (answer, served) = press_after_restart(&h, &mut bot, board).await;
    let moves = h.row(game).await.moves;
    tear_down(h, bot).await;
    Some((answer, served, moves))
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_pvp_game_killed_mid_game_is_served_at_the_first_press_after_ready_on_sqlite() {
    // The default lease (10 s): the restarted process holds the database's OS lock and voids the dead one's.
    let (answer, served, moves) = a_pvp_game_killed_mid_game(Engine::Sqlite, "10s").await.unwrap();
    println!("SQLite: READY → first press served in {served:?}");
    assert_eq!(answer["type"], 7, "served, not handed over: {answer}");
    assert_eq!(moves, "ddcd", "the press was played and saved");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_pvp_game_killed_mid_game_is_served_at_the_first_press_after_ready_on_postgres() {
    // The default lease (10 s): the dead process's advisory lock is free, so its lease is taken over at once.
    let Some((answer, served, moves)) = a_pvp_game_killed_mid_game(Engine::Postgres, "10s").await else { return };
    println!("PostgreSQL (10 s lease): READY → first press answered in {served:?}");
    assert_eq!(answer["type"], 7, "served, not handed over: {answer}");
    assert_eq!(moves, "ddcd", "the press was played and saved");
}

/// Columns that fill d then e, alternating colours: no line of four in the first twelve moves.
const COLUMNS: [u8; 12] = [3, 3, 3, 3, 3, 3, 4, 4, 4, 4, 4, 4];

async fn kills_around_a_clicks_save(engine: Engine) {
    const ROUNDS: usize = 10;
    let name = format!("crash-save-{engine:?}").to_lowercase();
    let Some((h, mut bot)) = setup(&name, engine).await else { return };
    bot.start().await;
    wait_serving(&h).await;
    let board = h.pvp(vec![]).await;
    let game = game_id(&h.fake.message(board).unwrap());
    assert_eq!(h.drop(&alice(), board, COLUMNS[0]).await["type"], 7);
    let mut outcomes = Vec::new();
    let mut next_delay = None;
    for round in 0..ROUNDS {
        let before = h.row(game).await.moves;
        let (mover, other) = if before.len().is_multiple_of(2) { (alice(), bob()) } else { (bob(), alice()) };
        let column = COLUMNS[before.len()];
        // A press by the player not to move warms a new process up and times a round trip that stops short of
        // the save; the first kill falls that long after the click, and each next one later if the move was not
        // saved, earlier if it was answered: the kills close in on the save.
        let probe = h.fake.click(&other, board, &drop_button(&h, board, column)).await;
        let probed = Instant::now();
        assert_eq!(ephemeral_text(&h.fake.response(probe, WAIT).await), "It is not your turn.");
        let round_trip = h.fake.callback_at(probe).unwrap().saturating_duration_since(probed);
        let delay = *next_delay.get_or_insert(round_trip);
        let button = drop_button(&h, board, column);
        let sent = h.fake.click(&mover, board, &button).await;
        let clicked = Instant::now();
        while clicked.elapsed() < delay {
            std::hint::spin_loop();
        }
        bot.kill();
        let answer = match h.fake.callback_at(sent) {
            Some(_) => h.fake.response(sent, WAIT).await,
            None => Value::Null,
        };
        let stored = h.row(game).await.moves;
        let shown = shown_moves(&h.fake.message(board).unwrap());
        let played = format!("{before}{}", (b'a' + column) as char);
        let saved = stored == played;
        next_delay = Some(match (answer["type"] == 7, saved) {
            (true, _) => delay * 2 / 3,
            (false, true) => delay,
            (false, false) => delay * 3 / 2 + Duration::from_micros(100),
        });
        outcomes.push(format!(
            "kill {delay:?} after the click (a refusal took {round_trip:?}): answer {answer_type}, saved {saved}",
            answer_type = answer["type"]
        ));
        assert!(stored == before || stored == played, "round {round}: stored {stored}, expected {before} or {played}");
        assert!(stored.starts_with(&shown), "round {round}: the board shows {shown} but {stored} is stored");
        assert_eq!(answer["type"] == 7, shown == played, "round {round}: the board shows what was answered: {answer}");

        bot.start().await;
        wait_serving(&h).await;
        if shown != stored {
            // Saved but never shown: a press of the board as it was (the restarted bot may have shown the restored
            // game already) shows the game as stored, and plays nothing.
            let answer = h.click(&mover, board, &button).await;
            assert_eq!(answer["type"], 7, "round {round}: {answer}");
            assert_eq!(shown_moves(&h.fake.message(board).unwrap()), stored, "round {round}: the board caught up");
            assert_eq!(h.row(game).await.moves, stored, "round {round}: the press on a stale board played nothing");
        }
    }
    println!("{engine:?}:\n  {}", outcomes.join("\n  "));
    let stored = h.row(game).await.moves;
    assert_eq!(shown_moves(&h.fake.message(board).unwrap()), stored);
    assert!(COLUMNS.iter().map(|&c| (b'a' + c) as char).collect::<String>().starts_with(&stored), "{stored}");
    tear_down(h, bot).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn kills_around_a_clicks_save_lose_nothing_shown_and_play_nothing_twice_on_sqlite() {
    kills_around_a_clicks_save(Engine::Sqlite).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn kills_around_a_clicks_save_lose_nothing_shown_and_play_nothing_twice_on_postgres() {
    kills_around_a_clicks_save(Engine::Postgres).await;
}

/// Whether `message` still offers a move.
fn plays(message: &Value) -> bool {
    FakeDiscord::buttons(message).into_iter().flatten().any(|(id, disabled, _)| id.starts_with("c4:d:") && !disabled)
}

/// `/connect4 board` posts the board again while the database is held, and the process is killed before it could
/// save the new message's id: the restarted bot finds that copy, makes it the board and retires the first one, so
/// one message plays the game.
async fn a_board_posted_again_before_a_kill(engine: Engine) {
    let name = format!("crash-repost-{engine:?}").to_lowercase();
    let Some((h, mut bot)) = setup(&name, engine).await else { return };
    bot.start().await;
    wait_serving(&h).await;
    let first = h.pvp(vec![]).await;
    let game = game_id(&h.fake.message(first).unwrap());
    h.play(first, &alice(), &bob(), &[3, 3]).await;

    let held = h.hold_database(Duration::from_secs(3)).await;
    let (id, answer) = h.slash(&alice(), &["connect4", "board"], vec![]).await;
    assert_eq!(answer["type"], 4, "the board is posted again: {answer}");
    let copy = h.board_of(id).await;
    bot.kill();
    held.await.unwrap();
    assert!(plays(&h.fake.message(first).unwrap()) && plays(&h.fake.message(copy).unwrap()), "two boards play");

    bot.start().await;
    wait_serving(&h).await;
    h.fake.wait_message(first, WAIT, |m| !plays(m)).await;
    assert!(plays(&h.fake.message(copy).unwrap()), "the newer copy is the board");
    let answer = h.drop(&alice(), copy, 2).await;
    assert_eq!(answer["type"], 7, "a press on the copy plays: {answer}");
    h.wait_row(game, |row| row.moves == "ddc").await;
    tear_down(h, bot).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_board_posted_again_before_a_kill_is_the_only_board_after_the_restart_on_sqlite() {
    a_board_posted_again_before_a_kill(Engine::Sqlite).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_board_posted_again_before_a_kill_is_the_only_board_after_the_restart_on_postgres() {
    a_board_posted_again_before_a_kill(Engine::Postgres).await;
}

/// A move answered while the database is held (the board says it is not saved yet) and the process killed before
/// the save: the restarted bot shows the board as the game was saved, its buttons live, before anyone clicks.
async fn a_board_on_an_unsaved_move(engine: Engine) {
    let name = format!("crash-unsaved-{engine:?}").to_lowercase();
    let Some((h, mut bot)) = setup(&name, engine).await else { return };
    bot.start().await;
    wait_serving(&h).await;
    let board = h.pvp(vec![]).await;
    let game = game_id(&h.fake.message(board).unwrap());
    h.play(board, &alice(), &bob(), &[3]).await;

    let held = h.hold_database(Duration::from_secs(3)).await;
    assert_eq!(h.drop(&bob(), board, 3).await["type"], 7, "answered from memory");
    assert_eq!(shown_moves(&h.fake.message(board).unwrap()), "dd");
    bot.kill();
    held.await.unwrap();
    assert_eq!(h.row(game).await.moves, "d", "the second move was never saved");

    bot.start().await;
    let shown = h.fake.wait_message(board, WAIT, |m| shown_moves(m) == "d").await;
    assert!(plays(&shown), "the board's buttons are live");
    tear_down(h, bot).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_board_on_a_move_never_saved_shows_the_restored_game_after_a_restart_on_sqlite() {
    a_board_on_an_unsaved_move(Engine::Sqlite).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_board_on_a_move_never_saved_shows_the_restored_game_after_a_restart_on_postgres() {
    a_board_on_an_unsaved_move(Engine::Postgres).await;
}

/// A clean stop (SIGTERM) that cannot wait for a handler under way answers its "thinking…": the bot restarted
/// before it was done. Here a replay's claim waits on a database held longer than the stop waits for handlers.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_deferred_answer_a_clean_stop_cuts_says_the_bot_restarted() {
    let Some((h, mut bot)) = setup("stop-deferred", Engine::Sqlite).await else { return };
    bot.set_variable("TEST_CUATRO_DRAIN_MS", "300");
    bot.start().await;
    wait_serving(&h).await;
    let board = h.pvp(vec![]).await;
    h.play(board, &alice(), &bob(), &[0, 0, 1, 1, 2, 2, 3]).await;
    let game = game_id(&h.fake.message(board).unwrap());

    let held = h.hold_database(Duration::from_secs(8)).await;
    let id = h.fake.click(&alice(), board, &Action::Replay { game }.to_string()).await;
    let answer = h.fake.response(id, WAIT).await;
    assert_eq!(answer["type"], 6, "acknowledged silently while the claim waits: {answer}");
    bot.terminate(WAIT).await;
    held.await.unwrap();
    let restarted = "The bot restarted before this was done: nothing was changed. Try again in a moment.";
    let followups = h.fake.requests().into_iter().filter(|r| r.method == "POST" && r.path.contains("/webhooks/"));
    let told = followups.filter(|r| r.body["content"] == restarted).collect::<Vec<_>>();
    assert_eq!(told.len(), 1, "one follow-up of the click says the bot restarted");
    assert_eq!(told[0].body["flags"].as_u64().unwrap_or(0) & 64, 64, "privately");
    tear_down(h, bot).await;
}
