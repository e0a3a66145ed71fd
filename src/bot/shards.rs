//! The shards this process serves and the leases among them it holds, which decide which games and servers are
//! this process's to act on.

use crate::store::shard_of;
use std::collections::BTreeSet;
use std::sync::Mutex;
use std::sync::atomic::{AtomicU64, Ordering};
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
        self.is_held(self.shard_of(guild))
    }

    /// The shards whose leases this process holds.
    pub fn held(&self) -> Vec<u32> {
        self.held.lock().expect("held lock").iter().copied().collect()
    }

    /// Whether this process holds the lease of `shard`.
    pub(super) fn is_held(&self, shard: u32) -> bool {
        self.held.lock().expect("held lock").contains(&shard)
    }

    pub(super) fn set_held(&self, shard: u32, held: bool) {
        let mut set = self.held.lock().expect("held lock");
        if held {
            set.insert(shard);
        } else {
            set.remove(&shard);
        }
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
