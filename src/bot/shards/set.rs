//! The shards this process serves and the leases among them it holds, which decide which games and servers are
//! this process's to act on.

use crate::bot::shards::process_lock::ProcessLock;
use crate::game::Millis;
use crate::store::{ShardLocks, shard_of};
use std::collections::{BTreeMap, BTreeSet};
use std::path::PathBuf;
use std::sync::Mutex;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::time::Duration;
use std::time::{SystemTime, UNIX_EPOCH};

/// This process's shards (`first..=last` of `total`) and the leases among them it holds right now.
#[derive(Debug)]
pub struct ShardSet {
    pub first: u32,
    pub last: u32,
    pub total: u32,
    /// This process's name in the lease table, unique per start.
    pub owner: String,
    /// The shards served, each until its lease's expiry as of its last renewal: past it, the shard is no longer
    /// served (another process may have taken it over) until a renewal succeeds.
    held: Mutex<BTreeMap<u32, Millis>>,
    /// Shards this process stopped serving because the database could not confirm its hold (the connection
    /// holding the locks lost, a lease run out unrenewed), and that no other process is known to hold: their
    /// games stay in memory, and interactions there are told that the database cannot be reached.
    stalled: Mutex<BTreeSet<u32>>,
    /// Interactions left unanswered because their shard is not held here (its holder answers them).
    ignored: AtomicU64,
    /// How often the connection holding the shards' advisory locks was lost (PostgreSQL).
    lock_losses: AtomicU64,
    /// The last pass over the advisory locks could not reach the database (PostgreSQL): whether another process
    /// holds a shard not held here is unknown.
    cut_off: AtomicBool,
    /// On PostgreSQL, the connection holding the shards' advisory locks, and the shards locked on it.
    pub(crate) locks: tokio::sync::Mutex<Locks>,
    /// On SQLite, the database's process lock, which stands for every shard's lock.
    pub(crate) sqlite_lock: Mutex<SqliteLock>,
}

/// The process lock of a SQLite database file (see `process_lock`): whoever holds it is the one live process on
/// the database, and serves every shard.
#[derive(Debug, Default)]
pub(crate) struct SqliteLock {
    /// The database file; `None` on PostgreSQL and for an in-memory database.
    pub file: Option<PathBuf>,
    pub held: Option<ProcessLock>,
}

/// The advisory locks of a process's shards (PostgreSQL).
#[derive(Debug, Default)]
pub(crate) struct Locks {
    /// The connection the locks live on; `None` before the first pass and after it was lost.
    pub conn: Option<ShardLocks>,
    /// The shards whose locks `conn` holds.
    pub locked: BTreeSet<u32>,
}

/// Why this process does not serve an interaction's server, and so how the interaction is answered.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Unserved {
    /// Held here until the database went away, and nobody else is known to hold it: the player is told that the
    /// database cannot be reached.
    Stalled,
    /// Not held here, and this process cannot reach the database to learn who holds it (its holder may have died
    /// with the database away): the player is told, at the end of the answer's time, so that a live holder's
    /// answer comes first.
    CutOff,
    /// Another live process holds it and answers: no answer from here, which could beat the holder's.
    Elsewhere,
}

/// How long an interaction on a shard held elsewhere waits for the shard to be taken here before it is left to
/// the holder: well within Discord's 3 s for a first answer.
pub const HANDOVER_WAIT: Duration = Duration::from_millis(2000);

/// How often a waiting interaction looks again.
const HANDOVER_POLL: Duration = Duration::from_millis(20);

fn now() -> Millis {
    SystemTime::now().duration_since(UNIX_EPOCH).map_or(0, |d| d.as_millis() as Millis)
}

impl ShardSet {
    pub fn new(first: u32, last: u32, total: u32) -> ShardSet {
        static STARTS: AtomicU64 = AtomicU64::new(0);
        let nanos = SystemTime::now().duration_since(UNIX_EPOCH).map_or(0, |d| d.as_nanos());
        let n = STARTS.fetch_add(1, Ordering::Relaxed);
        let owner = format!("cuatro-{}-{:x}-{n}", std::process::id(), nanos & 0xffff_ffff_ffff);
        ShardSet {
            first,
            last,
            total,
            owner,
            held: Mutex::new(BTreeMap::new()),
            stalled: Mutex::new(BTreeSet::new()),
            ignored: AtomicU64::new(0),
            lock_losses: AtomicU64::new(0),
            cut_off: AtomicBool::new(false),
            locks: tokio::sync::Mutex::new(Locks::default()),
            sqlite_lock: Mutex::new(SqliteLock::default()),
        }
    }

    /// The shard of a server (direct messages: shard 0).
    pub fn shard_of(&self, guild: Option<u64>) -> u32 {
        shard_of(guild, self.total)
    }

    /// Whether this process may act on the server's games now: it holds the unexpired lease of the server's shard.
    pub fn serves(&self, guild: Option<u64>) -> bool {
        self.is_held(self.shard_of(guild))
    }

    /// The shards whose unexpired leases this process holds.
    pub fn held(&self) -> Vec<u32> {
        let now = now();
        self.held.lock().expect("held lock").iter().filter(|&(_, &until)| until > now).map(|(&s, _)| s).collect()
    }

    /// Whether this process holds the unexpired lease of `shard`.
    pub(crate) fn is_held(&self, shard: u32) -> bool {
        self.held.lock().expect("held lock").get(&shard).is_some_and(|&until| until > now())
    }

    /// Whether the server's shard is stalled here: held until the database could no longer confirm it, and not
    /// known to be another process's. A lease past its expiry counts at once, before the lease keeper (which may
    /// be waiting for the database) moves it to the stalled shards: its players are told, not left unanswered.
    pub fn stalled(&self, guild: Option<u64>) -> bool {
        let shard = self.shard_of(guild);
        let ran_out = self.held.lock().expect("held lock").get(&shard).is_some_and(|&until| until <= now());
        ran_out || self.stalled.lock().expect("stalled lock").contains(&shard)
    }

    /// Why an interaction of a server whose shard is not served here is not served (see [`Unserved`]).
    pub fn why_unserved(&self, guild: Option<u64>) -> Unserved {
        if self.stalled(guild) {
            Unserved::Stalled
        } else if self.cut_off.load(Ordering::Acquire) {
            Unserved::CutOff
        } else {
            Unserved::Elsewhere
        }
    }

    /// Whether an interaction of an unserved server is told that the database cannot be reached, after waiting
    /// as its reason asks (a cut-off process waits until `left` of its answer's time is gone).
    pub async fn tells_database_away(&self, guild: Option<u64>, left: Duration) -> bool {
        match self.why_unserved(guild) {
            Unserved::Stalled => true,
            Unserved::CutOff => {
                tokio::time::sleep(left).await;
                true
            }
            Unserved::Elsewhere => false,
        }
    }

    /// Notes whether the last pass over the advisory locks reached the database.
    pub(crate) fn set_cut_off(&self, cut_off: bool) {
        self.cut_off.store(cut_off, Ordering::Release);
    }

    /// Whether the server's shard comes to be served here within [`HANDOVER_WAIT`]: an interaction that arrives
    /// while its shard is held nowhere (its holder just died, and this process is about to take its lock)
    /// is answered once the shard is taken, not left to a holder that is gone. False as soon as the shard
    /// stalls here (the caller tells the player the database is away) or when the wait is over (another live
    /// process holds it and answers).
    pub async fn served_soon(&self, guild: Option<u64>) -> bool {
        let deadline = tokio::time::Instant::now() + HANDOVER_WAIT;
        loop {
            if self.serves(guild) {
                return true;
            }
            if self.stalled(guild) || tokio::time::Instant::now() >= deadline {
                return false;
            }
            tokio::time::sleep(HANDOVER_POLL).await;
        }
    }

    /// Serves `shard` until `until` (its lease's new expiry).
    pub(crate) fn hold(&self, shard: u32, until: Millis) {
        self.stalled.lock().expect("stalled lock").remove(&shard);
        self.held.lock().expect("held lock").insert(shard, until);
    }

    /// Stops serving `shard`, another process holding it; true if it was held (expired or not) or stalled.
    pub(crate) fn release(&self, shard: u32) -> bool {
        let stalled = self.stalled.lock().expect("stalled lock").remove(&shard);
        self.held.lock().expect("held lock").remove(&shard).is_some() || stalled
    }

    /// Stops serving `shard` until the database confirms the hold again; true if it was held.
    pub(crate) fn stall(&self, shard: u32) -> bool {
        let held = self.held.lock().expect("held lock").remove(&shard).is_some();
        if held {
            self.stalled.lock().expect("stalled lock").insert(shard);
        }
        held
    }

    /// Stalls the shards whose leases expired unrenewed (they were not served since); returns them.
    pub(crate) fn release_expired(&self) -> Vec<u32> {
        let now = now();
        let expired: Vec<u32> = {
            let held = self.held.lock().expect("held lock");
            held.iter().filter(|&(_, &until)| until <= now).map(|(&s, _)| s).collect()
        };
        expired.into_iter().filter(|&shard| self.stall(shard)).collect()
    }

    /// Counts an interaction left to its shard's holder.
    pub(crate) fn note_ignored(&self) {
        self.ignored.fetch_add(1, Ordering::Relaxed);
    }

    /// How many interactions this process left unanswered because it does not hold their shard.
    pub fn ignored(&self) -> u64 {
        self.ignored.load(Ordering::Relaxed)
    }

    pub(crate) fn note_lock_loss(&self) {
        self.lock_losses.fetch_add(1, Ordering::Relaxed);
    }

    /// How often this process lost the connection holding its shards' advisory locks (PostgreSQL).
    pub fn lock_losses(&self) -> u64 {
        self.lock_losses.load(Ordering::Relaxed)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_server_is_served_only_while_its_shards_lease_is_held() {
        let shards = ShardSet::new(0, 1, 4);
        let (on_shard_1, on_shard_2) = (Some(1 << 22), Some(2 << 22));
        let later = now() + 60_000;
        assert!(!shards.serves(on_shard_1) && !shards.serves(None));
        shards.hold(1, later);
        assert!(shards.serves(on_shard_1) && !shards.serves(on_shard_2) && !shards.serves(None));
        shards.hold(0, later);
        assert!(shards.serves(None), "direct messages are shard 0's");
        assert_eq!(shards.held(), vec![0, 1]);
        assert!(shards.release(1));
        assert!(!shards.serves(on_shard_1));
        assert_ne!(ShardSet::new(0, 0, 1).owner, ShardSet::new(0, 0, 1).owner, "owners are unique per start");
    }

    #[test]
    fn a_shard_whose_lease_ran_out_unrenewed_is_not_served() {
        let shards = ShardSet::new(0, 1, 2);
        shards.hold(0, now() - 1);
        shards.hold(1, now() + 60_000);
        assert!(!shards.serves(None), "past the lease's expiry the shard is not served");
        assert!(shards.stalled(None), "stalled from its expiry on, before the lease keeper sees it");
        assert_eq!(shards.held(), vec![1]);
        assert_eq!(shards.release_expired(), vec![0]);
        assert!(shards.stalled(None), "stalled: no other process is known to hold it");
        shards.hold(0, now() + 60_000);
        assert!(shards.serves(None) && !shards.stalled(None), "served again once renewed");
    }

    #[test]
    fn a_stalled_shard_is_served_again_when_held_and_forgotten_when_another_process_has_it() {
        let shards = ShardSet::new(0, 1, 2);
        let (on_shard_1, later) = (Some(1 << 22), now() + 60_000);
        assert!(!shards.stall(1), "never held: nothing to stall");
        assert!(!shards.stalled(on_shard_1));
        shards.hold(1, later);
        assert!(shards.stall(1));
        assert!(!shards.serves(on_shard_1) && shards.stalled(on_shard_1));
        assert!(shards.release(1), "it was stalled");
        assert!(!shards.stalled(on_shard_1), "another process holds it: silent here");
    }
}
