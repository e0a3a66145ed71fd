//! The outbox: a game's save under its lock (validate → persist → answer), the games whose save failed, queued and
//! retried in the background, and their last flush when the process stops.

use crate::bot::app::App;
use crate::bot::clock::now_ms;
use crate::bot::games::slot::Slot;
use crate::game::Session;
use crate::store::BoardMessages;
use crate::store::StoreError;
use std::sync::Arc;
use std::time::Duration;

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

impl App {
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
        renamed && saved != Saved::Disowned && slot.board().is_some()
    }

    /// [`App::persist`], saying how the save ended and whether the game took a new id.
    async fn save_session(&self, slot: &Slot, session: &mut Session) -> (Saved, bool) {
        if slot.is_disowned() {
            return (Saved::Disowned, false);
        }
        session.version += 1;
        slot.sync(session, self.idle_ms());
        self.games_now.touch(session.guild_id);
        self.watchers.changed(session.id);
        self.metrics.progress(session.game.variant(), slot.progress(session), session.result_name().unwrap_or(""));
        let mut renamed = false;
        let shown = slot.shown();
        let result = self
            .save_claiming_id(session, &shown, |old, new| {
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
                slot.disown();
                self.live.remove(session.channel_id, session.id);
                self.outbox.remove(&session.id);
                Saved::Disowned
            }
            Ok(Ok(changes)) => {
                self.metrics.db_write();
                self.outbox.remove(&session.id);
                self.mining.offer(session, now_ms());
                slot.saved();
                if !changes.is_empty() {
                    slot.set_rating_changes(changes);
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
                if slot.first_unsaved() {
                    tracing::error!(game = session.id, "could not save the game, playing on in memory: {why}");
                } else {
                    tracing::warn!(game = session.id, "still cannot save the game: {why}");
                }
                self.outbox.insert(session.id, (session.clone(), shown));
                Saved::Queued
            }
        };
        (saved, renamed)
    }

    /// One save, given up after `PERSIST_TIMEOUT` (`Err(Elapsed)`).
    async fn save_bounded(&self, session: &Session, shown: &BoardMessages) -> SaveAttempt {
        tokio::time::timeout(PERSIST_TIMEOUT, self.store.save(session, shown, now_ms())).await
    }

    /// [`App::save_bounded`]; while the session's id belongs to another stored game, the session gets a fresh id
    /// (`renamed` is told the old and the new) and is saved again, up to `FRESH_ID_TRIES` times.
    async fn save_claiming_id(
        &self,
        session: &mut Session,
        shown: &BoardMessages,
        mut renamed: impl FnMut(u64, u64),
    ) -> SaveAttempt {
        let mut result = self.save_bounded(session, shown).await;
        for _ in 0..FRESH_ID_TRIES {
            let Ok(Err(StoreError::IdTaken { id })) = result else { break };
            session.id = self.next_id();
            renamed(id, session.id);
            tracing::warn!(
                game = session.id,
                taken = id,
                "the game's id belonged to another stored game: it has a new id"
            );
            result = self.save_bounded(session, shown).await;
        }
        result
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
        let Some((queued, shown)) = self.outbox.get(&id).map(|e| e.value().clone()) else {
            return (Saved::Stored, None);
        };
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
                    let show_again = renamed && saved == Saved::Stored && slot.board().is_some();
                    drop(session);
                    return (saved, show_again.then(|| Arc::clone(&slot)));
                }
                Err(_) if !last => return (Saved::Busy, None),
                Err(_) => {}
            }
        }
        (self.retry_snapshot(queued, shown).await, None)
    }

    /// Saves a queued snapshot as it is (its game is no longer in play, or the process is stopping).
    async fn retry_snapshot(&self, mut session: Session, shown: BoardMessages) -> Saved {
        let queued_as = session.id;
        let result = self.save_claiming_id(&mut session, &shown, |_, _| {}).await;
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
            self.outbox.remove_if(&queued_as, |_, (s, _)| s.version <= version);
        } else if session.id != queued_as
            && self.outbox.remove_if(&queued_as, |_, (s, _)| s.version <= version).is_some()
        {
            self.outbox.insert(session.id, (session, shown));
        }
        saved
    }
}
