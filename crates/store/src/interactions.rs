//! The interactions that created something, claimed by the first process to handle them: during a shard's
//! handover two processes may see the same interaction, and only the claim's winner creates what it asks for.

use super::db::{Store, StoreError};
use cuatro_game::Millis;

/// How long a claim is kept: far longer than any handover.
pub const HANDLED_KEPT_MS: Millis = 3_600_000;

impl Store {
    /// Claims interaction `id` (of `guild`, if any) for this process: `true` if no process had, `false` if
    /// another did (it answers, this one stays silent).
    pub async fn claim_interaction(&self, id: u64, guild: Option<u64>, now: Millis) -> Result<bool, StoreError> {
        let claimed = sqlx::query(
            "INSERT INTO interactions_handled (interaction_id, guild_id, handled_at) VALUES ($1, $2, $3)
             ON CONFLICT (interaction_id) DO NOTHING",
        )
        .bind(id as i64)
        .bind(guild.map(|g| g as i64))
        .bind(now)
        .execute(&self.pool)
        .await?;
        Ok(claimed.rows_affected() == 1)
    }

    /// Forgets the claims older than [`HANDLED_KEPT_MS`]; returns how many.
    pub async fn forget_interactions(&self, now: Millis) -> Result<u64, StoreError> {
        let gone = sqlx::query("DELETE FROM interactions_handled WHERE handled_at < $1")
            .bind(now - HANDLED_KEPT_MS)
            .execute(&self.pool)
            .await?;
        Ok(gone.rows_affected())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::each_engine;

    #[tokio::test]
    async fn an_interaction_is_claimed_once_and_forgotten_after_an_hour() {
        each_engine("handled", |store| async move {
            assert!(store.claim_interaction(1, Some(7), 1_000).await.unwrap());
            assert!(!store.claim_interaction(1, Some(7), 1_500).await.unwrap(), "claimed already");
            assert!(store.claim_interaction(2, None, 1_000).await.unwrap());
            assert_eq!(store.forget_interactions(1_000 + HANDLED_KEPT_MS).await.unwrap(), 0, "an hour exactly");
            assert_eq!(store.forget_interactions(1_001 + HANDLED_KEPT_MS).await.unwrap(), 2);
            assert!(store.claim_interaction(1, Some(7), 2_000).await.unwrap(), "forgotten");
            assert_eq!(store.purge_guild(7).await.unwrap(), 1, "purged with its server");
        })
        .await;
    }
}
