//! Best-reply search for three players: between two turns of the searching colour only the one
//! opponent reply that hurts it most is played (the other opponent passes), so the search sees
//! further than paranoid minimax and never trusts the opponents to block each other.

use super::eval::Windows;
use super::search::{Analysis, Entry, Limits, WIN, board_key, deepen, minimax};
use crate::engine::{Board, Colour, Game, Move};

/// How deep the paranoid check of the root moves looks: two rounds of the three seats (it
/// catches two opponents' threats at once, which best-reply search cannot see).
const SAFETY_DEPTH: u32 = 6;
const TABLE_BITS: u32 = 18;

/// Scores the drops of the colour to move. Root moves that lose when both opponents play
/// against the mover (paranoid) keep that losing score, and the others get best-reply scores; the
/// paranoid check looks `SAFETY_DEPTH` plies ahead, or less when every move loses that deep.
pub fn analyse(game: &Game, limits: Limits) -> Analysis {
    let mut nodes = 0;
    for depth in (1..=limits.depth.min(SAFETY_DEPTH)).rev() {
        let paranoid = minimax(game, Limits { depth, max_nodes: limits.max_nodes / 8, ..limits });
        nodes += paranoid.nodes;
        let (lost, mut safe): (Vec<(Move, i32)>, Vec<_>) = paranoid.scores.iter().partition(|s| s.1 < -WIN / 2);
        if safe.is_empty() && depth > 1 {
            continue;
        }
        safe.sort_by_key(|s| std::cmp::Reverse(s.1));
        let rest = Limits { max_nodes: limits.max_nodes.saturating_sub(nodes), ..limits };
        let mut result = Searcher::new(game, rest).run(safe.iter().map(|s| s.0).collect());
        result.scores.extend(lost);
        result.nodes += nodes;
        return result;
    }
    unreachable!("depth 1 always returns")
}

struct Searcher {
    me: Colour,
    opponents: [Colour; 2],
    board: Board,
    windows: Windows,
    limits: Limits,
    nodes: u64,
    stopped: bool,
    table: Vec<Entry>,
}

impl Searcher {
    fn new(game: &Game, limits: Limits) -> Self {
        let me = game.colour_to_move();
        let mut opponents = Colour::ALL.into_iter().filter(|&c| c != me);
        Searcher {
            me,
            opponents: [opponents.next().expect("three colours"), opponents.next().expect("three colours")],
            board: *game.board(),
            windows: Windows::new(game.board().geometry()),
            limits,
            nodes: 0,
            stopped: false,
            table: vec![Entry::default(); 1 << TABLE_BITS],
        }
    }

    /// Iterative deepening over the root `moves` (all drops).
    fn run(&mut self, moves: Vec<Move>) -> Analysis {
        let me = self.me;
        let mut result = deepen(self.limits.depth, moves, |mv, depth| {
            let v = self.after(mv.column(), me, depth - 1, -WIN - 1, WIN + 1, 1);
            (v, self.stopped)
        });
        result.nodes = self.nodes;
        result
    }

    fn out_of_budget(&mut self) -> bool {
        self.stopped |= self.limits.spent(self.nodes);
        self.stopped
    }

    /// The value of dropping `colour`'s stone in `col` (reached at `ply`), then searching on.
    fn after(&mut self, col: u8, colour: Colour, depth: u32, alpha: i32, beta: i32, ply: i32) -> i32 {
        self.board.drop_stone(col, colour);
        let v = if self.board.has_line(colour) {
            if colour == self.me { WIN - ply } else { ply - WIN }
        } else if self.board.is_full() {
            0
        } else {
            self.value(colour != self.me, depth, alpha, beta, ply)
        };
        self.board.undo_drop(col, colour);
        v
    }

    /// A playable winning cell for the side to move wins next ply; otherwise the open windows.
    fn leaf(&self, my_turn: bool, ply: i32) -> i32 {
        let threats = self.windows.threats(&self.board);
        let playable = self.board.playable();
        if my_turn && threats[self.me.index()] & playable != 0 {
            return WIN - ply - 1;
        }
        if !my_turn && self.opponents.iter().any(|o| threats[o.index()] & playable != 0) {
            return ply + 1 - WIN;
        }
        self.windows.score(&self.board, self.me, 3)
    }

    /// Alpha-beta from the searching colour's side: its own drops, or the best drop of either opponent.
    fn value(&mut self, my_turn: bool, depth: u32, mut alpha: i32, mut beta: i32, ply: i32) -> i32 {
        self.nodes += 1;
        if depth == 0 || self.out_of_budget() {
            return self.leaf(my_turn, ply);
        }
        let key = board_key(&self.board, my_turn as u64);
        let slot = (key >> (64 - TABLE_BITS)) as usize;
        let entry = self.table[slot];
        let first = entry.best_for(key);
        if let Some(v) = entry.narrow(key, depth, &mut alpha, &mut beta) {
            return v;
        }
        let (alpha0, beta0) = (alpha, beta);
        let (me, opponents) = ([self.me], self.opponents);
        let movers: &[Colour] = if my_turn { &me } else { &opponents };
        let mut best = if my_turn { i32::MIN } else { i32::MAX };
        let mut best_col = None;
        'columns: for col in self.columns(first) {
            for &colour in movers {
                let v = self.after(col, colour, depth - 1, alpha, beta, ply + 1);
                if (my_turn && v > best) || (!my_turn && v < best) {
                    best = v;
                    best_col = Some(col);
                }
                if my_turn {
                    alpha = alpha.max(v);
                } else {
                    beta = beta.min(v);
                }
                if alpha >= beta || self.stopped {
                    break 'columns;
                }
            }
        }
        if !self.stopped {
            self.table[slot] = Entry::new(key, depth, best, (alpha0, beta0), best_col.map(Move::Drop));
        }
        best
    }

    /// Open columns, the table's best first, then from the centre out.
    fn columns(&self, first: Option<Move>) -> Vec<u8> {
        let w = self.board.width();
        let centre = (w as i32 - 1) * 2;
        let mut cols: Vec<u8> = (0..w).filter(|&c| !self.board.is_column_full(c)).collect();
        cols.sort_by_key(|&c| (Some(Move::Drop(c)) != first, (c as i32 * 4 - centre).abs()));
        cols
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::test_game as game;

    fn limits(depth: u32) -> Limits {
        Limits { depth, max_nodes: 1_000_000, deadline: None }
    }

    #[test]
    fn takes_a_win() {
        // Red has a1 b1 c1 and wins at d1 (yellow and green threaten i4 and h4).
        let g = game("three-players", "a i h b i h c i h");
        assert_eq!(analyse(&g, limits(4)).best_moves(), vec![Move::Drop(3)]);
    }

    #[test]
    fn blocks_a_threat_whoever_could_block_it() {
        // Green has g1 h1 i1 and wins at f1 on its turn; yellow moves in between and could block,
        // but red does not count on it.
        let g = game("three-players", "a a g b b h a b i");
        assert_eq!(analyse(&g, limits(4)).best_moves(), vec![Move::Drop(5)]);
    }

    #[test]
    fn sees_a_double_threat_it_can_make() {
        // Red c1 d1 with b1 and e1 open on both sides after e1 or b1: a row of three open at
        // both ends needs both opponents to block, and one of them cannot reach in time.
        let g = game("three-players", "c i h d i h");
        let a = analyse(&g, limits(6));
        assert!(a.best_moves().iter().all(|m| [1, 4].contains(&m.column())), "{:?}", a.scores);
    }

    #[test]
    fn the_node_budget_stops_it() {
        let g = game("three-players", "");
        let a = analyse(&g, Limits { depth: 40, max_nodes: 30_000, deadline: None });
        assert!(a.nodes <= 30_000 + 64, "{}", a.nodes);
        assert_eq!(a.scores.len(), 9);
    }
}
