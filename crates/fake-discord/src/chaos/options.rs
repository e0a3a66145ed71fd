//! What a chaos run is asked to do, and the places its tables and tournaments play in.

use crate::{GUILD_ID, OTHER_CHANNEL_ID, OTHER_GUILD_ID};
use cuatro_store::Engine;
use std::time::Duration;

/// What to run.
#[derive(Debug, Clone)]
pub struct Options {
    /// Games played at once (one table each, in channels of their own; every fourth in a thread of its own, the second
    /// of every four in a group DM the bot is not in).
    pub games: usize,
    /// How long faults are injected and games played before the clean restart and the checks.
    pub duration: Duration,
    pub seed: u64,
    pub engine: Engine,
    /// Print each fault as it is injected.
    pub verbose: bool,
}

/// The guilds the tables play in, and the channel where a thread table gives its commands.
pub const GUILDS: [u64; 2] = [GUILD_ID, OTHER_GUILD_ID];
pub const THREAD_PARENT: u64 = OTHER_CHANNEL_ID;

/// The channels of the tournaments' Swiss and arena, on the second server (see `tournaments`).
pub const SWISS_CHANNEL: u64 = 3_900_000_000_000_000_600;
pub const ARENA_CHANNEL: u64 = 3_900_000_000_000_000_601;
pub const TOURNAMENT_CHANNELS: [u64; 2] = [SWISS_CHANNEL, ARENA_CHANNEL];
