//! Classic puzzle sets: seeded random positions, each classified by the exact solver, kept with a spread of
//! goals (a quarter "only move", the rest shared by the win lengths), without duplicates or mirror images.

use super::judge::{Goal, LONGEST_WIN, classify};
use crate::ai::solver::{Position, Solver};
use crate::engine::Rng;
use std::collections::{HashMap, HashSet};
use std::fmt;
use std::time::{Duration, Instant};

/// Positions examined per puzzle asked for, at most, before the generator gives up on the goals still short.
const EXAMINED_PER_PUZZLE: usize = 400;

/// One puzzle of a set: the moves from the start (1-based column digits) and its goal. As a line of a set file:
/// `classic 4453…  win 3` or `classic 4453…  only`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PuzzleLine {
    pub digits: String,
    pub goal: Goal,
}

impl fmt::Display for PuzzleLine {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.goal {
            Goal::Win { moves } => write!(f, "classic {} win {moves}", self.digits),
            Goal::OnlyMove => write!(f, "classic {} only", self.digits),
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
    let (mut puzzles, mut seen, mut examined) = (Vec::new(), HashSet::new(), 0);
    while puzzles.len() < count && examined < count * EXAMINED_PER_PUZZLE {
        let Some((p, digits)) = random_position(&mut rng) else { continue };
        examined += 1;
        // Mirror images are the same puzzle.
        if !seen.insert(p.key().min(p.mirrored().key())) {
            continue;
        }
        let Some(goal) = classify(&mut solver, &p) else { continue };
        let Some(room) = left.get_mut(&goal).filter(|room| **room > 0) else { continue };
        *room -= 1;
        puzzles.push(PuzzleLine { digits, goal });
    }
    Generated { puzzles, examined, elapsed: started.elapsed() }
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
            let p = Position::from_digits(&line.digits).unwrap();
            assert_eq!(classify(&mut solver, &p), Some(line.goal), "{line}");
            assert!(keys.insert(p.key().min(p.mirrored().key())), "{line} twice");
        }
        let only = set.puzzles.iter().filter(|l| l.goal == Goal::OnlyMove).count();
        assert!((1..=6).contains(&only), "a quarter at most: {only}");
        let lengths: HashSet<Goal> = set.puzzles.iter().map(|l| l.goal).filter(|&g| g != Goal::OnlyMove).collect();
        assert!(lengths.len() >= 5, "a spread of win lengths: {lengths:?}");
        assert_eq!(PuzzleLine { digits: "44".into(), goal: Goal::Win { moves: 3 } }.to_string(), "classic 44 win 3");
        assert_eq!(PuzzleLine { digits: "4".into(), goal: Goal::OnlyMove }.to_string(), "classic 4 only");
    }
}
