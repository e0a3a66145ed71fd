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

/// Tests only: a game of variant `id` after the moves written in `notation` (panics on bad input).
#[cfg(test)]
pub fn test_game(id: &str, notation: &str) -> Game {
    let mut game = Game::new(id.parse().expect("a valid variant id"));
    for mv in parse_moves(notation).expect("valid notation") {
        game.play(mv).unwrap_or_else(|e| panic!("{mv}: {e} after {:?}", game.moves()));
    }
    game
}
#[cfg(test)]
mod rules_tests;

pub use board::Board;
pub use colour::Colour;
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
