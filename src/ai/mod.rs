//! The AI: the exact classic solver, bounded search for every variant, levels, review and hints.

pub mod arena;
pub mod book;
pub mod book_gen;
mod eval;
mod level;
mod mcts;
pub mod opening;
pub mod perfect;
mod popout;
pub mod review;
pub mod search;
pub mod solver;
mod three_players;

pub use level::{Level, LevelError, choose_move, choose_move_within};
