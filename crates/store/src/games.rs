//! The `games` table: save a session, load the active ones after a restart, read a result.

use super::db::{Store, StoreError, row_reader};
use cuatro_game::{Millis, Phase, RatingChange, Seat, Session};

/// Where a game is shown on Discord, stored in columns beside its state (not in it): its board message, the latest
/// "your turn" notice of a long-timer game, when the board was posted, and whether only interaction tokens reach it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct BoardMessages {
    /// The board message, once posted.
    pub board: Option<u64>,
    /// The latest "your turn" message, replaced at each turn.
    pub notice: Option<u64>,
    /// When the board message was posted.
    pub posted_at: Millis,
    /// The bot may not post or edit messages in the game's channel (a private chat, a server that did not invite
    /// it): the board shows only through the players' interaction tokens.
    pub tokens_only: bool,
}

/// A stored game as the queries see it.
#[derive(Debug, Clone, PartialEq, Eq)]
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
    pub scored: bool,
    pub cpu_stood_in: bool,
    pub created_at: i64,
    pub updated_at: i64,
    pub finished_at: Option<i64>,
    /// The save counter of the stored state (see `Session::version`).
    pub version: i64,
}

row_reader!(GameRow {
    id, guild_id, channel_id, message_id, status, variant, red_id, yellow_id, cpu_level, result, end_reason, moves,
    created_at, updated_at, finished_at, version; flags scored, cpu_stood_in
});

impl Store {
    /// Writes the session's current state (insert or update) and records its newly decided games, in one
    /// write transaction. Returns the rating changes a newly closed rating period made.
    ///
    /// Nothing is written, and the error says why, when:
    /// - with a fence (see [`Store::fenced`]), another process holds the lease of the game's shard:
    ///   [`StoreError::NotOwner`]; or this process's lease of it ran out unrenewed: [`StoreError::LeaseLapsed`];
    /// - another game is stored under the session's id (another `created_at` or channel): [`StoreError::IdTaken`];
    /// - the stored row's version is not below the session's `version`: [`StoreError::Stale`] (a state at least
    ///   as new is stored; the caller has nothing to retry).
    pub async fn save(
        &self,
        session: &Session,
        shown: &BoardMessages,
        now: Millis,
    ) -> Result<Vec<RatingChange>, StoreError> {
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
            (Some(_), super::engine::Engine::Postgres) => super::fence::postgres_guard(19),
            (Some(_), super::engine::Engine::Sqlite) => super::fence::sqlite_guard(19),
            (None, _) => "1 = 1".to_owned(),
        };
        // The update applies only to the same game (same creation time and channel: a colliding id is refused) at
        // an older version (a late retry never overwrites a newer state, a finished game stays finished).
        let sql = format!(
            "INSERT INTO games (id, guild_id, channel_id, message_id, status, variant, red_id, yellow_id, cpu_level,
                 result, end_reason, moves, scored, cpu_stood_in, state, created_at, updated_at, finished_at, version,
                 notice_id, board_posted_at, tokens_only)
             SELECT $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $23, $24, $25, $26
             WHERE {guard}
             ON CONFLICT (id) DO UPDATE SET message_id = excluded.message_id, notice_id = excluded.notice_id,
                 board_posted_at = excluded.board_posted_at, status = excluded.status,
                 red_id = excluded.red_id, yellow_id = excluded.yellow_id, result = excluded.result,
                 end_reason = excluded.end_reason, moves = excluded.moves, scored = excluded.scored,
                 cpu_stood_in = excluded.cpu_stood_in, state = excluded.state, updated_at = excluded.updated_at,
                 finished_at = excluded.finished_at, version = excluded.version
             WHERE games.version < excluded.version AND games.created_at = excluded.created_at
                 AND games.channel_id = excluded.channel_id"
        );
        // Every statement of a save binds the same values, $1 to $26 (the fence's four unused without a fence),
        // so the refusal's diagnosis below can test the same guard.
        let bind = |sql: String| {
            let query = sqlx::query(sqlx::AssertSqlSafe(sql))
                .bind(session.id as i64)
                .bind(session.guild_id.map(|g| g as i64))
                .bind(session.channel_id as i64)
                .bind(shown.board.map(|m| m as i64))
                .bind(status)
                .bind(session.rules.variant.to_string())
                .bind(seat_user(0))
                .bind(seat_user(1))
                .bind(cpu_level)
                .bind(session.result_name())
                .bind(reason.as_ref().and_then(|r| r.as_str().map(str::to_owned)))
                .bind(session.game.record().moves)
                .bind(i64::from(session.is_scored()))
                .bind(i64::from(session.cpu_stood_in))
                .bind(state.clone())
                .bind(session.created_at)
                .bind(now)
                .bind(finished_at);
            let query = match &self.fence {
                Some(fence) => query
                    .bind(fence.total as i64)
                    .bind(fence.shard_of(session.guild_id) as i64)
                    .bind(fence.owner.clone())
                    .bind(now),
                None => query.bind(0_i64).bind(0_i64).bind(String::new()).bind(0_i64),
            };
            let query = query.bind(session.version as i64).bind(shown.notice.map(|m| m as i64));
            query.bind(shown.posted_at).bind(i64::from(shown.tokens_only))
        };
        let mut tx = self.begin_write().await?;
        if bind(sql).execute(&mut *tx).await?.rows_affected() == 0 {
            // Nothing written: say why (the transaction is rolled back when dropped).
            if self.fence.is_some() {
                let lease_ours = format!("SELECT CAST(CASE WHEN {guard} THEN 1 ELSE 0 END AS BIGINT)");
                let ours: i64 = sqlx::Row::try_get(&bind(lease_ours).fetch_one(&mut *tx).await?, 0)?;
                if ours == 0 {
                    // Lapsed (this process's name still on it) or another process's.
                    let holder = "SELECT owner FROM shard_leases WHERE total = $19 AND shard = $20".to_owned();
                    let holder = bind(holder).fetch_optional(&mut *tx).await?;
                    let holder: Option<String> = holder.map(|row| sqlx::Row::try_get(&row, 0)).transpose()?;
                    let lapsed = self.fence.as_ref().is_some_and(|f| holder.as_deref() == Some(f.owner.as_str()));
                    let id = session.id;
                    return Err(if lapsed { StoreError::LeaseLapsed { id } } else { StoreError::NotOwner { id } });
                }
            }
            let stored: Option<(i64, i64, i64)> =
                sqlx::query_as("SELECT version, created_at, channel_id FROM games WHERE id = $1")
                    .bind(session.id as i64)
                    .fetch_optional(&mut *tx)
                    .await?;
            return Err(match stored {
                Some((_, created_at, channel_id))
                    if (created_at, channel_id) != (session.created_at, session.channel_id as i64) =>
                {
                    StoreError::IdTaken { id: session.id }
                }
                Some((stored, ..)) => {
                    StoreError::Stale { id: session.id, stored: stored as u64, saving: session.version }
                }
                None => StoreError::NotOwner { id: session.id },
            });
        }
        let finished = session.finished_games();
        let changes = if finished.is_empty() {
            Vec::new()
        } else {
            super::results::record_finished_in(&mut tx, self.engine, &finished).await?
        };
        if let Some(result) = session.pairing_result() {
            super::tournaments::record_pairing_in(&mut tx, session.guild_id, &result, now).await?;
        }
        tx.commit().await?;
        Ok(changes)
    }

    /// Every game not finished, with where it is shown, to resume after a restart. Unreadable rows are reported,
    /// not fatal.
    pub async fn active_sessions(&self) -> Result<(Vec<(Session, BoardMessages)>, Vec<StoreError>), StoreError> {
        self.read_active("", None).await
    }

    /// The games not finished on servers of `shard` of `total` (direct messages: shard 0), as
    /// [`Store::active_sessions`].
    pub async fn active_sessions_of_shard(
        &self,
        shard: u32,
        total: u32,
    ) -> Result<(Vec<(Session, BoardMessages)>, Vec<StoreError>), StoreError> {
        // Discord's formula, `(guild_id >> 22) % total`, in SQL that both engines read alike.
        let filter = "AND COALESCE((guild_id >> 22) % $2, 0) = $1";
        self.read_active(filter, Some((shard, total.max(1)))).await
    }

    async fn read_active(
        &self,
        filter: &str,
        shard: Option<(u32, u32)>,
    ) -> Result<(Vec<(Session, BoardMessages)>, Vec<StoreError>), StoreError> {
        let sql = format!(
            "SELECT id, state, version, message_id, notice_id, board_posted_at, tokens_only FROM games
             WHERE status <> 'finished' {filter} ORDER BY id"
        );
        type Row = (i64, String, i64, Option<i64>, Option<i64>, i64, i64);
        let mut query = sqlx::query_as::<_, Row>(sqlx::AssertSqlSafe(sql));
        if let Some((shard, total)) = shard {
            query = query.bind(shard as i64).bind(total as i64);
        }
        let mut sessions = Vec::new();
        let mut broken = Vec::new();
        for (id, state, version, board, notice, posted_at, tokens_only) in query.fetch_all(&self.pool).await? {
            let (board, notice) = (board.map(|m| m as u64), notice.map(|m| m as u64));
            let shown = BoardMessages { board, notice, posted_at, tokens_only: tokens_only != 0 };
            match stored_session(id, &state, version) {
                Ok(session) => sessions.push((session, shown)),
                Err(e) => broken.push(e),
            }
        }
        Ok((sessions, broken))
    }

    /// One stored game, if any.
    pub async fn game(&self, id: u64) -> Result<Option<GameRow>, StoreError> {
        let row = sqlx::query_as::<_, GameRow>(
            "SELECT id, guild_id, channel_id, message_id, status, variant, red_id, yellow_id, cpu_level, result,
                    end_reason, moves, scored, cpu_stood_in, created_at, updated_at, finished_at, version
             FROM games WHERE id = $1",
        )
        .bind(id as i64)
        .fetch_optional(&self.pool)
        .await?;
        Ok(row)
    }

    /// A stored session by game id (any status), to review a game after a restart.
    pub async fn session(&self, id: u64) -> Result<Option<Session>, StoreError> {
        let row: Option<(String, i64)> = sqlx::query_as("SELECT state, version FROM games WHERE id = $1")
            .bind(id as i64)
            .fetch_optional(&self.pool)
            .await?;
        row.map(|(state, version)| stored_session(id as i64, &state, version)).transpose()
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

    /// Deletes the records of the games that finished before `before` (their rows and their replays' messages):
    /// `games.keep_finished`. Results, ratings and tournaments keep what they counted. Returns the games deleted.
    pub async fn delete_finished_before(&self, before: i64) -> Result<u64, StoreError> {
        let mut tx = self.begin_write().await?;
        sqlx::query(
            "DELETE FROM replay_posts WHERE game_id IN
             (SELECT id FROM games WHERE status = 'finished' AND finished_at < $1)",
        )
        .bind(before)
        .execute(&mut *tx)
        .await?;
        let deleted = sqlx::query("DELETE FROM games WHERE status = 'finished' AND finished_at < $1")
            .bind(before)
            .execute(&mut *tx)
            .await?
            .rows_affected();
        tx.commit().await?;
        Ok(deleted)
    }
}

/// A stored row's session: its `state`, at the row's `version` (the column is the truth: the JSON of a row stored
/// before versions existed has none).
fn stored_session(id: i64, state: &str, version: i64) -> Result<Session, StoreError> {
    let mut session = Session::from_json(state).map_err(|e| StoreError::Corrupt { id, reason: e.to_string() })?;
    session.version = version as u64;
    Ok(session)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::Engine;
    use crate::testing::{each_engine, each_engine_url};
    use cuatro_ai::Level;
    use cuatro_engine::Move;
    use cuatro_game::TimeoutAction;
    use cuatro_game::{Lang, Rules};

    fn rules() -> Rules {
        Rules::new("classic".parse().unwrap(), Some(60_000), TimeoutAction::Cpu, Lang::Es)
    }

    #[tokio::test]
    async fn a_session_survives_a_reopen_and_its_result_is_queryable() {
        each_engine_url("reopen", |url| async move {
            let store = Store::open(&url).await.unwrap();
            let mut session = Session::vs_cpu(42, Some(7), 9, 100, Level::Hard, true, rules(), 1_000);
            session.play(100, Move::Drop(3), 0, 2_000).unwrap();
            session.version = 1;
            let shown = BoardMessages { board: Some(555), notice: Some(556), posted_at: 1_500, tokens_only: true };
            store.save(&session, &shown, 2_000).await.unwrap();
            store.close().await;

            let store = Store::open(&url).await.unwrap();
            let (active, broken) = store.active_sessions().await.unwrap();
            assert!(broken.is_empty());
            assert_eq!(active.len(), 1);
            let (back, back_shown) = &active[0];
            assert_eq!((back.id, back.move_no(), back.rules), (42, 1, rules()));
            assert_eq!(*back_shown, shown);
            assert_eq!((back.deadline, back.version), (session.deadline, 1));

            session.resign(100, 3_000).unwrap();
            session.version = 2;
            store.save(&session, &BoardMessages::default(), 3_000).await.unwrap();
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
    async fn finished_games_older_than_the_retention_are_deleted_with_their_replays_and_the_rest_kept() {
        each_engine("retention", |store| async move {
            for (id, finished_at) in [(1, 1_000), (2, 5_000)] {
                let mut session = pvp(id, 9 + id, 0);
                session.resign(100, finished_at).unwrap();
                session.version = 1;
                store.save(&session, &BoardMessages::default(), finished_at).await.unwrap();
                assert_eq!(store.claim_replay(id, Some(7), 9, finished_at).await.unwrap(), crate::ReplayClaim::Claimed);
            }
            let mut live = pvp(3, 20, 0);
            live.version = 1;
            store.save(&live, &BoardMessages::default(), 0).await.unwrap();
            assert_eq!(store.delete_finished_before(5_000).await.unwrap(), 1);
            assert!(store.game(1).await.unwrap().is_none());
            assert!(store.game(2).await.unwrap().is_some() && store.game(3).await.unwrap().is_some());
            let replays: i64 =
                sqlx::query_scalar("SELECT COUNT(*) FROM replay_posts").fetch_one(&store.pool).await.unwrap();
            assert_eq!(replays, 1, "the deleted game's replay message is forgotten");
            assert_eq!(results_of(&store, 1).await, 1, "its result still counts");
            assert_eq!(store.delete_finished_before(5_000).await.unwrap(), 0);
        })
        .await;
    }

    /// Alice (red) and Bob on server 7, channel 9, created at `created_at`, with Alice's first move played.
    fn pvp(id: u64, channel: u64, created_at: Millis) -> Session {
        let mut session = Session::challenge(id, Some(7), channel, 100, Some(200), true, rules(), created_at, i64::MAX);
        session.accept(200, created_at).unwrap();
        session.play(100, Move::Drop(3), 0, created_at + 1).unwrap();
        session
    }

    async fn results_of(store: &Store, id: u64) -> i64 {
        sqlx::query_scalar("SELECT COUNT(*) FROM results WHERE session_id = $1")
            .bind(id as i64)
            .fetch_one(&store.pool)
            .await
            .unwrap()
    }

    #[tokio::test]
    async fn a_late_save_of_an_older_version_changes_nothing() {
        each_engine("stale", |store| async move {
            let mut session = pvp(42, 9, 1_000);
            session.version = 1;
            store.save(&session, &BoardMessages::default(), 2_000).await.unwrap();
            let playing = session.clone();
            session.resign(200, 3_000).unwrap();
            session.version = 2;
            store.save(&session, &BoardMessages::default(), 3_000).await.unwrap();
            assert_eq!(results_of(&store, 42).await, 1);

            // The retry of version 1 arrives after version 2: refused, the game stays finished.
            let late = store.save(&playing, &BoardMessages::default(), 4_000).await;
            assert!(matches!(late, Err(StoreError::Stale { id: 42, stored: 2, saving: 1 })), "{late:?}");
            let row = store.game(42).await.unwrap().unwrap();
            assert_eq!(
                (row.status.as_str(), row.result.as_deref(), row.updated_at, row.version),
                ("finished", Some("red"), 3_000, 2)
            );
            assert!(store.active_sessions().await.unwrap().0.is_empty(), "no playing state came back");
            // The same version again (a save that timed out but landed, then retried): refused, counted once.
            let again = store.save(&session, &BoardMessages::default(), 5_000).await;
            assert!(matches!(again, Err(StoreError::Stale { stored: 2, saving: 2, .. })), "{again:?}");
            assert_eq!(results_of(&store, 42).await, 1, "the result is not recorded twice");
            let wins: i64 = sqlx::query_scalar("SELECT wins FROM standings WHERE guild_id = 7 AND user_id = 100")
                .fetch_one(&store.pool)
                .await
                .unwrap();
            assert_eq!(wins, 1, "nor counted twice");
            assert_eq!(store.session(42).await.unwrap().map(|s| s.version), Some(2));
        })
        .await;
    }

    #[tokio::test]
    async fn a_new_game_never_overwrites_another_game_stored_under_its_id() {
        each_engine("idtaken", |store| async move {
            let mut first = pvp(42, 9, 1_000);
            first.version = 1;
            store.save(&first, &BoardMessages::default(), 1_500).await.unwrap();
            let before = store.game(42).await.unwrap().unwrap();

            // Another process started a game with the same id: another creation time, or another channel.
            for (other, created_at) in [(pvp(42, 9, 1_001), 1_001), (pvp(42, 10, 1_000), 1_000)] {
                let mut other = other;
                other.version = 5;
                other.resign(100, created_at + 10).unwrap();
                let refused = store.save(&other, &BoardMessages::default(), 2_000).await;
                assert!(matches!(refused, Err(StoreError::IdTaken { id: 42 })), "{refused:?}");
                assert_eq!(store.game(42).await.unwrap().unwrap(), before, "the stored game is left alone");
                assert_eq!(results_of(&store, 42).await, 0, "nothing of the other game was recorded");
            }
            let mut renamed = pvp(43, 9, 1_001);
            renamed.version = 1;
            store.save(&renamed, &BoardMessages::default(), 2_000).await.unwrap();
            assert_eq!(store.game(43).await.unwrap().unwrap().created_at, 1_001, "saved under a fresh id");
        })
        .await;
    }

    /// Copies the engine's migrations up to `last` into a new folder (the same files: the same checksums).
    fn migrations_up_to(engine: Engine, last: i64, dir: &std::path::Path) -> std::path::PathBuf {
        let folder = match engine {
            Engine::Sqlite => "sqlite",
            Engine::Postgres => "postgres",
        };
        let from = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../../migrations").join(folder);
        let to = dir.join(format!("migrations-{folder}"));
        std::fs::create_dir_all(&to).unwrap();
        for entry in std::fs::read_dir(&from).unwrap() {
            let path = entry.unwrap().path();
            let name = path.file_name().unwrap().to_str().unwrap().to_owned();
            let version: i64 = name.split('_').next().unwrap().parse().unwrap();
            if version <= last {
                std::fs::copy(&path, to.join(name)).unwrap();
            }
        }
        to
    }

    #[tokio::test]
    async fn a_game_stored_before_versions_loads_at_its_move_count_and_saves() {
        each_engine_url("preversion", |url| async move {
            let engine = Engine::of(&url).unwrap();
            let dir = std::env::temp_dir().join(format!("cuatro-preversion-{}-{}", std::process::id(), url.len()));
            let _ = std::fs::remove_dir_all(&dir);
            let migrations = migrations_up_to(engine, 4, &dir);
            sqlx::any::install_default_drivers();
            let connect = match engine {
                Engine::Sqlite => super::super::db::sqlite_url_creating(&url),
                Engine::Postgres => url.clone(),
            };
            let old = sqlx::AnyPool::connect(&connect).await.unwrap();
            sqlx::migrate::Migrator::new(migrations.as_path()).await.unwrap().run(&old).await.unwrap();

            // A popout game stored by an earlier release: three moves, the third a pop (`ddd^`), its board and
            // notice messages inside its state.
            let popout = Rules::new("popout".parse().unwrap(), None, TimeoutAction::Cpu, Lang::En);
            let mut session = Session::challenge(42, Some(7), 9, 100, Some(200), true, popout, 1_000, i64::MAX);
            session.accept(200, 1_000).unwrap();
            session.play(100, Move::Drop(3), 0, 1_001).unwrap();
            session.play(200, Move::Drop(3), 1, 1_002).unwrap();
            session.play(100, Move::Pop(3), 2, 1_003).unwrap();
            let mut state: serde_json::Value = serde_json::to_value(&session).unwrap();
            let fields = state.as_object_mut().unwrap();
            fields.remove("version");
            fields.insert("message_id".into(), 555.into());
            fields.insert("notice_id".into(), 556.into());
            fields.insert("board_posted_at".into(), 1_001.into());
            sqlx::query(
                "INSERT INTO games (id, guild_id, channel_id, status, variant, red_id, yellow_id, moves, state,
                     created_at, updated_at)
                 VALUES (42, 7, 9, 'playing', 'popout', 100, 200, $1, $2, 1000, 1003)",
            )
            .bind(session.game.record().moves)
            .bind(state.to_string())
            .execute(&old)
            .await
            .unwrap();
            old.close().await;

            let store = Store::open(&url).await.unwrap();
            let row = store.game(42).await.unwrap().unwrap();
            assert_eq!((row.moves.as_str(), row.version), ("ddd^", 3), "its version is its move count");
            let (active, broken) = store.active_sessions().await.unwrap();
            assert!(broken.is_empty(), "{broken:?}");
            let (mut back, shown) = active.into_iter().next().unwrap();
            assert_eq!((back.id, back.move_no(), back.version), (42, 3, 3));
            assert_eq!(
                shown,
                BoardMessages { board: Some(555), notice: Some(556), posted_at: 1_001, tokens_only: false },
                "from its state"
            );

            // The bot's next save: the next version, accepted.
            back.play(200, Move::Drop(2), 3, 2_000).unwrap();
            back.version += 1;
            store.save(&back, &shown, 2_000).await.unwrap();
            let row = store.game(42).await.unwrap().unwrap();
            assert_eq!((row.moves.as_str(), row.version, row.updated_at), ("ddd^c", 4, 2_000));
            assert_eq!(store.active_sessions().await.unwrap().0[0].1, shown, "kept in its columns");
            assert_eq!(store.session(42).await.unwrap().map(|s| (s.move_no(), s.version)), Some((4, 4)));
            store.close().await;
            let _ = std::fs::remove_dir_all(&dir);
        })
        .await;
    }

    #[tokio::test]
    async fn a_corrupt_row_is_reported_and_the_rest_load() {
        each_engine("corrupt", |store| async move {
            let none = BoardMessages::default();
            store.save(&Session::vs_cpu(1, None, 9, 100, Level::Easy, true, rules(), 0), &none, 0).await.unwrap();
            store.save(&Session::vs_cpu(2, None, 8, 100, Level::Easy, true, rules(), 0), &none, 0).await.unwrap();
            sqlx::query("UPDATE games SET state = '{\"broken\":1}' WHERE id = 2").execute(&store.pool).await.unwrap();
            let (active, broken) = store.active_sessions().await.unwrap();
            assert_eq!(active.iter().map(|(s, _)| s.id).collect::<Vec<_>>(), vec![1]);
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
