//! The `results` table (one row per decided game), the rating changes it made, and the standings it updates.

use super::db::{Store, StoreError, row_reader, trusted};
use super::engine::Engine;
use super::replay::{apply_game, new_standing, pvp_players, rating_history, replay, replay_key};
use super::standings::{load_standing, lock_standings, reset_at, save_standing};
use cuatro_game::rating::RatedGame;
use cuatro_game::{FinishedGame, RatingChange, RatingHistory};
use sqlx::AnyConnection;

/// A `results` row, enough to replay it.
pub(super) struct ResultRow {
    session_id: i64,
    game_no: i64,
    guild_id: Option<i64>,
    variant: String,
    format: String,
    red_id: Option<i64>,
    yellow_id: Option<i64>,
    cpu_level: Option<String>,
    result: String,
    end_reason: String,
    moves: String,
    red_first: Option<i64>,
    yellow_first: Option<i64>,
    rated: bool,
    closes_period: bool,
    finished_at: i64,
}

row_reader!(ResultRow {
    session_id, game_no, guild_id, variant, format, red_id, yellow_id, cpu_level, result, end_reason, moves,
    red_first, yellow_first, finished_at; flags rated, closes_period
});

impl From<ResultRow> for FinishedGame {
    fn from(row: ResultRow) -> FinishedGame {
        FinishedGame {
            session_id: row.session_id as u64,
            game_no: row.game_no as u8,
            guild_id: row.guild_id.map(|g| g as u64),
            variant: row.variant,
            format: if row.format == "match" { cuatro_game::Format::Match } else { cuatro_game::Format::Single },
            red: row.red_id.map(|u| u as u64),
            yellow: row.yellow_id.map(|u| u as u64),
            cpu_level: row.cpu_level,
            result: row.result,
            end_reason: row.end_reason,
            moves: row.moves,
            red_first: row.red_first.map(|c| c as u8),
            yellow_first: row.yellow_first.map(|c| c as u8),
            rated: row.rated,
            closes_period: row.closes_period,
            finished_at: row.finished_at,
        }
    }
}

/// A game's result is one the results table accepts.
fn is_decided(game: &FinishedGame) -> bool {
    matches!(game.result.as_str(), "red" | "yellow" | "draw")
}

/// Inserts the result unless already stored; true when it was new.
async fn insert_result(conn: &mut AnyConnection, game: &FinishedGame) -> Result<bool, StoreError> {
    let done = sqlx::query(
        "INSERT INTO results (session_id, game_no, guild_id, variant, format, red_id, yellow_id, cpu_level,
             result, end_reason, moves, red_first, yellow_first, rated, closes_period, finished_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16)
         ON CONFLICT DO NOTHING",
    )
    .bind(game.session_id as i64)
    .bind(game.game_no as i64)
    .bind(game.guild_id.map(|g| g as i64))
    .bind(&game.variant)
    .bind(game.format.name())
    .bind(game.red.map(|u| u as i64))
    .bind(game.yellow.map(|u| u as i64))
    .bind(&game.cpu_level)
    .bind(&game.result)
    .bind(&game.end_reason)
    .bind(&game.moves)
    .bind(game.red_first.map(i64::from))
    .bind(game.yellow_first.map(i64::from))
    .bind(i64::from(game.rated))
    .bind(i64::from(game.closes_period))
    .bind(game.finished_at)
    .execute(&mut *conn)
    .await?;
    Ok(done.rows_affected() == 1)
}

/// The session's stored rated games other than `game_no` between the same two players (either colours): a
/// multi-seat session stores one row per pair, and each pair is rated on its own games.
async fn other_rated_games(
    conn: &mut AnyConnection,
    session_id: u64,
    game_no: u8,
    (a, b): (u64, u64),
) -> Result<Vec<RatedGame>, StoreError> {
    let rows: Vec<(i64, i64, String)> = sqlx::query_as(
        "SELECT red_id, yellow_id, result FROM results
         WHERE session_id = $1 AND game_no <> $2 AND rated <> 0
           AND ((red_id = $3 AND yellow_id = $4) OR (red_id = $4 AND yellow_id = $3))
         ORDER BY game_no",
    )
    .bind(session_id as i64)
    .bind(game_no as i64)
    .bind(a as i64)
    .bind(b as i64)
    .fetch_all(&mut *conn)
    .await?;
    let points = |result: &str| match result {
        "red" => 1.0,
        "yellow" => 0.0,
        _ => 0.5,
    };
    Ok(rows
        .into_iter()
        .map(|(red, yellow, result)| RatedGame { red: red as u64, yellow: yellow as u64, red_points: points(&result) })
        .collect())
}

/// Writes the rating changes of a session; a player changed again (another pair of a multi-seat session) keeps
/// the first `before_rating` and takes the new `after_rating`.
async fn save_changes(conn: &mut AnyConnection, session_id: u64, changes: &[RatingChange]) -> Result<(), StoreError> {
    for change in changes {
        sqlx::query(
            "INSERT INTO rating_changes (session_id, user_id, before_rating, after_rating)
             VALUES ($1, $2, $3, $4)
             ON CONFLICT (session_id, user_id) DO UPDATE SET after_rating = excluded.after_rating",
        )
        .bind(session_id as i64)
        .bind(change.user_id as i64)
        .bind(change.before)
        .bind(change.after)
        .execute(&mut *conn)
        .await?;
    }
    Ok(())
}

/// Applies one newly stored result to the standings; returns its rating changes.
async fn apply_stored(conn: &mut AnyConnection, game: &FinishedGame) -> Result<Vec<RatingChange>, StoreError> {
    let (Some(guild), Some((red_id, yellow_id))) = (game.guild_id, pvp_players(game)) else {
        return Ok(Vec::new());
    };
    if reset_at(conn, guild).await?.is_some_and(|reset| game.finished_at <= reset) {
        return Ok(Vec::new());
    }
    let red = load_standing(conn, guild, &game.variant, red_id).await?.unwrap_or_else(|| new_standing(red_id));
    let yellow = load_standing(conn, guild, &game.variant, yellow_id).await?.unwrap_or_else(|| new_standing(yellow_id));
    let earlier = if game.closes_period {
        other_rated_games(conn, game.session_id, game.game_no, (red_id, yellow_id)).await?
    } else {
        Vec::new()
    };
    let applied = apply_game(game, &earlier, red, yellow);
    save_standing(conn, guild, &game.variant, &applied.red).await?;
    save_standing(conn, guild, &game.variant, &applied.yellow).await?;
    save_changes(conn, game.session_id, &applied.changes).await?;
    Ok(applied.changes)
}

/// Stores the decided games (in replay order) and applies each newly stored one to the standings; returns the
/// rating changes they made, one per player (see [`merge_changes`]). Games already stored change nothing, so the
/// bot may pass them again on every save. Results that are not `red`, `yellow` or `draw` are skipped. Run it
/// inside the caller's write transaction ([`Store::begin_write`]).
pub(super) async fn record_finished_in(
    conn: &mut AnyConnection,
    engine: Engine,
    games: &[FinishedGame],
) -> Result<Vec<RatingChange>, StoreError> {
    let mut ordered: Vec<&FinishedGame> = games.iter().collect();
    ordered.sort_by_key(|g| replay_key(g));
    let mut changes = Vec::new();
    for game in ordered {
        if !is_decided(game) {
            tracing::warn!(session = game.session_id, result = %game.result, "undecided game not recorded");
            continue;
        }
        if insert_result(conn, game).await? {
            if let Some(guild) = game.guild_id {
                lock_standings(conn, engine, guild).await?;
            }
            merge_changes(&mut changes, apply_stored(conn, game).await?);
        }
    }
    Ok(changes)
}

/// Adds `new` to `changes`, one entry per player in order of first appearance: first `before`, last `after`.
fn merge_changes(changes: &mut Vec<RatingChange>, new: Vec<RatingChange>) {
    for change in new {
        match changes.iter_mut().find(|c| c.user_id == change.user_id) {
            Some(known) => known.after = change.after,
            None => changes.push(change),
        }
    }
}

impl Store {
    /// Stores decided games and updates the standings, in one write transaction (see
    /// `record_finished_in`); returns the rating changes the newly stored games made.
    pub async fn record_finished(&self, games: &[FinishedGame]) -> Result<Vec<RatingChange>, StoreError> {
        let mut tx = self.begin_write().await?;
        let changes = record_finished_in(&mut tx, self.engine, games).await?;
        tx.commit().await?;
        Ok(changes)
    }

    /// The rating changes a session's closing games made, one per player (red of the first one first), if any.
    pub async fn rating_changes(&self, session_id: u64) -> Result<Vec<RatingChange>, StoreError> {
        let rows: Vec<(i64, f64, f64)> = sqlx::query_as(
            "SELECT user_id, before_rating, after_rating FROM rating_changes WHERE session_id = $1 ORDER BY rowid",
        )
        .bind(session_id as i64)
        .fetch_all(&self.pool)
        .await?;
        Ok(rows.into_iter().map(|(user, before, after)| RatingChange { user_id: user as u64, before, after }).collect())
    }

    /// Recomputes the server's standings from its stored results after the last reset, in replay order, through
    /// the same `apply_game` as [`Store::record_finished`]; one write transaction.
    pub async fn rebuild_standings(&self, guild: u64) -> Result<(), StoreError> {
        let mut tx = self.begin_write().await?;
        lock_standings(&mut tx, self.engine, guild).await?;
        let reset = reset_at(&mut tx, guild).await?;
        let rows: Vec<ResultRow> = sqlx::query_as(trusted(&format!("{SERVER_RESULTS} ORDER BY {REPLAY_ORDER}")))
            .bind(guild as i64)
            .fetch_all(&mut *tx)
            .await?;
        let standings = replay(rows.into_iter().map(FinishedGame::from), reset);
        sqlx::query("DELETE FROM standings WHERE guild_id = $1").bind(guild as i64).execute(&mut *tx).await?;
        for ((variant, _), standing) in &standings {
            save_standing(&mut tx, guild, variant, standing).await?;
        }
        tx.commit().await?;
        Ok(())
    }

    /// `user`'s rating history on the server in `variant` since its leaderboard's last reset, replayed from the
    /// stored results (see [`RatingHistory`]).
    pub async fn rating_history(&self, guild: u64, variant: &str, user: u64) -> Result<RatingHistory, StoreError> {
        let mut conn = self.pool.acquire().await?;
        let reset = reset_at(&mut conn, guild).await?;
        let sql = format!("{SERVER_RESULTS} AND variant = $2 ORDER BY {REPLAY_ORDER}");
        let rows: Vec<ResultRow> =
            sqlx::query_as(trusted(&sql)).bind(guild as i64).bind(variant).fetch_all(&mut *conn).await?;
        Ok(rating_history(rows.into_iter().map(FinishedGame::from), reset, variant, user))
    }
}

/// A server's results (`$1`), every column of [`ResultRow`].
const SERVER_RESULTS: &str =
    "SELECT session_id, game_no, guild_id, variant, format, red_id, yellow_id, cpu_level, result,
        end_reason, moves, red_first, yellow_first, rated, closes_period, finished_at
    FROM results WHERE guild_id = $1";

/// The order results are replayed in (see `replay_key`).
const REPLAY_ORDER: &str = "finished_at, session_id, game_no";

#[cfg(test)]
#[path = "results_tests.rs"]
mod tests;
