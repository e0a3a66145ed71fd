//! Iterative-deepening alpha-beta with a transposition table, for any variant, under a node budget
//! (reproducible) and an optional deadline (a safety net or an arena budget). Two colours
//! (two-vs-two included) are plain minimax; with three players every other seat plays against the
//! searching one (the paranoid rule).

use super::analysis::{Analysis, Limits, WIN, position_hash};
use super::eval::Windows;
use cuatro_engine::{Colour, Game, Move, Outcome};

/// Alpha-beta from the mover's side against every other seat (paranoid with three players), with
/// iterative deepening: a depth cut short is dropped (except the first); a proven result ends it.
pub(super) fn minimax(game: &Game, limits: Limits) -> Analysis {
    let mut s = Searcher::new(game, limits);
    let mut g = game.clone();
    let mut moves = ordered(&g, None);
    let mut result = Analysis { scores: moves.iter().map(|&m| (m, 0)).collect(), depth: 0, nodes: 0 };
    for depth in 1..=limits.depth.max(1) {
        let mut scores = Vec::with_capacity(moves.len());
        for &mv in &moves {
            g.play(mv).expect("ordered() returns legal moves");
            let v = s.value(&mut g, depth - 1, -WIN - 1, WIN + 1, 1);
            g.undo();
            scores.push((mv, v));
            if s.stopped {
                break;
            }
        }
        if s.stopped && depth > 1 {
            break;
        }
        // Best first for the next iteration (stable, so centre order breaks ties).
        scores.sort_by_key(|&(_, v)| std::cmp::Reverse(v));
        moves = scores.iter().map(|s| s.0).collect();
        result = Analysis { scores, depth, nodes: 0 };
        if result.best_score().is_some_and(|b| b.abs() > WIN / 2) || s.stopped {
            break;
        }
    }
    result.nodes = s.nodes;
    result
}

/// Legal moves, the table's best move first, then centre columns (they take part in the most
/// lines), drops before pops.
fn ordered(game: &Game, first: Option<Move>) -> Vec<Move> {
    let centre = (game.board().width() as i32 - 1) * 2;
    let mut moves: Vec<Move> = game.legal_moves().to_vec();
    moves.sort_by_key(|m| (Some(*m) != first, (m.column() as i32 * 4 - centre).abs(), m.is_pop()));
    moves
}

/// A transposition table slot.
#[derive(Clone, Copy, Default)]
struct Entry {
    key: u64,
    depth: u8,
    bound: Bound,
    value: i32,
    best: Option<Move>,
}

impl Entry {
    /// The entry for a node searched to `depth` whose value fell against the window `(alpha, beta)`.
    fn new(key: u64, depth: u32, value: i32, (alpha, beta): (i32, i32), best: Option<Move>) -> Entry {
        let bound = if value <= alpha {
            Bound::Upper
        } else if value >= beta {
            Bound::Lower
        } else {
            Bound::Exact
        };
        Entry { key, depth: depth.min(255) as u8, bound, value, best }
    }

    /// The best move stored for `key`, if this entry is for it.
    fn best_for(&self, key: u64) -> Option<Move> {
        if self.key == key { self.best } else { None }
    }

    /// When this entry is for `key` and searched at least `depth` deep, narrows the window with
    /// it; `Some(value)` when that settles the node. Win scores depend on the ply they were
    /// found at, so only heuristic values are reused.
    fn narrow(&self, key: u64, depth: u32, alpha: &mut i32, beta: &mut i32) -> Option<i32> {
        if self.key != key || (self.depth as u32) < depth || self.value.abs() >= WIN / 2 {
            return None;
        }
        match self.bound {
            Bound::Exact => return Some(self.value),
            Bound::Lower => *alpha = (*alpha).max(self.value),
            Bound::Upper => *beta = (*beta).min(self.value),
        }
        (*alpha >= *beta).then_some(self.value)
    }
}

#[derive(Clone, Copy, Default, PartialEq)]
enum Bound {
    #[default]
    Exact,
    Lower,
    Upper,
}

const TABLE_BITS: u32 = 16;

struct Searcher {
    root: Colour,
    colours: usize,
    misere: bool,
    windows: Windows,
    limits: Limits,
    nodes: u64,
    stopped: bool,
    table: Vec<Entry>,
}

impl Searcher {
    fn new(game: &Game, limits: Limits) -> Self {
        Searcher {
            root: game.colour_to_move(),
            colours: game.variant().colours(),
            misere: game.variant().misere,
            windows: Windows::new(game.board().geometry()),
            limits,
            nodes: 0,
            stopped: false,
            table: vec![Entry::default(); 1 << TABLE_BITS],
        }
    }

    fn out_of_budget(&mut self) -> bool {
        self.stopped |= self.limits.spent(self.nodes);
        self.stopped
    }

    /// Minimax value from the root colour's point of view (max on its turns, min on the others').
    fn value(&mut self, g: &mut Game, depth: u32, mut alpha: i32, mut beta: i32, ply: i32) -> i32 {
        self.nodes += 1;
        match g.outcome() {
            Outcome::Win { winner, .. } if winner == self.root => return WIN - ply,
            Outcome::Win { .. } => return -WIN + ply,
            Outcome::Draw(_) => return 0,
            Outcome::Ongoing => {}
        }
        if depth == 0 || self.out_of_budget() {
            return if self.misere {
                self.windows.misere_score(g.board(), self.root)
            } else {
                self.windows.score(g.board(), self.root, self.colours)
            };
        }
        let key = position_key(g);
        let slot = (key >> (64 - TABLE_BITS)) as usize;
        let entry = self.table[slot];
        let tt_move = entry.best_for(key);
        if let Some(v) = entry.narrow(key, depth, &mut alpha, &mut beta) {
            return v;
        }
        let (alpha0, beta0) = (alpha, beta);
        let maximising = g.colour_to_move() == self.root;
        let mut best = if maximising { i32::MIN } else { i32::MAX };
        let mut best_move = None;
        for mv in ordered(g, tt_move) {
            g.play(mv).expect("legal");
            let v = self.value(g, depth - 1, alpha, beta, ply + 1);
            g.undo();
            if (maximising && v > best) || (!maximising && v < best) {
                best = v;
                best_move = Some(mv);
            }
            if maximising {
                alpha = alpha.max(v);
            } else {
                beta = beta.min(v);
            }
            if alpha >= beta || self.stopped {
                break;
            }
        }
        if !self.stopped {
            self.table[slot] = Entry::new(key, depth, best, (alpha0, beta0), best_move);
        }
        best
    }
}

/// A 64-bit hash of the stones and the seat to move (position identity for the table).
fn position_key(g: &Game) -> u64 {
    position_hash(g.board(), g.seat_to_move() as u64)
}

#[cfg(test)]
mod tests {
    use super::*;
    use cuatro_engine::test_game as game;
    use std::time::Instant;

    fn limits(depth: u32) -> Limits {
        Limits { depth, max_nodes: 5_000_000, deadline: None }
    }

    #[test]
    fn finds_a_forced_win_two_moves_deep() {
        // Red has b1 c1; d1 makes b1-c1-d1 open at both a1 and e1: a double threat, a forced win.
        let g = game("classic", "b b c c");
        let a = minimax(&g, limits(5));
        assert!(a.best_score().unwrap() > WIN / 2, "{:?}", a.scores);
        assert_eq!(a.best_moves(), vec![Move::Drop(3)], "{:?}", a.scores);
    }

    #[test]
    fn sees_a_loss_coming_and_the_node_budget_stops_it() {
        let g = game("classic", "");
        let a = minimax(&g, Limits { depth: 40, max_nodes: 20_000, deadline: None });
        assert!(a.nodes <= 20_000 + 64, "{}", a.nodes);
        assert!(a.depth >= 3 && a.depth < 40);
        assert_eq!(a.scores.len(), 7);
    }

    #[test]
    fn a_deadline_stops_the_search() {
        let g = game("10x10k5", "");
        let start = Instant::now();
        let deadline = Some(start + std::time::Duration::from_millis(50));
        let a = minimax(&g, Limits { depth: 60, max_nodes: u64::MAX, deadline });
        // Generous slack: this only checks that the search stops, not how fast the machine is.
        assert!(start.elapsed().as_secs() < 5);
        assert!(a.depth >= 1);
    }

    #[test]
    fn popout_search_handles_cycles() {
        let g = game("popout", "d e d e");
        let a = minimax(&g, limits(8));
        assert!(!a.scores.is_empty());
    }
}
