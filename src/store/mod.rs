//! Persistence of game sessions in SQLite through sqlx: one row per game, written on every move.

mod games;
mod results;
mod settings;

pub use games::{GameRow, Store, StoreError};
pub use results::RATING_PERIOD_MS;
