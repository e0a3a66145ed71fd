//! Tournaments: each one's state as JSON under a version (a compare-and-set save), its message, and the results
//! its games' last saves recorded.

use super::db::{Store, StoreError};
use cuatro_game::PairingResult;
use cuatro_game::tournament::{Status, Tournament};
use sqlx::AnyConnection;

/// A tournament as stored: its state, the version a save must follow, and its message.
#[derive(Debug, Clone, PartialEq)]
pub struct StoredTournament {
    pub tournament: Tournament,
    pub version: u64,
    pub message: Option<u64>,
}

const COLUMNS: &str = "state, version, message_id";

type Row = (String, i64, Option<i64>);

fn status_name(status: Status) -> &'static str {
    match status {
        Status::Open => "open",
        Status::Running => "running",
        Status::Paused => "paused",
        Status::Finished => "finished",
        Status::Cancelled => "cancelled",
    }
}

fn parse(row: Row) -> Result<StoredTournament, StoreError> {
    let tournament = serde_json::from_str(&row.0)
        .map_err(|e| StoreError::Corrupt { id: -1, reason: format!("a tournament: {e}") })?;
    Ok(StoredTournament { tournament, version: row.1 as u64, message: row.2.map(|m| m as u64) })
}

/// Records a finished tournament game's result in the save's transaction (once: a later save of the same game
/// changes nothing).
pub(super) async fn record_pairing_in(
    conn: &mut AnyConnection,
    guild: Option<u64>,
    result: &PairingResult,
    now: i64,
) -> Result<(), StoreError> {
    let no_show = result.no_show.iter().map(u64::to_string).collect::<Vec<_>>().join(",");
    sqlx::query(
        "INSERT INTO tournament_results (game_id, tournament_id, guild_id, first_id, second_id, first_points,
             second_points, moves, no_show, finished_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) ON CONFLICT (game_id) DO NOTHING",
    )
    .bind(result.game as i64)
    .bind(result.tournament as i64)
    .bind(guild.unwrap_or(0) as i64)
    .bind(result.players[0] as i64)
    .bind(result.players[1] as i64)
    .bind(i64::from(result.points[0]))
    .bind(i64::from(result.points[1]))
    .bind(i64::from(result.moves))
    .bind(no_show)
    .bind(now)
    .execute(&mut *conn)
    .await?;
    Ok(())
}

impl Store {
    /// Stores a new tournament at version 1.
    pub async fn create_tournament(&self, t: &Tournament, now: i64) -> Result<StoredTournament, StoreError> {
        let state = serde_json::to_string(t).expect("a tournament serializes");
        sqlx::query(
            "INSERT INTO tournaments (id, guild_id, channel_id, message_id, status, state, version, created_at,
                 updated_at)
             VALUES ($1, $2, $3, NULL, $4, $5, 1, $6, $6)",
        )
        .bind(t.id as i64)
        .bind(t.guild_id as i64)
        .bind(t.channel_id as i64)
        .bind(status_name(t.status))
        .bind(state)
        .bind(now)
        .execute(&self.pool)
        .await?;
        Ok(StoredTournament { tournament: t.clone(), version: 1, message: None })
    }

    /// Saves `stored.tournament` as the version after `stored.version`, if nobody saved it since (then
    /// `StoreError::Stale`: read it again); `stored.version` moves on.
    pub async fn save_tournament(&self, stored: &mut StoredTournament, now: i64) -> Result<(), StoreError> {
        let t = &stored.tournament;
        let state = serde_json::to_string(t).expect("a tournament serializes");
        let written = sqlx::query(
            "UPDATE tournaments SET state = $1, status = $2, message_id = $3, version = $4, updated_at = $5
             WHERE id = $6 AND version = $7",
        )
        .bind(state)
        .bind(status_name(t.status))
        .bind(stored.message.map(|m| m as i64))
        .bind(stored.version as i64 + 1)
        .bind(now)
        .bind(t.id as i64)
        .bind(stored.version as i64)
        .execute(&self.pool)
        .await?
        .rows_affected();
        if written == 0 {
            return Err(StoreError::Stale { id: t.id, stored: 0, saving: stored.version + 1 });
        }
        stored.version += 1;
        Ok(())
    }

    /// One tournament.
    pub async fn tournament(&self, id: u64) -> Result<Option<StoredTournament>, StoreError> {
        let sql = format!("SELECT {COLUMNS} FROM tournaments WHERE id = $1");
        let row: Option<Row> =
            sqlx::query_as(sqlx::AssertSqlSafe(sql)).bind(id as i64).fetch_optional(&self.pool).await?;
        row.map(parse).transpose()
    }

    /// The ids and servers of every tournament not over (open, running or paused).
    pub async fn tournaments_under_way(&self) -> Result<Vec<(u64, u64)>, StoreError> {
        let rows: Vec<(i64, i64)> = sqlx::query_as(
            "SELECT id, guild_id FROM tournaments WHERE status IN ('open', 'running', 'paused') ORDER BY id",
        )
        .fetch_all(&self.pool)
        .await?;
        Ok(rows.into_iter().map(|(id, guild)| (id as u64, guild as u64)).collect())
    }

    /// A server's tournaments, the ones not over first, then the latest; at most `limit`.
    pub async fn tournaments_of_guild(&self, guild: u64, limit: u32) -> Result<Vec<StoredTournament>, StoreError> {
        let sql = format!(
            "SELECT {COLUMNS} FROM tournaments WHERE guild_id = $1
             ORDER BY CASE WHEN status IN ('open', 'running', 'paused') THEN 0 ELSE 1 END, id DESC LIMIT $2"
        );
        let rows: Vec<Row> = sqlx::query_as(sqlx::AssertSqlSafe(sql))
            .bind(guild as i64)
            .bind(i64::from(limit))
            .fetch_all(&self.pool)
            .await?;
        rows.into_iter().map(parse).collect()
    }

    /// The results recorded for a tournament's games, in the order they came.
    pub async fn tournament_results(&self, tournament: u64) -> Result<Vec<PairingResult>, StoreError> {
        let rows: Vec<(i64, i64, i64, i64, i64, i64, String)> = sqlx::query_as(
            "SELECT game_id, first_id, second_id, first_points, second_points, moves, no_show
             FROM tournament_results WHERE tournament_id = $1 ORDER BY finished_at, game_id",
        )
        .bind(tournament as i64)
        .fetch_all(&self.pool)
        .await?;
        Ok(rows
            .into_iter()
            .map(|(game, first, second, p1, p2, moves, no_show)| PairingResult {
                tournament,
                game: game as u64,
                players: [first as u64, second as u64],
                points: [p1 as u8, p2 as u8],
                moves: moves as u32,
                no_show: no_show.split(',').filter_map(|u| u.parse().ok()).collect(),
            })
            .collect())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::each_engine;
    use cuatro_game::tournament::{TournamentFormat, TournamentSetup};
    use cuatro_game::{Lang, Rules, Session, TimeoutAction};

    fn swiss(id: u64, guild: u64) -> Tournament {
        let setup = TournamentSetup { cap: Some(8), ..TournamentSetup::plain(TournamentFormat::Swiss { rounds: 3 }) };
        Tournament::new(id, guild, 10, 1, setup, 0)
    }

    #[tokio::test]
    async fn a_tournament_saves_only_over_the_version_it_was_read_at() {
        each_engine("tournaments", |store| async move {
            let mut first = store.create_tournament(&swiss(5, 100), 0).await.unwrap();
            let mut second = store.tournament(5).await.unwrap().unwrap();
            assert_eq!(first, second);
            first.tournament.join(7, 1500.0, 1).unwrap();
            first.message = Some(99);
            store.save_tournament(&mut first, 1).await.unwrap();
            second.tournament.join(8, 1500.0, 1).unwrap();
            assert!(matches!(store.save_tournament(&mut second, 1).await, Err(StoreError::Stale { .. })));
            let read = store.tournament(5).await.unwrap().unwrap();
            assert_eq!((read.version, read.message), (2, Some(99)));
            assert_eq!(read.tournament.entrants.len(), 1);
            assert_eq!(store.tournaments_under_way().await.unwrap(), vec![(5, 100)]);
            assert_eq!(store.tournaments_of_guild(100, 5).await.unwrap().len(), 1);
            assert!(store.tournaments_of_guild(200, 5).await.unwrap().is_empty());
        })
        .await;
    }

    #[tokio::test]
    async fn a_finished_tournament_game_records_its_result_once_with_its_save() {
        each_engine("tournament_results", |store| async move {
            let mut rules = Rules::new("classic".parse().unwrap(), Some(60_000), TimeoutAction::Forfeit, Lang::En);
            rules.format = cuatro_game::Format::Match;
            let mut session = Session::tournament_pairing(77, 100, 10, 1, 2, rules, 5, 0);
            session.finish(cuatro_game::GameResult::Win(1), cuatro_game::EndReason::Resigned, 10);
            let shown = crate::BoardMessages::default();
            session.version = 1;
            store.save(&session, &shown, 10).await.unwrap();
            session.version = 2;
            store.save(&session, &shown, 20).await.unwrap();
            let results = store.tournament_results(5).await.unwrap();
            assert_eq!(results.len(), 1);
            assert_eq!((results[0].players, results[0].points), ([1, 2], [0, 2]));
            store.create_tournament(&swiss(5, 100), 0).await.unwrap();
            store.create_tournament(&swiss(6, 200), 0).await.unwrap();
            assert_eq!(store.purge_guild(100).await.unwrap(), 3, "the game, the tournament and its result");
            assert!(store.tournament_results(5).await.unwrap().is_empty());
            assert!(store.tournament(5).await.unwrap().is_none());
            assert!(store.tournament(6).await.unwrap().is_some(), "another server's is kept");
        })
        .await;
    }
}
