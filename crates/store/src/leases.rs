//! Shard leases: which process serves which Discord shard, so that two processes never write one game; and on
//! PostgreSQL the advisory locks that tell a dead lease holder from a live one.

use super::db::{Store, StoreError};
use super::engine::Engine;
use super::fence::Fence;
use cuatro_game::Millis;
use sqlx::Connection;
use std::sync::Arc;

/// The outcome of asking for a shard's lease.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Lease {
    /// Renewed until `now + ttl`: this process held the lease already, and no other process has held it since.
    Held,
    /// Taken until `now + ttl` from `from` (a process whose lease had expired or that is gone; `None` for a shard
    /// never leased before): any game of the shard this process still has in memory may be stale.
    TakenOver { from: Option<String> },
    /// Another live process holds it, until `expires_at`.
    Taken { owner: String, expires_at: Millis },
}

impl Store {
    /// The same database, with game writes fenced by `fence` (see [`Store::save`]).
    pub fn fenced(&self, fence: Fence) -> Store {
        Store { fence: Some(Arc::new(fence)), ..self.clone() }
    }

    /// The fence game writes are checked against, if any.
    pub fn fence(&self) -> Option<&Fence> {
        self.fence.as_deref()
    }

    /// Takes or renews the lease of `shard` of `total` for `owner` until `now + ttl`: granted when it is free,
    /// expired, already `owner`'s (a renewal succeeds even after expiry as long as nobody else took it), or when
    /// `take_over` is set (the caller holds the shard's advisory lock, which proves the holder gone).
    pub async fn acquire_lease(
        &self,
        total: u32,
        shard: u32,
        owner: &str,
        now: Millis,
        ttl: Millis,
        take_over: bool,
    ) -> Result<Lease, StoreError> {
        let mut tx = self.begin_write().await?;
        // The holder before this call, its row locked until the commit (SQLite: the whole database is).
        let before_sql = match self.engine {
            Engine::Postgres => "SELECT owner, expires_at FROM shard_leases WHERE total = $1 AND shard = $2 FOR UPDATE",
            Engine::Sqlite => "SELECT owner, expires_at FROM shard_leases WHERE total = $1 AND shard = $2",
        };
        let before: Option<(String, i64)> =
            sqlx::query_as(before_sql).bind(total as i64).bind(shard as i64).fetch_optional(&mut *tx).await?;
        let granted = sqlx::query(
            "INSERT INTO shard_leases (total, shard, owner, expires_at) VALUES ($1, $2, $3, $4)
             ON CONFLICT (total, shard) DO UPDATE SET owner = excluded.owner, expires_at = excluded.expires_at
             WHERE shard_leases.owner = excluded.owner OR shard_leases.expires_at <= $5 OR $6 = 1",
        )
        .bind(total as i64)
        .bind(shard as i64)
        .bind(owner)
        .bind(now + ttl)
        .bind(now)
        .bind(i64::from(take_over))
        .execute(&mut *tx)
        .await?
        .rows_affected()
            == 1;
        if !granted {
            // Another process inserted the row first, or holds a live lease.
            let (owner, expires_at): (String, i64) =
                sqlx::query_as("SELECT owner, expires_at FROM shard_leases WHERE total = $1 AND shard = $2")
                    .bind(total as i64)
                    .bind(shard as i64)
                    .fetch_one(&mut *tx)
                    .await?;
            tx.rollback().await?;
            return Ok(Lease::Taken { owner, expires_at });
        }
        tx.commit().await?;
        Ok(match before {
            Some((holder, _)) if holder == owner => Lease::Held,
            before => Lease::TakenOver { from: before.map(|(holder, _)| holder) },
        })
    }

    /// On PostgreSQL, a new connection for shard locks, outside the pool and named `name` in
    /// `pg_stat_activity`; `None` on SQLite. The server probes it with TCP keepalives, so the locks of a holder
    /// whose host vanished are freed within about 25 s.
    pub async fn shard_locks(&self, name: &str) -> Result<Option<ShardLocks>, StoreError> {
        if self.engine != Engine::Postgres {
            return Ok(None);
        }
        let url = self.pool.connect_options().database_url.clone();
        let mut conn = sqlx::PgConnection::connect(url.as_str()).await?;
        sqlx::query(
            "SELECT set_config('application_name', $1, false), set_config('tcp_keepalives_idle', '10', false),
                    set_config('tcp_keepalives_interval', '5', false), set_config('tcp_keepalives_count', '3', false)",
        )
        .bind(name)
        .execute(&mut conn)
        .await?;
        Ok(Some(ShardLocks { conn }))
    }

    /// Live leases taken for another shard count: a process configured with a different total would split
    /// servers differently, so the bot refuses to start beside one.
    pub async fn live_leases_of_other_totals(&self, total: u32, now: Millis) -> Result<Vec<(u32, u32)>, StoreError> {
        let rows: Vec<(i64, i64)> = sqlx::query_as(
            "SELECT shard, total FROM shard_leases WHERE total <> $1 AND expires_at > $2 ORDER BY total, shard",
        )
        .bind(total as i64)
        .bind(now)
        .fetch_all(&self.pool)
        .await?;
        Ok(rows.into_iter().map(|(shard, total)| (shard as u32, total as u32)).collect())
    }

    /// Voids every lease, whoever holds it: for a process that knows it is the only one alive on this database
    /// (the leases left are a dead process's).
    pub async fn void_leases(&self) -> Result<(), StoreError> {
        sqlx::query("UPDATE shard_leases SET expires_at = 0").execute(&self.pool).await?;
        Ok(())
    }

    /// Gives up every lease `owner` holds (at a clean stop), so a successor takes over at once.
    pub async fn release_leases(&self, owner: &str) -> Result<(), StoreError> {
        sqlx::query("UPDATE shard_leases SET expires_at = 0 WHERE owner = $1").bind(owner).execute(&self.pool).await?;
        Ok(())
    }
}

/// A PostgreSQL connection of its own on which a process holds a session-level advisory lock per shard it
/// serves. The server frees a session's locks when its connection ends, however the process ends, so whoever
/// takes a shard's lock knows that the previous holder is gone.
pub struct ShardLocks {
    conn: sqlx::PgConnection,
}

impl std::fmt::Debug for ShardLocks {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("ShardLocks")
    }
}

impl ShardLocks {
    /// Takes the advisory lock of `shard` of `total` unless another session holds it; true when taken. The key
    /// is the shard and a hash of the schema and the total, so bots on other schemas of the database never meet.
    /// Call it once per shard: the lock counts how often it was taken.
    pub async fn try_lock(&mut self, total: u32, shard: u32) -> Result<bool, StoreError> {
        let taken = sqlx::query_scalar(
            "SELECT pg_try_advisory_lock(
                 hashtext('cuatro shard lease ' || COALESCE(current_schema(), '') || ' ' || CAST(CAST($1 AS INTEGER) AS TEXT)),
                 CAST($2 AS INTEGER))",
        )
        .bind(total as i32)
        .bind(shard as i32)
        .fetch_one(&mut self.conn)
        .await?;
        Ok(taken)
    }

    /// Checks that the connection still answers (its locks last as long as it does).
    pub async fn check(&mut self) -> Result<(), StoreError> {
        Ok(self.conn.ping().await?)
    }

    /// Ends the connection, which frees its locks.
    pub async fn close(self) {
        let _ = self.conn.close().await;
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::BoardMessages;
    use crate::testing::{each_engine, each_engine_url};
    use cuatro_ai::Level;
    use cuatro_engine::Move;
    use cuatro_game::TimeoutAction;
    use cuatro_game::{Lang, Rules, Session};
    use std::time::Duration;

    fn rules() -> Rules {
        Rules::new("classic".parse().unwrap(), None, TimeoutAction::Cpu, Lang::En)
    }

    #[tokio::test]
    async fn a_lease_is_exclusive_until_it_expires_or_is_released() {
        each_engine("lease", |store| async move {
            let new = Lease::TakenOver { from: None };
            let from = |owner: &str| Lease::TakenOver { from: Some(owner.into()) };
            assert_eq!(store.acquire_lease(2, 0, "a", 1_000, 500, false).await.unwrap(), new);
            assert_eq!(
                store.acquire_lease(2, 0, "b", 1_200, 500, false).await.unwrap(),
                Lease::Taken { owner: "a".into(), expires_at: 1_500 }
            );
            assert_eq!(store.acquire_lease(2, 1, "b", 1_200, 500, false).await.unwrap(), new, "another shard");
            assert_eq!(store.acquire_lease(2, 0, "a", 1_400, 500, false).await.unwrap(), Lease::Held, "a renewal");
            let late = store.acquire_lease(2, 0, "a", 9_000, 500, false).await.unwrap();
            assert_eq!(late, Lease::Held, "late, but nobody took it meanwhile");
            assert_eq!(store.acquire_lease(2, 0, "b", 9_600, 500, false).await.unwrap(), from("a"), "expired");
            assert!(matches!(store.acquire_lease(2, 0, "a", 9_700, 500, false).await.unwrap(), Lease::Taken { .. }));
            store.release_leases("b").await.unwrap();
            assert_eq!(store.acquire_lease(2, 0, "a", 9_800, 500, false).await.unwrap(), from("b"), "released");
            assert_eq!(store.live_leases_of_other_totals(2, 9_800).await.unwrap(), vec![]);
            assert_eq!(store.live_leases_of_other_totals(4, 9_800).await.unwrap(), vec![(0, 2)]);
            // The holder of the shard's advisory lock takes a live lease over: its holder is gone.
            assert_eq!(store.acquire_lease(2, 0, "c", 9_900, 500, true).await.unwrap(), from("a"), "taken over");
            assert!(matches!(store.acquire_lease(2, 0, "a", 9_950, 500, false).await.unwrap(), Lease::Taken { .. }));
        })
        .await;
    }

    #[tokio::test]
    async fn a_fenced_write_needs_the_games_shard_lease() {
        each_engine("fence", |store| async move {
            // Guild 5 << 22 is on shard 1 of 2; a DM game is on shard 0.
            let mut server_game = Session::vs_cpu(1, Some(5 << 22), 9, 100, Level::Easy, true, rules(), 0);
            let dm_game = Session::vs_cpu(2, None, 9, 100, Level::Easy, true, rules(), 0);
            let a = store.fenced(Fence { owner: "a".into(), total: 2 });
            let b = store.fenced(Fence { owner: "b".into(), total: 2 });
            assert!(
                matches!(
                    a.save(&server_game, &BoardMessages::default(), 10).await,
                    Err(StoreError::NotOwner { id: 1 })
                ),
                "no lease yet"
            );
            assert_eq!(store.game(1).await.unwrap(), None, "nothing was written");

            a.acquire_lease(2, 1, "a", 0, 1_000, false).await.unwrap();
            b.acquire_lease(2, 0, "b", 0, 1_000, false).await.unwrap();
            a.save(&server_game, &BoardMessages::default(), 20).await.unwrap();
            assert!(
                matches!(a.save(&dm_game, &BoardMessages::default(), 20).await, Err(StoreError::NotOwner { id: 2 })),
                "shard 0 is b's"
            );
            b.save(&dm_game, &BoardMessages::default(), 20).await.unwrap();
            assert!(matches!(
                b.save(&server_game, &BoardMessages::default(), 30).await,
                Err(StoreError::NotOwner { id: 1 })
            ));
            assert_eq!(store.game(1).await.unwrap().unwrap().updated_at, 20, "b's update was refused");

            // The shard moves to b after a's lease expires: a's next write is refused, b's goes through.
            b.acquire_lease(2, 1, "b", 2_000, 1_000, false).await.unwrap();
            server_game.version += 1;
            assert!(matches!(
                a.save(&server_game, &BoardMessages::default(), 2_100).await,
                Err(StoreError::NotOwner { .. })
            ));
            b.save(&server_game, &BoardMessages::default(), 2_200).await.unwrap();
            assert_eq!(store.game(1).await.unwrap().unwrap().updated_at, 2_200);
            let shard_ids = |(sessions, _): (Vec<(Session, BoardMessages)>, Vec<StoreError>)| -> Vec<u64> {
                sessions.iter().map(|(s, _)| s.id).collect()
            };
            assert_eq!(shard_ids(store.active_sessions_of_shard(1, 2).await.unwrap()), vec![1]);
            assert_eq!(shard_ids(store.active_sessions_of_shard(0, 2).await.unwrap()), vec![2], "DMs: shard 0");
            assert_eq!(shard_ids(store.active_sessions_of_shard(1, 4).await.unwrap()), vec![1], "5 % 4 = 1");
            assert_eq!(shard_ids(store.active_sessions_of_shard(0, 1).await.unwrap()), vec![1, 2]);
            server_game.version += 1;
            store.save(&server_game, &BoardMessages::default(), 2_300).await.unwrap();
            assert_eq!(store.game(1).await.unwrap().unwrap().updated_at, 2_300, "an unfenced store writes freely");
        })
        .await;
    }

    #[tokio::test]
    async fn a_fenced_write_needs_a_lease_that_has_not_expired() {
        each_engine("expiry", |store| async move {
            let mut game = Session::vs_cpu(1, None, 9, 100, Level::Easy, true, rules(), 0);
            let a = store.fenced(Fence { owner: "a".into(), total: 1 });
            a.acquire_lease(1, 0, "a", 0, 1_000, false).await.unwrap();
            a.save(&game, &BoardMessages::default(), 999).await.unwrap();
            // Still a's row, but past its expiry: a process that could not renew in time writes nothing, and is
            // told that the lease lapsed (the game is still its own until another process takes the shard).
            assert!(
                matches!(a.save(&game, &BoardMessages::default(), 1_000).await, Err(StoreError::LeaseLapsed { id: 1 })),
                "expired"
            );
            assert_eq!(store.game(1).await.unwrap().unwrap().updated_at, 999);
            a.acquire_lease(1, 0, "a", 1_500, 1_000, false).await.unwrap();
            game.version += 1;
            a.save(&game, &BoardMessages::default(), 1_600).await.unwrap();
            // A lease handed back at a clean stop fences its owner's late writes at once.
            store.release_leases("a").await.unwrap();
            assert!(
                matches!(a.save(&game, &BoardMessages::default(), 1_700).await, Err(StoreError::LeaseLapsed { id: 1 })),
                "released"
            );
            assert_eq!(store.game(1).await.unwrap().unwrap().updated_at, 1_600);
            // Taken by another process: the game is that process's now.
            store.acquire_lease(1, 0, "b", 1_800, 1_000, false).await.unwrap();
            assert!(
                matches!(a.save(&game, &BoardMessages::default(), 1_900).await, Err(StoreError::NotOwner { id: 1 })),
                "b's now"
            );
        })
        .await;
    }

    /// PostgreSQL: a takeover waits for a write that passed the fence, so the successor loads that write.
    #[tokio::test]
    async fn a_takeover_waits_for_the_write_under_way_and_then_sees_it() {
        each_engine_url("under-way", |url| async move {
            if !url.starts_with("postgres") {
                return; // SQLite serializes writers: no takeover can commit inside a write.
            }
            let name = |who: &str| format!("cuatro_under_way_{who}_{}", std::process::id());
            let (old_name, new_name) = (name("old"), name("new"));
            let old = Store::open(&format!("{url}&application_name={old_name}")).await.unwrap();
            let new = Store::open(&format!("{url}&application_name={new_name}")).await.unwrap();
            let (old, new) = (old.fenced(Fence { owner: "old".into(), total: 1 }), new.clone());
            let mut session = Session::vs_cpu(1, None, 9, 100, Level::Easy, true, rules(), 0);
            old.acquire_lease(1, 0, "old", 0, 60_000, false).await.unwrap();
            old.save(&session, &BoardMessages::default(), 10).await.unwrap();

            // A third connection locks the game's row: the old holder's next write passes the fence, then waits.
            let mut side = new.pool.begin().await.unwrap();
            sqlx::query("SELECT id FROM games WHERE id = 1 FOR UPDATE").execute(&mut *side).await.unwrap();
            session.play(100, Move::Drop(3), 0, 20).unwrap();
            session.version += 1;
            let write = tokio::spawn({
                let (old, session) = (old.clone(), session.clone());
                async move { old.save(&session, &BoardMessages::default(), 20).await }
            });
            wait_until_blocked(&new, &old_name).await;

            // The successor takes the shard over (it holds the advisory lock) while that write is under way.
            let takeover = tokio::spawn({
                let new = new.clone();
                async move { new.acquire_lease(1, 0, "new", 30, 60_000, true).await }
            });
            let blocked = tokio::time::timeout(Duration::from_secs(10), async {
                loop {
                    if takeover.is_finished() {
                        return false;
                    }
                    if waiting(&new, &new_name).await {
                        return true;
                    }
                    tokio::time::sleep(Duration::from_millis(10)).await;
                }
            })
            .await
            .expect("the takeover either ends or waits");
            side.commit().await.unwrap();
            write.await.unwrap().expect("the write that passed the fence lands");
            assert_eq!(takeover.await.unwrap().unwrap(), Lease::TakenOver { from: Some("old".into()) });
            assert!(blocked, "the takeover waited for the write under way");
            let (restored, _) = new.active_sessions_of_shard(0, 1).await.unwrap();
            assert_eq!(restored[0].0.move_no(), 1, "the successor loads the move written before it took over");
            assert!(
                matches!(old.save(&session, &BoardMessages::default(), 40).await, Err(StoreError::NotOwner { .. })),
                "fenced after"
            );
            old.close().await;
            new.close().await;
        })
        .await;
    }

    /// Whether a connection named `name` waits for a lock.
    async fn waiting(store: &Store, name: &str) -> bool {
        let (count,): (i64,) = sqlx::query_as(
            "SELECT COUNT(*) FROM pg_stat_activity WHERE application_name = $1 AND wait_event_type = 'Lock'",
        )
        .bind(name)
        .fetch_one(&store.pool)
        .await
        .unwrap();
        count > 0
    }

    async fn wait_until_blocked(store: &Store, name: &str) {
        tokio::time::timeout(Duration::from_secs(10), async {
            while !waiting(store, name).await {
                tokio::time::sleep(Duration::from_millis(10)).await;
            }
        })
        .await
        .unwrap_or_else(|_| panic!("{name} never waited for a lock"));
    }

    #[tokio::test]
    async fn a_shard_lock_has_one_holder_and_is_freed_with_its_connection() {
        each_engine("locks", |store| async move {
            let Some(mut first) = store.shard_locks("first").await.unwrap() else {
                return; // SQLite: the process lock file plays this part.
            };
            let mut second = store.shard_locks("second").await.unwrap().unwrap();
            assert!(first.try_lock(2, 0).await.unwrap());
            assert!(!second.try_lock(2, 0).await.unwrap(), "held by the first connection");
            assert!(second.try_lock(2, 1).await.unwrap(), "another shard");
            assert!(second.try_lock(4, 0).await.unwrap(), "another total");
            first.check().await.unwrap();
            first.close().await;
            // The server ends the session just after the connection closes.
            let deadline = std::time::Instant::now() + Duration::from_secs(10);
            while !second.try_lock(2, 0).await.unwrap() {
                assert!(std::time::Instant::now() < deadline, "freed when its connection ended");
                tokio::time::sleep(Duration::from_millis(10)).await;
            }
            second.close().await;
        })
        .await;
    }
}
