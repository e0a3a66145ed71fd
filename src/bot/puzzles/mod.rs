//! Puzzles: the trainer's commands, an attempt and the presses on it, the puzzles mined from finished games and
//! the built-in sets, and the daily puzzle.

pub mod attempt;
pub mod daily;
pub mod mining;
pub mod mining_queue;
pub mod trainer;
