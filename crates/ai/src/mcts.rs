//! Monte Carlo tree search for three players (drops only): UCT over the game tree, each node
//! scored for the colour that moved into it, with playouts in which every seat takes a win or
//! blocks one and otherwise drops at random.

use super::analysis::{Analysis, Limits, position_hash};
use cuatro_engine::{Bits, Board, Colour, Move, Rng};
use std::time::Instant;

/// UCT exploration constant (rewards lie in 0..=1).
const EXPLORATION: f32 = 2.0;
/// A drawn playout is worth this much to every colour.
const DRAW: f32 = 0.5;
/// Root scores are win rates on this scale (so review margins of 16 and 128 are 1.6% and 12.8%).
const SCALE: f32 = 1000.0;

/// How a game reached by a tree move ended, if it did.
#[derive(Clone, Copy, PartialEq)]
enum End {
    Ongoing,
    Won,
    Drawn,
}

#[derive(Clone, Copy)]
struct Node {
    col: u8,
    /// Index of the colour whose drop led here.
    mover: u8,
    end: End,
    visits: u32,
    /// Summed rewards for `mover`.
    reward: f32,
    first_child: u32,
    children: u8,
    expanded: bool,
}

impl Node {
    fn new(col: u8, mover: u8, end: End) -> Node {
        Node { col, mover, end, visits: 0, reward: 0.0, first_child: 0, children: 0, expanded: false }
    }

    fn mean(&self) -> f32 {
        self.reward / self.visits.max(1) as f32
    }
}

/// Scores the root `moves` (drops) of `board` for `to_move` by MCTS under `limits`: a move's
/// score is its win rate, less its uncertainty, on a 0..1000 scale.
pub fn analyse(board: &Board, to_move: Colour, moves: &[Move], limits: Limits) -> Analysis {
    if moves.is_empty() {
        return Analysis { scores: Vec::new(), depth: 0, nodes: 0 };
    }
    let mut tree = Tree::new(board, to_move, moves);
    tree.run(limits);
    let root = tree.nodes[0];
    let scores = tree.children(&root).iter().map(|c| (Move::Drop(c.col), secure_score(c))).collect();
    Analysis { scores, depth: tree.max_depth, nodes: tree.plies }
}

/// The win rate less one standard error, so a barely tried move does not look best.
fn secure_score(node: &Node) -> i32 {
    if node.visits == 0 {
        return 0;
    }
    ((node.mean() - 0.5 / (node.visits as f32).sqrt()).max(0.0) * SCALE) as i32
}

struct Tree {
    root: Board,
    root_colour: u8,
    nodes: Vec<Node>,
    rng: Rng,
    /// Plies played in the tree and in playouts: the node budget counts these.
    plies: u64,
    max_depth: u32,
    /// The nodes of the current iteration, root first (kept to reuse its allocation).
    path: Vec<usize>,
}

impl Tree {
    fn new(board: &Board, to_move: Colour, moves: &[Move]) -> Tree {
        let mover = prev(to_move.index() as u8);
        let mut tree = Tree {
            root: *board,
            root_colour: to_move.index() as u8,
            nodes: vec![Node::new(0, mover, End::Ongoing)],
            // Seeded by the position, so a search is reproducible without a caller's generator.
            rng: Rng::new(position_hash(board, to_move.index() as u64)),
            plies: 0,
            max_depth: 0,
            path: Vec::new(),
        };
        let cols: Vec<u8> = moves.iter().map(|m| m.column()).collect();
        tree.add_children(0, board, to_move.index() as u8, &cols);
        tree
    }

    fn children(&self, node: &Node) -> &[Node] {
        let first = node.first_child as usize;
        &self.nodes[first..first + node.children as usize]
    }

    fn run(&mut self, limits: Limits) {
        let mut iterations = 0u64;
        while self.plies < limits.max_nodes {
            if iterations.is_multiple_of(64) && limits.deadline.is_some_and(|d| Instant::now() >= d) {
                break;
            }
            self.iterate();
            iterations += 1;
        }
    }

    /// One selection, expansion, playout and backup.
    fn iterate(&mut self) {
        let mut board = self.root;
        let mut path = std::mem::take(&mut self.path);
        path.clear();
        path.push(0);
        let mut turn = self.root_colour;
        let mut node = 0;
        let winner = loop {
            match self.nodes[node].end {
                End::Won => break Some(self.nodes[node].mover),
                End::Drawn => break None,
                End::Ongoing => {}
            }
            if !self.nodes[node].expanded {
                let cols = self.tree_moves(&board, turn);
                self.add_children(node, &board, turn, &cols);
            }
            node = self.select(node);
            board.drop_stone(self.nodes[node].col, Colour::from_index(turn as usize));
            self.plies += 1;
            path.push(node);
            turn = next(turn);
            if self.nodes[node].visits == 0 && self.nodes[node].end == End::Ongoing {
                break self.playout(&mut board, turn);
            }
        };
        self.max_depth = self.max_depth.max(path.len() as u32 - 1);
        for &i in &path {
            let n = &mut self.nodes[i];
            n.visits += 1;
            n.reward += match winner {
                Some(w) if w == n.mover => 1.0,
                Some(_) => 0.0,
                None => DRAW,
            };
        }
        self.path = path;
    }

    /// Creates `node`'s children, one per column in `cols`, each marked won or drawn if it ends the game.
    fn add_children(&mut self, node: usize, board: &Board, turn: u8, cols: &[u8]) {
        let first = self.nodes.len() as u32;
        let colour = Colour::from_index(turn as usize);
        for &col in cols {
            let mut b = *board;
            b.drop_stone(col, colour);
            let end = if b.has_line(colour) {
                End::Won
            } else if b.is_full() {
                End::Drawn
            } else {
                End::Ongoing
            };
            self.nodes.push(Node::new(col, turn, end));
        }
        let n = &mut self.nodes[node];
        (n.first_child, n.children, n.expanded) = (first, cols.len() as u8, true);
    }

    /// The drops worth trying in the tree: a win if there is one; else, if the next seat has a
    /// winning cell, the drops that take it; else every open column.
    fn tree_moves(&self, board: &Board, turn: u8) -> Vec<u8> {
        let threats = board.threats();
        let playable = board.playable();
        let wins = threats[turn as usize] & playable;
        let forced = threats[next(turn) as usize] & playable;
        let cells = if wins != 0 {
            lowest_bit(wins)
        } else if forced != 0 {
            forced
        } else {
            playable
        };
        columns(board, cells)
    }

    /// The child of `node` with the best UCT value; untried children first, in order.
    fn select(&self, node: usize) -> usize {
        let parent = self.nodes[node];
        let log_n = (parent.visits.max(1) as f32).ln();
        let first = parent.first_child as usize;
        let mut best = (f32::MIN, first);
        for (i, c) in self.children(&parent).iter().enumerate() {
            if c.visits == 0 {
                return first + i;
            }
            let uct = c.mean() + EXPLORATION * (log_n / c.visits as f32).sqrt();
            if uct > best.0 {
                best = (uct, first + i);
            }
        }
        best.1
    }

    /// Plays the game out from `board` with `turn` to move; returns the winner's index (or none for a draw).
    fn playout(&mut self, board: &mut Board, mut turn: u8) -> Option<u8> {
        loop {
            let playable = board.playable();
            if playable == 0 {
                return None;
            }
            let threats = board.threats();
            if threats[turn as usize] & playable != 0 {
                self.plies += 1;
                return Some(turn);
            }
            // Block the next seat first (it moves before the other one can), then the other one.
            let next_wins = threats[next(turn) as usize] & playable;
            let other_wins = threats[prev(turn) as usize] & playable;
            let cell = self.pick([next_wins, other_wins, playable].into_iter().find(|&c| c != 0).expect("playable"));
            board.drop_stone(board.geometry().first_cell(cell).0, Colour::from_index(turn as usize));
            self.plies += 1;
            turn = next(turn);
        }
    }

    /// A uniformly random cell of `cells` (not empty).
    fn pick(&mut self, cells: Bits) -> Bits {
        let k = self.rng.below(cells.count_ones() as u64);
        let mut rest = cells;
        for _ in 0..k {
            rest &= rest - 1;
        }
        lowest_bit(rest)
    }
}

fn lowest_bit(b: Bits) -> Bits {
    b & b.wrapping_neg()
}

/// The columns of `cells` (landing cells, at most one per column), in column order.
fn columns(board: &Board, cells: Bits) -> Vec<u8> {
    let geo = board.geometry();
    (0..board.width()).filter(|&c| cells & geo.column(c) != 0).collect()
}

fn next(turn: u8) -> u8 {
    (turn + 1) % 3
}

fn prev(turn: u8) -> u8 {
    (turn + 2) % 3
}

#[cfg(test)]
mod tests {
    use super::*;
    use cuatro_engine::test_game as game;

    fn limits(plies: u64) -> Limits {
        Limits { depth: 64, max_nodes: plies, deadline: None }
    }

    fn best(id: &str, moves: &str, plies: u64) -> Analysis {
        let g = game(id, moves);
        let a = analyse(g.board(), g.colour_to_move(), &g.legal_moves(), limits(plies));
        assert_eq!(a.scores.len(), g.legal_moves().len());
        a
    }

    #[test]
    fn takes_a_win() {
        // Red has a1 b1 c1 and wins at d1 (yellow and green threaten i4 and h4).
        let a = best("three-players", "a i h b i h c i h", 20_000);
        assert_eq!(a.best_moves(), vec![Move::Drop(3)], "{:?}", a.scores);
    }

    #[test]
    fn blocks_the_next_seats_win() {
        // Yellow (next after red) has b1 c1 d1 and a1 is red's: red must take e1.
        let a = best("three-players", "a b i g c i a d h", 50_000);
        assert_eq!(a.best_moves(), vec![Move::Drop(4)], "{:?}", a.scores);
    }

    #[test]
    fn a_seed_free_search_is_reproducible_and_respects_the_budget() {
        let a = best("three-players", "e", 30_000);
        let b = best("three-players", "e", 30_000);
        assert_eq!(a.scores, b.scores);
        // One playout may run past the budget by at most a game's length.
        assert!(a.nodes < 30_000 + 64, "{}", a.nodes);
    }
}
