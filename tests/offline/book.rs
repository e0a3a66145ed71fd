//! The embedded opening book: it covers the AI's lines, agrees with itself by negamax, and a
//! sample of its entries agrees with the solver.

use cuatro::ai::book::Book;
use cuatro::ai::solver::{Position, Solver};

/// Children of `p` where the mover does not win at once.
fn children(p: &Position) -> Vec<Position> {
    (0..7)
        .filter(|&c| p.can_play(c) && !p.is_winning_move(c))
        .map(|c| {
            let mut child = *p;
            child.play_col(c);
            child
        })
        .collect()
}

/// The best score of an AI-to-move position, from the book's scores of its moves.
fn best(book: &Book, p: &Position) -> Option<i32> {
    book.scores(p).map(|s| s.into_iter().flatten().max().expect("an unfinished position has a move"))
}

#[test]
fn the_book_covers_the_ai_lines_and_agrees_with_itself_and_the_solver() {
    let book = Book::embedded();
    if book.is_empty() {
        return;
    }
    let depth = book.max_ply() as usize;
    let mut solver = Solver::new();
    let mut checked_by_solver = 0;
    // AI-to-move positions: the empty board (AI first) and every first move (AI second).
    let root = Position::new();
    let mut frontier = vec![root];
    frontier.extend(children(&root));
    while let Some(p) = frontier.pop() {
        if p.nb_moves() >= depth || p.can_win_next() {
            continue;
        }
        let scores = book.scores(&p).unwrap_or_else(|| panic!("AI position at ply {} missing", p.nb_moves()));
        let top = best(book, &p).unwrap();
        for c in (0..7).filter(|&c| scores[c] == Some(top)) {
            let mut chosen = p;
            chosen.play_col(c);
            if chosen.nb_moves() + 1 < depth && !p.is_winning_move(c) {
                // Negamax two plies down: the chosen move's score is the worst reply for the AI.
                let replies = children(&chosen);
                if replies.iter().all(|r| r.can_win_next() || book.scores(r).is_some()) {
                    // The AI's score after each reply (winning at once scores from the ply); an
                    // opponent who can win at once after `chosen` makes it a loss.
                    let after_reply = |r: &Position| {
                        if r.can_win_next() { (43 - r.nb_moves() as i32) / 2 } else { best(book, r).unwrap() }
                    };
                    let opponent_wins = chosen.can_win_next().then(|| -(43 - chosen.nb_moves() as i32) / 2);
                    let worst = replies.iter().map(after_reply).chain(opponent_wins).min();
                    if let Some(worst) = worst {
                        assert_eq!(worst, top, "negamax disagrees at ply {}", p.nb_moves());
                    }
                }
                frontier.extend(replies);
            }
            // The solver agrees on a sample of entries cheap enough to solve in a test.
            if chosen.nb_moves() >= 6 && checked_by_solver < 4 && !p.is_winning_move(c) {
                assert_eq!(-solver.solve(&chosen), top, "solver disagrees at ply {}", chosen.nb_moves());
                checked_by_solver += 1;
            }
        }
    }
    if depth > 6 {
        assert!(checked_by_solver > 0, "a book this deep has entries to check against the solver");
    }
}

#[test]
fn the_book_moves_keep_the_exact_score() {
    // A sample of the positions that carry a best move (the deepest ply solved): the move's exact
    // score, by the solver, is the position's.
    let book = Book::embedded();
    let with_moves: Vec<_> = book.records().filter(|r| r.best.is_some()).collect();
    let mut solver = Solver::new();
    for record in with_moves.iter().step_by((with_moves.len() / 4).max(1)) {
        let p = Position::from_key(record.key);
        let col = book.best_move(&p).expect("a stored move");
        assert_eq!(solver.analyze(&p)[col], Some(record.score as i32), "{p:?}");
        assert_eq!(book.best_move(&p.mirrored()), Some(6 - col));
    }
}
