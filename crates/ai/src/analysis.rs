//! What every searcher shares: the win score, a search's limits, what a search found, and a position hash.

use cuatro_engine::{Bits, Board, Colour, Move, Rng};
use std::time::Instant;

/// A won game is worth this much, less the plies it took (faster wins score higher).
pub const WIN: i32 = 1_000_000;

/// Limits of one search. Depth and nodes make it reproducible; the deadline only stops it early.
#[derive(Debug, Clone, Copy)]
pub struct Limits {
    pub depth: u32,
    pub max_nodes: u64,
    pub deadline: Option<Instant>,
}

impl Limits {
    /// True once `nodes` reach the budget or the deadline has passed (the clock is read every
    /// 1024 nodes).
    pub(super) fn spent(&self, nodes: u64) -> bool {
        nodes >= self.max_nodes || (nodes.is_multiple_of(1024) && self.deadline.is_some_and(|d| Instant::now() >= d))
    }
}

/// What a search found: each root move's score from the mover's point of view at the deepest
/// completed depth, and how far it got.
#[derive(Debug, Clone)]
pub struct Analysis {
    pub scores: Vec<(Move, i32)>,
    pub depth: u32,
    pub nodes: u64,
}

impl Analysis {
    pub fn best_score(&self) -> Option<i32> {
        self.scores.iter().map(|s| s.1).max()
    }

    /// All moves sharing the best score.
    pub fn best_moves(&self) -> Vec<Move> {
        let best = self.best_score();
        self.scores.iter().filter(|s| Some(s.1) == best).map(|s| s.0).collect()
    }

    /// One of the best moves, ties broken at random (seeded) so games vary but stay reproducible.
    pub fn pick_best(&self, rng: &mut Rng) -> Option<Move> {
        let best = self.best_moves();
        best.get(rng.below(best.len().max(1) as u64) as usize).copied()
    }
}

/// A 64-bit hash of the stones and a `salt` (whose turn it is).
pub(super) fn position_hash(b: &Board, salt: u64) -> u64 {
    let mix = |x: u64| {
        let mut z = x.wrapping_mul(0x9E37_79B9_7F4A_7C15);
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z ^ (z >> 31)
    };
    let words = |p: Bits| [p as u64, (p >> 64) as u64];
    let mut h = mix(salt + 1);
    for (i, c) in Colour::ALL.into_iter().enumerate() {
        for (j, w) in words(b.pieces(c)).into_iter().enumerate() {
            h ^= mix(w ^ (0x1234_5678 * (2 * i + j + 1) as u64)).rotate_left((i * 2 + j) as u32 * 7);
        }
    }
    h
}
