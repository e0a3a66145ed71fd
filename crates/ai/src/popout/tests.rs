//! The PopOut search against the generic one and the rules: wins, blocks, pops, budget, reproducibility.

use super::*;
use cuatro_engine::Rng;
use cuatro_engine::test_game;

fn limits(depth: u32, max_nodes: u64) -> Limits {
    Limits { depth, max_nodes, deadline: None }
}

#[test]
fn takes_a_win_at_once() {
    let g = test_game("popout", "a a b b c c");
    let a = analyse(&g, limits(6, 100_000));
    assert_eq!(a.best_moves(), vec![Move::Drop(3)]);
    assert_eq!(a.best_score(), Some(WIN - 1));
}

/// Speed figures while tuning: `cargo test --release --lib popout::tests::speed -- --ignored --nocapture`.
#[test]
#[ignore]
fn speed() {
    for moves in ["", "d", "d d c", "d d c e c c"] {
        let g = test_game("popout", moves);
        let start = std::time::Instant::now();
        let a = analyse(&g, limits(64, HARD_NODES));
        let s = start.elapsed().as_secs_f64();
        println!(
            "{moves:>12}: depth {} nodes {} {:.2} s {:.1} Mn/s {:?}",
            a.depth,
            a.nodes,
            s,
            a.nodes as f64 / s / 1e6,
            &a.scores[..3]
        );
    }
}

#[test]
fn blocks_a_threat_or_pops_it_away() {
    // Yellow b1 c1 d1 (red holds a1): yellow threatens e1 and red must take it.
    let g = test_game("popout", "a b a c g d");
    let a = analyse(&g, limits(6, 200_000));
    let best = a.best_moves();
    assert!(best.iter().all(|m| *m == Move::Drop(4)), "{:?}", a.scores);
}

#[test]
fn finds_the_pop_that_wins_for_both() {
    // Popping a1 completes both rows; the popper wins.
    let g = test_game("popout", "a b b c c d d a a g");
    let a = analyse(&g, limits(6, 200_000));
    assert!(a.best_moves().contains(&Move::Pop(0)), "{:?}", a.scores);
    assert_eq!(a.best_score(), Some(WIN - 1));
}

#[test]
fn the_node_budget_stops_it_and_a_rerun_is_identical() {
    let g = test_game("popout", "d d c");
    let a = analyse(&g, limits(64, 50_000));
    assert!(a.nodes <= 50_000 + 64, "{}", a.nodes);
    let b = analyse(&g, limits(64, 50_000));
    assert_eq!(a.scores, b.scores);
    assert_eq!((a.depth, a.nodes), (b.depth, b.nodes));
    assert_eq!(a.scores.len(), g.legal_moves().len());
}

#[test]
fn positions_of_the_game_are_counted_for_the_repetition_rule() {
    // Red and yellow each drop and pop in empty columns: the position after d d comes back twice.
    let g = test_game("popout", "d d a g a^ g^ a g a^ g^");
    let root = Bitboard::from_game(&g).unwrap();
    assert_eq!(game_counts(&g, &root)[&root.key()], 3);
    let g = test_game("popout", "d d a g a^ g^");
    let root = Bitboard::from_game(&g).unwrap();
    assert_eq!(game_counts(&g, &root)[&root.key()], 2);
    // One more cycle would be the third occurrence; the search still scores every move.
    assert_eq!(analyse(&g, limits(6, 100_000)).scores.len(), g.legal_moves().len());
}

/// A random position of plain PopOut: `plies` random moves from the start, or `None` if the game ended.
fn random_position(seed: u64, plies: usize) -> Option<Game> {
    let mut rng = Rng::new(seed);
    let mut g = Game::new("popout".parse().unwrap());
    for _ in 0..plies {
        let legal = g.legal_moves();
        if g.play(legal[rng.below(legal.len() as u64) as usize]).unwrap().is_over() {
            return None;
        }
    }
    Some(g)
}

/// A proven result within `depth` plies, as (score), from the generic search's scale.
fn proven_within(score: Option<i32>, depth: u32) -> Option<i32> {
    score.filter(|s| s.abs() > WIN / 2 && (WIN - s.abs()) as u32 <= depth)
}

use proptest::prelude::*;

proptest! {
    #![proptest_config(ProptestConfig { cases: 96, ..ProptestConfig::default() })]

    #[test]
    fn proven_results_agree_with_the_generic_search(seed in any::<u64>(), plies in 4usize..60) {
        let Some(g) = random_position(seed, plies) else { return Ok(()) };
        let depth = 4;
        let generic = crate::alphabeta::minimax(&g, limits(depth, u64::MAX));
        let ours = analyse(&g, limits(depth, u64::MAX));
        prop_assert_eq!(ours.scores.len(), generic.scores.len());
        let (a, b) = (proven_within(ours.best_score(), depth), proven_within(generic.best_score(), depth));
        prop_assert_eq!(a, b, "{} ours {:?} generic {:?}", cuatro_engine::compact_moves(g.moves()), ours.scores, generic.scores);
        // The best moves of a proven win are wins in the generic search too.
        if let Some(win) = a.filter(|&s| s > 0) {
            for mv in ours.best_moves() {
                let found = generic.scores.iter().find(|s| s.0 == mv).map(|s| s.1);
                prop_assert_eq!(found, Some(win), "{}", mv);
            }
        }
    }

    #[test]
    fn wins_in_one_are_always_taken(seed in any::<u64>(), plies in 4usize..60) {
        let Some(g) = random_position(seed, plies) else { return Ok(()) };
        let wins_now = crate::alphabeta::minimax(&g, limits(1, u64::MAX)).best_score() == Some(WIN - 1);
        let ours = analyse(&g, limits(64, 20_000));
        prop_assert_eq!(ours.best_score() == Some(WIN - 1), wins_now);
        prop_assert!(ours.nodes <= 20_000 + 64);
    }
}

/// Replays a game and prints hard's analysis at each position: `POPOUT_GAME=... cargo test ... trace -- --ignored`.
#[test]
#[ignore]
fn trace() {
    let moves = cuatro_engine::parse_moves(&std::env::var("POPOUT_GAME").unwrap_or_default()).unwrap();
    let mut g = Game::new("popout".parse().unwrap());
    for mv in moves {
        let a = analyse(&g, limits(64, HARD_NODES));
        println!(
            "{:>3} {} plays {mv}: depth {} {:?}",
            g.moves().len(),
            g.colour_to_move(),
            a.depth,
            &a.scores[..4.min(a.scores.len())]
        );
        g.play(mv).unwrap();
    }
}
