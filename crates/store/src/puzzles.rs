//! Puzzles, attempts at them, and players' puzzle ratings and streaks.

use super::db::{Store, StoreError};
use cuatro_ai::puzzle::Goal;
use cuatro_engine::{Move, Variant, compact_moves, parse_moves};
use cuatro_game::rating::{Outcome, Rating};
use cuatro_game::{Lang, Millis};
use sqlx::Row;

/// A server's own puzzles are served before the built-in set once this many are left unseen for the player.
pub const OWN_PUZZLES_FIRST: i64 = 20;

/// A day, in milliseconds: daily puzzles are numbered by day since 1970 (UTC).
pub const DAY_MS: Millis = 86_400_000;

/// The rating bands tried around the player's rating, narrowest first; past the last, any unseen puzzle.
const BANDS: [f64; 4] = [100.0, 200.0, 400.0, 800.0];

/// Where a puzzle was found: a finished game of a server.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct PuzzleSource {
    pub guild: u64,
    pub game: u64,
    /// The move about to be played (1-based) in that game.
    pub move_no: u32,
    pub red: Option<u64>,
    pub yellow: Option<u64>,
}

/// A puzzle to store: its position (moves from the start) and goal.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NewPuzzle {
    pub variant: Variant,
    pub moves: Vec<Move>,
    pub goal: Goal,
    /// `None` for the built-in set.
    pub source: Option<PuzzleSource>,
}

/// A stored puzzle.
#[derive(Debug, Clone, PartialEq)]
pub struct PuzzleRow {
    pub id: u64,
    pub variant: Variant,
    /// The puzzle's position: its moves from the start.
    pub moves: Vec<Move>,
    pub goal: Goal,
    pub source: Option<PuzzleSource>,
    pub rating: Rating,
}

/// How an attempt stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum AttemptStatus {
    Open,
    Solved,
    Failed,
}

impl AttemptStatus {
    fn as_str(self) -> &'static str {
        match self {
            AttemptStatus::Open => "open",
            AttemptStatus::Solved => "solved",
            AttemptStatus::Failed => "failed",
        }
    }

    fn parse(text: &str) -> AttemptStatus {
        match text {
            "solved" => AttemptStatus::Solved,
            "failed" => AttemptStatus::Failed,
            _ => AttemptStatus::Open,
        }
    }
}

/// One player's attempt at one puzzle, with the puzzle.
#[derive(Debug, Clone, PartialEq)]
pub struct AttemptRow {
    pub id: u64,
    pub puzzle: PuzzleRow,
    pub user: u64,
    pub guild: Option<u64>,
    /// The daily puzzle's day (days since 1970), or 0 for the trainer.
    pub daily_day: i64,
    /// The language the attempt is shown in.
    pub lang: Lang,
    /// The plies played from the puzzle's position (the player's and the defence's).
    pub plies: Vec<Move>,
    pub status: AttemptStatus,
    pub started_at: Millis,
    pub finished_at: Option<Millis>,
}

/// A player's puzzle rating and streaks.
#[derive(Debug, Clone, Copy, PartialEq, Default)]
pub struct PuzzleStanding {
    pub rating: Rating,
    pub solved: u32,
    pub failed: u32,
    /// Puzzles solved in a row (the trainer's and the daily ones).
    pub streak: u32,
    pub best_streak: u32,
    /// Days in a row with the daily puzzle solved, as of `daily_last`.
    pub daily_streak: u32,
    pub daily_last: Option<i64>,
}

/// What finishing an attempt changed.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct PuzzleRated {
    pub before: Rating,
    pub after: Rating,
    pub standing: PuzzleStanding,
}

/// Why an attempt could not move on.
#[derive(Debug, thiserror::Error)]
pub enum AttemptError {
    /// The attempt moved on (or ended) since the caller read it: another press got there first.
    #[error("the attempt has moved on")]
    Stale,
    #[error(transparent)]
    Store(#[from] StoreError),
}

impl From<sqlx::Error> for AttemptError {
    fn from(e: sqlx::Error) -> Self {
        AttemptError::Store(e.into())
    }
}

/// The rating a new puzzle starts from, by what it asks: a longer forced win is harder to see.
pub fn starting_rating(goal: Goal) -> Rating {
    let rating = match goal {
        Goal::Win { moves } => 900.0 + 110.0 * f64::from(moves),
        Goal::OnlyMove => 1400.0,
    };
    Rating { rating, deviation: 250.0, volatility: 0.06 }
}

fn goal_columns(goal: Goal) -> (&'static str, i64) {
    match goal {
        Goal::Win { moves } => ("win", i64::from(moves)),
        Goal::OnlyMove => ("only", 1),
    }
}

pub(super) const PUZZLE_COLUMNS: &str = "p.id, p.variant, p.moves, p.goal, p.goal_moves, p.guild_id, p.source_game, \
                              p.source_move, p.source_red, p.source_yellow, p.rating, p.deviation, p.volatility";

/// A stored column that does not parse back (a variant id or moves in compact notation).
fn corrupt(column: &str, e: impl std::fmt::Display) -> sqlx::Error {
    sqlx::Error::ColumnDecode { index: column.into(), source: e.to_string().into() }
}

/// Moves stored in compact notation, read back.
fn moves_of(row: &sqlx::any::AnyRow, column: &str) -> Result<Vec<Move>, sqlx::Error> {
    parse_moves(&row.try_get::<String, _>(column)?).map_err(|e| corrupt(column, e))
}

pub(super) fn puzzle_of(row: &sqlx::any::AnyRow) -> Result<PuzzleRow, sqlx::Error> {
    let goal = match row.try_get::<String, _>("goal")?.as_str() {
        "only" => Goal::OnlyMove,
        _ => Goal::Win { moves: row.try_get::<i64, _>("goal_moves")?.max(1) as u32 },
    };
    let guild: i64 = row.try_get("guild_id")?;
    let source = match (guild, row.try_get::<Option<i64>, _>("source_game")?) {
        (0, _) | (_, None) => None,
        (guild, Some(game)) => Some(PuzzleSource {
            guild: guild as u64,
            game: game as u64,
            move_no: row.try_get::<Option<i64>, _>("source_move")?.unwrap_or(0) as u32,
            red: row.try_get::<Option<i64>, _>("source_red")?.map(|u| u as u64),
            yellow: row.try_get::<Option<i64>, _>("source_yellow")?.map(|u| u as u64),
        }),
    };
    Ok(PuzzleRow {
        id: row.try_get::<i64, _>("id")? as u64,
        variant: row.try_get::<String, _>("variant")?.parse().map_err(|e| corrupt("variant", e))?,
        moves: moves_of(row, "moves")?,
        goal,
        source,
        rating: Rating {
            rating: row.try_get("rating")?,
            deviation: row.try_get("deviation")?,
            volatility: row.try_get("volatility")?,
        },
    })
}

fn standing_of(row: &sqlx::any::AnyRow) -> Result<PuzzleStanding, sqlx::Error> {
    let count = |name: &str| row.try_get::<i64, _>(name).map(|n| n.max(0) as u32);
    Ok(PuzzleStanding {
        rating: Rating {
            rating: row.try_get("rating")?,
            deviation: row.try_get("deviation")?,
            volatility: row.try_get("volatility")?,
        },
        solved: count("solved")?,
        failed: count("failed")?,
        streak: count("streak")?,
        best_streak: count("best_streak")?,
        daily_streak: count("daily_streak")?,
        daily_last: row.try_get("daily_last")?,
    })
}

impl Store {
    /// Stores the puzzles not stored yet (a puzzle is the same when its server, variant and moves are); returns
    /// how many were new.
    pub async fn add_puzzles(&self, puzzles: &[NewPuzzle], now: Millis) -> Result<u64, StoreError> {
        /// Rows per statement: a set of thousands is stored in a few round trips.
        const ROWS: usize = 100;
        const COLUMNS: usize = 13;
        let mut tx = self.begin_write().await?;
        let mut added = 0;
        for chunk in puzzles.chunks(ROWS) {
            let rows: Vec<String> = (0..chunk.len())
                .map(|r| {
                    let cells: Vec<String> = (1..=COLUMNS).map(|c| format!("${}", r * COLUMNS + c)).collect();
                    format!("({})", cells.join(", "))
                })
                .collect();
            let sql = format!(
                "INSERT INTO puzzles (guild_id, variant, moves, goal, goal_moves, source_game, source_move,
                     source_red, source_yellow, rating, deviation, volatility, created_at)
                 VALUES {} ON CONFLICT (guild_id, variant, moves) DO NOTHING",
                rows.join(", ")
            );
            let mut query = sqlx::query(super::db::trusted(&sql));
            for puzzle in chunk {
                let (goal, goal_moves) = goal_columns(puzzle.goal);
                let rating = starting_rating(puzzle.goal);
                let source = puzzle.source;
                query = query
                    .bind(source.map_or(0, |s| s.guild as i64))
                    .bind(puzzle.variant.to_string())
                    .bind(compact_moves(&puzzle.moves))
                    .bind(goal)
                    .bind(goal_moves)
                    .bind(source.map(|s| s.game as i64))
                    .bind(source.map(|s| i64::from(s.move_no)))
                    .bind(source.and_then(|s| s.red).map(|u| u as i64))
                    .bind(source.and_then(|s| s.yellow).map(|u| u as i64))
                    .bind(rating.rating)
                    .bind(rating.deviation)
                    .bind(rating.volatility)
                    .bind(now);
            }
            added += query.execute(&mut *tx).await?.rows_affected();
        }
        tx.commit().await?;
        Ok(added)
    }

    /// How many puzzles of `variant` are stored for everyone (the built-in set).
    pub async fn built_in_puzzles(&self, variant: Variant) -> Result<u64, StoreError> {
        let (n,): (i64,) = sqlx::query_as("SELECT COUNT(*) FROM puzzles WHERE guild_id = 0 AND variant = $1")
            .bind(variant.to_string())
            .fetch_one(&self.pool)
            .await?;
        Ok(n as u64)
    }

    /// A puzzle of `variant` that `user` has not met in the trainer, as near `rating` as the bands allow: from
    /// `guild`'s own puzzles when at least [`OWN_PUZZLES_FIRST`] of them are left for the player, else from the
    /// built-in set. `None` when the player has met every one.
    pub async fn pick_puzzle(
        &self,
        user: u64,
        guild: Option<u64>,
        variant: Variant,
        rating: f64,
    ) -> Result<Option<PuzzleRow>, StoreError> {
        const UNSEEN: &str = "NOT EXISTS (SELECT 1 FROM puzzle_attempts a
                                  WHERE a.user_id = $2 AND a.puzzle_id = p.id AND a.daily_day = 0)";
        let own = match guild {
            Some(guild) => {
                let count =
                    format!("SELECT COUNT(*) FROM puzzles p WHERE p.variant = $1 AND p.guild_id = $3 AND {UNSEEN}");
                let (n,): (i64,) = sqlx::query_as(super::db::trusted(&count))
                    .bind(variant.to_string())
                    .bind(user as i64)
                    .bind(guild as i64)
                    .fetch_one(&self.pool)
                    .await?;
                (n >= OWN_PUZZLES_FIRST).then_some(guild)
            }
            None => None,
        };
        let from: Vec<u64> = own.into_iter().chain([0]).collect();
        self.pick_near(variant, &from, rating, UNSEEN, user).await
    }

    /// A puzzle of `variant` from the servers `from` (0: the built-in set), in that order, that `unseen` (a SQL
    /// condition on `p`, with `$2` bound to `key`) accepts, as near `rating` as the bands allow.
    pub(super) async fn pick_near(
        &self,
        variant: Variant,
        from: &[u64],
        rating: f64,
        unseen: &str,
        key: u64,
    ) -> Result<Option<PuzzleRow>, StoreError> {
        let sql = format!(
            "SELECT {PUZZLE_COLUMNS} FROM puzzles p
             WHERE p.variant = $1 AND p.guild_id = $3 AND p.rating >= $4 AND p.rating <= $5 AND {unseen}
             ORDER BY random() LIMIT 1"
        );
        for &pool in from {
            for band in BANDS.iter().copied().chain([f64::INFINITY]) {
                let (low, high) = if band.is_finite() { (rating - band, rating + band) } else { (-1e9, 1e9) };
                let row = sqlx::query(super::db::trusted(&sql))
                    .bind(variant.to_string())
                    .bind(key as i64)
                    .bind(pool as i64)
                    .bind(low)
                    .bind(high)
                    .fetch_optional(&self.pool)
                    .await?;
                if let Some(row) = row {
                    return Ok(Some(puzzle_of(&row)?));
                }
            }
        }
        Ok(None)
    }

    /// The puzzles found in `guild`'s games, oldest first.
    pub async fn guild_puzzles(&self, guild: u64) -> Result<Vec<PuzzleRow>, StoreError> {
        let sql = format!("SELECT {PUZZLE_COLUMNS} FROM puzzles p WHERE p.guild_id = $1 ORDER BY p.id");
        let rows = sqlx::query(super::db::trusted(&sql)).bind(guild as i64).fetch_all(&self.pool).await?;
        Ok(rows.iter().map(puzzle_of).collect::<Result<_, _>>()?)
    }

    /// A stored puzzle by id.
    pub async fn puzzle(&self, id: u64) -> Result<Option<PuzzleRow>, StoreError> {
        let sql = format!("SELECT {PUZZLE_COLUMNS} FROM puzzles p WHERE p.id = $1");
        let row = sqlx::query(super::db::trusted(&sql)).bind(id as i64).fetch_optional(&self.pool).await?;
        Ok(row.map(|r| puzzle_of(&r)).transpose()?)
    }

    /// Opens `user`'s attempt at `puzzle` (in `guild`; `daily_day` 0 for the trainer); `None` when the player has
    /// one already (a puzzle is met once, a daily puzzle attempted once).
    pub async fn open_attempt(
        &self,
        puzzle: &PuzzleRow,
        user: u64,
        guild: Option<u64>,
        daily_day: i64,
        lang: Lang,
        now: Millis,
    ) -> Result<Option<AttemptRow>, StoreError> {
        let row: Option<(i64,)> = sqlx::query_as(
            "INSERT INTO puzzle_attempts (puzzle_id, user_id, guild_id, daily_day, lang, plies, status, started_at)
             VALUES ($1, $2, $3, $4, $5, '', 'open', $6)
             ON CONFLICT (user_id, puzzle_id, daily_day) DO NOTHING RETURNING id",
        )
        .bind(puzzle.id as i64)
        .bind(user as i64)
        .bind(guild.map(|g| g as i64))
        .bind(daily_day)
        .bind(lang.code())
        .bind(now)
        .fetch_optional(&self.pool)
        .await?;
        Ok(row.map(|(id,)| AttemptRow {
            id: id as u64,
            puzzle: puzzle.clone(),
            user,
            guild,
            daily_day,
            lang,
            plies: Vec::new(),
            status: AttemptStatus::Open,
            started_at: now,
            finished_at: None,
        }))
    }

    /// An attempt by id, with its puzzle.
    pub async fn attempt(&self, id: u64) -> Result<Option<AttemptRow>, StoreError> {
        let sql = format!(
            "SELECT {PUZZLE_COLUMNS}, a.id AS attempt_id, a.user_id, a.guild_id AS attempt_guild, a.daily_day,
                    a.lang, a.plies, a.status, a.started_at, a.finished_at
             FROM puzzle_attempts a JOIN puzzles p ON p.id = a.puzzle_id WHERE a.id = $1"
        );
        let Some(row) = sqlx::query(super::db::trusted(&sql)).bind(id as i64).fetch_optional(&self.pool).await? else {
            return Ok(None);
        };
        Ok(Some(AttemptRow {
            id: row.try_get::<i64, _>("attempt_id")? as u64,
            puzzle: puzzle_of(&row)?,
            user: row.try_get::<i64, _>("user_id")? as u64,
            guild: row.try_get::<Option<i64>, _>("attempt_guild")?.map(|g| g as u64),
            daily_day: row.try_get("daily_day")?,
            lang: Lang::from_locale(&row.try_get::<String, _>("lang")?),
            plies: moves_of(&row, "plies")?,
            status: AttemptStatus::parse(&row.try_get::<String, _>("status")?),
            started_at: row.try_get("started_at")?,
            finished_at: row.try_get("finished_at")?,
        }))
    }

    /// Moves an open attempt on from `from` plies to `to` (the player's move and the defence's reply).
    pub async fn advance_attempt(&self, id: u64, from: &[Move], to: &[Move]) -> Result<(), AttemptError> {
        let moved =
            sqlx::query("UPDATE puzzle_attempts SET plies = $3 WHERE id = $1 AND plies = $2 AND status = 'open'")
                .bind(id as i64)
                .bind(compact_moves(from))
                .bind(compact_moves(to))
                .execute(&self.pool)
                .await?;
        if moved.rows_affected() == 0 {
            return Err(AttemptError::Stale);
        }
        Ok(())
    }

    /// Ends an open attempt at `from` plies with the plies `to`, solved or failed, and rates it: the player and
    /// the puzzle each after one game against the other (Glicko-2), with the player's streaks. One transaction:
    /// a second press that raced this one finds the attempt over ([`AttemptError::Stale`]) and changes nothing.
    pub async fn finish_attempt(
        &self,
        attempt: &AttemptRow,
        from: &[Move],
        to: &[Move],
        solved: bool,
        now: Millis,
    ) -> Result<PuzzleRated, AttemptError> {
        let status = if solved { AttemptStatus::Solved } else { AttemptStatus::Failed };
        let mut tx = self.begin_write().await?;
        let ended = sqlx::query(
            "UPDATE puzzle_attempts SET plies = $3, status = $4, finished_at = $5
             WHERE id = $1 AND plies = $2 AND status = 'open'",
        )
        .bind(attempt.id as i64)
        .bind(compact_moves(from))
        .bind(compact_moves(to))
        .bind(status.as_str())
        .bind(now)
        .execute(&mut *tx)
        .await?;
        if ended.rows_affected() == 0 {
            return Err(AttemptError::Stale);
        }
        let player = sqlx::query("SELECT * FROM puzzle_players WHERE user_id = $1")
            .bind(attempt.user as i64)
            .fetch_optional(&mut *tx)
            .await?;
        let before = player.map(|row| standing_of(&row)).transpose()?.unwrap_or_default();
        let puzzle: (f64, f64, f64) = sqlx::query_as("SELECT rating, deviation, volatility FROM puzzles WHERE id = $1")
            .bind(attempt.puzzle.id as i64)
            .fetch_one(&mut *tx)
            .await?;
        let puzzle = Rating { rating: puzzle.0, deviation: puzzle.1, volatility: puzzle.2 };
        let score = if solved { 1.0 } else { 0.0 };
        let rating = before.rating.updated(&[Outcome { opponent: puzzle, score }]);
        let puzzle_after = puzzle.updated(&[Outcome { opponent: before.rating, score: 1.0 - score }]);
        let mut after = PuzzleStanding { rating, ..before };
        if solved {
            after.solved += 1;
            after.streak += 1;
            after.best_streak = after.best_streak.max(after.streak);
        } else {
            after.failed += 1;
            after.streak = 0;
        }
        if attempt.daily_day > 0 && solved {
            let running = before.daily_last == Some(attempt.daily_day - 1);
            after.daily_streak = if running { before.daily_streak + 1 } else { 1 };
            after.daily_last = Some(attempt.daily_day);
        }
        sqlx::query(
            "INSERT INTO puzzle_players (user_id, rating, deviation, volatility, solved, failed, streak,
                 best_streak, daily_streak, daily_last)
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
             ON CONFLICT (user_id) DO UPDATE SET rating = excluded.rating, deviation = excluded.deviation,
                 volatility = excluded.volatility, solved = excluded.solved, failed = excluded.failed,
                 streak = excluded.streak, best_streak = excluded.best_streak,
                 daily_streak = excluded.daily_streak, daily_last = excluded.daily_last",
        )
        .bind(attempt.user as i64)
        .bind(after.rating.rating)
        .bind(after.rating.deviation)
        .bind(after.rating.volatility)
        .bind(i64::from(after.solved))
        .bind(i64::from(after.failed))
        .bind(i64::from(after.streak))
        .bind(i64::from(after.best_streak))
        .bind(i64::from(after.daily_streak))
        .bind(after.daily_last)
        .execute(&mut *tx)
        .await?;
        sqlx::query("UPDATE puzzles SET rating = $2, deviation = $3, volatility = $4 WHERE id = $1")
            .bind(attempt.puzzle.id as i64)
            .bind(puzzle_after.rating)
            .bind(puzzle_after.deviation)
            .bind(puzzle_after.volatility)
            .execute(&mut *tx)
            .await?;
        tx.commit().await?;
        Ok(PuzzleRated { before: before.rating, after: after.rating, standing: after })
    }

    /// A player's puzzle rating and streaks, if they finished a puzzle.
    pub async fn puzzle_standing(&self, user: u64) -> Result<Option<PuzzleStanding>, StoreError> {
        let row = sqlx::query("SELECT * FROM puzzle_players WHERE user_id = $1")
            .bind(user as i64)
            .fetch_optional(&self.pool)
            .await?;
        Ok(row.map(|r| standing_of(&r)).transpose()?)
    }

    /// The server's puzzle leaderboard: the players who finished a puzzle there, by puzzle rating (then puzzles
    /// solved, then user id), at most `limit`.
    pub async fn puzzle_top(&self, guild: u64, limit: u32) -> Result<Vec<(u64, PuzzleStanding)>, StoreError> {
        let rows = sqlx::query(
            "SELECT * FROM puzzle_players pp
             WHERE EXISTS (SELECT 1 FROM puzzle_attempts a
                           WHERE a.guild_id = $1 AND a.user_id = pp.user_id AND a.status <> 'open')
             ORDER BY pp.rating DESC, pp.solved DESC, pp.user_id LIMIT $2",
        )
        .bind(guild as i64)
        .bind(i64::from(limit))
        .fetch_all(&self.pool)
        .await?;
        rows.iter()
            .map(|row| Ok((row.try_get::<i64, _>("user_id")? as u64, standing_of(row)?)))
            .collect::<Result<_, sqlx::Error>>()
            .map_err(StoreError::from)
    }
}

#[cfg(test)]
#[path = "puzzles_tests.rs"]
mod tests;
