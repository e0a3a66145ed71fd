//! The store's handle and plumbing: errors, engines, opening a database, write transactions.

use super::engine::Engine;
use super::fence::Fence;
use sqlx::pool::{Pool, PoolOptions};
use sqlx::{Any, Connection, Executor, Transaction};
use std::sync::Arc;
use std::time::Duration;

/// Why the store failed.
#[derive(Debug, thiserror::Error)]
pub enum StoreError {
    #[error("database: {0}")]
    Sql(#[from] sqlx::Error),
    #[error("database migration: {0}")]
    Migrate(#[from] sqlx::migrate::MigrateError),
    #[error("stored game {id} is unreadable: {reason}")]
    Corrupt { id: i64, reason: String },
    /// The URL, its password hidden.
    #[error("unsupported database URL `{0}` (expected sqlite://PATH or postgres://USER@HOST/DB)")]
    UnsupportedUrl(String),
    #[error("cannot reach the database at {url}: {reason}")]
    Unreachable { url: String, reason: String },
    #[error("game {id} belongs to another process now (this one no longer holds its shard's lease)")]
    NotOwner { id: u64 },
    /// This process's lease of the game's shard ran out unrenewed (the database was away), and nobody has taken
    /// it since: nothing was written, and the game is still this process's until another process takes the shard.
    #[error("game {id} was not saved: this process's lease of its shard ran out before the save (not renewed yet)")]
    LeaseLapsed { id: u64 },
    /// The stored row of the game is at `stored` already, not below the version this save carried: the save
    /// changed nothing. Not a failure for the caller: a state at least as new is stored.
    #[error("game {id} is stored at version {stored} already: this save (version {saving}) changed nothing")]
    Stale { id: u64, stored: u64, saving: u64 },
    /// Another game (another creation time or channel) is stored under this id: the save changed nothing, and the
    /// game needs another id.
    #[error("game id {id} belongs to another game: nothing was written")]
    IdTaken { id: u64 },
}

/// Reads a query's row into `$row`, each field from the column of its name; the fields after `flags` from 0/1
/// integer columns (see [`flag`]).
macro_rules! row_reader {
    ($row:ident { $($field:ident),* $(; flags $($flag:ident),*)? }) => {
        impl<'r> sqlx::FromRow<'r, sqlx::any::AnyRow> for $row {
            fn from_row(row: &'r sqlx::any::AnyRow) -> Result<Self, sqlx::Error> {
                use sqlx::Row;
                Ok($row {
                    $($field: row.try_get(stringify!($field))?,)*
                    $($($flag: super::db::flag(row, stringify!($flag))?,)*)?
                })
            }
        }
    };
}
pub(super) use row_reader;

/// Reads the 0/1 integer column `column` as a `bool` (both engines store flags as integers).
pub(super) fn flag(row: &sqlx::any::AnyRow, column: &str) -> Result<bool, sqlx::Error> {
    use sqlx::Row;
    Ok(row.try_get::<i64, _>(column)? != 0)
}

/// The database handle; cheap to clone.
#[derive(Debug, Clone)]
pub struct Store {
    pub(super) pool: Pool<Any>,
    pub(super) engine: Engine,
    /// When set, game writes happen only while this process holds the lease of the game's shard.
    pub(super) fence: Option<Arc<Fence>>,
}

/// PostgreSQL's bound on one statement: a save stuck behind a lock is cancelled and frees its pooled connection
/// (the caller's own timeout only stops waiting for it).
pub(super) const POSTGRES_STATEMENT_TIMEOUT: &str = "SET statement_timeout = '5s'";

/// SQLite's settings on every connection: WAL (readers never block the writer), `NORMAL` sync (safe with WAL),
/// a 5 s wait on a locked database, foreign keys on.
const SQLITE_PRAGMAS: &str =
    "PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL; PRAGMA busy_timeout = 5000; PRAGMA foreign_keys = ON;";

/// A SQLite URL that creates the file when missing (`mode=rwc`) unless it names a mode itself.
pub(super) fn sqlite_url_creating(url: &str) -> String {
    match url.split_once('?') {
        Some((_, query)) if query.split('&').any(|p| p.starts_with("mode=")) => url.to_owned(),
        Some(_) => format!("{url}&mode=rwc"),
        None => format!("{url}?mode=rwc"),
    }
}

/// A PostgreSQL URL whose connections are named `cuatro` in `pg_stat_activity`, unless it names them itself
/// (`application_name=…`).
pub(super) fn postgres_url_named(url: &str) -> String {
    match url.split_once('?') {
        Some((_, query)) if query.split('&').any(|p| p.starts_with("application_name=")) => url.to_owned(),
        Some(_) => format!("{url}&application_name=cuatro"),
        None => format!("{url}?application_name=cuatro"),
    }
}

/// The file of a SQLite database URL (`sqlite://PATH?…`); `None` for an in-memory one or another engine.
pub fn sqlite_file(url: &str) -> Option<std::path::PathBuf> {
    let rest = url.strip_prefix("sqlite://").or_else(|| url.strip_prefix("sqlite:"))?;
    let path = rest.split('?').next().unwrap_or_default();
    (!path.is_empty() && path != ":memory:").then(|| path.into())
}

/// The SQLite pool: four connections with [`SQLITE_PRAGMAS`]. A connection handed back inside a transaction is
/// closed, not reused: SQLite rolls a transaction back by itself on some errors (a full disk, an I/O error), the
/// ROLLBACK sent after that fails, and the driver would go on counting the transaction as open — refusing every
/// later `BEGIN IMMEDIATE` on that connection, and turning a plain `BEGIN` into a savepoint that a rollback
/// leaves open.
pub(super) fn sqlite_pool_options() -> PoolOptions<Any> {
    PoolOptions::<Any>::new()
        .max_connections(4)
        .min_connections(1)
        .acquire_timeout(Duration::from_secs(3))
        .after_connect(|conn, _| Box::pin(async move { conn.execute(SQLITE_PRAGMAS).await.map(drop) }))
        .after_release(|conn, _| {
            Box::pin(async move {
                // The round trip lets the connection's queued commands run first (a dropped transaction's rollback).
                conn.ping().await?;
                Ok(!conn.is_in_transaction())
            })
        })
}

impl Store {
    /// Opens the database at `url` (`sqlite://PATH`, created if missing, or `postgres://…`) and applies the
    /// engine's migrations.
    pub async fn open(url: &str) -> Result<Store, StoreError> {
        sqlx::any::install_default_drivers();
        let engine = Engine::of(url).ok_or_else(|| StoreError::UnsupportedUrl(redacted_url(url)))?;
        let unreachable = |e: sqlx::Error| StoreError::Unreachable { url: redacted_url(url), reason: e.to_string() };
        let pool = match engine {
            Engine::Sqlite => {
                let options = sqlite_pool_options();
                #[cfg(any(test, feature = "test-support"))]
                let options = super::disk_full::from_env(options);
                options.connect(&sqlite_url_creating(url)).await.map_err(unreachable)?
            }
            Engine::Postgres => {
                // One direct attempt first: its error names the cause (refused, unknown role…), where the
                // pool's would only say that it timed out.
                let url = &postgres_url_named(url);
                sqlx::AnyConnection::connect(url).await.map_err(unreachable)?.close().await?;
                PoolOptions::<Any>::new()
                    .max_connections(8)
                    .acquire_timeout(Duration::from_secs(5))
                    .after_connect(|conn, _| {
                        Box::pin(async move { conn.execute(POSTGRES_STATEMENT_TIMEOUT).await.map(drop) })
                    })
                    .connect(url)
                    .await
                    .map_err(unreachable)?
            }
        };
        super::migrations::migrator(engine).run(&pool).await?;
        Ok(Store { pool, engine, fence: None })
    }

    /// The engine this store talks to.
    pub fn engine(&self) -> Engine {
        self.engine
    }

    /// A transaction that writes: SQLite takes the write lock at once (`BEGIN IMMEDIATE`, so two writers never
    /// deadlock upgrading a read lock); PostgreSQL locks rows as it goes.
    pub(super) async fn begin_write(&self) -> Result<Transaction<'static, Any>, sqlx::Error> {
        self.pool.begin_with(if self.engine == Engine::Sqlite { "BEGIN IMMEDIATE" } else { "BEGIN" }).await
    }

    /// Closes the pool (on SQLite, checkpointing the WAL).
    pub async fn close(&self) {
        self.pool.close().await;
    }
}

/// SQL text assembled from the store's own constants only (user data is always bound, never formatted in).
pub(super) fn trusted(sql: &str) -> sqlx::AssertSqlSafe<String> {
    sqlx::AssertSqlSafe(sql.to_owned())
}

/// A database URL fit for logs and errors: its password replaced by `***`; a URL that cannot be parsed
/// shows only its scheme, since its credentials cannot be found.
pub fn redacted_url(url: &str) -> String {
    match url::Url::parse(url) {
        Ok(mut parsed) => {
            if parsed.password().is_some() {
                let _ = parsed.set_password(Some("***"));
            }
            parsed.to_string()
        }
        Err(_) => match url.split_once(':') {
            Some((scheme, _)) if scheme.chars().all(|c| c.is_ascii_alphanumeric() || "+-.".contains(c)) => {
                format!("{scheme}:… (not a valid URL)")
            }
            _ => "(not a valid URL)".into(),
        },
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::scratch::{drop_schema, test_schema, test_server};

    #[tokio::test]
    async fn other_databases_are_refused_and_an_unreachable_one_is_named() {
        assert!(matches!(Store::open("mysql://x").await, Err(StoreError::UnsupportedUrl(_))));
        assert_eq!(sqlite_file("sqlite://data/cuatro.db?mode=rwc"), Some("data/cuatro.db".into()));
        assert_eq!(sqlite_file("sqlite:cuatro.db"), Some("cuatro.db".into()));
        assert_eq!(sqlite_file("sqlite::memory:"), None);
        assert_eq!(sqlite_file("postgres://db/cuatro"), None);
        let typo = Store::open("postgress://someone:secret@127.0.0.1:1/test").await.unwrap_err().to_string();
        assert!(typo.starts_with("unsupported database URL `postgress://someone:***@127.0.0.1:1/test`"), "{typo}");
        let error = Store::open("postgres://someone:secret@127.0.0.1:1/test").await.unwrap_err();
        let text = error.to_string();
        assert!(matches!(error, StoreError::Unreachable { .. }), "{text}");
        assert!(text.starts_with("cannot reach the database at postgres://someone:***@127.0.0.1:1/test"), "{text}");
    }

    #[test]
    fn postgres_connections_are_named_cuatro_unless_the_url_names_them() {
        assert_eq!(postgres_url_named("postgres://db/c"), "postgres://db/c?application_name=cuatro");
        assert_eq!(
            postgres_url_named("postgres://db/c?sslmode=disable"),
            "postgres://db/c?sslmode=disable&application_name=cuatro"
        );
        assert_eq!(
            postgres_url_named("postgres://db/c?application_name=shard0"),
            "postgres://db/c?application_name=shard0"
        );
    }

    #[tokio::test]
    async fn a_postgres_save_stuck_behind_a_lock_is_cancelled_after_five_seconds() {
        let Some(url) = test_schema("statement_timeout").await else { return };
        let store = Store::open(&url).await.unwrap();
        let timeout: String = sqlx::query_scalar("SHOW statement_timeout").fetch_one(&store.pool).await.unwrap();
        assert_eq!(timeout, "5s");

        let rules = cuatro_game::Rules::new(
            "classic".parse().unwrap(),
            None,
            cuatro_game::TimeoutAction::Cpu,
            cuatro_game::Lang::En,
        );
        let mut session = cuatro_game::Session::vs_cpu(1, None, 9, 100, cuatro_ai::Level::Easy, true, rules, 0);
        session.version = 1;
        store.save(&session, &crate::BoardMessages::default(), 1).await.unwrap();
        // Another connection locks the game's row and keeps it.
        let mut holder = sqlx::AnyConnection::connect(&url).await.unwrap();
        holder.execute("BEGIN").await.unwrap();
        holder.execute("SELECT id FROM games WHERE id = 1 FOR UPDATE").await.unwrap();
        session.version = 2;
        let started = std::time::Instant::now();
        let error = store.save(&session, &crate::BoardMessages::default(), 2).await.unwrap_err().to_string();
        let waited = started.elapsed();
        assert!(error.contains("statement timeout"), "{error}");
        assert!(waited >= Duration::from_secs(4) && waited < Duration::from_secs(15), "{waited:?}");
        holder.execute("ROLLBACK").await.unwrap();
        holder.close().await.unwrap();
        store.close().await;
        drop_schema(&test_server(), "statement_timeout").await.unwrap();
    }
}
