//! Perfect Connect Four (7x6) solver: bitboard positions, transposition table, negamax search.

mod move_sorter;
mod position;
mod search;
mod transposition;

pub(crate) use position::winning_cells;
pub use position::{Position, PositionError};
pub use search::Solver;
