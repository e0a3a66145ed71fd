//! The AI: search and difficulty levels for every variant (the classic solver arrives separately).

pub mod arena;
mod eval;
mod level;
pub mod review;
pub mod search;

pub use level::{Level, LevelError, choose_move, choose_move_within};
