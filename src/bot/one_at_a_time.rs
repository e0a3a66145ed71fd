//! One hint or review at a time per user: a second request while the first is worked out gets a private "wait"
//! rather than another search on the pool that CPU moves share.

use dashmap::DashSet;

/// The users with a hint or review under way.
#[derive(Debug, Default)]
pub struct PerUser {
    busy: DashSet<u64>,
}

/// A user's request under way; dropping it frees the user.
pub struct Turn<'a> {
    busy: &'a DashSet<u64>,
    user: u64,
}

impl PerUser {
    /// Starts `user`'s request: `None` while another of theirs is under way.
    pub fn begin(&self, user: u64) -> Option<Turn<'_>> {
        self.busy.insert(user).then_some(Turn { busy: &self.busy, user })
    }
}

impl Drop for Turn<'_> {
    fn drop(&mut self) {
        self.busy.remove(&self.user);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_user_waits_for_their_own_request_only() {
        let limit = PerUser::default();
        let first = limit.begin(1).expect("free");
        assert!(limit.begin(1).is_none(), "one at a time");
        assert!(limit.begin(2).is_some(), "other users are not held up");
        drop(first);
        assert!(limit.begin(1).is_some(), "free again once done");
    }
}
