//! Persistence in SQLite through sqlx: games (one row each, written on every move), results, ratings, settings.

mod games;
mod results;
mod settings;
#[cfg(test)]
mod testing;

pub use games::{GameRow, Store, StoreError};
pub use results::RATING_PERIOD_MS;
