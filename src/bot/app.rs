//! The bot's shared state and the steps every game path uses: persist, CPU replies, publishing boards.

use super::builders::{self, codes, error_code};
use super::live::{Live, Slot};
use super::metrics::Metrics;
use super::one_at_a_time::PerUser;
use super::review_cache::ReviewCache;
use super::shards::ShardSet;
use crate::ai::{Level, choose_move};
use crate::config::Config;
use crate::config::TimeoutAction;
use crate::engine::{Game, Move, Rng};
use crate::game::{EndReason, GameResult, GuildSettings, Millis, Session};
use crate::render::{BoardNotes, rating_change_text, session_view};
use crate::store::{Store, StoreError};
use dashmap::DashMap;
use poise::serenity_prelude as serenity;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, OnceLock};
use std::time::{Duration, Instant, SystemTime, UNIX_EPOCH};
use tokio::sync::Semaphore;

/// How long a database write may take before play goes on in memory.
pub const PERSIST_TIMEOUT: Duration = Duration::from_secs(1);

/// The wait for a CPU search once the interaction has been answered (the search has its own limits).
pub const UNBOUNDED: Duration = Duration::from_secs(3600);

/// Reviews kept in memory for turning pages (the least recently shown leaves first).
const REVIEWS_KEPT: usize = 256;

/// Hints and reviews under way at once, across the bot (more get a private "try again in a minute").
const ASSISTS_AT_ONCE: usize = 16;

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

/// Everything the handlers share.
#[derive(Debug)]
pub struct App {
    pub config: Config,
    pub store: Store,
    pub live: Live,
    /// Snapshots that could not be written yet, by game id; retried in the background.
    pub outbox: DashMap<u64, Session>,
    pub cooldowns: DashMap<u64, Instant>,
    pub pending: DashMap<(u64, u64), PendingStart>,
    /// Server settings read so far (written through on change).
    pub settings: DashMap<u64, GuildSettings>,
    /// Reviews computed lately, by game and language (pages are turned without computing again).
    pub reviews: ReviewCache,
    /// Hints and reviews under way (one at a time per user, `ASSISTS_AT_ONCE` in all).
    pub assisting: PerUser,
    pub http: OnceLock<Arc<serenity::Http>>,
    /// The shards this process serves and the leases it holds.
    pub shards: ShardSet,
    pub metrics: Arc<Metrics>,
    cpu_permits: Arc<Semaphore>,
    /// Reviews take seconds outside classic: one at a time, apart from the CPU moves' permits.
    review_permit: Semaphore,
    ids: AtomicU64,
}

/// Runs `work` on the blocking pool once one of `permits` is free.
async fn blocking_under<T: Send + 'static>(
    permits: &Semaphore,
    work: impl FnOnce() -> T + Send + 'static,
) -> Option<T> {
    let _permit = permits.acquire().await.ok()?;
    tokio::task::spawn_blocking(work).await.ok()
}

pub fn now_ms() -> Millis {
    SystemTime::now().duration_since(UNIX_EPOCH).map_or(0, |d| d.as_millis() as Millis)
}

impl App {
    pub fn new(config: Config, store: Store, shards: ShardSet) -> App {
        let threads = match config.games.cpu_threads {
            0 => std::thread::available_parallelism().map_or(2, |n| n.get()),
            n => n,
        };
        App {
            config,
            store,
            live: Live::default(),
            outbox: DashMap::new(),
            cooldowns: DashMap::new(),
            pending: DashMap::new(),
            settings: DashMap::new(),
            reviews: ReviewCache::new(REVIEWS_KEPT),
            assisting: PerUser::new(ASSISTS_AT_ONCE),
            http: OnceLock::new(),
            shards,
            metrics: Arc::default(),
            cpu_permits: Arc::new(Semaphore::new(threads)),
            review_permit: Semaphore::new(1),
            ids: AtomicU64::new(0),
        }
    }

    pub fn idle_ms(&self) -> i64 {
        self.config.games.idle_limit.as_millis() as i64
    }

    /// How long a game may stay paused before it ends, unscored.
    pub fn pause_ms(&self) -> i64 {
        self.config.games.pause_limit.as_millis() as i64
    }

    /// Runs a hint's search on the blocking pool, sharing the CPU moves' one-per-core limit.
    pub async fn on_cpu_pool<T: Send + 'static>(&self, work: impl FnOnce() -> T + Send + 'static) -> Option<T> {
        blocking_under(&self.cpu_permits, work).await
    }

    /// Runs a review on the blocking pool, one at a time, so long reviews never hold up CPU moves.
    pub async fn on_review_pool<T: Send + 'static>(&self, work: impl FnOnce() -> T + Send + 'static) -> Option<T> {
        blocking_under(&self.review_permit, work).await
    }

    /// A new game id: milliseconds since the epoch times 4096, plus this process's first shard (mod 16) times 256
    /// and a counter: unique across restarts, and across processes that start games in the same millisecond.
    pub fn next_id(&self) -> u64 {
        let n = self.ids.fetch_add(1, Ordering::Relaxed);
        ((now_ms() as u64) << 12) | (u64::from(self.shards.first & 0xf) << 8) | (n & 0xff)
    }

    /// Writes the session (validate → **persist** → answer). A write that fails or takes longer than
    /// `PERSIST_TIMEOUT` leaves the game in memory, queued for retry.
    pub async fn persist(&self, slot: &Slot, session: &mut Session) {
        if session.disowned {
            return;
        }
        slot.sync(session, self.idle_ms());
        self.metrics.progress(session.game.variant(), slot.progress(session), session.result_name().unwrap_or(""));
        match tokio::time::timeout(PERSIST_TIMEOUT, self.store.save(session, now_ms())).await {
            Ok(Err(StoreError::NotOwner { .. })) => {
                // The database refused the write: the shard moved to another process, which has the game from
                // its last saved state on. This copy is dropped unseen.
                tracing::warn!(game = session.id, "the game's shard belongs to another process now: dropping it here");
                session.disowned = true;
                self.live.remove(session.channel_id, session.id);
                self.outbox.remove(&session.id);
            }
            Ok(Ok(changes)) => {
                self.outbox.remove(&session.id);
                if !changes.is_empty() {
                    session.rating_note = Some(rating_change_text(&changes, session.rules.lang));
                }
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
            }
        }
    }

    /// A server's settings (the defaults in DMs, or when the database cannot be read).
    pub async fn settings_of(&self, guild: Option<u64>) -> GuildSettings {
        let Some(guild) = guild else { return GuildSettings::default() };
        if let Some(settings) = self.settings.get(&guild) {
            return settings.clone();
        }
        match self.store.guild_settings(guild).await {
            Ok(settings) => {
                self.settings.insert(guild, settings.clone());
                settings
            }
            Err(e) => {
                tracing::warn!(guild, "could not read the server's settings, using the defaults: {e}");
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

    /// Retries the queued snapshots once.
    pub async fn flush_outbox(&self) {
        let queued: Vec<Session> = self.outbox.iter().map(|e| e.value().clone()).collect();
        for session in queued {
            match tokio::time::timeout(PERSIST_TIMEOUT, self.store.save(&session, now_ms())).await {
                Ok(Ok(_)) => {
                    tracing::info!(game = session.id, "saved the game after an earlier failure");
                    self.outbox.remove_if(&session.id, |_, s| {
                        s.last_activity <= session.last_activity && s.move_no() <= session.move_no()
                    });
                }
                Ok(Err(StoreError::NotOwner { .. })) => {
                    tracing::warn!(game = session.id, "unsaved game dropped: its shard belongs to another process now");
                    self.outbox.remove(&session.id);
                    self.live.remove(session.channel_id, session.id);
                }
                _ => {}
            }
        }
    }

    /// Searches a CPU move on the blocking pool, at most one search per core.
    pub fn spawn_cpu(&self, game: Game, level: Level, seed: u64) -> tokio::task::JoinHandle<Option<Move>> {
        let (permits, mut timer) = (Arc::clone(&self.cpu_permits), self.metrics.cpu_queued(level, game.variant()));
        tokio::spawn(async move {
            let _permit = permits.acquire_owned().await.ok()?;
            timer.start();
            tokio::task::spawn_blocking(move || choose_move(&game, level, &mut Rng::new(seed))).await.ok().flatten()
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

    /// Shows the session's board outside an interaction: through the last interaction token while it is
    /// fresh, otherwise by editing the channel message; a deleted board is posted again once (and the new
    /// message saved as the board), and a deleted channel ends the game.
    pub async fn publish(&self, slot: &Slot, session: &mut Session) {
        let Some(http) = self.http().cloned().filter(|_| !session.disowned) else { return };
        let view = session_view(session, self.notes(session));
        if let Some(token) = slot.fresh_token(session.message_id) {
            let edit = builders::edit_response(&view);
            match http.edit_original_interaction_response(&token, &edit, Vec::new()).await {
                Ok(_) => return,
                Err(e) => tracing::info!(game = session.id, "could not edit the board through its token: {e}"),
            }
        }
        let channel = serenity::ChannelId::new(session.channel_id);
        let Some(board) = session.message_id else {
            if session.is_active() {
                self.repost(session, &http).await;
                self.persist(slot, session).await;
            }
            return;
        };
        let edited = channel.edit_message(&http, serenity::MessageId::new(board), builders::edit_message(&view)).await;
        self.metrics.rest(&edited);
        let Err(e) = edited else { return };
        match error_code(&e) {
            // Only a board Discord says is gone is posted again: after a network error the edit may well have
            // landed, and a second board would follow.
            Some(codes::UNKNOWN_MESSAGE) if session.is_active() => {
                self.repost(session, &http).await;
                self.persist(slot, session).await;
            }
            Some(codes::UNKNOWN_CHANNEL) => self.channel_gone(slot, session).await,
            Some(codes::MISSING_ACCESS | codes::MISSING_PERMISSIONS) => tracing::warn!(
                game = session.id,
                "missing permissions to show the board in channel {}: it will update on the next click",
                session.channel_id
            ),
            _ => tracing::warn!(game = session.id, "could not update the board: {e}"),
        }
    }

    /// Posts the board as a new channel message and makes it the game's board.
    pub async fn repost(&self, session: &mut Session, http: &serenity::Http) {
        let view = session_view(session, self.notes(session));
        let posted =
            serenity::ChannelId::new(session.channel_id).send_message(http, builders::create_message(&view)).await;
        self.metrics.rest(&posted);
        match posted {
            Ok(message) => {
                session.message_id = Some(message.id.get());
                session.board_posted_at = now_ms();
                tracing::info!(game = session.id, "board posted again as message {}", message.id);
            }
            Err(e) => tracing::warn!(game = session.id, "could not post the board again: {e}"),
        }
    }

    /// The channel is gone: the game ends unscored.
    pub async fn channel_gone(&self, slot: &Slot, session: &mut Session) {
        if session.is_active() {
            session.finish(GameResult::Abandoned, EndReason::ChannelGone, now_ms());
            self.persist(slot, session).await;
        }
        self.live.remove(session.channel_id, session.id);
        tracing::info!(game = session.id, "channel {} is gone; game ended unscored", session.channel_id);
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
