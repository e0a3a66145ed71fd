//! The background loops: the deadline driver (challenge expiry, turn timers, the idle limit), the retries of
//! unsaved games, the purge of servers that removed the bot, the daily puzzle's posts, the search of finished
//! games for puzzles, the "Games now" messages and the tournaments' director. Each runs in its own supervised task, so no deadline waits for
//! a database that does not answer.

use crate::bot::app::App;
use crate::bot::clock::now_ms;
use crate::bot::games::outbox::Retried;
use crate::bot::games::slot::Slot;
use crate::bot::games::{board, copies};
use crate::bot::guilds;
use crate::bot::tasks::supervisor::supervise;
use crate::game::Expiry;
use std::sync::Arc;
use std::time::{Duration, Instant};
use tokio::task::JoinHandle;

/// How long a finished game stays in memory for its Rematch button.
const FINISHED_KEPT: Duration = Duration::from_secs(3600);

/// The wait between retries of unsaved games; doubled while every retry fails, up to `RETRY_LONGEST`.
const RETRY_FIRST: Duration = Duration::from_secs(2);
const RETRY_LONGEST: Duration = Duration::from_secs(30);

/// The most time between two checks for servers to purge.
const PURGE_CHECK_LONGEST: Duration = Duration::from_secs(3600);

/// Starts the retries of unsaved games, the purge of departed servers, the daily puzzle's posts, the search of
/// finished games for puzzles, the "Games now" messages and the tournaments' director, each in its own supervised
/// task.
pub fn upkeep(app: &Arc<App>, restart_after: Duration) -> [JoinHandle<()>; 6] {
    let (outbox_app, purge_app, daily_app, mining_app, games_now_app, tournaments_app) =
        (Arc::clone(app), Arc::clone(app), Arc::clone(app), Arc::clone(app), Arc::clone(app), Arc::clone(app));
    [
        supervise("outbox", restart_after, move || retry_unsaved(Arc::clone(&outbox_app))),
        supervise("purge", restart_after, move || purge_departed(Arc::clone(&purge_app))),
        supervise("daily puzzle", restart_after, move || {
            crate::bot::puzzles::daily::post_daily(Arc::clone(&daily_app))
        }),
        supervise("puzzle mining", restart_after, move || {
            crate::bot::puzzles::mining::mine_finished(Arc::clone(&mining_app))
        }),
        supervise("games now", restart_after, move || {
            crate::bot::tasks::games_now::keep_games_now(Arc::clone(&games_now_app))
        }),
        supervise("tournaments", restart_after, move || {
            crate::bot::tournaments::director::direct(Arc::clone(&tournaments_app))
        }),
    ]
}

/// Checks deadlines every `tick` until the task is aborted.
pub async fn drive(app: Arc<App>) {
    let mut ticker = tokio::time::interval(app.config.games.tick);
    ticker.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
    let mut ticks: u64 = 0;
    loop {
        ticker.tick().await;
        ticks += 1;
        for slot in app.live.due(now_ms()) {
            // A game of a shard not served now (stalled: the database away) waits until it is served again.
            if !app.shards.serves(slot.with_info(|info| info.guild_id)) {
                continue;
            }
            // One task per slot: a game whose lock is held (a CPU reply under way) gets no pile of waiters.
            let Some(running) = slot.start_expiring() else { continue };
            let app = Arc::clone(&app);
            tokio::spawn(async move {
                copies::take_over(&app, &slot).await;
                expire(&app, &slot).await;
                drop(running);
            });
        }
        // Old finished games, cooldowns and unanswered replacement questions are forgotten about every minute.
        let ticks_per_second = (1000 / app.config.games.tick.as_millis().max(1) as u64).max(1);
        if ticks.is_multiple_of(60 * ticks_per_second) {
            let now = now_ms();
            app.live.prune_finished(now - FINISHED_KEPT.as_millis() as i64);
            app.cooldowns.prune();
            app.pending.retain(|_, pending| !pending.is_stale(now));
        }
    }
}

/// Retries the unsaved games (see [`App::retry_outbox`]) every `RETRY_FIRST`, and less often while every retry
/// fails (the wait doubles up to `RETRY_LONGEST`), until the task is aborted.
pub async fn retry_unsaved(app: Arc<App>) {
    let mut wait = RETRY_FIRST;
    loop {
        tokio::time::sleep(wait).await;
        if app.outbox.is_empty() {
            wait = RETRY_FIRST;
            continue;
        }
        let retried = app.retry_outbox(false).await;
        for slot in &retried.renamed {
            let mut session = slot.session.lock().await;
            board::show(&app, slot, &mut session).await;
        }
        wait = next_retry_after(wait, &retried);
    }
}

/// The wait before the next retry: doubled (up to `RETRY_LONGEST`) when every game tried is still unsaved,
/// `RETRY_FIRST` again once a save goes through.
fn next_retry_after(wait: Duration, retried: &Retried) -> Duration {
    if retried.stored == 0 && !retried.unsaved.is_empty() { (wait * 2).min(RETRY_LONGEST) } else { RETRY_FIRST }
}

/// Purges the servers that removed the bot once their grace period is over, deletes the finished games older than
/// `games.keep_finished`, and forgets the boards' tokens past their 15 minutes and the interactions handled over an
/// hour ago: at start, then hourly, or as often
/// as the grace period when it is shorter (a zero grace period checks every tick), until the task is aborted.
pub async fn purge_departed(app: Arc<App>) {
    let every = app.config.games.purge_after.min(PURGE_CHECK_LONGEST).max(app.config.games.tick);
    loop {
        guilds::purge_departed(&app).await;
        if let Some(keep) = app.config.games.keep_finished {
            match app.store.delete_finished_before(now_ms() - keep.as_millis() as i64).await {
                Ok(0) => {}
                Ok(games) => tracing::info!(games, "deleted the finished games older than games.keep_finished"),
                Err(e) => tracing::warn!("could not delete the finished games older than games.keep_finished: {e}"),
            }
        }
        if let Err(e) = app.store.forget_board_tokens(now_ms() - crate::store::TOKEN_LIFETIME_MS).await {
            tracing::warn!("could not forget the boards' expired tokens: {e}");
        }
        if let Err(e) = app.store.forget_interactions(now_ms()).await {
            tracing::warn!("could not forget the interactions handled an hour ago: {e}");
        }
        tokio::time::sleep(every).await;
    }
}

/// Applies a passed deadline under the game's lock (a click racing it sees the result, never both).
pub async fn expire(app: &Arc<App>, slot: &Arc<Slot>) {
    let mut session = slot.session.lock().await;
    let cpu_moves = if session.cpu_to_move().is_some() {
        // A game restored with the CPU's move owed (its process crashed or lost the shard while the CPU
        // thought): the CPU plays once the bot serves, and the board shows it.
        if app.http().is_none() {
            return;
        }
        tracing::info!(game = session.id, "playing the CPU's owed move");
        true
    } else {
        let Some(expiry) = session.expire(now_ms(), app.idle_ms()) else {
            slot.sync(&session, app.idle_ms());
            return;
        };
        tracing::info!(game = session.id, ?expiry, "deadline passed");
        matches!(expiry, Expiry::CpuStandsIn(_))
    };
    if cpu_moves {
        app.cpu.play_out(&mut session, Instant::now()).await;
    }
    app.persist(slot, &mut session).await;
    if !session.is_active() {
        tracing::info!(game = session.id, result = session.result_name(), "game over");
    }
    board::show(app, slot, &mut session).await;
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn retries_back_off_while_every_save_fails_and_come_back_after_one_succeeds() {
        let failed = Retried { stored: 0, unsaved: vec![1, 2], busy: 0, renamed: Vec::new() };
        let mut wait = RETRY_FIRST;
        let waits: Vec<u64> = (0..6)
            .map(|_| {
                wait = next_retry_after(wait, &failed);
                wait.as_secs()
            })
            .collect();
        assert_eq!(waits, [4, 8, 16, 30, 30, 30]);
        let one_saved = Retried { stored: 1, unsaved: vec![2], busy: 0, renamed: Vec::new() };
        assert_eq!(next_retry_after(wait, &one_saved), RETRY_FIRST);
        let all_busy = Retried { stored: 0, unsaved: Vec::new(), busy: 3, renamed: Vec::new() };
        assert_eq!(next_retry_after(wait, &all_busy), RETRY_FIRST, "busy games are saved by their holders");
    }
}
