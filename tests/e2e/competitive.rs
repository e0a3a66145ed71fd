//! End-to-end tests of competitive play through a loopback fake Discord: matches, clocks, ratings, the
//! leaderboard and stats, server settings, the leaderboard reset, purging departed servers, and a thread per game.

use crate::support::fake_discord::{CHANNEL_ID, DM_CHANNEL_ID, FakeDiscord, FakeUser, GUILD_ID, Opt};
use crate::support::harness::{
    Harness, WAIT, admin, alice, bob, button, description, ephemeral_text, eve, field, game_id, message_id,
};
use cuatro::game::{FinishedGame, Format};
use serde_json::{Value, json};
use sqlx::Connection;
use std::time::{Duration, Instant, SystemTime, UNIX_EPOCH};

const ALICE: u64 = 4000000000000000004;
const BOB: u64 = 5000000000000000005;
const EVE: u64 = 6000000000000000006;
/// Another channel of the fake guild.
const OTHER: u64 = CHANNEL_ID + 1;

/// A classic game that fills the board without four in a row (0-based columns).
const FULL_BOARD_DRAW: [u8; 42] = [
    0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 1, 4, 2, 2, 2, 2, 2, 2, 3, 3, 3, 3, 3, 3, 4, 4, 4, 4, 4, 5, 5, 5, 5, 5, 6, 6, 6,
    6, 6, 6, 5,
];
/// Red wins along the bottom row.
const RED_WINS: [u8; 7] = [0, 6, 1, 6, 2, 6, 3];

fn now_ms() -> i64 {
    SystemTime::now().duration_since(UNIX_EPOCH).unwrap().as_millis() as i64
}

fn title(message: &Value) -> String {
    message["embeds"][0]["title"].as_str().unwrap_or_default().to_string()
}

/// `(name, value)` of every embed field.
fn fields(message: &Value) -> Vec<(String, String)> {
    let fields = message["embeds"][0]["fields"].as_array().cloned().unwrap_or_default();
    fields.iter().map(|f| (f["name"].as_str().unwrap().to_string(), f["value"].as_str().unwrap().to_string())).collect()
}

/// The value of the embed field named `name`.
fn field_named(message: &Value, name: &str) -> String {
    let all = fields(message);
    all.iter().find(|(n, _)| n == name).map(|(_, v)| v.clone()).unwrap_or_else(|| panic!("no field `{name}`: {all:?}"))
}

/// The rating shown in a leaderboard row (`🥇 <@1> · **1662 ±290** · …`).
fn row_rating(line: &str) -> i64 {
    let bold = line.split("**").nth(1).unwrap_or_else(|| panic!("no rating in {line}"));
    bold.split(" ±").next().unwrap().parse().unwrap_or_else(|_| panic!("no rating in {line}"))
}

/// The rating change of `user` in a `📈 <@a> +12 → 1512 · …` line.
fn rating_change(text: &str, user: u64) -> (String, i64) {
    let line = text.lines().find(|l| l.starts_with("📈 ")).unwrap_or_else(|| panic!("no rating line in {text}"));
    let part = line.trim_start_matches("📈 ").split(" · ").find(|p| p.starts_with(&format!("<@{user}> "))).unwrap();
    let mut words = part.split_whitespace().skip(1);
    let delta = words.next().unwrap().to_string();
    (delta, words.nth(1).unwrap().parse().unwrap())
}

async fn db(h: &Harness) -> sqlx::SqliteConnection {
    sqlx::SqliteConnection::connect(&h.db_url()).await.unwrap()
}

/// `(game_no, result, end_reason, red_id, yellow_id)` of a session's stored results.
async fn results_of(h: &Harness, session: u64) -> Vec<(i64, String, String, Option<i64>, Option<i64>)> {
    let mut conn = db(h).await;
    let rows = sqlx::query_as(
        "SELECT game_no, result, end_reason, red_id, yellow_id FROM results WHERE session_id = ?1 ORDER BY game_no",
    )
    .bind(session as i64)
    .fetch_all(&mut conn)
    .await
    .unwrap();
    conn.close().await.unwrap();
    rows
}

/// Rows of `games`, `results` and `standings` of `guild`.
async fn rows_of_guild(h: &Harness, guild: u64) -> [i64; 3] {
    let mut conn = db(h).await;
    let mut counts = [0; 3];
    for (i, table) in ["games", "results", "standings"].iter().enumerate() {
        let sql = format!("SELECT COUNT(*) FROM {table} WHERE guild_id = ?1");
        let (n,): (i64,) =
            sqlx::query_as(sqlx::AssertSqlSafe(sql)).bind(guild as i64).fetch_one(&mut conn).await.unwrap();
        counts[i] = n;
    }
    conn.close().await.unwrap();
    counts
}

/// When the bot noted that it left `guild`, if it did.
async fn left_at(h: &Harness, guild: u64) -> Option<i64> {
    let mut conn = db(h).await;
    let row: Option<(Option<i64>,)> = sqlx::query_as("SELECT left_at FROM guild_meta WHERE guild_id = ?1")
        .bind(guild as i64)
        .fetch_optional(&mut conn)
        .await
        .unwrap();
    conn.close().await.unwrap();
    row.and_then(|(at,)| at)
}

/// Polls `probe` until it holds (10 s at most).
async fn eventually<F: std::future::Future<Output = bool>>(what: &str, mut probe: impl FnMut() -> F) {
    let start = Instant::now();
    while !probe().await {
        assert!(start.elapsed() < WAIT, "timed out waiting for {what}");
        tokio::time::sleep(Duration::from_millis(25)).await;
    }
}

/// A rated single game on `guild` that `winner` (red) won against `loser`.
fn rated_win(session: u64, guild: u64, winner: u64, loser: u64, finished_at: i64) -> FinishedGame {
    FinishedGame {
        session_id: session,
        game_no: 0,
        guild_id: Some(guild),
        variant: "classic".into(),
        format: Format::Single,
        red: Some(winner),
        yellow: Some(loser),
        cpu_level: None,
        result: "red".into(),
        end_reason: "line".into(),
        moves: "a g b g c g d".into(),
        red_first: Some(0),
        yellow_first: Some(6),
        rated: true,
        closes_period: true,
        finished_at,
    }
}

/// Runs an admin settings command and returns its (ephemeral) answer.
async fn settings(h: &Harness, user: &FakeUser, options: Vec<(&str, Opt)>) -> Value {
    let (_, answer) = h.slash(user, &["connect4-admin", "settings"], options).await;
    assert_eq!(answer["type"], 4, "{answer}");
    answer
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_match_of_a_win_and_a_draw_is_rated_and_tops_the_leaderboard() {
    let h = Harness::new("match", |_| {}).await;
    let board = h.pvp(vec![("format", Opt::Int(1))]).await;
    let message = h.fake.message(board).unwrap();
    let game = game_id(&message);
    assert!(title(&message).ends_with("game 1 of 2"), "{}", title(&message));
    button(&message, "c4:q:");

    // Game 1: alice (red) wins; the final position stays with Ready / Resign match.
    h.play(board, &alice(), &bob(), &RED_WINS).await;
    let message = h.fake.message(board).unwrap();
    let text = description(&message);
    assert!(text.contains(&format!("Match: <@{ALICE}> 1 : 0 <@{BOB}>")), "{text}");
    assert!(text.contains(&format!("🏆 🔴 <@{ALICE}> wins!")), "{text}");
    assert!(text.contains(&format!("⏳ <@{ALICE}> · ⏳ <@{BOB}>")), "{text}");
    for (id, disabled, _) in FakeDiscord::buttons(&message).into_iter().flatten() {
        assert_eq!(disabled, id.starts_with("c4:d:"), "{id}: only Ready and Resign match are enabled");
    }
    let ready = button(&message, "c4:g:");

    let answer = h.click(&bob(), board, &ready).await;
    assert_eq!(answer["type"], 7, "{answer}");
    let text = description(&h.fake.message(board).unwrap());
    assert!(text.contains(&format!("⏳ <@{ALICE}> · ✅ <@{BOB}>")), "bob is ready, the game waits: {text}");
    assert_eq!(ephemeral_text(&h.click(&bob(), board, &ready).await), "You are already ready.");
    assert_eq!(ephemeral_text(&h.click(&eve(), board, &ready).await), "You are not playing in this game.");
    assert_eq!(ephemeral_text(&h.drop(&bob(), board, 3).await), "This game is over.", "no moves between games");

    // Game 2 on the same message, colours swapped: bob is red, to move, and pinged.
    let answer = h.click(&alice(), board, &ready).await;
    assert_eq!(answer["type"], 7, "{answer}");
    assert_eq!(answer["data"]["allowed_mentions"]["users"], json!([BOB.to_string()]), "only bob is pinged");
    let message = h.fake.message(board).unwrap();
    assert_eq!(game_id(&message), game);
    assert!(title(&message).ends_with("game 2 of 2"), "{}", title(&message));
    assert_eq!(message["content"], format!("<@{BOB}>, your turn."));
    let text = description(&message);
    assert!(text.contains(&format!("🔴 <@{BOB}> vs 🟡 <@{ALICE}>")), "{text}");
    assert!(text.contains(&format!("🔴 <@{BOB}> to move")), "{text}");
    assert_eq!(field(&message, 0), "—", "a fresh board");

    h.play(board, &bob(), &alice(), &FULL_BOARD_DRAW).await;
    let message = h.fake.message(board).unwrap();
    let text = description(&message);
    assert!(text.contains(&format!("Match: <@{BOB}> ½ : 1½ <@{ALICE}>")), "{text}");
    assert!(text.contains("🤝 Draw: the board is full."), "{text}");
    assert!(text.contains(&format!("🏆 <@{ALICE}> wins the match.")), "{text}");
    let (alice_delta, alice_after) = rating_change(&text, ALICE);
    let (bob_delta, bob_after) = rating_change(&text, BOB);
    assert!(alice_delta.starts_with('+') && alice_after > 1500, "{text}");
    assert!(bob_delta.starts_with('−') && bob_after < 1500, "{text}");
    assert!(button(&message, "c4:m:").starts_with("c4:m:"), "a rematch is offered");

    let row = h.row(game).await;
    assert_eq!((row.status.as_str(), row.result.as_deref(), row.scored), ("finished", Some("yellow"), true));
    assert_eq!((row.red_id, row.yellow_id), (Some(BOB as i64), Some(ALICE as i64)), "the last game's seating");
    let results = results_of(&h, game).await;
    assert_eq!(results.len(), 2, "{results:?}");
    assert_eq!((results[0].1.as_str(), results[0].3), ("red", Some(ALICE as i64)));
    assert_eq!((results[1].1.as_str(), results[1].3), ("draw", Some(BOB as i64)));

    let (_, answer) = h.slash(&bob(), &["connect4", "leaderboard"], vec![]).await;
    assert_eq!(answer["type"], 4, "{answer}");
    let board_text = answer["data"]["embeds"][0]["description"].as_str().unwrap().to_string();
    let rows: Vec<&str> = board_text.lines().filter(|l| l.contains("<@")).collect();
    assert!(rows[0].starts_with(&format!("🥇 <@{ALICE}>")), "{board_text}");
    assert!(rows[1].starts_with(&format!("🥈 <@{BOB}>")) && rows[1].ends_with("← **you**"), "{board_text}");
    assert_eq!((row_rating(rows[0]), row_rating(rows[1])), (alice_after, bob_after), "the board's numbers");
    assert!(rows[0].contains("1-1-0 · 1½ · 2"), "{board_text}");
    h.finish().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn resigning_a_game_goes_on_and_resigning_the_match_concedes_the_rest() {
    let h = Harness::new("resign-match", |_| {}).await;

    // Buttons: bob resigns game 1 (the match goes on), then the match between the games.
    let board = h.pvp(vec![("format", Opt::Int(1))]).await;
    let game = game_id(&h.fake.message(board).unwrap());
    h.play(board, &alice(), &bob(), &[3]).await;
    let resign = button(&h.fake.message(board).unwrap(), "c4:r:");
    assert_eq!(h.click(&bob(), board, &resign).await["type"], 7);
    let message = h.fake.message(board).unwrap();
    let text = description(&message);
    assert!(text.contains(&format!("🏳️ 🟡 <@{BOB}> resigned: 🔴 <@{ALICE}> wins.")), "{text}");
    assert!(text.contains(&format!("Match: <@{ALICE}> 1 : 0 <@{BOB}>")), "{text}");
    assert!(text.contains("Next game with colours swapped"), "the next game is still to play: {text}");
    let quit = button(&message, "c4:q:");
    assert_eq!(ephemeral_text(&h.click(&eve(), board, &quit).await), "You are not playing in this game.");
    assert_eq!(h.click(&bob(), board, &quit).await["type"], 7);
    let message = h.fake.message(board).unwrap();
    let text = description(&message);
    assert!(text.contains(&format!("Match: <@{ALICE}> 2 : 0 <@{BOB}>")), "{text}");
    assert!(text.contains(&format!("🏆 <@{ALICE}> wins the match.")), "{text}");
    assert!(FakeDiscord::buttons(&message).into_iter().flatten().all(|(id, _, _)| !id.starts_with("c4:g:")));
    let results = results_of(&h, game).await;
    let summary: Vec<(String, String)> = results.iter().map(|r| (r.1.clone(), r.2.clone())).collect();
    assert_eq!(
        summary,
        [("red".to_string(), "resigned".to_string()), ("yellow".to_string(), "resigned".to_string())],
        "game 2 (bob red) is conceded to alice"
    );

    // Commands: `/connect4 resign` resigns the game only; `whole-match:true` between the games concedes the next.
    let board = h.pvp(vec![("format", Opt::Int(1))]).await;
    let game = game_id(&h.fake.message(board).unwrap());
    h.play(board, &alice(), &bob(), &[3]).await;
    let (_, answer) = h.slash(&alice(), &["connect4", "resign"], vec![]).await;
    assert_eq!(answer["type"], 4, "{answer}");
    let message = h.fake.wait_message(board, WAIT, |m| description(m).contains("Next game")).await;
    assert!(description(&message).contains(&format!("Match: <@{ALICE}> 0 : 1 <@{BOB}>")), "{message}");
    let whole = || vec![("whole-match", Opt::Bool(true))];
    let (_, answer) = h.slash(&eve(), &["connect4", "resign"], whole()).await;
    assert_eq!(ephemeral_text(&answer), "You are not playing in this game.");
    let (_, answer) = h.slash(&alice(), &["connect4", "resign"], whole()).await;
    let shown = answer["data"]["embeds"][0]["description"].as_str().unwrap().to_string();
    assert!(shown.contains(&format!("Match: <@{ALICE}> 0 : 2 <@{BOB}>")), "{shown}");
    assert!(shown.contains(&format!("🏆 <@{BOB}> wins the match.")), "{shown}");
    let message = h.fake.wait_message(board, WAIT, |m| description(m).contains("wins the match")).await;
    assert!(FakeDiscord::buttons(&message).concat().iter().any(|(id, _, _)| id.starts_with("c4:m:")), "{message}");
    assert_eq!(h.row(game).await.status, "finished");
    let results = results_of(&h, game).await;
    let winners: Vec<Option<i64>> = results.iter().map(|r| if r.1 == "red" { r.3 } else { r.4 }).collect();
    assert_eq!(winners, [Some(BOB as i64), Some(BOB as i64)], "{results:?}");

    // The Resign match button during the first game concedes both games at once.
    let board = h.pvp(vec![("format", Opt::Int(1))]).await;
    let game = game_id(&h.fake.message(board).unwrap());
    h.play(board, &alice(), &bob(), &[3, 2]).await;
    let quit = button(&h.fake.message(board).unwrap(), "c4:q:");
    assert_eq!(h.click(&alice(), board, &quit).await["type"], 7);
    let text = description(&h.fake.message(board).unwrap());
    assert!(text.contains(&format!("🏳️ 🔴 <@{ALICE}> resigned: 🟡 <@{BOB}> wins.")), "{text}");
    assert!(text.contains(&format!("Match: <@{ALICE}> 0 : 2 <@{BOB}>")), "{text}");
    let results = results_of(&h, game).await;
    let moves: Vec<(String, String)> = results.iter().map(|r| (r.1.clone(), r.2.clone())).collect();
    assert_eq!(moves, [("yellow".into(), "resigned".into()), ("red".into(), "resigned".into())], "{results:?}");
    h.finish().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_clock_survives_a_restart_and_running_out_loses_the_match() {
    let mut h = Harness::new("clock", |_| {}).await;
    let board = h.pvp(vec![("format", Opt::Int(1)), ("clock", Opt::Int(0))]).await;
    let message = h.fake.message(board).unwrap();
    let game = game_id(&message);
    let text = description(&message);
    assert!(text.contains(&format!("🔴 <@{ALICE}> (1:00) vs 🟡 <@{BOB}> (1:00)")), "{text}");
    h.play(board, &alice(), &bob(), &[3]).await;

    // Bob is to move. While the bot is down, his clock is set to 8 s and alice's to 0.3 s.
    h.stop_bot().await;
    let mut conn = db(&h).await;
    let (state,): (String,) =
        sqlx::query_as("SELECT state FROM games WHERE id = ?1").bind(game as i64).fetch_one(&mut conn).await.unwrap();
    let mut state: Value = serde_json::from_str(&state).unwrap();
    let now = now_ms();
    assert_eq!(state["seats"][1], json!({"human": BOB}), "{state}");
    state["reserves"] = json!([300, 8000]);
    state["turn_started"] = json!(now);
    state["deadline"] = json!(now + 8000);
    sqlx::query("UPDATE games SET state = ?1 WHERE id = ?2")
        .bind(state.to_string())
        .bind(game as i64)
        .execute(&mut conn)
        .await
        .unwrap();
    conn.close().await.unwrap();
    h.start_bot(&|_| {}).await;

    // The old board's buttons still work; bob's move starts alice's clock, which runs out.
    let answer = h.drop(&bob(), board, 3).await;
    assert_eq!(answer["type"], 7, "{answer}");
    let shown = answer["data"]["embeds"][0]["description"].as_str().unwrap();
    assert!(shown.contains(&format!("🔴 <@{ALICE}> (0:00) vs 🟡 <@{BOB}> (0:")), "{shown}");
    let message = h.fake.wait_message(board, WAIT, |m| description(m).contains("ran out of time")).await;
    let text = description(&message);
    assert!(text.contains(&format!("⏱️ 🔴 <@{ALICE}> ran out of time: 🟡 <@{BOB}> wins.")), "{text}");
    assert!(text.contains(&format!("Match: <@{ALICE}> 0 : 2 <@{BOB}>")), "{text}");
    assert!(text.contains(&format!("🏆 <@{BOB}> wins the match.")), "{text}");
    assert!(
        FakeDiscord::buttons(&message)
            .into_iter()
            .flatten()
            .all(|(id, disabled, _)| disabled || ["c4:m:", "c4:v:", "c4:l:"].iter().any(|p| id.starts_with(p)))
    );

    let row = h.row(game).await;
    assert_eq!(
        (row.status.as_str(), row.end_reason.as_deref(), row.moves.as_str()),
        ("finished", Some("timeout"), "dd")
    );
    let results = results_of(&h, game).await;
    let expected = [
        (0, "yellow".to_string(), "timeout".to_string(), Some(ALICE as i64), Some(BOB as i64)),
        (1, "red".to_string(), "timeout".to_string(), Some(BOB as i64), Some(ALICE as i64)),
    ];
    assert_eq!(results, expected, "bob wins both games");
    h.finish().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn server_settings_are_for_managers_and_apply_to_new_games() {
    let h = Harness::new("settings", |_| {}).await;
    let (_, answer) = h.slash(&alice(), &["connect4-admin", "settings"], vec![("theme", Opt::Int(1))]).await;
    assert_eq!(ephemeral_text(&answer), "You need the Manage Server permission.");
    let mut moderator = eve();
    moderator.permissions |= serenity::all::Permissions::MANAGE_MESSAGES.bits();
    let (_, answer) = h.slash(&moderator, &["connect4-admin", "settings"], vec![("theme", Opt::Int(1))]).await;
    assert_eq!(ephemeral_text(&answer), "You need the Manage Server permission.", "Manage Messages is not enough");

    // X/O: the next game's board uses ❌ and ⭕.
    let answer = settings(&h, &admin(), vec![("theme", Opt::Int(1))]).await;
    assert_eq!(answer["data"]["flags"], 64);
    let panel = &answer["data"];
    assert_eq!(panel["embeds"][0]["description"], "✏️ Changed: Theme.");
    assert_eq!(field_named(panel, "✏️ Theme"), "X/O ❌⭕");
    let board = h.pvp(vec![]).await;
    h.play(board, &alice(), &bob(), &[3, 4]).await;
    let text = description(&h.fake.message(board).unwrap());
    assert!(text.contains(&format!("❌ <@{ALICE}> vs ⭕ <@{BOB}>")), "{text}");
    assert!(text.contains("⚫⚫⚫❌⭕⚫⚫"), "{text}");
    let resign = button(&h.fake.message(board).unwrap(), "c4:r:");
    assert_eq!(h.click(&alice(), board, &resign).await["type"], 7);

    // Games only in OTHER: a challenge here is refused, one there plays.
    let answer = settings(&h, &admin(), vec![("allow-channel", Opt::Channel(OTHER))]).await;
    assert_eq!(field_named(&answer["data"], "✏️ Channels allowed"), format!("<#{OTHER}>"));
    let (_, answer) = h.slash(&alice(), &["connect4", "challenge"], vec![("opponent", Opt::User(bob()))]).await;
    assert_eq!(ephemeral_text(&answer), "Games are not allowed in this channel on this server.");
    let (_, answer) = h.slash(&alice(), &["connect4", "vs-cpu"], vec![]).await;
    assert_eq!(ephemeral_text(&answer), "Games are not allowed in this channel on this server.");
    let other_board = h.pvp_in(OTHER, vec![]).await;
    assert_eq!(h.drop(&alice(), other_board, 3).await["type"], 7);

    // Every channel again: eve's challenge to bob is posted here.
    let answer = settings(&h, &admin(), vec![("every-channel", Opt::Bool(true))]).await;
    assert_eq!(field_named(&answer["data"], "✏️ Channels allowed"), "every channel");
    let (id, answer) = h.slash(&eve(), &["connect4", "challenge"], vec![("opponent", Opt::User(bob()))]).await;
    assert_eq!(answer["type"], 4, "{answer}");
    let challenge = h.board_of(id).await;
    let accept = button(&h.fake.message(challenge).unwrap(), "c4:a:");

    // One game per user: bob (playing in OTHER) cannot accept, alice cannot start another game.
    let answer = settings(&h, &admin(), vec![("max-games-per-user", Opt::Int(1))]).await;
    assert_eq!(field_named(&answer["data"], "✏️ Games per user"), "1");
    assert_eq!(ephemeral_text(&h.click(&bob(), challenge, &accept).await), "You already have 1 game running.");
    let (_, answer) = h.slash_in(OTHER + 1, &alice(), &["connect4", "vs-cpu"], vec![]).await;
    assert_eq!(ephemeral_text(&answer), "You already have 1 game running.");
    settings(&h, &admin(), vec![("max-games-per-user", Opt::Int(2))]).await;
    assert_eq!(h.click(&bob(), challenge, &accept).await["type"], 7, "two games are allowed now");
    let text = description(&h.fake.message(challenge).unwrap());
    assert!(text.contains(&format!("❌ <@{EVE}> vs ⭕ <@{BOB}>")), "{text}");
    h.finish().await;
}

/// The rules a stored game was started with.
async fn stored_rules(h: &Harness, game: u64) -> Value {
    let mut conn = db(h).await;
    let (state,): (String,) =
        sqlx::query_as("SELECT state FROM games WHERE id = ?1").bind(game as i64).fetch_one(&mut conn).await.unwrap();
    conn.close().await.unwrap();
    serde_json::from_str::<Value>(&state).unwrap()["rules"].clone()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn timer_timeout_format_rating_and_rematch_settings_shape_new_games() {
    let h = Harness::new("settings-rules", |_| {}).await;
    let answer = settings(
        &h,
        &admin(),
        vec![
            ("timer", Opt::Int(2)),
            ("timeout", Opt::Int(1)),
            ("format", Opt::Int(1)),
            ("alternate-first", Opt::Bool(false)),
        ],
    )
    .await;
    assert_eq!(field_named(&answer["data"], "✏️ Turn timer"), "1 min");
    assert_eq!(field_named(&answer["data"], "✏️ On timeout"), "the absent player loses");
    // A challenge without options takes them: 60 s turns, a forfeit on timeout, a rated match.
    let (id, _) = h.slash(&alice(), &["connect4", "challenge"], vec![("opponent", Opt::User(bob()))]).await;
    let board = h.board_of(id).await;
    assert!(description(&h.fake.message(board).unwrap()).contains("turn timer: 1 min"));
    let accept = button(&h.fake.message(board).unwrap(), "c4:a:");
    assert_eq!(h.click(&bob(), board, &accept).await["type"], 7);
    let message = h.fake.message(board).unwrap();
    assert!(message["embeds"][0]["title"].as_str().unwrap().ends_with("game 1 of 2"), "{message}");
    let rules = stored_rules(&h, game_id(&message)).await;
    assert_eq!(
        (&rules["timer_ms"], &rules["timeout_action"], &rules["format"], &rules["rated"]),
        (&json!(60_000), &json!("forfeit"), &json!("match"), &json!(true)),
        "{rules}"
    );
    assert_eq!(h.click(&alice(), board, &button(&message, "c4:q:")).await["type"], 7);

    // Single games rated too; no colour swap in rematches.
    settings(&h, &admin(), vec![("format", Opt::Int(0)), ("rate-single-games", Opt::Bool(true))]).await;
    let board = h.pvp(vec![]).await;
    let message = h.fake.message(board).unwrap();
    let rules = stored_rules(&h, game_id(&message)).await;
    assert_eq!((&rules["format"], &rules["rated"]), (&json!("single"), &json!(true)), "{rules}");
    assert_eq!(h.click(&alice(), board, &button(&message, "c4:r:")).await["type"], 7);
    let rematch = button(&h.fake.message(board).unwrap(), "c4:m:");
    assert_eq!(h.click(&bob(), board, &rematch).await["type"], 7);
    let challenge = h.newest_after(board).await;
    let challenge_id = challenge["id"].as_str().unwrap().parse::<u64>().unwrap();
    assert_eq!(h.click(&alice(), challenge_id, &button(&challenge, "c4:a:")).await["type"], 7);
    let text = description(&h.fake.message(challenge_id).unwrap());
    assert!(text.contains(&format!("🔴 <@{ALICE}> vs 🟡 <@{BOB}>")), "alice keeps red: {text}");
    h.finish().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_leaderboard_pages_for_its_caller_only_and_shows_their_rank() {
    let mut h = Harness::without_bot("pages").await;
    let store = h.store().await;
    // 13 winners (ids 101…113) over 13 losers (201…212 and eve, ranked last of 26).
    let start = now_ms() - 100_000;
    for i in 0..13u64 {
        let loser = if i == 12 { EVE } else { 201 + i };
        let game = rated_win(1000 + i, GUILD_ID, 101 + i, loser, start + i as i64);
        assert_eq!(store.record_finished(&[game]).await.unwrap().len(), 2);
    }
    store.close().await;
    h.start_bot(&|_| {}).await;

    let (id, answer) = h.slash(&eve(), &["connect4", "leaderboard"], vec![]).await;
    assert_eq!(answer["type"], 4, "{answer}");
    let board = h.board_of(id).await;
    let message = h.fake.message(board).unwrap();
    let text = description(&message);
    assert!(text.starts_with("_Rating ±RD · W-D-L · points · games_\n🥇 <@101> · **"), "{text}");
    assert_eq!(text.lines().filter(|l| l.contains("<@")).count(), 10, "ten rows: {text}");
    assert!(text.lines().last().unwrap().starts_with("**You:** #26 · **1"), "the caller's own rank: {text}");
    assert!(text.lines().last().unwrap().ends_with(" · 0-0-1 · 0 · 1"), "{text}");
    assert_eq!(message["embeds"][0]["footer"]["text"], "Page 1 of 3 · 26 players");
    let ids: Vec<(String, bool)> =
        FakeDiscord::buttons(&message).concat().into_iter().map(|(id, disabled, _)| (id, disabled)).collect();
    assert_eq!(
        ids,
        [(format!("c4l:classic:0:{EVE}"), true), (format!("c4l:classic:1:{EVE}"), false)],
        "◀ disabled on the first page"
    );

    // Someone else's ▶: refused, nothing changes.
    let forward = format!("c4l:classic:1:{EVE}");
    let answer = h.click(&alice(), board, &forward).await;
    assert_eq!(
        ephemeral_text(&answer),
        format!("Only <@{EVE}> can turn these pages — run </connect4 leaderboard:6000000000000000001> yourself.")
    );
    assert_eq!(h.fake.message(board).unwrap()["embeds"], message["embeds"]);

    // The caller's ▶: page 2 in place.
    let answer = h.click(&eve(), board, &forward).await;
    assert_eq!(answer["type"], 7, "{answer}");
    let page2 = h.fake.message(board).unwrap();
    assert_eq!(page2["embeds"][0]["footer"]["text"], "Page 2 of 3 · 26 players");
    let text = description(&page2);
    assert!(text.contains("\n#11 <@111> · **") && text.contains("\n#14 <@201> · **"), "{text}");
    assert!(text.ends_with(" · 0-0-1 · 0 · 1") && text.contains("**You:** #26"), "{text}");

    // A page past the end clamps to the last, where the caller's own row is marked.
    let (id, _) = h.slash(&eve(), &["connect4", "leaderboard"], vec![("page", Opt::Int(99))]).await;
    let last = h.fake.message(h.board_of(id).await).unwrap();
    assert_eq!(last["embeds"][0]["footer"]["text"], "Page 3 of 3 · 26 players");
    let text = description(&last);
    assert!(text.lines().last().unwrap().starts_with(&format!("#26 <@{EVE}> · **")), "{text}");
    assert!(text.ends_with("← **you**") && !text.contains("**You:**"), "{text}");
    let buttons: Vec<bool> = FakeDiscord::buttons(&last).concat().into_iter().map(|b| b.1).collect();
    assert_eq!(buttons, [false, true], "▶ disabled on the last page");
    h.finish().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn stats_show_a_record_in_a_server_and_in_a_dm() {
    let h = Harness::new("stats", |_| {}).await;
    let board = h.pvp(vec![]).await;
    h.play(board, &alice(), &bob(), &RED_WINS).await;
    let board = h.pvp(vec![]).await;
    h.play(board, &alice(), &bob(), &[3]).await;
    let resign = button(&h.fake.message(board).unwrap(), "c4:r:");
    assert_eq!(h.click(&alice(), board, &resign).await["type"], 7);

    let (_, answer) = h.slash(&alice(), &["connect4", "stats"], vec![("user", Opt::User(bob()))]).await;
    assert_eq!(answer["type"], 4, "{answer}");
    let stats = &answer["data"];
    assert_eq!(stats["embeds"][0]["title"], "Statistics");
    assert_eq!(stats["embeds"][0]["description"], format!("<@{BOB}>"));
    assert_eq!(field_named(stats, "Rating"), "unrated", "single games are not rated by default");
    assert_eq!(field_named(stats, "Games"), "1 win · 0 draws · 1 loss\n1 point · 50% won");
    assert_eq!(field_named(stats, "Streak"), "1 win in a row");
    assert_eq!(field_named(stats, "Against you"), "1 win · 0 draws · 1 loss");
    assert_eq!(field_named(stats, "Favourite opening"), "column 7 (1 game)");

    let (_, answer) = h.slash(&bob(), &["connect4", "stats"], vec![]).await;
    assert_eq!(field_named(&answer["data"], "Games"), "1 win · 0 draws · 1 loss\n1 point · 50% won", "yourself");

    let id = h.fake.slash_dm(&bob(), &["connect4", "stats"], vec![("user", Opt::User(alice()))]).await;
    let answer = h.fake.response(id, WAIT).await;
    assert_eq!(answer["type"], 4, "{answer}");
    let stats = &answer["data"];
    assert_eq!(
        fields(stats),
        [("Favourite opening".to_string(), "column 1 (1 game)".to_string())],
        "no server records in a DM: {stats}"
    );
    assert_eq!(
        stats["embeds"][0]["footer"]["text"],
        "Server ratings and records show when you use this command in a server."
    );
    let dm = h.fake.message(h.board_of(id).await).unwrap();
    assert_eq!(dm["channel_id"], DM_CHANNEL_ID.to_string());
    h.finish().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn stats_attach_a_rating_chart_once_the_player_is_rated() {
    let mut h = Harness::without_bot("chart").await;
    let store = h.store().await;
    let day = 86_400_000;
    let games: Vec<FinishedGame> =
        (0..3).map(|i| rated_win(80 + i, GUILD_ID, ALICE, BOB, now_ms() - (30 - 10 * i as i64) * day)).collect();
    store.record_finished(&games).await.unwrap();
    store.close().await;
    h.start_bot(&|_| {}).await;

    // Drawing comes after the deferral; the chart is an attachment shown in the stats' embed.
    let id = h.fake.slash(&alice(), &["connect4", "stats"], vec![]).await;
    let answer = h.fake.response(id, WAIT).await;
    assert_eq!(answer["type"], 5, "deferred before drawing: {answer}");
    let message = h.posted_with_file(id).await;
    let embed = &message["embeds"][0];
    assert_eq!(embed["image"]["url"], "attachment://rating-chart.png", "{message}");
    assert_eq!(field_named(&message, "Games"), "3 wins · 0 draws · 0 losses\n3 points · 100% won");
    let (payload, png, content_type) = h.upload("rating-chart.png");
    assert_eq!(content_type, "image/png");
    let picture = tiny_skia::Pixmap::decode_png(&png).expect("a PNG");
    assert_eq!((picture.width(), picture.height()), (640, 360));
    let alt = payload["attachments"][0]["description"].as_str().unwrap_or_default().to_string();
    assert!(alt.starts_with("Rating chart: 1500 to 1") && alt.contains(" over 3 games, "), "{alt}");

    // Asked again with nothing new: answered at once, the same picture from the cache.
    let uploads = h.fake.requests().iter().filter(|r| !r.files.is_empty()).count();
    let (_, again) = h.slash(&alice(), &["connect4", "stats"], vec![]).await;
    assert_eq!(again["type"], 4, "{again}");
    assert_eq!(again["data"]["embeds"][0]["image"]["url"], "attachment://rating-chart.png");
    assert_eq!(h.fake.requests().iter().filter(|r| !r.files.is_empty()).count(), uploads + 1);
    assert_eq!(h.upload("rating-chart.png").1, png);

    // Someone never rated here: no chart, a line saying why.
    let (_, unrated) = h.slash(&eve(), &["connect4", "stats"], vec![]).await;
    assert_eq!(unrated["type"], 4, "{unrated}");
    assert!(unrated["data"]["embeds"][0]["image"].is_null(), "{unrated}");
    assert_eq!(
        unrated["data"]["embeds"][0]["footer"]["text"],
        "No rating chart yet: no rated game in this variant on this server since its leaderboard began."
    );
    h.finish().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_user_waits_between_two_charts_drawn_but_not_for_one_kept() {
    let mut h = Harness::without_bot("chart-cooldown").await;
    let store = h.store().await;
    let day = 86_400_000;
    let mut games: Vec<FinishedGame> =
        (0..3).map(|i| rated_win(80 + i, GUILD_ID, ALICE, BOB, now_ms() - (30 - 10 * i as i64) * day)).collect();
    games.extend((0..3).map(|i| rated_win(90 + i, GUILD_ID, BOB, ALICE, now_ms() - (25 - 10 * i as i64) * day)));
    store.record_finished(&games).await.unwrap();
    store.close().await;
    h.start_bot(&|config| config.games.chart_cooldown = std::time::Duration::from_secs(60)).await;

    let id = h.fake.slash(&alice(), &["connect4", "stats"], vec![]).await;
    let drawn = h.posted_with_file(id).await;
    assert_eq!(drawn["embeds"][0]["image"]["url"], "attachment://rating-chart.png", "{drawn}");

    // Bob's chart would be drawn for Alice within her minute: the stats come without it, saying when.
    let (_, refused) = h.slash(&alice(), &["connect4", "stats"], vec![("user", Opt::User(bob()))]).await;
    assert_eq!(refused["type"], 4, "answered at once, nothing drawn: {refused}");
    assert!(refused["data"]["embeds"][0]["image"].is_null(), "{refused}");
    let footer = refused["data"]["embeds"][0]["footer"]["text"].as_str().unwrap_or_default();
    assert!(footer.starts_with("No new rating chart yet: you can have another drawn <t:"), "{footer}");
    // Her own chart again comes from the cache, and Bob draws his own.
    let (_, kept) = h.slash(&alice(), &["connect4", "stats"], vec![]).await;
    assert_eq!(kept["data"]["embeds"][0]["image"]["url"], "attachment://rating-chart.png", "{kept}");
    let id = h.fake.slash(&bob(), &["connect4", "stats"], vec![]).await;
    assert_eq!(h.posted_with_file(id).await["embeds"][0]["image"]["url"], "attachment://rating-chart.png");
    h.finish().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn resetting_the_leaderboard_asks_first_and_only_the_caller_answers() {
    let mut h = Harness::without_bot("reset").await;
    let store = h.store().await;
    store.record_finished(&[rated_win(77, GUILD_ID, ALICE, BOB, now_ms() - 10_000)]).await.unwrap();
    store.close().await;
    h.start_bot(&|_| {}).await;
    let listed = |answer: &Value| answer["data"]["embeds"][0]["description"].as_str().unwrap().contains("🥇 <@");

    let (_, answer) = h.slash(&bob(), &["connect4-admin", "reset-leaderboard"], vec![]).await;
    assert_eq!(ephemeral_text(&answer), "You need the Manage Server permission.");

    // Cancel keeps it; another admin cannot answer the caller's confirmation.
    let (id, answer) = h.slash(&admin(), &["connect4-admin", "reset-leaderboard"], vec![]).await;
    assert_eq!((answer["type"].as_u64(), answer["data"]["flags"].as_u64()), (Some(4), Some(64)), "{answer}");
    let confirm = h.fake.message(h.board_of(id).await).unwrap();
    assert_eq!(title(&confirm), "Reset the leaderboard?");
    let caller = 9000000000000000009u64;
    let ids: Vec<String> = FakeDiscord::buttons(&confirm).concat().into_iter().map(|b| b.0).collect();
    assert_eq!(ids, [format!("c4a:reset:{caller}"), format!("c4a:keep:{caller}")]);
    let confirm_id = message_id(&confirm);
    let other_admin = alice().admin();
    let answer = h.click(&other_admin, confirm_id, &ids[0]).await;
    assert_eq!(ephemeral_text(&answer), "You need the Manage Server permission.");
    assert!(listed(&h.slash(&alice(), &["connect4", "leaderboard"], vec![]).await.1), "nothing erased");
    let answer = h.click(&admin(), confirm_id, &ids[1]).await;
    assert_eq!(answer["type"], 7, "{answer}");
    let cancelled = h.fake.message(confirm_id).unwrap();
    assert_eq!(title(&cancelled), "Nothing was erased");
    assert!(FakeDiscord::buttons(&cancelled).is_empty());
    assert!(listed(&h.slash(&alice(), &["connect4", "leaderboard"], vec![]).await.1), "kept");

    // Reset empties it.
    let (id, _) = h.slash(&admin(), &["connect4-admin", "reset-leaderboard"], vec![]).await;
    let confirm_id = h.board_of(id).await;
    let reset = button(&h.fake.message(confirm_id).unwrap(), "c4a:reset:");
    assert_eq!(h.click(&admin(), confirm_id, &reset).await["type"], 7);
    assert_eq!(title(&h.fake.message(confirm_id).unwrap()), "Leaderboard reset");
    let (_, answer) = h.slash(&alice(), &["connect4", "leaderboard"], vec![]).await;
    let text = answer["data"]["embeds"][0]["description"].as_str().unwrap();
    assert_eq!(text, "Nobody has played on this server yet.");
    h.finish().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_server_that_removes_the_bot_is_purged_unless_it_comes_back() {
    let other_guild = GUILD_ID + 1;
    let seed = |h: &Harness| {
        let url = h.db_url();
        async move {
            let store = cuatro::store::Store::open(&url).await.unwrap();
            store.record_finished(&[rated_win(1, GUILD_ID, ALICE, BOB, now_ms() - 20_000)]).await.unwrap();
            store.record_finished(&[rated_win(2, other_guild, ALICE, BOB, now_ms() - 20_000)]).await.unwrap();
            store.close().await;
        }
    };

    // Removed, then added back before the (long) grace period is over: nothing is due for purging.
    let mut h = Harness::without_bot("kept").await;
    seed(&h).await;
    h.start_bot(&|c| c.games.purge_after = Duration::from_secs(3600)).await;
    let board = h.pvp(vec![]).await;
    h.play(board, &alice(), &bob(), &RED_WINS).await;
    assert_eq!(rows_of_guild(&h, GUILD_ID).await, [1, 2, 2]);
    h.fake.remove_from_guild().await;
    eventually("the server noted as left", || async { left_at(&h, GUILD_ID).await.is_some() }).await;
    h.fake.add_to_guild().await;
    eventually("the mark cleared", || async { left_at(&h, GUILD_ID).await.is_none() }).await;
    let store = h.store().await;
    assert!(store.guilds_to_purge(i64::MAX).await.unwrap().is_empty(), "never due for purging");
    store.close().await;
    assert_eq!(rows_of_guild(&h, GUILD_ID).await, [1, 2, 2]);
    h.finish().await;

    // Removed with no grace period: the server's games, results and standings go; other servers stay.
    let mut h = Harness::without_bot("purge").await;
    seed(&h).await;
    h.start_bot(&|c| c.games.purge_after = Duration::ZERO).await;
    let board = h.pvp(vec![]).await;
    h.play(board, &alice(), &bob(), &RED_WINS).await;
    assert_eq!(rows_of_guild(&h, GUILD_ID).await, [1, 2, 2]);
    h.fake.remove_from_guild().await;
    eventually("the server's data purged", || async { rows_of_guild(&h, GUILD_ID).await == [0, 0, 0] }).await;
    assert_eq!(rows_of_guild(&h, other_guild).await, [0, 1, 2], "other servers keep theirs");
    assert_eq!(left_at(&h, GUILD_ID).await, None, "nothing left to purge");
    h.finish().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_thread_per_game_holds_the_board_and_its_moves() {
    let h = Harness::new("threads", |_| {}).await;
    let answer = settings(&h, &admin(), vec![("threads", Opt::Bool(true))]).await;
    assert_eq!(field_named(&answer["data"], "✏️ Thread per game"), "on");

    let (_, answer) = h.slash(&alice(), &["connect4", "challenge"], vec![("opponent", Opt::User(bob()))]).await;
    let threads = h.fake.threads();
    assert_eq!(threads.len(), 1, "{threads:?}");
    let thread: u64 = threads[0]["id"].as_str().unwrap().parse().unwrap();
    assert_eq!(threads[0]["parent_id"], CHANNEL_ID.to_string());
    assert_eq!(threads[0]["type"], 11, "a public thread");
    assert_eq!(threads[0]["name"], "Connect Four · alice");
    assert_eq!(answer["type"], 4, "{answer}");
    assert_eq!(answer["data"]["content"], format!("<@{BOB}> The game is on in <#{thread}>."));
    assert_eq!(answer["data"]["allowed_mentions"]["users"], json!([BOB.to_string()]));

    let challenge = h.newest_in_after(thread, 0).await;
    assert!(description(&challenge).contains(&format!("<@{ALICE}> challenges <@{BOB}>")), "{challenge}");
    let board = message_id(&challenge);
    assert_eq!(h.click(&bob(), board, &button(&challenge, "c4:a:")).await["type"], 7);
    h.play(board, &alice(), &bob(), &RED_WINS).await;
    let message = h.fake.message(board).unwrap();
    assert_eq!(message["channel_id"], thread.to_string());
    assert!(description(&message).contains(&format!("🏆 🔴 <@{ALICE}> wins!")));
    let row = h.row(game_id(&message)).await;
    assert_eq!((row.channel_id, row.status.as_str()), (thread as i64, "finished"));
    assert!(
        h.fake.last_message_in(CHANNEL_ID).is_some_and(|m| FakeDiscord::buttons(&m).is_empty()),
        "the parent channel only has the pointer"
    );

    // The parent channel stays free: another game opens another thread.
    let (_, answer) = h.slash(&eve(), &["connect4", "vs-cpu"], vec![("level", Opt::Int(0))]).await;
    let threads = h.fake.threads();
    assert_eq!(threads.len(), 2);
    let second: u64 = threads[1]["id"].as_str().unwrap().parse().unwrap();
    assert_eq!(answer["data"]["content"], format!("The game is on in <#{second}>."));
    let cpu_board = message_id(&h.newest_in_after(second, 0).await);
    assert_eq!(h.drop(&eve(), cpu_board, 3).await["type"], 7);
    h.finish().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_purge_posts_the_board_again_and_a_deleted_thread_ends_its_game() {
    let h = Harness::new("purge", |_| {}).await;
    // A moderator's bulk delete takes the board with it: the board is posted again, and plays.
    let board = h.pvp(vec![]).await;
    h.drop(&alice(), board, 3).await;
    h.fake.delete_message(board);
    let purge = json!({"ids": [board.to_string(), "17"], "channel_id": CHANNEL_ID.to_string(), "guild_id": GUILD_ID.to_string()});
    h.fake.dispatch("MESSAGE_DELETE_BULK", purge).await;
    let posted = format!("/channels/{CHANNEL_ID}/messages");
    let repost = h.fake.wait_request(WAIT, |r| r.method == "POST" && r.path.ends_with(&posted)).await;
    assert!(repost.body["embeds"][0]["description"].as_str().unwrap().contains(&format!("🟡 <@{BOB}> to move")));
    let new_board = message_id(&h.fake.last_message_in(CHANNEL_ID).unwrap());
    assert_ne!(new_board, board);
    assert_eq!(h.drop(&bob(), new_board, 3).await["type"], 7, "the new board plays");

    // A game in a thread of its own; the thread is deleted: the game ends, unscored.
    settings(&h, &admin(), vec![("threads", Opt::Bool(true))]).await;
    h.slash(&eve(), &["connect4", "vs-cpu"], vec![("level", Opt::Int(0))]).await;
    let thread: u64 = h.fake.threads()[0]["id"].as_str().unwrap().parse().unwrap();
    let cpu_board = message_id(&h.newest_in_after(thread, 0).await);
    assert_eq!(h.drop(&eve(), cpu_board, 3).await["type"], 7);
    let game = game_id(&h.fake.message(cpu_board).unwrap());
    h.fake.delete_thread(thread).await;
    let row = h.wait_row(game, |row| row.status == "finished").await;
    assert_eq!(
        (row.result.as_deref(), row.end_reason.as_deref(), row.scored),
        (Some("abandoned"), Some("channel-gone"), false)
    );
    h.finish().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_leaderboard_page_or_a_review_asked_while_the_database_is_away_is_told_so() {
    const AWAY: &str = "The bot cannot reach its database right now: nothing was changed. Try again in a few seconds.";
    let h = Harness::new("leaderboard-away", |_| {}).await;
    let (id, answer) = h.slash(&alice(), &["connect4", "leaderboard"], vec![]).await;
    assert_eq!(answer["type"], 4, "{answer}");
    let table = h.board_of(id).await;
    h.bot.as_ref().unwrap().app.store.close().await;
    let page = format!("c4l:classic:2:{}", alice().id);
    assert_eq!(ephemeral_text(&h.click(&alice(), table, &page).await), AWAY);
    for options in [vec![], vec![("game", Opt::from("20gm759jc3f"))]] {
        let review = crate::assist::slash_private(&h, &alice(), &["connect4", "review"], options).await;
        assert_eq!(review["content"], AWAY, "{review}");
    }
    h.finish().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_settings_change_while_the_database_is_away_is_told_so_and_changes_nothing() {
    let h = Harness::new("settings-away", |_| {}).await;
    // The database is held longer than SQLite waits for its lock: the settings cannot be written.
    let held = h.hold_database(Duration::from_secs(7)).await;
    let id = h.fake.slash(&admin(), &["connect4-admin", "settings"], vec![("hints", Opt::Bool(false))]).await;
    let answer = h.fake.response(id, WAIT).await;
    let shown = crate::assist::private_message(&h, id, &answer).await;
    assert_eq!(
        shown["content"],
        "The bot cannot reach its database right now: nothing was changed. Try again in a few seconds.",
        "{shown}"
    );
    held.await.unwrap();
    let shown = settings(&h, &admin(), vec![]).await;
    assert!(shown.to_string().contains("Hints"), "{shown}");
    h.finish().await;
}
