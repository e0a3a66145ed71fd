//! The fake's shared state, and the types of what it holds: everything the REST and gateway servers recorded and
//! serve.

use std::collections::{BTreeMap, HashMap, HashSet};
use std::time::{Duration, Instant};

use serde_json::Value;

use tokio::sync::mpsc::UnboundedSender;
use tokio_tungstenite::tungstenite::Message as WsMessage;

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
    /// Threads opened with `POST /channels/{id}/threads`, by id, as Discord returned them (archived as the bot
    /// archived them).
    pub(crate) threads: BTreeMap<u64, Value>,
    /// Channels under which the bot may not open threads (see [`crate::FakeDiscord::deny_threads`]).
    pub(crate) threads_denied: HashSet<u64>,
    /// The server's limit of active threads, when a test lowered Discord's.
    pub(crate) active_thread_limit: Option<usize>,
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
    pub(crate) added: Added,
    /// Scheduled events the bot created, as Discord returned them.
    pub(crate) scheduled_events: Vec<Value>,
    /// The bot lacks Manage Events: creating a scheduled event is refused with 403 50013.
    pub(crate) events_denied: bool,
}

/// One REST request the bot made.
#[derive(Clone, Debug)]
pub struct Recorded {
    pub method: String,
    pub path: String,
    /// The JSON body, `Null` if empty or not JSON.
    pub body: Value,
    pub auth: Option<String>,
    pub at: Instant,
    /// The status the fake answered with.
    pub status: u16,
    /// The files of a multipart request (`files[n]` parts), with the bytes as sent.
    pub files: Vec<Upload>,
}

/// A file uploaded in a multipart request.
#[derive(Clone, Debug)]
pub struct Upload {
    /// The form field: `files[0]`.
    pub field: String,
    pub filename: String,
    pub content_type: String,
    pub bytes: Vec<u8>,
}

/// An interaction the fake sent, and what the bot did with it.
#[derive(Debug)]
pub(crate) struct Interaction {
    pub(crate) channel: u64,
    pub(crate) sent_at: Instant,
    pub(crate) component: bool,
    pub(crate) callback: Option<Value>,
    pub(crate) original: Option<u64>,
    pub(crate) deferred_flags: Option<u64>,
    /// The event as sent, and the shard it went to (see [`FakeDiscord::deliver_again`]).
    pub(crate) payload: Value,
    pub(crate) shard: u32,
}

/// What the fake does to a request an injected fault matches.
#[derive(Clone, Copy, Debug)]
pub(crate) enum Fault {
    /// Answers `status` with Discord error `code` (status 0: the connection closes unanswered).
    Fail { status: u16, code: u64 },
    /// A route (bucket) 429 announcing `retry_after`.
    RateLimit { retry_after: Duration },
    /// Waits this long, then answers as usual.
    Delay(Duration),
    /// Handles the request as usual (a message is created, an edit is made), then closes the connection without
    /// answering: the bot sees a network error for a request Discord applied.
    ApplyThenDrop,
}

/// A fault for the next `times` requests of `method` whose path ends with `path_end`, and the label its hits are
/// counted under.
pub(crate) struct Injected {
    pub(crate) method: String,
    pub(crate) path_end: String,
    pub(crate) times: u32,
    pub(crate) fault: Fault,
    pub(crate) label: Option<String>,
}

/// A gateway session, opened by one IDENTIFY: the shard it identified as and its own sequence counter.
pub(crate) struct Session {
    pub(crate) shard: u32,
    pub(crate) total: u32,
    pub(crate) seq: u64,
    /// The last dispatches sent in the session (sequence number, frame), replayed after a RESUME that missed
    /// them, as Discord does: events sent just before a connection closed are not lost to a client that resumes.
    pub(crate) recent: std::collections::VecDeque<(u64, String)>,
}

/// How many of a session's last dispatches a RESUME can replay.
pub(crate) const REPLAYABLE: usize = 256;

/// A connection serving a shard, and the session it carries (its own after IDENTIFY, the resumed one after
/// RESUME).
pub(crate) struct Live {
    pub(crate) shard: u32,
    pub(crate) session: u64,
    pub(crate) tx: UnboundedSender<WsMessage>,
}

/// The channels and roles tests added to GUILD_ID, sent with it from then on.
#[derive(Default)]
pub(crate) struct Added {
    pub(crate) channels: BTreeMap<u64, Value>,
    pub(crate) roles: Vec<Value>,
}
