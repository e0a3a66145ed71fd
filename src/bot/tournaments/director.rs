//! The director: every tick, each tournament of a served server is stepped in a task of its own (one step at a
//! time per tournament, so a slow one holds up no other). A step reads the tournament under its lock, applies its
//! games' results, starts it when due, moves it on (a round paired, an arena's free players paired, the end), saves
//! it and shows its message when it changed; then, with the lock let go, opens its new games in threads (a few per
//! step, a refused one tried again later and the tournament paused after a few refusals) and archives the threads
//! of matches that are over.

use super::ledger::{Ledger, Unopened};
use super::pairing_games::{self, NotOpened};
use super::refusal::Refusal;
use super::{message, tell};
use crate::bot::app::App;
use crate::game::EndReason;
use crate::game::tournament::{Pairing, Status, StopReason, Tournament, TournamentRefusal};
use std::sync::Arc;
use std::time::Duration;

/// How often tournaments are looked at.
const TICK: Duration = Duration::from_secs(2);

/// How long a step waits for a tournament a click or command holds.
const LOCK_WAIT: Duration = Duration::from_secs(5);

/// Games a step opens at most: a round of many pairings opens over several steps, each one's requests spread out.
const OPENINGS_PER_STEP: usize = 8;

/// Runs the tournaments until the task is aborted.
pub async fn direct(app: Arc<App>) {
    let mut ticker = tokio::time::interval(TICK);
    ticker.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
    loop {
        ticker.tick().await;
        if app.http().is_none() {
            continue;
        }
        let under_way = match app.store.tournaments_under_way().await {
            Ok(list) => list,
            Err(e) => {
                tracing::warn!("could not list the tournaments under way: {e}");
                continue;
            }
        };
        for (id, guild) in under_way {
            if app.shards.serves(Some(guild)) {
                step_soon(&app, id);
            }
        }
    }
}

/// Steps tournament `id` in a task of its own, unless a step of it is under way.
pub fn step_soon(app: &Arc<App>, id: u64) {
    let app = Arc::clone(app);
    tokio::spawn(async move {
        let Some(_alone) = app.tournament_steps.take(id) else { return };
        step(&app, id).await;
    });
}

/// What a step does once the tournament's lock is let go: the games to open and the threads to archive.
struct Errands {
    tournament: Tournament,
    /// Pairings to open (no thread yet, or a thread whose game was never started), with their game ids.
    openings: Vec<Opening>,
    threads_to_archive: Vec<(usize, u64)>,
}

/// A pairing to open, given its game's id.
struct Opening {
    index: usize,
    pairing: Pairing,
    /// Its opening was tried before without a thread recorded: Discord may have opened one whose answer was lost.
    tried_before: bool,
}

/// One tournament's step (see the module's doc).
async fn step(app: &Arc<App>, id: u64) {
    let Some(errands) = settle(app, id).await else { return };
    for opening in errands.openings {
        if !open(app, &errands.tournament, &opening).await {
            // The tournament stopped (the others wait for the organiser too), or the refusal went unrecorded.
            break;
        }
    }
    for (index, thread) in errands.threads_to_archive {
        archive(app, id, index, thread).await;
    }
}

/// The step's part under the tournament's lock; `None` when it could not be read.
async fn settle(app: &Arc<App>, id: u64) -> Option<Errands> {
    let mut ledger = match Ledger::open(app, id, LOCK_WAIT).await {
        Ok(ledger) => ledger,
        Err(Unopened::Store(e)) => {
            tracing::warn!(tournament = id, "could not read the tournament: {e}");
            return None;
        }
        Err(Unopened::Busy | Unopened::Missing) => return None,
    };
    let before = ledger.stored.tournament.clone();
    if let Err(e) = ledger.apply_results(app).await {
        tracing::warn!(tournament = id, "could not read the tournament's results: {e}");
        return None;
    }
    let now = app.clock.now();
    let t = ledger.t();
    t.expire_open(now);
    if t.start_due(now) {
        match t.start(now) {
            Ok(_) => {}
            Err(refusal @ (TournamentRefusal::TooFew | TournamentRefusal::TooMany)) => {
                tracing::info!(tournament = id, "its scheduled start found {refusal:?} players");
                t.scheduled_start_refused(refusal);
            }
            Err(refusal) => tracing::warn!(tournament = id, "could not start the tournament: {refusal:?}"),
        }
    }
    // A game its tournament stopped counting (a kill between the organiser's change and its stop) ends, and is
    // stored as ended, before the next round can pair its players.
    let why = if t.status == Status::Cancelled { EndReason::TournamentCancelled } else { EndReason::ResultSetByHand };
    if pairing_games::stop_closed(app, t, why).await == 0 {
        t.advance(now);
    }
    t.archive_due(now);
    let openings = openings(app, ledger.t(), now).await;
    if ledger.stored.tournament != before {
        if let Err(e) = ledger.save(app).await {
            tracing::warn!(tournament = id, "could not save the tournament: {e}");
            return None;
        }
        if ledger.stored.tournament.stop != before.stop && ledger.stored.tournament.stop.is_some() {
            tell::organiser(app, &ledger.stored.tournament).await;
        }
        message::show_and_keep(app, &mut ledger).await;
    }
    let t = ledger.stored.tournament.clone();
    let threads_to_archive = t.threads_to_archive(now);
    Some(Errands { tournament: t, openings, threads_to_archive })
}

/// The pairings whose games this step opens, at most [`OPENINGS_PER_STEP`], each given its game's id (saved with
/// the tournament before the game is made, so a crash never leaves two games for one pairing): those due, and those
/// with a thread whose game was never started (the rest of an opening failed, or a crash came between).
async fn openings(app: &App, t: &mut Tournament, now: i64) -> Vec<Opening> {
    let mut picked = t.due_openings(now, OPENINGS_PER_STEP);
    if t.status == Status::Running {
        for (index, p) in t.pairings.iter().enumerate() {
            let (Some(thread), Some(game)) = (p.thread, p.game) else { continue };
            let waiting = p.is_open() && p.retry_at.is_none_or(|at| now >= at);
            let live = app.live.get(thread).is_some_and(|slot| slot.game_id() == game);
            if picked.len() < OPENINGS_PER_STEP && waiting && !live && matches!(app.store.game(game).await, Ok(None)) {
                picked.push(index);
            }
        }
    }
    let mut openings = Vec::with_capacity(picked.len());
    for index in picked {
        let tried_before = t.pairings[index].game.is_some() && t.pairings[index].thread.is_none();
        if t.pairings[index].game.is_none() {
            t.started_game(index, app.next_id());
        }
        openings.push(Opening { index, pairing: t.pairings[index].clone(), tried_before });
    }
    openings
}

/// Opens a pairing's game: its thread (recorded at once, reused if the rest fails; after a try whose thread went
/// unrecorded, the thread Discord opened then), then the game in it. A refusal is recorded for the director's next
/// try, and a tournament it pauses tells its organiser. Returns false when no further opening is to be tried
/// in this step (see [`refused`]).
async fn open(app: &Arc<App>, t: &Tournament, opening: &Opening) -> bool {
    let (index, p) = (opening.index, &opening.pairing);
    let Some(game) = p.game else { return true };
    let (thread, reused) = match p.thread {
        Some(thread) => (thread, true),
        None => {
            let found = match opening.tried_before {
                true => pairing_games::thread_opened_before(app, t, index).await,
                false => Ok(None),
            };
            let opened = match found {
                Ok(Some(thread)) => Ok((thread, true)),
                Ok(None) => pairing_games::open_thread(app, t, index).await.map(|thread| (thread, false)),
                Err(e) => Err(e),
            };
            match opened {
                Ok((thread, reused)) => {
                    if !record(app, t.id, |t| t.opened_in(index, thread)).await {
                        return true;
                    }
                    (thread, reused)
                }
                Err(e) => return !refused(app, t, index, &e).await,
            }
        }
    };
    match pairing_games::start_in(app, t, p, game, thread, reused).await {
        Ok(()) => true,
        Err(e) => {
            if let NotOpened::Discord(error) = &e
                && Refusal::of(error) == Refusal::Gone
            {
                // The thread was deleted: the next try opens a new one.
                record(app, t.id, |t| t.pairings[index].thread = None).await;
            }
            !refused(app, t, index, &e).await
        }
    }
}

/// Records that Discord refused pairing `index`'s opening; a tournament whose channel is gone is cancelled. A
/// tournament the refusal stops tells its organiser, and its message says why. Returns whether the step's other
/// openings are to wait: the tournament stopped, or the refusal could not be recorded.
async fn refused(app: &Arc<App>, t: &Tournament, index: usize, e: &NotOpened) -> bool {
    let refusal = e.refusal();
    tracing::warn!(tournament = t.id, index, "could not open a pairing's game ({refusal:?}): {e}");
    let now = app.clock.now();
    let changed = Ledger::change(app, t.id, LOCK_WAIT, |t| {
        match refusal {
            Refusal::Gone if t.pairings[index].thread.is_none() => drop(t.cancel(StopReason::ChannelGone)),
            Refusal::Passing { code } => drop(t.opening_refused(index, code, false, now)),
            other => drop(t.opening_refused(index, other.code(), true, now)),
        }
        Ok::<_, ()>(())
    })
    .await;
    let Ok(Ok((mut ledger, ()))) = changed else {
        // Unrecorded, the refusal cannot back off: this step opens nothing more, the next tries again.
        tracing::warn!(tournament = t.id, "could not record a refused opening");
        return true;
    };
    let stopped = ledger.stored.tournament.status != Status::Running;
    if ledger.stored.tournament.stop.is_some() && ledger.stored.tournament.stop != t.stop {
        tell::organiser(app, &ledger.stored.tournament).await;
        message::show_and_keep(app, &mut ledger).await;
    }
    stopped
}

/// Applies `change` to tournament `id` under its lock and saves it; false when it could not.
async fn record(app: &App, id: u64, change: impl Fn(&mut Tournament)) -> bool {
    let changed = Ledger::change(app, id, LOCK_WAIT, |t| {
        change(t);
        Ok::<_, ()>(())
    });
    match changed.await {
        Ok(Ok(_)) => true,
        _ => {
            tracing::warn!(tournament = id, "could not record a pairing's game");
            false
        }
    }
}

/// Archives the thread of pairing `index`, whose match is over: one request, whatever Discord answers (a thread left
/// active is archived by Discord after a day without messages).
async fn archive(app: &App, id: u64, index: usize, thread: u64) {
    if let Err(e) = pairing_games::archive(app, thread).await {
        tracing::info!(tournament = id, thread, "could not archive a pairing's thread: {e}");
    }
    record(app, id, |t| t.archived(index)).await;
}
