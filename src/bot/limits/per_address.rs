//! Requests a minute per network address (the web pages'): a budget per address, refilled evenly, so that a page
//! and its style, script and picture pass at once while one address cannot keep the pages busy for everyone.

use dashmap::DashMap;
use std::net::IpAddr;
use std::sync::atomic::{AtomicU32, Ordering};
use std::time::Instant;

/// Every this many requests, the addresses whose budget is whole again are forgotten.
const PRUNE_EVERY: u32 = 4_096;

/// What each address has left, refilled at `per_minute` a minute up to `per_minute`.
#[derive(Debug)]
pub struct PerAddress {
    budgets: DashMap<IpAddr, Budget>,
    per_minute: u32,
    taken: AtomicU32,
}

/// An address's requests left (fractions refill between two requests), as of `at`.
#[derive(Debug, Clone, Copy)]
struct Budget {
    left: f64,
    at: Instant,
}

impl PerAddress {
    pub fn new(per_minute: u32) -> PerAddress {
        PerAddress { budgets: DashMap::new(), per_minute: per_minute.max(1), taken: AtomicU32::new(0) }
    }

    /// Takes one request from `address`'s budget, or says in how many seconds (at least 1) it has one again.
    pub fn take(&self, address: IpAddr) -> Result<(), u64> {
        self.take_at(address, Instant::now())
    }

    fn take_at(&self, address: IpAddr, now: Instant) -> Result<(), u64> {
        if self.taken.fetch_add(1, Ordering::Relaxed) % PRUNE_EVERY == PRUNE_EVERY - 1 {
            self.prune(now);
        }
        let whole = Budget { left: f64::from(self.per_minute), at: now };
        let mut budget = self.budgets.entry(key_of(address)).or_insert(whole);
        let left = self.refilled(*budget, now);
        if left >= 1.0 {
            *budget = Budget { left: left - 1.0, at: now };
            Ok(())
        } else {
            *budget = Budget { left, at: now };
            Err((((1.0 - left) / self.per_second()).ceil() as u64).max(1))
        }
    }

    fn per_second(&self) -> f64 {
        f64::from(self.per_minute) / 60.0
    }

    /// What `budget` holds at `now`: what it had, plus the refill since, up to a whole minute's.
    fn refilled(&self, budget: Budget, now: Instant) -> f64 {
        let since = now.saturating_duration_since(budget.at).as_secs_f64();
        (budget.left + since * self.per_second()).min(f64::from(self.per_minute))
    }

    /// Forgets the addresses whose budget is whole again: they are as if never seen.
    fn prune(&self, now: Instant) {
        self.budgets.retain(|_, budget| self.refilled(*budget, now) < f64::from(self.per_minute));
    }

    /// How many addresses are remembered.
    #[cfg(test)]
    fn len(&self) -> usize {
        self.budgets.len()
    }
}

/// The key of an address: an IPv4 address (IPv4-mapped IPv6 included) as it is, an IPv6 address by its /64, the
/// block one home or one host is given.
fn key_of(address: IpAddr) -> IpAddr {
    match address {
        IpAddr::V4(_) => address,
        IpAddr::V6(v6) => match v6.to_ipv4_mapped() {
            Some(v4) => IpAddr::V4(v4),
            None => IpAddr::V6((u128::from(v6) & !u128::from(u64::MAX)).into()),
        },
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::time::Duration;

    fn ip(text: &str) -> IpAddr {
        text.parse().unwrap()
    }

    #[test]
    fn an_address_has_a_minutes_requests_at_once_then_one_as_each_refills() {
        let limits = PerAddress::new(60);
        let start = Instant::now();
        for _ in 0..60 {
            assert_eq!(limits.take_at(ip("192.0.2.1"), start), Ok(()));
        }
        assert_eq!(limits.take_at(ip("192.0.2.1"), start), Err(1), "one a second at 60 a minute");
        assert_eq!(limits.take_at(ip("192.0.2.2"), start), Ok(()), "others are not held up");
        let later = start + Duration::from_millis(1_500);
        assert_eq!(limits.take_at(ip("192.0.2.1"), later), Ok(()), "refilled");
        assert_eq!(limits.take_at(ip("192.0.2.1"), later), Err(1));
        let slow = PerAddress::new(2);
        assert_eq!((slow.take_at(ip("192.0.2.1"), start), slow.take_at(ip("192.0.2.1"), start)), (Ok(()), Ok(())));
        assert_eq!(slow.take_at(ip("192.0.2.1"), start), Err(30), "one each 30 s at 2 a minute");
    }

    #[test]
    fn an_ipv6_block_shares_one_budget_and_a_mapped_ipv4_address_is_its_ipv4_address() {
        let limits = PerAddress::new(1);
        let now = Instant::now();
        assert_eq!(limits.take_at(ip("2001:db8:1:2::1"), now), Ok(()));
        assert!(limits.take_at(ip("2001:db8:1:2:ffff::9"), now).is_err(), "the same /64");
        assert_eq!(limits.take_at(ip("2001:db8:1:3::1"), now), Ok(()), "another /64");
        assert_eq!(limits.take_at(ip("::ffff:192.0.2.7"), now), Ok(()));
        assert!(limits.take_at(ip("192.0.2.7"), now).is_err(), "mapped: the same address");
    }

    #[test]
    fn addresses_whose_budget_refilled_are_forgotten() {
        let limits = PerAddress::new(60);
        let start = Instant::now();
        for i in 0..PRUNE_EVERY - 1 {
            limits.take_at(IpAddr::from(i.to_be_bytes()), start).unwrap();
        }
        assert_eq!(limits.len(), PRUNE_EVERY as usize - 1);
        limits.take_at(ip("192.0.2.1"), start).unwrap();
        assert_eq!(limits.len(), PRUNE_EVERY as usize, "nothing refilled yet");
        for _ in 0..PRUNE_EVERY - 1 {
            let _ = limits.take_at(ip("192.0.2.1"), start + Duration::from_secs(1));
        }
        let _ = limits.take_at(ip("192.0.2.1"), start + Duration::from_secs(2));
        assert_eq!(limits.len(), 1, "the others refilled in a second");
    }
}
