//! The message that shows each finished game's replay: claimed by the first press, then linked to by later ones.

use super::db::{Store, StoreError};
use cuatro_game::Millis;

/// How long a claim without a message holds before another press may post the replay (a post that never finished).
pub const REPLAY_CLAIM_MS: Millis = 60_000;

/// What a press of Replay finds for its game.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ReplayClaim {
    /// Nobody posted the replay: this press posts it, then calls [`Store::replay_posted`] (or releases the claim).
    Claimed,
    /// Another press is posting it right now.
    Busy,
    /// Posted as this message of this channel (of this server; None in a DM).
    Posted { guild: Option<u64>, channel: u64, message: u64 },
}

impl Store {
    /// Claims the posting of game `game`'s replay in `channel` of server `guild` (None in a DM), or tells where it
    /// is (or that it is being posted). The row belongs to the server it is posted in, and goes with its purge.
    pub async fn claim_replay(
        &self,
        game: u64,
        guild: Option<u64>,
        channel: u64,
        now: Millis,
    ) -> Result<ReplayClaim, StoreError> {
        let inserted = sqlx::query(
            "INSERT INTO replay_posts (game_id, guild_id, channel_id, message_id, claimed_at)
             VALUES ($1, $2, $3, NULL, $4) ON CONFLICT (game_id) DO NOTHING",
        )
        .bind(game as i64)
        .bind(guild.map(|g| g as i64))
        .bind(channel as i64)
        .bind(now)
        .execute(&self.pool)
        .await?;
        if inserted.rows_affected() == 1 {
            return Ok(ReplayClaim::Claimed);
        }
        let retaken = sqlx::query(
            "UPDATE replay_posts SET claimed_at = $2, channel_id = $3, guild_id = $5
             WHERE game_id = $1 AND message_id IS NULL AND claimed_at < $4",
        )
        .bind(game as i64)
        .bind(now)
        .bind(channel as i64)
        .bind(now - REPLAY_CLAIM_MS)
        .bind(guild.map(|g| g as i64))
        .execute(&self.pool)
        .await?;
        if retaken.rows_affected() == 1 {
            return Ok(ReplayClaim::Claimed);
        }
        let row: Option<(Option<i64>, i64, Option<i64>)> =
            sqlx::query_as("SELECT guild_id, channel_id, message_id FROM replay_posts WHERE game_id = $1")
                .bind(game as i64)
                .fetch_optional(&self.pool)
                .await?;
        Ok(match row {
            Some((guild, channel, Some(message))) => {
                ReplayClaim::Posted { guild: guild.map(|g| g as u64), channel: channel as u64, message: message as u64 }
            }
            _ => ReplayClaim::Busy,
        })
    }

    /// Stores the message that shows game `game`'s replay.
    pub async fn replay_posted(&self, game: u64, channel: u64, message: u64) -> Result<(), StoreError> {
        sqlx::query("UPDATE replay_posts SET channel_id = $2, message_id = $3 WHERE game_id = $1")
            .bind(game as i64)
            .bind(channel as i64)
            .bind(message as i64)
            .execute(&self.pool)
            .await?;
        Ok(())
    }

    /// Gives up a claim whose post failed, so the next press tries again.
    pub async fn release_replay(&self, game: u64) -> Result<(), StoreError> {
        sqlx::query("DELETE FROM replay_posts WHERE game_id = $1 AND message_id IS NULL")
            .bind(game as i64)
            .execute(&self.pool)
            .await?;
        Ok(())
    }

    /// Forgets the replay shown by `message` of `channel`, deleted: the next press of Replay posts it again
    /// instead of linking to nothing. True when the message was a replay's.
    pub async fn replay_message_deleted(&self, channel: u64, message: u64) -> Result<bool, StoreError> {
        // Read first: nearly every deleted message is no replay's, and a read takes no write lock.
        let found: Option<(i64,)> =
            sqlx::query_as("SELECT game_id FROM replay_posts WHERE message_id = $1 AND channel_id = $2")
                .bind(message as i64)
                .bind(channel as i64)
                .fetch_optional(&self.pool)
                .await?;
        if found.is_none() {
            return Ok(false);
        }
        let done = sqlx::query("DELETE FROM replay_posts WHERE message_id = $1 AND channel_id = $2")
            .bind(message as i64)
            .bind(channel as i64)
            .execute(&self.pool)
            .await?;
        Ok(done.rows_affected() > 0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::db::trusted;
    use crate::testing::{done, each_engine, temp_store};

    #[tokio::test]
    async fn a_replay_is_claimed_once_posted_once_and_purged_with_its_server() {
        each_engine("replay_posts", |store| async move {
            assert_eq!(store.claim_replay(7, Some(100), 5, 1_000).await.unwrap(), ReplayClaim::Claimed);
            assert_eq!(store.claim_replay(7, Some(100), 5, 2_000).await.unwrap(), ReplayClaim::Busy);
            // A claim that never led to a message is taken over after a minute.
            assert_eq!(store.claim_replay(7, Some(100), 6, 70_000).await.unwrap(), ReplayClaim::Claimed);
            store.replay_posted(7, 6, 99).await.unwrap();
            let posted = ReplayClaim::Posted { guild: Some(100), channel: 6, message: 99 };
            assert_eq!(store.claim_replay(7, Some(100), 5, 500_000).await.unwrap(), posted);
            // A failed post is released: the next press claims again.
            assert_eq!(store.claim_replay(8, None, 5, 1_000).await.unwrap(), ReplayClaim::Claimed);
            store.replay_posted(8, 5, 98).await.unwrap();
            let in_dm = ReplayClaim::Posted { guild: None, channel: 5, message: 98 };
            assert_eq!(store.claim_replay(8, Some(100), 5, 1_000).await.unwrap(), in_dm);
            sqlx::query("UPDATE replay_posts SET message_id = NULL WHERE game_id = 8")
                .execute(&store.pool)
                .await
                .unwrap();
            store.release_replay(8).await.unwrap();
            assert_eq!(store.claim_replay(8, None, 5, 1_001).await.unwrap(), ReplayClaim::Claimed);
            store.release_replay(7).await.unwrap();
            assert_eq!(store.claim_replay(7, Some(100), 5, 1_002).await.unwrap(), posted, "a posted replay stays");
            // The message deleted: the next press posts again; another message changes nothing.
            store.replay_posted(8, 5, 96).await.unwrap();
            assert!(!store.replay_message_deleted(5, 97).await.unwrap());
            assert!(!store.replay_message_deleted(6, 96).await.unwrap(), "another channel's message");
            assert!(store.replay_message_deleted(5, 96).await.unwrap());
            assert_eq!(store.claim_replay(8, None, 5, 1_002).await.unwrap(), ReplayClaim::Claimed);
            assert_eq!(store.claim_replay(9, Some(200), 5, 1_000).await.unwrap(), ReplayClaim::Claimed);
            assert_eq!(store.purge_guild(100).await.unwrap(), 1);
            assert_eq!(store.claim_replay(7, Some(100), 5, 1_003).await.unwrap(), ReplayClaim::Claimed);
            assert_eq!(store.claim_replay(9, Some(200), 5, 1_003).await.unwrap(), ReplayClaim::Busy);
        })
        .await;
    }

    #[tokio::test]
    async fn the_replay_purge_uses_an_index() {
        let (dir, store) = temp_store("replay_plans").await;
        let sql = "EXPLAIN QUERY PLAN DELETE FROM replay_posts WHERE guild_id = 1";
        let rows: Vec<(i64, i64, i64, String)> = sqlx::query_as(trusted(sql)).fetch_all(&store.pool).await.unwrap();
        assert!(rows.iter().any(|r| r.3.contains("USING INDEX replay_posts_guild")), "{rows:?}");
        let sql = "EXPLAIN QUERY PLAN DELETE FROM replay_posts WHERE message_id = 1 AND channel_id = 2";
        let rows: Vec<(i64, i64, i64, String)> = sqlx::query_as(trusted(sql)).fetch_all(&store.pool).await.unwrap();
        assert!(rows.iter().any(|r| r.3.contains("USING INDEX replay_posts_message")), "{rows:?}");
        done(dir, store).await;
    }
}
