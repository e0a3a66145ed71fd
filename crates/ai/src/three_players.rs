//! Three players (drops only): a paranoid check drops the root moves that lose when both opponents
//! play against the mover, then Monte Carlo tree search (`mcts.rs`) ranks the moves that are left.

use super::alphabeta::minimax;
use super::analysis::{Analysis, Limits, WIN};
use super::mcts;
use cuatro_engine::{Game, Move};
use std::time::Instant;

/// How deep the paranoid check looks: two rounds of the three seats (it catches two opponents'
/// threats at once, which the tree search, trusting each seat to play for itself, does not fear).
const SAFETY_DEPTH: u32 = 6;
/// The paranoid check gets this fraction of the node budget and of the time left; the tree search gets what it
/// leaves.
const SAFETY_SHARE: u64 = 8;

/// Scores the drops of the colour to move. Root moves that lose when both opponents play against
/// the mover keep that (paranoid) losing score; the others get tree-search win rates. The check
/// looks `SAFETY_DEPTH` plies ahead, or less when every move loses that deep.
pub fn analyse(game: &Game, limits: Limits) -> Analysis {
    let mut nodes = 0;
    let share = |d: Instant| {
        let now = Instant::now();
        now + d.saturating_duration_since(now) / SAFETY_SHARE as u32
    };
    let check = Limits { max_nodes: limits.max_nodes / SAFETY_SHARE, deadline: limits.deadline.map(share), ..limits };
    for depth in (1..=limits.depth.min(SAFETY_DEPTH)).rev() {
        let paranoid = minimax(game, Limits { depth, ..check });
        nodes += paranoid.nodes;
        let (lost, safe): (Vec<(Move, i32)>, Vec<_>) = paranoid.scores.iter().partition(|s| s.1 < -WIN / 2);
        if safe.is_empty() && depth > 1 {
            continue;
        }
        // A win the opponents cannot stop is taken; with one move left there is nothing to rank.
        let mut result = if safe.len() == 1 || safe.iter().any(|s| s.1 > WIN / 2) {
            Analysis { scores: safe, depth, nodes: 0 }
        } else {
            let moves: Vec<Move> = safe.iter().map(|s| s.0).collect();
            let rest = Limits { max_nodes: limits.max_nodes.saturating_sub(nodes), ..limits };
            mcts::analyse(game.board(), game.colour_to_move(), &moves, rest)
        };
        result.scores.extend(lost);
        result.nodes += nodes;
        return result;
    }
    unreachable!("depth 1 always returns")
}

#[cfg(test)]
mod tests {
    use super::*;
    use cuatro_engine::test_game as game;

    fn limits(nodes: u64) -> Limits {
        Limits { depth: 64, max_nodes: nodes, deadline: None }
    }

    #[test]
    fn takes_a_win() {
        // Red has a1 b1 c1 and wins at d1 (yellow and green threaten i4 and h4).
        let g = game("three-players", "a i h b i h c i h");
        let a = analyse(&g, limits(200_000));
        assert_eq!(a.best_moves(), vec![Move::Drop(3)], "{:?}", a.scores);
        assert!(a.best_score().unwrap() > WIN / 2, "a win at once is proven");
    }

    #[test]
    fn blocks_a_threat_whoever_could_block_it() {
        // Green has g1 h1 i1 and wins at f1 on its turn; yellow moves in between and could block,
        // but red does not count on it.
        let g = game("three-players", "a a g b b h a b i");
        assert_eq!(analyse(&g, limits(200_000)).best_moves(), vec![Move::Drop(5)]);
    }

    #[test]
    fn the_node_budget_stops_it() {
        let g = game("three-players", "");
        let a = analyse(&g, limits(30_000));
        // The last playout may run on by at most one game's length.
        assert!(a.nodes <= 30_000 + 64, "{}", a.nodes);
        assert_eq!(a.scores.len(), 9);
    }
}
