//! The `standings` table (one row per player, server and variant) and the leaderboard read from it.

use super::db::{Store, StoreError, row_reader, trusted};
use super::engine::Engine;
use cuatro_game::{LeaderboardPage, Millis, Standing};
use sqlx::AnyConnection;

/// The columns of `standings` that make a [`Standing`], in [`StandingRow`]'s order.
pub(super) const STANDING_COLUMNS: &str = "user_id, rating, deviation, volatility, rated_at, wins, draws, losses";

/// The leaderboard order; `standings_rank` serves it.
pub(super) const LEADERBOARD_ORDER: &str = "rating DESC, half_points DESC, user_id ASC";

/// A `standings` row as read by [`STANDING_COLUMNS`].
pub(super) struct StandingRow {
    user_id: i64,
    rating: f64,
    deviation: f64,
    volatility: f64,
    rated_at: Option<i64>,
    wins: i64,
    draws: i64,
    losses: i64,
}

row_reader!(StandingRow { user_id, rating, deviation, volatility, rated_at, wins, draws, losses });

impl From<StandingRow> for Standing {
    fn from(row: StandingRow) -> Standing {
        Standing {
            user_id: row.user_id as u64,
            rating: row.rating,
            deviation: row.deviation,
            volatility: row.volatility,
            rated_at: row.rated_at,
            wins: row.wins as u32,
            draws: row.draws as u32,
            losses: row.losses as u32,
        }
    }
}

/// The server's last leaderboard reset, if any.
pub(super) async fn reset_at(conn: &mut AnyConnection, guild: u64) -> Result<Option<Millis>, StoreError> {
    let row: Option<(Option<i64>,)> = sqlx::query_as("SELECT leaderboard_reset_at FROM guild_meta WHERE guild_id = $1")
        .bind(guild as i64)
        .fetch_optional(&mut *conn)
        .await?;
    Ok(row.and_then(|(at,)| at))
}

/// One player's stored standing, if any.
pub(super) async fn load_standing(
    conn: &mut AnyConnection,
    guild: u64,
    variant: &str,
    user: u64,
) -> Result<Option<Standing>, StoreError> {
    let sql = format!("SELECT {STANDING_COLUMNS} FROM standings WHERE guild_id = $1 AND variant = $2 AND user_id = $3");
    let row: Option<StandingRow> = sqlx::query_as(trusted(&sql))
        .bind(guild as i64)
        .bind(variant)
        .bind(user as i64)
        .fetch_optional(&mut *conn)
        .await?;
    Ok(row.map(Standing::from))
}

/// Writes one player's standing (insert or replace).
pub(super) async fn save_standing(
    conn: &mut AnyConnection,
    guild: u64,
    variant: &str,
    standing: &Standing,
) -> Result<(), StoreError> {
    sqlx::query(
        "INSERT INTO standings
             (guild_id, variant, user_id, rating, deviation, volatility, rated_at, wins, draws, losses)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
         ON CONFLICT (guild_id, variant, user_id) DO UPDATE SET rating = excluded.rating,
             deviation = excluded.deviation, volatility = excluded.volatility, rated_at = excluded.rated_at,
             wins = excluded.wins, draws = excluded.draws, losses = excluded.losses",
    )
    .bind(guild as i64)
    .bind(variant)
    .bind(standing.user_id as i64)
    .bind(standing.rating)
    .bind(standing.deviation)
    .bind(standing.volatility)
    .bind(standing.rated_at)
    .bind(standing.wins as i64)
    .bind(standing.draws as i64)
    .bind(standing.losses as i64)
    .execute(&mut *conn)
    .await?;
    Ok(())
}

/// Serialises the writers of one server's standings until the transaction ends. SQLite's write transaction
/// already excludes every other writer; PostgreSQL takes a transaction-scoped advisory lock on the server.
pub(super) async fn lock_standings(conn: &mut AnyConnection, engine: Engine, guild: u64) -> Result<(), StoreError> {
    if engine == Engine::Postgres {
        sqlx::query("SELECT 1 FROM (SELECT pg_advisory_xact_lock($1)) AS locked")
            .bind(guild as i64)
            .execute(&mut *conn)
            .await?;
    }
    Ok(())
}

/// The player's rank (1-based) in the leaderboard order: one more than the rows ranked above.
async fn rank_of(conn: &mut AnyConnection, guild: u64, variant: &str, standing: &Standing) -> Result<u32, StoreError> {
    let half_points = 2 * standing.wins as i64 + standing.draws as i64;
    let (better,): (i64,) = sqlx::query_as(
        "SELECT COUNT(*) FROM standings
         WHERE guild_id = $1 AND variant = $2 AND rating >= $3
           AND (rating > $3 OR half_points > $4 OR (half_points = $4 AND user_id < $5))",
    )
    .bind(guild as i64)
    .bind(variant)
    .bind(standing.rating)
    .bind(half_points)
    .bind(standing.user_id as i64)
    .fetch_one(&mut *conn)
    .await?;
    Ok(better as u32 + 1)
}

/// The player's standing and rank, if they have one.
pub(super) async fn standing_in(
    conn: &mut AnyConnection,
    guild: u64,
    variant: &str,
    user: u64,
) -> Result<Option<(u32, Standing)>, StoreError> {
    let Some(standing) = load_standing(conn, guild, variant, user).await? else {
        return Ok(None);
    };
    Ok(Some((rank_of(conn, guild, variant, &standing).await?, standing)))
}

impl Store {
    /// One page (0-based, clamped to the last) of the server's leaderboard in the variant, best first.
    pub async fn leaderboard(
        &self,
        guild: u64,
        variant: &str,
        page: u32,
        per_page: u32,
    ) -> Result<LeaderboardPage, StoreError> {
        let per_page = per_page.max(1);
        let mut tx = self.pool.begin().await?;
        let (players,): (i64,) = sqlx::query_as("SELECT COUNT(*) FROM standings WHERE guild_id = $1 AND variant = $2")
            .bind(guild as i64)
            .bind(variant)
            .fetch_one(&mut *tx)
            .await?;
        let players = players as u32;
        let pages = players.div_ceil(per_page).max(1);
        let page = page.min(pages - 1);
        let sql = format!(
            "SELECT {STANDING_COLUMNS} FROM standings WHERE guild_id = $1 AND variant = $2
             ORDER BY {LEADERBOARD_ORDER} LIMIT $3 OFFSET $4"
        );
        let rows: Vec<StandingRow> = sqlx::query_as(trusted(&sql))
            .bind(guild as i64)
            .bind(variant)
            .bind(per_page as i64)
            .bind(page as i64 * per_page as i64)
            .fetch_all(&mut *tx)
            .await?;
        tx.commit().await?;
        let first_rank = page * per_page + 1;
        let rows = rows.into_iter().enumerate().map(|(i, row)| (first_rank + i as u32, row.into())).collect();
        Ok(LeaderboardPage { page, pages, players, rows })
    }

    /// The variants with standings on the server, most players first, then by name.
    pub async fn variants_played(&self, guild: u64) -> Result<Vec<String>, StoreError> {
        let rows: Vec<(String,)> = sqlx::query_as(
            "SELECT variant FROM standings WHERE guild_id = $1 GROUP BY variant ORDER BY COUNT(*) DESC, variant ASC",
        )
        .bind(guild as i64)
        .fetch_all(&self.pool)
        .await?;
        Ok(rows.into_iter().map(|(variant,)| variant).collect())
    }

    /// The user's rank (1-based) and standing on the server in the variant, if they have played PvP there.
    pub async fn standing(&self, guild: u64, variant: &str, user: u64) -> Result<Option<(u32, Standing)>, StoreError> {
        let mut tx = self.pool.begin().await?;
        let found = standing_in(&mut tx, guild, variant, user).await?;
        tx.commit().await?;
        Ok(found)
    }

    /// Starts the server's leaderboard afresh from `now`: deletes its standings (results are kept, and later
    /// rebuilds only replay results after `now`).
    pub async fn reset_leaderboard(&self, guild: u64, now: Millis) -> Result<(), StoreError> {
        let mut tx = self.begin_write().await?;
        lock_standings(&mut tx, self.engine, guild).await?;
        sqlx::query(
            "INSERT INTO guild_meta (guild_id, leaderboard_reset_at) VALUES ($1, $2)
             ON CONFLICT (guild_id) DO UPDATE SET leaderboard_reset_at = excluded.leaderboard_reset_at",
        )
        .bind(guild as i64)
        .bind(now)
        .execute(&mut *tx)
        .await?;
        sqlx::query("DELETE FROM standings WHERE guild_id = $1").bind(guild as i64).execute(&mut *tx).await?;
        tx.commit().await?;
        Ok(())
    }
}

#[cfg(test)]
#[path = "standings_tests.rs"]
mod tests;
