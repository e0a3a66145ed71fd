//! The click pipeline and the board display under Discord's and the database's faults: a board refused for a
//! while comes back by itself, and a handler held past Discord's deadline (by a database held busy) is deferred
//! by the pipeline, its answer following.

use crate::support::fake_discord::{CHANNEL_ID, FakeDiscord, Opt, Recorded};
use crate::support::harness::{WAIT, alice, bob, button, description, each_engine_with, field, game_id};
use cuatro::game::{Action, Press, game_code};
use serde_json::Value;
use std::time::{Duration, Instant};

/// Board edits (token and channel alike) refused with 503 this many times in a row: more than the minute of
/// tries after which the board used to be given up.
const REFUSALS: u32 = 12;

/// Whether `board` shows a position with its drop buttons enabled (not "thinking…").
fn playable(board: &Value) -> bool {
    let drops = FakeDiscord::buttons(board).into_iter().flatten().filter(|(id, ..)| id.starts_with("c4:d:")).count();
    let enabled = FakeDiscord::buttons(board)
        .into_iter()
        .flatten()
        .filter(|(id, disabled, _)| id.starts_with("c4:d:") && !disabled);
    drops > 0 && enabled.count() == drops && !description(board).contains("thinking")
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_board_refused_for_a_while_comes_back_with_the_cpus_move_and_its_columns() {
    let fast = |c: &mut cuatro::config::Config| {
        c.games.thinking_after = Duration::ZERO;
        c.discord.board_retry_max = Duration::from_millis(500);
    };
    each_engine_with("board-refused", fast, |h| async move {
        // Hard on 10×10 searches two million nodes: never ready within the zero "thinking" delay.
        let options = vec![("level", Opt::Int(2)), ("variant", Opt::from("10x10"))];
        let (id, answer) = h.slash(&alice(), &["connect4", "vs-cpu"], options).await;
        assert_eq!(answer["type"], 4, "{answer}");
        let board = h.board_of(id).await;
        // Discord refuses every edit of the board for a while: through the click's token and in the channel.
        h.fake.fail_requests("PATCH", "/messages/@original", REFUSALS, 503, 0);
        h.fake.fail_requests("PATCH", &format!("/channels/{CHANNEL_ID}/messages/{board}"), REFUSALS, 503, 0);
        let answer = h.drop(&alice(), board, 3).await;
        assert_eq!(answer["type"], 7, "{answer}");
        let shown = answer["data"]["embeds"][0]["description"].as_str().unwrap_or_default();
        assert!(shown.contains("is thinking…"), "the press is answered before the CPU's reply: {answer}");
        let started = Instant::now();
        let comes_back = h.fake.wait_message(board, Duration::from_secs(60), |m| field(m, 0).contains("2."));
        let message = comes_back.await;
        assert!(playable(&message), "the CPU's move shows with every column enabled: {message}");
        let refused = |r: &Recorded| r.method == "PATCH" && r.status == 503;
        let refusals = h.fake.requests().iter().filter(|r| refused(r)).count();
        assert_eq!(refusals, 2 * REFUSALS as usize, "every refusal was met before it showed");
        tracing::info!(secs = started.elapsed().as_secs_f64(), "the board showed again");
        // The game goes on from the board as it shows.
        assert_eq!(h.drop(&alice(), board, 3).await["type"], 7);
        h
    })
    .await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn replay_and_review_are_answered_in_time_while_the_database_is_held_busy() {
    each_engine_with(
        "held-database",
        |_| {},
        |mut h| async move {
            let board = h.pvp(vec![]).await;
            // Red wins on the bottom row in 7 moves.
            h.play(board, &alice(), &bob(), &[0, 0, 1, 1, 2, 2, 3]).await;
            let final_board = h.fake.message(board).unwrap();
            let game = game_id(&final_board);
            assert_eq!(button(&final_board, "c4:l:"), Action::Replay { game }.to_string());
            // After a restart the finished game is read from the database, which is held for six seconds.
            h.stop_bot().await;
            h.start_bot(&|_| {}).await;
            let held = h.hold_database(Duration::from_secs(6)).await;
            let sent = Instant::now();
            let code = || vec![("game", Opt::Str(game_code(game)))];
            let asked = [
                h.fake.click(&alice(), board, &Action::Replay { game }.to_string()).await,
                h.fake.click(&alice(), board, &Action::Review { game }.to_string()).await,
                h.fake.slash(&bob(), &["connect4", "replay"], code()).await,
                h.fake.slash(&bob(), &["connect4", "review"], code()).await,
            ];
            // Each is answered within Discord's 3 s (the fake refuses a later callback), deferred when its handler
            // waits for the database; a deferred one gets its answer once the database answers or gives up.
            let mut deferred = 0;
            for id in asked {
                let answer = h.fake.response(id, WAIT).await;
                assert!(matches!(answer["type"].as_u64(), Some(4..=7)), "{answer}");
                deferred += usize::from(matches!(answer["type"].as_u64(), Some(5 | 6)));
            }
            assert!(deferred >= 2, "the replay's claim waits for the database, on either engine");
            let followed = |r: &Recorded| r.path.contains("/webhooks/") && r.at > sent && r.status == 200;
            for _ in 0..200 {
                if h.fake.requests().iter().filter(|r| followed(r)).count() >= deferred {
                    break;
                }
                tokio::time::sleep(Duration::from_millis(100)).await;
            }
            assert!(
                h.fake.requests().iter().filter(|r| followed(r)).count() >= deferred,
                "every deferred answer follows"
            );
            held.await.unwrap();
            // Once the database answers again, both work as usual.
            let uploads = || h.fake.requests().iter().filter(|r| !r.files.is_empty()).count();
            if uploads() == 0 {
                let again = h.click(&bob(), board, &Action::Replay { game }.to_string()).await;
                assert_eq!(again["type"], 5, "the replay is posted now: {again}");
                h.fake.wait_request(WAIT, |r| !r.files.is_empty()).await;
            }
            let again = h.click(&alice(), board, &Action::Review { game }.to_string()).await;
            assert!(matches!(again["type"].as_u64(), Some(4 | 5)), "the review opens: {again}");
            // A press on the board meanwhile still gets its answer in time: the game's end, read back.
            let stale = Press::Drop { move_no: 0, column: 0 }.on(game).to_string();
            assert_eq!(h.click(&bob(), board, &stale).await["type"], 7);
            h
        },
    )
    .await;
}
