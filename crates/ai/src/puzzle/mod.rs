//! Puzzles proved when they are made: classic ones by the exact solver, PopOut ones by full-width search; what a
//! position asks, how a press is judged, puzzle sets, and the puzzles found in finished games.

mod generate;
mod judge;
mod mine;
mod play;
mod popout;
mod set;

pub use generate::{Generated, PuzzleLine, generate_classic, generate_popout};
pub use judge::{AfterMiss, Goal, LONGEST_WIN, Verdict, classify, judge, keeping_columns};
pub use mine::{Mined, POPOUT_FEWEST_PLIES, mine_game, mine_popout_position};
pub use play::{POPOUT, PUZZLE_VARIANTS, PuzzleState, Step, Unplayable, puzzle_game};
pub use popout::{POPOUT_LONGEST_WIN, POPOUT_PLIES};
pub use set::{SetPuzzle, built_in_set, parse_line};
