//! The latest interaction token of each board shown only through tokens (a private chat), kept so that a restarted
//! process can still edit the board within the token's 15 minutes.

use super::db::{Store, StoreError};
use cuatro_game::Millis;

/// How long Discord accepts an interaction token: rows older than this are of no use.
pub const TOKEN_LIFETIME_MS: Millis = 15 * 60_000;

/// A board's latest token: its `@original` message, the board posted as its follow-up, and when it arrived.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StoredToken {
    pub token: String,
    pub original: Option<u64>,
    pub followup: Option<u64>,
    pub saved_at: Millis,
}

impl Store {
    /// Keeps `token` as game `game`'s latest (in server `guild`, None in a private chat), unless a newer one is
    /// kept already (two writes may land out of order).
    pub async fn save_board_token(&self, game: u64, guild: Option<u64>, token: &StoredToken) -> Result<(), StoreError> {
        sqlx::query(
            "INSERT INTO board_tokens (game_id, guild_id, token, original, followup, saved_at)
             VALUES ($1, $2, $3, $4, $5, $6)
             ON CONFLICT (game_id) DO UPDATE SET token = excluded.token, original = excluded.original,
                 followup = excluded.followup, saved_at = excluded.saved_at
             WHERE board_tokens.saved_at <= excluded.saved_at",
        )
        .bind(game as i64)
        .bind(guild.map(|g| g as i64))
        .bind(&token.token)
        .bind(token.original.map(|m| m as i64))
        .bind(token.followup.map(|m| m as i64))
        .bind(token.saved_at)
        .execute(&self.pool)
        .await?;
        Ok(())
    }

    /// Game `game`'s latest token, if one is kept.
    pub async fn board_token(&self, game: u64) -> Result<Option<StoredToken>, StoreError> {
        let row: Option<(String, Option<i64>, Option<i64>, i64)> =
            sqlx::query_as("SELECT token, original, followup, saved_at FROM board_tokens WHERE game_id = $1")
                .bind(game as i64)
                .fetch_optional(&self.pool)
                .await?;
        Ok(row.map(|(token, original, followup, saved_at)| StoredToken {
            token,
            original: original.map(|m| m as u64),
            followup: followup.map(|m| m as u64),
            saved_at,
        }))
    }

    /// Deletes the tokens saved before `before`; returns how many.
    pub async fn forget_board_tokens(&self, before: Millis) -> Result<u64, StoreError> {
        let deleted =
            sqlx::query("DELETE FROM board_tokens WHERE saved_at < $1").bind(before).execute(&self.pool).await?;
        Ok(deleted.rows_affected())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::each_engine;

    #[tokio::test]
    async fn a_boards_latest_token_is_kept_replaced_and_forgotten_when_old() {
        each_engine("board-tokens", |store| async move {
            let first = StoredToken { token: "a".into(), original: Some(5), followup: None, saved_at: 1_000 };
            store.save_board_token(1, None, &first).await.unwrap();
            assert_eq!(store.board_token(1).await.unwrap(), Some(first));
            let second = StoredToken { token: "b".into(), original: Some(6), followup: Some(7), saved_at: 2_000 };
            store.save_board_token(1, None, &second).await.unwrap();
            let older = StoredToken { token: "late".into(), saved_at: 1_500, ..second.clone() };
            store.save_board_token(1, None, &older).await.unwrap();
            assert_eq!(store.board_token(1).await.unwrap(), Some(second.clone()), "an older write lands late");
            store.save_board_token(2, Some(9), &StoredToken { saved_at: 5_000, ..second.clone() }).await.unwrap();
            store.save_board_token(3, None, &StoredToken { saved_at: 500, ..second.clone() }).await.unwrap();
            assert_eq!(store.board_token(1).await.unwrap(), Some(second));
            assert_eq!(store.forget_board_tokens(1_000).await.unwrap(), 1, "the old one");
            assert_eq!(store.board_token(3).await.unwrap(), None);
            assert_eq!(store.purge_guild(9).await.unwrap(), 1, "the server's");
            assert_eq!(store.board_token(2).await.unwrap(), None);
            assert!(store.board_token(1).await.unwrap().is_some());
        })
        .await;
    }
}
