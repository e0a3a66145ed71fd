//! Self-play between levels: seeded games with alternating colours, run on a few threads.

use super::level::{Effort, Level, choose_move_with};
use super::random_opening::balanced_start;
use cuatro_engine::{Colour, Outcome, Rng, Setup, Variant};
use std::sync::Mutex;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::{Duration, Instant};

#[derive(Debug, Clone)]
pub struct ArenaConfig {
    pub a: Level,
    pub b: Level,
    pub variant: Variant,
    pub games: usize,
    pub seed: u64,
    pub budget: Option<Duration>,
    pub jobs: usize,
    /// Random plies that open each game (0: every game starts from the start position).
    pub random_plies: usize,
    /// A plays the first colour in every game (otherwise A takes the colours in turn).
    pub a_first: bool,
    /// A's moves stop at this time, its node budget kept, as the bot cuts its replies under load (B is never
    /// cut; `budget`, when given, applies to both instead).
    pub a_cut: Option<Duration>,
    /// No game starts after this long; the games under way finish, so the games played are the first ones.
    pub stop_after: Option<Duration>,
}

/// One finished game, from A's side.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GameResult {
    pub index: usize,
    /// The colour A played.
    pub a_colour: Colour,
    pub result: Score,
    /// How many colours B played (1 in games of two colours, 2 in three players).
    pub others: usize,
    pub plies: usize,
    /// Every move, random opening included, in compact notation (to replay or review the game).
    pub moves: String,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Score {
    Win,
    Draw,
    Loss,
}

impl Score {
    /// A's points for one game: a win 1, a draw ½ (every seat of a drawn game gets ½), a loss 0.
    pub fn points(self) -> f64 {
        match self {
            Score::Win => 1.0,
            Score::Draw => 0.5,
            Score::Loss => 0.0,
        }
    }

    /// A's points against each of B's `others` colours, averaged: 1 against a colour A finishes
    /// ahead of, ½ when level, 0 when behind. A win is ahead of every other colour and a draw
    /// leaves all level; in a loss A is behind the winner and level with the other losers.
    pub fn pairwise(self, others: usize) -> f64 {
        match self {
            Score::Loss if others > 1 => (others - 1) as f64 / (2 * others) as f64,
            s => s.points(),
        }
    }
}

/// Totals from A's side; points count a draw as half.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Tally {
    pub wins: usize,
    pub draws: usize,
    pub losses: usize,
    /// How many colours B played (see `GameResult::others`; 0 counts as 1).
    pub others: usize,
}

impl Tally {
    pub fn add(&mut self, s: Score) {
        match s {
            Score::Win => self.wins += 1,
            Score::Draw => self.draws += 1,
            Score::Loss => self.losses += 1,
        }
    }

    pub fn games(&self) -> usize {
        self.wins + self.draws + self.losses
    }

    /// Points in percent (win 1, draw ½).
    pub fn points_percent(&self) -> f64 {
        if self.games() == 0 {
            return 0.0;
        }
        100.0 * (self.wins as f64 + self.draws as f64 / 2.0) / self.games() as f64
    }

    /// Pairwise points in percent (`Score::pairwise`): equal to `points_percent` with two colours.
    pub fn pairwise_percent(&self) -> f64 {
        self.mean_and_margin(|s| s.pairwise(self.others.max(1))).0
    }

    /// Half the width of the 95 % confidence interval of `points_percent`, in points of percent (normal
    /// approximation: 1.96 standard errors of the mean score per game).
    pub fn points_margin(&self) -> f64 {
        self.mean_and_margin(Score::points).1
    }

    /// The same for `pairwise_percent`.
    pub fn pairwise_margin(&self) -> f64 {
        self.mean_and_margin(|s| s.pairwise(self.others.max(1))).1
    }

    /// The mean of `value` per game and the half-width of its 95 % interval, both in percent.
    fn mean_and_margin(&self, value: impl Fn(Score) -> f64) -> (f64, f64) {
        let n = self.games() as f64;
        if n == 0.0 {
            return (0.0, 0.0);
        }
        let counts = [(Score::Win, self.wins), (Score::Draw, self.draws), (Score::Loss, self.losses)];
        let mean = counts.iter().map(|&(s, k)| value(s) * k as f64).sum::<f64>() / n;
        if n < 2.0 {
            return (100.0 * mean, 0.0);
        }
        let variance = counts.iter().map(|&(s, k)| (value(s) - mean).powi(2) * k as f64).sum::<f64>() / (n - 1.0);
        (100.0 * mean, 100.0 * 1.96 * (variance / n).sqrt())
    }
}

/// Plays game `index`: seeded with `seed + index`, opened with `random_plies` random plies; A plays colour
/// `index % colours`, or the first with `a_first` (every seat of that colour in two-vs-two), B every other seat.
pub fn play_game(cfg: &ArenaConfig, index: usize) -> GameResult {
    let seed = cfg.seed.wrapping_add(index as u64);
    let mut rng = Rng::new(seed);
    let mut game = balanced_start(cfg.variant, Setup { seed, ..Setup::default() });
    let a_colour = Colour::from_index(if cfg.a_first { 0 } else { index % cfg.variant.colours() });
    for _ in 0..cfg.random_plies {
        let quiet: Vec<_> = game
            .legal_moves()
            .iter()
            .copied()
            .filter(|&m| {
                let mut g = game.clone();
                g.play(m).is_ok_and(|o| !o.is_over())
            })
            .collect();
        if quiet.is_empty() {
            break;
        }
        game.play(quiet[rng.below(quiet.len() as u64) as usize]).expect("legal");
    }
    // PopOut games can cycle; the repetition rule ends them, this cap is a last resort.
    let max_plies = 2000;
    let b_effort = cfg.budget.map_or(Effort::FULL, Effort::timed);
    let a_effort = match (cfg.budget, cfg.a_cut) {
        (None, Some(cut)) => Effort::cut_at(cut),
        _ => b_effort,
    };
    while !game.is_over() && game.moves().len() < max_plies {
        let (level, effort) = if game.colour_to_move() == a_colour { (cfg.a, a_effort) } else { (cfg.b, b_effort) };
        let mv = choose_move_with(&game, level, &mut rng, effort).expect("an ongoing game has moves");
        game.play(mv).expect("levels play legal moves");
    }
    let result = match game.outcome() {
        Outcome::Win { winner, .. } if winner == a_colour => Score::Win,
        Outcome::Win { .. } => Score::Loss,
        _ => Score::Draw,
    };
    let others = cfg.variant.colours() - 1;
    GameResult {
        index,
        a_colour,
        result,
        others,
        plies: game.moves().len(),
        moves: cuatro_engine::compact_moves(game.moves()),
    }
}

/// Plays every game on `jobs` threads and calls `report` as each one ends; results come back in
/// game order and do not depend on the number of jobs. With `stop_after`, the games started in time
/// are played: the first N, for some N.
pub fn run(cfg: &ArenaConfig, report: impl Fn(&GameResult) + Sync) -> Vec<GameResult> {
    let next = AtomicUsize::new(0);
    let results = Mutex::new(Vec::with_capacity(cfg.games));
    let stop_at = cfg.stop_after.map(|d| Instant::now() + d);
    std::thread::scope(|scope| {
        for _ in 0..cfg.jobs.max(1) {
            scope.spawn(|| {
                loop {
                    if stop_at.is_some_and(|at| Instant::now() >= at) {
                        break;
                    }
                    let i = next.fetch_add(1, Ordering::Relaxed);
                    if i >= cfg.games {
                        break;
                    }
                    let r = play_game(cfg, i);
                    report(&r);
                    results.lock().expect("no thread panics while holding it").push(r);
                }
            });
        }
    });
    let mut results = results.into_inner().expect("threads finished");
    results.sort_by_key(|r| r.index);
    results
}

pub fn tally(results: &[GameResult]) -> Tally {
    let mut t = Tally::default();
    for r in results {
        t.add(r.result);
        t.others = r.others;
    }
    t
}

#[cfg(test)]
mod tests {
    use super::*;

    fn cfg(a: Level, b: Level, variant: &str, games: usize, jobs: usize) -> ArenaConfig {
        ArenaConfig {
            a,
            b,
            variant: variant.parse().unwrap(),
            games,
            seed: 1,
            budget: None,
            jobs,
            random_plies: 2,
            a_first: false,
            a_cut: None,
            stop_after: None,
        }
    }

    #[test]
    fn results_do_not_depend_on_the_number_of_jobs() {
        let one = run(&cfg(Level::Greedy, Level::Random, "classic", 6, 1), |_| {});
        let two = run(&cfg(Level::Greedy, Level::Random, "classic", 6, 2), |_| {});
        assert_eq!(one, two);
        assert_eq!(one.iter().map(|r| r.a_colour).collect::<Vec<_>>()[..2], [Colour::Red, Colour::Yellow]);
    }

    #[test]
    fn levels_are_ordered_in_a_short_arena() {
        let t = tally(&run(&cfg(Level::Medium, Level::Random, "classic", 10, 2), |_| {}));
        assert!(t.points_percent() >= 90.0, "medium vs random: {t:?}");
        let t = tally(&run(&cfg(Level::Greedy, Level::Random, "classic", 10, 2), |_| {}));
        assert!(t.points_percent() >= 70.0, "greedy vs random: {t:?}");
    }

    #[test]
    fn pairwise_points_count_a_loss_as_level_with_the_other_loser() {
        assert_eq!(Score::Loss.pairwise(2), 0.25);
        assert_eq!(Score::Loss.pairwise(1), 0.0);
        assert_eq!(Score::Draw.pairwise(2), 0.5);
        assert_eq!(Score::Win.pairwise(2), 1.0);
        // 2 wins, 1 draw, 1 loss against two other colours: points (2 + ½) / 4, pairwise (2 + ½ + ¼) / 4.
        let t = Tally { wins: 2, draws: 1, losses: 1, others: 2 };
        assert_eq!(t.points_percent(), 62.5);
        assert_eq!(t.pairwise_percent(), 68.75);
        // With one other colour the two measures agree.
        let t = Tally { others: 1, ..t };
        assert_eq!(t.pairwise_percent(), t.points_percent());
    }

    #[test]
    fn the_interval_is_the_normal_one_of_the_mean_score() {
        // 60 wins, 20 draws, 20 losses: mean 0.7, sample variance (60·0.09 + 20·0.04 + 20·0.49) / 99 = 16 / 99.
        let t = Tally { wins: 60, draws: 20, losses: 20, others: 1 };
        assert!((t.points_percent() - 70.0).abs() < 1e-9);
        let margin = 100.0 * 1.96 * (16.0f64 / 99.0 / 100.0).sqrt();
        assert!((t.points_margin() - margin).abs() < 1e-9, "{} {margin}", t.points_margin());
        assert_eq!(Tally { wins: 5, ..Tally::default() }.points_margin(), 0.0, "no spread");
        assert_eq!(Tally::default().points_margin(), 0.0);
        // Pairwise counts a loss as ¼ with two other colours, so its spread differs.
        let t = Tally { wins: 1, draws: 0, losses: 1, others: 2 };
        assert!((t.pairwise_percent() - 62.5).abs() < 1e-9);
        assert!(t.pairwise_margin() < t.points_margin());
    }

    #[test]
    fn a_cut_plays_a_and_a_deadline_stops_new_games() {
        let mut c = cfg(Level::Hard, Level::Random, "small", 2, 1);
        c.a_cut = Some(Duration::from_millis(5));
        let cut = run(&c, |_| {});
        assert_eq!(cut.len(), 2);
        c.stop_after = Some(Duration::ZERO);
        assert!(run(&c, |_| {}).is_empty(), "no game starts after the deadline");
    }

    #[test]
    fn a_three_player_tally_knows_it_has_two_other_colours() {
        let results = run(&cfg(Level::Greedy, Level::Random, "three-players", 3, 1), |_| {});
        assert!(results.iter().all(|r| r.others == 2));
        assert_eq!(tally(&results).others, 2);
        let results = run(&cfg(Level::Greedy, Level::Random, "two-vs-two", 2, 1), |_| {});
        assert_eq!(tally(&results).others, 1, "two teams: one other colour");
    }

    #[test]
    fn hard_playing_first_wins_every_popout_game_against_every_level() {
        for b in Level::ALL {
            let mut c = cfg(Level::Hard, b, "popout", 2, 2);
            (c.random_plies, c.a_first) = (0, true);
            // The defender searches 20 ms a move (`cuatro arena` measures it at full strength).
            c.budget = Some(Duration::from_millis(20));
            let results = run(&c, |_| {});
            assert!(
                results.iter().all(|r| r.result == Score::Win && r.a_colour == Colour::Red && r.plies <= 21),
                "{b}: {results:?}"
            );
        }
    }

    #[test]
    fn every_variant_plays_to_an_end() {
        for id in ["popout", "three-players", "two-vs-two", "misere", "five-in-a-row+popout"] {
            let results = run(&cfg(Level::Greedy, Level::Random, id, 2, 2), |_| {});
            assert_eq!(results.len(), 2, "{id}");
        }
    }
}
