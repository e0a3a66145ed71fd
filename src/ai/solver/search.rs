//! Exact solver: negamax alpha-beta with null-window probes and a transposition table.

use super::move_sorter::MoveSorter;
use super::position::{BOARD_MASK, BOTTOM_MASK, Position, column_mask, has_four, mirror, winning_cells};
use super::transposition::{Entry, NO_MOVE, TranspositionTable};

const CELLS: i32 = Position::CELLS as i32;
/// Columns from the centre outwards.
const COLUMN_ORDER: [usize; Position::WIDTH] = [3, 2, 4, 1, 5, 0, 6];

const SYMMETRY: bool = false;
const PREFETCH: bool = true;
const TT_MOVE: bool = true;
const STATIC_DRAW: bool = true;
const ETC: bool = true;
const CLAIMEVEN: bool = true;
/// Cells of the 1-based rows 1, 3, 5 and 2, 4, 6.
const ROWS_1_3_5: u64 = BOTTOM_MASK * 0b010101;
const ROWS_2_4_6: u64 = BOTTOM_MASK * 0b101010;
const FORCED: bool = true;
const ETC_SKIP: bool = true;

/// Perfect Connect Four solver. Scores: 0 draw; `22 - k` when the side to move wins with
/// its `k`-th stone; the negation when it loses.
pub struct Solver {
    table: TranspositionTable,
    nodes: u64,
}

impl Default for Solver {
    fn default() -> Self {
        Self::new()
    }
}

/// Table key shared by a position and its mirror image, and whether it was mirrored.
#[inline]
fn table_key(p: &Position) -> (u64, bool) {
    let k = p.key();
    if SYMMETRY {
        let m = mirror(k);
        if m < k {
            return (m, true);
        }
    }
    (k, false)
}

impl Solver {
    /// Log2 of the number of 16-byte transposition table buckets (two entries each).
    pub const TABLE_LOG2: u32 = 19;

    /// A solver with an empty table of `2^TABLE_LOG2` buckets (8 MiB).
    pub fn new() -> Self {
        Self::with_table_log2(Self::TABLE_LOG2)
    }

    /// A solver whose table has `2^log2` buckets of 16 bytes (`log2` in `17..=32`).
    pub fn with_table_log2(log2: u32) -> Self {
        Solver { table: TranspositionTable::new(log2), nodes: 0 }
    }

    /// Memory used by the transposition table, in bytes.
    pub fn table_bytes(&self) -> usize {
        self.table.bytes()
    }

    /// Clears the transposition table and the node counter.
    pub fn reset(&mut self) {
        self.table.reset();
        self.nodes = 0;
    }

    /// Nodes searched since the last reset.
    pub fn node_count(&self) -> u64 {
        self.nodes
    }

    /// Exact score of `p` for the side to move. `p` must not contain four in a row.
    pub fn solve(&mut self, p: &Position) -> i32 {
        self.solve_between(p, i32::MIN, i32::MAX)
    }

    /// The exact score when it lies in `lo..=hi`; otherwise a value `<= lo` or `>= hi` on the
    /// side where the score lies. `solve_between(p, -1, 1)` is a weak solve (its sign tells win,
    /// draw or loss), much cheaper than an exact one.
    pub fn solve_between(&mut self, p: &Position, lo: i32, hi: i32) -> i32 {
        let n = p.nb_moves() as i32;
        if n >= CELLS {
            return 0;
        }
        if p.can_win_next() {
            return (CELLS + 1 - n) / 2;
        }
        let next = p.non_losing_moves(p.opponent_winning_cells());
        if next == 0 {
            return -(CELLS - n) / 2;
        }
        let mut min = (-(CELLS - n) / 2).max(lo);
        let mut max = ((CELLS + 1 - n) / 2).min(hi);
        while min < max {
            // Probe the middle of the interval, biased towards 0 where most scores lie.
            let mut med = min + (max - min) / 2;
            if med <= 0 && min / 2 < med {
                med = min / 2;
            } else if med >= 0 && max / 2 > med {
                med = max / 2;
            }
            let r = self.negamax(p, next, med, med + 1);
            if r <= med {
                max = r;
            } else {
                min = r;
            }
        }
        min
    }

    /// Exact score of playing each column (from the point of view of the side to move in
    /// `p`), `None` for full columns.
    pub fn analyze(&mut self, p: &Position) -> [Option<i32>; Position::WIDTH] {
        let n = p.nb_moves() as i32;
        let mut out = [None; Position::WIDTH];
        for (col, slot) in out.iter_mut().enumerate() {
            if !p.can_play(col) {
                continue;
            }
            *slot = Some(if p.is_winning_move(col) {
                (CELLS + 1 - n) / 2
            } else {
                let mut child = *p;
                child.play_col(col);
                -self.solve(&child)
            });
        }
        out
    }

    /// Fail-soft negamax. Requires `alpha < beta`, that the side to move cannot win at
    /// once, and `next` = its non-losing moves ([`Position::non_losing_moves`]), not 0.
    /// Returns `r` with: `v <= r <= alpha` if the true score `v <= alpha`,
    /// `beta <= r <= v` if `v >= beta`, and `r == v` otherwise.
    fn negamax(&mut self, p: &Position, next: u64, mut alpha: i32, mut beta: i32) -> i32 {
        debug_assert!(alpha < beta);
        debug_assert!(!p.can_win_next());
        debug_assert!(next != 0 && next == p.non_losing_moves(p.opponent_winning_cells()));
        self.nodes += 1;
        let n = p.nb_moves() as i32;
        if n >= CELLS - 2 {
            // The last two stones cannot make four for anyone any more.
            return 0;
        }

        // The opponent cannot win with its next stone and we cannot win with this one.
        let mut lo = -(CELLS - 2 - n) / 2;
        let mut hi = (CELLS - 1 - n) / 2;
        if STATIC_DRAW {
            let empty = BOARD_MASK & !p.mask();
            if !has_four(p.current() | empty) {
                hi = hi.min(0);
            }
            if !has_four((p.current() ^ p.mask()) | empty) {
                lo = lo.max(0);
            }
            if CLAIMEVEN && p.possible() & ROWS_2_4_6 == 0 {
                // Every column has an even number of empty cells: by always answering on
                // top of our move, the opponent can leave us only the odd-row cells (1-based
                // rows 1, 3, 5). If they cannot complete a four for us, we cannot win.
                if !has_four(p.current() | (empty & ROWS_1_3_5)) {
                    hi = hi.min(0);
                }
            }
        }
        if lo >= beta {
            return lo;
        }
        if hi <= alpha {
            return hi;
        }

        if FORCED && next & (next - 1) == 0 {
            // A single playable move: this node is worth minus its child, which has its
            // own table entry, so go straight there.
            let threats = winning_cells(p.current() | next, p.mask());
            let mut child = *p;
            child.play(next);
            let child_next = child.non_losing_moves(threats);
            if child_next == 0 {
                return (CELLS - 1 - n) / 2;
            }
            return -self.negamax(&child, child_next, -beta, -alpha);
        }

        let (key, mirrored) = table_key(p);
        let mut hint = NO_MOVE;
        if let Some(e) = self.table.get(key) {
            lo = lo.max(e.lower);
            hi = hi.min(e.upper);
            if TT_MOVE && e.best != NO_MOVE {
                hint = if mirrored { (Position::WIDTH - 1) as u8 - e.best } else { e.best };
            }
            if lo >= beta {
                return lo;
            }
            if hi <= alpha {
                return hi;
            }
            alpha = alpha.max(lo);
            beta = beta.min(hi);
            if alpha >= beta {
                return alpha;
            }
        }
        let alpha0 = alpha;

        let mut moves = MoveSorter::new();
        for &col in COLUMN_ORDER.iter().rev() {
            let mv = next & column_mask(col);
            if mv == 0 {
                continue;
            }
            let threats = winning_cells(p.current() | mv, p.mask());
            let mut child = *p;
            child.play(mv);
            let child_next = child.non_losing_moves(threats);
            if child_next == 0 {
                // Whatever the opponent plays, we win with our next stone: the best
                // possible outcome, as we cannot win with this one.
                let best = (CELLS - 1 - n) / 2;
                let e = Entry { lower: best, upper: best, best: column_of(mv, mirrored) };
                self.table.put(key, e, n as usize);
                return best;
            }
            let mut score = threats.count_ones() as i32;
            if col as u8 == hint {
                score += 1000;
            }
            moves.add(mv, child_next, score);
            if PREFETCH {
                // Start loading the table entry that the search of this move will probe
                // first (also used by the enhanced transposition cutoff below).
                self.table.prefetch(move_key(&child, child_next).0);
            }
        }

        // No move wins with our next stone either.
        let hi2 = (CELLS - 3 - n) / 2;
        if hi2 <= alpha {
            let e = Entry { lower: lo.min(hi2), upper: hi2, best: NO_MOVE };
            self.table.put(key, e, n as usize);
            return hi2;
        }
        if hi > hi2 {
            hi = hi2;
            beta = beta.min(hi);
        }

        // Enhanced transposition cutoff: a child whose stored bounds already settle it
        // against the window is not searched.
        let mut best = i32::MIN;
        let mut best_mv = 0;
        let mut settled = 0;
        if ETC {
            for i in 0..moves.len() {
                let mv = moves.mv(i);
                let mut child = *p;
                child.play(mv);
                let (k, through) = move_key(&child, moves.payload(i));
                if let Some(e) = self.table.get(k) {
                    // Bounds on the value of playing `mv`, from our point of view.
                    let (lower, upper) = if through { (e.lower, e.upper) } else { (-e.upper, -e.lower) };
                    let v = lower;
                    if v >= beta {
                        let e = Entry { lower: v, upper: hi, best: column_of(mv, mirrored) };
                        self.table.put(key, e, n as usize);
                        return v;
                    }
                    if ETC_SKIP && upper <= alpha {
                        settled |= mv;
                        if upper > best {
                            best = upper;
                            best_mv = mv;
                        }
                    }
                }
            }
        }

        while let Some((mv, child_next)) = moves.pop() {
            if mv & settled != 0 {
                continue;
            }
            let mut child = *p;
            child.play(mv);
            let s = -self.negamax(&child, child_next, -beta, -alpha);
            if s > best {
                best = s;
                best_mv = mv;
                if s >= beta {
                    break;
                }
                if s > alpha {
                    alpha = s;
                }
            }
        }

        let stored_col = column_of(best_mv, mirrored);
        let e = if best >= beta {
            Entry { lower: best, upper: hi, best: stored_col }
        } else if best > alpha0 {
            Entry { lower: best, upper: best, best: stored_col }
        } else {
            Entry { lower: lo, upper: best, best: stored_col }
        };
        debug_assert!(e.lower <= e.upper, "{e:?}");
        self.table.put(key, e, n as usize);
        best
    }
}

/// The table key that settles the value of `child` (whose non-losing moves are
/// `child_next`, not 0), and whether it is the key of its only child (`true`: same value
/// as ours) rather than its own (`false`: its value is minus ours). Forced nodes have no
/// entries of their own: the search goes straight through them.
#[inline]
fn move_key(child: &Position, child_next: u64) -> (u64, bool) {
    if FORCED && child_next & (child_next - 1) == 0 {
        let mut grandchild = *child;
        grandchild.play(child_next);
        (table_key(&grandchild).0, true)
    } else {
        (table_key(child).0, false)
    }
}

/// The column of a single-bit move, as stored in the table (mirrored if the key is).
#[inline]
fn column_of(mv: u64, mirrored: bool) -> u8 {
    let col = mv.trailing_zeros() as usize / (Position::HEIGHT + 1);
    (if mirrored { Position::WIDTH - 1 - col } else { col }) as u8
}

#[cfg(test)]
mod tests {
    use super::*;

    fn solve(s: &str) -> i32 {
        let mut solver = Solver::with_table_log2(17);
        solver.solve(&Position::from_digits(s).unwrap())
    }

    #[test]
    fn immediate_win_and_full_board() {
        // First player has three stacked in column 1 and moves: wins with its 4th stone.
        assert_eq!(solve("121212"), 22 - 4);
        // A drawn full board, and one move before it.
        let full = "656173566152215676422337377473141445425321";
        assert_eq!(solve(full), 0);
        assert_eq!(solve(&full[..41]), 0);
    }

    #[test]
    fn known_scores() {
        // From Pons' end-easy set.
        assert_eq!(solve("2252576253462244111563365343671351441"), -1);
        assert_eq!(solve("7422341735647741166133573473242566"), 1);
        assert_eq!(solve("23163416124767223154467471272416755633"), 0);
    }

    #[test]
    fn analyze_matches_solve_of_children() {
        let p = Position::from_digits("7422341735647741166133573473242566").unwrap();
        let mut s = Solver::with_table_log2(17);
        let a = s.analyze(&p);
        let best = a.iter().flatten().max().copied().unwrap();
        assert_eq!(best, s.solve(&p));
        for (col, v) in a.iter().enumerate() {
            if let Some(v) = v {
                let mut c = p;
                c.play_col(col);
                let expected = if p.is_winning_move(col) {
                    (CELLS + 1 - p.nb_moves() as i32) / 2
                } else {
                    s.reset();
                    -s.solve(&c)
                };
                assert_eq!(*v, expected);
            } else {
                assert!(!p.can_play(col));
            }
        }
    }
}
