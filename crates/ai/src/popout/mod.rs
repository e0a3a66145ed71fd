//! Hard PopOut on the classic 7×6 board: a dedicated bitboard search (the generic one covers the rest).

mod board;
mod eval;
mod proof;
mod search;
mod strategy;
pub mod strategy_gen;
mod table;
#[cfg(test)]
mod tests;

use super::analysis::{Analysis, Limits, WIN};
use board::{Bitboard, decode, encode};
use cuatro_engine::{Game, Move, Rng, Variant};
use search::{MAX_PLY, Searcher};
use std::collections::HashMap;

/// Hard's node budget here: about as long as the generic search's 2,000,000 nodes take.
pub const HARD_NODES: u64 = 2_500_000;

/// True for plain PopOut (7×6, connect four, two players, nothing else combined).
pub fn handles(game: &Game) -> bool {
    handles_variant(game.variant())
}

/// [`handles`], for a variant.
pub fn handles_variant(variant: &Variant) -> bool {
    *variant == Variant { popout: true, ..Variant::CLASSIC }
}

/// How often each position of the game so far occurred, the current one included (for the
/// threefold-repetition draw), replayed from the empty start.
fn game_counts(game: &Game, root: &Bitboard) -> HashMap<u64, u8> {
    let mut counts = HashMap::new();
    let mut b = Bitboard::START;
    *counts.entry(b.key()).or_insert(0u8) += 1;
    for &mv in game.moves() {
        if !b.is_legal(encode(mv)) {
            break;
        }
        b = b.play(encode(mv)).0;
        *counts.entry(b.key()).or_insert(0) += 1;
    }
    if b != *root {
        // Not a game from the empty board: only the current position is known.
        counts = HashMap::from([(root.key(), 1)]);
    }
    counts
}

/// Scores every legal move of a plain PopOut game (see `handles`) like the generic search: from the
/// mover's side, `WIN` less the plies for proven results, at the deepest completed depth. Moves that
/// fail low against the best get an upper bound below the best score, so the best moves are exact.
pub fn analyse(game: &Game, limits: Limits) -> Analysis {
    analyse_with_table(game, limits, table::BUCKET_BITS)
}

/// [`analyse`] with a table of 2^`table_bits` buckets of 32 bytes: a short search (a puzzle's) with a small
/// table, whose memory is set up and paged in at every search, is not dominated by that.
pub fn analyse_with_table(game: &Game, limits: Limits, table_bits: u32) -> Analysis {
    let Some(root) = Bitboard::from_game(game).filter(|_| !game.is_over()) else {
        return Analysis { scores: Vec::new(), depth: 0, nodes: 0 };
    };
    let mut s = Searcher::new(limits, table_bits, game_counts(game, &root));
    let mut moves: Vec<_> = root.moves().collect();
    // Centre first before the first iteration.
    moves.sort_by_key(|&c| ((c as i32 % 7) * 2 - 6).abs() * 2 + i32::from(c >= 7));
    let mut result = Analysis { scores: moves.iter().map(|&c| (decode(c), 0)).collect(), depth: 0, nodes: 0 };
    for depth in 1..=limits.depth.clamp(1, MAX_PLY as u32 - 2) as i32 {
        let mut scores: Vec<(u8, i32)> = Vec::with_capacity(moves.len());
        let mut best = -WIN - 1;
        for &code in &moves {
            let (next, after) = root.play(code);
            let v = if scores.is_empty() {
                s.child_value(&next, after, depth, -WIN - 1, WIN + 1, 1)
            } else {
                // A null window first: only a move at least as good as the best needs its exact score.
                let v = s.child_value(&next, after, depth, best - 1, best, 1);
                if v >= best && !s.stopped { s.child_value(&next, after, depth, best - 1, WIN + 1, 1) } else { v }
            };
            scores.push((code, v));
            best = best.max(v);
            if s.stopped {
                break;
            }
        }
        if s.stopped && depth > 1 {
            break;
        }
        scores.sort_by_key(|&(_, v)| std::cmp::Reverse(v));
        moves = scores.iter().map(|s| s.0).collect();
        result =
            Analysis { scores: scores.iter().map(|&(c, v)| (decode(c), v)).collect(), depth: depth as u32, nodes: 0 };
        if best.abs() > WIN / 2 || s.stopped {
            break;
        }
    }
    result.nodes = s.nodes;
    result
}

/// The best move of a plain PopOut game, ties broken at random (seeded): the proven strategy's when the first
/// player is to move on one of its positions, the search's otherwise.
pub fn best_move(game: &Game, limits: Limits, rng: &mut Rng) -> Option<Move> {
    strategy_move(game).or_else(|| analyse(game, limits).pick_best(rng))
}

/// The first player's winning move from the embedded strategy (`strategy.rs`): a win at once, or the stored
/// drop. Only in a plain PopOut game from the empty board where the first player is to move and has only
/// dropped: its stones then outnumber those of every earlier position, so no position of the strategy's lines
/// can have occurred before and none ends in a repetition draw.
pub fn strategy_move(game: &Game) -> Option<Move> {
    if !handles(game) || game.is_over() {
        return None;
    }
    let b = Bitboard::from_game(game)?;
    let from_start = game.moves().iter().try_fold(Bitboard::START, |b, &mv| {
        let code = encode(mv);
        b.is_legal(code).then(|| b.play(code).0)
    });
    if !b.red_to_move() || from_start != Some(b) || 2 * b.current().count_ones() as usize != game.moves().len() {
        return None;
    }
    b.winning_move().or_else(|| strategy::Strategy::embedded().column(&b)).map(decode)
}
