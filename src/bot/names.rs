//! The Discord names of the users who pressed or typed lately (a bounded, in-memory record), for the places that
//! name players without a mention: the web pages.

use lru::LruCache;
use poise::serenity_prelude as serenity;
use std::num::NonZeroUsize;
use std::sync::Mutex;

/// How many users' names are kept (the least recently seen go first).
const KEPT: usize = 100_000;

/// The names last seen, by user.
pub struct SeenNames(Mutex<LruCache<u64, String>>);

impl std::fmt::Debug for SeenNames {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("SeenNames").finish_non_exhaustive()
    }
}

impl Default for SeenNames {
    fn default() -> Self {
        SeenNames(Mutex::new(LruCache::new(NonZeroUsize::new(KEPT).expect("a positive bound"))))
    }
}

impl SeenNames {
    /// Records the name `user` shows: their display name, else their user name.
    pub fn seen(&self, user: &serenity::User) {
        let name = user.global_name.clone().unwrap_or_else(|| user.name.clone());
        self.0.lock().expect("names lock").put(user.id.get(), name);
    }

    /// The name last seen for `user`, if any.
    pub fn of(&self, user: u64) -> Option<String> {
        self.0.lock().expect("names lock").get(&user).cloned()
    }

    /// Forgets `user` (`/connect4 forget-me`).
    pub fn forget(&self, user: u64) {
        self.0.lock().expect("names lock").pop(&user);
    }
}
