//! The AI: the exact classic solver, bounded search for every variant, levels, review and hints.

mod alphabeta;
pub mod analysis;
pub mod arena;
pub mod book;
mod book_format;
pub mod book_gen;
pub mod dispatch;
mod eval;
mod level;
mod mcts;
pub mod nodes;
pub mod perfect;
pub mod popout;
pub mod puzzle;
pub mod random_opening;
pub mod review;
pub mod solver;
mod three_players;

pub use level::{Effort, Level, LevelError, choose_move, choose_move_with};
