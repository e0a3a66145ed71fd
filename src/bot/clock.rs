//! Time: the wall clock in Unix milliseconds, and the clock of the daily puzzle and of puzzle attempts (the
//! system's, which tests may move forward, and chaos runs may make pass a day every few minutes).

use crate::game::Millis;
use crate::store::DAY_MS;
use std::sync::atomic::{AtomicI64, Ordering};
use std::time::{Duration, SystemTime, UNIX_EPOCH};

/// The wall clock in Unix milliseconds.
pub fn now_ms() -> Millis {
    SystemTime::now().duration_since(UNIX_EPOCH).map_or(0, |d| d.as_millis() as Millis)
}

/// In builds with the `test-support` feature, the environment variable that makes a day pass every period of
/// the system clock: `<start, Unix ms>/<period, ms>` (chaos runs: a daily puzzle post per period, every process
/// of the run on the same days).
pub const DAY_EVERY_VARIABLE: &str = "TEST_CUATRO_DAY_EVERY";

/// The system clock, plus however far a test moved it.
#[derive(Debug, Default)]
pub struct WallClock {
    ahead_ms: AtomicI64,
    /// A day passes every `.1` ms from `.0` (see [`DAY_EVERY_VARIABLE`]).
    days_every: Option<(Millis, Millis)>,
}

impl WallClock {
    /// The system clock; in builds with the `test-support` feature, one that [`DAY_EVERY_VARIABLE`] speeds up
    /// when it is set.
    pub fn from_env() -> WallClock {
        #[cfg(feature = "test-support")]
        if let Some((start, period)) = std::env::var(DAY_EVERY_VARIABLE).ok().as_deref().and_then(parse_day_every) {
            return WallClock::with_days_every(start, period);
        }
        WallClock::default()
    }

    /// A clock a day ahead of the system's for every `period` ms passed since `start`.
    pub fn with_days_every(start: Millis, period: Millis) -> WallClock {
        WallClock { days_every: Some((start, period.max(1))), ..WallClock::default() }
    }

    /// Milliseconds since 1970.
    pub fn now(&self) -> Millis {
        let now = now_ms();
        let days = self.days_every.map_or(0, |(start, period)| (now - start).max(0) / period);
        now + days * DAY_MS + self.ahead_ms.load(Ordering::Relaxed)
    }

    /// Moves the clock forward by `by` (tests: a daily puzzle's hour without waiting for it).
    pub fn advance(&self, by: Duration) {
        self.ahead_ms.fetch_add(by.as_millis() as i64, Ordering::Relaxed);
    }
}

/// `<start>/<period>` in milliseconds.
#[cfg(feature = "test-support")]
fn parse_day_every(value: &str) -> Option<(Millis, Millis)> {
    let (start, period) = value.split_once('/')?;
    Some((start.trim().parse().ok()?, period.trim().parse().ok().filter(|&p: &Millis| p > 0)?))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_clock_reads_the_system_time_and_moves_forward_when_told() {
        let clock = WallClock::default();
        let before = clock.now();
        assert!(before > 1_700_000_000_000, "milliseconds since 1970");
        clock.advance(Duration::from_secs(3600));
        assert!(clock.now() - before >= 3_600_000);
    }

    #[test]
    fn a_sped_up_clock_is_a_day_ahead_for_every_period_passed() {
        let now = now_ms();
        let clock = WallClock::with_days_every(now - 25_000, 10_000);
        let ahead = clock.now() - now_ms();
        assert!((2 * DAY_MS..2 * DAY_MS + 1000).contains(&ahead), "two periods passed: {ahead}");
        assert!(WallClock::with_days_every(now + 60_000, 10_000).now() - now_ms() < 1000, "none before its start");
    }
}
