//! Classic puzzles proved by the exact solver: what a position asks, how a press is judged, puzzle sets, and the
//! puzzles found in finished games.

mod generate;
mod judge;
mod mine;
mod play;
mod set;

pub use generate::{Generated, PuzzleLine, generate_classic};
pub use judge::{Goal, LONGEST_WIN, Verdict, classify, judge, keeping_columns};
pub use mine::{Mined, mine_game};
pub use play::{PuzzleState, Step, Unplayable, plies_after, puzzle_game, solution_line};
pub use set::{SetPuzzle, built_in_set, parse_line};
