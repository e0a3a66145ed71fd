//! The rules of Connect Four and its variants: pure, deterministic, allocation-free on the hot path.

mod board;
mod colour;
mod game;
mod geometry;
mod moves;
mod record;
mod rng;
mod setup;
mod variant;

#[cfg(test)]
mod reference;

#[cfg(test)]
mod rules_tests;

pub use board::Board;
pub use colour::Colour;
#[cfg(any(test, feature = "test-support"))]
pub use game::test_game;
pub use game::{DrawReason, Game, MoveError, MoveList, Outcome};
pub use geometry::{Bits, Geometry, MAX_CONNECT, MAX_SIZE, MIN_CONNECT, MIN_SIZE};
pub use moves::{
    Move, NotationError, cell_name, compact_moves, format_digits, format_moves, parse_cell, parse_digits, parse_moves,
    parse_token,
};
pub use record::{GameRecord, RecordError};
pub use rng::Rng;
pub use setup::{DEFAULT_OPENING_PLIES, Setup, SetupError, generate_obstacles, generate_opening};
pub use variant::{Players, Variant, VariantError};
