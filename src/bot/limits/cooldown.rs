//! A cooldown per user: the least time between two starts of one kind (challenges, games against the CPU,
//! replays posted, rating charts drawn).

use crate::bot::clock::now_ms;
use dashmap::DashMap;
use std::time::{Duration, Instant};

/// When each user last started, and the period that must pass before they start again (zero: none).
#[derive(Debug)]
pub struct Cooldown {
    last: DashMap<u64, Instant>,
    period: Duration,
}

impl Cooldown {
    pub fn new(period: Duration) -> Cooldown {
        Cooldown { last: DashMap::new(), period }
    }

    /// Starts `user`'s period now, or says when (Unix seconds, rounded up) they may start again.
    pub fn begin(&self, user: u64) -> Result<(), i64> {
        self.check(user)?;
        self.begin_now(user);
        Ok(())
    }

    /// Whether `user` may start now (`Err`: when they may, in Unix seconds rounded up), without starting.
    pub fn check(&self, user: u64) -> Result<(), i64> {
        let Some(elapsed) = self.last.get(&user).map(|at| at.elapsed()) else { return Ok(()) };
        match self.period.checked_sub(elapsed) {
            Some(left) if !left.is_zero() => Err((now_ms() + left.as_millis() as i64) / 1000 + 1),
            _ => Ok(()),
        }
    }

    /// Starts `user`'s period now, whatever is left of the last one.
    pub fn begin_now(&self, user: u64) {
        if !self.period.is_zero() {
            self.last.insert(user, Instant::now());
        }
    }

    /// Forgets the users whose period is over.
    pub fn prune(&self) {
        self.last.retain(|_, at| at.elapsed() < self.period);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_user_waits_out_their_own_period_only() {
        let cooldown = Cooldown::new(Duration::from_secs(60));
        assert_eq!(cooldown.begin(1), Ok(()));
        let until = cooldown.begin(1).expect_err("within the period");
        let now = now_ms() / 1000;
        assert!((now + 59..=now + 61).contains(&until), "{until} vs {now}");
        assert_eq!(cooldown.check(2), Ok(()), "others are not held up");
        cooldown.prune();
        assert!(cooldown.check(1).is_err(), "a period under way is kept");
    }

    #[test]
    fn a_zero_period_never_holds_anyone() {
        let cooldown = Cooldown::new(Duration::ZERO);
        assert_eq!(cooldown.begin(1), Ok(()));
        assert_eq!(cooldown.begin(1), Ok(()));
        assert!(cooldown.last.is_empty());
    }
}
