//! Server settings and lifecycle: settings as JSON, leaving and coming back, purging a server's data.

use super::db::{Store, StoreError};
use super::games_now::save_wanted;
use cuatro_game::{GuildSettings, Millis};

impl Store {
    /// The server's settings; the defaults when it has none, or when its row is unreadable (logged).
    pub async fn guild_settings(&self, guild: u64) -> Result<GuildSettings, StoreError> {
        let row: Option<(String,)> = sqlx::query_as("SELECT settings FROM guild_settings WHERE guild_id = $1")
            .bind(guild as i64)
            .fetch_optional(&self.pool)
            .await?;
        let Some((json,)) = row else {
            return Ok(GuildSettings::default());
        };
        Ok(serde_json::from_str(&json).unwrap_or_else(|e| {
            tracing::warn!(guild, error = %e, "unreadable server settings: using the defaults");
            GuildSettings::default()
        }))
    }

    /// Writes the server's settings, and with them the daily puzzle's schedule into the poster's index and the
    /// "Games now" message's channel into its row.
    pub async fn save_guild_settings(
        &self,
        guild: u64,
        settings: &GuildSettings,
        now: Millis,
    ) -> Result<(), StoreError> {
        let json = serde_json::to_string(settings).expect("settings serialize");
        let mut tx = self.begin_write().await?;
        sqlx::query(
            "INSERT INTO guild_settings (guild_id, settings, updated_at) VALUES ($1, $2, $3)
             ON CONFLICT (guild_id) DO UPDATE SET settings = excluded.settings, updated_at = excluded.updated_at",
        )
        .bind(guild as i64)
        .bind(json)
        .bind(now)
        .execute(&mut *tx)
        .await?;
        match settings.daily_puzzle {
            Some(daily) => {
                sqlx::query(
                    "INSERT INTO daily_schedules (guild_id, channel_id, hour) VALUES ($1, $2, $3)
                     ON CONFLICT (guild_id) DO UPDATE SET channel_id = excluded.channel_id, hour = excluded.hour",
                )
                .bind(guild as i64)
                .bind(daily.channel as i64)
                .bind(i64::from(daily.hour))
                .execute(&mut *tx)
                .await?
            }
            None => {
                sqlx::query("DELETE FROM daily_schedules WHERE guild_id = $1")
                    .bind(guild as i64)
                    .execute(&mut *tx)
                    .await?
            }
        };
        save_wanted(&mut tx, guild, settings.games_now).await?;
        tx.commit().await?;
        Ok(())
    }

    /// Notes that the bot left the server at `now` (kept if it had already left and not come back).
    pub async fn guild_left(&self, guild: u64, now: Millis) -> Result<(), StoreError> {
        sqlx::query(
            "INSERT INTO guild_meta (guild_id, left_at) VALUES ($1, $2)
             ON CONFLICT (guild_id) DO UPDATE SET left_at = COALESCE(guild_meta.left_at, excluded.left_at)",
        )
        .bind(guild as i64)
        .bind(now)
        .execute(&self.pool)
        .await?;
        Ok(())
    }

    /// Notes that the bot is on the server (again): its data is no longer due for purging.
    pub async fn guild_back(&self, guild: u64) -> Result<(), StoreError> {
        sqlx::query("UPDATE guild_meta SET left_at = NULL WHERE guild_id = $1")
            .bind(guild as i64)
            .execute(&self.pool)
            .await?;
        Ok(())
    }

    /// Servers the bot left before `left_before`, oldest first.
    pub async fn guilds_to_purge(&self, left_before: Millis) -> Result<Vec<u64>, StoreError> {
        let rows: Vec<(i64,)> = sqlx::query_as(
            "SELECT guild_id FROM guild_meta WHERE left_at IS NOT NULL AND left_at < $1 ORDER BY left_at, guild_id",
        )
        .bind(left_before)
        .fetch_all(&self.pool)
        .await?;
        Ok(rows.into_iter().map(|(g,)| g as u64).collect())
    }

    /// Deletes everything stored about the server (games, results, standings, its sessions' rating changes,
    /// replay posts, the puzzles found in its games and the attempts made there, the daily puzzle's schedule and
    /// posts, the "Games now" message's row, its tournaments and their results, settings, lifecycle, the interactions
    /// handled there, its boards' tokens) in one immediate transaction; returns the number of rows deleted. Players' puzzle ratings are
    /// their own, kept.
    pub async fn purge_guild(&self, guild: u64) -> Result<u64, StoreError> {
        const STATEMENTS: [&str; 16] = [
            "DELETE FROM rating_changes WHERE session_id IN (SELECT session_id FROM results WHERE guild_id = $1)",
            "DELETE FROM results WHERE guild_id = $1",
            "DELETE FROM standings WHERE guild_id = $1",
            "DELETE FROM games WHERE guild_id = $1",
            "DELETE FROM replay_posts WHERE guild_id = $1",
            "DELETE FROM puzzle_attempts WHERE guild_id = $1",
            "DELETE FROM puzzles WHERE guild_id = $1",
            "DELETE FROM daily_schedules WHERE guild_id = $1",
            "DELETE FROM daily_puzzles WHERE guild_id = $1",
            "DELETE FROM games_now WHERE guild_id = $1",
            "DELETE FROM tournaments WHERE guild_id = $1",
            "DELETE FROM tournament_results WHERE guild_id = $1",
            "DELETE FROM guild_settings WHERE guild_id = $1",
            "DELETE FROM guild_meta WHERE guild_id = $1",
            "DELETE FROM interactions_handled WHERE guild_id = $1",
            "DELETE FROM board_tokens WHERE guild_id = $1",
        ];
        let mut tx = self.begin_write().await?;
        let mut deleted = 0;
        for sql in STATEMENTS {
            deleted += sqlx::query(sql).bind(guild as i64).execute(&mut *tx).await?.rows_affected();
        }
        tx.commit().await?;
        Ok(deleted)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use cuatro_game::TimeoutAction;
    use cuatro_game::{FinishedGame, Format, Theme};

    use crate::testing::{assert_uses_indexes, done, each_engine, temp_store};

    #[tokio::test]
    async fn settings_default_round_trip_and_survive_corruption() {
        each_engine("roundtrip", |store| async move {
            assert_eq!(store.guild_settings(1).await.unwrap(), GuildSettings::default());
            let settings = GuildSettings {
                timer_ms: Some(30_000),
                timeout_action: Some(TimeoutAction::Forfeit),
                thread_per_game: true,
                alternate_first: false,
                theme: Theme::ColourBlind,
                allowed_channels: vec![5, 6],
                default_format: Format::Match,
                rate_single_games: true,
                max_games_per_user: Some(2),
                hints: false,
                daily_puzzle: Some(cuatro_game::DailySchedule { channel: 8, hour: 23, lang: cuatro_game::Lang::Es }),
                daily_failure: Some(cuatro_game::DailyFailure { code: 50001, days: 1 }),
                games_now: Some(cuatro_game::GamesNowChannel { channel: 9, lang: cuatro_game::Lang::De }),
                tournament_role: Some(11),
                web_pages: true,
            };
            store.save_guild_settings(1, &settings, 10).await.unwrap();
            assert_eq!(store.guild_settings(1).await.unwrap(), settings);
            let changed = GuildSettings { theme: Theme::Xo, ..settings };
            store.save_guild_settings(1, &changed, 20).await.unwrap();
            assert_eq!(store.guild_settings(1).await.unwrap(), changed);
            assert_eq!(store.guild_settings(2).await.unwrap(), GuildSettings::default());
            sqlx::query("UPDATE guild_settings SET settings = '{\"theme\": 7' WHERE guild_id = 1")
                .execute(&store.pool)
                .await
                .unwrap();
            assert_eq!(
                store.guild_settings(1).await.unwrap(),
                GuildSettings::default(),
                "a corrupt row reads as defaults"
            );
        })
        .await;
    }

    #[tokio::test]
    async fn servers_left_long_enough_are_due_for_purging() {
        each_engine("left", |store| async move {
            store.guild_left(1, 100).await.unwrap();
            store.guild_left(1, 500).await.unwrap();
            store.guild_left(2, 200).await.unwrap();
            store.guild_left(3, 300).await.unwrap();
            store.guild_back(3).await.unwrap();
            store.guild_back(4).await.unwrap();
            assert_eq!(store.guilds_to_purge(250).await.unwrap(), vec![1, 2], "leaving again keeps the first time");
            assert_eq!(store.guilds_to_purge(150).await.unwrap(), vec![1]);
            assert!(store.guilds_to_purge(100).await.unwrap().is_empty());
        })
        .await;
    }

    /// A rated, period-closing PvP game on `guild`.
    fn rated_game(session_id: u64, guild: u64) -> FinishedGame {
        FinishedGame {
            session_id,
            game_no: 0,
            guild_id: Some(guild),
            variant: "classic".into(),
            format: Format::Single,
            red: Some(10),
            yellow: Some(20),
            cpu_level: None,
            result: "red".into(),
            end_reason: "line".into(),
            moves: "d".into(),
            red_first: Some(3),
            yellow_first: None,
            rated: true,
            closes_period: true,
            finished_at: 1_000,
        }
    }

    /// Stores a game row of `guild` directly.
    async fn insert_game_row(store: &Store, id: i64, guild: u64) {
        sqlx::query(
            "INSERT INTO games (id, guild_id, channel_id, status, variant, moves, state, created_at, updated_at)
             VALUES ($1, $2, 1, 'finished', 'classic', '', '{}', 0, 0)",
        )
        .bind(id)
        .bind(guild as i64)
        .execute(&store.pool)
        .await
        .unwrap();
    }

    async fn rows_of(store: &Store, guild: u64) -> [i64; 6] {
        let mut counts = [0; 6];
        let tables = ["games", "results", "standings", "guild_settings", "guild_meta", "games_now"];
        for (i, table) in tables.iter().enumerate() {
            let sql = format!("SELECT COUNT(*) FROM {table} WHERE guild_id = $1");
            let (n,): (i64,) =
                sqlx::query_as(sqlx::AssertSqlSafe(sql)).bind(guild as i64).fetch_one(&store.pool).await.unwrap();
            counts[i] = n;
        }
        counts
    }

    #[tokio::test]
    async fn purging_a_server_keeps_the_others() {
        each_engine("purge", |store| async move {
            for (session, guild) in [(1, 100), (2, 200)] {
                assert_eq!(store.record_finished(&[rated_game(session, guild)]).await.unwrap().len(), 2);
                let games_now = Some(cuatro_game::GamesNowChannel { channel: 1, lang: cuatro_game::Lang::En });
                store
                    .save_guild_settings(guild, &GuildSettings { games_now, ..GuildSettings::default() }, 0)
                    .await
                    .unwrap();
                store.guild_left(guild, 5).await.unwrap();
                insert_game_row(&store, session as i64, guild).await;
            }
            assert_eq!(rows_of(&store, 100).await, [1, 1, 2, 1, 1, 1]);
            assert_eq!(store.purge_guild(100).await.unwrap(), 1 + 1 + 2 + 1 + 1 + 1 + 2, "2 rating changes");
            assert_eq!(rows_of(&store, 100).await, [0; 6]);
            assert!(store.rating_changes(1).await.unwrap().is_empty());
            assert_eq!(rows_of(&store, 200).await, [1, 1, 2, 1, 1, 1]);
            assert_eq!(store.rating_changes(2).await.unwrap().len(), 2);
            assert_eq!(store.purge_guild(100).await.unwrap(), 0);
        })
        .await;
    }

    #[tokio::test]
    async fn the_purge_uses_indexes() {
        let (dir, store) = temp_store("plans").await;
        assert_uses_indexes(&store, &[("DELETE FROM games WHERE guild_id = 1".to_string(), false)]).await;
        done(dir, store).await;
    }
}
