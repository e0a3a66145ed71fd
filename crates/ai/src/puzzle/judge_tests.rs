//! Tests of the puzzle judge against the exact solver: every move that keeps the goal is accepted, any other fails.

use super::*;
use cuatro_engine::Rng;

/// Seeded random positions of at least 16 stones (quick to solve), neither won nor full.
fn random_positions(seed: u64) -> impl Iterator<Item = Position> {
    let mut rng = Rng::new(seed);
    std::iter::repeat_with(move || {
        let mut p = Position::new();
        let stones = 16 + rng.below(12) as usize;
        while p.nb_moves() < stones {
            let legal: Vec<usize> = (0..Position::WIDTH).filter(|&c| p.can_play(c) && !p.is_winning_move(c)).collect();
            if legal.is_empty() {
                return None;
            }
            p.play_col(legal[rng.below(legal.len() as u64) as usize]);
        }
        Some(p)
    })
    .flatten()
}

/// The first random position making a puzzle that `wanted` accepts.
fn find(solver: &mut Solver, seed: u64, wanted: impl Fn(Goal) -> bool) -> (Position, Goal) {
    random_positions(seed)
        .take(3_000)
        .find_map(|p| classify(solver, &p).filter(|&goal| wanted(goal)).map(|goal| (p, goal)))
        .expect("3,000 random positions hold such a puzzle")
}

#[test]
fn every_move_that_keeps_the_win_in_time_is_accepted_and_any_other_fails() {
    let mut solver = Solver::new();
    for seed in 1..=4 {
        let (p, goal) = find(&mut solver, seed, |goal| matches!(goal, Goal::Win { moves } if moves >= 3));
        let Goal::Win { moves } = goal else { unreachable!() };
        let scores = solver.analyze(&p);
        let needed = win_within(&p, moves);
        let keeping = keeping_columns(&mut solver, &p, goal);
        assert!(!keeping.is_empty(), "a win in {moves} has a first move");
        for (col, &score) in scores.iter().enumerate() {
            let verdict = judge(&mut solver, &p, goal, col);
            match score {
                None => assert_eq!(verdict, Verdict::ColumnFull),
                Some(score) if score >= needed => {
                    assert!(matches!(verdict, Verdict::GoOn { moves: left, .. } if left == moves - 1), "{verdict:?}");
                    assert!(keeping.contains(&col));
                }
                Some(score) => {
                    assert_eq!(verdict, Verdict::Failed { keeping: keeping.clone() }, "col {col}, score {score}");
                    if score == 0 {
                        // A drawing move throws the win away.
                        assert!(!keeping.contains(&col));
                    }
                }
            }
        }
    }
}

#[test]
fn a_win_in_k_played_out_ends_within_k_moves_against_the_longest_resistance() {
    let mut solver = Solver::new();
    let (mut p, goal) = find(&mut solver, 7, |goal| matches!(goal, Goal::Win { moves } if moves >= 4));
    let Goal::Win { mut moves } = goal else { unreachable!() };
    let allowed = moves;
    for played in 1..=allowed {
        // The solver's slowest keeping move: a player who wins late still wins in time.
        let keeping = keeping_columns(&mut solver, &p, Goal::Win { moves });
        let col = *keeping.last().expect("the win is still forced");
        match judge(&mut solver, &p, Goal::Win { moves }, col) {
            Verdict::Solved => return assert!(played <= allowed),
            Verdict::GoOn { reply, moves: left } => {
                assert_eq!(left, moves - 1);
                p.play_col(col);
                let scores = solver.analyze(&p);
                let best = scores.iter().flatten().max().copied();
                assert_eq!(scores[reply], best, "the defence plays its longest resistance");
                p.play_col(reply);
                moves = left;
            }
            other => panic!("a keeping move was refused: {other:?}"),
        }
    }
    panic!("a win in {allowed} was not completed in {allowed} moves");
}

#[test]
fn an_only_move_puzzle_accepts_the_one_move_that_does_not_lose() {
    let mut solver = Solver::new();
    let (p, goal) = find(&mut solver, 11, |goal| goal == Goal::OnlyMove);
    let scores = solver.analyze(&p);
    let holding: Vec<usize> = (0..Position::WIDTH).filter(|&c| scores[c].is_some_and(|s| s >= 0)).collect();
    assert_eq!(holding.len(), 1, "{scores:?}");
    assert_eq!(keeping_columns(&mut solver, &p, goal), holding);
    for col in (0..Position::WIDTH).filter(|&c| p.can_play(c)) {
        let verdict = judge(&mut solver, &p, goal, col);
        if col == holding[0] {
            assert_eq!(verdict, Verdict::Solved);
        } else {
            assert_eq!(verdict, Verdict::Failed { keeping: holding.clone() });
        }
    }
}

#[test]
fn no_puzzle_where_most_moves_win_or_the_win_is_at_once() {
    let mut solver = Solver::new();
    // Red to move with three in a row open on the bottom: a win at once is no puzzle.
    let at_once = Position::from_digits("112233").unwrap();
    assert_eq!(classify(&mut solver, &at_once), None);
    // Every puzzle found leaves at most half the moves winning.
    for p in random_positions(3).take(300) {
        if let Some(Goal::Win { moves }) = classify(&mut solver, &p) {
            assert!((2..=LONGEST_WIN).contains(&moves));
            let scores = solver.analyze(&p);
            let legal = scores.iter().flatten().count();
            assert!(scores.iter().flatten().filter(|&&s| s > 0).count() * 2 <= legal, "{scores:?}");
        }
    }
    assert_eq!(judge(&mut solver, &at_once, Goal::Win { moves: 1 }, 3), Verdict::Solved);
    assert_eq!(judge(&mut solver, &at_once, Goal::Win { moves: 1 }, 9), Verdict::ColumnFull);
}
