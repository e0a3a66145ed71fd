//! A depth- and node-bounded alpha-beta search that plays any variant (paranoid for three players).

use super::eval::Windows;
use crate::engine::{Colour, Game, Move, Outcome, Rng};

/// A won game is worth this much, less the plies it took (faster wins score higher).
const WIN: i32 = 1_000_000;

/// Limits of one search; the node cap keeps deep searches on big boards bounded.
#[derive(Debug, Clone, Copy)]
pub struct Limits {
    pub depth: u32,
    pub max_nodes: u64,
}

pub struct Search<'a> {
    root: Colour,
    colours: usize,
    misere: bool,
    windows: &'a Windows,
    nodes: u64,
    max_nodes: u64,
}

/// Scores every legal move for the side to move with a search of `limits.depth` plies and picks
/// the best, breaking ties at random (seeded) so games vary but stay reproducible.
pub fn best_move(game: &Game, limits: Limits, rng: &mut Rng) -> Option<Move> {
    let windows = Windows::new(game.board().geometry());
    let mut search = Search {
        root: game.colour_to_move(),
        colours: game.variant().colours(),
        misere: game.variant().misere,
        windows: &windows,
        nodes: 0,
        max_nodes: limits.max_nodes,
    };
    let mut g = game.clone();
    let moves = ordered(&g);
    let mut best: Vec<Move> = Vec::new();
    // Iterative deepening keeps a complete answer from the last finished depth when nodes run out.
    for depth in 1..=limits.depth.max(1) {
        let mut scores = Vec::with_capacity(moves.len());
        for &mv in &moves {
            g.play(mv).expect("ordered() returns legal moves");
            let s = search.value(&mut g, depth - 1, -WIN - 1, WIN + 1, 1);
            g.undo();
            scores.push(s);
        }
        if search.nodes > search.max_nodes && depth > 1 {
            break;
        }
        let best_score = *scores.iter().max()?;
        best = moves.iter().zip(&scores).filter(|(_, s)| **s == best_score).map(|(m, _)| *m).collect();
        if best_score.abs() > WIN / 2 {
            break;
        }
    }
    best.get(rng.below(best.len() as u64) as usize).copied()
}

/// Legal moves, centre columns first (they take part in the most lines), drops before pops.
pub fn ordered(game: &Game) -> Vec<Move> {
    let centre = (game.board().width() as i32 - 1) * 2;
    let mut moves: Vec<Move> = game.legal_moves().to_vec();
    moves.sort_by_key(|m| ((m.column() as i32 * 4 - centre).abs(), m.is_pop()));
    moves
}

impl Search<'_> {
    /// Minimax value from the root colour's point of view (max on its turns, min on the others').
    fn value(&mut self, g: &mut Game, depth: u32, mut alpha: i32, mut beta: i32, ply: i32) -> i32 {
        self.nodes += 1;
        match g.outcome() {
            Outcome::Win { winner, .. } if winner == self.root => return WIN - ply,
            Outcome::Win { .. } => return -WIN + ply,
            Outcome::Draw(_) => return 0,
            Outcome::Ongoing => {}
        }
        if depth == 0 || self.nodes > self.max_nodes {
            let s = self.windows.score(g.board(), self.root, self.colours);
            return if self.misere { -s } else { s };
        }
        let maximising = g.colour_to_move() == self.root;
        let mut best = if maximising { i32::MIN } else { i32::MAX };
        for mv in ordered(g) {
            g.play(mv).expect("legal");
            let v = self.value(g, depth - 1, alpha, beta, ply + 1);
            g.undo();
            if maximising {
                best = best.max(v);
                alpha = alpha.max(v);
            } else {
                best = best.min(v);
                beta = beta.min(v);
            }
            if alpha >= beta {
                break;
            }
        }
        best
    }
}
