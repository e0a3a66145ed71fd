//! Tournaments in the setups a server really has (`../shared/notes/reliability-review-3.md`, R2–R13, R15): threads
//! the bot may not open or post in, Discord's passing refusals and its thread limit, a deleted channel, two
//! tournaments at once, a full round robin, an organiser's result while the game goes on, a button pressed in another
//! server, a private channel, a slow database and a slow round, and the server's bound on tournaments.

use super::*;
use crate::support::fake_discord::{CHANNEL_ID, DM_CHANNEL_ID, FakeDiscord, GUILD_ID, OTHER_CHANNEL_ID};
use crate::support::harness::{Harness, description, each_engine_with, ephemeral_text, message_id, until};
use cuatro::game::Action;
use cuatro::game::tournament::{ARCHIVE_AFTER_MS, OPEN_LIMIT_MS, Status, StopReason};
use cuatro::store::Engine;

/// A Swiss of `rounds` rounds starting in a minute, joined by `players` of [`players`]: its id and message.
async fn swiss_starting_soon(h: &Harness, rounds: i64, count: usize) -> (u64, u64) {
    let options = vec![("format", Opt::Int(0)), ("rounds", Opt::Int(rounds)), ("starts-in", Opt::Int(1))];
    let (id, message) = create(h, options).await;
    for p in &players()[..count] {
        assert_eq!(join(h, message, id, p).await["type"], 7);
    }
    (id, message)
}

/// Moves the bot's clock past the scheduled start.
fn start_now(h: &Harness) {
    h.bot.as_ref().unwrap().app.clock.advance(Duration::from_secs(61));
}

/// The organiser's latest direct message.
fn told(h: &Harness) -> String {
    h.fake
        .last_message_in(DM_CHANNEL_ID)
        .map(|m| m["content"].as_str().unwrap_or_default().to_string())
        .unwrap_or_default()
}

/// A tournament command of the organiser's in CHANNEL_ID: its private answer.
async fn organiser_says(h: &Harness, command: &str, options: Vec<(&str, Opt)>) -> String {
    ephemeral_text(&h.slash(&organiser(), &["connect4-tournament", command], options).await.1)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_channel_where_threads_cannot_open_pauses_its_tournament_at_once_and_tells_the_organiser() {
    each_engine_with("tf_threads_denied", short_timer, |h| async move {
        let (id, message) = swiss_starting_soon(&h, 2, 4).await;
        // The server takes Create Public Threads from the bot after the tournament was created.
        h.fake.deny_threads(CHANNEL_ID);
        start_now(&h);
        let t = wait_for(&h, id, "paused", |t| t.status == Status::Paused).await;
        assert_eq!(t.stop, Some(StopReason::DiscordRefused { code: 50013 }));
        let refused = h.fake.refused_requests();
        tokio::time::sleep(Duration::from_secs(6)).await;
        assert_eq!(h.fake.refused_requests(), refused, "nothing is tried again while paused");
        assert!(refused <= 2, "one refusal per pairing at most: {refused}");
        until("the organiser is told", || told(&h).contains("Create Public Threads")).await;
        assert!(description(&h.fake.message(message).unwrap()).contains("Create Public Threads"));
        // Fixed and resumed: the round's games open.
        h.fake.allow_threads(CHANNEL_ID);
        assert!(organiser_says(&h, "resume", vec![]).await.contains("Resumed"));
        round_games(&h, id, 1).await;
        assert_eq!(h.fake.threads().len(), 2, "a thread per pairing");
        h
    })
    .await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_thread_the_bot_may_not_post_in_is_kept_and_reused_never_left_empty() {
    let h = Harness::new("tf_thread_posts_denied", short_timer).await;
    let (id, _) = swiss_starting_soon(&h, 2, 4).await;
    h.fake.deny_thread_writes(CHANNEL_ID, 50013);
    start_now(&h);
    let t = wait_for(&h, id, "paused", |t| t.status == Status::Paused).await;
    assert_eq!(t.stop, Some(StopReason::DiscordRefused { code: 50013 }));
    tokio::time::sleep(Duration::from_secs(6)).await;
    let threads = h.fake.threads().len();
    assert!((1..=2).contains(&threads), "a thread per pairing tried, no more: {threads}");
    h.fake.allow_writes(CHANNEL_ID);
    organiser_says(&h, "resume", vec![]).await;
    round_games(&h, id, 1).await;
    assert_eq!(h.fake.threads().len(), 2, "the thread opened before is the game's");
    h.finish().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_passing_refusal_is_tried_again_later_without_pausing() {
    let h = Harness::new("tf_threads_503", short_timer).await;
    let (id, _) = swiss_starting_soon(&h, 2, 4).await;
    h.fake.fail_requests("POST", "/threads", 2, 503, 0);
    start_now(&h);
    round_games(&h, id, 1).await;
    let t = tournament(&h, id).await;
    assert_eq!((t.status, t.stop), (Status::Running, None));
    assert_eq!(h.fake.threads().len(), 2);
    // Backed off: both pairings, refused once each, are tried again 5 s later, not at the director's next pass.
    let opening = |r: &Recorded| r.method == "POST" && r.path.ends_with("/threads");
    let openings: Vec<_> = h.fake.requests().into_iter().filter(opening).collect();
    assert_eq!(openings.iter().map(|r| r.status).collect::<Vec<_>>(), [503, 503, 200, 200]);
    let gap = openings[2].at.duration_since(openings[1].at);
    assert!(gap >= std::time::Duration::from_millis(4_500), "tried again after {gap:?}");
    h.finish().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_thread_opened_whose_answer_was_lost_is_found_and_used_not_opened_again() {
    let h = Harness::new("tf_thread_answer_lost", short_timer).await;
    let (id, _) = swiss_starting_soon(&h, 2, 4).await;
    h.fake.apply_then_drop("POST", "/threads", 1);
    start_now(&h);
    let games = round_games(&h, id, 1).await;
    assert_eq!(h.fake.threads().len(), 2, "one thread per pairing: {:#?}", h.fake.threads());
    let t = tournament(&h, id).await;
    for (_, p) in t.round_pairings(1) {
        let thread = p.thread.expect("every pairing has its thread");
        let posts = h
            .fake
            .messages()
            .into_iter()
            .filter(|m| m["channel_id"].as_str().and_then(|c| c.parse().ok()) == Some(thread))
            .count();
        assert!(posts >= 2, "the thread holds its pairing's ping and board ({posts} messages)");
    }
    assert_eq!(games.len(), 2);
    h.finish().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_organisers_changes_show_on_the_tournaments_message_at_once() {
    let h = Harness::new("tf_message_shows", short_timer).await;
    let (id, message) = swiss_starting_soon(&h, 2, 4).await;
    start_now(&h);
    let games = round_games(&h, id, 1).await;
    // The message is edited right after the organiser's answer.
    let shows = |paused: bool| {
        h.fake.wait_message(message, Duration::from_secs(5), move |m| description(m).contains("Paused") == paused)
    };
    organiser_says(&h, "pause", vec![]).await;
    assert!(description(&shows(true).await).contains("Paused by the organiser"));
    organiser_says(&h, "resume", vec![]).await;
    shows(false).await;
    assert!(organiser_says(&h, "cancel", vec![]).await.contains("Cancelled"));
    let cancelled = h.fake.message(message).unwrap();
    assert!(description(&cancelled).contains("Cancelled by the organiser"), "{cancelled}");
    assert!(crate::support::fake_discord::FakeDiscord::buttons(&cancelled).is_empty(), "no Join or Leave any more");
    // The games under way count for nothing now: they are stopped.
    for (_, _, game, _) in games {
        let row = h.wait_row(game, |r| r.status == "finished").await;
        assert_eq!(row.end_reason.as_deref(), Some("tournament-cancelled"));
    }
    h.finish().await;
}

/// Holds the database's writes for `hold` from another connection (SQLite's write lock, PostgreSQL's table lock).
async fn hold_writes(url: &str, engine: Engine, hold: Duration) -> tokio::task::JoinHandle<()> {
    use sqlx::{Connection, Executor};
    sqlx::any::install_default_drivers();
    let mut conn = sqlx::AnyConnection::connect(url).await.unwrap();
    let lock = match engine {
        Engine::Sqlite => "BEGIN IMMEDIATE",
        Engine::Postgres => "BEGIN; LOCK TABLE tournaments IN EXCLUSIVE MODE",
    };
    conn.execute(lock).await.unwrap();
    tokio::spawn(async move {
        tokio::time::sleep(hold).await;
        conn.execute("ROLLBACK").await.unwrap();
    })
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_tournament_created_while_the_database_is_slow_is_posted_for_everyone() {
    for engine in [Engine::Sqlite, Engine::Postgres] {
        let Some(mut h) = Harness::on(engine, "tf_slow_create").await else { continue };
        h.start_bot(&short_timer).await;
        let held = hold_writes(&h.db_url(), engine, Duration::from_millis(3500)).await;
        let id = h.fake.slash(&organiser(), &["connect4-tournament", "create"], vec![("format", Opt::Int(0))]).await;
        let answer = h.fake.response(id, Duration::from_secs(10)).await;
        assert_eq!(answer["type"], 5, "deferred while the database is held: {answer}");
        assert_eq!(answer["data"]["flags"].as_u64().unwrap_or(0) & 64, 0, "a public deferral: {answer}");
        held.await.unwrap();
        let message = h.board_of(id).await;
        let posted = h.fake.wait_message(message, Duration::from_secs(10), |m| m["embeds"][0].is_object()).await;
        assert_eq!(posted["flags"].as_u64().unwrap_or(0) & 64, 0, "everyone sees it: {posted}");
        assert!(serde_json::to_string(&posted).unwrap().contains("c4t:j:"), "with its Join button: {posted}");
        h.finish().await;
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_tournament_is_refused_where_its_games_could_not_be_played() {
    let h = Harness::new("tf_wrong_channel", short_timer).await;
    let create_in = |channel: u64| {
        let h = &h;
        async move {
            let options = vec![("format", Opt::Int(0))];
            ephemeral_text(&h.slash_in(channel, &organiser(), &["connect4-tournament", "create"], options).await.1)
        }
    };
    // In a game's thread.
    let (_, set) = h.slash(&organiser(), &["connect4-admin", "settings"], vec![("threads", Opt::Bool(true))]).await;
    assert_eq!(set["type"], 4);
    h.slash(&players()[0], &["connect4", "vs-cpu"], vec![("level", Opt::Int(0))]).await;
    let thread: u64 = h.fake.threads()[0]["id"].as_str().unwrap().parse().unwrap();
    assert!(create_in(thread).await.contains("not in a thread"), "a thread");
    // In a voice channel's chat and in a forum.
    for (channel, kind) in [(3_000_000_000_000_000_700, 2), (3_000_000_000_000_000_701, 15)] {
        h.fake.create_channel_of_kind(channel, kind).await;
        assert!(create_in(channel).await.contains("not in a thread"), "channel type {kind}");
    }
    // Where the bot may not open threads.
    h.fake.deny_threads(CHANNEL_ID);
    let refused = create_in(CHANNEL_ID).await;
    assert!(refused.contains("Create Public Threads") && !refused.contains("Send Messages,"), "{refused}");
    let store = h.store().await;
    assert!(store.tournaments_of_guild(crate::support::fake_discord::GUILD_ID, 25).await.unwrap().is_empty());
    store.close().await;
    h.finish().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_deleted_channel_cancels_its_tournament_and_a_named_tournament_is_always_within_reach() {
    let h = Harness::new("tf_channel_gone", short_timer).await;
    let (first_channel, second_channel) = (3_000_000_000_000_000_710, 3_000_000_000_000_000_711);
    let mut ids = Vec::new();
    for channel in [first_channel, second_channel] {
        h.fake.create_channel(channel).await;
        let (interaction, answer) =
            h.slash_in(channel, &organiser(), &["connect4-tournament", "create"], vec![("format", Opt::Int(0))]).await;
        assert_eq!(answer["type"], 4, "{answer}");
        let message = h.board_of(interaction).await;
        let join = button(&h.fake.message(message).unwrap(), "c4t:j:");
        ids.push(join.rsplit(':').next().unwrap().parse::<u64>().unwrap());
    }
    // Two under way: from another channel, only a named one can be reached.
    assert!(organiser_says(&h, "cancel", vec![]).await.contains("Several tournaments"));
    let named = vec![("tournament", Opt::Str(ids[1].to_string()))];
    assert!(organiser_says(&h, "cancel", named).await.contains("Cancelled"));
    assert_eq!(tournament(&h, ids[1]).await.status, Status::Cancelled);
    // The first one's channel is deleted: it is cancelled, and its organiser told.
    h.fake.delete_channel(first_channel).await;
    let t = wait_for(&h, ids[0], "cancelled", |t| t.status == Status::Cancelled).await;
    assert_eq!(t.stop, Some(StopReason::ChannelGone));
    until("the organiser is told", || told(&h).contains("its channel was deleted")).await;
    h.finish().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_round_robin_takes_no_thirteenth_player() {
    let h = Harness::new("tf_round_robin_full", short_timer).await;
    let (id, message) = create(&h, vec![("format", Opt::Int(1))]).await;
    let users: Vec<FakeUser> =
        (0..13u64).map(|i| FakeUser::new(4_200_000_000_000_000_000 + i, &format!("r{i}"))).collect();
    for user in &users[..12] {
        assert_eq!(join(&h, message, id, user).await["type"], 7);
    }
    assert!(ephemeral_text(&join(&h, message, id, &users[12]).await).contains("full"));
    let added = organiser_says(&h, "add", vec![("player", Opt::User(users[12].clone()))]).await;
    assert!(added.contains("at most 12"), "{added}");
    assert_eq!(tournament(&h, id).await.entrants.len(), 12);
    h.finish().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_result_set_by_hand_stops_the_pairings_game() {
    each_engine_with("tf_result_by_hand", short_timer, |h| async move {
        let (id, _) = swiss_starting_soon(&h, 2, 4).await;
        start_now(&h);
        let (first, second, game, row) = round_games(&h, id, 1).await.remove(0);
        let user = |id: u64| players().into_iter().find(|p| p.id == id).unwrap();
        let options =
            vec![("first", Opt::User(user(first))), ("second", Opt::User(user(second))), ("outcome", Opt::Int(0))];
        assert!(organiser_says(&h, "result", options).await.contains("The result is set"));
        let stopped = h.wait_row(game, |r| r.status == "finished").await;
        assert_eq!(
            (stopped.result.as_deref(), stopped.end_reason.as_deref()),
            (Some("abandoned"), Some("result-set-by-hand"))
        );
        let board = h.fake.wait_message(row.message_id.unwrap() as u64, Duration::from_secs(10), |m| {
            description(m).contains("the organiser set this pairing's result")
        });
        board.await;
        let t = tournament(&h, id).await;
        let pairing = t.pairings.iter().find(|p| p.game == Some(game)).unwrap();
        assert_eq!(pairing.result.map(|r| (r.first, r.second)), Some((2, 0)));
        h
    })
    .await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_game_whose_pairing_was_closed_without_stopping_it_is_stopped_by_the_director() {
    // A result saved by hand and the process killed before it stopped the game: the stored tournament says the
    // pairing is over, its game still runs.
    let h = Harness::new("tf_closed_behind", short_timer).await;
    let (id, _) = swiss_starting_soon(&h, 2, 4).await;
    start_now(&h);
    let (first, second, game, _) = round_games(&h, id, 1).await.remove(0);
    let store = h.store().await;
    let mut stored = store.tournament(id).await.unwrap().unwrap();
    stored.tournament.adjudicate(first, second, Some(1), 2, true).unwrap();
    store.save_tournament(&mut stored, 0).await.unwrap();
    store.close().await;
    let stopped = h.wait_row(game, |r| r.status == "finished").await;
    assert_eq!(stopped.end_reason.as_deref(), Some("result-set-by-hand"));
    h.finish().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_finished_matchs_thread_is_archived_and_the_thread_limit_pauses() {
    let h = Harness::new("tf_archive", short_timer).await;
    let (id, _) = swiss_starting_soon(&h, 1, 2).await;
    start_now(&h);
    let (first, second, game, row) = round_games(&h, id, 1).await.remove(0);
    let all = players();
    let (a, b) = (all.iter().find(|p| p.id == first).unwrap(), all.iter().find(|p| p.id == second).unwrap());
    play_match(&h, game, row.message_id.unwrap() as u64, a, b, false).await;
    wait_for(&h, id, "finished", |t| t.status == Status::Finished).await;
    let archived = |h: &Harness| h.fake.threads().iter().all(|t| t["thread_metadata"]["archived"] == true);
    until("the finished tournament's thread is archived", || archived(&h)).await;
    // A second tournament in a server at Discord's thread limit: paused, with the reason.
    h.fake.set_active_thread_limit(1);
    let options = vec![("format", Opt::Int(0)), ("rounds", Opt::Int(1)), ("starts-in", Opt::Int(1))];
    let (second_id, message) = create(&h, options).await;
    for p in &all[..4] {
        join(&h, message, second_id, p).await;
    }
    h.bot.as_ref().unwrap().app.clock.advance(Duration::from_millis(ARCHIVE_AFTER_MS as u64) * 2);
    let t = wait_for(&h, second_id, "paused", |t| t.status == Status::Paused).await;
    assert_eq!(t.stop, Some(StopReason::DiscordRefused { code: 160006 }));
    assert!(description(&h.fake.message(message).unwrap()).contains("1,000 active threads"));
    h.finish().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_tournament_button_pressed_elsewhere_enters_no_one() {
    let h = Harness::new("tf_forged_join", short_timer).await;
    let (id, _) = create(&h, vec![("format", Opt::Int(0))]).await;
    let stranger = FakeUser::new(4_300_000_000_000_000_001, "stranger");
    let forged = h.fake.click_elsewhere(&stranger, OTHER_CHANNEL_ID, &format!("c4t:j:{id}")).await;
    let answer = h.fake.response(forged, Duration::from_secs(10)).await;
    assert!(ephemeral_text(&answer).contains("another server"), "{answer}");
    assert!(tournament(&h, id).await.entrants.is_empty());
    h.finish().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn standings_and_exports_are_kept_to_those_who_may_see_them() {
    let h = Harness::new("tf_private_channel", short_timer).await;
    let (private, mods) = (3_000_000_000_000_000_720, 2_100_000_000_000_000_077);
    h.fake.create_role(mods, "mods").await;
    h.fake.create_private_channel(private, &[mods], &[]).await;
    let (_, created) =
        h.slash_in(private, &organiser(), &["connect4-tournament", "create"], vec![("format", Opt::Int(0))]).await;
    assert_eq!(created["type"], 4, "{created}");
    let member = &players()[0];
    let (_, standings) = h.slash(member, &["connect4-tournament", "standings"], vec![]).await;
    assert!(ephemeral_text(&standings).contains("cannot see"), "{standings}");
    let moderator = member.clone().with_role(mods);
    let (_, shown) = h.slash(&moderator, &["connect4-tournament", "standings"], vec![]).await;
    assert!(shown["data"]["embeds"][0]["title"].as_str().unwrap_or_default().contains("Swiss"), "{shown}");
    let (_, export) = h.slash_in(private, &moderator, &["connect4-tournament", "export"], vec![]).await;
    assert!(ephemeral_text(&export).contains("Only the organiser"), "{export}");
    h.finish().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_tournament_message_posted_again_is_kept() {
    let h = Harness::new("tf_message_kept", short_timer).await;
    let (id, message) = create(&h, vec![("format", Opt::Int(0))]).await;
    h.fake.delete_message(message);
    let posted = |h: &Harness| {
        let is_tournament =
            |m: &serde_json::Value| m["embeds"][0]["title"].as_str().is_some_and(|t| t.starts_with("🏆"));
        let channel = CHANNEL_ID.to_string();
        h.fake.messages().iter().filter(|m| m["channel_id"].as_str() == Some(&channel) && is_tournament(m)).count()
    };
    for p in &players()[..2] {
        let press = h.fake.click_elsewhere(p, CHANNEL_ID, &format!("c4t:j:{id}")).await;
        h.fake.response(press, Duration::from_secs(10)).await;
    }
    // The fake's made-up pressed messages carry no embed: only the tournament's own messages count.
    assert_eq!(posted(&h), 1, "posted again once, then edited");
    assert_eq!(tournament(&h, id).await.entrants.len(), 2);
    h.finish().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_join_is_answered_while_a_round_opens_slowly() {
    let h = Harness::new("tf_slow_round", short_timer).await;
    let (id, message) = swiss_starting_soon(&h, 3, 8).await;
    h.fake.delay_requests("POST", "/threads", 4, Duration::from_millis(1500));
    start_now(&h);
    wait_for(&h, id, "round 1 paired", |t| t.round == 1).await;
    let late = FakeUser::new(4_300_000_000_000_000_002, "late");
    let answer = join(&h, message, id, &late).await;
    assert_eq!(answer["type"], 7, "joined, not kept waiting behind the round's threads: {answer}");
    round_games(&h, id, 1).await;
    h.finish().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_server_holds_ten_tournaments_and_one_never_started_ends() {
    let h = Harness::new("tf_bounds", short_timer).await;
    let mut ids = Vec::new();
    for _ in 0..10 {
        ids.push(create(&h, vec![("format", Opt::Int(0))]).await.0);
    }
    let eleventh = organiser_says(&h, "create", vec![("format", Opt::Int(0))]).await;
    assert!(eleventh.contains("10 tournaments"), "{eleventh}");
    h.bot.as_ref().unwrap().app.clock.advance(Duration::from_millis(OPEN_LIMIT_MS as u64));
    for id in ids {
        let t = wait_for(&h, id, "cancelled", |t| t.status == Status::Cancelled).await;
        assert_eq!(t.stop, Some(StopReason::NeverStarted));
    }
    h.finish().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_organiser_command_the_database_cannot_answer_is_told_so() {
    use sqlx::Connection;
    let Some(mut h) = Harness::on(Engine::Postgres, "tournament-database-away").await else { return };
    h.start_bot(&|_| {}).await;
    create(&h, vec![("format", Opt::Int(0))]).await;
    // The tournaments cannot be read for longer than the bot's statement timeout (5 s).
    let mut blocker = sqlx::PgConnection::connect(&h.db_url()).await.unwrap();
    sqlx::query("BEGIN").execute(&mut blocker).await.unwrap();
    sqlx::query("LOCK TABLE tournaments IN ACCESS EXCLUSIVE MODE").execute(&mut blocker).await.unwrap();
    let id = h
        .fake
        .slash(
            &organiser(),
            &["connect4-tournament", "add"],
            vec![("player", Opt::User(crate::support::harness::alice()))],
        )
        .await;
    let answer = h.fake.response(id, crate::support::harness::WAIT).await;
    let shown = crate::assist::private_message(&h, id, &answer).await;
    sqlx::query("ROLLBACK").execute(&mut blocker).await.unwrap();
    blocker.close().await.unwrap();
    assert_eq!(
        shown["content"],
        "The bot cannot reach its database right now: nothing was changed. Try again in a few seconds.",
        "{shown}"
    );
    h.finish().await;
}

/// The messages in `thread`, oldest first.
fn thread_messages(h: &Harness, thread: u64) -> Vec<Value> {
    let mut messages: Vec<Value> = h
        .fake
        .messages()
        .into_iter()
        .filter(|m| m["channel_id"].as_str().and_then(|c| c.parse().ok()) == Some(thread))
        .collect();
    messages.sort_by_key(message_id);
    messages
}

/// A pairing's board posted by a process that stopped before the game's save (the database full, say): the next
/// process opens the game again in the same thread, and the board posted before is its board, not a second one
/// whose twin keeps live buttons; the players are not pinged twice.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_pairings_board_posted_before_its_game_was_saved_is_the_board_after_a_restart() {
    use sqlx::{Connection, Executor};
    let mut h = Harness::new("tf_board_before_save", short_timer).await;
    let (id, _) = swiss_starting_soon(&h, 2, 4).await;
    start_now(&h);
    let (_, _, game, row) = round_games(&h, id, 1).await.remove(0);
    let thread = row.channel_id as u64;
    h.stop_bot().await;
    // As if the stopped process never saved the game: its board and ping are in the thread, the game is not stored.
    sqlx::any::install_default_drivers();
    let mut conn = sqlx::AnyConnection::connect(&h.db_url()).await.unwrap();
    conn.execute(sqlx::AssertSqlSafe(format!("DELETE FROM games WHERE id = {game}"))).await.unwrap();
    let before = thread_messages(&h, thread).len();
    h.start_bot(&short_timer).await;
    let opened = h.wait_row(game, |r| r.message_id.is_some()).await;
    let playing: Vec<u64> = thread_messages(&h, thread)
        .iter()
        .filter(|m| {
            let buttons = FakeDiscord::buttons(m).into_iter().flatten();
            let plays = |id: &str| id.starts_with("c4:d:") && Action::parse(id).is_ok_and(|a| a.game() == game);
            buttons.filter(|(_, disabled, _)| !disabled).any(|(id, _, _)| plays(&id))
        })
        .map(message_id)
        .collect();
    assert_eq!(playing, [opened.message_id.unwrap() as u64], "one board plays the game");
    assert_eq!(opened.message_id, row.message_id, "the board posted before is the board");
    assert_eq!(thread_messages(&h, thread).len(), before, "nothing posted again: {:#?}", thread_messages(&h, thread));
    h.finish().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_tournament_whose_answer_discord_refused_is_posted_in_its_channel_without_an_error() {
    let h = Harness::new("tf_refused_answer", short_timer).await;
    h.fake.fail_requests("POST", "/callback", 1, 400, 50035);
    h.fake.slash(&organiser(), &["connect4-tournament", "create"], vec![("format", Opt::Int(0))]).await;
    let with_join = |m: &Value| {
        m["channel_id"].as_str() == Some(CHANNEL_ID.to_string().as_str()) && m.to_string().contains("c4t:j:")
    };
    until("the tournament's message in its channel", || h.fake.messages().iter().any(with_join)).await;
    let stored = h.store().await.tournaments_of_guild(GUILD_ID, 10).await.unwrap();
    assert_eq!(stored.len(), 1, "one tournament");
    tokio::time::sleep(Duration::from_millis(500)).await;
    let sent = |r: &Recorded| r.body.to_string().contains("Something went wrong");
    assert!(!h.fake.requests().iter().any(sent), "the tournament was made: nothing failed");
    assert_eq!(h.fake.messages().iter().filter(|m| with_join(m)).count(), 1, "posted once");
    h.finish().await;
}
