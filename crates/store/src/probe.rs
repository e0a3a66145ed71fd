//! The readiness probe: proof that the database answers, and on SQLite that this process could write now.

use super::db::{Store, StoreError};
use super::engine::Engine;

impl Store {
    /// Takes SQLite's write lock and lets it go at once (`BEGIN IMMEDIATE`, then `ROLLBACK`: nothing is written,
    /// so a database held by another writer or unwritable fails it); on PostgreSQL, `SELECT 1`. Callers bound it
    /// in time: on SQLite a held lock is waited for up to the connection's busy timeout.
    pub async fn probe(&self) -> Result<(), StoreError> {
        match self.engine {
            Engine::Sqlite => self.begin_write().await?.rollback().await?,
            Engine::Postgres => {
                sqlx::query("SELECT 1").execute(&self.pool).await?;
            }
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use crate::testing::each_engine_url;
    use crate::{Engine, Store};
    use std::time::Duration;

    #[tokio::test]
    async fn the_probe_passes_on_a_free_database_and_fails_on_a_locked_sqlite_one() {
        each_engine_url("probe", |url| async move {
            let store = Store::open(&url).await.unwrap();
            store.probe().await.expect("a free database passes");
            if store.engine() == Engine::Sqlite {
                use sqlx::Connection;
                let mut writer = sqlx::AnyConnection::connect(&url).await.unwrap();
                sqlx::query("BEGIN IMMEDIATE").execute(&mut writer).await.unwrap();
                let probed = tokio::time::timeout(Duration::from_secs(1), store.probe()).await;
                assert!(!matches!(probed, Ok(Ok(()))), "another writer holds the lock: {probed:?}");
                sqlx::query("ROLLBACK").execute(&mut writer).await.unwrap();
                writer.close().await.unwrap();
                tokio::time::timeout(Duration::from_secs(10), async {
                    while store.probe().await.is_err() {
                        tokio::time::sleep(Duration::from_millis(50)).await;
                    }
                })
                .await
                .expect("passes again once the lock is free");
            }
            store.close().await;
        })
        .await;
    }
}
