//! The AI: search and difficulty levels for every variant (the classic solver arrives separately).

mod eval;
mod level;
mod search;

pub use level::{Level, LevelError, choose_move};
