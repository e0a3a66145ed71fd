//! Puzzles: the trainer (commands, presses, puzzles mined from finished games) and the daily puzzle.

pub mod daily;
pub mod mining_queue;
pub mod trainer;
