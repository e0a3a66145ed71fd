//! Reviews computed lately, by game and language, so that turning pages computes nothing; bounded, the least
//! recently shown review leaves first.

use crate::game::Lang;
use crate::render::ReviewPages;
use dashmap::DashMap;
use std::sync::Arc;
use std::time::Instant;

/// The cache; its size never passes its capacity.
#[derive(Debug)]
pub struct ReviewCache {
    entries: DashMap<(u64, Lang), (Arc<ReviewPages>, Instant)>,
    capacity: usize,
}

impl ReviewCache {
    pub fn new(capacity: usize) -> ReviewCache {
        ReviewCache { entries: DashMap::new(), capacity: capacity.max(1) }
    }

    /// The review of `game` in `lang`, if kept (it becomes the most recently used).
    pub fn get(&self, game: u64, lang: Lang) -> Option<Arc<ReviewPages>> {
        let mut entry = self.entries.get_mut(&(game, lang))?;
        entry.1 = Instant::now();
        Some(Arc::clone(&entry.0))
    }

    /// Keeps a review, dropping the least recently used one when full.
    pub fn insert(&self, game: u64, lang: Lang, pages: Arc<ReviewPages>) {
        if self.entries.len() >= self.capacity && !self.entries.contains_key(&(game, lang)) {
            let oldest = self.entries.iter().min_by_key(|e| e.value().1).map(|e| *e.key());
            if let Some(key) = oldest {
                self.entries.remove(&key);
            }
        }
        self.entries.insert((game, lang), (pages, Instant::now()));
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::render::review_pages;

    fn pages(game: u64) -> Arc<ReviewPages> {
        Arc::new(review_pages(game, format!("review {game}"), &["a line".to_string()], Lang::En))
    }

    #[test]
    fn the_least_recently_shown_review_leaves_first() {
        let cache = ReviewCache::new(2);
        cache.insert(1, Lang::En, pages(1));
        std::thread::sleep(std::time::Duration::from_millis(2));
        cache.insert(2, Lang::En, pages(2));
        std::thread::sleep(std::time::Duration::from_millis(2));
        assert!(cache.get(1, Lang::En).is_some(), "1 is shown again: 2 is now the oldest");
        cache.insert(3, Lang::En, pages(3));
        assert!(cache.get(2, Lang::En).is_none());
        assert!(cache.get(1, Lang::En).is_some() && cache.get(3, Lang::En).is_some());
        assert!(cache.get(1, Lang::Es).is_none(), "a review is kept per language");
    }
}
