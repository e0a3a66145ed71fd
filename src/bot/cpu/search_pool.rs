//! A fixed set of long-lived threads for searches: each keeps its solver table warm between moves, and the memory
//! the tables take stays bounded (one per thread), unlike the blocking pool's threads that come and go.

use std::panic::{AssertUnwindSafe, catch_unwind};
use std::sync::mpsc::{Receiver, Sender, channel};
use std::sync::{Arc, Mutex};

type Job = Box<dyn FnOnce() + Send>;

/// The threads and the queue that feeds them; dropping the pool lets its threads finish their job and end.
#[derive(Debug)]
pub struct SearchPool {
    jobs: Mutex<Sender<Job>>,
}

impl SearchPool {
    /// Starts `threads` threads (at least one) named `<name>-<i>`.
    pub fn new(name: &str, threads: usize) -> SearchPool {
        let (jobs, queue) = channel::<Job>();
        let queue = Arc::new(Mutex::new(queue));
        for i in 0..threads.max(1) {
            let queue = Arc::clone(&queue);
            std::thread::Builder::new()
                .name(format!("{name}-{i}"))
                .spawn(move || work(&queue))
                .expect("the operating system starts a search thread");
        }
        SearchPool { jobs: Mutex::new(jobs) }
    }

    /// Runs `work` on one of the threads once one is free (jobs start in the order given); `None` if it panicked.
    pub async fn run<T: Send + 'static>(&self, work: impl FnOnce() -> T + Send + 'static) -> Option<T> {
        let (done, result) = tokio::sync::oneshot::channel();
        let job: Job = Box::new(move || {
            if let Ok(value) = catch_unwind(AssertUnwindSafe(work)) {
                let _ = done.send(value);
            }
        });
        self.jobs.lock().unwrap_or_else(|e| e.into_inner()).send(job).ok()?;
        result.await.ok()
    }
}

/// One thread's life: the next job, until the pool is dropped.
fn work(queue: &Mutex<Receiver<Job>>) {
    loop {
        let job = match queue.lock().unwrap_or_else(|e| e.into_inner()).recv() {
            Ok(job) => job,
            Err(_) => return,
        };
        job();
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashSet;

    #[tokio::test]
    async fn jobs_run_on_the_pools_own_threads_and_a_panic_costs_no_thread() {
        let pool = SearchPool::new("test-search", 2);
        let mut names = HashSet::new();
        for _ in 0..20 {
            names.insert(pool.run(|| std::thread::current().name().unwrap().to_string()).await.unwrap());
        }
        assert!(names.iter().all(|n| n.starts_with("test-search-")) && names.len() <= 2, "{names:?}");
        assert_eq!(tokio::join!(pool.run(|| 1), pool.run(|| 2)), (Some(1), Some(2)));
        let one = SearchPool::new("test-one", 1);
        assert_eq!(one.run(|| -> u8 { panic!("a search bug") }).await, None);
        assert_eq!(one.run(|| 7).await, Some(7), "its one thread lives on");
    }
}
