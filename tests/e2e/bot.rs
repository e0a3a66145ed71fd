//! End-to-end tests of the bot: the real serenity + poise client against a loopback fake Discord.

use crate::support::child::ChildBot;
use crate::support::fake_discord::{CHANNEL_ID, FakeDiscord, FakeUser, Opt};
use crate::support::harness::{Harness, WAIT, alice, bob, button, description, ephemeral_text, eve, field, game_id};
use crate::support::process;
use cuatro::config::{Config, Secret};
use cuatro::game::Lang;
use cuatro::game::TimeoutAction;
use std::time::Duration;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_challenge_played_to_a_win() {
    let h = Harness::new("win", |_| {}).await;
    let board = h.pvp(vec![]).await;
    let game = game_id(&h.fake.message(board).unwrap());
    for (i, column) in [0, 6, 1, 6, 2, 6, 3].into_iter().enumerate() {
        let user = if i % 2 == 0 { alice() } else { bob() };
        let answer = h.drop(&user, board, column).await;
        assert_eq!(answer["type"], 7, "move {i}: {answer}");
    }
    let message = h.fake.message(board).unwrap();
    assert!(description(&message).contains("🟥🟥🟥🟥⚫⚫🟡"), "{}", description(&message));
    assert!(description(&message).contains("🏆 🔴 <@4000000000000000004> wins!"));
    assert_eq!(field(&message, 0), "1. a 2. g 3. b 4. g 5. c 6. g 7. d");
    for (id, disabled, _) in FakeDiscord::buttons(&message).into_iter().flatten() {
        let after_the_game = id.starts_with("c4:m:") || id.starts_with("c4:v:") || id.starts_with("c4:l:");
        assert_eq!(disabled, !after_the_game, "{id}: only Rematch, Review and Replay stay enabled");
    }
    let row = h.row(game).await;
    assert_eq!(
        (row.status.as_str(), row.result.as_deref(), row.end_reason.as_deref()),
        ("finished", Some("red"), Some("line"))
    );
    assert_eq!((row.red_id, row.yellow_id, row.scored), (Some(alice().id as i64), Some(bob().id as i64), true));
    assert_eq!(row.moves, "agbgcgd");
    h.finish().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_full_board_is_a_draw_and_resigning_ends_a_game() {
    let h = Harness::new("draw", |_| {}).await;
    let board = h.pvp(vec![]).await;
    let game = game_id(&h.fake.message(board).unwrap());
    for (i, column) in "436014551150160155104632660465204242223333".bytes().enumerate() {
        let user = if i % 2 == 0 { alice() } else { bob() };
        assert_eq!(h.drop(&user, board, column - b'0').await["type"], 7);
    }
    let message = h.fake.message(board).unwrap();
    assert!(description(&message).contains("Draw: the board is full."));
    assert_eq!(h.row(game).await.result.as_deref(), Some("draw"));

    // Rematch: a challenge to the other player with colours swapped; then a resignation.
    let answer = h.click(&bob(), board, &button(&message, "c4:m:")).await;
    assert_eq!(answer["type"], 7, "{answer}");
    let rematch = h.newest_after(board).await;
    let rematch_id = rematch["id"].as_str().unwrap().parse::<u64>().unwrap();
    assert!(description(&rematch).contains("<@5000000000000000005> challenges <@4000000000000000004>"));
    assert_eq!(h.click(&alice(), rematch_id, &button(&rematch, "c4:a:")).await["type"], 7);
    let board = h.fake.message(rematch_id).unwrap();
    assert!(description(&board).contains("🔴 <@5000000000000000005> vs 🟡 <@4000000000000000004>"), "bob is red now");
    let resign = h.click(&alice(), rematch_id, &button(&board, "c4:r:")).await;
    assert_eq!(resign["type"], 7);
    let row = h.row(game_id(&board)).await;
    assert_eq!((row.result.as_deref(), row.end_reason.as_deref()), (Some("red"), Some("resigned")));
    h.finish().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_game_against_the_cpu_to_the_end() {
    let h = Harness::new("cpu", |_| {}).await;
    let (id, answer) = h.slash(&alice(), &["connect4", "vs-cpu"], vec![("level", Opt::Int(0))]).await;
    assert_eq!(answer["type"], 4);
    let board = h.board_of(id).await;
    let game = game_id(&h.fake.message(board).unwrap());
    for turn in 0..21 {
        let message = h.fake.message(board).unwrap();
        let Some((column, _, _)) = FakeDiscord::buttons(&message)
            .into_iter()
            .flatten()
            .find(|(id, disabled, _)| id.starts_with("c4:d:") && !disabled)
        else {
            break;
        };
        let answer = h.click(&alice(), board, &column).await;
        assert_eq!(answer["type"], 7, "turn {turn}: {answer}");
        let moves = answer["data"]["embeds"][0]["fields"][0]["value"].as_str().unwrap().to_string();
        let count = moves.split_whitespace().filter(|t| t.ends_with('.')).count();
        assert!(
            count == 2 * turn + 2 || !answer["data"]["content"].as_str().unwrap().contains("your turn"),
            "the CPU replies in the same update: {moves}"
        );
    }
    let row = h.row(game).await;
    assert_eq!(row.status, "finished");
    assert!(matches!(row.result.as_deref(), Some("red" | "yellow" | "draw")), "{row:?}");
    assert_eq!((row.cpu_level.as_deref(), row.scored), (Some("easy"), false));
    h.finish().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn popout_moves_through_discord() {
    let h = Harness::new("popout", |_| {}).await;
    let board = h.pvp(vec![("variant", Opt::from("popout"))]).await;
    h.drop(&alice(), board, 3).await;
    h.drop(&bob(), board, 4).await;
    let message = h.fake.message(board).unwrap();
    let pop = button(&message, "c4:p:");
    assert!(pop.ends_with(":2:3"), "red may pop d1 only: {pop}");
    assert_eq!(h.click(&alice(), board, &pop).await["type"], 7);
    let message = h.fake.message(board).unwrap();
    assert_eq!(field(&message, 0), "1. d 2. e 3. d^");
    let pops: Vec<String> = FakeDiscord::buttons(&message)
        .into_iter()
        .flatten()
        .map(|b| b.0)
        .filter(|id| id.starts_with("c4:p:"))
        .collect();
    assert_eq!(pops.len(), 1, "yellow may pop e1: {pops:?}");
    h.finish().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn bad_clicks_get_clear_answers_and_change_nothing() {
    let h = Harness::new("bad", |_| {}).await;
    let board = h.pvp(vec![]).await;
    let message = h.fake.message(board).unwrap();
    let stale = button(&message, "c4:d:");
    assert_eq!(ephemeral_text(&h.drop(&eve(), board, 0).await), "You are not playing in this game.");
    assert_eq!(ephemeral_text(&h.drop(&bob(), board, 0).await), "It is not your turn.");
    assert_eq!(ephemeral_text(&h.click(&alice(), board, "c4:d:zz").await), "This button is not valid.");
    assert_eq!(ephemeral_text(&h.click(&alice(), board, &"x".repeat(100)).await), "This button is not valid.");
    for (i, user) in [alice(), bob(), alice(), bob(), alice(), bob()].iter().enumerate() {
        assert_eq!(h.drop(user, board, 3).await["type"], 7, "move {i}");
    }
    assert_eq!(ephemeral_text(&h.drop(&alice(), board, 3).await), "That column is full: pick another one.");
    // A press with an old move number on the board itself shows the game as it is and plays nothing.
    let before = field(&h.fake.message(board).unwrap(), 0);
    assert_eq!(h.click(&alice(), board, &stale).await["type"], 7);
    assert_eq!(field(&h.fake.message(board).unwrap(), 0), before, "no move made");
    let spanish = alice().locale("es-ES");
    assert_eq!(ephemeral_text(&h.drop(&spanish, board, 3).await), "Esa columna está llena: elige otra.");

    // Two clicks racing on one board: exactly one move.
    let message = h.fake.message(board).unwrap();
    let id = button(&message, "c4:d:");
    let clicker = alice();
    let (a, b) = tokio::join!(h.fake.click(&clicker, board, &id), h.fake.click(&clicker, board, &id));
    let (a, b) = (h.fake.response(a, WAIT).await, h.fake.response(b, WAIT).await);
    // The second press carries the move number the first one used: it shows the board, and plays nothing.
    assert_eq!([a["type"].as_u64(), b["type"].as_u64()], [Some(7), Some(7)], "{a} {b}");
    let moves = field(&h.fake.message(board).unwrap(), 0);
    assert_eq!(moves.split_whitespace().filter(|t| t.ends_with('.')).count(), 7, "{moves}");
    h.finish().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_restart_restores_the_game_and_its_old_buttons() {
    let mut h = Harness::new("restart", |_| {}).await;
    let board = h.pvp(vec![("timer", Opt::Int(4))]).await;
    h.drop(&alice(), board, 3).await;
    h.drop(&bob(), board, 3).await;
    let before = h.fake.message(board).unwrap();
    h.stop_bot().await;
    h.start_bot(&|_| {}).await;
    let answer = h.drop(&alice(), board, 2).await;
    assert_eq!(answer["type"], 7, "the old board's buttons work after a restart: {answer}");
    let after = h.fake.message(board).unwrap();
    assert_eq!(field(&after, 0), "1. d 2. d 3. c");
    assert_eq!(game_id(&before), game_id(&after));
    assert!(description(&after).contains("⏱️ <t:"), "the turn deadline came back");
    h.finish().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_restart_ends_an_older_game_left_active_in_a_channel_that_has_a_newer_one() {
    let mut h = Harness::new("superseded", |_| {}).await;
    let board = h.pvp(vec![]).await;
    let game = game_id(&h.fake.message(board).unwrap());
    h.drop(&alice(), board, 3).await;
    h.stop_bot().await;
    // An older game of the channel whose ending was never stored: it ended in memory while the database was away,
    // and the process died before the retry. Both are stored as active.
    let store = h.store().await;
    let mut older = store.session(game).await.unwrap().unwrap();
    (older.id, older.created_at) = (game ^ 0xffff, older.created_at - 60_000);
    store.save(&older, &cuatro::store::BoardMessages::default(), older.created_at).await.unwrap();

    h.start_bot(&|_| {}).await;
    let row = h.wait_row(older.id, |row| row.status == "finished").await;
    assert_eq!((row.result.as_deref(), row.end_reason.as_deref()), (Some("abandoned"), Some("replaced")));
    assert_eq!(h.drop(&bob(), board, 3).await["type"], 7, "the newer game plays on");
    assert_eq!(h.row(game).await.moves, "dd");
    store.close().await;
    h.finish().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn timers_forfeit_or_let_the_cpu_play_and_challenges_expire() {
    let h = Harness::new("forfeit", |c| {
        c.games.default_timer = Some(Duration::from_millis(1500));
        c.games.timeout_action = TimeoutAction::Forfeit;
    })
    .await;
    let board = h.pvp(vec![]).await;
    let game = game_id(&h.fake.message(board).unwrap());
    let message = h.fake.wait_message(board, WAIT, |m| description(m).contains("ran out of time")).await;
    assert!(
        description(&message).contains("🔴 <@4000000000000000004> ran out of time: 🟡 <@5000000000000000005> wins.")
    );
    let row = h.row(game).await;
    assert_eq!((row.result.as_deref(), row.end_reason.as_deref()), (Some("yellow"), Some("timeout")));
    h.finish().await;

    let h = Harness::new("standin", |c| {
        c.games.default_timer = Some(Duration::from_millis(2500));
        c.games.challenge_expiry = Duration::from_millis(1500);
    })
    .await;
    let board = h.pvp(vec![]).await;
    let message = h.fake.wait_message(board, WAIT, |m| field(m, 0).starts_with("1.")).await;
    assert!(message["embeds"][0]["footer"]["text"].as_str().unwrap().contains("not rated"), "{message}");
    assert_eq!(h.drop(&bob(), board, 0).await["type"], 7);
    let message = h.fake.wait_message(board, WAIT, |m| field(m, 0).contains("3.")).await;
    assert!(message["content"].as_str().unwrap().contains("<@5000000000000000005>"), "the CPU plays for alice at once");
    assert_eq!(ephemeral_text(&h.drop(&alice(), board, 0).await), "Welcome back: the CPU no longer plays for you.");
    assert_eq!(h.drop(&bob(), board, 0).await["type"], 7);
    let message = h.fake.message(board).unwrap();
    assert!(message["content"].as_str().unwrap().contains("<@4000000000000000004>"), "alice has her seat back");

    // A challenge nobody answers expires (in another channel).
    let id = h.fake.slash_in(CHANNEL_ID + 1, &alice(), &["connect4", "challenge"], vec![]).await;
    h.fake.response(id, WAIT).await;
    let challenge = h.board_of(id).await;
    let message = h.fake.wait_message(challenge, WAIT, |m| description(m).contains("expired")).await;
    assert!(FakeDiscord::buttons(&message).is_empty(), "an expired challenge has no buttons");
    h.finish().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_database_that_cannot_be_written_warns_and_play_goes_on() {
    let h = Harness::new("dbfail", |_| {}).await;
    let board = h.pvp(vec![]).await;
    let game = game_id(&h.fake.message(board).unwrap());
    h.drop(&alice(), board, 3).await;

    // Another connection holds the write lock: the bot's writes cannot finish within a second.
    use sqlx::Connection;
    let mut blocker = sqlx::SqliteConnection::connect(&h.db_url()).await.unwrap();
    sqlx::query("BEGIN IMMEDIATE").execute(&mut blocker).await.unwrap();
    sqlx::query("UPDATE games SET updated_at = updated_at").execute(&mut blocker).await.unwrap();

    let answer = h.drop(&bob(), board, 3).await;
    assert_eq!(answer["type"], 7, "the move is answered: {answer}");
    let footer = answer["data"]["embeds"][0]["footer"]["text"].as_str().unwrap_or_default().to_string();
    assert!(footer.contains("may be lost"), "the players are told: {answer}");
    assert_eq!(h.drop(&alice(), board, 2).await["type"], 7, "play goes on in memory");

    sqlx::query("COMMIT").execute(&mut blocker).await.unwrap();
    blocker.close().await.unwrap();
    for _ in 0..100 {
        if h.row(game).await.moves == "ddc" {
            break;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    assert_eq!(h.row(game).await.moves, "ddc", "the queued state is written once the database is free");
    h.finish().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn challenges_are_refused_with_reasons() {
    let h = Harness::new("refusals", |c| c.games.max_games_per_user = 1).await;
    let (_, answer) = h.slash(&alice(), &["connect4", "challenge"], vec![("opponent", Opt::User(alice()))]).await;
    assert_eq!(ephemeral_text(&answer), "You cannot challenge yourself.");
    let robot = FakeUser::new(7000000000000000070, "robot").bot();
    let (_, answer) = h.slash(&alice(), &["connect4", "challenge"], vec![("opponent", Opt::User(robot))]).await;
    assert!(ephemeral_text(&answer).starts_with("Bots cannot play"));
    let board = h.pvp(vec![]).await;
    let (_, answer) = h.slash(&eve(), &["connect4", "challenge"], vec![]).await;
    assert_eq!(ephemeral_text(&answer), "This channel is busy: start your game in a thread.");
    let id = h.fake.slash_in(CHANNEL_ID + 1, &alice(), &["connect4", "challenge"], vec![]).await;
    assert_eq!(ephemeral_text(&h.fake.response(id, WAIT).await), "You already have 1 game running.");
    // A player may replace the channel's game after confirming.
    let (_, answer) = h.slash(&alice(), &["connect4", "vs-cpu"], vec![]).await;
    let confirm = answer["data"]["components"][0]["components"][0]["custom_id"].as_str().unwrap().to_string();
    let prompt = h
        .fake
        .messages()
        .into_iter()
        .rev()
        .find(|m| m["content"].as_str().unwrap_or("").contains("Abandon it"))
        .unwrap();
    let prompt_id = prompt["id"].as_str().unwrap().parse::<u64>().unwrap();
    assert_eq!(h.click(&alice(), prompt_id, &confirm).await["type"], 7);
    let old = h.fake.wait_message(board, WAIT, |m| description(m).contains("replaced")).await;
    assert!(description(&old).contains("Game replaced by a new one (not scored)."));
    let new_board = h.newest_after(board).await;
    assert!(description(&new_board).contains("CPU (medium)"), "{new_board}");
    // A moderator aborts it.
    let (_, answer) = h.slash(&eve(), &["connect4-admin", "abort"], vec![]).await;
    assert_eq!(ephemeral_text(&answer), "You need the Manage Server or Manage Messages permission.");
    let (_, answer) = h.slash(&eve().admin(), &["connect4-admin", "abort"], vec![]).await;
    assert_eq!(ephemeral_text(&answer), "The game was abandoned (not scored).");
    h.finish().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn long_timers_notify_the_player_to_move_with_one_message() {
    let h = Harness::new("notify", |_| {}).await;
    let board = h.pvp(vec![("timer", Opt::Int(4))]).await;
    h.drop(&alice(), board, 3).await;
    let for_bob = |r: &crate::support::fake_discord::Recorded| {
        r.method == "POST" && r.body["content"].as_str().is_some_and(|c| c.starts_with("<@5"))
    };
    let notice = h.fake.wait_request(WAIT, for_bob).await;
    assert!(notice.path.contains("/webhooks/"), "a followup: {}", notice.path);
    assert_eq!(notice.body["content"], "<@5000000000000000005>, your turn.");
    assert_eq!(
        notice.body["allowed_mentions"]["users"],
        serde_json::json!(["5000000000000000005"]),
        "only bob is pinged"
    );
    let first = h.fake.last_message_in(CHANNEL_ID).unwrap()["id"].clone();
    h.drop(&bob(), board, 3).await;
    h.fake.wait_request(WAIT, |r| r.method == "DELETE" && r.path.ends_with(first.as_str().unwrap())).await;
    let latest = h.newest_after(first.as_str().unwrap().parse().unwrap()).await;
    assert_eq!(latest["content"], "<@4000000000000000004>, your turn.");
    h.finish().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_deleted_board_is_posted_again_and_a_deleted_channel_ends_the_game() {
    let h = Harness::new("deleted", |_| {}).await;
    let board = h.pvp(vec![]).await;
    let game = game_id(&h.fake.message(board).unwrap());
    h.drop(&alice(), board, 3).await;
    h.fake.delete_message(board);
    let deleted = serde_json::json!({"id": board.to_string(), "channel_id": CHANNEL_ID.to_string(), "guild_id": crate::support::fake_discord::GUILD_ID.to_string()});
    h.fake.dispatch("MESSAGE_DELETE", deleted).await;
    let repost = h
        .fake
        .wait_request(WAIT, |r| r.method == "POST" && r.path.ends_with(&format!("/channels/{CHANNEL_ID}/messages")))
        .await;
    assert!(repost.body["embeds"][0]["description"].as_str().unwrap().contains("🟡 <@5000000000000000005> to move"));
    let new_board = h.fake.last_message_in(CHANNEL_ID).unwrap()["id"].as_str().unwrap().parse::<u64>().unwrap();
    assert_ne!(new_board, board);
    assert_eq!(h.drop(&bob(), new_board, 3).await["type"], 7, "the new board plays");

    h.fake.delete_channel(CHANNEL_ID).await;
    for _ in 0..100 {
        if h.row(game).await.status == "finished" {
            break;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    let row = h.row(game).await;
    assert_eq!(
        (row.result.as_deref(), row.end_reason.as_deref(), row.scored),
        (Some("abandoned"), Some("channel-gone"), false)
    );
    h.finish().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_cpu_plays_in_dms_and_shows_thinking_when_slow() {
    let h = Harness::new("dm", |c| c.games.thinking_after = Duration::ZERO).await;
    // Hard PopOut, playing second, searches 2,500,000 nodes: never ready within the zero "thinking" delay.
    let options = vec![("level", Opt::Int(2)), ("variant", Opt::from("popout")), ("first", Opt::Int(0))];
    let id = h.fake.slash_dm(&alice(), &["connect4", "vs-cpu"], options).await;
    let answer = h.fake.response(id, WAIT).await;
    assert_eq!(answer["type"], 4, "{answer}");
    let board = h.board_of(id).await;
    let answer = h.drop(&alice(), board, 3).await;
    assert_eq!(answer["type"], 7);
    let shown = answer["data"]["embeds"][0]["description"].as_str().unwrap();
    assert!(shown.contains("CPU (hard) is thinking…"), "{answer}");
    let message = h.fake.wait_message(board, WAIT, |m| field(m, 0).contains("2.")).await;
    assert!(!description(&message).contains("thinking"), "the board is edited with the CPU's move");
    h.finish().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn hard_popout_playing_first_opens_in_the_centre_from_its_proven_strategy() {
    let h = Harness::new("popout-first", |_| {}).await;
    let options = vec![("level", Opt::Int(2)), ("variant", Opt::from("popout")), ("first", Opt::Int(1))];
    let id = h.fake.slash_dm(&alice(), &["connect4", "vs-cpu"], options).await;
    assert_eq!(h.fake.response(id, WAIT).await["type"], 4);
    let board = h.board_of(id).await;
    let message = h.fake.wait_message(board, WAIT, |m| field(m, 0).starts_with("1.")).await;
    assert!(field(&message, 0).starts_with("1. d"), "{message}");
    // A reply off the centre is answered from the strategy too.
    assert_eq!(h.drop(&alice(), board, 0).await["type"], 7);
    let message = h.fake.wait_message(board, WAIT, |m| field(m, 0).contains("3.")).await;
    assert!(message["content"].as_str().unwrap().contains("your turn"), "{message}");
    h.finish().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_context_menu_board_and_resign_commands() {
    let h = Harness::new("commands", |_| {}).await;
    let id = h.fake.user_command(&alice(), "Challenge to Connect Four", &bob()).await;
    h.fake.response(id, WAIT).await;
    let challenge = h.board_of(id).await;
    let message = h.fake.message(challenge).unwrap();
    assert!(description(&message).contains("<@4000000000000000004> challenges <@5000000000000000005>"));
    assert_eq!(h.click(&bob(), challenge, &button(&message, "c4:a:")).await["type"], 7);

    let old_drop = button(&h.fake.message(challenge).unwrap(), "c4:d:");
    let (id, _) = h.slash(&bob(), &["connect4", "board"], vec![]).await;
    let reposted = h.board_of(id).await;
    assert_ne!(reposted, challenge);
    // The older message loses its buttons and points below; a press kept from it changes nothing.
    let retired = h.fake.wait_message(challenge, WAIT, |m| FakeDiscord::buttons(m).is_empty()).await;
    assert_eq!(retired["content"], "This board moved to a new message below.");
    assert_eq!(
        ephemeral_text(&h.click(&alice(), challenge, &old_drop).await),
        "This board is outdated: use the latest board."
    );
    assert_eq!(h.drop(&alice(), reposted, 3).await["type"], 7);

    let (_, answer) = h.slash(&eve(), &["connect4", "resign"], vec![]).await;
    assert_eq!(ephemeral_text(&answer), "You are not playing in this game.");
    let (_, answer) = h.slash(&bob(), &["connect4", "resign"], vec![]).await;
    assert!(answer["data"]["embeds"][0]["description"].as_str().unwrap().contains("resigned"), "{answer}");
    let row = h.row(game_id(&h.fake.message(reposted).unwrap())).await;
    assert_eq!((row.result.as_deref(), row.end_reason.as_deref()), (Some("red"), Some("resigned")));
    let (_, answer) =
        h.slash(&alice().locale("es-ES"), &["connect4", "rules"], vec![("variant", Opt::from("popout"))]).await;
    assert!(ephemeral_text(&answer).contains("**PopOut** — en vez de soltar"));
    h.finish().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_resign_command_withdraws_a_challenge_not_taken_yet() {
    let h = Harness::new("resign-challenge", |_| {}).await;
    let id = h.fake.user_command(&alice(), "Challenge to Connect Four", &bob()).await;
    h.fake.response(id, WAIT).await;
    let challenge = h.board_of(id).await;
    let game = game_id(&h.fake.message(challenge).unwrap());

    let (_, answer) = h.slash(&eve(), &["connect4", "resign"], vec![]).await;
    assert_eq!(ephemeral_text(&answer), "This challenge is for someone else.");
    let (_, answer) = h.slash(&alice(), &["connect4", "resign"], vec![]).await;
    assert!(answer["data"]["embeds"][0]["description"].as_str().unwrap().contains("Challenge declined."), "{answer}");
    let row = h.row(game).await;
    assert_eq!((row.result.as_deref(), row.end_reason.as_deref()), (Some("abandoned"), Some("declined")));
    let board = h.fake.wait_message(challenge, WAIT, |m| FakeDiscord::buttons(m).is_empty()).await;
    assert!(description(&board).contains("Challenge declined."), "the challenge's board says so: {board}");
    let (_, answer) = h.slash(&bob(), &["connect4", "resign"], vec![]).await;
    assert_eq!(ephemeral_text(&answer), "This game is over.");
    h.finish().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_rejected_token_stops_the_bot_with_exit_code_3() {
    process::init();
    let fake = FakeDiscord::start().await;
    fake.reject_token("revoked");
    let dir = std::env::temp_dir().join(format!("cuatro-bot-token-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let mut config = Config::default();
    config.discord.token = Some(Secret::new("revoked"));
    config.discord.api_proxy = Some(fake.api_proxy());
    config.database.url = format!("sqlite://{}", dir.join("t.db").display());
    let error = cuatro::bot::start(config).await.err().expect("the bot refuses to start");
    assert_eq!(error.exit_code(), 3, "{error}");
    assert!(error.to_string().contains("rejected the token"));
    let _ = std::fs::remove_dir_all(dir);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_old_board_is_posted_again_instead_of_edited() {
    let h = Harness::new("repost", |c| c.games.repost_after = Duration::ZERO).await;
    let challenge = h.pvp(vec![]).await;
    assert!(FakeDiscord::buttons(&h.fake.message(challenge).unwrap()).is_empty(), "accepting moved the board too");
    let board = h.newest_after(challenge).await["id"].as_str().unwrap().parse::<u64>().unwrap();
    let answer = h.drop(&alice(), board, 3).await;
    assert_eq!(answer["data"]["content"], "This board moved to a new message below.");
    assert_eq!(answer["data"]["components"], serde_json::json!([]), "the old board keeps no buttons");
    let new_board = h.newest_after(board).await;
    assert!(description(&new_board).contains("🟡 <@5000000000000000005> to move"));
    let new_board = new_board["id"].as_str().unwrap().parse::<u64>().unwrap();
    assert_eq!(h.drop(&bob(), new_board, 3).await["data"]["content"], "This board moved to a new message below.");
    h.finish().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_move_whose_answer_failed_is_shown_at_the_next_press() {
    let h = Harness::new("lost-answer", |_| {}).await;
    let board = h.pvp(vec![]).await;
    // Alice's move is applied and saved, but its answer comes too late for Discord (404 10062).
    h.fake.set_callback_deadline(Duration::from_millis(0));
    let lost = h.fake.click(&alice(), board, &button(&h.fake.message(board).unwrap(), "c4:d:")).await;
    let callback = format!("/interactions/{lost}/");
    h.fake.wait_request(WAIT, |r| r.path.contains(&callback) && r.status == 404).await;
    let game = game_id(&h.fake.message(board).unwrap());
    h.wait_row(game, |row| row.moves.len() == 1).await;
    h.fake.set_callback_deadline(Duration::from_secs(3));
    assert!(description(&h.fake.message(board).unwrap()).contains("<@4000000000000000004> to move"));
    // The board still shows the old position: Bob's press carries its old move number, and brings it up to date.
    let stale = h.drop(&bob(), board, 2).await;
    assert_eq!(stale["type"], 7, "the board is updated: {stale}");
    assert_eq!(h.row(game).await.moves.len(), 1, "the stale press played nothing");
    assert!(description(&h.fake.message(board).unwrap()).contains("<@5000000000000000005> to move"));
    // From the updated board the game goes on.
    assert_eq!(h.drop(&bob(), board, 2).await["type"], 7);
    assert_eq!(h.row(game).await.moves.len(), 2);
    h.finish().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_failed_command_registration_is_retried_and_the_bot_serves() {
    let mut h = Harness::without_bot("register").await;
    h.fake.fail_requests("PUT", "/commands", 2, 500, 0);
    h.start_bot(&|_| {}).await;
    // The bot serves while it tries again.
    let board = h.pvp(vec![]).await;
    assert_eq!(h.drop(&alice(), board, 3).await["type"], 7);
    // Registered at the third attempt, after waits of 1 s and 2 s.
    let is_put = |r: &crate::support::fake_discord::Recorded| r.method == "PUT" && r.path.ends_with("/commands");
    h.fake.wait_request(Duration::from_secs(10), |r| is_put(r) && r.status == 200).await;
    let statuses: Vec<u16> = h.fake.requests().iter().filter(|r| is_put(r)).map(|r| r.status).collect();
    assert_eq!(statuses, [500, 500, 200]);
    // What was registered passes Discord's checks (the fake answers 400 otherwise), with its localisations.
    let registered = h.fake.wait_commands_registered().await;
    assert_eq!(crate::support::fake_discord::command_rules::check_registration(&registered), Ok(()));
    let text = registered.to_string();
    assert!(text.contains(r#""es-419":"variante""#) && text.contains(r#""es-ES":"variante""#), "option names");
    let localised_names = assert_localised(&registered);
    assert!(localised_names > 40, "names are localised: {localised_names}");
    h.finish().await;
}

/// Discord refusing the commands for longer than any retry schedule: the process keeps serving with the commands
/// registered before and keeps trying, and a move queued meanwhile (the database held) is saved, not lost. The
/// registration's waits pass 20 times faster (50 ms a second), so its schedule's first 100 s take 5 s.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_registration_refused_for_minutes_never_stops_the_bot() {
    use sqlx::Connection;
    let h = Harness::without_bot("register-refused").await;
    h.fake.fail_requests("PUT", "/commands", 10_000, 500, 0);
    let mut bot = ChildBot::new(&h.fake, &h.dir, &h.db_url());
    bot.set_variable("TEST_CUATRO_REGISTRATION_MS_PER_S", "50");
    bot.start().await;
    let board = h.pvp(vec![]).await;
    let game = game_id(&h.fake.message(board).unwrap());
    let mut blocker = sqlx::SqliteConnection::connect(&h.db_url()).await.unwrap();
    sqlx::query("BEGIN IMMEDIATE").execute(&mut blocker).await.unwrap();
    assert_eq!(h.drop(&alice(), board, 3).await["type"], 7, "answered, the move queued");

    // Past the 91 s of waits after which a process used to give up and exit 1 (4.55 s scaled).
    tokio::time::sleep(Duration::from_secs(5)).await;
    assert!(bot.running(), "the bot still runs; log:\n{}", bot.log_text());
    let is_put = |r: &crate::support::fake_discord::Recorded| r.method == "PUT" && r.path.ends_with("/commands");
    let tries = h.fake.requests().iter().filter(|r| is_put(r)).count();
    // At 0, 1, 3, 7, 15, 31 and 63 s.
    assert!(tries >= 7, "it kept trying: {tries}");
    sqlx::query("ROLLBACK").execute(&mut blocker).await.unwrap();
    blocker.close().await.unwrap();
    h.wait_row(game, |row| row.moves.len() == 1).await;
    let (_, rules) = h.slash(&alice(), &["connect4", "rules"], vec![]).await;
    assert_eq!(rules["type"], 4, "it serves: {rules}");
    let exit = bot.terminate(Duration::from_secs(15)).await;
    assert!(exit.is_some_and(|e| e.success()), "a clean stop: {exit:?}");
    assert!(bot.log_text().contains("could not register the commands"), "each failure is logged");
    h.finish().await;
}

/// The Discord locales of every language but English (the base every localisation is of).
fn translated_locales() -> Vec<Vec<&'static str>> {
    Lang::ALL.into_iter().filter(|&lang| lang != Lang::En).map(|lang| lang.discord_locales().to_vec()).collect()
}

/// Every command, subcommand and option of a registration has its description, and every choice its name, in
/// every non-English Discord locale; a name is localised in all of a language's locales or in none (the
/// language keeps the English name). The user menu's name is localised everywhere. The number of localised
/// names.
fn assert_localised(registered: &serde_json::Value) -> usize {
    fn has(object: &serde_json::Value, field: &str, locale: &str) -> bool {
        object[format!("{field}_localizations")][locale].as_str().is_some_and(|text| !text.is_empty())
    }
    fn walk(path: &str, node: &serde_json::Value) -> usize {
        let path = format!("{path} {}", node["name"].as_str().unwrap_or("?"));
        let mut names = 0;
        for locales in translated_locales() {
            for locale in &locales {
                assert!(has(node, "description", locale), "{path}: no {locale} description in {node}");
            }
            let named = locales.iter().filter(|locale| has(node, "name", locale)).count();
            assert!(named == 0 || named == locales.len(), "{path}: named in some of {locales:?} only");
            names += named;
            for choice in node["choices"].as_array().into_iter().flatten() {
                for locale in &locales {
                    assert!(has(choice, "name", locale), "{path}: choice {} has no {locale} name", choice["name"]);
                }
            }
        }
        names + node["options"].as_array().into_iter().flatten().map(|option| walk(&path, option)).sum::<usize>()
    }
    let mut names = 0;
    for command in registered.as_array().expect("a registration is an array") {
        if command["type"].as_u64().unwrap_or(1) == 1 {
            names += walk("", command);
        } else {
            for locale in translated_locales().concat() {
                assert!(has(command, "name", locale), "the menu {} has no {locale} name", command["name"]);
            }
        }
    }
    names
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_crash_while_the_cpu_thinks_is_resumed_after_the_restart() {
    let tweak = |c: &mut Config| {
        c.games.thinking_after = Duration::ZERO;
        c.discord.shard_lease = Duration::from_millis(300);
    };
    let mut h = Harness::new("cpu-owed", tweak).await;
    // Hard on 10×10 searches two million nodes: the click is answered with "thinking…", the CPU's move owed.
    let options = vec![("level", Opt::Int(2)), ("variant", Opt::from("10x10"))];
    let (id, _) = h.slash(&alice(), &["connect4", "vs-cpu"], options).await;
    let board = h.board_of(id).await;
    let game = game_id(&h.fake.message(board).unwrap());
    let answer = h.drop(&alice(), board, 3).await;
    assert!(answer["data"]["embeds"][0]["description"].as_str().unwrap().contains("is thinking…"), "{answer}");
    assert_eq!(h.row(game).await.moves, "d", "saved before the CPU replies");
    // The process dies before the CPU's move is saved; a new one takes the game over.
    h.bot.take().unwrap().kill().await;
    h.start_bot(&tweak).await;
    let row = h.wait_row(game, |row| row.moves.len() == 2).await;
    assert_eq!(row.status, "playing");
    let shown = h.fake.wait_message(board, WAIT, |m| field(m, 0).contains("2.")).await;
    assert!(description(&shown).contains("<@4000000000000000004> to move"), "{}", description(&shown));
    h.finish().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_bot_killed_mid_game_serves_its_games_as_soon_as_it_is_back() {
    // The default lease (10 s): the restarted process must not wait it out on its own SQLite database.
    let mut h = Harness::new("crash-restart", |_| {}).await;
    let board = h.pvp(vec![]).await;
    assert_eq!(h.drop(&alice(), board, 3).await["type"], 7);
    h.bot.take().unwrap().kill().await;
    h.start_bot(&|_| {}).await;
    let answer = h.drop(&bob(), board, 3).await;
    assert_eq!(answer["type"], 7, "served at once, not handed over: {answer}");
    h.finish().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn after_a_board_is_posted_again_the_cpu_move_shows_on_the_new_board() {
    // Every click posts the board anew (it is older than zero), and the CPU is always "thinking…" first.
    let tweak = |c: &mut Config| {
        c.games.repost_after = Duration::ZERO;
        c.games.thinking_after = Duration::ZERO;
    };
    let h = Harness::new("repost-cpu", tweak).await;
    let options = vec![("level", Opt::Int(2)), ("variant", Opt::from("10x10"))];
    let (id, _) = h.slash(&alice(), &["connect4", "vs-cpu"], options).await;
    let board = h.board_of(id).await;
    let game = game_id(&h.fake.message(board).unwrap());
    let answer = h.drop(&alice(), board, 3).await;
    assert_eq!(answer["data"]["content"], "This board moved to a new message below.", "{answer}");
    h.wait_row(game, |row| row.moves.len() == 2).await;
    let newest = h.newest_after(board).await;
    let new_board = newest["id"].as_str().unwrap().parse::<u64>().unwrap();
    let shown = h.fake.wait_message(new_board, WAIT, |m| field(m, 0).contains("2.")).await;
    assert!(!description(&shown).contains("thinking"), "the new board shows the CPU's move: {}", description(&shown));
    assert!(description(&h.fake.message(board).unwrap()).is_empty(), "the retired message stays retired");
    assert_eq!(h.drop(&alice(), new_board, 4).await["type"], 7, "the new board plays");
    h.finish().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_network_error_on_a_board_update_posts_no_second_board() {
    let h = Harness::new("network-error", |_| {}).await;
    let (id, _) = h.slash(&alice(), &["connect4", "vs-cpu"], vec![("level", Opt::Int(0))]).await;
    let board = h.board_of(id).await;
    assert_eq!(h.drop(&alice(), board, 3).await["type"], 7);
    // The pause's board update: the edit through the click's token fails, then the channel edit's connection
    // closes unanswered (the edit may or may not have landed).
    let channel_edit = format!("/channels/{CHANNEL_ID}/messages/{board}");
    h.fake.fail_requests("PATCH", "/messages/@original", 1, 500, 0);
    h.fake.fail_requests("PATCH", &channel_edit, 1, 0, 0);
    let (_, answer) = h.slash(&alice(), &["connect4", "pause"], vec![]).await;
    assert_eq!(answer["type"], 4, "{answer}");
    h.fake.wait_request(WAIT, |r| r.method == "PATCH" && r.path.ends_with(&channel_edit)).await;
    tokio::time::sleep(Duration::from_millis(300)).await;
    let posted = format!("/channels/{CHANNEL_ID}/messages");
    let boards = h.fake.requests().iter().filter(|r| r.method == "POST" && r.path.ends_with(&posted)).count();
    assert_eq!(boards, 0, "the board is not posted a second time");
    h.finish().await;
}

/// A board posted again whose older copy could not be retired (Discord refused the edit) keeps live buttons; the
/// first press on that copy retires it (the answer is the retired message), and the game goes on below.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_copy_whose_retirement_was_refused_is_retired_by_its_next_press() {
    let h = Harness::new("copy-retired-by-press", |_| {}).await;
    let board = h.pvp(vec![]).await;
    h.play(board, &alice(), &bob(), &[3]).await;
    let kept_drop = button(&h.fake.message(board).unwrap(), "c4:d:");
    h.fake.fail_requests("PATCH", &format!("/messages/{board}"), 1, 503, 0);
    let (id, _) = h.slash(&bob(), &["connect4", "board"], vec![]).await;
    let reposted = h.board_of(id).await;
    h.fake.wait_request(WAIT, |r| r.method == "PATCH" && r.path.ends_with(&board.to_string()) && r.status == 503).await;
    assert!(!FakeDiscord::buttons(&h.fake.message(board).unwrap()).is_empty(), "the copy still plays");
    let answer = h.click(&bob(), board, &kept_drop).await;
    assert_eq!(answer["type"], 7, "the press answers by retiring the copy: {answer}");
    let retired = h.fake.message(board).unwrap();
    assert!(FakeDiscord::buttons(&retired).is_empty(), "{retired}");
    assert_eq!(retired["content"], "This board moved to a new message below.");
    assert_eq!(h.drop(&bob(), reposted, 3).await["type"], 7, "the game goes on below");
    h.finish().await;
}
