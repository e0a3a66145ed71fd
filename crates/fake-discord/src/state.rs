//! The fake's shared state: everything the REST and gateway servers recorded and serve.

use std::collections::{BTreeMap, HashMap, HashSet};
use std::time::{Duration, Instant};

use serde_json::Value;

use crate::Recorded;
use crate::faults::Injected;
use crate::gateway::{Live, Session};
use crate::interactions::Interaction;

#[derive(Default)]
pub(crate) struct State {
    pub(crate) ws_url: String,
    pub(crate) requests: Vec<Recorded>,
    pub(crate) messages: BTreeMap<u64, Value>,
    pub(crate) interactions: HashMap<u64, Interaction>,
    pub(crate) tokens: HashMap<String, u64>,
    pub(crate) commands: HashMap<String, u64>,
    /// The commands as last registered (with their ids), whatever their type.
    pub(crate) registered: Vec<Value>,
    pub(crate) deleted_channels: HashSet<u64>,
    /// Threads opened with `POST /channels/{id}/threads`, by id, as Discord returned them.
    pub(crate) threads: BTreeMap<u64, Value>,
    pub(crate) next_thread: u64,
    pub(crate) next_message: u64,
    pub(crate) next_interaction: u64,
    pub(crate) next_conn: u64,
    /// What `GET /gateway/bot` answers as `shards`.
    pub(crate) shard_count: u32,
    /// Sessions by the connection that identified them (session id `fake-session-{conn}`).
    pub(crate) sessions: HashMap<u64, Session>,
    /// The live connections, by connection: as on Discord, two connections identified as one shard (two
    /// instances of a bot) both get that shard's events.
    pub(crate) live: BTreeMap<u64, Live>,
    /// The user of the last DM interaction: the recipient of DM_CHANNEL_ID.
    pub(crate) dm_recipient: Option<Value>,
    pub(crate) readies: u64,
    pub(crate) gateway_ops: Vec<u64>,
    pub(crate) callback_deadline: Duration,
    pub(crate) token_lifetime: Duration,
    /// An `Authorization` header every REST call answers 401 to (a token Discord rejects).
    pub(crate) rejected_auth: Option<String>,
    /// Injected faults: the next `times` requests of a method whose path ends with a given end get an error, a
    /// 429, or a late answer.
    pub(crate) faults: Vec<Injected>,
    /// A global rate limit in force: until when, the `retry_after` it announces, and its label.
    pub(crate) global_limit: Option<(Instant, Duration, Option<String>)>,
    /// The label given to the faults injected from now on (see [`crate::FakeDiscord::label_faults`]).
    pub(crate) fault_label: Option<String>,
    /// How many requests the faults of each label changed.
    pub(crate) fault_hits: std::collections::BTreeMap<String, u32>,
    /// Channels whose writes are refused: the Discord error code (50013 or 50001), and whether only the writes in
    /// their threads are.
    pub(crate) denied_writes: HashMap<u64, (u64, bool)>,
    /// How long before it reaches the bot Discord created an interaction (gateway lag).
    pub(crate) interaction_age: Duration,
    /// The channels and roles a test added to GUILD_ID (see `channels`).
    pub(crate) added: crate::channels::Added,
    /// Scheduled events the bot created, as Discord returned them.
    pub(crate) scheduled_events: Vec<Value>,
    /// The bot lacks Manage Events: creating a scheduled event is refused with 403 50013.
    pub(crate) events_denied: bool,
}
