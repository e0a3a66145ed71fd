//! Scratch databases for tests and benchmarks: an empty PostgreSQL schema or SQLite file of the caller's own.

use super::db::StoreError;
use super::engine::Engine;
use sqlx::{AnyConnection, Connection, Executor};
use std::path::PathBuf;

/// The PostgreSQL server tests use when `TEST_POSTGRES_URL` is not set.
pub const DEFAULT_TEST_SERVER: &str = "postgres://postgres@127.0.0.1:5432/test";

/// The PostgreSQL server for tests: `TEST_POSTGRES_URL`, else [`DEFAULT_TEST_SERVER`]. (Not a `CUATRO_…`
/// name: those are configuration keys, and the configuration refuses unknown ones.)
pub fn test_server() -> String {
    std::env::var("TEST_POSTGRES_URL").unwrap_or_else(|_| DEFAULT_TEST_SERVER.to_owned())
}

/// `name` reduced to a safe schema name (lower-case letters, digits, `_`).
fn schema_name(name: &str) -> String {
    let cleaned: String =
        name.chars().map(|c| if c.is_ascii_alphanumeric() { c.to_ascii_lowercase() } else { '_' }).collect();
    format!("cuatro_{cleaned}")
}

/// A URL for `server` whose connections read and write schema `name` (created empty, dropped first if there).
pub async fn fresh_schema(server: &str, name: &str) -> Result<String, StoreError> {
    sqlx::any::install_default_drivers();
    let schema = schema_name(name);
    let mut conn = AnyConnection::connect(server).await?;
    conn.execute(sqlx::AssertSqlSafe(format!("DROP SCHEMA IF EXISTS {schema} CASCADE"))).await?;
    conn.execute(sqlx::AssertSqlSafe(format!("CREATE SCHEMA {schema}"))).await?;
    conn.close().await?;
    let joiner = if server.contains('?') { '&' } else { '?' };
    Ok(format!("{server}{joiner}options=-c%20search_path%3D{schema}"))
}

/// Drops schema `name` from `server`, if there.
pub async fn drop_schema(server: &str, name: &str) -> Result<(), StoreError> {
    let mut conn = AnyConnection::connect(server).await?;
    conn.execute(sqlx::AssertSqlSafe(format!("DROP SCHEMA IF EXISTS {} CASCADE", schema_name(name)))).await?;
    conn.close().await?;
    Ok(())
}

/// A fresh schema on the test server. When no server answers: `None` with a note on stderr on a developer's
/// machine, but a panic under CI or when `TEST_POSTGRES_URL` is set (there PostgreSQL must be tested).
pub async fn test_schema(name: &str) -> Option<String> {
    match fresh_schema(&test_server(), name).await {
        Ok(url) => Some(url),
        Err(e) if std::env::var_os("CI").is_none() && std::env::var_os("TEST_POSTGRES_URL").is_none() => {
            eprintln!("PostgreSQL not reachable ({e}): skipping the PostgreSQL run of {name}");
            None
        }
        Err(e) => panic!("PostgreSQL must be reachable for the tests (CI or TEST_POSTGRES_URL set): {e}"),
    }
}

/// Ends every connection to `server` whose `application_name` is `name` (as a failover would); returns how many.
pub async fn terminate_connections(server: &str, name: &str) -> Result<u64, StoreError> {
    let mut conn = AnyConnection::connect(server).await?;
    let (count,): (i64,) = sqlx::query_as(
        "SELECT COUNT(*) FROM (SELECT pg_terminate_backend(pid) FROM pg_stat_activity
                               WHERE application_name = $1 AND pid <> pg_backend_pid()) AS ended",
    )
    .bind(name)
    .fetch_one(&mut conn)
    .await?;
    conn.close().await?;
    Ok(count as u64)
}

/// An empty database for a benchmark: a SQLite file in a temporary directory, or a fresh schema on the PostgreSQL
/// test server ([`test_server`]). [`ScratchDatabase::remove`] deletes it.
pub struct ScratchDatabase {
    pub engine: Engine,
    pub url: String,
    /// The temporary directory (SQLite) or the schema's name (PostgreSQL).
    place: String,
}

impl ScratchDatabase {
    /// Creates the empty database `name` (a directory `cuatro-NAME-PID` or a schema `cuatro_NAME`).
    pub async fn create(engine: Engine, name: &str) -> Result<ScratchDatabase, StoreError> {
        match engine {
            Engine::Sqlite => {
                let dir = std::env::temp_dir().join(format!("cuatro-{name}-{}", std::process::id()));
                let _ = std::fs::remove_dir_all(&dir);
                std::fs::create_dir_all(&dir)
                    .map_err(|e| StoreError::Unreachable { url: dir.display().to_string(), reason: e.to_string() })?;
                let url = format!("sqlite://{}", dir.join("cuatro.db").display());
                Ok(ScratchDatabase { engine, url, place: dir.display().to_string() })
            }
            Engine::Postgres => {
                let url = fresh_schema(&test_server(), name).await?;
                Ok(ScratchDatabase { engine, url, place: name.to_owned() })
            }
        }
    }

    /// Deletes the database.
    pub async fn remove(self) -> Result<(), StoreError> {
        match self.engine {
            Engine::Sqlite => {
                let _ = std::fs::remove_dir_all(PathBuf::from(&self.place));
                Ok(())
            }
            Engine::Postgres => drop_schema(&test_server(), &self.place).await,
        }
    }
}
