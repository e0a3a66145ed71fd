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
}
