//! The event handlers under way, so that a clean stop lets them finish before it hands the shards back.

use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::Duration;
use tokio::sync::Notify;

/// A count of the handlers running now.
#[derive(Debug, Default)]
pub struct InFlight {
    running: AtomicUsize,
    idle: Notify,
}

/// One running handler; dropping it ends its count.
pub struct InFlightGuard(Arc<InFlight>);

impl Drop for InFlightGuard {
    fn drop(&mut self) {
        if self.0.running.fetch_sub(1, Ordering::SeqCst) == 1 {
            self.0.idle.notify_waiters();
        }
    }
}

impl InFlight {
    /// Counts a handler until the returned guard is dropped.
    pub fn enter(self: &Arc<Self>) -> InFlightGuard {
        self.running.fetch_add(1, Ordering::SeqCst);
        InFlightGuard(Arc::clone(self))
    }

    /// How many handlers are running.
    pub fn count(&self) -> usize {
        self.running.load(Ordering::SeqCst)
    }

    /// Waits until no handler runs, or `limit` passed; true when none runs.
    pub async fn drain(&self, limit: Duration) -> bool {
        tokio::time::timeout(limit, async {
            loop {
                let idle = self.idle.notified();
                if self.count() == 0 {
                    return;
                }
                idle.await;
            }
        })
        .await
        .is_ok()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[tokio::test]
    async fn a_drain_waits_for_the_running_handlers_and_no_longer_than_its_limit() {
        let in_flight = Arc::new(InFlight::default());
        assert!(in_flight.drain(Duration::from_secs(5)).await, "nothing runs");
        let first = in_flight.enter();
        let second = in_flight.enter();
        assert!(!in_flight.drain(Duration::from_millis(20)).await, "bounded while handlers run");
        let ending = tokio::spawn(async move {
            drop(first);
            tokio::task::yield_now().await;
            drop(second);
        });
        assert!(in_flight.drain(Duration::from_secs(10)).await, "done once both ended");
        ending.await.unwrap();
        assert_eq!(in_flight.count(), 0);
    }
}
