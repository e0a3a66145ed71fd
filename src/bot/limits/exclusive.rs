//! Work that runs one at a time per key (a puzzle attempt judged): a second request while the first is under way
//! is told so at once instead of queueing behind it.

use dashmap::DashSet;
use std::hash::Hash;

/// The keys with work under way.
#[derive(Debug)]
pub struct Exclusive<K: Eq + Hash>(DashSet<K>);

/// The work under way on one key; dropping it frees the key.
pub struct Held<'a, K: Eq + Hash> {
    set: &'a Exclusive<K>,
    key: Option<K>,
}

impl<K: Eq + Hash + Clone> Exclusive<K> {
    pub fn new() -> Exclusive<K> {
        Exclusive(DashSet::new())
    }

    /// Takes `key`, or `None` while other work holds it.
    pub fn take(&self, key: K) -> Option<Held<'_, K>> {
        self.0.insert(key.clone()).then_some(Held { set: self, key: Some(key) })
    }
}

impl<K: Eq + Hash + Clone> Default for Exclusive<K> {
    fn default() -> Self {
        Exclusive::new()
    }
}

impl<K: Eq + Hash> Drop for Held<'_, K> {
    fn drop(&mut self) {
        if let Some(key) = self.key.take() {
            self.set.0.remove(&key);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn one_holder_per_key_until_it_lets_go() {
        let set = Exclusive::new();
        let held = set.take(7).expect("free");
        assert!(set.take(7).is_none(), "held");
        assert!(set.take(8).is_some(), "other keys are free");
        drop(held);
        assert!(set.take(7).is_some(), "free again");
        assert!(set.0.is_empty());
    }
}
