//! Which search a position gets, by variant: the one place that routes to the searchers.
//!
//! Two colours, misère, PopOut and any one-ply search get the generic alpha-beta search
//! (`alphabeta.rs`); three players (drops only) get a paranoid check and tree search
//! (`three_players.rs`). The strongest play adds perfect play in classic (book and exact solver,
//! `perfect.rs`) and the dedicated bitboard search in plain PopOut (`popout/`).

use super::analysis::{Analysis, Limits};
use super::{alphabeta, perfect, popout, three_players};
use cuatro_engine::{Game, Move, Rng};

/// Scores every legal move with iterative deepening under `limits`.
pub fn analyse(game: &Game, limits: Limits) -> Analysis {
    // One ply (the greedy baseline) is the static evaluation alone, whatever the seats.
    let v = game.variant();
    if v.colours() == 3 && !v.misere && !v.popout && limits.depth > 1 {
        return three_players::analyse(game, limits);
    }
    alphabeta::minimax(game, limits)
}

/// Picks the best move, breaking ties at random (seeded) so games vary but stay reproducible.
pub fn best_move(game: &Game, limits: Limits, rng: &mut Rng) -> Option<Move> {
    analyse(game, limits).pick_best(rng)
}

/// The strongest move there is for the variant: perfect play in classic (book and exact solver),
/// the dedicated bitboard search in plain PopOut, and `best_move` otherwise, both under `limits`.
pub fn strongest_move(game: &Game, limits: Limits, rng: &mut Rng) -> Option<Move> {
    if popout::handles(game) {
        return popout::best_move(game, limits, rng);
    }
    perfect::perfect_move(game, rng).or_else(|| best_move(game, limits, rng))
}
