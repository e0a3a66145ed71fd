//! Exact solver: negamax alpha-beta with null-window probes and a transposition table.

use super::move_sorter::MoveSorter;
use super::position::{BOARD_MASK, BOTTOM_MASK, Position, column_mask, has_four, winning_cells};
use super::transposition::{Entry, TranspositionTable};

const CELLS: i32 = Position::CELLS as i32;
/// Columns from the centre outwards.
const COLUMN_ORDER: [usize; Position::WIDTH] = [3, 2, 4, 1, 5, 0, 6];
/// Cells of the 1-based rows 1, 3, 5 and 2, 4, 6.
const ROWS_1_3_5: u64 = BOTTOM_MASK * 0b010101;
const ROWS_2_4_6: u64 = BOTTOM_MASK * 0b101010;

/// Perfect Connect Four solver. Scores: 0 draw; `22 - k` when the side to move wins with
/// its `k`-th stone; the negation when it loses.
pub struct Solver {
    table: TranspositionTable,
    nodes: u64,
    /// The CPU has popcount and BMI1/2 (used through a second copy of the search).
    fast_bits: bool,
}

impl Default for Solver {
    fn default() -> Self {
        Self::new()
    }
}

impl Solver {
    /// Log2 of the number of 16-byte transposition table buckets (two entries each): 2 MiB.
    /// Smaller than the work needs (about 10% more nodes than 8 MiB), but memory latency rules:
    /// on the 2-core machine 8 MiB searched about 12 M nodes/s and 2 MiB about 25 M, so 2 MiB
    /// solves 1.3–2× faster, from 2 stones to the middle game; smaller gains nothing more (measured).
    pub const TABLE_LOG2: u32 = 17;

    /// A solver with an empty table of `2^TABLE_LOG2` buckets (2 MiB).
    pub fn new() -> Self {
        Self::with_table_log2(Self::TABLE_LOG2)
    }

    /// A solver whose table has `2^log2` buckets of 16 bytes (`log2` in `14..=32`).
    pub fn with_table_log2(log2: u32) -> Self {
        Solver { table: TranspositionTable::new(log2), nodes: 0, fast_bits: has_fast_bits() }
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
        self.solve_at_least(p, i32::MIN)
    }

    /// [`Solver::solve`] given a known lower bound on the score (from the book, say): the probes
    /// below it are skipped, and the first one asks whether the score is above it.
    pub fn solve_at_least(&mut self, p: &Position, lower: i32) -> i32 {
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
        let mut max = (CELLS + 1 - n) / 2;
        let mut min = -(CELLS - n) / 2;
        // A bound that helps is often the score itself: probe just above it first.
        let mut at_bound = lower > min;
        min = min.max(lower.min(max));
        while min < max {
            // Probe the middle of the interval, biased towards 0 where most scores lie.
            let mut med = min + (max - min) / 2;
            if std::mem::take(&mut at_bound) {
                med = min;
            } else if med <= 0 && min / 2 < med {
                med = min / 2;
            } else if med >= 0 && max / 2 > med {
                med = max / 2;
            }
            let r = self.search(p, next, med, med + 1);
            if r <= med {
                max = r;
            } else {
                min = r;
            }
        }
        min
    }

    /// Is the exact score of `p` at least `v`? One null-window search: far cheaper than
    /// [`Solver::solve`] when only one side of a threshold matters (telling the best moves apart).
    pub fn score_at_least(&mut self, p: &Position, v: i32) -> bool {
        let n = p.nb_moves() as i32;
        if n >= CELLS {
            return 0 >= v;
        }
        if p.can_win_next() {
            return (CELLS + 1 - n) / 2 >= v;
        }
        let next = p.non_losing_moves(p.opponent_winning_cells());
        if next == 0 {
            return -(CELLS - n) / 2 >= v;
        }
        if v <= -(CELLS - n) / 2 {
            return true;
        }
        if v > (CELLS + 1 - n) / 2 {
            return false;
        }
        self.search(p, next, v - 1, v) >= v
    }

    /// A column whose exact score for the side to move is at least `v`, if one is: one null-window
    /// search per move that does not lose at once, in the search's own order (the most winning
    /// cells first, then the centre), stopping at the first that reaches `v`. Given a position's
    /// exact score, this finds a perfect move at about the cost of proving one, instead of
    /// testing every move. `p` must not have a win at once.
    pub fn column_reaching(&mut self, p: &Position, v: i32) -> Option<usize> {
        debug_assert!(!p.can_win_next());
        let next = p.non_losing_moves(p.opponent_winning_cells());
        let mut moves = MoveSorter::new();
        for &col in COLUMN_ORDER.iter().rev() {
            let mv = next & column_mask(col);
            if mv != 0 {
                moves.add(mv, col as u64, winning_cells(p.current() | mv, p.mask()).count_ones() as i32);
            }
        }
        while let Some((mv, col)) = moves.pop() {
            let mut child = *p;
            child.play(mv);
            if !self.score_at_least(&child, -v + 1) {
                return Some(col as usize);
            }
        }
        None
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
    #[inline(always)]
    fn negamax<const FAST: bool>(&mut self, p: &Position, next: u64, mut alpha: i32, mut beta: i32) -> i32 {
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
        let empty = BOARD_MASK & !p.mask();
        if !has_four(p.current() | empty) {
            // We cannot complete any four any more.
            hi = hi.min(0);
        } else if p.possible() & ROWS_2_4_6 == 0 && !has_four(p.current() | (empty & ROWS_1_3_5)) {
            // Claimeven: every column has an even number of empty cells, so by always
            // answering on top of our move the opponent can leave us only the cells of
            // rows 1, 3, 5, which complete no four for us.
            hi = hi.min(0);
        }
        if !has_four((p.current() ^ p.mask()) | empty) {
            lo = lo.max(0);
        }
        if lo >= beta {
            return lo;
        }
        if hi <= alpha {
            return hi;
        }

        if next & (next - 1) == 0 {
            // A single non-losing move: this node is worth minus its child, so go straight
            // there; forced nodes have no table entries (see `move_key`).
            let threats = winning_cells(p.current() | next, p.mask());
            let mut child = *p;
            child.play(next);
            let child_next = child.non_losing_moves(threats);
            if child_next == 0 {
                return (CELLS - 1 - n) / 2;
            }
            return -self.recurse::<FAST>(&child, child_next, -beta, -alpha);
        }

        let key = p.key();
        if let Some(e) = self.table.get(key) {
            lo = lo.max(e.lower);
            hi = hi.min(e.upper);
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

        // Score the moves by the number of winning cells they leave us, and look one move
        // ahead: a move after which the opponent has no non-losing reply wins.
        let mut moves = MoveSorter::new();
        let mut cand = [0u64; 8];
        for (c, &col) in cand.iter_mut().zip(COLUMN_ORDER.iter().rev()) {
            *c = next & column_mask(col);
        }
        let mut lane_threats = [0u64; 8];
        let mut lane_next = [0u64; 8];
        if FAST {
            // Same as the scalar code below, for all moves at once (vectorized).
            let (cur, mask) = (p.current(), p.mask());
            for i in 0..8 {
                lane_threats[i] = winning_cells(cur | cand[i], mask);
                lane_next[i] = non_losing_after(mask | cand[i], lane_threats[i]);
            }
        }
        for i in 0..Position::WIDTH {
            let mv = cand[i];
            if mv == 0 {
                continue;
            }
            let mut child = *p;
            child.play(mv);
            let (threats, child_next) = if FAST {
                (lane_threats[i], lane_next[i])
            } else {
                let threats = winning_cells(p.current() | mv, p.mask());
                (threats, child.non_losing_moves(threats))
            };
            if child_next == 0 {
                // We win with our next stone, the best possible outcome as we cannot win
                // with this one.
                let v = (CELLS - 1 - n) / 2;
                self.store(key, v, v, n);
                return v;
            }
            moves.add(mv, child_next, threats.count_ones() as i32);
            // Start loading the entry that the search of this move will probe first (and
            // the enhanced transposition cutoff below).
            self.table.prefetch(move_key(&child, child_next).0);
        }

        // No move wins with our next stone either.
        let hi2 = (CELLS - 3 - n) / 2;
        if hi2 <= alpha {
            self.store(key, lo.min(hi2), hi2, n);
            return hi2;
        }
        if hi > hi2 {
            hi = hi2;
            beta = beta.min(hi);
        }

        // Enhanced transposition cutoff: a move whose table bounds already reach beta
        // cuts at once; one whose bounds cannot beat alpha is not searched.
        let mut best = i32::MIN;
        let mut settled = 0;
        for i in 0..moves.len() {
            let mv = moves.mv(i);
            let mut child = *p;
            child.play(mv);
            let (k, through) = move_key(&child, moves.payload(i));
            if let Some(e) = self.table.get(k) {
                // Bounds on the value of `mv` for us.
                let (lower, upper) = if through { (e.lower, e.upper) } else { (-e.upper, -e.lower) };
                if lower >= beta {
                    self.store(key, lower, hi, n);
                    return lower;
                }
                if upper <= alpha {
                    settled |= mv;
                    best = best.max(upper);
                }
            }
        }

        while let Some((mv, child_next)) = moves.pop() {
            if mv & settled != 0 {
                continue;
            }
            let mut child = *p;
            child.play(mv);
            let s = -self.recurse::<FAST>(&child, child_next, -beta, -alpha);
            if s > best {
                best = s;
                if s >= beta {
                    break;
                }
                alpha = alpha.max(s);
            }
        }

        if best >= beta {
            self.store(key, best, hi, n);
        } else if best > alpha0 {
            self.store(key, best, best, n);
        } else {
            self.store(key, lo, best, n);
        }
        best
    }

    /// [`Self::negamax`] in the copy suited to this CPU.
    fn search(&mut self, p: &Position, next: u64, alpha: i32, beta: i32) -> i32 {
        if self.fast_bits {
            // SAFETY: `fast_bits` is only set when the CPU has the features.
            #[allow(unused_unsafe)]
            unsafe {
                self.negamax_fast(p, next, alpha, beta)
            }
        } else {
            self.negamax_plain(p, next, alpha, beta)
        }
    }

    /// The search compiled for the baseline CPU.
    fn negamax_plain(&mut self, p: &Position, next: u64, alpha: i32, beta: i32) -> i32 {
        self.negamax::<false>(p, next, alpha, beta)
    }

    /// The search compiled with popcount and BMI1/2 (only called when the CPU has them).
    #[cfg(target_arch = "x86_64")]
    #[target_feature(enable = "popcnt,bmi1,bmi2,avx2")]
    fn negamax_fast(&mut self, p: &Position, next: u64, alpha: i32, beta: i32) -> i32 {
        self.negamax::<true>(p, next, alpha, beta)
    }

    #[cfg(not(target_arch = "x86_64"))]
    fn negamax_fast(&mut self, p: &Position, next: u64, alpha: i32, beta: i32) -> i32 {
        self.negamax::<false>(p, next, alpha, beta)
    }

    /// Calls the same copy of the search.
    #[inline(always)]
    fn recurse<const FAST: bool>(&mut self, p: &Position, next: u64, alpha: i32, beta: i32) -> i32 {
        if FAST {
            // SAFETY: the FAST copy only runs once `has_fast_bits` found the features.
            #[allow(unused_unsafe)]
            unsafe {
                self.negamax_fast(p, next, alpha, beta)
            }
        } else {
            self.negamax_plain(p, next, alpha, beta)
        }
    }

    /// Records `lower <= score <= upper` for the position `key` of `n` stones.
    #[inline]
    fn store(&mut self, key: u64, lower: i32, upper: i32, n: i32) {
        debug_assert!(lower <= upper, "{lower} > {upper}");
        self.table.put(key, Entry { lower, upper }, n as usize);
    }
}

/// [`Position::non_losing_moves`] of a position with stones `mask` whose opponent has the
/// winning cells `opp_win`, without branches (so that it vectorizes).
#[inline(always)]
fn non_losing_after(mask: u64, opp_win: u64) -> u64 {
    let possible = (mask + BOTTOM_MASK) & BOARD_MASK;
    let forced = possible & opp_win;
    let chosen = if forced != 0 { forced } else { possible };
    if forced & forced.wrapping_sub(1) == 0 { chosen & !(opp_win >> 1) } else { 0 }
}

/// Does the CPU have the popcount and BMI1/BMI2 bit-manipulation instructions?
fn has_fast_bits() -> bool {
    #[cfg(target_arch = "x86_64")]
    {
        std::arch::is_x86_feature_detected!("popcnt")
            && std::arch::is_x86_feature_detected!("bmi1")
            && std::arch::is_x86_feature_detected!("bmi2")
            && std::arch::is_x86_feature_detected!("avx2")
    }
    #[cfg(not(target_arch = "x86_64"))]
    {
        false
    }
}

/// The table key that settles the value of `child` (whose non-losing moves are
/// `child_next`, not 0), and whether it is the key of its only child (`true`: same value
/// as ours) rather than its own (`false`: its value is minus ours). Forced nodes have no
/// entries of their own: the search goes straight through them.
#[inline]
fn move_key(child: &Position, child_next: u64) -> (u64, bool) {
    if child_next & (child_next - 1) == 0 {
        let mut grandchild = *child;
        grandchild.play(child_next);
        (grandchild.key(), true)
    } else {
        (child.key(), false)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Solves `s` with both copies of the search, checking that they agree.
    fn solve(s: &str) -> i32 {
        let p = Position::from_digits(s).unwrap();
        let mut fast = Solver::with_table_log2(17);
        let mut plain = Solver::with_table_log2(17);
        plain.fast_bits = false;
        let v = plain.solve(&p);
        assert_eq!(fast.solve(&p), v);
        assert_eq!(fast.node_count(), plain.node_count());
        v
    }

    #[test]
    fn both_copies_agree_on_random_positions() {
        // Pseudo-random unfinished games of 14 to 40 stones.
        let mut seed = 42u64;
        let mut next = || {
            seed = seed.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
            (seed >> 33) as usize
        };
        let mut fast = Solver::with_table_log2(17);
        let mut plain = Solver::with_table_log2(17);
        plain.fast_bits = false;
        let mut solved = 0;
        while solved < 1000 {
            let mut p = Position::new();
            let len = 14 + next() % 27;
            while p.nb_moves() < len {
                let col = next() % 7;
                if p.can_play(col) && !p.is_winning_move(col) {
                    p.play_col(col);
                } else if (0..7).all(|c| !p.can_play(c) || p.is_winning_move(c)) {
                    break;
                }
            }
            fast.reset();
            plain.reset();
            assert_eq!(fast.solve(&p), plain.solve(&p), "{p:?}");
            assert_eq!(fast.node_count(), plain.node_count(), "{p:?}");
            solved += 1;
        }
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
    fn double_threats() {
        // First player to move can open the bottom row at both ends: wins with stone 4.
        assert_eq!(solve("2737"), 22 - 4);
        // Second player to move faces that double threat: loses to stone 4.
        assert_eq!(solve("27374"), -(22 - 4));
    }

    #[test]
    fn known_scores() {
        // From Pons' three test sets (end, middle and beginning of games).
        assert_eq!(solve("2252576253462244111563365343671351441"), -1);
        assert_eq!(solve("7422341735647741166133573473242566"), 1);
        assert_eq!(solve("23163416124767223154467471272416755633"), 0);
        assert_eq!(solve("5554224333234511764415115"), 4);
        assert_eq!(solve("52753311433677442422121"), 8);
        assert_eq!(solve("32164625"), 11);
        assert_eq!(solve("6146"), 18);
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

    #[test]
    fn the_column_reaching_a_score_is_one_that_scores_it() {
        let mut solver = Solver::with_table_log2(17);
        for digits in ["5554224333234511764415115", "7422341735647741166133573473242566", "52753311433677442422121"] {
            let p = Position::from_digits(digits).unwrap();
            let scores = solver.analyze(&p);
            let exact = solver.solve(&p);
            let col = solver.column_reaching(&p, exact).unwrap();
            assert_eq!(scores[col], Some(exact), "{digits}");
            assert_eq!(solver.column_reaching(&p, exact + 1), None, "{digits}");
        }
    }

    #[test]
    fn a_lower_bound_changes_no_score() {
        let mut solver = Solver::with_table_log2(17);
        for digits in ["5554224333234511764415115", "52753311433677442422121", "2252576253462244111563", "32164625"] {
            let p = Position::from_digits(digits).unwrap();
            let exact = solver.solve(&p);
            for lower in [i32::MIN, -30, exact - 5, exact - 1, exact] {
                solver.reset();
                assert_eq!(solver.solve_at_least(&p, lower), exact, "{digits} lower={lower}");
            }
        }
    }

    #[test]
    fn threshold_tests_agree_with_exact_scores() {
        let mut solver = Solver::with_table_log2(17);
        for digits in ["5554224333234511764415115", "7422341735647741166133573473242566", "2252576253462244111563"] {
            let p = Position::from_digits(digits).unwrap();
            let exact = solver.solve(&p);
            for v in exact - 3..=exact + 3 {
                assert_eq!(solver.score_at_least(&p, v), exact >= v, "{digits} v={v}");
            }
        }
    }
}
