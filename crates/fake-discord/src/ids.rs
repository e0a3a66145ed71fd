//! The fake's fixed ids and values: the application, its guilds and channels, snowflake bases.

pub const APP_ID: u64 = 1000000000000000001;
pub const GUILD_ID: u64 = 2000000000000000002;
pub const CHANNEL_ID: u64 = 3000000000000000003;
pub const DM_CHANNEL_ID: u64 = 3900000000000000039;
/// A group DM between users, the bot not in it (the app installed by its users): interactions come with context 2
/// and no guild, and every channel call is refused with 50001 Missing Access. The [`GROUP_DMS`] ids from it on are
/// group DMs alike.
pub const GROUP_DM_CHANNEL_ID: u64 = 3800000000000000038;
/// How many channel ids from GROUP_DM_CHANNEL_ID on are group DMs.
pub const GROUP_DMS: u64 = 1000;

/// Whether `channel` is one of the group DMs the bot is not in.
pub fn is_group_dm(channel: u64) -> bool {
    (GROUP_DM_CHANNEL_ID..GROUP_DM_CHANNEL_ID + GROUP_DMS).contains(&channel)
}
/// A second guild. With two shards it is on shard 0 and GUILD_ID on shard 1 (see [`shard_of`](crate::shard_of)).
pub const OTHER_GUILD_ID: u64 = 2600000000000000026;
/// The text channel of OTHER_GUILD_ID (every other non-DM channel id belongs to GUILD_ID).
pub const OTHER_CHANNEL_ID: u64 = 3600000000000000036;
/// The fake's guilds, in the order READY lists them: (id, name, text channel).
pub(crate) const GUILDS: [(u64, &str, u64); 2] =
    [(GUILD_ID, "Fake Guild", CHANNEL_ID), (OTHER_GUILD_ID, "Other Guild", OTHER_CHANNEL_ID)];
pub(crate) const MESSAGE_BASE: u64 = 7000000000000000000;
/// Discord's epoch (2015-01-01) in Unix milliseconds: a snowflake's top 42 bits count from it.
pub const DISCORD_EPOCH_MS: u64 = 1420070400000;
pub(crate) const COMMAND_BASE: u64 = 6000000000000000000;
pub(crate) const THREAD_BASE: u64 = 3100000000000000000;
/// Scheduled events the bot creates get ids from here.
pub(crate) const EVENT_BASE: u64 = 6100000000000000000;
pub(crate) const JOINED_AT: &str = "2024-01-01T00:00:00+00:00";

/// How long the fake waits for what a test asks of it (a live shard, a request, a callback).
pub(crate) const WAIT: std::time::Duration = std::time::Duration::from_secs(10);
