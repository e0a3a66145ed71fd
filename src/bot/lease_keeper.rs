//! The shards' leases in the database: taken at start, then renewed in the background, loading the games of a
//! shard newly taken and dropping those of a shard lost.

use super::app::{App, now_ms};
use super::live::Slot;
use crate::store::{Lease, StoreError};
use std::sync::Arc;

/// Takes or renews each of this process's leases once. A shard newly taken has its active games loaded first
/// (then it is served); a shard lost to another process has its games dropped from memory (their timers stop
/// here, the new holder runs them). An unreachable database changes nothing: the leases stay as they were.
pub async fn renew(app: &App) -> Result<(), StoreError> {
    let shards = &app.shards;
    let ttl = app.config.discord.shard_lease.as_millis() as i64;
    let mut first_error = None;
    for shard in shards.first..=shards.last {
        let was_held = shards.is_held(shard);
        let outcome = match app.store.acquire_lease(shards.total, shard, &shards.owner, now_ms(), ttl).await {
            Ok(Lease::Held) if was_held => Ok(()),
            Ok(Lease::Held) => restore_shard(app, shard).await,
            Ok(Lease::Taken { owner, expires_at }) => {
                if was_held {
                    shards.set_held(shard, false);
                    let dropped = app.live.forget_where(|guild| shards.shard_of(guild) == shard);
                    tracing::error!(shard, %owner, dropped, "lost the lease of a shard: its games are another process's");
                } else {
                    let wait = (expires_at - now_ms()).max(0);
                    tracing::info!(shard, %owner, "shard held by another process; taking it over within {wait} ms");
                }
                Ok(())
            }
            Err(e) => Err(e),
        };
        if let Err(e) = outcome {
            tracing::warn!(shard, "could not take or renew the shard's lease: {e}");
            first_error.get_or_insert(e);
        }
    }
    first_error.map_or(Ok(()), Err)
}

/// Loads the active games of `shard` into memory (those not there already), then serves the shard.
async fn restore_shard(app: &App, shard: u32) -> Result<(), StoreError> {
    let (sessions, broken) = app.store.active_sessions_of_shard(shard, app.shards.total).await?;
    for error in broken {
        tracing::error!("skipping a stored game: {error}");
    }
    let mut count = 0;
    for session in sessions {
        if app.live.get(session.channel_id).is_none_or(|slot| slot.game_id() != session.id) {
            app.live.replace(session.channel_id, Slot::new(session, app.idle_ms()));
            count += 1;
        }
    }
    app.shards.set_held(shard, true);
    tracing::info!(shard, total = app.shards.total, "serving the shard: restored {count} active games");
    Ok(())
}

/// Renews the leases every third of their lifetime until the task is aborted.
pub async fn keep(app: Arc<App>) {
    let period = (app.config.discord.shard_lease / 3).max(std::time::Duration::from_millis(10));
    let mut ticker = tokio::time::interval(period);
    ticker.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
    ticker.tick().await;
    loop {
        ticker.tick().await;
        let _ = renew(&app).await;
    }
}
