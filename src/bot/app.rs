//! The bot's shared state and the steps every game path uses: persist and CPU replies.

use super::clock::{Clock, now_ms};
use super::live::{Live, Slot};
use super::metrics::Metrics;
use super::mining_queue::MiningQueue;
use super::one_at_a_time::PerUser;
use super::rating_chart::ChartCache;
use super::review_cache::ReviewCache;
use super::search_pool::SearchPool;
use super::shards::ShardSet;
use crate::ai::budget::{self, Queue};
use crate::ai::{Effort, Level, choose_move_with};
use crate::config::Config;
use crate::config::TimeoutAction;
use crate::engine::{Game, Move, Rng};
use crate::game::{EndReason, GameResult, GuildSettings, Millis, Session};
use crate::render::{BoardNotes, rating_change_text};
use crate::store::{Store, StoreError};
use dashmap::DashMap;
use poise::serenity_prelude as serenity;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, OnceLock};
use std::time::{Duration, Instant, SystemTime};
use tokio::sync::Semaphore;

/// How long a database write may take before play goes on in memory.
pub const PERSIST_TIMEOUT: Duration = Duration::from_secs(1);

/// Saves at a time when the unsaved games are retried.
const RETRY_PARALLEL: usize = 8;

/// How long a retry waits for a game whose lock is held (its holder saves the game itself when done).
const RETRY_LOCK_WAIT: Duration = Duration::from_secs(1);

/// How many fresh ids a new game tries when its id belongs to another stored game.
const FRESH_ID_TRIES: usize = 3;

/// A save's outcome: the store's answer (the rating changes it made), or no answer within `PERSIST_TIMEOUT`.
type SaveAttempt = Result<Result<Vec<crate::game::RatingChange>, StoreError>, tokio::time::error::Elapsed>;

/// The wait for a CPU search once the interaction has been answered (the search has its own limits).
pub const UNBOUNDED: Duration = Duration::from_secs(3600);

/// Reviews kept in memory for turning pages (the least recently shown leaves first).
const REVIEWS_KEPT: usize = 256;

/// The bytes of rating charts kept in memory (a chart weighs 10–30 KB).
const CHARTS_KEPT_BYTES: usize = 8 << 20;

/// How long a "replace this channel's game?" question waits for its answer (as long as Discord keeps
/// the ephemeral message's interaction alive); older questions are forgotten.
pub const PENDING_KEPT: Duration = Duration::from_secs(15 * 60);

/// A game start waiting for its caller to confirm replacing the channel's game.
#[derive(Debug, Clone)]
pub struct PendingStart {
    pub session: Session,
    pub replaces: u64,
    pub asked_at: Millis,
}

impl PendingStart {
    /// True once the question is older than `PENDING_KEPT`.
    pub fn is_stale(&self, now: Millis) -> bool {
        now - self.asked_at >= PENDING_KEPT.as_millis() as Millis
    }
}

/// How a save of a game ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Saved {
    /// Written, or a state at least as new was stored already.
    Stored,
    /// Not written: the game is in the outbox, to retry.
    Queued,
    /// The game's shard belongs to another process: the game is dropped here.
    Disowned,
    /// Not tried: the game's lock is held by a task that saves it itself, or its shard is not served now.
    Busy,
}

/// What one pass over the outbox did.
#[derive(Debug, Default)]
pub struct Retried {
    /// Games written (or found stored already, or handed to another process).
    pub stored: usize,
    /// Games still unsaved after their retry.
    pub unsaved: Vec<u64>,
    /// Games not tried: busy under their lock, which saves them.
    pub busy: usize,
    /// Games whose posted board still carries the id they had before they were saved under a new one: their
    /// boards are to be shown again.
    pub renamed: Vec<Arc<Slot>>,
}

/// Everything the handlers share.
#[derive(Debug)]
pub struct App {
    pub config: Config,
    pub store: Store,
    pub live: Live,
    /// Snapshots that could not be written yet, by game id; retried in the background.
    pub outbox: DashMap<u64, Session>,
    /// When each user last started a challenge, and a game against the CPU (for their cooldowns).
    pub cooldowns: DashMap<u64, Instant>,
    pub cpu_cooldowns: DashMap<u64, Instant>,
    pub pending: DashMap<(u64, u64), PendingStart>,
    /// Server settings read so far (written through on change).
    pub settings: DashMap<u64, GuildSettings>,
    /// Reviews computed lately, by game and language (pages are turned without computing again).
    pub reviews: ReviewCache,
    /// Rating charts drawn lately (`/connect4 stats`).
    pub charts: ChartCache,
    /// Hints and reviews under way (`games.max_hints_reviews_per_user` per user, `…_per_process` in all).
    pub assisting: PerUser,
    pub http: OnceLock<Arc<serenity::Http>>,
    /// The clock of the daily puzzle and of puzzle attempts.
    pub clock: Clock,
    /// Finished server games waiting to be searched for puzzles.
    pub mining: MiningQueue,
    /// The shards this process serves and the leases it holds.
    pub shards: ShardSet,
    pub metrics: Arc<Metrics>,
    /// Searches at once: CPU moves and hints (`games.cpu_threads`, or one per core).
    pub cpu_threads: usize,
    /// One per search thread; the moves waiting for one are the CPU queue that budgets shrink with.
    cpu_permits: Arc<Semaphore>,
    cpu_pool: Arc<SearchPool>,
    /// Reviews take seconds outside classic: one at a time, on a thread of their own apart from the CPU moves'.
    review_pool: SearchPool,
    ids: AtomicU64,
}

/// A per-process random value for the id counter's start, without a random-number dependency: std's `RandomState`
/// is seeded from the operating system, mixed here with the time and the process id.
fn random_start() -> u64 {
    use std::hash::BuildHasher;
    std::hash::RandomState::new().hash_one((SystemTime::now(), std::process::id()))
}

impl App {
    pub fn new(config: Config, store: Store, shards: ShardSet) -> App {
        let threads = match config.games.cpu_threads {
            0 => std::thread::available_parallelism().map_or(2, |n| n.get()),
            n => n,
        };
        let assisting =
            PerUser::new(config.games.max_hints_reviews_per_user, config.games.max_hints_reviews_per_process);
        App {
            config,
            store,
            live: Live::default(),
            outbox: DashMap::new(),
            cooldowns: DashMap::new(),
            cpu_cooldowns: DashMap::new(),
            pending: DashMap::new(),
            settings: DashMap::new(),
            reviews: ReviewCache::new(REVIEWS_KEPT),
            charts: ChartCache::new(CHARTS_KEPT_BYTES),
            assisting,
            http: OnceLock::new(),
            clock: Clock::default(),
            mining: MiningQueue::default(),
            shards,
            metrics: Arc::default(),
            cpu_threads: threads,
            cpu_permits: Arc::new(Semaphore::new(threads)),
            cpu_pool: Arc::new(SearchPool::new("cuatro-cpu", threads)),
            review_pool: SearchPool::new("cuatro-review", 1),
            ids: AtomicU64::new(random_start()),
        }
    }

    pub fn idle_ms(&self) -> i64 {
        self.config.games.idle_limit.as_millis() as i64
    }

    /// How long a game may stay paused before it ends, unscored.
    pub fn pause_ms(&self) -> i64 {
        self.config.games.pause_limit.as_millis() as i64
    }

    /// Runs a hint's search on a CPU search thread, queued with the CPU moves.
    pub async fn on_cpu_pool<T: Send + 'static>(&self, work: impl FnOnce() -> T + Send + 'static) -> Option<T> {
        let _permit = self.cpu_permits.acquire().await.ok()?;
        self.cpu_pool.run(work).await
    }

    /// Runs a review on the review thread, one at a time, so long reviews never hold up CPU moves.
    pub async fn on_review_pool<T: Send + 'static>(&self, work: impl FnOnce() -> T + Send + 'static) -> Option<T> {
        self.review_pool.run(work).await
    }

    /// A new game id: milliseconds since the epoch times 4096, plus this process's first shard (mod 16) times 256
    /// and a counter (mod 256) that starts at a random value in each process: unique across restarts, and two
    /// processes that start games in the same millisecond rarely meet on one id. When they do, the store refuses
    /// to let the second game overwrite the first ([`StoreError::IdTaken`]) and [`App::persist`] gives it another.
    pub fn next_id(&self) -> u64 {
        let n = self.ids.fetch_add(1, Ordering::Relaxed);
        ((now_ms() as u64) << 12) | (u64::from(self.shards.first & 0xf) << 8) | (n & 0xff)
    }

    /// Writes the session (validate → **persist** → answer), as its next version (see `Session::version`); call
    /// under the game's lock. A write that fails or takes longer than `PERSIST_TIMEOUT` leaves the game in memory,
    /// queued in the outbox for the retry task.
    ///
    /// A game whose id turns out to belong to another stored game (another process made the same id) takes a
    /// fresh id and is saved under it, and its slot follows. Returns whether that happened to a game whose board
    /// is posted: the caller then shows the board again, so that its buttons carry the new id. (The first save of
    /// a game comes before its board is posted, so in practice only a game whose first save failed has a board
    /// with the old id.)
    pub async fn persist(&self, slot: &Slot, session: &mut Session) -> bool {
        let (saved, renamed) = self.save_session(slot, session).await;
        renamed && saved != Saved::Disowned && session.message_id.is_some()
    }

    /// [`App::persist`], saying how the save ended and whether the game took a new id.
    async fn save_session(&self, slot: &Slot, session: &mut Session) -> (Saved, bool) {
        if session.disowned {
            return (Saved::Disowned, false);
        }
        session.version += 1;
        slot.sync(session, self.idle_ms());
        self.metrics.progress(session.game.variant(), slot.progress(session), session.result_name().unwrap_or(""));
        let mut renamed = false;
        let result = self
            .save_claiming_id(session, |old, new| {
                self.outbox.remove(&old);
                slot.set_game_id(new);
                renamed = true;
            })
            .await;
        let saved = match result {
            Ok(Err(StoreError::NotOwner { .. })) => {
                // The database refused the write: the shard moved to another process, which has the game from
                // its last saved state on. This copy is dropped unseen.
                tracing::warn!(game = session.id, "the game's shard belongs to another process now: dropping it here");
                session.disowned = true;
                self.live.remove(session.channel_id, session.id);
                self.outbox.remove(&session.id);
                Saved::Disowned
            }
            Ok(Ok(changes)) => {
                self.metrics.db_write();
                self.outbox.remove(&session.id);
                self.mining.offer(session, now_ms());
                if !changes.is_empty() {
                    session.rating_note = Some(rating_change_text(&changes, session.rules.lang));
                }
                Saved::Stored
            }
            Ok(Err(StoreError::Stale { stored, saving, .. })) => {
                // An earlier save of this state landed after its caller stopped waiting: nothing left to write.
                if stored > saving {
                    tracing::warn!(game = session.id, stored, saving, "a newer state of the game is stored already");
                }
                self.outbox.remove(&session.id);
                Saved::Stored
            }
            failure => {
                let why = match failure {
                    Ok(Err(e)) => e.to_string(),
                    _ => format!("no answer within {PERSIST_TIMEOUT:?}"),
                };
                self.metrics.db_write_failed();
                if !session.persist_warned {
                    tracing::error!(game = session.id, "could not save the game, playing on in memory: {why}");
                    session.persist_warned = true;
                } else {
                    tracing::warn!(game = session.id, "still cannot save the game: {why}");
                }
                self.outbox.insert(session.id, session.clone());
                Saved::Queued
            }
        };
        (saved, renamed)
    }

    /// One save, given up after `PERSIST_TIMEOUT` (`Err(Elapsed)`).
    async fn save_bounded(&self, session: &Session) -> SaveAttempt {
        tokio::time::timeout(PERSIST_TIMEOUT, self.store.save(session, now_ms())).await
    }

    /// [`App::save_bounded`]; while the session's id belongs to another stored game, the session gets a fresh id
    /// (`renamed` is told the old and the new) and is saved again, up to `FRESH_ID_TRIES` times.
    async fn save_claiming_id(&self, session: &mut Session, mut renamed: impl FnMut(u64, u64)) -> SaveAttempt {
        let mut result = self.save_bounded(session).await;
        for _ in 0..FRESH_ID_TRIES {
            let Ok(Err(StoreError::IdTaken { id })) = result else { break };
            session.id = self.next_id();
            renamed(id, session.id);
            tracing::warn!(
                game = session.id,
                taken = id,
                "the game's id belonged to another stored game: it has a new id"
            );
            result = self.save_bounded(session).await;
        }
        result
    }

    /// A server's settings (the defaults in DMs, or when the database cannot be read within `SETTINGS_WAIT`:
    /// they are read before answering, within Discord's 3 s).
    pub async fn settings_of(&self, guild: Option<u64>) -> GuildSettings {
        /// How long a read of a server's settings may take before the defaults are used.
        const SETTINGS_WAIT: Duration = Duration::from_millis(500);
        let Some(guild) = guild else { return GuildSettings::default() };
        if let Some(settings) = self.settings.get(&guild) {
            return settings.clone();
        }
        match tokio::time::timeout(SETTINGS_WAIT, self.store.guild_settings(guild)).await {
            Ok(Ok(settings)) => {
                self.settings.insert(guild, settings.clone());
                settings
            }
            failed => {
                let why = match failed {
                    Ok(Err(e)) => e.to_string(),
                    _ => format!("no answer within {SETTINGS_WAIT:?}"),
                };
                tracing::warn!(guild, "could not read the server's settings, using the defaults: {why}");
                GuildSettings::default()
            }
        }
    }

    /// The turn timer of new games under `settings` (Some(0) there means untimed).
    pub fn timer_ms(&self, settings: &GuildSettings) -> Option<u64> {
        match settings.timer_ms {
            Some(0) => None,
            Some(ms) => Some(ms),
            None => self.config.games.default_timer.map(|d| d.as_millis() as u64),
        }
    }

    pub fn timeout_action(&self, settings: &GuildSettings) -> TimeoutAction {
        settings.timeout_action.unwrap_or(self.config.games.timeout_action)
    }

    pub fn max_games_per_user(&self, settings: &GuildSettings) -> usize {
        settings.max_games_per_user.map_or(self.config.games.max_games_per_user, |n| n as usize)
    }

    /// The board notes for a session: "not saved" while its latest state is only in memory.
    pub fn notes(&self, session: &Session) -> BoardNotes {
        BoardNotes { thinking: false, not_saved: self.outbox.contains_key(&session.id) }
    }

    /// Retries every unsaved game once, `RETRY_PARALLEL` saves at a time. A game still in play is saved as it is now,
    /// under its lock (a game whose lock stays held is left to its holder, which saves it); a game no longer in
    /// play is saved from its queued snapshot. At shutdown (`last`), a game whose lock stays held is saved from
    /// its snapshot too: the version check keeps any newer stored state.
    pub async fn retry_outbox(self: &Arc<Self>, last: bool) -> Retried {
        let mut queued = self.outbox.iter().map(|e| *e.key()).collect::<Vec<u64>>().into_iter();
        let mut running = tokio::task::JoinSet::new();
        let mut retried = Retried::default();
        loop {
            while running.len() < RETRY_PARALLEL
                && let Some(id) = queued.next()
            {
                let app = Arc::clone(self);
                running.spawn(async move { (id, app.retry_one(id, last).await) });
            }
            let Some(done) = running.join_next().await else { break };
            match done {
                Ok((_, (Saved::Stored | Saved::Disowned, renamed))) => {
                    retried.stored += 1;
                    retried.renamed.extend(renamed);
                }
                Ok((id, (Saved::Queued, _))) => retried.unsaved.push(id),
                Ok((_, (Saved::Busy, _))) => retried.busy += 1,
                Err(e) => tracing::error!("a retry of an unsaved game failed: {e}"),
            }
        }
        retried
    }

    /// Retries the unsaved games a last time before the process ends; each game still unsaved is logged.
    pub async fn flush_outbox(self: &Arc<Self>) {
        for id in self.retry_outbox(true).await.unsaved {
            tracing::error!(game = id, "could not save the game before stopping: its latest moves are lost");
        }
    }

    /// Retries one unsaved game (see [`App::retry_outbox`]); with the game's slot when its board is to be shown
    /// again (it took a new id).
    async fn retry_one(&self, id: u64, last: bool) -> (Saved, Option<Arc<Slot>>) {
        let Some(queued) = self.outbox.get(&id).map(|e| e.value().clone()) else { return (Saved::Stored, None) };
        if !last && !self.shards.serves(queued.guild_id) {
            // The shard's lease ran out (the database was away for long): the game waits, queued, for the renewal
            // to say whether the shard is still this process's.
            return (Saved::Busy, None);
        }
        if let Some(slot) = self.live.get(queued.channel_id).filter(|s| s.game_id() == id) {
            match tokio::time::timeout(RETRY_LOCK_WAIT, slot.session.lock()).await {
                Ok(mut session) => {
                    if session.id != id || !self.outbox.contains_key(&id) {
                        return (Saved::Stored, None); // saved meanwhile
                    }
                    let (saved, renamed) = self.save_session(&slot, &mut session).await;
                    match saved {
                        Saved::Stored => tracing::info!(game = session.id, "saved the game after an earlier failure"),
                        Saved::Disowned => drop(self.outbox.remove(&id)),
                        Saved::Queued | Saved::Busy => {}
                    }
                    let show_again = renamed && saved == Saved::Stored && session.message_id.is_some();
                    drop(session);
                    return (saved, show_again.then(|| Arc::clone(&slot)));
                }
                Err(_) if !last => return (Saved::Busy, None),
                Err(_) => {}
            }
        }
        (self.retry_snapshot(queued).await, None)
    }

    /// Saves a queued snapshot as it is (its game is no longer in play, or the process is stopping).
    async fn retry_snapshot(&self, mut session: Session) -> Saved {
        let queued_as = session.id;
        let result = self.save_claiming_id(&mut session, |_, _| {}).await;
        let saved = match result {
            Ok(Ok(_) | Err(StoreError::Stale { .. })) => {
                tracing::info!(game = session.id, "saved the game after an earlier failure");
                Saved::Stored
            }
            Ok(Err(StoreError::NotOwner { .. })) => {
                tracing::warn!(game = session.id, "unsaved game dropped: its shard belongs to another process now");
                self.live.remove(session.channel_id, queued_as);
                Saved::Disowned
            }
            Ok(Err(e)) => {
                tracing::warn!(game = session.id, "still cannot save the game: {e}");
                Saved::Queued
            }
            Err(_) => {
                tracing::warn!(game = session.id, "still cannot save the game: no answer within {PERSIST_TIMEOUT:?}");
                Saved::Queued
            }
        };
        let version = session.version;
        if saved != Saved::Queued {
            self.outbox.remove_if(&queued_as, |_, s| s.version <= version);
        } else if session.id != queued_as && self.outbox.remove_if(&queued_as, |_, s| s.version <= version).is_some() {
            self.outbox.insert(session.id, session);
        }
        saved
    }

    /// Searches a CPU move on a CPU search thread, at most one search per thread. The search's node budget shrinks
    /// while other moves wait for a thread (see `ai::budget`).
    pub fn spawn_cpu(&self, game: Game, level: Level, seed: u64) -> tokio::task::JoinHandle<Option<Move>> {
        let (permits, mut timer) = (Arc::clone(&self.cpu_permits), self.metrics.cpu_queued(level, game.variant()));
        let (metrics, threads, pool) = (Arc::clone(&self.metrics), self.cpu_threads, Arc::clone(&self.cpu_pool));
        tokio::spawn(async move {
            let _permit = permits.acquire_owned().await.ok()?;
            timer.start();
            let scale = budget::scale(level, game.variant(), Queue { waiting: metrics.cpu_waiting(), threads });
            metrics.cpu_budget(scale.get());
            let search = move || choose_move_with(&game, level, &mut Rng::new(seed), Effort::scaled(scale));
            pool.run(search).await.flatten()
        })
    }

    /// Plays the CPU's moves that are due. Returns a search still running after `wait` (the
    /// caller shows "thinking…" and finishes with [`App::finish_cpu`]).
    pub async fn play_cpu(
        &self,
        session: &mut Session,
        wait: Duration,
    ) -> Option<tokio::task::JoinHandle<Option<Move>>> {
        // At most every seat once: CPU seats and stand-ins may follow one another round the table, all
        // within one `wait`.
        let until = tokio::time::Instant::now() + wait;
        for _ in 0..session.seats.len() {
            let level = session.cpu_to_move()?;
            let mut task = self.spawn_cpu(session.game.clone(), level, session.id ^ u64::from(session.move_no()));
            match tokio::time::timeout_at(until, &mut task).await {
                Ok(result) => self.apply_cpu_result(session, result.ok().flatten()),
                Err(_) => return Some(task),
            }
        }
        None
    }

    /// Waits for a running search and plays its move (and any CPU move after it).
    pub async fn finish_cpu(&self, session: &mut Session, task: tokio::task::JoinHandle<Option<Move>>) {
        let result = task.await.ok().flatten();
        self.apply_cpu_result(session, result);
        if let Some(task) = Box::pin(self.play_cpu(session, UNBOUNDED)).await {
            let result = task.await.ok().flatten();
            self.apply_cpu_result(session, result);
        }
    }

    fn apply_cpu_result(&self, session: &mut Session, mv: Option<Move>) {
        match mv.filter(|&m| session.game.check(m).is_ok()) {
            Some(mv) => session.apply_cpu(mv, now_ms()),
            None => {
                tracing::error!(game = session.id, "the CPU found no move; abandoning the game");
                session.finish(GameResult::Abandoned, EndReason::Aborted, now_ms());
            }
        }
    }

    pub fn http(&self) -> Option<&Arc<serenity::Http>> {
        self.http.get()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::{Lang, Rules};

    #[test]
    fn a_replacement_question_goes_stale_after_fifteen_minutes() {
        let rules = Rules::new("classic".parse().unwrap(), None, TimeoutAction::Cpu, Lang::En);
        let session = Session::challenge(7, Some(1), 2, 10, Some(20), true, rules, 0, 600_000);
        let pending = PendingStart { session, replaces: 3, asked_at: 1_000 };
        assert!(!pending.is_stale(1_000 + 14 * 60_000));
        assert!(pending.is_stale(1_000 + 15 * 60_000));
    }
}
