//! Balanced random openings: candidate openings from the seed, kept only when a bounded search finds neither side
//! winning nor far ahead, or, on the classic board, when the exact solver scores them as a draw.

use super::analysis::{Limits, WIN};
use super::dispatch::analyse;
use super::perfect::{position_of, with_perfect};
use cuatro_engine::{Game, Rng, Setup, Variant};

/// Search effort per candidate (a few tens of milliseconds).
const CHECK: Limits = Limits { depth: 64, max_nodes: 200_000, deadline: None };
/// The largest advantage, in evaluation units (about one open three), still called balanced.
const MARGIN: i32 = 40;
/// Candidates tried before settling for the most balanced one seen.
const CANDIDATES: u64 = 24;

/// How far from level a position looks for the side to move: 0 is level; `WIN` is a proven result.
pub fn imbalance(game: &Game) -> i32 {
    match analyse(game, CHECK).best_score() {
        Some(s) if s.abs() > WIN / 2 => WIN,
        Some(s) => s.abs(),
        None => WIN,
    }
}

/// A game of `variant`. With `random-opening`, the opening is the first of a seeded series of
/// candidates that looks balanced (or the most balanced of them); otherwise `Game::start`.
pub fn balanced_start(variant: Variant, setup: Setup) -> Game {
    if !variant.random_opening || setup.opening_plies == 0 {
        return Game::start(variant, setup);
    }
    let mut seeds = Rng::new(setup.seed);
    let mut best: Option<(i32, Game)> = None;
    for _ in 0..CANDIDATES {
        let game = Game::start(variant, Setup { seed: seeds.next_u64(), ..setup });
        let score = imbalance(&game);
        if score <= MARGIN {
            return game;
        }
        if best.as_ref().is_none_or(|(b, _)| score < *b) {
            best = Some((score, game));
        }
    }
    best.expect("at least one candidate").1
}

/// A game of `variant` whose random opening the exact solver scores as a draw, when the variant is the classic
/// board with `random-opening` (the first such of a seeded series of candidates); otherwise, or when no candidate
/// is a draw, [`balanced_start`].
pub fn drawn_start(variant: Variant, setup: Setup) -> Game {
    let classic = (Variant { random_opening: false, ..variant }).is_classic();
    if !classic || !variant.random_opening || setup.opening_plies == 0 {
        return balanced_start(variant, setup);
    }
    let mut seeds = Rng::new(setup.seed);
    for _ in 0..CANDIDATES {
        let game = Game::start(variant, Setup { seed: seeds.next_u64(), ..setup });
        let drawn = position_of(&game).is_some_and(|p| with_perfect(|perfect| perfect.solve(&p)) == 0);
        if drawn {
            return game;
        }
    }
    balanced_start(variant, setup)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn classic_openings_are_exact_draws_seeded_and_of_the_asked_length() {
        let variant: Variant = "random-opening".parse().unwrap();
        for seed in 0..5 {
            let setup = Setup { seed, opening_plies: 4 };
            let g = drawn_start(variant, setup);
            assert_eq!(g.opening_len(), 4);
            let score = with_perfect(|perfect| perfect.solve(&position_of(&g).unwrap()));
            assert_eq!(score, 0, "seed {seed}: a draw with perfect play");
            assert_eq!(drawn_start(variant, setup), g, "reproducible");
        }
    }

    #[test]
    fn openings_are_balanced_seeded_and_of_the_asked_length() {
        let variant: Variant = "random-opening".parse().unwrap();
        for seed in 0..5 {
            let setup = Setup { seed, opening_plies: 6 };
            let g = balanced_start(variant, setup);
            assert_eq!(g.opening_len(), 6);
            assert!(imbalance(&g) <= MARGIN, "seed {seed}: {}", imbalance(&g));
            assert_eq!(balanced_start(variant, setup), g, "reproducible");
        }
    }

    #[test]
    fn other_variants_start_as_usual() {
        let setup = Setup { seed: 3, opening_plies: 4 };
        let v: Variant = "obstacles".parse().unwrap();
        assert_eq!(balanced_start(v, setup), Game::start(v, setup));
    }
}
