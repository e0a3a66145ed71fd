//! What `/connect4 stats` shows: a player's streak, favourite opening, head-to-head and records against the CPU.

use super::db::{Store, StoreError, trusted};
use super::standings::standing_in;
use cuatro_game::{PlayerStats, Record};
use sqlx::AnyConnection;

/// How many games the streak query reads at a time (most streaks end in the first batch).
const STREAK_BATCH: i64 = 64;

/// The SQL of one seat's arm of a per-player union: `seat` is `red` or `yellow`, `scope` filters further;
/// `$1` is the user, `$2` the variant. Selects `o` (1 win, 0 draw, -1 loss from the user's side), the first
/// column, the CPU level and the replay key.
fn seat_arm(seat: &str, scope: &str) -> String {
    let other = if seat == "red" { "yellow" } else { "red" };
    format!(
        "SELECT CASE result WHEN '{seat}' THEN 1 WHEN 'draw' THEN 0 ELSE -1 END AS o, {seat}_first AS first,
                cpu_level, finished_at, session_id, game_no
         FROM results WHERE {seat}_id = $1 AND variant = $2 {}",
        scope.replace("{other}", other)
    )
}

/// Both seats' arms of a per-player union with `scope` (which may name `{other}`, the other seat).
fn both_seats(scope: &str) -> String {
    format!("{} UNION ALL {}", seat_arm("red", scope), seat_arm("yellow", scope))
}

/// The user's current run over decided games in the scope, newest first: +wins or -losses in a row.
/// On a server: PvP games there; without one: all the user's games.
async fn streak(conn: &mut AnyConnection, guild: Option<u64>, variant: &str, user: u64) -> Result<i32, StoreError> {
    let scope = if guild.is_some() { "AND guild_id = $3 AND {other}_id IS NOT NULL" } else { "" };
    let (limit, offset) = if guild.is_some() { ("$4", "$5") } else { ("$3", "$4") };
    let sql = format!(
        "SELECT o FROM ({}) AS g ORDER BY finished_at DESC, session_id DESC, game_no DESC LIMIT {limit} OFFSET {offset}",
        both_seats(scope)
    );
    let mut run = 0i32;
    let mut offset = 0i64;
    loop {
        let mut query = sqlx::query_as::<_, (i64,)>(trusted(&sql)).bind(user as i64).bind(variant);
        if let Some(guild) = guild {
            query = query.bind(guild as i64);
        }
        let rows = query.bind(STREAK_BATCH).bind(offset).fetch_all(&mut *conn).await?;
        for (o,) in &rows {
            let o = *o as i32;
            if o == 0 || (run != 0 && o != run.signum()) {
                return Ok(run);
            }
            run += o;
        }
        if (rows.len() as i64) < STREAK_BATCH {
            return Ok(run);
        }
        offset += STREAK_BATCH;
    }
}

/// The column the user opens with most often (ties to the lower column) and how often, over the user's games
/// in the variant on that server (PvP and vs-CPU), or everywhere without one.
async fn favourite_opening(
    conn: &mut AnyConnection,
    guild: Option<u64>,
    variant: &str,
    user: u64,
) -> Result<Option<(u8, u32)>, StoreError> {
    let scope = if guild.is_some() { "AND guild_id = $3" } else { "" };
    let sql = format!(
        "SELECT first, COUNT(*) AS n FROM ({}) AS g WHERE first IS NOT NULL
         GROUP BY first ORDER BY n DESC, first ASC LIMIT 1",
        both_seats(scope)
    );
    let mut query = sqlx::query_as::<_, (i64, i64)>(trusted(&sql)).bind(user as i64).bind(variant);
    if let Some(guild) = guild {
        query = query.bind(guild as i64);
    }
    let row = query.fetch_optional(&mut *conn).await?;
    Ok(row.map(|(column, n)| (column as u8, n as u32)))
}

/// W/D/L counts from `o` values (1, 0, -1) and their numbers.
fn record_of(counts: &[(i64, i64)]) -> Record {
    let mut record = Record::default();
    for &(o, n) in counts {
        match o {
            1 => record.wins += n as u32,
            0 => record.draws += n as u32,
            _ => record.losses += n as u32,
        }
    }
    record
}

/// The user's record against `caller` on the server in the variant.
async fn head_to_head(
    conn: &mut AnyConnection,
    guild: u64,
    variant: &str,
    user: u64,
    caller: u64,
) -> Result<Record, StoreError> {
    let sql =
        format!("SELECT o, COUNT(*) FROM ({}) AS g GROUP BY o", both_seats("AND guild_id = $3 AND {other}_id = $4"));
    let counts: Vec<(i64, i64)> = sqlx::query_as(trusted(&sql))
        .bind(user as i64)
        .bind(variant)
        .bind(guild as i64)
        .bind(caller as i64)
        .fetch_all(&mut *conn)
        .await?;
    Ok(record_of(&counts))
}

/// Where a CPU level sorts: easy, medium, hard, then the others by name.
fn level_order(level: &str) -> (u8, &str) {
    match level {
        "easy" => (0, ""),
        "medium" => (1, ""),
        "hard" => (2, ""),
        other => (3, other),
    }
}

/// The user's records against the CPU in the variant anywhere, per level (easy → hard, then the others).
async fn vs_cpu(conn: &mut AnyConnection, variant: &str, user: u64) -> Result<Vec<(String, Record)>, StoreError> {
    let sql = format!(
        "SELECT COALESCE(cpu_level, 'unknown'), o, COUNT(*) FROM ({}) AS g GROUP BY 1, 2",
        both_seats("AND {other}_id IS NULL")
    );
    let rows: Vec<(String, i64, i64)> =
        sqlx::query_as(trusted(&sql)).bind(user as i64).bind(variant).fetch_all(&mut *conn).await?;
    let mut levels: Vec<(String, Record)> = Vec::new();
    for (level, o, n) in rows {
        let record = record_of(&[(o, n)]);
        match levels.iter_mut().find(|(name, _)| *name == level) {
            Some((_, sum)) => {
                sum.wins += record.wins;
                sum.draws += record.draws;
                sum.losses += record.losses;
            }
            None => levels.push((level, record)),
        }
    }
    levels.sort_by(|a, b| level_order(&a.0).cmp(&level_order(&b.0)));
    Ok(levels)
}

impl Store {
    /// What `/connect4 stats` shows about `user`, asked by `caller`, on a server (or in a DM with `None`).
    pub async fn player_stats(
        &self,
        guild: Option<u64>,
        variant: &str,
        user: u64,
        caller: u64,
    ) -> Result<PlayerStats, StoreError> {
        let mut tx = self.pool.begin().await?;
        let ranked = match guild {
            Some(guild) => standing_in(&mut tx, guild, variant, user).await?,
            None => None,
        };
        let head_to_head = match guild {
            Some(guild) if user != caller => Some(head_to_head(&mut tx, guild, variant, user, caller).await?),
            _ => None,
        };
        let stats = PlayerStats {
            user_id: user,
            standing: ranked.map(|(_, s)| s),
            rank: ranked.map(|(rank, _)| rank),
            streak: streak(&mut tx, guild, variant, user).await?,
            favourite_opening: favourite_opening(&mut tx, guild, variant, user).await?,
            head_to_head,
            vs_cpu: vs_cpu(&mut tx, variant, user).await?,
        };
        tx.commit().await?;
        Ok(stats)
    }
}

#[cfg(test)]
#[path = "stats_tests.rs"]
mod tests;
