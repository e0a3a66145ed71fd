//! The CPU's node budgets under load: full while few moves wait, smaller as the queue grows, never below a floor.
//!
//! A level's node budget is its full budget times a [`Scale`]. [`scale`] picks the scale from the CPU queue when a
//! search starts: the full budget while at most [`FULL_WHILE_WAITING`] moves wait per search thread, then a share
//! that falls in proportion to the queue, so that the time the queue takes to clear stays about the same. The floor
//! keeps the level's character: hard never searches fewer nodes than medium does. Classic hard is exact (the book
//! and the solver) and has no node budget, and the levels below hard keep theirs, so only hard outside the classic
//! board ever shrinks.

use super::level::Level;
use super::nodes::{MEDIUM_NODES, Scale, ScaleError, hard_nodes};
use cuatro_engine::Variant;
use std::fmt;
use std::str::FromStr;

/// Moves that may wait per search thread while every search keeps its full budget.
pub const FULL_WHILE_WAITING: f64 = 2.0;

/// The CPU queue as a search starts: the moves still waiting for a thread, and the threads.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Queue {
    pub waiting: usize,
    pub threads: usize,
}

/// What a command line asks for: a fixed scale, or each level's floor.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum ScaleChoice {
    Fixed(Scale),
    Floor,
}

impl ScaleChoice {
    /// The scale `level` searches at in `variant`.
    pub fn for_level(self, level: Level, variant: &Variant) -> Scale {
        match self {
            ScaleChoice::Fixed(scale) => scale,
            ScaleChoice::Floor => floor(level, variant),
        }
    }
}

impl Default for ScaleChoice {
    fn default() -> Self {
        ScaleChoice::Fixed(Scale::FULL)
    }
}

impl fmt::Display for ScaleChoice {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ScaleChoice::Fixed(scale) => scale.fmt(f),
            ScaleChoice::Floor => f.write_str("floor"),
        }
    }
}

impl FromStr for ScaleChoice {
    type Err = ScaleError;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let s = s.trim();
        if s.eq_ignore_ascii_case("floor") {
            return Ok(ScaleChoice::Floor);
        }
        let share = s.parse::<f64>().map_err(|_| ScaleError(s.to_string()))?;
        Scale::new(share).map(ScaleChoice::Fixed)
    }
}

/// The least share of its budget `level` ever searches with in `variant`: for hard, medium's node budget (the
/// floor is 1 where hard is exact); the other levels never shrink.
pub fn floor(level: Level, variant: &Variant) -> Scale {
    match (level, hard_nodes(variant)) {
        (Level::Hard, Some(full)) => Scale((MEDIUM_NODES as f64 / full as f64).min(1.0)),
        _ => Scale::FULL,
    }
}

/// The share of its node budget a search of `level` in `variant` gets when it starts with `queue`: 1 while at most
/// `FULL_WHILE_WAITING` moves wait per thread, then `FULL_WHILE_WAITING` / (moves waiting per thread), never below
/// the level's floor.
pub fn scale(level: Level, variant: &Variant, queue: Queue) -> Scale {
    let per_thread = queue.waiting as f64 / queue.threads.max(1) as f64;
    let share = if per_thread <= FULL_WHILE_WAITING { 1.0 } else { FULL_WHILE_WAITING / per_thread };
    Scale(share.max(floor(level, variant).0))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn variant(id: &str) -> Variant {
        id.parse().unwrap()
    }

    fn queue(waiting: usize) -> Queue {
        Queue { waiting, threads: 2 }
    }

    #[test]
    fn a_short_queue_keeps_the_full_budget() {
        for id in ["three-players", "popout", "10x10", "classic"] {
            for waiting in 0..=4 {
                assert_eq!(scale(Level::Hard, &variant(id), queue(waiting)), Scale::FULL, "{id} {waiting}");
            }
        }
    }

    #[test]
    fn the_budget_shrinks_with_the_queue_down_to_the_floor() {
        let v = variant("10x10");
        let shares: Vec<f64> = [5, 8, 16, 26, 27, 100, 10_000].map(|w| scale(Level::Hard, &v, queue(w)).get()).into();
        assert_eq!(shares, [0.8, 0.5, 0.25, 4.0 / 26.0, 0.15, 0.15, 0.15]);
        // Each longer queue gets no more than a shorter one.
        let mut last = Scale::FULL;
        for waiting in 0..200 {
            let s = scale(Level::Hard, &v, queue(waiting));
            assert!(s <= last, "{waiting}");
            last = s;
        }
        // More threads clear a queue faster: the same queue keeps more of the budget.
        assert!(scale(Level::Hard, &v, Queue { waiting: 8, threads: 4 }) > scale(Level::Hard, &v, queue(8)));
        assert_eq!(
            scale(Level::Hard, &v, Queue { waiting: 8, threads: 0 }),
            scale(Level::Hard, &v, Queue { waiting: 8, threads: 1 })
        );
    }

    #[test]
    fn hard_never_searches_less_than_medium() {
        for id in ["three-players", "popout", "10x10", "five-in-a-row", "popout+cylinder", "two-vs-two"] {
            let v = variant(id);
            let full = hard_nodes(&v).unwrap();
            let least = scale(Level::Hard, &v, queue(usize::MAX)).of(full);
            assert_eq!(least, MEDIUM_NODES, "{id}");
        }
        assert_eq!(hard_nodes(&variant("popout")), Some(crate::popout::HARD_NODES));
        assert_eq!(floor(Level::Hard, &variant("popout")).get(), 0.12);
        assert_eq!(floor(Level::Hard, &variant("three-players")).get(), 0.15);
    }

    #[test]
    fn classic_hard_and_the_lower_levels_never_shrink() {
        for id in ["classic", "random-opening"] {
            assert_eq!(hard_nodes(&variant(id)), None, "{id}");
            assert_eq!(scale(Level::Hard, &variant(id), queue(1000)), Scale::FULL, "{id}");
        }
        for level in [Level::Random, Level::Greedy, Level::Easy, Level::Medium] {
            assert_eq!(scale(level, &variant("popout"), queue(1000)), Scale::FULL, "{level}");
        }
    }

    #[test]
    fn scales_parse_from_a_number_or_floor() {
        assert_eq!("0.25".parse::<ScaleChoice>(), Ok(ScaleChoice::Fixed(Scale(0.25))));
        assert_eq!(" Floor ".parse::<ScaleChoice>(), Ok(ScaleChoice::Floor));
        assert_eq!("1".parse::<ScaleChoice>(), Ok(ScaleChoice::default()));
        for bad in ["0", "-0.5", "1.5", "NaN", "half", ""] {
            assert!(bad.parse::<ScaleChoice>().is_err(), "{bad}");
        }
        let popout = variant("popout");
        assert_eq!(ScaleChoice::Floor.for_level(Level::Hard, &popout), floor(Level::Hard, &popout));
        assert_eq!(ScaleChoice::Floor.for_level(Level::Medium, &popout), Scale::FULL);
        assert_eq!(Scale(0.5).of(2_000_000), 1_000_000);
        assert_eq!(Scale(1e-9).of(10), 1);
    }
}
