//! Discord's faults, injected by the fake, and what a player sees of them: rate limits and server errors on
//! board edits, failed and late click answers (a challenge's acceptance among them), INVALID_SESSION, lost channel
//! permissions, and Discord's 3 s.

use crate::support::fake_discord::{CHANNEL_ID, FakeDiscord, Opt, Recorded};
use crate::support::harness::{
    Harness, WAIT, admin, alice, bob, button, description, ephemeral_text, field, game_id, until,
};
use cuatro::config::Config;
use cuatro::game::TimeoutAction;
use poise::serenity_prelude as serenity;
use serde_json::Value;
use std::time::{Duration, Instant};
use tokio::io::{AsyncReadExt, AsyncWriteExt};

/// The number of moves a board's move list shows.
fn moves_listed(message: &Value) -> usize {
    field(message, 0).split_whitespace().filter(|t| t.ends_with('.')).count()
}

/// Boards the bot posted in `channel` on its own (a second board, if any).
fn channel_posts(h: &Harness, channel: u64) -> usize {
    let posted = format!("/channels/{channel}/messages");
    h.fake.requests().iter().filter(|r| r.method == "POST" && r.path.ends_with(&posted)).count()
}

/// One raw HTTP/1.1 exchange with the fake: the status line and headers (lower-cased), and the body.
async fn raw(h: &Harness, method: &str, path: &str) -> (String, Value) {
    let address = h.fake.api_proxy().trim_start_matches("http://").to_string();
    let mut stream = tokio::net::TcpStream::connect(address).await.unwrap();
    let request =
        format!("{method} /api/v10/{path} HTTP/1.1\r\nhost: fake\r\ncontent-length: 0\r\nconnection: close\r\n\r\n");
    stream.write_all(request.as_bytes()).await.unwrap();
    let mut answer = String::new();
    stream.read_to_string(&mut answer).await.unwrap();
    let (head, body) = answer.split_once("\r\n\r\n").unwrap();
    (head.to_ascii_lowercase(), serde_json::from_str(body).unwrap_or(Value::Null))
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_fake_answers_rate_limits_server_errors_and_late_answers_as_discord_does() {
    let h = Harness::new("fake-faults", |_| {}).await;
    // A route's 429: Discord's body and bucket headers, then the route answers again.
    h.fake.rate_limit("GET", "/users/@me", 1, Duration::from_millis(1500));
    let (head, body) = raw(&h, "GET", "users/@me").await;
    assert!(head.starts_with("http/1.1 429"), "{head}");
    for header in
        ["retry-after: 2", "x-ratelimit-remaining: 0", "x-ratelimit-reset-after: 1.500", "x-ratelimit-scope: user"]
    {
        assert!(head.contains(header), "{header} in {head}");
    }
    assert_eq!(
        body,
        serde_json::json!({"message": "You are being rate limited.", "retry_after": 1.5, "global": false})
    );
    assert!(raw(&h, "GET", "users/@me").await.0.starts_with("http/1.1 200"));
    // The bot's client does not retry a 429 (its rate limiter is off with `api_proxy`): the error reaches the bot.
    h.fake.rate_limit("GET", "/users/@me", 1, Duration::from_secs(1));
    let http = h.bot.as_ref().unwrap().app.http().unwrap().clone();
    let error = http.get_current_user().await.expect_err("a 429 is an error");
    let status = match &error {
        serenity::Error::Http(serenity::all::HttpError::UnsuccessfulRequest(response)) => response.status_code,
        other => panic!("{other:?}"),
    };
    assert_eq!(status.as_u16(), 429);
    let me = |r: &&Recorded| r.path.ends_with("/users/@me") && r.status == 429;
    assert_eq!(h.fake.requests().iter().filter(me).count(), 2, "not retried");

    // A global 429 stops every route but the interaction endpoints.
    h.fake.rate_limit_globally(Duration::from_secs(30));
    let (head, body) = raw(&h, "GET", "gateway/bot").await;
    assert!(head.starts_with("http/1.1 429") && head.contains("x-ratelimit-global: true"), "{head}");
    assert_eq!(body["global"], true);
    let (head, body) = raw(&h, "POST", "interactions/1/nobody/callback").await;
    assert!(head.starts_with("http/1.1 404"), "interactions are outside the global limit: {head}");
    assert_eq!(body["code"], 10062);
    h.fake.rate_limit_globally(Duration::ZERO);

    // A server error with Discord's body; a late answer comes, late.
    h.fake.fail_requests("GET", "/gateway/bot", 1, 503, 0);
    let (head, body) = raw(&h, "GET", "gateway/bot").await;
    assert!(head.starts_with("http/1.1 503"), "{head}");
    assert_eq!(body, serde_json::json!({"code": 0, "message": "503: Service Unavailable"}));
    h.fake.delay_requests("GET", "/gateway/bot", 1, Duration::from_millis(400));
    let sent = Instant::now();
    assert!(raw(&h, "GET", "gateway/bot").await.0.starts_with("http/1.1 200"));
    assert!(sent.elapsed() >= Duration::from_millis(400));
    h.finish().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_rate_limited_board_edit_after_the_cpu_reply_shows_once_the_limit_passes() {
    let h = Harness::new("cpu-429", |c| c.games.thinking_after = Duration::ZERO).await;
    // Hard on 10×10 searches two million nodes: the press is answered with "thinking…", every button disabled.
    let options = vec![("level", Opt::Int(2)), ("variant", Opt::from("10x10"))];
    let (id, _) = h.slash(&alice(), &["connect4", "vs-cpu"], options).await;
    let board = h.board_of(id).await;
    let game = game_id(&h.fake.message(board).unwrap());
    // The CPU's reply cannot be shown: its edit through the click's token, and the board's edit in the channel,
    // are rate limited.
    h.fake.rate_limit("PATCH", "/messages/@original", 2, Duration::from_secs(1));
    h.fake.rate_limit("PATCH", &format!("/channels/{CHANNEL_ID}/messages/{board}"), 1, Duration::from_secs(1));
    let answer = h.drop(&alice(), board, 3).await;
    assert!(description(&answer["data"]).contains("is thinking…"), "{answer}");
    h.wait_row(game, |row| row.moves.len() == 2).await;
    // Once the limit has passed, the board shows the reply on its own: no press is possible on "thinking…".
    let shown = h.fake.wait_message(board, Duration::from_secs(20), |m| moves_listed(m) == 2).await;
    assert!(!description(&shown).contains("thinking"), "{}", description(&shown));
    assert!(h.fake.requests().iter().filter(|r| r.status == 429).count() >= 3, "the edits were rate limited");
    assert_eq!(channel_posts(&h, CHANNEL_ID), 0, "no second board");
    assert_eq!(h.drop(&alice(), board, 4).await["type"], 7, "the board plays on");
    h.finish().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_board_edit_lost_to_server_errors_after_a_timer_is_shown_by_the_next_press() {
    let h = Harness::new("timer-5xx", |c| {
        c.games.default_timer = Some(Duration::from_millis(1500));
        c.games.timeout_action = TimeoutAction::Forfeit;
    })
    .await;
    let board = h.pvp(vec![]).await;
    let game = game_id(&h.fake.message(board).unwrap());
    // Alice runs out of time; the board's edit through the last token gets a 503, the channel edit a global 429.
    h.fake.fail_requests("PATCH", "/messages/@original", 1, 503, 0);
    h.fake.rate_limit_globally(Duration::from_secs(5));
    let row = h.wait_row(game, |row| row.status == "finished").await;
    assert_eq!((row.result.as_deref(), row.end_reason.as_deref()), (Some("yellow"), Some("timeout")));
    let edit = format!("/channels/{CHANNEL_ID}/messages/{board}");
    h.fake.wait_request(WAIT, |r| r.method == "PATCH" && r.path.ends_with(&edit) && r.status == 429).await;
    assert!(description(&h.fake.message(board).unwrap()).contains("to move"), "the board is behind");
    // The next press on the board brings it up to date, instead of a private "game over" under a live board.
    let answer = h.drop(&alice(), board, 3).await;
    assert_eq!(answer["type"], 7, "{answer}");
    assert!(description(&h.fake.message(board).unwrap()).contains("ran out of time"));
    assert_eq!(h.row(game).await.moves, "", "the press played nothing");
    assert_eq!(channel_posts(&h, CHANNEL_ID), 0, "no second board");
    h.finish().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_failed_or_late_click_answer_loses_no_move_and_the_board_plays_on() {
    let h = Harness::new("callback-faults", |_| {}).await;
    let board = h.pvp(vec![]).await;
    let game = game_id(&h.fake.message(board).unwrap());
    let (first, second) = (alice(), bob());
    for (moves, fault) in [(1, "500"), (3, "late")] {
        // The mover's answer fails (a 500, or an answer Discord gets after its 3 s: 10062); the move is saved.
        match fault {
            "500" => h.fake.fail_requests("POST", "/callback", 1, 500, 0),
            _ => h.fake.delay_requests("POST", "/callback", 1, Duration::from_millis(3500)),
        }
        let lost = h.fake.click(&first, board, &button(&h.fake.message(board).unwrap(), "c4:d:")).await;
        let callback = format!("/interactions/{lost}/");
        let failed = h.fake.wait_request(WAIT, |r| r.path.contains(&callback)).await;
        assert!(matches!(failed.status, 500 | 404), "{fault}: {}", failed.status);
        assert_eq!(h.wait_row(game, |row| row.moves.len() == moves).await.moves.len(), moves);
        // The other player's press on the same board shows the game; their next press plays.
        let stale = h.drop(&second, board, 2).await;
        assert_eq!(stale["type"], 7, "{fault}: the board is brought up to date: {stale}");
        assert_eq!(moves_listed(&h.fake.message(board).unwrap()), moves);
        assert_eq!(h.drop(&second, board, 2).await["type"], 7, "{fault}");
        assert_eq!(h.row(game).await.moves.len(), moves + 1);
    }
    h.finish().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_challenge_board_whose_acceptance_was_not_shown_is_brought_up_to_date_by_its_buttons() {
    let h = Harness::new("lost-accept", |_| {}).await;
    let (id, _) = h.slash(&alice(), &["connect4", "challenge"], vec![("opponent", Opt::User(bob()))]).await;
    let board = h.board_of(id).await;
    let accept = button(&h.fake.message(board).unwrap(), "c4:a:");
    let decline = button(&h.fake.message(board).unwrap(), "c4:x:");
    // Bob's acceptance is applied and saved, but its answer fails: the board still shows Accept and Decline.
    h.fake.fail_requests("POST", "/callback", 1, 500, 0);
    let lost = h.fake.click(&bob(), board, &accept).await;
    let callback = format!("/interactions/{lost}/");
    assert_eq!(h.fake.wait_request(WAIT, |r| r.path.contains(&callback)).await.status, 500);
    assert!(!FakeDiscord::buttons(&h.fake.message(board).unwrap()).concat().iter().any(|b| b.0.starts_with("c4:d:")));
    // Either button of the stale challenge shows the game being played, instead of "already answered".
    let stale = h.click(&alice(), board, &decline).await;
    assert_eq!(stale["type"], 7, "the board is brought up to date: {stale}");
    assert_eq!(h.drop(&alice(), board, 3).await["type"], 7, "and plays");
    assert_eq!(h.row(game_id(&h.fake.message(board).unwrap())).await.moves, "d");
    h.finish().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn after_an_invalid_session_the_bot_identifies_or_resumes_and_serves_clicks() {
    let h = Harness::new("invalid-session", |_| {}).await;
    let board = h.pvp(vec![]).await;
    // Not resumable: a new IDENTIFY, a new READY.
    let readies = h.fake.readies();
    h.fake.invalidate_session(0, false).await;
    until("a new READY", || h.fake.readies() > readies).await;
    assert_eq!(h.drop(&alice(), board, 3).await["type"], 7, "clicks are served after identifying again");
    // Resumable: a RESUME on a new connection.
    let ops = h.fake.gateway_ops().len();
    h.fake.invalidate_session(0, true).await;
    until("a RESUME", || h.fake.gateway_ops()[ops..].contains(&6)).await;
    assert_eq!(h.drop(&bob(), board, 3).await["type"], 7, "clicks are served after resuming");
    assert_eq!(h.row(game_id(&h.fake.message(board).unwrap())).await.moves, "dd");
    h.finish().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_game_whose_board_the_bot_may_not_post_is_refused_privately_and_left_nowhere() {
    let h = Harness::new("no-send", |_| {}).await;
    let (_, answer) = h.slash(&admin(), &["connect4-admin", "settings"], vec![("threads", Opt::Bool(true))]).await;
    assert_eq!(answer["type"], 4, "{answer}");
    // The bot lost Send Messages in Threads: it opens the game's thread, but posting the board there gets 50013.
    h.fake.deny_thread_writes(CHANNEL_ID, 50013);
    let (_, answer) = h.slash(&alice(), &["connect4", "challenge"], vec![("opponent", Opt::User(bob()))]).await;
    assert!(ephemeral_text(&answer).starts_with("I could not post the board in the game's thread"), "{answer}");
    let thread = h.fake.threads()[0]["id"].as_str().unwrap().parse::<u64>().unwrap();
    assert!(
        h.fake.requests().iter().any(|r| r.path.ends_with(&format!("/channels/{thread}/messages")) && r.status == 403)
    );
    let store = h.store().await;
    let (active, _) = store.active_sessions().await.unwrap();
    store.close().await;
    assert!(active.is_empty(), "no game is left active: {:?}", active.iter().map(|(s, _)| s.id).collect::<Vec<_>>());

    // The bot lost Send Messages in the channel: it cannot open a thread (50013), so the game plays here, its board
    // the command's answer (which needs no permission), and the caller is told privately that timeouts will only
    // show at the next click. Nothing stops Alice from playing: the refused game counts nowhere.
    h.fake.deny_writes(CHANNEL_ID, 50013);
    let (id, answer) = h.slash(&alice(), &["connect4", "vs-cpu"], vec![("level", Opt::Int(0))]).await;
    assert_eq!(answer["type"], 4, "{answer}");
    let opened = format!("/channels/{CHANNEL_ID}/threads");
    assert!(h.fake.requests().iter().any(|r| r.path.ends_with(&opened) && r.status == 403));
    let board = h.board_of(id).await;
    let note = |m: &Value| m["flags"] == 64 && m["content"].as_str().is_some_and(|c| c.starts_with("I lack"));
    let wait_note = async {
        while !h.fake.messages().iter().any(note) {
            tokio::time::sleep(Duration::from_millis(10)).await;
        }
    };
    tokio::time::timeout(WAIT, wait_note).await.expect("the private note");
    assert_eq!(h.drop(&alice(), board, 3).await["type"], 7);
    assert_eq!(h.row(game_id(&h.fake.message(board).unwrap())).await.channel_id, CHANNEL_ID as i64);
    h.finish().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_board_edit_refused_with_missing_access_leaves_the_game_playable() {
    let h = Harness::new("no-access", |c| c.games.default_timer = Some(Duration::from_millis(2500))).await;
    let board = h.pvp(vec![]).await;
    let game = game_id(&h.fake.message(board).unwrap());
    // The bot lost View Channel, and the clicks' tokens have expired: the CPU's stand-in move cannot be shown.
    h.fake.deny_writes(CHANNEL_ID, 50001);
    h.fake.set_token_lifetime(Duration::ZERO);
    h.wait_row(game, |row| row.moves.len() == 1).await;
    let edit = format!("/channels/{CHANNEL_ID}/messages/{board}");
    h.fake.wait_request(WAIT, |r| r.method == "PATCH" && r.path.ends_with(&edit) && r.status == 403).await;
    assert_eq!(moves_listed(&h.fake.message(board).unwrap()), 0, "the board is behind");
    // The next press shows the game, and the game goes on.
    assert_eq!(h.drop(&bob(), board, 0).await["type"], 7);
    assert!(description(&h.fake.message(board).unwrap()).contains("<@5000000000000000005> to move"));
    assert_eq!(h.drop(&bob(), board, 0).await["type"], 7);
    // Bob's move, then the CPU's again for Alice, who is still away.
    h.wait_row(game, |row| row.moves.len() >= 2).await;
    assert_eq!(channel_posts(&h, CHANNEL_ID), 0, "no second board");
    h.finish().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn resigning_while_the_cpu_thinks_is_answered_within_discords_three_seconds() {
    let tweak = |c: &mut Config| c.games.thinking_after = Duration::ZERO;
    let h = Harness::new("resign-busy", tweak).await;
    h.fake.set_callback_deadline(Duration::from_secs(3));
    let options = vec![("level", Opt::Int(2)), ("variant", Opt::from("10x10"))];
    let (id, _) = h.slash(&alice(), &["connect4", "vs-cpu"], options).await;
    let board = h.board_of(id).await;
    let game = game_id(&h.fake.message(board).unwrap());
    // The CPU holds the game while it thinks, and while Discord is slow to take its reply (4 s).
    h.fake.delay_requests("PATCH", "/messages/@original", 1, Duration::from_secs(4));
    let answer = h.drop(&alice(), board, 3).await;
    assert!(description(&answer["data"]).contains("is thinking…"), "{answer}");
    let resign = h.fake.slash(&alice(), &["connect4", "resign"], vec![]).await;
    let callback = format!("/interactions/{resign}/");
    let answered = h.fake.wait_request(Duration::from_secs(30), |r| r.path.contains(&callback)).await;
    assert_eq!(answered.status, 204, "the resignation is answered within 3 s of its creation");
    let answer = h.fake.response(resign, WAIT).await;
    if answer["data"]["flags"] == 64 {
        assert_eq!(ephemeral_text(&answer), "The board is busy: try again in a moment.");
        // Once the CPU's reply is shown, the resignation goes through.
        h.fake.wait_message(board, Duration::from_secs(30), |m| moves_listed(m) == 2).await;
        let (_, answer) = h.slash(&alice(), &["connect4", "resign"], vec![]).await;
        assert!(description(&answer["data"]).contains("resigned"), "{answer}");
    }
    let row = h.wait_row(game, |row| row.status == "finished").await;
    assert_eq!(row.end_reason.as_deref(), Some("resigned"));
    h.fake.wait_message(board, WAIT, |m| description(m).contains("resigned")).await;
    h.finish().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_command_that_reaches_the_bot_late_is_deferred_within_discords_three_seconds() {
    let h = Harness::new("late-command", |_| {}).await;
    let board = h.pvp(vec![]).await;
    let game = game_id(&h.fake.message(board).unwrap());
    assert_eq!(h.drop(&alice(), board, 3).await["type"], 7);
    // The database's writes hang (another connection holds the write lock): a save takes its full second.
    use sqlx::Connection;
    let mut blocker = sqlx::SqliteConnection::connect(&h.db_url()).await.unwrap();
    sqlx::query("BEGIN IMMEDIATE").execute(&mut blocker).await.unwrap();
    sqlx::query("UPDATE games SET updated_at = updated_at").execute(&mut blocker).await.unwrap();
    // Bob's resignation reaches the bot two seconds after Discord created it: half a second is left to answer.
    h.fake.set_interaction_age(Duration::from_secs(2));
    let resign = h.fake.slash(&bob(), &["connect4", "resign"], vec![]).await;
    let answer = h.fake.response(resign, WAIT).await;
    assert_eq!(answer["type"], 5, "deferred in time, counted from the creation: {answer}");
    h.fake.set_interaction_age(Duration::ZERO);
    let shown = h.board_of(resign).await;
    let shown = h.fake.wait_message(shown, WAIT, |m| description(m).contains("resigned")).await;
    assert_eq!(shown["flags"], 0, "the resignation is shown to everyone");
    sqlx::query("COMMIT").execute(&mut blocker).await.unwrap();
    blocker.close().await.unwrap();
    let row = h.wait_row(game, |row| row.status == "finished").await;
    assert_eq!(row.end_reason.as_deref(), Some("resigned"));
    h.finish().await;
}
