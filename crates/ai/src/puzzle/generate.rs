//! Puzzle sets: seeded random positions, each classified by the exact solver (classic: a quarter "only move",
//! the rest shared by the win lengths) or full-width search (PopOut: wins shared by length), without duplicates.

use super::judge::{Goal, LONGEST_WIN, classify};
use super::popout::{self, POPOUT_LONGEST_WIN};
use crate::solver::{Position, Solver};
use cuatro_engine::{Colour, Game, Rng, Variant, compact_moves};
use std::collections::{HashMap, HashSet};
use std::fmt;
use std::time::{Duration, Instant};

/// Positions examined per puzzle asked for, at most, before the generator gives up on the goals still short.
const EXAMINED_PER_PUZZLE: usize = 400;

/// One puzzle of a set: its variant, the moves from the start as a set file writes them (classic: 1-based column
/// digits; PopOut: compact notation, `^` for a pop) and its goal. As a line of a set file: `classic 4453… win 3`,
/// `classic 4453… only`, `popout ddc^… win 2`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PuzzleLine {
    pub variant: &'static str,
    pub moves: String,
    pub goal: Goal,
}

impl fmt::Display for PuzzleLine {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.goal {
            Goal::Win { moves } => write!(f, "{} {} win {moves}", self.variant, self.moves),
            Goal::OnlyMove => write!(f, "{} {} only", self.variant, self.moves),
        }
    }
}

/// A generated set and what it cost.
#[derive(Debug, Clone)]
pub struct Generated {
    pub puzzles: Vec<PuzzleLine>,
    /// Positions classified (the share that became puzzles is `puzzles.len() / examined`).
    pub examined: usize,
    pub elapsed: Duration,
    /// The longest one position's classification took.
    pub slowest: Duration,
}

/// How many puzzles of each goal a set of `count` may hold: a quarter "only move" (at least one), the rest
/// shared evenly by the win lengths 2 to [`LONGEST_WIN`].
fn quotas(count: usize) -> HashMap<Goal, usize> {
    let only = count.div_ceil(4);
    let lengths = (LONGEST_WIN - 1) as usize;
    let per_length = (count - only.min(count)).div_ceil(lengths).max(1);
    let mut quotas: HashMap<Goal, usize> = (2..=LONGEST_WIN).map(|moves| (Goal::Win { moves }, per_length)).collect();
    quotas.insert(Goal::OnlyMove, only);
    quotas
}

/// A seeded random position of 14 to 33 stones, neither won nor full (short of stones, the exact solver is slow;
/// past them, few moves are left to make a puzzle of); `None` when the random game ended first.
fn random_position(rng: &mut Rng) -> Option<(Position, String)> {
    let stones = 14 + rng.below(20) as usize;
    let (mut p, mut digits) = (Position::new(), String::new());
    while p.nb_moves() < stones {
        let legal: Vec<usize> = (0..Position::WIDTH).filter(|&c| p.can_play(c) && !p.is_winning_move(c)).collect();
        let &col = legal.get(rng.below(legal.len().max(1) as u64) as usize)?;
        p.play_col(col);
        digits.push(char::from(b'1' + col as u8));
    }
    Some((p, digits))
}

/// Up to `count` classic puzzles from random positions seeded by `seed`.
pub fn generate_classic(count: usize, seed: u64) -> Generated {
    let started = Instant::now();
    let (mut rng, mut solver) = (Rng::new(seed), Solver::new());
    let mut left = quotas(count);
    let (mut puzzles, mut seen, mut examined, mut slowest) = (Vec::new(), HashSet::new(), 0, Duration::ZERO);
    while puzzles.len() < count && examined < count * EXAMINED_PER_PUZZLE {
        let Some((p, digits)) = random_position(&mut rng) else { continue };
        examined += 1;
        // Mirror images are the same puzzle.
        if !seen.insert(p.key().min(p.mirrored().key())) {
            continue;
        }
        let classified = Instant::now();
        let goal = classify(&mut solver, &p);
        slowest = slowest.max(classified.elapsed());
        let Some(goal) = goal else { continue };
        let Some(room) = left.get_mut(&goal).filter(|room| **room > 0) else { continue };
        *room -= 1;
        puzzles.push(PuzzleLine { variant: "classic", moves: digits, goal });
    }
    Generated { puzzles, examined, elapsed: started.elapsed(), slowest }
}

/// The longest random PopOut game the generator plays before it starts another.
const POPOUT_GAME_PLIES: usize = 48;

/// Up to `count` PopOut puzzles (forced wins in 2 to [`POPOUT_LONGEST_WIN`] moves, shared evenly by length) from
/// positions of seeded random games, one in three positions past the sixth ply examined.
pub fn generate_popout(count: usize, seed: u64) -> Generated {
    let started = Instant::now();
    let variant: Variant = "popout".parse().expect("popout is a variant");
    let mut rng = Rng::new(seed);
    let per_length = count.div_ceil(POPOUT_LONGEST_WIN as usize - 1).max(1);
    let mut left: HashMap<Goal, usize> =
        (2..=POPOUT_LONGEST_WIN).map(|moves| (Goal::Win { moves }, per_length)).collect();
    let (mut puzzles, mut seen, mut examined, mut slowest) = (Vec::new(), HashSet::new(), 0, Duration::ZERO);
    'games: while puzzles.len() < count && examined < count * EXAMINED_PER_PUZZLE {
        let mut game = Game::new(variant);
        while game.moves().len() < POPOUT_GAME_PLIES {
            let legal = game.legal_moves();
            let mv = legal[rng.below(legal.len() as u64) as usize];
            if game.play(mv).expect("a legal move").is_over() {
                continue 'games;
            }
            if game.moves().len() < 6 || rng.below(3) != 0 {
                continue;
            }
            examined += 1;
            let key = (game.board().pieces(Colour::Red), game.board().pieces(Colour::Yellow), game.colour_to_move());
            if !seen.insert(key) {
                continue;
            }
            let classified = Instant::now();
            let goal = popout::classify(&game);
            slowest = slowest.max(classified.elapsed());
            let Some(goal) = goal else { continue };
            let Some(room) = left.get_mut(&goal).filter(|room| **room > 0) else { continue };
            *room -= 1;
            puzzles.push(PuzzleLine { variant: "popout", moves: compact_moves(game.moves()), goal });
            continue 'games;
        }
    }
    puzzles.truncate(count);
    Generated { puzzles, examined, elapsed: started.elapsed(), slowest }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_set_holds_proved_distinct_puzzles_with_a_spread_of_goals() {
        let set = generate_classic(24, 5);
        assert_eq!(set.puzzles.len(), 24, "{set:?}");
        assert!(set.examined >= 24);
        let mut solver = Solver::new();
        let mut keys = HashSet::new();
        for line in &set.puzzles {
            let p = Position::from_digits(&line.moves).unwrap();
            assert_eq!(classify(&mut solver, &p), Some(line.goal), "{line}");
            assert!(keys.insert(p.key().min(p.mirrored().key())), "{line} twice");
        }
        let only = set.puzzles.iter().filter(|l| l.goal == Goal::OnlyMove).count();
        assert!((1..=6).contains(&only), "a quarter at most: {only}");
        let lengths: HashSet<Goal> = set.puzzles.iter().map(|l| l.goal).filter(|&g| g != Goal::OnlyMove).collect();
        assert!(lengths.len() >= 5, "a spread of win lengths: {lengths:?}");
        let line = |moves: &str, goal| PuzzleLine { variant: "classic", moves: moves.into(), goal };
        assert_eq!(line("44", Goal::Win { moves: 3 }).to_string(), "classic 44 win 3");
        assert_eq!(line("4", Goal::OnlyMove).to_string(), "classic 4 only");
    }

    #[test]
    fn a_popout_set_holds_proved_distinct_wins_of_several_lengths() {
        let set = generate_popout(6, 7);
        assert_eq!(set.puzzles.len(), 6, "{set:?}");
        let mut moves = HashSet::new();
        for line in &set.puzzles {
            let game = cuatro_engine::test_game("popout", &line.moves);
            assert_eq!(popout::classify(&game), Some(line.goal), "{line}");
            assert!(moves.insert(line.moves.clone()), "{line} twice");
            assert!(line.to_string().starts_with("popout ") && line.to_string().contains(" win "), "{line}");
        }
        let lengths: HashSet<Goal> = set.puzzles.iter().map(|l| l.goal).collect();
        assert!(lengths.len() >= 2, "a spread of win lengths: {lengths:?}");
    }
}
