//! The `games` table: save a session, load the active ones after a restart, read a result.

use super::db::{Flag, Store, StoreError};
use crate::game::{Millis, Phase, RatingChange, Seat, Session};

/// A stored game as the queries see it.
#[derive(Debug, Clone, PartialEq, Eq, sqlx::FromRow)]
pub struct GameRow {
    pub id: i64,
    pub guild_id: Option<i64>,
    pub channel_id: i64,
    pub message_id: Option<i64>,
    pub status: String,
    pub variant: String,
    pub red_id: Option<i64>,
    pub yellow_id: Option<i64>,
    pub cpu_level: Option<String>,
    pub result: Option<String>,
    pub end_reason: Option<String>,
    pub moves: String,
    #[sqlx(try_from = "Flag")]
    pub scored: bool,
    #[sqlx(try_from = "Flag")]
    pub cpu_stood_in: bool,
    pub created_at: i64,
    pub updated_at: i64,
    pub finished_at: Option<i64>,
}

impl Store {
    /// Writes the session's current state (insert or update) and records its newly decided games, in one
    /// write transaction. Returns the rating changes a newly closed rating period made. With a fence (see
    /// [`Store::fenced`]) the write happens only while this process holds the lease of the game's shard, else
    /// [`StoreError::NotOwner`] and nothing is written.
    pub async fn save(&self, session: &Session, now: Millis) -> Result<Vec<RatingChange>, StoreError> {
        let state = serde_json::to_string(session).expect("a session serializes");
        let seat_user = |seat: usize| match session.seats[seat] {
            Some(Seat::Human(id)) => Some(id as i64),
            _ => None,
        };
        let cpu_level = session.seats.iter().find_map(|s| match s {
            Some(Seat::Cpu(level)) => Some(level.name()),
            _ => None,
        });
        let (status, reason) = match session.phase {
            Phase::Challenge { .. } => ("challenge", None),
            Phase::Playing | Phase::BetweenGames { .. } => ("playing", None),
            Phase::Finished { reason, .. } => {
                ("finished", Some(serde_json::to_value(reason).expect("a reason serializes")))
            }
        };
        let finished_at = (!session.is_active()).then_some(session.last_activity);
        // INSERT … SELECT … WHERE: with a fence the SELECT yields no row unless the lease is ours, and then
        // neither the insert nor the update happens. (SQLite needs the WHERE to parse the upsert.)
        let guard = match (&self.fence, self.engine) {
            (Some(_), super::db::Engine::Postgres) => super::fence::postgres_guard(19),
            (Some(_), super::db::Engine::Sqlite) => super::fence::sqlite_guard(19),
            (None, _) => "1 = 1".to_owned(),
        };
        let sql = format!(
            "INSERT INTO games (id, guild_id, channel_id, message_id, status, variant, red_id, yellow_id, cpu_level,
                 result, end_reason, moves, scored, cpu_stood_in, state, created_at, updated_at, finished_at)
             SELECT $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18 WHERE {guard}
             ON CONFLICT (id) DO UPDATE SET message_id = excluded.message_id, status = excluded.status,
                 red_id = excluded.red_id, yellow_id = excluded.yellow_id, result = excluded.result,
                 end_reason = excluded.end_reason, moves = excluded.moves, scored = excluded.scored,
                 cpu_stood_in = excluded.cpu_stood_in, state = excluded.state, updated_at = excluded.updated_at,
                 finished_at = excluded.finished_at"
        );
        let mut tx = self.begin_write().await?;
        let mut query = sqlx::query(sqlx::AssertSqlSafe(sql))
            .bind(session.id as i64)
            .bind(session.guild_id.map(|g| g as i64))
            .bind(session.channel_id as i64)
            .bind(session.message_id.map(|m| m as i64))
            .bind(status)
            .bind(session.rules.variant.to_string())
            .bind(seat_user(0))
            .bind(seat_user(1))
            .bind(cpu_level)
            .bind(session.result_name())
            .bind(reason.and_then(|r| r.as_str().map(str::to_owned)))
            .bind(session.game.record().moves)
            .bind(i64::from(session.is_scored()))
            .bind(i64::from(session.cpu_stood_in))
            .bind(state)
            .bind(session.created_at)
            .bind(now)
            .bind(finished_at);
        if let Some(fence) = &self.fence {
            query = query
                .bind(fence.total as i64)
                .bind(fence.shard_of(session.guild_id) as i64)
                .bind(fence.owner.clone())
                .bind(now);
        }
        if query.execute(&mut *tx).await?.rows_affected() == 0 {
            return Err(StoreError::NotOwner { id: session.id });
        }
        let finished = session.finished_games();
        let changes = if finished.is_empty() {
            Vec::new()
        } else {
            super::results::record_finished_in(&mut tx, self.engine, &finished).await?
        };
        tx.commit().await?;
        Ok(changes)
    }

    /// Every game not finished, to resume after a restart. Unreadable rows are reported, not fatal.
    pub async fn active_sessions(&self) -> Result<(Vec<Session>, Vec<StoreError>), StoreError> {
        self.read_active("", None).await
    }

    /// The games not finished on servers of `shard` of `total` (direct messages: shard 0), as
    /// [`Store::active_sessions`].
    pub async fn active_sessions_of_shard(
        &self,
        shard: u32,
        total: u32,
    ) -> Result<(Vec<Session>, Vec<StoreError>), StoreError> {
        // Discord's formula, `(guild_id >> 22) % total`, in SQL that both engines read alike.
        let filter = "AND COALESCE((guild_id >> 22) % $2, 0) = $1";
        self.read_active(filter, Some((shard, total.max(1)))).await
    }

    async fn read_active(
        &self,
        filter: &str,
        shard: Option<(u32, u32)>,
    ) -> Result<(Vec<Session>, Vec<StoreError>), StoreError> {
        let sql = format!("SELECT id, state FROM games WHERE status <> 'finished' {filter} ORDER BY id");
        let mut query = sqlx::query_as::<_, (i64, String)>(sqlx::AssertSqlSafe(sql));
        if let Some((shard, total)) = shard {
            query = query.bind(shard as i64).bind(total as i64);
        }
        let mut sessions = Vec::new();
        let mut broken = Vec::new();
        for (id, state) in query.fetch_all(&self.pool).await? {
            match Session::from_json(&state) {
                Ok(session) => sessions.push(session),
                Err(e) => broken.push(StoreError::Corrupt { id, reason: e.to_string() }),
            }
        }
        Ok((sessions, broken))
    }

    /// One stored game, if any.
    pub async fn game(&self, id: u64) -> Result<Option<GameRow>, StoreError> {
        let row = sqlx::query_as::<_, GameRow>(
            "SELECT id, guild_id, channel_id, message_id, status, variant, red_id, yellow_id, cpu_level, result,
                    end_reason, moves, scored, cpu_stood_in, created_at, updated_at, finished_at
             FROM games WHERE id = $1",
        )
        .bind(id as i64)
        .fetch_optional(&self.pool)
        .await?;
        Ok(row)
    }

    /// A stored session by game id (any status), to review a game after a restart.
    pub async fn session(&self, id: u64) -> Result<Option<Session>, StoreError> {
        let state: Option<String> = sqlx::query_scalar("SELECT state FROM games WHERE id = $1")
            .bind(id as i64)
            .fetch_optional(&self.pool)
            .await?;
        state
            .map(|state| {
                Session::from_json(&state).map_err(|e| StoreError::Corrupt { id: id as i64, reason: e.to_string() })
            })
            .transpose()
    }

    /// The id of `user`'s most recently finished game with moves, if any.
    pub async fn latest_finished_of(&self, user: u64) -> Result<Option<u64>, StoreError> {
        let id: Option<i64> = sqlx::query_scalar(
            "SELECT id FROM games WHERE status = 'finished' AND moves <> '' AND (red_id = $1 OR yellow_id = $1)
             ORDER BY finished_at DESC, id DESC LIMIT 1",
        )
        .bind(user as i64)
        .fetch_optional(&self.pool)
        .await?;
        Ok(id.map(|id| id as u64))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::Level;
    use crate::config::TimeoutAction;
    use crate::engine::Move;
    use crate::game::{Lang, Rules};
    use crate::store::db::Engine;
    use crate::store::testing::{each_engine, each_engine_url};

    fn rules() -> Rules {
        Rules::new("classic".parse().unwrap(), Some(60_000), TimeoutAction::Cpu, Lang::Es)
    }

    #[tokio::test]
    async fn a_session_survives_a_reopen_and_its_result_is_queryable() {
        each_engine_url("reopen", |url| async move {
            let store = Store::open(&url).await.unwrap();
            let mut session = Session::vs_cpu(42, Some(7), 9, 100, Level::Hard, true, rules(), 1_000);
            session.message_id = Some(555);
            session.play(100, Move::Drop(3), 0, 2_000).unwrap();
            store.save(&session, 2_000).await.unwrap();
            store.close().await;

            let store = Store::open(&url).await.unwrap();
            let (active, broken) = store.active_sessions().await.unwrap();
            assert!(broken.is_empty());
            assert_eq!(active.len(), 1);
            let back = &active[0];
            assert_eq!((back.id, back.message_id, back.move_no(), back.rules), (42, Some(555), 1, rules()));
            assert_eq!(back.deadline, session.deadline);

            session.resign(100, 3_000).unwrap();
            store.save(&session, 3_000).await.unwrap();
            assert!(store.active_sessions().await.unwrap().0.is_empty());
            let row = store.game(42).await.unwrap().unwrap();
            assert_eq!(
                (row.status.as_str(), row.result.as_deref(), row.end_reason.as_deref()),
                ("finished", Some("yellow"), Some("resigned"))
            );
            assert_eq!(
                (row.red_id, row.yellow_id, row.cpu_level.as_deref(), row.moves.as_str()),
                (Some(100), None, Some("hard"), "d")
            );
            assert!(!row.scored, "vs-cpu games are not rated");
            assert_eq!(store.session(42).await.unwrap().map(|s| s.game.record().moves), Some("d".into()));
            assert_eq!(store.session(43).await.unwrap().map(|s| s.id), None);
            assert_eq!(store.latest_finished_of(100).await.unwrap(), Some(42));
            assert_eq!(store.latest_finished_of(101).await.unwrap(), None);
            store.close().await;
        })
        .await;
    }

    #[tokio::test]
    async fn a_corrupt_row_is_reported_and_the_rest_load() {
        each_engine("corrupt", |store| async move {
            store.save(&Session::vs_cpu(1, None, 9, 100, Level::Easy, true, rules(), 0), 0).await.unwrap();
            store.save(&Session::vs_cpu(2, None, 8, 100, Level::Easy, true, rules(), 0), 0).await.unwrap();
            sqlx::query("UPDATE games SET state = '{\"broken\":1}' WHERE id = 2").execute(&store.pool).await.unwrap();
            let (active, broken) = store.active_sessions().await.unwrap();
            assert_eq!(active.iter().map(|s| s.id).collect::<Vec<_>>(), vec![1]);
            assert!(matches!(broken.as_slice(), [StoreError::Corrupt { id: 2, .. }]));
        })
        .await;
    }

    #[tokio::test]
    async fn a_three_player_result_is_stored_and_the_table_keeps_its_indexes() {
        each_engine("green", |store| async move {
            let insert = |id: i64, result: &'static str| {
                sqlx::query(
                    "INSERT INTO games (id, guild_id, channel_id, status, variant, red_id, yellow_id, result,
                         end_reason, moves, state, created_at, updated_at, finished_at)
                     VALUES ($1, 7, 9, 'finished', 'classic', 100, 200, $2, 'line', 'd', '{}', 1, 2, 2)",
                )
                .bind(id)
                .bind(result)
            };
            insert(1, "green").execute(&store.pool).await.unwrap();
            let row = store.game(1).await.unwrap().unwrap();
            assert_eq!(
                (row.status.as_str(), row.result.as_deref(), row.finished_at),
                ("finished", Some("green"), Some(2))
            );
            assert!(insert(2, "purple").execute(&store.pool).await.is_err(), "the CHECK still refuses other results");
            let sql = match store.engine() {
                Engine::Sqlite => {
                    "SELECT name FROM sqlite_master
                     WHERE type = 'index' AND tbl_name = 'games' AND sql IS NOT NULL ORDER BY name"
                }
                Engine::Postgres => {
                    "SELECT CAST(indexname AS TEXT) FROM pg_indexes WHERE tablename = 'games' AND schemaname = current_schema()
                       AND indexname <> 'games_pkey' ORDER BY indexname"
                }
            };
            let indexes: Vec<(String,)> = sqlx::query_as(sql).fetch_all(&store.pool).await.unwrap();
            let names: Vec<&str> = indexes.iter().map(|(n,)| n.as_str()).collect();
            assert_eq!(names, ["games_active", "games_guild", "games_guild_finished"]);
        })
        .await;
    }
}
