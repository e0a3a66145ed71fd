//! Each server's live "Games now" message: the channel it is wanted in (written with the server's settings), the
//! message shown, its removal once the setting is gone, and the latest results it lists.

use super::db::{Store, StoreError, trusted};
use super::results::ResultRow;
use cuatro_game::{FinishedGame, GamesNowChannel};
use sqlx::AnyConnection;

/// A message the bot posted: its channel and id.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct PostedMessage {
    pub channel: u64,
    pub message: u64,
}

/// A server's "Games now" row.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct GamesNowRow {
    /// The channel the message is wanted in; None once the setting was removed (the message is then deleted, then
    /// the row).
    pub channel: Option<u64>,
    /// The message shown, if one was posted (in the old channel after the setting moved it).
    pub shown: Option<PostedMessage>,
}

/// A decided game of a server, newest first, with the channel it was played in when its game row is kept.
#[derive(Debug, Clone, PartialEq)]
pub struct RecentResult {
    pub channel: Option<u64>,
    pub game: FinishedGame,
}

/// A server's (`$1`) decided games, newest first, each with its game's channel.
const LATEST_RESULTS: &str = "SELECT results.session_id, results.game_no, results.guild_id, results.variant,
        results.format, results.red_id, results.yellow_id, results.cpu_level, results.result, results.end_reason,
        results.moves, results.red_first, results.yellow_first, results.rated, results.closes_period,
        results.finished_at, games.channel_id
    FROM results LEFT JOIN games ON games.id = results.session_id
    WHERE results.guild_id = $1
    ORDER BY results.finished_at DESC, results.session_id DESC, results.game_no DESC";

struct RecentRow {
    result: ResultRow,
    channel_id: Option<i64>,
}

impl<'r> sqlx::FromRow<'r, sqlx::any::AnyRow> for RecentRow {
    fn from_row(row: &'r sqlx::any::AnyRow) -> Result<Self, sqlx::Error> {
        use sqlx::Row;
        Ok(RecentRow { result: ResultRow::from_row(row)?, channel_id: row.try_get("channel_id")? })
    }
}

/// Writes the wanted channel of `guild`'s message as its settings say, in the caller's transaction: set (the message
/// shown is kept, to be edited or moved), or marked for removal (a row without a message goes at once).
pub(super) async fn save_wanted(
    conn: &mut AnyConnection,
    guild: u64,
    wanted: Option<GamesNowChannel>,
) -> Result<(), StoreError> {
    match wanted {
        Some(wanted) => {
            sqlx::query(
                "INSERT INTO games_now (guild_id, channel_id) VALUES ($1, $2)
                 ON CONFLICT (guild_id) DO UPDATE SET channel_id = excluded.channel_id",
            )
            .bind(guild as i64)
            .bind(wanted.channel as i64)
            .execute(&mut *conn)
            .await?;
        }
        None => {
            sqlx::query("UPDATE games_now SET channel_id = NULL WHERE guild_id = $1")
                .bind(guild as i64)
                .execute(&mut *conn)
                .await?;
            sqlx::query("DELETE FROM games_now WHERE guild_id = $1 AND message_id IS NULL")
                .bind(guild as i64)
                .execute(&mut *conn)
                .await?;
        }
    }
    Ok(())
}

impl Store {
    /// The servers with a "Games now" row (a message wanted, or one to delete).
    pub async fn games_now_servers(&self) -> Result<Vec<u64>, StoreError> {
        let rows: Vec<(i64,)> =
            sqlx::query_as("SELECT guild_id FROM games_now ORDER BY guild_id").fetch_all(&self.pool).await?;
        Ok(rows.into_iter().map(|(g,)| g as u64).collect())
    }

    /// `guild`'s "Games now" row, if it has one.
    pub async fn games_now(&self, guild: u64) -> Result<Option<GamesNowRow>, StoreError> {
        let row: Option<(Option<i64>, Option<i64>, Option<i64>)> =
            sqlx::query_as("SELECT channel_id, message_channel_id, message_id FROM games_now WHERE guild_id = $1")
                .bind(guild as i64)
                .fetch_optional(&self.pool)
                .await?;
        Ok(row.map(|(channel, message_channel, message)| GamesNowRow {
            channel: channel.map(|c| c as u64),
            shown: message_channel
                .zip(message)
                .map(|(channel, message)| PostedMessage { channel: channel as u64, message: message as u64 }),
        }))
    }

    /// Records the message that shows `guild`'s games now (None: none is shown any more); false when the server
    /// has no row (its setting was removed meanwhile and no message was known).
    pub async fn games_now_shown(&self, guild: u64, shown: Option<PostedMessage>) -> Result<bool, StoreError> {
        let done = sqlx::query("UPDATE games_now SET message_channel_id = $2, message_id = $3 WHERE guild_id = $1")
            .bind(guild as i64)
            .bind(shown.map(|s| s.channel as i64))
            .bind(shown.map(|s| s.message as i64))
            .execute(&self.pool)
            .await?;
        Ok(done.rows_affected() == 1)
    }

    /// Deletes `guild`'s row once its setting is removed and its message deleted; true when it went (a setting
    /// made again meanwhile keeps it).
    pub async fn games_now_removed(&self, guild: u64) -> Result<bool, StoreError> {
        let done = sqlx::query("DELETE FROM games_now WHERE guild_id = $1 AND channel_id IS NULL")
            .bind(guild as i64)
            .execute(&self.pool)
            .await?;
        Ok(done.rows_affected() == 1)
    }

    /// `guild`'s `limit` latest decided games, newest first, with their channels.
    pub async fn latest_results(&self, guild: u64, limit: u32) -> Result<Vec<RecentResult>, StoreError> {
        let rows: Vec<RecentRow> = sqlx::query_as(trusted(&format!("{LATEST_RESULTS} LIMIT $2")))
            .bind(guild as i64)
            .bind(i64::from(limit))
            .fetch_all(&self.pool)
            .await?;
        Ok(rows
            .into_iter()
            .map(|row| RecentResult { channel: row.channel_id.map(|c| c as u64), game: row.result.into() })
            .collect())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::{GUILD, assert_uses_indexes, done, each_engine, pvp, temp_store};
    use cuatro_game::{GuildSettings, Lang};

    fn wanted(channel: u64) -> GuildSettings {
        GuildSettings { games_now: Some(GamesNowChannel { channel, lang: Lang::Es }), ..GuildSettings::default() }
    }

    #[tokio::test]
    async fn the_settings_write_the_wanted_channel_and_the_message_follows() {
        each_engine("games_now", |store| async move {
            assert_eq!(store.games_now(1).await.unwrap(), None);
            store.save_guild_settings(1, &wanted(10), 0).await.unwrap();
            store.save_guild_settings(2, &wanted(20), 0).await.unwrap();
            assert_eq!(store.games_now_servers().await.unwrap(), vec![1, 2]);
            assert_eq!(store.games_now(1).await.unwrap(), Some(GamesNowRow { channel: Some(10), shown: None }));
            let posted = PostedMessage { channel: 10, message: 100 };
            assert!(store.games_now_shown(1, Some(posted)).await.unwrap());
            // Moved: the message shown stays known, to be deleted from the old channel.
            store.save_guild_settings(1, &wanted(11), 1).await.unwrap();
            assert_eq!(store.games_now(1).await.unwrap(), Some(GamesNowRow { channel: Some(11), shown: Some(posted) }));
            // Removed: the row waits for its message to be deleted.
            store.save_guild_settings(1, &GuildSettings::default(), 2).await.unwrap();
            assert_eq!(store.games_now(1).await.unwrap(), Some(GamesNowRow { channel: None, shown: Some(posted) }));
            assert!(store.games_now_shown(1, None).await.unwrap());
            assert!(store.games_now_removed(1).await.unwrap());
            assert_eq!(store.games_now(1).await.unwrap(), None);
            assert!(!store.games_now_shown(1, Some(posted)).await.unwrap(), "no row, nothing recorded");
            // A row without a message goes with its setting; one set again is not removed.
            store.save_guild_settings(2, &GuildSettings::default(), 3).await.unwrap();
            assert_eq!(store.games_now_servers().await.unwrap(), Vec::<u64>::new());
            store.save_guild_settings(3, &wanted(30), 3).await.unwrap();
            assert!(!store.games_now_removed(3).await.unwrap());
        })
        .await;
    }

    #[tokio::test]
    async fn the_latest_results_come_newest_first_with_their_channels() {
        each_engine("latest_results", |store| async move {
            let games = [pvp(1, 10, 20, "red", 100), pvp(2, 20, 10, "draw", 300), pvp(3, 10, 30, "yellow", 200)];
            store.record_finished(&games).await.unwrap();
            sqlx::query(
                "INSERT INTO games (id, guild_id, channel_id, status, variant, moves, state, created_at, updated_at)
                 VALUES (2, $1, 55, 'finished', 'classic', '', '{}', 0, 0)",
            )
            .bind(GUILD as i64)
            .execute(&store.pool)
            .await
            .unwrap();
            let latest = store.latest_results(GUILD, 2).await.unwrap();
            let seen: Vec<(u64, Option<u64>, String)> =
                latest.iter().map(|r| (r.game.session_id, r.channel, r.game.result.clone())).collect();
            assert_eq!(seen, vec![(2, Some(55), "draw".into()), (3, None, "yellow".into())]);
            assert_eq!(latest[0].game, games[1]);
            assert!(store.latest_results(GUILD + 1, 5).await.unwrap().is_empty());
        })
        .await;
    }

    #[tokio::test]
    async fn the_latest_results_use_the_server_index() {
        let (dir, store) = temp_store("latest_plan").await;
        let query = LATEST_RESULTS.replace("$1", "1");
        assert_uses_indexes(&store, &[(format!("{query} LIMIT 5"), false)]).await;
        done(dir, store).await;
    }
}
