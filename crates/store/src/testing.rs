//! Test helpers: a store on a fresh temporary file, removed when the test is done, a test body run on both
//! engines, finished games to record, and a check that queries use indexes.

use super::db::{Store, trusted};
use super::scratch::{drop_schema, test_schema, test_server};
use cuatro_game::{FinishedGame, Format, Millis};
use std::future::Future;
use std::path::PathBuf;
use std::sync::atomic::{AtomicU64, Ordering};

/// A unique name per call, so parallel tests never share a file or a schema.
fn unique(name: &str) -> String {
    static NEXT: AtomicU64 = AtomicU64::new(0);
    format!("{name}-{}-{}", std::process::id(), NEXT.fetch_add(1, Ordering::Relaxed))
}

/// A store on a new file in its own temporary directory.
pub async fn temp_store(name: &str) -> (PathBuf, Store) {
    let dir = std::env::temp_dir().join(format!("cuatro-store-{}", unique(name)));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let store = Store::open(&format!("sqlite://{}", dir.join("t.db").display())).await.unwrap();
    (dir, store)
}

/// Closes the store and removes its directory.
pub async fn done(dir: PathBuf, store: Store) {
    store.close().await;
    let _ = std::fs::remove_dir_all(dir);
}

/// Runs `body` with the URL of a fresh SQLite file, then of a fresh PostgreSQL schema (see
/// [`test_schema`] for when PostgreSQL may be skipped).
pub async fn each_engine_url<F, Fut>(name: &str, body: F)
where
    F: Fn(String) -> Fut,
    Fut: Future<Output = ()>,
{
    let dir = std::env::temp_dir().join(format!("cuatro-store-{}", unique(name)));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    body(format!("sqlite://{}", dir.join("t.db").display())).await;
    let _ = std::fs::remove_dir_all(dir);

    let schema = format!("test_{}", unique(name));
    if let Some(url) = test_schema(&schema).await {
        body(url).await;
        drop_schema(&test_server(), &schema).await.unwrap();
    }
}

/// Runs `body` on a fresh store of each engine (see [`each_engine_url`]).
pub async fn each_engine<F, Fut>(name: &str, body: F)
where
    F: Fn(Store) -> Fut,
    Fut: Future<Output = ()>,
{
    let body = &body;
    each_engine_url(name, |url| async move {
        let store = Store::open(&url).await.unwrap();
        body(store.clone()).await;
        store.close().await;
    })
    .await;
}

/// The server the results tests play on, and their variant.
pub const GUILD: u64 = 77;
pub const CLASSIC: &str = "classic";

/// An unrated single PvP game on GUILD.
pub fn pvp(session_id: u64, red: u64, yellow: u64, result: &str, finished_at: Millis) -> FinishedGame {
    FinishedGame {
        session_id,
        game_no: 0,
        guild_id: Some(GUILD),
        variant: CLASSIC.into(),
        format: Format::Single,
        red: Some(red),
        yellow: Some(yellow),
        cpu_level: None,
        result: result.into(),
        end_reason: "line".into(),
        moves: "d c d".into(),
        red_first: Some(3),
        yellow_first: Some(2),
        rated: false,
        closes_period: false,
        finished_at,
    }
}

/// A rated two-game match: game 0 (`red` plays red) and game 1 (colours swapped, closes the period).
pub fn a_match(session_id: u64, red: u64, yellow: u64, results: [&str; 2], at: Millis) -> [FinishedGame; 2] {
    let first = FinishedGame { format: Format::Match, rated: true, ..pvp(session_id, red, yellow, results[0], at) };
    let second =
        FinishedGame { game_no: 1, closes_period: true, ..pvp(session_id, yellow, red, results[1], at + 1_000) };
    [first.clone(), FinishedGame { format: Format::Match, rated: true, ..second }]
}

/// A vs-CPU game: the user plays red against `level`.
pub fn vs_cpu_game(session_id: u64, user: u64, level: &str, result: &str, at: Millis) -> FinishedGame {
    FinishedGame { yellow: None, cpu_level: Some(level.into()), ..pvp(session_id, user, 0, result, at) }
}

pub fn close(a: f64, b: f64) -> bool {
    (a - b).abs() <= 1e-9
}

/// The query plan's details for `sql`.
async fn plan(store: &Store, sql: &str) -> Vec<String> {
    let explain = format!("EXPLAIN QUERY PLAN {sql}");
    let rows: Vec<(i64, i64, i64, String)> = sqlx::query_as(trusted(&explain)).fetch_all(&store.pool).await.unwrap();
    rows.into_iter().map(|r| r.3).collect()
}

/// Asserts that SQLite plans each query without a full scan of `results`, `standings` or `games`, and without a
/// sort unless the query's flag allows one.
pub async fn assert_uses_indexes(store: &Store, queries: &[(String, bool)]) {
    for (sql, may_sort) in queries {
        let details = plan(store, sql).await;
        let full_scan = details.iter().any(|d| ["SCAN results", "SCAN standings", "SCAN games"].contains(&d.as_str()));
        assert!(!full_scan && !details.is_empty(), "{sql}\n{details:#?}");
        let sorts = details.iter().any(|d| d.contains("TEMP B-TREE"));
        assert!(*may_sort || !sorts, "{sql}\n{details:#?}");
    }
}
