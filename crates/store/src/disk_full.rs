//! A test-only fault for chaos runs: while a flag file exists, SQLite's writes that grow the database fail with
//! SQLITE_FULL, as on a full disk (`PRAGMA max_page_count` pinned to the current size on each connection the
//! pool hands out). Only in builds with the `test-support` feature, and only when `TEST_CUATRO_SQLITE_FULL`
//! names the flag file.

use sqlx::pool::PoolOptions;
use sqlx::{Any, Executor};
use std::path::PathBuf;

/// The environment variable naming the flag file.
pub const FLAG_VARIABLE: &str = "TEST_CUATRO_SQLITE_FULL";

/// SQLite's own bound on a database's pages (its default `max_page_count`).
const NO_BOUND: &str = "PRAGMA max_page_count = 4294967294";
/// A bound below the current size: SQLite raises it to the current size, so nothing may grow.
const NO_GROWTH: &str = "PRAGMA max_page_count = 1";

/// `options` with the hook, when `TEST_CUATRO_SQLITE_FULL` is set.
pub fn from_env(options: PoolOptions<Any>) -> PoolOptions<Any> {
    match std::env::var_os(FLAG_VARIABLE) {
        Some(flag) => hook(options, flag.into()),
        None => options,
    }
}

/// `options` whose connections refuse to grow the database while `flag` exists.
fn hook(options: PoolOptions<Any>, flag: PathBuf) -> PoolOptions<Any> {
    options.before_acquire(move |conn, _| {
        let bound = if flag.exists() { NO_GROWTH } else { NO_BOUND };
        Box::pin(async move { conn.execute(bound).await.map(|_| true) })
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use sqlx::Row;

    /// A fresh directory for one test: (the directory, the flag file's path, the database's URL).
    fn scratch(name: &str) -> (PathBuf, PathBuf, String) {
        sqlx::any::install_default_drivers();
        let dir = std::env::temp_dir().join(format!("cuatro-{name}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        let url = format!("sqlite://{}?mode=rwc", dir.join("db.sqlite").display());
        (dir.clone(), dir.join("full"), url)
    }

    #[tokio::test]
    async fn writes_that_grow_the_database_fail_while_the_flag_exists_and_pass_once_it_is_gone() {
        let (dir, flag, url) = scratch("disk-full");
        let pool = hook(PoolOptions::<Any>::new().max_connections(2), flag.clone()).connect(&url).await.unwrap();
        sqlx::query("CREATE TABLE t (x TEXT)").execute(&pool).await.unwrap();
        let insert = || sqlx::query("INSERT INTO t (x) VALUES (?)").bind("x".repeat(20_000)).execute(&pool);
        insert().await.unwrap();

        std::fs::write(&flag, b"").unwrap();
        let refused = insert().await.expect_err("the disk is full");
        assert!(refused.to_string().contains("full"), "{refused}");

        std::fs::remove_file(&flag).unwrap();
        insert().await.unwrap();
        let rows: i64 = sqlx::query("SELECT COUNT(*) FROM t").fetch_one(&pool).await.unwrap().get(0);
        assert_eq!(rows, 2);
        pool.close().await;
        let _ = std::fs::remove_dir_all(&dir);
    }

    #[tokio::test]
    async fn a_write_transaction_refused_for_a_full_disk_leaves_its_connection_fit_for_the_next() {
        let (dir, flag, url) = scratch("disk-full-tx");
        // One connection: the second transaction runs on the connection of the first.
        let options = super::super::db::sqlite_pool_options().max_connections(1).min_connections(0);
        let pool = hook(options, flag.clone()).connect(&url).await.unwrap();
        sqlx::query("CREATE TABLE t (x TEXT)").execute(&pool).await.unwrap();
        let insert = || sqlx::query("INSERT INTO t (x) VALUES (?)").bind("x".repeat(20_000));

        std::fs::write(&flag, b"").unwrap();
        let mut tx = pool.begin_with("BEGIN IMMEDIATE").await.unwrap();
        let refused = insert().execute(&mut *tx).await.expect_err("the disk is full");
        assert!(refused.to_string().contains("full"), "{refused}");
        drop(tx);
        std::fs::remove_file(&flag).unwrap();

        let mut tx = pool.begin_with("BEGIN IMMEDIATE").await.expect("a write transaction begins");
        insert().execute(&mut *tx).await.unwrap();
        tx.commit().await.unwrap();
        let rows: i64 = sqlx::query("SELECT COUNT(*) FROM t").fetch_one(&pool).await.unwrap().get(0);
        assert_eq!(rows, 1, "the refused row is not stored, the next one is");
        pool.close().await;
        let _ = std::fs::remove_dir_all(&dir);
    }
}
