//! The CPU's threads: each reply (every CPU move in a row) searched on one thread under one place in the queue and
//! due by its deadline, the servers served in turn; quick moves on a lane of their own; hints on the search
//! threads; reviews and puzzle mining on a thread of their own.

use crate::ai::{Effort, choose_move_with};
use crate::bot::clock::now_ms;
use crate::bot::cpu::fair_pool::{FairPool, Started};
use crate::bot::cpu::time_limit::{Load, Rate, time_limit};
use crate::bot::ops::metrics::Metrics;
use crate::engine::{Move, Rng};
use crate::game::{EndReason, GameResult, Session};
use std::sync::Arc;
use std::time::{Duration, Instant};
use tokio::sync::mpsc;

/// The wait for a CPU search once the interaction has been answered (the search has its own limits).
const UNBOUNDED: Duration = Duration::from_secs(3600);

/// A CPU reply under way: its moves as they are found (`None`: the CPU found no move).
#[derive(Debug)]
pub struct Search {
    moves: mpsc::UnboundedReceiver<Option<Move>>,
}

/// The search threads and who waits for them.
#[derive(Debug)]
pub struct Cpu {
    /// Threads for the node-limited searches: CPU replies and hints (`games.cpu_threads`, or one per core).
    pub threads: usize,
    searches: FairPool,
    /// Quick moves (see `Level::is_quick`): never behind a node-limited search.
    quick: FairPool,
    /// Reviews take seconds outside classic: one at a time, on a thread of their own apart from the CPU moves'.
    reviews: FairPool,
    /// A reply is due this long after it was asked for (`games.cpu_deadline`).
    deadline: Duration,
    /// Replies asked of the search threads, recently.
    rate: Arc<Rate>,
    metrics: Arc<Metrics>,
}

impl Cpu {
    /// `threads` search threads (0: one per core), replies due `deadline` after they are asked for, counted in
    /// `metrics`.
    pub fn new(threads: usize, deadline: Duration, metrics: Arc<Metrics>) -> Cpu {
        let threads = match threads {
            0 => std::thread::available_parallelism().map_or(2, |n| n.get()),
            n => n,
        };
        Cpu {
            threads,
            searches: FairPool::new("cuatro-cpu", threads),
            quick: FairPool::new("cuatro-quick", 1),
            reviews: FairPool::new("cuatro-review", 1),
            deadline,
            rate: Arc::default(),
            metrics,
        }
    }

    /// Runs a search (a hint) for server `tenant` on a CPU search thread, in the servers' turn with the replies.
    pub async fn run<T: Send + 'static>(&self, tenant: u64, work: impl FnOnce() -> T + Send + 'static) -> Option<T> {
        self.searches.run(tenant, move |_| work()).await
    }

    /// Runs a review on the review thread, one at a time, so long reviews never hold up CPU moves.
    pub async fn review<T: Send + 'static>(&self, work: impl FnOnce() -> T + Send + 'static) -> Option<T> {
        self.reviews.run(0, move |_| work()).await
    }

    /// Starts the CPU's reply if it is to move: every CPU move in a row, searched on one thread once the game's
    /// server has its turn, due `games.cpu_deadline` after `asked`. `None` when no CPU move is due.
    fn reply(&self, session: &Session, asked: Instant) -> Option<Search> {
        let first = session.cpu_to_move()?;
        let levels = session.cpu_levels();
        let variant = *session.game.variant();
        let quick = levels.iter().all(|level| level.is_quick(&variant));
        let (found, moves) = mpsc::unbounded_channel();
        let mut timer = self.metrics.cpu_queued(first, &variant);
        let job = ReplyJob {
            game: session.clone(),
            moves: levels.len(),
            due: (!quick).then_some(asked + self.deadline),
            threads: self.threads,
            rate: Arc::clone(&self.rate),
            metrics: Arc::clone(&self.metrics),
            found,
        };
        let lane = if quick {
            &self.quick
        } else {
            self.rate.count();
            &self.searches
        };
        lane.submit(tenant(session), move |started| {
            timer.start();
            job.run(started);
        });
        Some(Search { moves })
    }

    /// Plays the CPU's moves that are due, asked for at `asked`. Returns the reply still running after `wait`
    /// (the caller shows "thinking…" and finishes with [`Cpu::finish`]).
    pub async fn play(&self, session: &mut Session, asked: Instant, wait: Duration) -> Option<Search> {
        let mut search = self.reply(session, asked)?;
        let until = tokio::time::Instant::now() + wait;
        loop {
            match tokio::time::timeout_at(until, search.moves.recv()).await {
                Ok(Some(found)) => apply(session, found),
                Ok(None) => {
                    all_in(session);
                    return None;
                }
                Err(_) => return Some(search),
            }
        }
    }

    /// Plays every CPU move that is due, asked for at `asked`, waiting for them all (once the interaction has been
    /// answered, or with none to answer).
    pub async fn play_out(&self, session: &mut Session, asked: Instant) {
        if let Some(search) = self.play(session, asked, UNBOUNDED).await {
            self.finish(session, search).await;
        }
    }

    /// Waits for a running reply and plays its moves.
    pub async fn finish(&self, session: &mut Session, mut search: Search) {
        while let Some(found) = search.moves.recv().await {
            apply(session, found);
        }
        all_in(session);
    }
}

/// One reply's searches, on a search thread: the game as the CPU's moves change it, and where each move goes.
struct ReplyJob {
    game: Session,
    /// The CPU moves the reply may hold: one per seat the CPU plays.
    moves: usize,
    /// When the reply is due; `None` for quick moves, which have no time limit.
    due: Option<Instant>,
    threads: usize,
    rate: Arc<Rate>,
    metrics: Arc<Metrics>,
    found: mpsc::UnboundedSender<Option<Move>>,
}

impl ReplyJob {
    /// Searches the CPU's moves in turn (at most one per CPU seat), sending each as it is found; stops at the first
    /// search that finds none, or when nobody waits for the moves any more.
    fn run(mut self, started: Started) {
        for left in (1..=self.moves).rev() {
            let Some(level) = self.game.cpu_to_move() else { return };
            let load = Load { waiting: started.waiting, threads: self.threads, rate: self.rate.per_second() };
            let limit = self.due.map(|due| time_limit(due.saturating_duration_since(Instant::now()), left, load));
            let (variant, seed) = (*self.game.game.variant(), self.game.id ^ u64::from(self.game.move_no()));
            let began = Instant::now();
            let effort = limit.map_or(Effort::FULL, Effort::cut_at);
            let mv = choose_move_with(&self.game.game, level, &mut Rng::new(seed), effort);
            let mv = mv.filter(|&mv| self.game.game.check(mv).is_ok());
            self.metrics.cpu_searched(level, &variant, limit, began.elapsed());
            if self.found.send(mv).is_err() {
                return;
            }
            match mv {
                Some(mv) => self.game.apply_cpu(mv, now_ms()),
                None => return,
            }
        }
    }
}

/// The reply's moves are all in: a CPU move still due means its search failed (it panicked), which abandons the
/// game as a search finding no move does.
fn all_in(session: &mut Session) {
    if session.cpu_to_move().is_some() {
        apply(session, None);
    }
}

/// Whose turn a search waits for: the game's server, or a DM's channel.
pub fn tenant(session: &Session) -> u64 {
    session.guild_id.unwrap_or(session.channel_id)
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::Level;
    use crate::game::{Lang, Rules, TimeoutAction};

    fn game(variant: &str, level: Level, player_first: bool) -> Session {
        let rules = Rules::new(variant.parse().unwrap(), None, TimeoutAction::Cpu, Lang::En);
        Session::vs_cpu(7, Some(9), 3, 10, level, player_first, rules, now_ms())
    }

    fn sample(metrics: &Metrics, name: &str, labels: &str) -> f64 {
        let line = format!("{name}{{{labels}}} ");
        let text = metrics.encode();
        text.lines().find_map(|l| l.strip_prefix(&line)?.parse().ok()).unwrap_or_else(|| panic!("{line}: {text}"))
    }

    #[tokio::test]
    async fn a_reply_of_two_cpu_moves_waits_for_a_thread_once() {
        let metrics = Arc::new(Metrics::new());
        let cpu = Cpu::new(1, Duration::from_millis(200), Arc::clone(&metrics));
        let mut session = game("three-players", Level::Hard, true);
        session.play(10, Move::Drop(3), 0, now_ms()).unwrap();
        cpu.play_out(&mut session, Instant::now()).await;
        assert_eq!(session.move_no(), 3);
        assert_eq!(session.human_to_move(), Some(10));
        let labels = "level=\"hard\",variant=\"three-players\"";
        assert_eq!(sample(&metrics, "cuatro_cpu_wait_seconds_count", labels), 1.0, "one place in the queue");
        assert_eq!(sample(&metrics, "cuatro_cpu_think_seconds_count", labels), 2.0, "two searches");
        assert_eq!(sample(&metrics, "cuatro_cpu_time_limit_seconds_count", labels), 2.0);
    }

    #[tokio::test]
    async fn a_reply_still_searching_is_finished_later_and_quick_moves_have_no_limit() {
        let metrics = Arc::new(Metrics::new());
        let cpu = Cpu::new(1, Duration::from_millis(300), Arc::clone(&metrics));
        // Hard PopOut searches as the second player (playing first, it looks its moves up).
        let mut session = game("popout", Level::Hard, true);
        session.play(10, Move::Drop(3), 0, now_ms()).unwrap();
        let search = cpu.play(&mut session, Instant::now(), Duration::ZERO).await.expect("a search is under way");
        assert_eq!(session.move_no(), 1);
        cpu.finish(&mut session, search).await;
        assert_eq!((session.move_no(), session.human_to_move()), (2, Some(10)));

        let mut classic = game("classic", Level::Hard, false);
        cpu.play_out(&mut classic, Instant::now()).await;
        assert_eq!(classic.move_no(), 1);
        let labels = "level=\"hard\",variant=\"classic\"";
        assert_eq!(sample(&metrics, "cuatro_cpu_think_seconds_count", labels), 1.0);
        assert!(!metrics.encode().contains("cuatro_cpu_time_limit_seconds_count{level=\"hard\",variant=\"classic\"}"));
    }
}
