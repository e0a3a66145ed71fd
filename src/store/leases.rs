//! Shard leases: which process serves which Discord shard, so that two processes never write one game.

use super::db::{Store, StoreError};
use super::fence::Fence;
use crate::game::Millis;
use std::sync::Arc;

/// The outcome of asking for a shard's lease.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Lease {
    /// This process holds the lease, until `now + ttl` (renew it before then).
    Held,
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
    /// expired, or already `owner`'s (a renewal succeeds even after expiry as long as nobody else took it).
    pub async fn acquire_lease(
        &self,
        total: u32,
        shard: u32,
        owner: &str,
        now: Millis,
        ttl: Millis,
    ) -> Result<Lease, StoreError> {
        let granted = sqlx::query(
            "INSERT INTO shard_leases (total, shard, owner, expires_at) VALUES ($1, $2, $3, $4)
             ON CONFLICT (total, shard) DO UPDATE SET owner = excluded.owner, expires_at = excluded.expires_at
             WHERE shard_leases.owner = excluded.owner OR shard_leases.expires_at <= $5",
        )
        .bind(total as i64)
        .bind(shard as i64)
        .bind(owner)
        .bind(now + ttl)
        .bind(now)
        .execute(&self.pool)
        .await?
        .rows_affected()
            == 1;
        if granted {
            return Ok(Lease::Held);
        }
        let (owner, expires_at): (String, i64) =
            sqlx::query_as("SELECT owner, expires_at FROM shard_leases WHERE total = $1 AND shard = $2")
                .bind(total as i64)
                .bind(shard as i64)
                .fetch_one(&self.pool)
                .await?;
        Ok(Lease::Taken { owner, expires_at })
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::Level;
    use crate::config::TimeoutAction;
    use crate::game::{Lang, Rules, Session};
    use crate::store::testing::each_engine;

    #[tokio::test]
    async fn a_lease_is_exclusive_until_it_expires_or_is_released() {
        each_engine("lease", |store| async move {
            assert_eq!(store.acquire_lease(2, 0, "a", 1_000, 500).await.unwrap(), Lease::Held);
            assert_eq!(
                store.acquire_lease(2, 0, "b", 1_200, 500).await.unwrap(),
                Lease::Taken { owner: "a".into(), expires_at: 1_500 }
            );
            assert_eq!(store.acquire_lease(2, 1, "b", 1_200, 500).await.unwrap(), Lease::Held, "another shard");
            assert_eq!(store.acquire_lease(2, 0, "a", 1_400, 500).await.unwrap(), Lease::Held, "a renewal");
            assert_eq!(store.acquire_lease(2, 0, "a", 9_000, 500).await.unwrap(), Lease::Held, "late, but not taken");
            assert_eq!(store.acquire_lease(2, 0, "b", 9_600, 500).await.unwrap(), Lease::Held, "expired: taken over");
            assert!(matches!(store.acquire_lease(2, 0, "a", 9_700, 500).await.unwrap(), Lease::Taken { .. }));
            store.release_leases("b").await.unwrap();
            assert_eq!(store.acquire_lease(2, 0, "a", 9_800, 500).await.unwrap(), Lease::Held, "released");
            assert_eq!(store.live_leases_of_other_totals(2, 9_800).await.unwrap(), vec![]);
            assert_eq!(store.live_leases_of_other_totals(4, 9_800).await.unwrap(), vec![(0, 2)]);
        })
        .await;
    }

    #[tokio::test]
    async fn a_fenced_write_needs_the_games_shard_lease() {
        each_engine("fence", |store| async move {
            let rules = Rules::new("classic".parse().unwrap(), None, TimeoutAction::Cpu, Lang::En);
            // Guild 5 << 22 is on shard 1 of 2; a DM game is on shard 0.
            let mut server_game = Session::vs_cpu(1, Some(5 << 22), 9, 100, Level::Easy, true, rules, 0);
            let dm_game = Session::vs_cpu(2, None, 9, 100, Level::Easy, true, rules, 0);
            let a = store.fenced(Fence { owner: "a".into(), total: 2 });
            let b = store.fenced(Fence { owner: "b".into(), total: 2 });
            assert!(matches!(a.save(&server_game, 10).await, Err(StoreError::NotOwner { id: 1 })), "no lease yet");
            assert_eq!(store.game(1).await.unwrap(), None, "nothing was written");

            a.acquire_lease(2, 1, "a", 0, 1_000).await.unwrap();
            b.acquire_lease(2, 0, "b", 0, 1_000).await.unwrap();
            a.save(&server_game, 20).await.unwrap();
            assert!(matches!(a.save(&dm_game, 20).await, Err(StoreError::NotOwner { id: 2 })), "shard 0 is b's");
            b.save(&dm_game, 20).await.unwrap();
            assert!(matches!(b.save(&server_game, 30).await, Err(StoreError::NotOwner { id: 1 })));
            assert_eq!(store.game(1).await.unwrap().unwrap().updated_at, 20, "b's update was refused");

            // The shard moves to b after a's lease expires: a's next write is refused, b's goes through.
            b.acquire_lease(2, 1, "b", 2_000, 1_000).await.unwrap();
            server_game.version += 1;
            assert!(matches!(a.save(&server_game, 2_100).await, Err(StoreError::NotOwner { .. })));
            b.save(&server_game, 2_200).await.unwrap();
            assert_eq!(store.game(1).await.unwrap().unwrap().updated_at, 2_200);
            let shard_ids = |(sessions, _): (Vec<Session>, Vec<StoreError>)| -> Vec<u64> {
                sessions.iter().map(|s| s.id).collect()
            };
            assert_eq!(shard_ids(store.active_sessions_of_shard(1, 2).await.unwrap()), vec![1]);
            assert_eq!(shard_ids(store.active_sessions_of_shard(0, 2).await.unwrap()), vec![2], "DMs: shard 0");
            assert_eq!(shard_ids(store.active_sessions_of_shard(1, 4).await.unwrap()), vec![1], "5 % 4 = 1");
            assert_eq!(shard_ids(store.active_sessions_of_shard(0, 1).await.unwrap()), vec![1, 2]);
            server_game.version += 1;
            store.save(&server_game, 2_300).await.unwrap();
            assert_eq!(store.game(1).await.unwrap().unwrap().updated_at, 2_300, "an unfenced store writes freely");
        })
        .await;
    }
}
