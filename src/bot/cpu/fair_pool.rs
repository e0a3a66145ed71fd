//! Long-lived search threads fed by one queue per server, the servers served in turn: one server's hundred
//! searches cannot push another server's one back, and each thread keeps its solver table warm between jobs.

use std::collections::{HashMap, VecDeque};
use std::panic::{AssertUnwindSafe, catch_unwind};
use std::sync::{Arc, Condvar, Mutex, MutexGuard};

/// What a job learns as it starts: the jobs still waiting behind it, all servers together.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Started {
    pub waiting: usize,
}

type Job = Box<dyn FnOnce(Started) + Send>;

/// The jobs not started yet: a queue per server (a tenant), and the order the servers take their turns in.
#[derive(Default)]
struct Queues {
    by_tenant: HashMap<u64, VecDeque<Job>>,
    turns: VecDeque<u64>,
    waiting: usize,
    closed: bool,
}

impl Queues {
    /// The first job of the server whose turn it is; the server goes to the back of the line if it has more.
    fn next(&mut self) -> Option<Job> {
        let tenant = self.turns.pop_front()?;
        let queue = self.by_tenant.get_mut(&tenant)?;
        let job = queue.pop_front()?;
        if queue.is_empty() {
            self.by_tenant.remove(&tenant);
        } else {
            self.turns.push_back(tenant);
        }
        self.waiting -= 1;
        Some(job)
    }
}

#[derive(Default)]
struct Shared {
    queues: Mutex<Queues>,
    work: Condvar,
}

impl Shared {
    fn queues(&self) -> MutexGuard<'_, Queues> {
        self.queues.lock().unwrap_or_else(|e| e.into_inner())
    }
}

/// The threads and their queues; dropping the pool lets the threads finish the jobs queued and end.
pub struct FairPool {
    shared: Arc<Shared>,
}

impl std::fmt::Debug for FairPool {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("FairPool").field("waiting", &self.waiting()).finish()
    }
}

impl FairPool {
    /// Starts `threads` threads (at least one) named `<name>-<i>`.
    pub fn new(name: &str, threads: usize) -> FairPool {
        let shared = Arc::new(Shared::default());
        for i in 0..threads.max(1) {
            let shared = Arc::clone(&shared);
            std::thread::Builder::new()
                .name(format!("{name}-{i}"))
                .spawn(move || work(&shared))
                .expect("the operating system starts a search thread");
        }
        FairPool { shared }
    }

    /// Jobs queued and not started.
    pub fn waiting(&self) -> usize {
        self.shared.queues().waiting
    }

    /// Queues `job` behind `tenant`'s earlier jobs; it runs on a thread when the server's turn comes.
    pub fn submit(&self, tenant: u64, job: impl FnOnce(Started) + Send + 'static) {
        let mut queues = self.shared.queues();
        let queue = queues.by_tenant.entry(tenant).or_default();
        queue.push_back(Box::new(job));
        if queue.len() == 1 {
            queues.turns.push_back(tenant);
        }
        queues.waiting += 1;
        drop(queues);
        self.shared.work.notify_one();
    }

    /// Runs `work` for `tenant` (see [`FairPool::submit`]) and waits for its result; `None` if it panicked.
    pub async fn run<T: Send + 'static>(
        &self,
        tenant: u64,
        work: impl FnOnce(Started) -> T + Send + 'static,
    ) -> Option<T> {
        let (done, result) = tokio::sync::oneshot::channel();
        self.submit(tenant, move |started| {
            let _ = done.send(work(started));
        });
        result.await.ok()
    }
}

impl Drop for FairPool {
    fn drop(&mut self) {
        self.shared.queues().closed = true;
        self.shared.work.notify_all();
    }
}

/// One thread's life: the next job in turn, until the pool is dropped and its queues are empty. A job that panics
/// costs the thread nothing.
fn work(shared: &Shared) {
    loop {
        let (job, started) = {
            let mut queues = shared.queues();
            loop {
                if let Some(job) = queues.next() {
                    break (job, Started { waiting: queues.waiting });
                }
                if queues.closed {
                    return;
                }
                queues = shared.work.wait(queues).unwrap_or_else(|e| e.into_inner());
            }
        };
        let _ = catch_unwind(AssertUnwindSafe(|| job(started)));
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashSet;
    use std::sync::mpsc;

    #[tokio::test]
    async fn jobs_run_on_the_pools_own_threads_and_a_panic_costs_no_thread() {
        let pool = FairPool::new("test-search", 2);
        let mut names = HashSet::new();
        for _ in 0..20 {
            names.insert(pool.run(1, |_| std::thread::current().name().unwrap().to_string()).await.unwrap());
        }
        assert!(names.iter().all(|n| n.starts_with("test-search-")) && names.len() <= 2, "{names:?}");
        assert_eq!(tokio::join!(pool.run(1, |_| 1), pool.run(2, |_| 2)), (Some(1), Some(2)));
        let one = FairPool::new("test-one", 1);
        assert_eq!(one.run(1, |_| -> u8 { panic!("a search bug") }).await, None);
        assert_eq!(one.run(1, |_| 7).await, Some(7), "its one thread lives on");
    }

    #[test]
    fn servers_take_turns_whoever_queued_first() {
        let pool = FairPool::new("test-fair", 1);
        // Hold the one thread until every job is queued.
        let ((release, hold), (holding, held)) = (mpsc::channel::<()>(), mpsc::channel());
        pool.submit(0, move |_| {
            holding.send(()).unwrap();
            let _ = hold.recv();
        });
        held.recv().unwrap();
        let (order, ran) = mpsc::channel();
        let job = |tenant: u64, n: usize| {
            let order = order.clone();
            move |started: Started| order.send((tenant, n, started.waiting)).unwrap()
        };
        for n in 0..5 {
            pool.submit(1, job(1, n));
        }
        pool.submit(2, job(2, 0));
        pool.submit(3, job(3, 0));
        pool.submit(2, job(2, 1));
        assert_eq!(pool.waiting(), 8);
        release.send(()).unwrap();
        let got: Vec<(u64, usize, usize)> = (0..8).map(|_| ran.recv().unwrap()).collect();
        let expected = [(1, 0, 7), (2, 0, 6), (3, 0, 5), (1, 1, 4), (2, 1, 3), (1, 2, 2), (1, 3, 1), (1, 4, 0)];
        assert_eq!(got, expected, "server 1's queue never holds servers 2 and 3 back");
        assert_eq!(pool.waiting(), 0);
    }
}
