//! Persistence through sqlx on SQLite or PostgreSQL: games (one row each, written on every move), results,
//! ratings, settings, shard leases.

mod games;
mod leases;
mod results;
pub mod scratch;
mod settings;
#[cfg(test)]
mod testing;

pub use games::{Engine, GameRow, Store, StoreError};
pub use leases::{Fence, Lease, shard_of};
pub use results::RATING_PERIOD_MS;
