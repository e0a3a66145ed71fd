//! Classic puzzles proved by the exact solver: what a position asks, how a press is judged, and puzzle sets.

mod generate;
mod judge;

pub use generate::{Generated, PuzzleLine, generate_classic};
pub use judge::{Goal, LONGEST_WIN, Verdict, classify, judge, keeping_columns};
