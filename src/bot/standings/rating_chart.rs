//! The rating chart of `/connect4 stats`: drawn off the async runtime under a permit of its own (never in the way
//! of a move), and kept in a cache bounded in bytes, the least recently shown chart leaving first.

use crate::game::{Lang, Millis, RatingHistory};
use crate::render::{Chart, Msg, rating_chart};
use lru::LruCache;
use std::sync::{Arc, Mutex};
use tokio::sync::Semaphore;

/// The attachment's file name, which the embed's image names (`attachment://…`).
pub const FILE_NAME: &str = "rating-chart.png";

/// Charts are drawn one at a time, on the blocking pool: apart from the CPU's search threads and the runtime.
static DRAW_PERMIT: Semaphore = Semaphore::const_new(1);

/// A drawn chart is the same picture as long as the player's history and the language are: (server, variant,
/// player, language, games, time of the last game).
type Key = (u64, String, u64, Lang, usize, Millis);

/// Charts drawn lately; their PNGs never weigh more than `budget` bytes in all.
#[derive(Debug)]
pub struct ChartCache {
    entries: Mutex<Cached>,
    budget: usize,
}

#[derive(Debug)]
struct Cached {
    charts: LruCache<Key, Arc<Chart>>,
    bytes: usize,
}

impl ChartCache {
    pub fn new(budget: usize) -> ChartCache {
        ChartCache { entries: Mutex::new(Cached { charts: LruCache::unbounded(), bytes: 0 }), budget }
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, Cached> {
        self.entries.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// The chart kept under `key`, if any (it becomes the most recently shown).
    fn get(&self, key: &Key) -> Option<Arc<Chart>> {
        self.lock().charts.get(key).cloned()
    }

    /// Keeps `chart`, dropping the least recently shown ones while the cache weighs more than its budget.
    fn insert(&self, key: Key, chart: Arc<Chart>) {
        let mut cached = self.lock();
        cached.bytes += chart.png.len();
        if let Some(old) = cached.charts.put(key, chart) {
            cached.bytes -= old.png.len();
        }
        while cached.bytes > self.budget {
            let Some((_, dropped)) = cached.charts.pop_lru() else { break };
            cached.bytes -= dropped.png.len();
        }
    }

    /// Drops every chart of `user` (who asked to be forgotten).
    pub fn forget_user(&self, user: u64) {
        let mut cached = self.lock();
        let theirs: Vec<Key> =
            cached.charts.iter().filter(|(key, _)| key.2 == user).map(|(key, _)| key.clone()).collect();
        for key in theirs {
            if let Some(dropped) = cached.charts.pop(&key) {
                cached.bytes -= dropped.png.len();
            }
        }
    }

    /// The bytes kept.
    pub fn bytes(&self) -> usize {
        self.lock().bytes
    }
}

/// The chart of `history` (`user`'s on `guild` in `variant`), from the cache or drawn now; `Err` says why there is
/// none. `before_drawing` runs before a chart is drawn: it may refuse (a cooldown), and it defers the answer
/// (drawing may outlast Discord's 3 s).
pub async fn chart_of(
    cache: &ChartCache,
    (guild, variant, user): (u64, &str, u64),
    history: RatingHistory,
    lang: Lang,
    before_drawing: impl AsyncFnOnce() -> Result<(), Msg<'static>>,
) -> Result<Arc<Chart>, Msg<'static>> {
    if !history.is_rated() {
        return Err(Msg::ChartNoRatedGames);
    }
    let key = (guild, variant.to_owned(), user, lang, history.games.len(), history.games.last().copied().unwrap_or(0));
    if let Some(chart) = cache.get(&key) {
        return Ok(chart);
    }
    before_drawing().await?;
    let started = std::time::Instant::now();
    let _permit = DRAW_PERMIT.acquire().await.map_err(|_| Msg::ChartFailed)?;
    let drawn = tokio::task::spawn_blocking(move || rating_chart(&history, lang)).await.ok().flatten();
    let chart = Arc::new(drawn.ok_or(Msg::ChartFailed)?);
    tracing::debug!(
        guild,
        user,
        bytes = chart.png.len(),
        ms = started.elapsed().as_millis() as u64,
        "rating chart drawn"
    );
    cache.insert(key, Arc::clone(&chart));
    Ok(chart)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::RatingPoint;

    fn chart(bytes: usize) -> Arc<Chart> {
        Arc::new(Chart { png: vec![0; bytes], alt: String::new() })
    }

    fn key(user: u64) -> Key {
        (1, "classic".into(), user, Lang::En, 3, 100)
    }

    #[test]
    fn the_cache_stays_within_its_bytes_and_drops_the_least_recently_shown_first() {
        let cache = ChartCache::new(250);
        cache.insert(key(1), chart(100));
        cache.insert(key(2), chart(100));
        assert!(cache.get(&key(1)).is_some(), "1 is shown again: 2 is now the oldest");
        cache.insert(key(3), chart(100));
        assert!(cache.get(&key(2)).is_none());
        assert!(cache.get(&key(1)).is_some() && cache.get(&key(3)).is_some());
        assert_eq!(cache.bytes(), 200);
        cache.insert(key(1), chart(50));
        assert_eq!(cache.bytes(), 150, "a chart drawn again replaces its old picture");
        cache.insert(key(4), chart(400));
        assert_eq!(cache.bytes(), 0, "a chart larger than the budget is not kept");
    }

    #[tokio::test]
    async fn a_chart_is_drawn_once_after_the_deferral_then_served_from_the_cache() {
        let cache = ChartCache::new(1 << 20);
        let at = 1_780_000_000_000;
        let point = |rating| RatingPoint { at, rating, deviation: 200.0 };
        let history = RatingHistory { points: vec![point(1500.0), point(1580.0)], games: vec![at] };
        let deferred = std::sync::atomic::AtomicUsize::new(0);
        let defer = async || {
            deferred.fetch_add(1, std::sync::atomic::Ordering::SeqCst);
            Ok(())
        };
        let first = chart_of(&cache, (1, "classic", 7), history.clone(), Lang::En, defer).await.unwrap();
        let again = chart_of(&cache, (1, "classic", 7), history.clone(), Lang::En, defer).await.unwrap();
        assert!(Arc::ptr_eq(&first, &again));
        assert_eq!(deferred.load(std::sync::atomic::Ordering::SeqCst), 1, "deferred once, before drawing");
        let unrated = RatingHistory { points: vec![point(1500.0)], games: vec![at] };
        let refused = chart_of(&cache, (1, "classic", 8), unrated, Lang::En, defer).await.unwrap_err();
        assert_eq!(refused, Msg::ChartNoRatedGames);
        let other = (1, "classic", 9);
        let cooling = chart_of(&cache, other, history, Lang::En, async || Err(Msg::ChartCooldown(5))).await;
        assert_eq!(cooling.unwrap_err(), Msg::ChartCooldown(5), "a refusal before drawing is passed on");
    }
}
