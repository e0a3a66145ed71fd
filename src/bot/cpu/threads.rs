//! The CPU's search threads: CPU moves (their budgets shrinking while others wait), hints and puzzle judging on
//! the same threads under one permit each, and reviews and puzzle mining on a thread of their own.

use crate::ai::budget::{self, Queue};
use crate::ai::{Effort, Level, choose_move_with};
use crate::bot::clock::now_ms;
use crate::bot::cpu::search_pool::SearchPool;
use crate::bot::ops::metrics::Metrics;
use crate::engine::{Game, Move, Rng};
use crate::game::{EndReason, GameResult, Session};
use std::sync::Arc;
use std::time::Duration;
use tokio::sync::Semaphore;
use tokio::task::JoinHandle;

/// The wait for a CPU search once the interaction has been answered (the search has its own limits).
pub const UNBOUNDED: Duration = Duration::from_secs(3600);

/// A CPU search under way: its move, or `None` when it found none.
pub type Search = JoinHandle<Option<Move>>;

/// The search threads and who waits for them.
#[derive(Debug)]
pub struct Cpu {
    /// Searches at once: CPU moves and hints (`games.cpu_threads`, or one per core).
    pub threads: usize,
    /// One per search thread; the moves waiting for one are the CPU queue that budgets shrink with.
    permits: Arc<Semaphore>,
    pool: Arc<SearchPool>,
    /// Reviews take seconds outside classic: one at a time, on a thread of their own apart from the CPU moves'.
    review_pool: SearchPool,
    metrics: Arc<Metrics>,
}

impl Cpu {
    /// `threads` search threads (0: one per core), counted in `metrics`.
    pub fn new(threads: usize, metrics: Arc<Metrics>) -> Cpu {
        let threads = match threads {
            0 => std::thread::available_parallelism().map_or(2, |n| n.get()),
            n => n,
        };
        Cpu {
            threads,
            permits: Arc::new(Semaphore::new(threads)),
            pool: Arc::new(SearchPool::new("cuatro-cpu", threads)),
            review_pool: SearchPool::new("cuatro-review", 1),
            metrics,
        }
    }

    /// Runs a search (a hint, a puzzle's judging) on a CPU search thread, queued with the CPU moves.
    pub async fn run<T: Send + 'static>(&self, work: impl FnOnce() -> T + Send + 'static) -> Option<T> {
        let _permit = self.permits.acquire().await.ok()?;
        self.pool.run(work).await
    }

    /// Runs a review on the review thread, one at a time, so long reviews never hold up CPU moves.
    pub async fn review<T: Send + 'static>(&self, work: impl FnOnce() -> T + Send + 'static) -> Option<T> {
        self.review_pool.run(work).await
    }

    /// Searches a CPU move on a CPU search thread, at most one search per thread. The search's node budget shrinks
    /// while other moves wait for a thread (see `ai::budget`).
    pub fn spawn(&self, game: Game, level: Level, seed: u64) -> Search {
        let (permits, mut timer) = (Arc::clone(&self.permits), self.metrics.cpu_queued(level, game.variant()));
        let (metrics, threads, pool) = (Arc::clone(&self.metrics), self.threads, Arc::clone(&self.pool));
        tokio::spawn(async move {
            let _permit = permits.acquire_owned().await.ok()?;
            timer.start();
            let scale = budget::scale(level, game.variant(), Queue { waiting: metrics.cpu_waiting(), threads });
            metrics.cpu_budget(scale.get());
            let search = move || choose_move_with(&game, level, &mut Rng::new(seed), Effort::scaled(scale));
            pool.run(search).await.flatten()
        })
    }

    /// Plays the CPU's moves that are due. Returns a search still running after `wait` (the caller shows
    /// "thinking…" and finishes with [`Cpu::finish`]).
    pub async fn play(&self, session: &mut Session, wait: Duration) -> Option<Search> {
        // At most every seat once: CPU seats and stand-ins may follow one another round the table, all
        // within one `wait`.
        let until = tokio::time::Instant::now() + wait;
        for _ in 0..session.seats.len() {
            let level = session.cpu_to_move()?;
            let mut search = self.spawn(session.game.clone(), level, session.id ^ u64::from(session.move_no()));
            match tokio::time::timeout_at(until, &mut search).await {
                Ok(found) => apply(session, found.ok().flatten()),
                Err(_) => return Some(search),
            }
        }
        None
    }

    /// Waits for a running search and plays its move (and any CPU move after it).
    pub async fn finish(&self, session: &mut Session, search: Search) {
        apply(session, search.await.ok().flatten());
        if let Some(search) = Box::pin(self.play(session, UNBOUNDED)).await {
            apply(session, search.await.ok().flatten());
        }
    }
}

/// Plays the CPU's move; a CPU that found none (a failed search) abandons the game.
fn apply(session: &mut Session, found: Option<Move>) {
    match found.filter(|&m| session.game.check(m).is_ok()) {
        Some(mv) => session.apply_cpu(mv, now_ms()),
        None => {
            tracing::error!(game = session.id, "the CPU found no move; abandoning the game");
            session.finish(GameResult::Abandoned, EndReason::Aborted, now_ms());
        }
    }
}
