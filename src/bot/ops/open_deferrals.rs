//! The interactions deferred whose answer has not followed yet: a clean stop that cannot wait for their handlers
//! tells each one that the bot restarted (in place of its "thinking…", or in a private follow-up of a click
//! acknowledged silently), so that no deferral is left unanswered.

use crate::game::Lang;
use dashmap::DashMap;

/// A deferral not followed up yet.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct OpenDeferral {
    pub token: String,
    pub lang: Lang,
    /// Discord shows "thinking…" as the interaction's `@original` (else the click was acknowledged silently, and
    /// its `@original` is the clicked message, which must stay).
    pub thinking: bool,
}

/// The deferrals not followed up yet, by interaction id.
#[derive(Debug, Default)]
pub struct OpenDeferrals(DashMap<u64, OpenDeferral>);

impl OpenDeferrals {
    /// Interaction `id` was deferred; its answer is to follow.
    pub fn opened(&self, id: u64, deferral: OpenDeferral) {
        self.0.insert(id, deferral);
    }

    /// Interaction `id`'s answer followed, or its handler ended.
    pub fn closed(&self, id: u64) {
        self.0.remove(&id);
    }

    /// Takes every deferral still open.
    pub fn take_all(&self) -> Vec<OpenDeferral> {
        let ids: Vec<u64> = self.0.iter().map(|entry| *entry.key()).collect();
        ids.into_iter().filter_map(|id| self.0.remove(&id).map(|(_, open)| open)).collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_the_deferrals_not_followed_up_are_taken_and_only_once() {
        let open = OpenDeferrals::default();
        let deferral = |token: &str| OpenDeferral { token: token.into(), lang: Lang::Es, thinking: true };
        open.opened(1, deferral("a"));
        open.opened(2, deferral("b"));
        open.closed(1);
        assert_eq!(open.take_all(), vec![deferral("b")]);
        assert!(open.take_all().is_empty());
    }
}
