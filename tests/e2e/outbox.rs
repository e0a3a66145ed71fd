//! Unsaved games are retried in a task of their own: a database that does not answer delays no turn timer.

use crate::support::harness::{Harness, field, game_id};
use cuatro::ai::Level;
use cuatro::game::TimeoutAction;
use cuatro::game::{Lang, Rules, Session};
use std::time::{Duration, Instant};

/// Games whose saves failed, queued when the turn timer is due. Retried inline in the deadline loop, one save
/// after another and each given up after a second, they would hold every timer for about a minute.
const QUEUED: u64 = 60;

/// The turn timer of the game that must not wait.
const TIMER: Duration = Duration::from_secs(3);

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_turn_timer_fires_on_time_while_many_unsaved_games_wait_for_the_database() {
    let h = Harness::new("outbox", |c| c.games.default_timer = Some(TIMER)).await;
    let board = h.pvp(vec![]).await;
    let began = Instant::now();
    let game = game_id(&h.fake.message(board).unwrap());

    // Another connection holds the write lock: no save can finish.
    use sqlx::Connection;
    let mut blocker = sqlx::SqliteConnection::connect(&h.db_url()).await.unwrap();
    sqlx::query("BEGIN IMMEDIATE").execute(&mut blocker).await.unwrap();
    sqlx::query("UPDATE games SET updated_at = updated_at").execute(&mut blocker).await.unwrap();

    // Games whose saves failed wait in the outbox (games that left memory, as after their channel was deleted).
    let app = &h.bot.as_ref().unwrap().app;
    let rules = Rules::new("classic".parse().unwrap(), None, TimeoutAction::Cpu, Lang::En);
    let queued: Vec<u64> = (0..QUEUED).map(|n| 1_000 + n).collect();
    for &id in &queued {
        let mut session = Session::vs_cpu(id, None, 900 + id, 4000000000000000004, Level::Easy, true, rules, 1_000);
        session.version = 1;
        app.outbox.insert(id, (session, cuatro::store::BoardMessages::default()));
    }

    // Alice lets her timer run out: the CPU plays for her, on the board within seconds of the deadline (its own
    // save waits a second in vain), where an inline retry of the queue would hold the timer for a minute.
    let moved = h.fake.wait_message(board, Duration::from_secs(30), |m| field(m, 0).starts_with("1.")).await;
    let took = began.elapsed();
    assert!(took < TIMER + Duration::from_secs(10), "the stand-in's move came {took:?} after the game began");
    assert!(moved["embeds"][0]["footer"]["text"].as_str().unwrap_or_default().contains("may be lost"), "{moved}");

    // The database is free again: every queued game, and the timed one, is written by the retries.
    sqlx::query("COMMIT").execute(&mut blocker).await.unwrap();
    blocker.close().await.unwrap();
    let deadline = Instant::now() + Duration::from_secs(60);
    while !app.outbox.is_empty() && Instant::now() < deadline {
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    assert!(app.outbox.is_empty(), "{} games still unsaved", app.outbox.len());
    let store = h.store().await;
    for &id in &queued {
        let row = store.game(id).await.unwrap().unwrap_or_else(|| panic!("game {id} is stored"));
        assert_eq!((row.channel_id, row.version), (900 + id as i64, 1));
    }
    store.close().await;
    let row = h.row(game).await;
    assert!(!row.moves.is_empty() && row.version >= 3, "the stand-in's move is stored: {row:?}");
    h.finish().await;
}
