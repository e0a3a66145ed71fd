//! The shards this process serves: their leases in the database (taken at start, renewed in the background), and
//! which games and servers are therefore this process's to act on.

use super::app::{App, now_ms};
use super::live::Slot;
use crate::store::{Lease, StoreError, shard_of};
use std::collections::BTreeSet;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{SystemTime, UNIX_EPOCH};

/// This process's shards (`first..=last` of `total`) and the leases among them it holds right now.
#[derive(Debug)]
pub struct ShardSet {
    pub first: u32,
    pub last: u32,
    pub total: u32,
    /// This process's name in the lease table, unique per start.
    pub owner: String,
    held: Mutex<BTreeSet<u32>>,
}

impl ShardSet {
    pub fn new(first: u32, last: u32, total: u32) -> ShardSet {
        static STARTS: AtomicU64 = AtomicU64::new(0);
        let nanos = SystemTime::now().duration_since(UNIX_EPOCH).map_or(0, |d| d.as_nanos());
        let n = STARTS.fetch_add(1, Ordering::Relaxed);
        let owner = format!("cuatro-{}-{:x}-{n}", std::process::id(), nanos & 0xffff_ffff_ffff);
        ShardSet { first, last, total, owner, held: Mutex::new(BTreeSet::new()) }
    }

    /// The shard of a server (direct messages: shard 0).
    pub fn shard_of(&self, guild: Option<u64>) -> u32 {
        shard_of(guild, self.total)
    }

    /// Whether this process may act on the server's games now: it holds the lease of the server's shard.
    pub fn serves(&self, guild: Option<u64>) -> bool {
        self.held.lock().expect("held lock").contains(&self.shard_of(guild))
    }

    /// The shards whose leases this process holds.
    pub fn held(&self) -> Vec<u32> {
        self.held.lock().expect("held lock").iter().copied().collect()
    }

    fn set_held(&self, shard: u32, held: bool) {
        let mut set = self.held.lock().expect("held lock");
        if held {
            set.insert(shard);
        } else {
            set.remove(&shard);
        }
    }
}

/// Takes or renews each of this process's leases once. A shard newly taken has its active games loaded first
/// (then it is served); a shard lost to another process has its games dropped from memory (their timers stop
/// here, the new holder runs them). An unreachable database changes nothing: the leases stay as they were.
pub async fn renew(app: &App) -> Result<(), StoreError> {
    let shards = &app.shards;
    let ttl = app.config.discord.shard_lease.as_millis() as i64;
    let mut first_error = None;
    for shard in shards.first..=shards.last {
        let was_held = shards.held.lock().expect("held lock").contains(&shard);
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
        if app.live.get(session.channel_id).is_none_or(|slot| slot.game_id != session.id) {
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_server_is_served_only_while_its_shards_lease_is_held() {
        let shards = ShardSet::new(0, 1, 4);
        let (on_shard_1, on_shard_2) = (Some(1 << 22), Some(2 << 22));
        assert!(!shards.serves(on_shard_1) && !shards.serves(None));
        shards.set_held(1, true);
        assert!(shards.serves(on_shard_1) && !shards.serves(on_shard_2) && !shards.serves(None));
        shards.set_held(0, true);
        assert!(shards.serves(None), "direct messages are shard 0's");
        assert_eq!(shards.held(), vec![0, 1]);
        shards.set_held(1, false);
        assert!(!shards.serves(on_shard_1));
        assert_ne!(ShardSet::new(0, 0, 1).owner, ShardSet::new(0, 0, 1).owner, "owners are unique per start");
    }
}
