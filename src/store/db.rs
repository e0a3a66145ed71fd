//! The store's handle and plumbing: errors, engines, opening a database, write transactions.

use super::fence::Fence;
use crate::config::redacted_url;
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
}

/// The database engine behind a store, chosen by the URL's scheme.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Engine {
    Sqlite,
    Postgres,
}

impl Engine {
    /// The engine's name for people: `SQLite` or `PostgreSQL`.
    pub fn name(self) -> &'static str {
        match self {
            Engine::Sqlite => "SQLite",
            Engine::Postgres => "PostgreSQL",
        }
    }

    /// The engine named `sqlite` or `postgres` (a command-line value).
    pub fn parse(name: &str) -> Result<Engine, String> {
        match name {
            "sqlite" => Ok(Engine::Sqlite),
            "postgres" => Ok(Engine::Postgres),
            _ => Err(format!("`{name}` is neither `sqlite` nor `postgres`")),
        }
    }

    /// The engine a URL names, if supported.
    pub fn of(url: &str) -> Option<Engine> {
        if url.starts_with("sqlite:") {
            Some(Engine::Sqlite)
        } else if url.starts_with("postgres://") || url.starts_with("postgresql://") {
            Some(Engine::Postgres)
        } else {
            None
        }
    }
}

/// A 0/1 integer column read as a `bool` (both engines store flags as integers).
#[derive(sqlx::Type)]
#[sqlx(transparent)]
pub(super) struct Flag(i64);

impl From<Flag> for bool {
    fn from(flag: Flag) -> bool {
        flag.0 != 0
    }
}

/// The database handle; cheap to clone.
#[derive(Debug, Clone)]
pub struct Store {
    pub(super) pool: Pool<Any>,
    pub(super) engine: Engine,
    /// When set, game writes happen only while this process holds the lease of the game's shard.
    pub(super) fence: Option<Arc<Fence>>,
}

/// SQLite's settings on every connection: WAL (readers never block the writer), `NORMAL` sync (safe with WAL),
/// a 5 s wait on a locked database, foreign keys on.
const SQLITE_PRAGMAS: &str =
    "PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL; PRAGMA busy_timeout = 5000; PRAGMA foreign_keys = ON;";

/// A SQLite URL that creates the file when missing (`mode=rwc`) unless it names a mode itself.
fn sqlite_url_creating(url: &str) -> String {
    match url.split_once('?') {
        Some((_, query)) if query.split('&').any(|p| p.starts_with("mode=")) => url.to_owned(),
        Some(_) => format!("{url}&mode=rwc"),
        None => format!("{url}?mode=rwc"),
    }
}

/// The file of a SQLite database URL (`sqlite://PATH?…`); `None` for an in-memory one or another engine.
pub fn sqlite_file(url: &str) -> Option<std::path::PathBuf> {
    let rest = url.strip_prefix("sqlite://").or_else(|| url.strip_prefix("sqlite:"))?;
    let path = rest.split('?').next().unwrap_or_default();
    (!path.is_empty() && path != ":memory:").then(|| path.into())
}

impl Store {
    /// Opens the database at `url` (`sqlite://PATH`, created if missing, or `postgres://…`) and applies the
    /// engine's migrations.
    pub async fn open(url: &str) -> Result<Store, StoreError> {
        sqlx::any::install_default_drivers();
        let engine = Engine::of(url).ok_or_else(|| StoreError::UnsupportedUrl(redacted_url(url)))?;
        let unreachable = |e: sqlx::Error| StoreError::Unreachable { url: redacted_url(url), reason: e.to_string() };
        let pool = match engine {
            Engine::Sqlite => PoolOptions::<Any>::new()
                .max_connections(4)
                .min_connections(1)
                .acquire_timeout(Duration::from_secs(3))
                .after_connect(|conn, _| Box::pin(async move { conn.execute(SQLITE_PRAGMAS).await.map(drop) }))
                .connect(&sqlite_url_creating(url))
                .await
                .map_err(unreachable)?,
            Engine::Postgres => {
                // One direct attempt first: its error names the cause (refused, unknown role…), where the
                // pool's would only say that it timed out.
                sqlx::AnyConnection::connect(url).await.map_err(unreachable)?.close().await?;
                PoolOptions::<Any>::new()
                    .max_connections(8)
                    .acquire_timeout(Duration::from_secs(5))
                    .connect(url)
                    .await
                    .map_err(unreachable)?
            }
        };
        match engine {
            Engine::Sqlite => sqlx::migrate!("migrations/sqlite").run(&pool).await?,
            Engine::Postgres => sqlx::migrate!("migrations/postgres").run(&pool).await?,
        }
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

#[cfg(test)]
mod tests {
    use super::*;

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
}
