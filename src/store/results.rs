//! Decided games (`results`), the standings and Glicko-2 ratings computed from them, and the queries on both.

use super::games::{Engine, Flag};
use super::{Store, StoreError};
use crate::game::{FinishedGame, LeaderboardPage, Millis, PlayerStats, RatingChange, Record, Standing};
use crate::rating::{Outcome, Rating};
use sqlx::AnyConnection;
use std::collections::HashMap;

/// One Glicko-2 rating period; idle time widens a deviation once per whole period.
pub const RATING_PERIOD_MS: Millis = 7 * 24 * 3600 * 1000;

/// How many games the streak query reads at a time (most streaks end in the first batch).
const STREAK_BATCH: i64 = 64;

/// The columns of `standings` that make a [`Standing`], in [`StandingRow`]'s order.
const STANDING_COLUMNS: &str = "user_id, rating, deviation, volatility, rated_at, wins, draws, losses";

/// The leaderboard order; `standings_rank` serves it.
const LEADERBOARD_ORDER: &str = "rating DESC, half_points DESC, user_id ASC";

// ---------------------------------------------------------------------------------------------------------------
// The pure part: one game applied to two standings.
// ---------------------------------------------------------------------------------------------------------------

/// A rated PvP game of a session, as the rating update needs it.
#[derive(Debug, Clone, Copy, PartialEq)]
pub(super) struct RatedGame {
    pub red: u64,
    pub yellow: u64,
    /// Red's points: 1 win, ½ draw, 0 loss.
    pub red_points: f64,
}

impl RatedGame {
    /// The game's rated part, when it is a rated PvP game.
    fn of(game: &FinishedGame) -> Option<RatedGame> {
        let (red, yellow) = pvp_players(game)?;
        game.rated.then(|| RatedGame { red, yellow, red_points: game.points().0 })
    }

    /// `user`'s score in this game, if they played it.
    fn score_of(&self, user: u64) -> Option<f64> {
        if self.red == user {
            Some(self.red_points)
        } else if self.yellow == user {
            Some(1.0 - self.red_points)
        } else {
            None
        }
    }
}

/// The two players' standings after a game, and the rating changes when it closed a rating period.
#[derive(Debug, Clone, PartialEq)]
pub(super) struct Applied {
    pub red: Standing,
    pub yellow: Standing,
    pub changes: Vec<RatingChange>,
}

/// The (red, yellow) players of a game that counts in a server's standings: two distinct humans on a server.
pub(super) fn pvp_players(game: &FinishedGame) -> Option<(u64, u64)> {
    match (game.guild_id, game.red, game.yellow) {
        (Some(_), Some(red), Some(yellow)) if red != yellow => Some((red, yellow)),
        _ => None,
    }
}

/// A player's standing before any game: 1500 / 350 / 0.06, never rated, no games.
pub(super) fn new_standing(user_id: u64) -> Standing {
    let rating = Rating::default();
    Standing {
        user_id,
        rating: rating.rating,
        deviation: rating.deviation,
        volatility: rating.volatility,
        rated_at: None,
        wins: 0,
        draws: 0,
        losses: 0,
    }
}

/// The standing's rating, its deviation widened by the whole idle rating periods between `rated_at` and `now`.
fn rating_at(standing: &Standing, now: Millis) -> Rating {
    let rating = Rating { rating: standing.rating, deviation: standing.deviation, volatility: standing.volatility };
    match standing.rated_at {
        Some(at) if now - at >= RATING_PERIOD_MS => rating.idle(((now - at) / RATING_PERIOD_MS) as f64),
        _ => rating,
    }
}

/// Counts one result with `points` (1, ½ or 0) in the standing's W/D/L.
fn count_result(standing: &mut Standing, points: f64) {
    if points >= 1.0 {
        standing.wins += 1;
    } else if points > 0.0 {
        standing.draws += 1;
    } else {
        standing.losses += 1;
    }
}

/// `user`'s outcomes in `games` against an opponent rated `opponent`.
fn outcomes(user: u64, games: &[RatedGame], opponent: Rating) -> Vec<Outcome> {
    games.iter().filter_map(|g| g.score_of(user)).map(|score| Outcome { opponent, score }).collect()
}

/// Sets a standing's rating to `rating`, rated at `at`.
fn rerated(standing: Standing, rating: Rating, at: Millis) -> Standing {
    Standing {
        rating: rating.rating,
        deviation: rating.deviation,
        volatility: rating.volatility,
        rated_at: Some(at),
        ..standing
    }
}

/// Applies one finished game to its players' standings (`red` and `yellow`, as stored before it; see
/// [`new_standing`]). `earlier` holds the session's other rated games between the same two players already
/// applied (in a multi-seat session, each pair of players is a row of its own).
///
/// A PvP game on a server adds W/D/L to both players. When it closes a rating period, both ratings are
/// updated by Glicko-2 from every rated game of the session (`earlier` plus this one, if rated), each player
/// against the other's rating before this update; both deviations are first widened by the idle periods since
/// each player's last rating. Other games (vs-CPU, DMs) change nothing.
pub(super) fn apply_game(game: &FinishedGame, earlier: &[RatedGame], red: Standing, yellow: Standing) -> Applied {
    let mut applied = Applied { red, yellow, changes: Vec::new() };
    if pvp_players(game) != Some((red.user_id, yellow.user_id)) {
        return applied;
    }
    let (red_points, yellow_points) = game.points();
    count_result(&mut applied.red, red_points);
    count_result(&mut applied.yellow, yellow_points);
    if !game.closes_period {
        return applied;
    }
    let mut rated = earlier.to_vec();
    rated.extend(RatedGame::of(game));
    let (red_before, yellow_before) = (rating_at(&red, game.finished_at), rating_at(&yellow, game.finished_at));
    let red_games = outcomes(red.user_id, &rated, yellow_before);
    let yellow_games = outcomes(yellow.user_id, &rated, red_before);
    if red_games.is_empty() || yellow_games.is_empty() {
        return applied;
    }
    let (red_after, yellow_after) = (red_before.updated(&red_games), yellow_before.updated(&yellow_games));
    applied.red = rerated(applied.red, red_after, game.finished_at);
    applied.yellow = rerated(applied.yellow, yellow_after, game.finished_at);
    applied.changes = vec![
        RatingChange { user_id: red.user_id, before: red.rating, after: red_after.rating },
        RatingChange { user_id: yellow.user_id, before: yellow.rating, after: yellow_after.rating },
    ];
    applied
}

/// The order in which results are applied: by finish time, then session, then game number.
fn replay_key(game: &FinishedGame) -> (Millis, u64, u8) {
    (game.finished_at, game.session_id, game.game_no)
}

// ---------------------------------------------------------------------------------------------------------------
// Rows.
// ---------------------------------------------------------------------------------------------------------------

/// A `standings` row as read by [`STANDING_COLUMNS`].
#[derive(sqlx::FromRow)]
struct StandingRow {
    user_id: i64,
    rating: f64,
    deviation: f64,
    volatility: f64,
    rated_at: Option<i64>,
    wins: i64,
    draws: i64,
    losses: i64,
}

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

/// A `results` row, enough to replay it.
#[derive(sqlx::FromRow)]
struct ResultRow {
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
    #[sqlx(try_from = "Flag")]
    rated: bool,
    #[sqlx(try_from = "Flag")]
    closes_period: bool,
    finished_at: i64,
}

impl From<ResultRow> for FinishedGame {
    fn from(row: ResultRow) -> FinishedGame {
        FinishedGame {
            session_id: row.session_id as u64,
            game_no: row.game_no as u8,
            guild_id: row.guild_id.map(|g| g as u64),
            variant: row.variant,
            format: if row.format == "match" { crate::game::Format::Match } else { crate::game::Format::Single },
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

/// SQL text assembled from this module's constants only (user data is always bound, never formatted in).
fn trusted(sql: &str) -> sqlx::AssertSqlSafe<String> {
    sqlx::AssertSqlSafe(sql.to_owned())
}

/// A game's result is one the results table accepts.
fn is_decided(game: &FinishedGame) -> bool {
    matches!(game.result.as_str(), "red" | "yellow" | "draw")
}

// ---------------------------------------------------------------------------------------------------------------
// SQL helpers on one connection (so that they run inside the caller's transaction).
// ---------------------------------------------------------------------------------------------------------------

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

/// The server's last leaderboard reset, if any.
async fn reset_at(conn: &mut AnyConnection, guild: u64) -> Result<Option<Millis>, StoreError> {
    let row: Option<(Option<i64>,)> = sqlx::query_as("SELECT leaderboard_reset_at FROM guild_meta WHERE guild_id = $1")
        .bind(guild as i64)
        .fetch_optional(&mut *conn)
        .await?;
    Ok(row.and_then(|(at,)| at))
}

/// One player's stored standing, if any.
async fn load_standing(
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
async fn save_standing(
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

/// Serialises the writers of one server's standings until the transaction ends. SQLite's write transaction
/// already excludes every other writer; PostgreSQL takes a transaction-scoped advisory lock on the server.
async fn lock_standings(conn: &mut AnyConnection, engine: Engine, guild: u64) -> Result<(), StoreError> {
    if engine == Engine::Postgres {
        sqlx::query("SELECT 1 FROM (SELECT pg_advisory_xact_lock($1)) AS locked")
            .bind(guild as i64)
            .execute(&mut *conn)
            .await?;
    }
    Ok(())
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

// ---------------------------------------------------------------------------------------------------------------
// Stats helpers.
// ---------------------------------------------------------------------------------------------------------------

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
async fn standing_in(
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

// ---------------------------------------------------------------------------------------------------------------
// The Store's API.
// ---------------------------------------------------------------------------------------------------------------

impl Store {
    /// Stores decided games and updates the standings, in one write transaction (see
    /// `record_finished_in`); returns the rating changes the newly stored games made.
    pub async fn record_finished(&self, games: &[FinishedGame]) -> Result<Vec<RatingChange>, StoreError> {
        let mut tx = self.begin_write().await?;
        let changes = record_finished_in(&mut tx, self.engine, games).await?;
        tx.commit().await?;
        Ok(changes)
    }

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
        let rows: Vec<ResultRow> = sqlx::query_as(
            "SELECT session_id, game_no, guild_id, variant, format, red_id, yellow_id, cpu_level, result, end_reason,
                    moves, red_first, yellow_first, rated, closes_period, finished_at
             FROM results WHERE guild_id = $1 ORDER BY finished_at, session_id, game_no",
        )
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

/// Replays one server's results (in replay order) into standings keyed by (variant, user): results at or
/// before `reset` only count as the session's earlier games (those between the same two players).
fn replay(games: impl Iterator<Item = FinishedGame>, reset: Option<Millis>) -> HashMap<(String, u64), Standing> {
    let mut standings: HashMap<(String, u64), Standing> = HashMap::new();
    let mut pairs: HashMap<(u64, u64, u64), Vec<RatedGame>> = HashMap::new();
    for game in games {
        let rated = RatedGame::of(&game);
        let Some((red_id, yellow_id)) = pvp_players(&game) else { continue };
        let pair = (game.session_id, red_id.min(yellow_id), red_id.max(yellow_id));
        if reset.is_none_or(|reset| game.finished_at > reset) {
            let key = |user| (game.variant.clone(), user);
            let red = standings.get(&key(red_id)).copied().unwrap_or_else(|| new_standing(red_id));
            let yellow = standings.get(&key(yellow_id)).copied().unwrap_or_else(|| new_standing(yellow_id));
            let earlier = if game.closes_period { pairs.get(&pair).cloned() } else { None };
            let applied = apply_game(&game, earlier.as_deref().unwrap_or_default(), red, yellow);
            standings.insert(key(red_id), applied.red);
            standings.insert(key(yellow_id), applied.yellow);
        }
        if let Some(rated) = rated {
            pairs.entry(pair).or_default().push(rated);
        }
    }
    standings
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::Rng;
    use crate::game::Format;

    const GUILD: u64 = 77;
    const CLASSIC: &str = "classic";

    use crate::store::testing::{done, each_engine, temp_store};

    /// An unrated single PvP game on GUILD.
    fn pvp(session_id: u64, red: u64, yellow: u64, result: &str, finished_at: Millis) -> FinishedGame {
        FinishedGame {
            session_id,
            game_no: 0,
            guild_id: Some(GUILD),
            variant: CLASSIC.into(),
            format: Format::Single,
            red: Some(red),
            yellow: Some(yellow),
            cpu_level: None,
            result: result.into(),
            end_reason: "line".into(),
            moves: "d c d".into(),
            red_first: Some(3),
            yellow_first: Some(2),
            rated: false,
            closes_period: false,
            finished_at,
        }
    }

    /// A rated two-game match: game 0 (`red` plays red) and game 1 (colours swapped, closes the period).
    fn a_match(session_id: u64, red: u64, yellow: u64, results: [&str; 2], at: Millis) -> [FinishedGame; 2] {
        let first = FinishedGame { format: Format::Match, rated: true, ..pvp(session_id, red, yellow, results[0], at) };
        let second =
            FinishedGame { game_no: 1, closes_period: true, ..pvp(session_id, yellow, red, results[1], at + 1_000) };
        [first.clone(), FinishedGame { format: Format::Match, rated: true, ..second }]
    }

    /// A vs-CPU game: the user plays red against `level`.
    fn vs_cpu_game(session_id: u64, user: u64, level: &str, result: &str, at: Millis) -> FinishedGame {
        FinishedGame { yellow: None, cpu_level: Some(level.into()), ..pvp(session_id, user, 0, result, at) }
    }

    fn close(a: f64, b: f64) -> bool {
        (a - b).abs() <= 1e-9
    }

    async fn count(store: &Store, table: &str) -> i64 {
        let sql = format!("SELECT COUNT(*) FROM {table}");
        sqlx::query_as::<_, (i64,)>(trusted(&sql)).fetch_one(&store.pool).await.unwrap().0
    }

    async fn standing_of(store: &Store, user: u64) -> Standing {
        store.standing(GUILD, CLASSIC, user).await.unwrap().expect("a standing").1
    }

    #[tokio::test]
    async fn recording_twice_changes_nothing() {
        each_engine("idempotent", |store| async move {
            let games: Vec<FinishedGame> = a_match(1, 10, 20, ["red", "draw"], 1_000)
                .into_iter()
                .chain([pvp(2, 10, 30, "yellow", 5_000)])
                .collect();
            assert_eq!(store.record_finished(&games).await.unwrap().len(), 2);
            let before = store.leaderboard(GUILD, CLASSIC, 0, 10).await.unwrap();
            assert!(store.record_finished(&games).await.unwrap().is_empty());
            assert!(store.record_finished(&games[..1]).await.unwrap().is_empty());
            assert_eq!(store.leaderboard(GUILD, CLASSIC, 0, 10).await.unwrap(), before);
            assert_eq!((count(&store, "results").await, count(&store, "rating_changes").await), (3, 2));
        })
        .await;
    }

    #[tokio::test]
    async fn every_pvp_game_counts_for_both_players() {
        each_engine("wdl", |store| async move {
            let games = [pvp(1, 10, 20, "red", 1), pvp(2, 20, 10, "draw", 2), pvp(3, 20, 10, "red", 3)];
            store.record_finished(&games).await.unwrap();
            let (a, b) = (standing_of(&store, 10).await, standing_of(&store, 20).await);
            assert_eq!((a.wins, a.draws, a.losses, a.points()), (1, 1, 1, 1.5));
            assert_eq!((b.wins, b.draws, b.losses, b.points()), (1, 1, 1, 1.5));
        })
        .await;
    }

    #[tokio::test]
    async fn an_unrated_single_game_leaves_the_ratings_alone() {
        each_engine("unrated", |store| async move {
            assert!(store.record_finished(&[pvp(1, 10, 20, "red", 1)]).await.unwrap().is_empty());
            for user in [10, 20] {
                let s = standing_of(&store, user).await;
                assert_eq!((s.rating, s.deviation, s.volatility, s.rated_at), (1500.0, 350.0, 0.06, None));
            }
            assert!(store.rating_changes(1).await.unwrap().is_empty());
        })
        .await;
    }

    #[tokio::test]
    async fn a_match_updates_both_ratings_once_from_both_games() {
        each_engine("match", |store| async move {
            let [first, second] = a_match(5, 10, 20, ["red", "draw"], 1_000);
            assert!(store.record_finished(std::slice::from_ref(&first)).await.unwrap().is_empty());
            assert_eq!(standing_of(&store, 10).await.rating, 1500.0, "game 0 does not close the period");
            let changes = store.record_finished(&[second]).await.unwrap();
            let new = Rating::default();
            let expect_a = new.updated(&[Outcome { opponent: new, score: 1.0 }, Outcome { opponent: new, score: 0.5 }]);
            let expect_b = new.updated(&[Outcome { opponent: new, score: 0.0 }, Outcome { opponent: new, score: 0.5 }]);
            let (a, b) = (standing_of(&store, 10).await, standing_of(&store, 20).await);
            assert!(close(a.rating, expect_a.rating) && close(a.deviation, expect_a.deviation), "{a:?}");
            assert!(close(b.rating, expect_b.rating) && close(b.volatility, expect_b.volatility), "{b:?}");
            assert_eq!((a.rated_at, a.wins, a.draws, b.losses, b.draws), (Some(2_000), 1, 1, 1, 1));
            // Game 1 has 20 as red: the changes list red of the closing game first.
            let expected = vec![
                RatingChange { user_id: 20, before: 1500.0, after: b.rating },
                RatingChange { user_id: 10, before: 1500.0, after: a.rating },
            ];
            assert_eq!(changes, expected);
            assert_eq!(store.rating_changes(5).await.unwrap(), expected);
        })
        .await;
    }

    /// A rated pair row of a multi-seat session: game `game_no` of `session_id`, closing the period at `at`.
    fn pair(session_id: u64, game_no: u8, red: u64, yellow: u64, result: &str, at: Millis) -> FinishedGame {
        FinishedGame { game_no, rated: true, closes_period: true, ..pvp(session_id, red, yellow, result, at) }
    }

    #[tokio::test]
    async fn a_three_player_session_rates_each_pair_on_its_own_game() {
        each_engine("three", |store| async move {
            // 10 beats 20, 10 beats 30, 20 draws 30: one rated row per pair, all closing the period at once.
            let rows =
                [pair(8, 0, 10, 20, "red", 1_000), pair(8, 1, 10, 30, "red", 1_000), pair(8, 2, 20, 30, "draw", 1_000)];
            let first = store.record_finished(&rows[..1]).await.unwrap();
            let rest = store.record_finished(&rows[1..]).await.unwrap();
            let new = Rating::default();
            let score = |opponent, score| [Outcome { opponent, score }];
            let (a1, b1) = (new.updated(&score(new, 1.0)), new.updated(&score(new, 0.0)));
            let (a2, c1) = (a1.updated(&score(new, 1.0)), new.updated(&score(a1, 0.0)));
            let (b2, c2) = (b1.updated(&score(c1, 0.5)), c1.updated(&score(b1, 0.5)));
            let change = |user_id, before: Rating, after: Rating| RatingChange {
                user_id,
                before: before.rating,
                after: after.rating,
            };
            assert_eq!(first, vec![change(10, new, a1), change(20, new, b1)]);
            assert_eq!(rest, vec![change(10, a1, a2), change(30, new, c2), change(20, b1, b2)], "one entry per player");
            let (a, b, c) =
                (standing_of(&store, 10).await, standing_of(&store, 20).await, standing_of(&store, 30).await);
            assert_eq!([(a.wins, a.draws, a.losses), (b.wins, b.draws, b.losses)], [(2, 0, 0), (0, 1, 1)]);
            assert_eq!((c.wins, c.draws, c.losses), (0, 1, 1));
            assert!(a.rating > 1500.0 && b.rating < 1500.0 && c.rating < 1500.0, "{a:?} {b:?} {c:?}");
            for (standing, expected) in [(a, a2), (b, b2), (c, c2)] {
                assert!(close(standing.rating, expected.rating) && close(standing.deviation, expected.deviation));
                assert_eq!(standing.rated_at, Some(1_000));
            }
            let changes = store.rating_changes(8).await.unwrap();
            assert_eq!(changes, vec![change(10, new, a2), change(20, new, b2), change(30, new, c2)]);
            let incremental = all_standings(&store).await;
            store.rebuild_standings(GUILD).await.unwrap();
            assert_same_standings(&incremental, &all_standings(&store).await);
        })
        .await;
    }

    #[test]
    fn a_call_returns_one_change_per_player() {
        let mut changes = Vec::new();
        let change = |user_id, before, after| RatingChange { user_id, before, after };
        merge_changes(&mut changes, vec![change(1, 1500.0, 1600.0), change(2, 1500.0, 1400.0)]);
        merge_changes(&mut changes, vec![change(3, 1500.0, 1450.0), change(1, 1600.0, 1650.0)]);
        assert_eq!(changes, vec![change(1, 1500.0, 1650.0), change(2, 1500.0, 1400.0), change(3, 1500.0, 1450.0)]);
    }

    #[tokio::test]
    async fn idle_periods_widen_the_deviation_before_an_update() {
        let mut a = new_standing(1);
        a.deviation = 60.0;
        a.rated_at = Some(0);
        let b = new_standing(2);
        let mut game = pvp(1, 1, 2, "red", 3 * RATING_PERIOD_MS + 5);
        (game.rated, game.closes_period) = (true, true);
        let applied = apply_game(&game, &[], a, b);
        let widened = Rating { rating: 1500.0, deviation: 60.0, volatility: 0.06 }.idle(3.0);
        let expected = widened.updated(&[Outcome { opponent: Rating::default(), score: 1.0 }]);
        assert!(close(applied.red.deviation, expected.deviation), "{applied:?}");
        let b_expected = Rating::default().updated(&[Outcome { opponent: widened, score: 0.0 }]);
        assert!(close(applied.yellow.rating, b_expected.rating), "{applied:?}");
    }

    #[tokio::test]
    async fn cpu_games_count_per_level_and_not_in_standings() {
        each_engine("cpu", |store| async move {
            let mut dm = vs_cpu_game(6, 10, "medium", "yellow", 6);
            dm.guild_id = None;
            let mut as_yellow = vs_cpu_game(7, 10, "easy", "red", 7);
            (as_yellow.red, as_yellow.yellow) = (None, Some(10));
            let games = [
                vs_cpu_game(1, 10, "hard", "red", 1),
                vs_cpu_game(2, 10, "hard", "yellow", 2),
                vs_cpu_game(3, 10, "easy", "draw", 3),
                vs_cpu_game(4, 10, "expert", "red", 4),
                vs_cpu_game(5, 11, "easy", "red", 5),
                dm,
                as_yellow,
            ];
            store.record_finished(&games).await.unwrap();
            assert_eq!(store.standing(GUILD, CLASSIC, 10).await.unwrap(), None);
            assert_eq!(store.leaderboard(GUILD, CLASSIC, 0, 10).await.unwrap().players, 0);
            let stats = store.player_stats(Some(GUILD), CLASSIC, 10, 10).await.unwrap();
            let record = |wins, draws, losses| Record { wins, draws, losses };
            let expected = vec![
                ("easy".to_string(), record(0, 1, 1)),
                ("medium".to_string(), record(0, 0, 1)),
                ("hard".to_string(), record(1, 0, 1)),
                ("expert".to_string(), record(1, 0, 0)),
            ];
            assert_eq!(stats.vs_cpu, expected);
            assert_eq!((stats.standing, stats.rank, stats.head_to_head, stats.streak), (None, None, None, 0));
        })
        .await;
    }

    /// Writes standings rows directly: (user, rating, wins, draws).
    async fn seed_standings(store: &Store, rows: &[(u64, f64, u32, u32)]) {
        for &(user, rating, wins, draws) in rows {
            let standing = Standing { rating, wins, draws, ..new_standing(user) };
            save_standing(&mut store.pool.acquire().await.unwrap(), GUILD, CLASSIC, &standing).await.unwrap();
        }
    }

    #[tokio::test]
    async fn the_leaderboard_orders_pages_and_ranks() {
        each_engine("leaderboard", |store| async move {
            // Order: 5 (1700), then the 1600s by points (3: 2.5, 4: 2 — 2 and 6 tie on 1 point, lower id first), 1.
            seed_standings(&store, &[(1, 1400.0, 9, 0), (2, 1600.0, 1, 0), (3, 1600.0, 2, 1), (4, 1600.0, 1, 2)]).await;
            seed_standings(&store, &[(5, 1700.0, 0, 0), (6, 1600.0, 0, 2), (7, 1500.0, 0, 0)]).await;
            let order = [5, 3, 4, 2, 6, 7, 1];
            let first = store.leaderboard(GUILD, CLASSIC, 0, 3).await.unwrap();
            assert_eq!((first.page, first.pages, first.players), (0, 3, 7));
            let ranked = |page: &LeaderboardPage| page.rows.iter().map(|(r, s)| (*r, s.user_id)).collect::<Vec<_>>();
            assert_eq!(ranked(&first), vec![(1, 5), (2, 3), (3, 4)]);
            let middle = store.leaderboard(GUILD, CLASSIC, 1, 3).await.unwrap();
            assert_eq!(ranked(&middle), vec![(4, 2), (5, 6), (6, 7)]);
            let clamped = store.leaderboard(GUILD, CLASSIC, 99, 3).await.unwrap();
            assert_eq!((clamped.page, ranked(&clamped)), (2, vec![(7, 1)]));
            for (i, user) in order.iter().enumerate() {
                let (rank, standing) = store.standing(GUILD, CLASSIC, *user).await.unwrap().unwrap();
                assert_eq!((rank, standing.user_id), (i as u32 + 1, *user), "the caller's rank off the page");
            }
            assert_eq!(store.standing(GUILD, CLASSIC, 99).await.unwrap(), None);
            assert_eq!(store.standing(GUILD, "popout", 5).await.unwrap(), None);
            let empty = store.leaderboard(GUILD + 1, CLASSIC, 4, 10).await.unwrap();
            assert_eq!(empty, LeaderboardPage { page: 0, pages: 1, players: 0, rows: vec![] });
        })
        .await;
    }

    #[tokio::test]
    async fn stats_show_streak_opening_and_head_to_head() {
        each_engine("stats", |store| async move {
            let mut other_guild = pvp(9, 10, 30, "yellow", 9);
            other_guild.guild_id = Some(GUILD + 1);
            let mut from_e = pvp(4, 20, 10, "yellow", 4);
            from_e.yellow_first = Some(4);
            let games = [
                pvp(1, 10, 20, "yellow", 1),
                pvp(2, 10, 20, "draw", 2),
                pvp(3, 10, 30, "red", 3),
                from_e,
                pvp(5, 20, 10, "yellow", 5),
                vs_cpu_game(6, 10, "easy", "yellow", 6),
                other_guild,
            ];
            store.record_finished(&games).await.unwrap();
            let stats = store.player_stats(Some(GUILD), CLASSIC, 10, 20).await.unwrap();
            assert_eq!(stats.streak, 3, "wins in games 3, 4 and 5; the CPU and other servers do not count");
            assert_eq!(stats.favourite_opening, Some((3, 4)), "d as red 4 times (the CPU game included)");
            assert_eq!(stats.head_to_head, Some(Record { wins: 2, draws: 1, losses: 1 }));
            assert_eq!((stats.rank, stats.standing.map(|s| s.wins)), (Some(1), Some(3)));
            assert_eq!(store.player_stats(Some(GUILD), CLASSIC, 10, 10).await.unwrap().head_to_head, None);
            let everywhere = store.player_stats(None, CLASSIC, 10, 20).await.unwrap();
            assert_eq!((everywhere.streak, everywhere.head_to_head, everywhere.rank), (-2, None, None));
            assert_eq!(everywhere.favourite_opening, Some((3, 5)));
            let loser = store.player_stats(Some(GUILD), CLASSIC, 20, 10).await.unwrap();
            assert_eq!((loser.streak, loser.head_to_head), (-2, Some(Record { wins: 1, draws: 1, losses: 2 })));
            assert_eq!(loser.favourite_opening, Some((2, 2)), "ties go to the lower column");
            let nobody = store.player_stats(Some(GUILD), CLASSIC, 404, 10).await.unwrap();
            assert_eq!((nobody.streak, nobody.favourite_opening, nobody.standing), (0, None, None));
        })
        .await;
    }

    #[tokio::test]
    async fn a_long_streak_spans_several_batches() {
        each_engine("streak", |store| async move {
            let wins: Vec<FinishedGame> = (0..150).map(|i| pvp(i + 10, 10, 20, "red", 100 + i as i64)).collect();
            store.record_finished(&[pvp(1, 10, 20, "yellow", 1)]).await.unwrap();
            store.record_finished(&wins).await.unwrap();
            assert_eq!(store.player_stats(Some(GUILD), CLASSIC, 10, 10).await.unwrap().streak, 150);
            assert_eq!(store.player_stats(Some(GUILD), CLASSIC, 20, 10).await.unwrap().streak, -150);
        })
        .await;
    }

    #[tokio::test]
    async fn a_reset_empties_the_leaderboard_and_rebuilds_replay_only_later_results() {
        each_engine("reset", |store| async move {
            store.record_finished(&a_match(1, 10, 20, ["red", "red"], 1_000)).await.unwrap();
            store.reset_leaderboard(GUILD, 10_000).await.unwrap();
            assert_eq!(store.leaderboard(GUILD, CLASSIC, 0, 10).await.unwrap().players, 0);
            // At the reset instant: stored, not counted. After it: counted.
            store.record_finished(&[pvp(2, 10, 30, "red", 10_000)]).await.unwrap();
            let changes = store.record_finished(&a_match(3, 30, 20, ["yellow", "draw"], 20_000)).await.unwrap();
            assert_eq!(changes.len(), 2);
            let incremental = store.leaderboard(GUILD, CLASSIC, 0, 10).await.unwrap();
            assert_eq!(incremental.players, 2, "{incremental:?}");
            store.rebuild_standings(GUILD).await.unwrap();
            assert_eq!(store.leaderboard(GUILD, CLASSIC, 0, 10).await.unwrap(), incremental);
            assert_eq!(count(&store, "results").await, 5, "a reset keeps the results");
        })
        .await;
    }

    /// Every standing of GUILD, by (variant, user).
    async fn all_standings(store: &Store) -> Vec<(String, Standing)> {
        let variants: Vec<(String,)> =
            sqlx::query_as("SELECT DISTINCT variant FROM standings WHERE guild_id = $1 ORDER BY variant")
                .bind(GUILD as i64)
                .fetch_all(&store.pool)
                .await
                .unwrap();
        let sql =
            format!("SELECT {STANDING_COLUMNS} FROM standings WHERE guild_id = $1 AND variant = $2 ORDER BY user_id");
        let mut all = Vec::new();
        for (variant,) in variants {
            let rows: Vec<StandingRow> =
                sqlx::query_as(trusted(&sql)).bind(GUILD as i64).bind(&variant).fetch_all(&store.pool).await.unwrap();
            all.extend(rows.into_iter().map(|row| (variant.clone(), Standing::from(row))));
        }
        all
    }

    /// A seeded random mix of singles, rated singles, matches and CPU games among 12 players over weeks.
    fn random_games(seed: u64, sessions: u64) -> Vec<FinishedGame> {
        let mut rng = Rng::new(seed);
        let results = ["red", "yellow", "draw"];
        let mut games = Vec::new();
        let mut at = 0;
        for session in 1..=sessions {
            at += rng.below(3 * RATING_PERIOD_MS as u64) as i64;
            let red = 1 + rng.below(12);
            let yellow = 1 + (red + rng.below(11)) % 12;
            let result = results[rng.below(3) as usize];
            let mut game = pvp(session, red, yellow, result, at);
            if rng.chance(1, 4) {
                game.variant = "popout".into();
            }
            match rng.below(5) {
                0 => games.push(vs_cpu_game(session, red, "hard", result, at)),
                1 => games.push(FinishedGame { rated: true, closes_period: true, ..game }),
                2 | 3 => {
                    let [first, mut second] =
                        a_match(session, red, yellow, [result, results[rng.below(3) as usize]], at);
                    second.variant.clone_from(&game.variant);
                    games.push(FinishedGame { variant: game.variant.clone(), ..first });
                    games.push(second);
                }
                _ => games.push(game),
            }
        }
        games
    }

    #[tokio::test]
    async fn incremental_standings_equal_a_rebuild() {
        each_engine("rebuild", |store| async move {
            let games = random_games(2024, 250);
            for chunk in games.chunks(7) {
                store.record_finished(chunk).await.unwrap();
            }
            let incremental = all_standings(&store).await;
            assert!(incremental.len() > 12 && incremental.iter().any(|(_, s)| s.rated_at.is_some()));
            store.rebuild_standings(GUILD).await.unwrap();
            assert_same_standings(&incremental, &all_standings(&store).await);
        })
        .await;
    }

    /// The same standings, ratings to rounding.
    fn assert_same_standings(incremental: &[(String, Standing)], rebuilt: &[(String, Standing)]) {
        assert_eq!(incremental.len(), rebuilt.len());
        for ((v1, a), (v2, b)) in incremental.iter().zip(rebuilt) {
            assert_eq!(
                (v1, a.user_id, a.rated_at, a.wins, a.draws, a.losses),
                (v2, b.user_id, b.rated_at, b.wins, b.draws, b.losses)
            );
            assert!(close(a.rating, b.rating) && close(a.deviation, b.deviation) && close(a.volatility, b.volatility));
        }
    }

    #[tokio::test]
    async fn variants_played_are_listed_by_players_then_name() {
        each_engine("variants", |store| async move {
            let in_variant = |session, red, yellow, variant: &str| FinishedGame {
                variant: variant.into(),
                ..pvp(session, red, yellow, "red", session as i64)
            };
            let mut elsewhere = in_variant(6, 10, 20, "misere");
            elsewhere.guild_id = Some(GUILD + 1);
            let games = [
                in_variant(1, 10, 20, "popout"),
                in_variant(2, 30, 40, "popout"),
                in_variant(3, 10, 20, CLASSIC),
                in_variant(4, 30, 40, CLASSIC),
                in_variant(5, 10, 20, "cylinder"),
                vs_cpu_game(7, 10, "hard", "red", 7),
                elsewhere,
            ];
            store.record_finished(&games).await.unwrap();
            assert_eq!(store.variants_played(GUILD).await.unwrap(), [CLASSIC, "popout", "cylinder"]);
            assert_eq!(store.variants_played(GUILD + 1).await.unwrap(), ["misere"]);
            assert!(store.variants_played(GUILD + 2).await.unwrap().is_empty());
        })
        .await;
    }

    #[tokio::test]
    async fn undecided_games_are_skipped() {
        each_engine("undecided", |store| async move {
            let games = [pvp(1, 10, 20, "abandoned", 1), pvp(2, 10, 20, "red", 2)];
            store.record_finished(&games).await.unwrap();
            assert_eq!(count(&store, "results").await, 1);
        })
        .await;
    }

    /// The query plan's details for `sql`.
    async fn plan(store: &Store, sql: &str) -> Vec<String> {
        let explain = format!("EXPLAIN QUERY PLAN {sql}");
        let rows: Vec<(i64, i64, i64, String)> =
            sqlx::query_as(trusted(&explain)).fetch_all(&store.pool).await.unwrap();
        rows.into_iter().map(|r| r.3).collect()
    }

    #[tokio::test]
    async fn the_queries_use_indexes() {
        let (dir, store) = temp_store("plans").await;
        let bound = |sql: String| sql.replace("$1", "5").replace("$2", "'c'").replace("$3", "1");
        let streak = both_seats("AND guild_id = $3 AND {other}_id IS NOT NULL");
        // (query, whether it may sort: a player's games in one scope, a few hundred rows at most)
        let queries = [
            (
                format!(
                    "SELECT {STANDING_COLUMNS} FROM standings WHERE guild_id = 1 AND variant = 'c'
                     ORDER BY {LEADERBOARD_ORDER} LIMIT 10"
                ),
                false,
            ),
            (
                "SELECT COUNT(*) FROM standings WHERE guild_id = 1 AND variant = 'c' AND rating >= 1500
               AND (rating > 1500 OR half_points > 3 OR (half_points = 3 AND user_id < 5))"
                    .to_string(),
                false,
            ),
            (bound(format!("SELECT o FROM ({streak}) ORDER BY finished_at DESC, session_id DESC, game_no DESC")), true),
            (bound(format!("SELECT o FROM ({})", both_seats("AND {other}_id IS NULL"))), false),
            (
                "SELECT session_id FROM results WHERE guild_id = 1 ORDER BY finished_at, session_id, game_no"
                    .to_string(),
                false,
            ),
            (
                "SELECT red_id FROM results WHERE session_id = 1 AND game_no <> 1 AND rated
                 AND ((red_id = 2 AND yellow_id = 3) OR (red_id = 3 AND yellow_id = 2)) ORDER BY game_no"
                    .to_string(),
                false,
            ),
            // A few variants per server: sorting them by player count is fine.
            (
                "SELECT variant FROM standings WHERE guild_id = 1 GROUP BY variant
                 ORDER BY COUNT(*) DESC, variant ASC"
                    .to_string(),
                true,
            ),
            ("DELETE FROM games WHERE guild_id = 1".to_string(), false),
        ];
        for (sql, may_sort) in &queries {
            let details = plan(&store, sql).await;
            let full_scan =
                details.iter().any(|d| ["SCAN results", "SCAN standings", "SCAN games"].contains(&d.as_str()));
            assert!(!full_scan && !details.is_empty(), "{sql}\n{details:#?}");
            let sorts = details.iter().any(|d| d.contains("TEMP B-TREE"));
            assert!(*may_sort || !sorts, "{sql}\n{details:#?}");
        }
        done(dir, store).await;
    }
}
