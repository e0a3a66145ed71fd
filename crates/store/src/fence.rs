//! The fence a store checks on every game write: which shard a game is on, and which lease owner may write it.

/// Discord's shard of a server: `(guild_id >> 22) % total`; direct messages go to shard 0.
pub fn shard_of(guild: Option<u64>, total: u32) -> u32 {
    guild.map_or(0, |g| ((g >> 22) % u64::from(total.max(1))) as u32)
}

/// What a fenced store checks on every game write: the lease of the game's shard belongs to `owner`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Fence {
    /// This process's lease owner name (unique per process start).
    pub owner: String,
    /// The shard count the leases are taken for.
    pub total: u32,
}

impl Fence {
    /// The shard of a game's server under this fence's total.
    pub fn shard_of(&self, guild: Option<u64>) -> u32 {
        shard_of(guild, self.total)
    }
}

/// The SQL condition of a fenced game write on PostgreSQL. Its parameters, from `$first` on, are the lease's
/// total, the game's shard, this process's owner name and the writer's `now`, in that order.
///
/// The lease is the writer's and has not expired, and its row stays share-locked until the write commits. A
/// takeover (an update of that row) therefore waits for a write under way, and the successor's restore, which
/// follows its takeover, sees that write; a write that starts after a takeover sees the new owner and writes
/// nothing.
pub(super) fn postgres_guard(first: usize) -> String {
    let [total, shard, owner, now] = [first, first + 1, first + 2, first + 3];
    format!(
        "EXISTS (SELECT 1 FROM shard_leases WHERE total = ${total} AND shard = ${shard} AND owner = ${owner}
                 AND expires_at > ${now} FOR SHARE)"
    )
}

/// The SQL condition of a fenced game write on SQLite, with the parameters of [`postgres_guard`]: the lease is the
/// writer's and has not expired. No row lock is needed: a write transaction takes the database's write lock when
/// it begins (`BEGIN IMMEDIATE`), so no takeover commits between the check and the write.
pub(super) fn sqlite_guard(first: usize) -> String {
    let [total, shard, owner, now] = [first, first + 1, first + 2, first + 3];
    format!(
        "EXISTS (SELECT 1 FROM shard_leases WHERE total = ${total} AND shard = ${shard} AND owner = ${owner}
                 AND expires_at > ${now})"
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn shards_follow_discords_formula() {
        assert_eq!(shard_of(None, 4), 0, "direct messages go to shard 0");
        assert_eq!(shard_of(Some(2000000000000000002), 2), 1);
        assert_eq!(shard_of(Some(5 << 22), 4), 1);
        assert_eq!(shard_of(Some(123), 1), 0);
        assert_eq!(shard_of(Some(7 << 22), 0), 0, "a zero total counts as one shard");
    }

    #[test]
    fn the_guard_checks_owner_and_expiry_and_share_locks_the_lease_on_postgresql() {
        let postgres = postgres_guard(19);
        assert!(postgres.contains("owner = $21") && postgres.contains("expires_at > $22"), "{postgres}");
        assert!(postgres.ends_with("FOR SHARE)"), "{postgres}");
        let sqlite = sqlite_guard(19);
        assert!(sqlite.contains("total = $19 AND shard = $20") && sqlite.contains("expires_at > $22"), "{sqlite}");
        assert!(!sqlite.contains("FOR SHARE"), "SQLite has no row locks: {sqlite}");
    }
}
