//! Hints and reviews under way: a few at a time per user, and a bound on all of them together, so a burst of
//! requests gets a private "wait" rather than an endless queue on the pools that CPU moves and reviews share.

use crate::render::Msg;
use dashmap::DashMap;
use std::sync::atomic::{AtomicUsize, Ordering};

/// The users with hints or reviews under way (how many each), and how many there are in all.
#[derive(Debug)]
pub struct PerUser {
    busy: DashMap<u64, usize>,
    under_way: AtomicUsize,
    per_user: usize,
    cap: usize,
}

/// Why a request cannot start now.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Wait {
    /// The user has this many requests under way already, their limit.
    Yours(usize),
    /// `cap` requests are under way already.
    Full,
}

impl From<Wait> for Msg<'static> {
    fn from(wait: Wait) -> Self {
        match wait {
            Wait::Yours(n) => Msg::AssistBusy(n),
            Wait::Full => Msg::AssistsFull,
        }
    }
}

/// A user's request under way; dropping it frees its place.
pub struct Turn<'a> {
    limit: &'a PerUser,
    user: u64,
}

impl PerUser {
    /// At most `cap` requests under way at once, `per_user` of them per user (both at least 1).
    pub fn new(per_user: usize, cap: usize) -> PerUser {
        PerUser { busy: DashMap::new(), under_way: AtomicUsize::new(0), per_user: per_user.max(1), cap }
    }

    /// Starts `user`'s request, or says why it must wait.
    pub fn begin(&self, user: u64) -> Result<Turn<'_>, Wait> {
        {
            let mut mine = self.busy.entry(user).or_insert(0);
            if *mine >= self.per_user {
                return Err(Wait::Yours(self.per_user));
            }
            *mine += 1;
        }
        if self.under_way.fetch_add(1, Ordering::AcqRel) >= self.cap {
            self.under_way.fetch_sub(1, Ordering::AcqRel);
            self.release(user);
            return Err(Wait::Full);
        }
        Ok(Turn { limit: self, user })
    }

    /// Gives back one of `user`'s places (the entry goes with the last).
    fn release(&self, user: u64) {
        self.busy.remove_if_mut(&user, |_, mine| {
            *mine -= 1;
            *mine == 0
        });
    }
}

impl Drop for Turn<'_> {
    fn drop(&mut self) {
        self.limit.under_way.fetch_sub(1, Ordering::AcqRel);
        self.limit.release(self.user);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_user_waits_for_their_own_request_only() {
        let limit = PerUser::new(1, 8);
        let first = limit.begin(1).expect("free");
        assert_eq!(limit.begin(1).err(), Some(Wait::Yours(1)), "one at a time");
        assert!(limit.begin(2).is_ok(), "other users are not held up");
        drop(first);
        assert!(limit.begin(1).is_ok(), "free again once done");
        assert!(limit.busy.is_empty(), "nobody is left marked busy");
    }

    #[test]
    fn a_raised_user_limit_lets_that_many_wait_together() {
        let limit = PerUser::new(2, 8);
        let (a, _b) = (limit.begin(1).expect("first"), limit.begin(1).expect("second"));
        assert_eq!(limit.begin(1).err(), Some(Wait::Yours(2)));
        assert_eq!(limit.begin(1).err(), Some(Wait::Yours(2)), "a refused request holds no place");
        drop(a);
        let _c = limit.begin(1).expect("a freed place is taken");
        assert_eq!(limit.under_way.load(Ordering::Acquire), 2);
    }

    #[test]
    fn beyond_the_cap_everyone_waits_until_a_place_frees() {
        let limit = PerUser::new(1, 2);
        let (a, _b) = (limit.begin(1).unwrap(), limit.begin(2).unwrap());
        assert_eq!(limit.begin(3).err(), Some(Wait::Full));
        assert_eq!(limit.begin(3).err(), Some(Wait::Full), "a refused request holds no place");
        assert!(!limit.busy.contains_key(&3), "nor marks its user busy");
        drop(a);
        let _c = limit.begin(3).expect("a freed place is taken");
        assert_eq!(limit.begin(1).err(), Some(Wait::Full));
    }
}
