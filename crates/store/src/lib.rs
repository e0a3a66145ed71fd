//! Persistence through sqlx on SQLite or PostgreSQL: games (one row each, written on every move), results,
//! ratings, settings, shard leases.

mod board_tokens;
mod daily;
mod db;
#[cfg(any(test, feature = "test-support"))]
pub mod disk_full;
mod engine;
mod fence;
mod games;
mod games_now;
mod interactions;
mod leases;
mod migrations;
mod probe;
mod puzzles;
mod replay;
mod replay_posts;
mod results;
#[cfg(any(test, feature = "test-support"))]
pub mod scratch;
mod settings;
mod standings;
mod stats;
#[cfg(test)]
mod testing;
mod tournaments;
mod user_data;

pub use board_tokens::{StoredToken, TOKEN_LIFETIME_MS};
pub use cuatro_game::rating::RATING_PERIOD_MS;
pub use daily::{DAILY_CLAIM_MS, DailyPost, DailySummary};
pub use db::{Store, StoreError, redacted_url, sqlite_file};
pub use engine::Engine;
pub use fence::{Fence, shard_of};
pub use games::{BoardMessages, GameRow};
pub use games_now::{GamesNowRow, PostedMessage, RecentResult};
pub use interactions::HANDLED_KEPT_MS;
pub use leases::{Lease, ShardLocks};
pub use puzzles::{
    AttemptError, AttemptRow, AttemptStatus, DAY_MS, NewPuzzle, OWN_PUZZLES_FIRST, PuzzleRated, PuzzleRow,
    PuzzleSource, PuzzleStanding, starting_rating,
};
pub use replay_posts::{REPLAY_CLAIM_MS, ReplayClaim};
pub use tournaments::StoredTournament;
pub use user_data::Forgotten;
