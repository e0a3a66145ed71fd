//! The deadline driver: challenge expiry, turn timers, the idle limit, and retries of unsaved games.

use super::app::{App, UNBOUNDED, now_ms};
use super::live::Slot;
use crate::game::Expiry;
use std::sync::Arc;
use std::time::Duration;

/// How long a finished game stays in memory for its Rematch button.
const FINISHED_KEPT: Duration = Duration::from_secs(3600);

/// Checks deadlines every `tick` until the task is aborted.
pub async fn drive(app: Arc<App>) {
    let mut ticker = tokio::time::interval(app.config.games.tick);
    ticker.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
    let mut ticks: u64 = 0;
    loop {
        ticker.tick().await;
        ticks += 1;
        for slot in app.live.due(now_ms()) {
            // One task per slot: a game whose lock is held (a CPU reply under way) gets no pile of waiters.
            let Some(running) = slot.start_expiring() else { continue };
            let app = Arc::clone(&app);
            tokio::spawn(async move {
                expire(&app, &slot).await;
                drop(running);
            });
        }
        // Unsaved games are retried about every two seconds; old finished games, cooldowns and
        // unanswered replacement questions are forgotten about every minute.
        let ticks_per_second = (1000 / app.config.games.tick.as_millis().max(1) as u64).max(1);
        if !app.outbox.is_empty() && ticks.is_multiple_of(2 * ticks_per_second) {
            app.flush_outbox().await;
        }
        if ticks.is_multiple_of(60 * ticks_per_second) {
            let now = now_ms();
            app.live.prune_finished(now - FINISHED_KEPT.as_millis() as i64);
            let cooldown = app.config.games.challenge_cooldown;
            app.cooldowns.retain(|_, at| at.elapsed() < cooldown);
            app.pending.retain(|_, pending| !pending.is_stale(now));
        }
        // Servers that removed the bot are purged after their grace period; checked at start, then hourly, or
        // as often as the grace period when it is shorter (a zero grace period purges at the next tick).
        let grace_ticks =
            app.config.games.purge_after.as_millis() as u64 / app.config.games.tick.as_millis().max(1) as u64;
        if ticks == 1 || ticks.is_multiple_of(grace_ticks.clamp(1, 3600 * ticks_per_second)) {
            super::admin::purge_departed(&app).await;
        }
    }
}

/// Applies a passed deadline under the game's lock (a click racing it sees the result, never both).
pub async fn expire(app: &App, slot: &Arc<Slot>) {
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
    if cpu_moves && let Some(task) = app.play_cpu(&mut session, UNBOUNDED).await {
        app.finish_cpu(&mut session, task).await;
    }
    app.persist(slot, &mut session).await;
    app.publish(slot, &mut session).await;
    if !session.is_active() {
        tracing::info!(game = session.id, result = session.result_name(), "game over");
    }
}
