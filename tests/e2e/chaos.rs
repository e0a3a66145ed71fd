//! A short seeded chaos run of the real binary (see docs/chaos.md) on SQLite and PostgreSQL: no move a board
//! showed is lost, no game is stuck or goes backwards, no finished game is counted twice, no board and no daily
//! post is made twice, no board is stranded on "thinking…", the tournaments reach their end with none of their
//! checks failing, and the bot never panics. Latencies, refusals and unanswered interactions are printed, not
//! asserted (a loaded test machine answers late).

use crate::support::chaos::{self, Options};
use crate::support::process;
use cuatro::store::Engine;
use std::time::Duration;

async fn short_run(engine: Engine) {
    process::init();
    let options = Options { games: 6, duration: Duration::from_secs(60), seed: 7, engine, verbose: false };
    let Some(report) = chaos::run(options).await else { return };
    println!("{report}");
    assert_eq!(report.lost_moves, 0, "moves a board showed were lost:\n{report}");
    assert!(report.stuck.is_empty(), "games were stuck:\n{report}");
    assert!(report.backwards.is_empty(), "games went backwards:\n{report}");
    assert!(report.double.is_empty(), "finished games were not counted once:\n{report}");
    assert!(report.duplicate_boards.is_empty(), "boards were made twice:\n{report}");
    assert!(report.duplicate_posts.is_empty(), "daily puzzle posts were made twice:\n{report}");
    assert!(report.stranded.is_empty(), "boards were stranded on \"thinking…\":\n{report}");
    assert!(report.panics.is_empty(), "the bot panicked:\n{report}");
    assert!(!report.web.contains_key(chaos::errands::WEB_UNANSWERED), "a web page hung:\n{report}");
    assert!(report.tournaments.played.len() >= 2, "a Swiss and an arena were played:\n{report}");
    assert!(report.tournaments_clean(), "the tournaments' checks:\n{report}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_minute_of_seeded_chaos_loses_nothing_on_sqlite() {
    short_run(Engine::Sqlite).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_minute_of_seeded_chaos_loses_nothing_on_postgres() {
    short_run(Engine::Postgres).await;
}
