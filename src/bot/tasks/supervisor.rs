//! Background tasks that come back after a panic: the deadline driver and the lease keeper must not stop
//! silently while the bot goes on answering clicks.

use std::future::Future;
use std::time::Duration;
use tokio::task::JoinHandle;

/// Runs the task `make` returns, and a new one whenever it panics (logged, after `restart_after`); ends when a
/// task returns. Aborting the returned handle aborts the running task too.
pub fn supervise<F, Fut>(name: &'static str, restart_after: Duration, make: F) -> JoinHandle<()>
where
    F: Fn() -> Fut + Send + 'static,
    Fut: Future<Output = ()> + Send + 'static,
{
    tokio::spawn(async move {
        loop {
            let task = tokio::spawn(make());
            let _abort_with_supervisor = AbortOnDrop(task.abort_handle());
            match task.await {
                Err(e) if e.is_panic() => {
                    tracing::error!("the {name} task panicked; starting it again");
                    tokio::time::sleep(restart_after).await;
                }
                _ => return,
            }
        }
    })
}

/// Aborts a task when dropped (the supervisor's future is dropped when the supervisor is aborted).
struct AbortOnDrop(tokio::task::AbortHandle);

impl Drop for AbortOnDrop {
    fn drop(&mut self) {
        self.0.abort();
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::Arc;
    use std::sync::atomic::{AtomicUsize, Ordering};

    #[tokio::test]
    async fn a_panicking_task_is_started_again_until_it_returns() {
        let runs = Arc::new(AtomicUsize::new(0));
        let counted = Arc::clone(&runs);
        let supervisor = supervise("test", Duration::from_millis(1), move || {
            let runs = Arc::clone(&counted);
            async move {
                if runs.fetch_add(1, Ordering::SeqCst) < 2 {
                    panic!("a bug in the task");
                }
            }
        });
        supervisor.await.unwrap();
        assert_eq!(runs.load(Ordering::SeqCst), 3, "two panics, then a run that returned");
    }

    #[tokio::test]
    async fn aborting_the_supervisor_stops_its_task() {
        let ticks = Arc::new(AtomicUsize::new(0));
        let counted = Arc::clone(&ticks);
        let supervisor = supervise("test", Duration::from_millis(1), move || {
            let ticks = Arc::clone(&counted);
            async move {
                loop {
                    ticks.fetch_add(1, Ordering::SeqCst);
                    tokio::time::sleep(Duration::from_millis(5)).await;
                }
            }
        });
        tokio::time::sleep(Duration::from_millis(30)).await;
        supervisor.abort();
        let _ = supervisor.await;
        let stopped_at = ticks.load(Ordering::SeqCst);
        tokio::time::sleep(Duration::from_millis(30)).await;
        assert_eq!(ticks.load(Ordering::SeqCst), stopped_at, "the task ended with its supervisor");
    }
}
