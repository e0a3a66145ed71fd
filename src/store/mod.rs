//! Persistence of game sessions in SQLite through sqlx: one row per game, written on every move.

mod games;

pub use games::{GameRow, Store, StoreError};
