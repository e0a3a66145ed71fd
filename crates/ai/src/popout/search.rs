//! Principal-variation search over PopOut bitboards: a win check first, forced blocks, repetitions
//! as draws, a transposition table, killer and history move ordering, under a node budget.

use super::board::{After, Bitboard, Code, WIDTH, winning_cells};
use super::eval::evaluate;
use super::table::{Bound, Entry, NO_MOVE, Table};
use crate::analysis::{Limits, WIN};
use std::collections::HashMap;
use std::time::Instant;

/// Deeper than any search gets (the depth limit is capped below it).
pub const MAX_PLY: usize = 100;
const INFINITY: i32 = WIN + 1;
const MOVES: usize = 2 * WIDTH;

/// Search order of the columns before anything is known: centre first.
const CENTRE_FIRST: [usize; WIDTH] = [3, 2, 4, 1, 5, 0, 6];

/// A move with the position it leads to and its ordering score.
#[derive(Clone, Copy)]
struct Candidate {
    code: Code,
    next: Bitboard,
    after: After,
    order: i64,
}

pub struct Searcher {
    limits: Limits,
    pub nodes: u64,
    pub stopped: bool,
    table: Table,
    killers: [[Code; 2]; MAX_PLY + 1],
    /// Cut-off counts per side (red 0, yellow 1) and move, weighted by depth squared.
    history: [[i64; MOVES]; 2],
    /// Keys of the positions on the current line by ply (index 0, the root, is in `game_counts`).
    path: [u64; MAX_PLY + 2],
    /// How often each position of the game so far occurred (the root included).
    game_counts: HashMap<u64, u8>,
    /// One bit per low 12 bits of the keys in `game_counts`: most positions skip the map.
    in_game: [u64; 64],
}

/// Win scores depend on the ply they are found at; the table stores them from the node instead.
fn to_table(v: i32, ply: usize) -> i32 {
    if v > WIN / 2 {
        v + ply as i32
    } else if v < -WIN / 2 {
        v - ply as i32
    } else {
        v
    }
}

fn from_table(v: i32, ply: usize) -> i32 {
    if v > WIN / 2 {
        v - ply as i32
    } else if v < -WIN / 2 {
        v + ply as i32
    } else {
        v
    }
}

impl Searcher {
    /// A searcher under `limits` with a table of 2^`table_bits` buckets, after the game's positions `game_counts`.
    pub fn new(limits: Limits, table_bits: u32, game_counts: HashMap<u64, u8>) -> Self {
        Searcher {
            limits,
            nodes: 0,
            stopped: false,
            table: Table::new(table_bits),
            killers: [[NO_MOVE; 2]; MAX_PLY + 1],
            history: [[0; MOVES]; 2],
            path: [0; MAX_PLY + 2],
            in_game: game_counts.keys().fold([0; 64], |mut bits, &k| {
                bits[(k as usize >> 6) & 63] |= 1 << (k & 63);
                bits
            }),
            game_counts,
        }
    }

    fn out_of_budget(&mut self) -> bool {
        if self.nodes >= self.limits.max_nodes
            || (self.nodes.is_multiple_of(1024) && self.limits.deadline.is_some_and(|d| Instant::now() >= d))
        {
            self.stopped = true;
        }
        self.stopped
    }

    /// Earlier occurrences of `key`, reached at `ply`: in the game so far and on the current line.
    fn occurrences(&self, key: u64, ply: usize) -> usize {
        let maybe_in_game = self.in_game[(key as usize >> 6) & 63] & (1 << (key & 63)) != 0;
        let in_game = if maybe_in_game { self.game_counts.get(&key).copied().unwrap_or(0) as usize } else { 0 };
        // The same side is to move only an even number of plies apart; index 0 (the root) is in the game.
        let on_line = (1..ply).rev().skip(1).step_by(2).filter(|&j| self.path[j] == key).count();
        in_game + on_line
    }

    /// The value of the position `next`, reached by a move at `ply - 1` that did `after`, for the
    /// side that made the move.
    pub fn child_value(&mut self, next: &Bitboard, after: After, depth: i32, alpha: i32, beta: i32, ply: usize) -> i32 {
        match after {
            After::MoverWins => WIN - ply as i32,
            After::MoverLoses => -WIN + ply as i32,
            After::Draw => 0,
            After::Ongoing => {
                let key = next.key();
                // The third occurrence of a position is a draw.
                if self.occurrences(key, ply) >= 2 {
                    return 0;
                }
                self.path[ply] = key;
                -self.negamax(next, depth - 1, -beta, -alpha, ply)
            }
        }
    }

    /// Negamax value of `b` for its side to move, `ply` plies below the root.
    fn negamax(&mut self, b: &Bitboard, depth: i32, mut alpha: i32, mut beta: i32, ply: usize) -> i32 {
        self.nodes += 1;
        if b.winning_move().is_some() {
            return WIN - ply as i32 - 1;
        }
        if depth <= 0 || ply >= MAX_PLY || self.out_of_budget() {
            return evaluate(b);
        }
        // No win at once: the best is a win two moves on, the worst a pop that completes the opponent's line.
        alpha = alpha.max(-WIN + ply as i32 + 1);
        beta = beta.min(WIN - ply as i32 - 3);
        if alpha >= beta {
            return alpha;
        }
        let key = b.key();
        let entry = self.table.probe(key);
        let mut tt_move = NO_MOVE;
        if let Some(e) = entry {
            tt_move = e.best;
            if e.depth as i32 >= depth {
                let v = from_table(e.value, ply);
                match e.bound {
                    Bound::Exact => return v,
                    Bound::Lower if v >= beta => return v,
                    Bound::Upper if v <= alpha => return v,
                    _ => {}
                }
            }
        }
        let (mut list, len) = self.candidates(b, tt_move, ply);
        if len == 0 {
            // Every move leaves a win at once to the opponent (only pops were left, and none exist).
            return -WIN + ply as i32 + 2;
        }
        let (alpha0, side) = (alpha, usize::from(!b.red_to_move()));
        let mut best = -INFINITY;
        let mut best_move = NO_MOVE;
        for i in 0..len {
            // Selection sort: the best remaining candidate next (cut-offs come early).
            let pick = (i..len).max_by_key(|&j| (list[j].order, std::cmp::Reverse(j))).unwrap_or(i);
            list.swap(i, pick);
            let c = list[i];
            let mut v;
            if i == 0 {
                v = self.child_value(&c.next, c.after, depth, alpha, beta, ply + 1);
            } else {
                v = self.child_value(&c.next, c.after, depth, alpha, alpha + 1, ply + 1);
                if v > alpha && v < beta {
                    v = self.child_value(&c.next, c.after, depth, alpha, beta, ply + 1);
                }
            }
            if self.stopped {
                return best.max(v);
            }
            if v > best {
                best = v;
                best_move = c.code;
            }
            if v > alpha {
                alpha = v;
            }
            if alpha >= beta {
                let killers = &mut self.killers[ply];
                if killers[0] != c.code {
                    killers[1] = killers[0];
                    killers[0] = c.code;
                }
                self.history[side][c.code as usize] += (depth * depth) as i64;
                break;
            }
        }
        let bound = if best <= alpha0 {
            Bound::Upper
        } else if best >= beta {
            Bound::Lower
        } else {
            Bound::Exact
        };
        let value = to_table(best, ply);
        self.table.store(Entry { key, value, depth: depth.min(127) as i8, bound, best: best_move });
        best
    }

    /// The moves worth searching, with ordering scores. When the opponent could win at once by a
    /// drop, only the drop onto that cell (if there is one such cell) and pops can stop it.
    fn candidates(&self, b: &Bitboard, tt_move: Code, ply: usize) -> ([Candidate; MOVES], usize) {
        let threats = winning_cells(b.opponent(), b.mask()) & b.playable();
        let side = usize::from(!b.red_to_move());
        let empty = Candidate { code: 0, next: *b, after: After::Ongoing, order: 0 };
        let mut list = [empty; MOVES];
        let mut len = 0;
        for (rank, &col) in CENTRE_FIRST.iter().enumerate() {
            for code in [col as Code, (col + WIDTH) as Code] {
                if !b.is_legal(code) {
                    continue;
                }
                if (code as usize) < WIDTH && threats != 0 && threats & super::board::column(col) == 0 {
                    continue;
                }
                let (next, after) = b.play(code);
                // The mover's winning cells after the move; a move that hands a win at once goes last.
                let mine = winning_cells(next.opponent(), next.mask()).count_ones() as i64;
                let hands_a_win = winning_cells(next.current(), next.mask()) & next.playable() != 0;
                let mut order = (mine << 24) + self.history[side][code as usize].min((1 << 24) - 1) - rank as i64;
                if hands_a_win {
                    order -= 1 << 40;
                }
                if self.killers[ply].contains(&code) {
                    order += 1 << 36;
                }
                if code == tt_move {
                    order += 1 << 44;
                }
                list[len] = Candidate { code, next, after, order };
                len += 1;
            }
        }
        (list, len)
    }
}
