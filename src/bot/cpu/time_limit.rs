//! How long one CPU move may search: its share of the search threads' time, within its reply's deadline.
//!
//! A reply (every CPU move in a row after a press) is due `games.cpu_deadline` after the press. When one of its
//! moves gets a search thread, its time limit is the least of:
//! - its share of the threads: `threads × TARGET_BUSY ÷ replies asked per second` (the recent rate), split among
//!   the reply's moves still to search, so the threads stay a little short of full and replies rarely queue;
//! - the time left before the deadline, split among those moves and among the replies waiting per thread (a
//!   burst shares what is left rather than the first in line taking it all);
//!
//! and never less than [`MIN_TIME`], even past the deadline. The search stops at the limit with its best move so
//! far (iterative deepening); below the limit the level's node budget stops it, as it does on an idle bot.

use std::sync::Mutex;
use std::time::{Duration, Instant};

/// The share of the search threads' time the replies are given on average; the rest absorbs bursts.
pub const TARGET_BUSY: f64 = 0.75;
/// The least time a move searches, even past its reply's deadline: enough to take a win and stop a threat.
pub const MIN_TIME: Duration = Duration::from_millis(20);
/// How far back the rate of replies looks (an exponential average with this time constant).
const RATE_WINDOW: Duration = Duration::from_secs(10);

/// The search threads' load when a move starts.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Load {
    /// Replies waiting for a thread.
    pub waiting: usize,
    pub threads: usize,
    /// Replies asked for per second, recently.
    pub rate: f64,
}

/// The time limit of a move that starts `left` before its reply's deadline, with `moves` of the reply still to
/// search (this one included).
pub fn time_limit(left: Duration, moves: usize, load: Load) -> Duration {
    let (moves, threads) = (moves.max(1) as f64, load.threads.max(1) as f64);
    let in_time = left.as_secs_f64() / moves / (1.0 + load.waiting as f64 / threads);
    let share = if load.rate > 0.0 { threads * TARGET_BUSY / load.rate / moves } else { f64::INFINITY };
    Duration::from_secs_f64(in_time.min(share)).max(MIN_TIME)
}

/// The recent rate of replies asked for: an exponentially weighted average over about [`RATE_WINDOW`].
#[derive(Debug)]
pub struct Rate {
    /// When it was last updated, and the rate then.
    state: Mutex<(Instant, f64)>,
}

impl Default for Rate {
    fn default() -> Self {
        Rate { state: Mutex::new((Instant::now(), 0.0)) }
    }
}

impl Rate {
    /// One more reply asked for.
    pub fn count(&self) {
        self.count_at(Instant::now());
    }

    /// Replies per second, now.
    pub fn per_second(&self) -> f64 {
        self.per_second_at(Instant::now())
    }

    fn count_at(&self, now: Instant) {
        let mut state = self.state.lock().unwrap_or_else(|e| e.into_inner());
        *state = (now, decayed(*state, now) + 1.0 / RATE_WINDOW.as_secs_f64());
    }

    fn per_second_at(&self, now: Instant) -> f64 {
        decayed(*self.state.lock().unwrap_or_else(|e| e.into_inner()), now)
    }
}

fn decayed((then, rate): (Instant, f64), now: Instant) -> f64 {
    rate * (-now.saturating_duration_since(then).as_secs_f64() / RATE_WINDOW.as_secs_f64()).exp()
}

#[cfg(test)]
mod tests {
    use super::*;

    const fn ms(n: u64) -> Duration {
        Duration::from_millis(n)
    }

    fn load(waiting: usize, rate: f64) -> Load {
        Load { waiting, threads: 2, rate }
    }

    #[test]
    fn an_idle_bot_gives_a_lone_move_all_the_time_left() {
        assert_eq!(time_limit(ms(1500), 1, load(0, 0.0)), ms(1500));
        // One reply every two seconds: the share (3 s) is more than the time left.
        assert_eq!(time_limit(ms(1500), 1, load(0, 0.5)), ms(1500));
        assert_eq!(time_limit(ms(1500), 2, load(0, 0.5)), ms(750), "two CPU seats split it");
    }

    #[test]
    fn under_load_a_move_gets_its_share_of_the_threads() {
        // 30 replies a second on 2 threads kept 75% busy: 50 ms each, 25 ms per move of a two-move reply.
        assert_eq!(time_limit(ms(1500), 1, load(0, 30.0)), ms(50));
        assert_eq!(time_limit(ms(1500), 2, load(1, 30.0)), ms(25));
        let mut last = Duration::MAX;
        for rate in 1..200 {
            let limit = time_limit(ms(1500), 1, load(0, rate as f64));
            assert!(limit <= last && limit >= MIN_TIME, "{rate}");
            last = limit;
        }
    }

    #[test]
    fn a_burst_shares_the_time_left_and_a_late_move_still_searches() {
        // Ten replies at once on an idle bot: 1.5 s ÷ (1 + 10 / 2).
        assert_eq!(time_limit(ms(1500), 1, load(10, 0.1)), ms(250));
        assert_eq!(time_limit(ms(100), 1, load(0, 0.1)), ms(100));
        assert_eq!(time_limit(ms(5), 1, load(0, 0.1)), MIN_TIME);
        assert_eq!(time_limit(Duration::ZERO, 3, load(50, 100.0)), MIN_TIME, "past the deadline");
        assert_eq!(time_limit(ms(1500), 0, Load { waiting: 0, threads: 0, rate: 0.0 }), ms(1500));
    }

    #[test]
    fn the_rate_follows_the_replies_and_fades_without_them() {
        let rate = Rate::default();
        let start = Instant::now();
        for i in 0..600 {
            rate.count_at(start + ms(i * 50));
        }
        let busy = rate.per_second_at(start + ms(30_000));
        assert!((busy - 20.0).abs() < 1.5, "20 a second for 30 s reads {busy}");
        let later = rate.per_second_at(start + ms(60_000));
        assert!(later < busy / 10.0, "{later}");
        assert_eq!(Rate::default().per_second(), 0.0);
    }
}
