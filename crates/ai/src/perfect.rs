//! Perfect play in classic 7×6: the opening book first, the exact solver after it.
//!
//! From a won position a fastest win, from a drawn one a drawing move, from a lost one the move
//! that holds out longest: all three are "the move with the highest exact score".

use super::book::Book;
use super::solver::{Position, Solver};
use cuatro_engine::{Game, Move, Rng, Variant};
use std::cell::RefCell;

/// The classic solver's position for a game on the classic board, random opening included
/// (`None` for any other variant).
pub fn position_of(game: &Game) -> Option<Position> {
    // A random opening on the classic board leaves a classic position.
    if !(Variant { random_opening: false, ..*game.variant() }).is_classic() {
        return None;
    }
    let mut p = Position::new();
    for mv in game.moves() {
        match mv {
            Move::Drop(c) => p.play_col(*c as usize),
            Move::Pop(_) => return None,
        }
    }
    Some(p)
}

/// A solver with its table, and the book.
pub struct Perfect {
    solver: Solver,
    book: &'static Book,
}

impl Default for Perfect {
    fn default() -> Self {
        Perfect { solver: Solver::new(), book: Book::embedded() }
    }
}

impl Perfect {
    /// Exact score of each column from the mover's point of view (`None` for a full column).
    pub fn scores(&mut self, p: &Position) -> [Option<i32>; 7] {
        if let Some(scores) = self.book.scores(p) {
            return scores;
        }
        self.solver.analyze(p)
    }

    /// Every column's exact score when the book holds them all (never solves).
    pub fn book_scores(&self, p: &Position) -> Option<[Option<i32>; 7]> {
        self.book.scores(p)
    }

    /// Exact score of a position for the side to move. Off the book, a parent the book scores
    /// bounds it from below (a parent scores at least minus any child), which saves probes.
    pub fn solve(&mut self, p: &Position) -> i32 {
        if let Some(s) = self.book.score(p) {
            return s;
        }
        self.solver.solve_at_least(p, self.book.lower_bound(p))
    }

    /// Forget the table (to time a cold move).
    pub fn reset(&mut self) {
        self.solver.reset();
    }

    /// Nodes the solver searched since the last reset.
    pub fn node_count(&self) -> u64 {
        self.solver.node_count()
    }

    /// A perfect move (the highest exact score), ties broken by `rng` where the book gives every
    /// move's score; off the book, the first perfect move the solver proves, in its own move order.
    pub fn best_column(&mut self, p: &Position, rng: &mut Rng) -> Option<usize> {
        let pick = |cols: Vec<usize>, rng: &mut Rng| cols.get(rng.below(cols.len().max(1) as u64) as usize).copied();
        let playable: Vec<usize> = (0..7).filter(|&c| p.can_play(c)).collect();
        // Exact shortcuts: winning at once is the highest score there is; and when only one
        // move does not lose at once, every other one has the lowest score there is.
        let winning: Vec<usize> = playable.iter().copied().filter(|&c| p.is_winning_move(c)).collect();
        if !winning.is_empty() {
            return pick(winning, rng);
        }
        let safe: Vec<usize> = playable
            .iter()
            .copied()
            .filter(|&c| {
                let mut child = *p;
                child.play_col(c);
                !child.can_win_next()
            })
            .collect();
        if safe.len() <= 1 {
            // One move avoids losing at once, or none does and every move is as bad.
            return pick(if safe.is_empty() { playable } else { safe }, rng);
        }
        if let Some(scores) = self.book.scores(p) {
            let best = scores.iter().flatten().max().copied();
            return pick((0..7).filter(|&c| scores[c].is_some() && scores[c] == best).collect(), rng);
        }
        // A best move the book stores (its deepest ply solved); else the position's exact score
        // (from the book when it holds the position or all its children, which it does for every
        // position up to 7 stones), then the first move that keeps it.
        if let Some(col) = self.book.best_move(p) {
            return Some(col);
        }
        let best = self.solve(p);
        self.solver.column_reaching(p, best)
    }
}

thread_local! {
    /// One solver per thread, kept warm between moves (its table is several MiB).
    static PERFECT: RefCell<Option<Perfect>> = const { RefCell::new(None) };
}

/// Runs `f` with this thread's perfect player.
pub fn with_perfect<T>(f: impl FnOnce(&mut Perfect) -> T) -> T {
    PERFECT.with(|cell| f(cell.borrow_mut().get_or_insert_with(Perfect::default)))
}

/// A perfect move for a game on the classic board (ties broken by `rng`); `None` for other
/// variants or a finished game.
pub fn perfect_move(game: &Game, rng: &mut Rng) -> Option<Move> {
    let p = position_of(game)?;
    if game.is_over() {
        return None;
    }
    with_perfect(|perfect| perfect.best_column(&p, rng)).map(|c| Move::Drop(c as u8))
}

#[cfg(test)]
mod tests {
    use super::*;
    use cuatro_engine::{Variant, parse_digits};

    fn game(digits: &str) -> Game {
        let mut g = Game::new(Variant::CLASSIC);
        for m in parse_digits(digits).unwrap() {
            g.play(m).unwrap();
        }
        g
    }

    #[test]
    fn perfect_moves_keep_the_exact_score() {
        // Positions from Pons' end-easy set with their exact scores.
        for (digits, score) in
            [("2252576253462244111563365343671351441", -1), ("7422341735647741166133573473242566", 1)]
        {
            let g = game(digits);
            let p = position_of(&g).unwrap();
            let mv = perfect_move(&g, &mut Rng::new(0)).unwrap();
            let mut child = p;
            child.play_col(mv.column() as usize);
            let after = with_perfect(|perfect| -perfect.solve(&child));
            assert_eq!(after, score, "{digits}: {mv}");
        }
    }

    #[test]
    fn a_random_opening_on_the_classic_board_is_played_perfectly() {
        let variant: Variant = "random-opening".parse().unwrap();
        let g = Game::start(variant, cuatro_engine::Setup { seed: 3, opening_plies: 6 });
        let digits: String = g.moves().iter().map(|m| char::from(b'1' + m.column())).collect();
        assert_eq!(position_of(&g), position_of(&game(&digits)));
        let mv = perfect_move(&g, &mut Rng::new(0)).unwrap();
        assert_eq!(Some(mv), perfect_move(&game(&digits), &mut Rng::new(0)));
        assert!(position_of(&Game::new("random-opening+popout".parse().unwrap())).is_none());
    }

    #[test]
    fn scores_bounded_by_a_parent_in_the_book_are_exact() {
        // Positions one stone past the book's complete ply, so their parents are in it.
        let book = Book::embedded();
        if book.is_empty() {
            return;
        }
        let mut rng = Rng::new(11);
        let mut solver = Solver::new();
        let mut checked = 0;
        while checked < 12 {
            let mut p = Position::new();
            while p.nb_moves() < book.max_ply() as usize + 1 && !p.can_win_next() {
                let cols: Vec<usize> = (0..7).filter(|&c| p.can_play(c)).collect();
                p.play_col(cols[rng.below(cols.len() as u64) as usize]);
            }
            if p.can_win_next() || book.score(&p).is_some() {
                continue;
            }
            assert!(p.parents().any(|q| book.score(&q).is_some()));
            let exact = solver.solve(&p);
            assert_eq!(with_perfect(|perfect| perfect.solve(&p)), exact);
            checked += 1;
        }
    }

    #[test]
    fn takes_the_fastest_win_and_the_longest_defence() {
        // Red can win at once in column 4 (d1 after a1 b1 c1) or later elsewhere: takes it now.
        let g = game("112233");
        assert_eq!(perfect_move(&g, &mut Rng::new(0)), Some(Move::Drop(3)));
        // Yellow is lost (red threatens d1 and more); it must block at once rather than lose now.
        let g = game("11223");
        assert_eq!(perfect_move(&g, &mut Rng::new(0)), Some(Move::Drop(3)));
    }

    #[test]
    fn the_best_column_has_the_best_exact_score() {
        // Middle-game positions off the book, and early ones (7 to 12 stones) where the book gives
        // the position's score but not its moves'.
        let data = include_str!("../../../tests/data/Test_L2_R1");
        let early = ["3344553", "43443211", "412376535", "2434556531", "44433255671", "445563323771"];
        let mut solver = Solver::new();
        for digits in data.lines().step_by(50).map(|l| l.split(' ').next().unwrap()).chain(early) {
            let p = Position::from_digits(digits).unwrap();
            let scores = solver.analyze(&p);
            let best = scores.iter().flatten().max().copied();
            let col = with_perfect(|perfect| perfect.best_column(&p, &mut Rng::new(0))).unwrap();
            assert_eq!(scores[col], best, "{digits}: {scores:?}");
        }
        // Red b1 c1 d1 threatens a1 and e1: every yellow move loses at once, all are "best".
        let lost = Position::from_digits("22334").unwrap();
        let picked: std::collections::BTreeSet<usize> = (0..64)
            .filter_map(|seed| with_perfect(|perfect| perfect.best_column(&lost, &mut Rng::new(seed))))
            .collect();
        assert_eq!(picked.len(), 7);
    }

    #[test]
    fn ties_in_the_book_are_broken_at_random() {
        // The empty board has one best move (d), but after d-d red has several equally good ones
        // or not: whatever the book says, every pick is one of its best moves, and with two or
        // more best moves the seeds reach more than one.
        for digits in ["", "4", "44", "443", "4444"] {
            let p = Position::from_digits(digits).unwrap();
            let scores = with_perfect(|perfect| perfect.book_scores(&p)).unwrap();
            let best = scores.iter().flatten().max().copied();
            let tied = scores.iter().filter(|s| s.is_some() && **s == best).count();
            let picked: std::collections::BTreeSet<usize> = (0..64)
                .filter_map(|seed| with_perfect(|perfect| perfect.best_column(&p, &mut Rng::new(seed))))
                .collect();
            assert!(picked.iter().all(|&c| scores[c] == best), "{digits}: {picked:?} {scores:?}");
            assert_eq!(picked.len() > 1, tied > 1, "{digits}: {picked:?} {scores:?}");
        }
    }

    #[test]
    fn a_best_move_in_the_book_is_played_without_a_search() {
        use crate::book::{Record, canonical_column, canonical_key};
        // A position off the embedded book with several moves (all of them scored by the solver).
        let p = Position::from_digits("445563323771").unwrap();
        let scores = Solver::new().analyze(&p);
        let best = scores.iter().flatten().max().copied().unwrap();
        for col in (0..7).filter(|&c| scores[c] == Some(best)) {
            let record =
                Record { key: canonical_key(&p), score: best as i8, best: Some(canonical_column(&p, col) as u8) };
            let book = Box::leak(Box::new(Book::from_records(0, vec![record])));
            for q in [p, p.mirrored()] {
                let mut perfect = Perfect { solver: Solver::new(), book };
                let expected = if q == p { col } else { 6 - col };
                assert_eq!(perfect.best_column(&q, &mut Rng::new(0)), Some(expected));
                assert_eq!(perfect.node_count(), 0, "no search");
            }
        }
    }

    #[test]
    fn other_variants_have_no_perfect_move() {
        assert_eq!(perfect_move(&Game::new("popout".parse().unwrap()), &mut Rng::new(0)), None);
    }
}
