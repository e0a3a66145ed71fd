//! Time: the wall clock in Unix milliseconds, and the clock of the daily puzzle and of puzzle attempts (the
//! system's, which tests may move forward).

use crate::game::Millis;
use std::sync::atomic::{AtomicI64, Ordering};
use std::time::{Duration, SystemTime, UNIX_EPOCH};

/// The wall clock in Unix milliseconds.
pub fn now_ms() -> Millis {
    SystemTime::now().duration_since(UNIX_EPOCH).map_or(0, |d| d.as_millis() as Millis)
}

/// The system clock, plus however far a test moved it.
#[derive(Debug, Default)]
pub struct Clock {
    ahead_ms: AtomicI64,
}

impl Clock {
    /// Milliseconds since 1970.
    pub fn now(&self) -> Millis {
        now_ms() + self.ahead_ms.load(Ordering::Relaxed)
    }

    /// Moves the clock forward by `by` (tests: a daily puzzle's hour without waiting for it).
    pub fn advance(&self, by: Duration) {
        self.ahead_ms.fetch_add(by.as_millis() as i64, Ordering::Relaxed);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_clock_reads_the_system_time_and_moves_forward_when_told() {
        let clock = Clock::default();
        let before = clock.now();
        assert!(before > 1_700_000_000_000, "milliseconds since 1970");
        clock.advance(Duration::from_secs(3600));
        assert!(clock.now() - before >= 3_600_000);
    }
}
