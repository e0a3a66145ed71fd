//! The 3 s Discord gives an interaction's first answer, counted from the interaction's creation.

use crate::bot::clock::now_ms;
use crate::bot::discord::{ANSWER_DEADLINE, created_ms};
use crate::game::Millis;
use std::time::{Duration, Instant};

/// Kept back from the deadline for the answer's own trip to Discord.
const ANSWER_MARGIN: Duration = Duration::from_millis(500);

/// The time left to answer an interaction. Discord counts its 3 s from the interaction's creation (its id), so
/// gateway lag counts too; the count never starts later than the interaction's arrival here (a host clock
/// behind Discord's would otherwise stretch it).
#[derive(Debug, Clone, Copy)]
pub struct Budget {
    created_ms: Millis,
    received: Instant,
}

impl Budget {
    /// The budget of interaction `id`, received at `received`.
    pub fn new(id: u64, received: Instant) -> Budget {
        Budget { created_ms: created_ms(id), received }
    }

    /// The budget of interaction `id`, received now (a command's: call it first thing).
    pub fn now(id: u64) -> Budget {
        Budget::new(id, Instant::now())
    }

    /// What is left of the answer's 3 s, less a margin for the answer's trip.
    pub fn left(&self) -> Duration {
        (ANSWER_DEADLINE - ANSWER_MARGIN).saturating_sub(self.age())
    }

    /// When the user asked: the interaction's creation, or its arrival if that was earlier here.
    pub fn asked(&self) -> Instant {
        let now = Instant::now();
        now.checked_sub(self.age()).unwrap_or(now)
    }

    fn age(&self) -> Duration {
        let by_id = Duration::from_millis((now_ms() - self.created_ms).max(0) as u64);
        by_id.max(self.received.elapsed())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bot::discord::DISCORD_EPOCH_MS;

    #[test]
    fn the_budget_counts_from_the_interaction_creation() {
        let now = now_ms();
        let id_at = |ms: Millis| ((ms - DISCORD_EPOCH_MS) as u64) << 22;
        let fresh = Budget::new(id_at(now), Instant::now()).left();
        assert!(fresh > Duration::from_millis(2000) && fresh <= ANSWER_DEADLINE - ANSWER_MARGIN, "{fresh:?}");
        let lagged = Budget::new(id_at(now - 2000), Instant::now()).left();
        assert!(lagged <= Duration::from_millis(500), "two seconds of gateway lag are counted: {lagged:?}");
        assert_eq!(Budget::new(id_at(now - 5000), Instant::now()).left(), Duration::ZERO);
        // An id from the future (a host clock behind Discord's): the arrival time bounds the count.
        let ahead = Budget::new(id_at(now + 60_000), Instant::now()).left();
        assert!(ahead > Duration::from_millis(2000), "{ahead:?}");
    }

    #[test]
    fn the_user_asked_when_the_interaction_was_made() {
        let id_at = |ms: Millis| ((ms - DISCORD_EPOCH_MS) as u64) << 22;
        let lagged = Budget::new(id_at(now_ms() - 2000), Instant::now()).asked().elapsed();
        assert!(lagged >= Duration::from_millis(1990), "{lagged:?}");
        let received = Instant::now() - Duration::from_millis(700);
        let ahead = Budget::new(id_at(now_ms() + 60_000), received).asked();
        assert!(ahead <= received, "the arrival bounds it");
    }
}
