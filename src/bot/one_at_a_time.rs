//! Hints and reviews under way: one at a time per user, and a bound on all of them together, so a burst of
//! requests gets a private "wait" rather than an endless queue on the pools that CPU moves and reviews share.

use crate::render::Msg;
use dashmap::DashSet;
use std::sync::atomic::{AtomicUsize, Ordering};

/// The users with a hint or review under way, and how many there are.
#[derive(Debug)]
pub struct PerUser {
    busy: DashSet<u64>,
    under_way: AtomicUsize,
    cap: usize,
}

/// Why a request cannot start now.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Wait {
    /// The user's previous request is still under way.
    Yours,
    /// `cap` requests are under way already.
    Full,
}

impl From<Wait> for Msg<'static> {
    fn from(wait: Wait) -> Self {
        match wait {
            Wait::Yours => Msg::AssistBusy,
            Wait::Full => Msg::AssistsFull,
        }
    }
}

/// A user's request under way; dropping it frees the user and its place.
pub struct Turn<'a> {
    limit: &'a PerUser,
    user: u64,
}

impl PerUser {
    /// At most `cap` requests under way at once, one per user.
    pub fn new(cap: usize) -> PerUser {
        PerUser { busy: DashSet::new(), under_way: AtomicUsize::new(0), cap }
    }

    /// Starts `user`'s request, or says why it must wait.
    pub fn begin(&self, user: u64) -> Result<Turn<'_>, Wait> {
        if !self.busy.insert(user) {
            return Err(Wait::Yours);
        }
        if self.under_way.fetch_add(1, Ordering::AcqRel) >= self.cap {
            self.under_way.fetch_sub(1, Ordering::AcqRel);
            self.busy.remove(&user);
            return Err(Wait::Full);
        }
        Ok(Turn { limit: self, user })
    }
}

impl Drop for Turn<'_> {
    fn drop(&mut self) {
        self.limit.under_way.fetch_sub(1, Ordering::AcqRel);
        self.limit.busy.remove(&self.user);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_user_waits_for_their_own_request_only() {
        let limit = PerUser::new(8);
        let first = limit.begin(1).expect("free");
        assert_eq!(limit.begin(1).err(), Some(Wait::Yours), "one at a time");
        assert!(limit.begin(2).is_ok(), "other users are not held up");
        drop(first);
        assert!(limit.begin(1).is_ok(), "free again once done");
    }

    #[test]
    fn beyond_the_cap_everyone_waits_until_a_place_frees() {
        let limit = PerUser::new(2);
        let (a, _b) = (limit.begin(1).unwrap(), limit.begin(2).unwrap());
        assert_eq!(limit.begin(3).err(), Some(Wait::Full));
        assert_eq!(limit.begin(3).err(), Some(Wait::Full), "a refused request holds no place");
        drop(a);
        let _c = limit.begin(3).expect("a freed place is taken");
        assert_eq!(limit.begin(1).err(), Some(Wait::Full));
    }
}
