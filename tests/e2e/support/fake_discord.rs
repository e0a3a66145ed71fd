//! Loopback fake of Discord's REST API and gateway that a real serenity + poise client connects to.
#![allow(dead_code)]

/// Discord's checks on a command registration (a file beside this one: the examples that include this file by
/// path get it too).
#[path = "command_rules.rs"]
pub mod command_rules;

use std::collections::{BTreeMap, HashMap, HashSet};
use std::sync::{Arc, Mutex, MutexGuard};
use std::time::{Duration, Instant};

use futures_util::{SinkExt, StreamExt};
use serde_json::{Value, json};
use serenity::all::Permissions;
use tokio::io::{AsyncBufReadExt, AsyncReadExt, AsyncWriteExt, BufReader};
use tokio::net::{TcpListener, TcpStream};
use tokio::sync::mpsc::{UnboundedSender, unbounded_channel};
use tokio::task::JoinHandle;
use tokio_tungstenite::tungstenite::Message as WsMessage;
use tokio_tungstenite::tungstenite::protocol::CloseFrame;

pub const APP_ID: u64 = 1000000000000000001;
pub const GUILD_ID: u64 = 2000000000000000002;
pub const CHANNEL_ID: u64 = 3000000000000000003;
pub const DM_CHANNEL_ID: u64 = 3900000000000000039;
/// A second guild. With two shards it is on shard 0 and GUILD_ID on shard 1 (see [`shard_of`]).
pub const OTHER_GUILD_ID: u64 = 2600000000000000026;
/// The text channel of OTHER_GUILD_ID (every other non-DM channel id belongs to GUILD_ID).
pub const OTHER_CHANNEL_ID: u64 = 3600000000000000036;
/// The fake's guilds, in the order READY lists them: (id, name, text channel).
const GUILDS: [(u64, &str, u64); 2] =
    [(GUILD_ID, "Fake Guild", CHANNEL_ID), (OTHER_GUILD_ID, "Other Guild", OTHER_CHANNEL_ID)];
const MESSAGE_BASE: u64 = 7000000000000000000;
/// Discord's epoch (2015-01-01) in Unix milliseconds: a snowflake's top 42 bits count from it.
pub const DISCORD_EPOCH_MS: u64 = 1420070400000;
const COMMAND_BASE: u64 = 6000000000000000000;
const THREAD_BASE: u64 = 3100000000000000000;
const EPHEMERAL: u64 = 64;
const WAIT: Duration = Duration::from_secs(10);
const JOINED_AT: &str = "2024-01-01T00:00:00+00:00";

/// A user who invokes commands or clicks buttons.
#[derive(Clone, Debug)]
pub struct FakeUser {
    pub id: u64,
    pub name: String,
    pub bot: bool,
    /// Member permissions in the fake guild (bits).
    pub permissions: u64,
    pub locale: String,
}

impl FakeUser {
    /// A plain member: can see and write, cannot manage the guild.
    pub fn new(id: u64, name: &str) -> Self {
        let permissions = member_permissions().bits();
        Self { id, name: name.to_string(), bot: false, permissions, locale: "en-US".into() }
    }

    /// Adds MANAGE_GUILD and MANAGE_MESSAGES.
    pub fn admin(mut self) -> Self {
        self.permissions |= (Permissions::MANAGE_GUILD | Permissions::MANAGE_MESSAGES).bits();
        self
    }

    /// Sets the user's client locale (the interaction's `locale`).
    pub fn locale(mut self, locale: &str) -> Self {
        self.locale = locale.to_string();
        self
    }

    /// Marks the user as a bot account.
    pub fn bot(mut self) -> Self {
        self.bot = true;
        self
    }

    /// The user as a Discord User object.
    pub fn json(&self) -> Value {
        json!({"id": self.id.to_string(), "username": self.name, "global_name": self.name, "bot": self.bot})
    }

    fn member_json(&self) -> Value {
        json!({"user": self.json(), "roles": [], "deaf": false, "mute": false, "flags": 0,
               "joined_at": JOINED_AT, "permissions": self.permissions.to_string()})
    }
}

/// A slash-command option value.
#[derive(Clone, Debug)]
pub enum Opt {
    Str(String),
    Int(i64),
    Bool(bool),
    User(FakeUser),
    /// A channel option (type 7) naming this channel id (a thread the fake opened resolves as a thread).
    Channel(u64),
}

impl From<&str> for Opt {
    fn from(s: &str) -> Self {
        Opt::Str(s.to_string())
    }
}
impl From<i64> for Opt {
    fn from(n: i64) -> Self {
        Opt::Int(n)
    }
}
impl From<bool> for Opt {
    fn from(b: bool) -> Self {
        Opt::Bool(b)
    }
}
impl From<FakeUser> for Opt {
    fn from(u: FakeUser) -> Self {
        Opt::User(u)
    }
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
struct Interaction {
    channel: u64,
    sent_at: Instant,
    component: bool,
    callback: Option<Value>,
    original: Option<u64>,
    deferred_flags: Option<u64>,
}

type Reply = (u16, Option<Value>);

/// A gateway session, opened by one IDENTIFY: the shard it identified as and its own sequence counter.
struct Session {
    shard: u32,
    total: u32,
    seq: u64,
    /// The last dispatches sent in the session (sequence number, frame), replayed after a RESUME that missed
    /// them, as Discord does: events sent just before a connection closed are not lost to a client that resumes.
    recent: std::collections::VecDeque<(u64, String)>,
}

/// How many of a session's last dispatches a RESUME can replay.
const REPLAYABLE: usize = 256;

/// A connection serving a shard, and the session it carries (its own after IDENTIFY, the resumed one after
/// RESUME).
struct Live {
    shard: u32,
    session: u64,
    tx: UnboundedSender<WsMessage>,
}

#[derive(Default)]
struct State {
    ws_url: String,
    requests: Vec<Recorded>,
    messages: BTreeMap<u64, Value>,
    interactions: HashMap<u64, Interaction>,
    tokens: HashMap<String, u64>,
    commands: HashMap<String, u64>,
    deleted_channels: HashSet<u64>,
    /// Threads opened with `POST /channels/{id}/threads`, by id, as Discord returned them.
    threads: BTreeMap<u64, Value>,
    next_thread: u64,
    next_message: u64,
    next_interaction: u64,
    next_conn: u64,
    /// What `GET /gateway/bot` answers as `shards`.
    shard_count: u32,
    /// Sessions by the connection that identified them (session id `fake-session-{conn}`).
    sessions: HashMap<u64, Session>,
    /// The live connections, by connection: as on Discord, two connections identified as one shard (two
    /// instances of a bot) both get that shard's events.
    live: BTreeMap<u64, Live>,
    /// The user of the last DM interaction: the recipient of DM_CHANNEL_ID.
    dm_recipient: Option<Value>,
    readies: u64,
    gateway_ops: Vec<u64>,
    callback_deadline: Duration,
    token_lifetime: Duration,
    /// An `Authorization` header every REST call answers 401 to (a token Discord rejects).
    rejected_auth: Option<String>,
    /// Injected faults: the next `times` requests of a method whose path ends with a given end get an error, a
    /// 429, or a late answer.
    faults: Vec<Injected>,
    /// A global rate limit in force: until when, and the `retry_after` it announces.
    global_limit: Option<(Instant, Duration)>,
    /// Channels whose writes are refused: the Discord error code (50013 or 50001), and whether only the writes in
    /// their threads are.
    denied_writes: HashMap<u64, (u64, bool)>,
    /// How long before it reaches the bot Discord created an interaction (gateway lag).
    interaction_age: Duration,
}

/// What the fake does to a request an injected fault matches.
#[derive(Clone, Copy, Debug)]
enum Fault {
    /// Answers `status` with Discord error `code` (status 0: the connection closes unanswered).
    Fail { status: u16, code: u64 },
    /// A route (bucket) 429 announcing `retry_after`.
    RateLimit { retry_after: Duration },
    /// Waits this long, then answers as usual.
    Delay(Duration),
}

/// A fault for the next `times` requests of `method` whose path ends with `path_end`.
struct Injected {
    method: String,
    path_end: String,
    times: u32,
    fault: Fault,
}

struct Inner {
    state: Mutex<State>,
    rest_port: u16,
    tasks: Mutex<Vec<JoinHandle<()>>>,
}

/// The fake Discord; clones share one server.
#[derive(Clone)]
pub struct FakeDiscord {
    inner: Arc<Inner>,
}

impl FakeDiscord {
    /// Binds REST and gateway listeners on 127.0.0.1 and starts serving.
    pub async fn start() -> FakeDiscord {
        let rest = TcpListener::bind("127.0.0.1:0").await.expect("bind REST");
        let ws = TcpListener::bind("127.0.0.1:0").await.expect("bind gateway");
        let state = State {
            ws_url: format!("ws://{}", ws.local_addr().unwrap()),
            callback_deadline: Duration::from_secs(3),
            shard_count: 1,
            token_lifetime: Duration::from_secs(15 * 60),
            ..State::default()
        };
        let inner = Inner {
            state: Mutex::new(state),
            rest_port: rest.local_addr().unwrap().port(),
            tasks: Mutex::new(Vec::new()),
        };
        let fake = FakeDiscord { inner: Arc::new(inner) };
        let tasks = vec![fake.spawn_accept(rest, false), fake.spawn_accept(ws, true)];
        *fake.inner.tasks.lock().unwrap() = tasks;
        fake
    }

    pub fn api_proxy(&self) -> String {
        format!("http://127.0.0.1:{}", self.inner.rest_port)
    }

    pub fn set_callback_deadline(&self, deadline: Duration) {
        self.lock().callback_deadline = deadline;
    }

    /// Every REST call authorised with this bot token gets 401, as Discord answers a revoked token.
    pub fn reject_token(&self, token: &str) {
        self.lock().rejected_auth = Some(format!("Bot {token}"));
    }

    /// The next `times` REST requests of `method` whose path ends with `path_end` fail with HTTP `status` and
    /// Discord error `code`, e.g. `("PUT", "/commands", 2, 500, 0)`; status 0 closes the connection unanswered
    /// (a network error).
    pub fn fail_requests(&self, method: &str, path_end: &str, times: u32, status: u16, code: u64) {
        self.inject(method, path_end, times, Fault::Fail { status, code });
    }

    /// The next `times` REST requests of `method` whose path ends with `path_end` get a route 429: Discord's
    /// body (`retry_after` in seconds, `global: false`) and its `Retry-After` and `X-RateLimit-*` headers.
    pub fn rate_limit(&self, method: &str, path_end: &str, times: u32, retry_after: Duration) {
        self.inject(method, path_end, times, Fault::RateLimit { retry_after });
    }

    /// A global rate limit from now on, for `retry_after`: every REST request but the interaction endpoints
    /// (callbacks and `/webhooks/`, which Discord keeps out of the global limit) gets a global 429.
    pub fn rate_limit_globally(&self, retry_after: Duration) {
        self.lock().global_limit = Some((Instant::now() + retry_after, retry_after));
    }

    /// The next `times` REST requests of `method` whose path ends with `path_end` are answered `delay` late
    /// (the fake waits, then handles the request as usual: a late interaction callback then gets 10062).
    pub fn delay_requests(&self, method: &str, path_end: &str, times: u32, delay: Duration) {
        self.inject(method, path_end, times, Fault::Delay(delay));
    }

    /// Until [`FakeDiscord::allow_writes`], the bot's own writes in `channel` (POST and PATCH of messages, opening
    /// a thread) and in the threads under it get 403 with `code`: 50013 Missing Permissions (it lost Send
    /// Messages) or 50001 Missing Access (it lost View Channel). Interactions in `channel` show the loss in
    /// `app_permissions`; interaction responses and followups still work, as on Discord.
    pub fn deny_writes(&self, channel: u64, code: u64) {
        assert!(matches!(code, 50013 | 50001), "a permission error code");
        self.lock().denied_writes.insert(channel, (code, false));
    }

    /// Until [`FakeDiscord::allow_writes`], only the bot's messages in the threads under `channel` get 403 with
    /// `code` (it lost Send Messages in Threads): it still opens threads there.
    pub fn deny_thread_writes(&self, channel: u64, code: u64) {
        assert!(matches!(code, 50013 | 50001), "a permission error code");
        self.lock().denied_writes.insert(channel, (code, true));
    }

    /// From now on, interactions reach the bot `age` after Discord created them (gateway lag): their snowflake
    /// ids and their 3 s deadline count from that earlier creation.
    pub fn set_interaction_age(&self, age: Duration) {
        self.lock().interaction_age = age;
    }

    /// Lifts [`FakeDiscord::deny_writes`] or [`FakeDiscord::deny_thread_writes`] on `channel`.
    pub fn allow_writes(&self, channel: u64) {
        self.lock().denied_writes.remove(&channel);
    }

    fn inject(&self, method: &str, path_end: &str, times: u32, fault: Fault) {
        let injected = Injected { method: method.into(), path_end: path_end.into(), times, fault };
        self.lock().faults.push(injected);
    }

    /// After this long, webhook calls with an interaction's token fail with 401 50027.
    pub fn set_token_lifetime(&self, lifetime: Duration) {
        self.lock().token_lifetime = lifetime;
    }

    /// What `GET /gateway/bot` answers as `shards` (default 1).
    pub fn set_shard_count(&self, shards: u32) {
        assert!(shards > 0, "a bot has at least one shard");
        self.lock().shard_count = shards;
    }

    /// Waits until a connected shard has received READY (a client that shut down no longer counts).
    pub async fn wait_ready(&self) {
        self.wait_shards_ready(1).await
    }

    /// Waits until `n` distinct shards are live, each having received READY on its session.
    pub async fn wait_shards_ready(&self, n: usize) {
        self.wait_for(WAIT, &format!("READY on {n} shards"), || {
            let st = self.lock();
            // Every live connection carries a session that got READY when it identified.
            (st.readies > 0 && st.live_shards().len() >= n).then_some(())
        })
        .await
    }

    /// The shard ids that have a live gateway connection, ascending.
    pub fn live_shards(&self) -> Vec<u32> {
        self.lock().live_shards().into_iter().collect()
    }

    /// How many live gateway connections serve shard `shard` (two when two instances identified as it).
    pub fn live_connections(&self, shard: u32) -> usize {
        self.lock().live.values().filter(|live| live.shard == shard).count()
    }

    /// The guild of `channel`: a thread's is its parent's, DM_CHANNEL_ID has none, OTHER_CHANNEL_ID is in
    /// OTHER_GUILD_ID and any other channel in GUILD_ID.
    pub fn guild_of(&self, channel: u64) -> Option<u64> {
        self.lock().guild_of(channel)
    }

    /// How many READY events were sent (one per IDENTIFY).
    pub fn readies(&self) -> u64 {
        self.lock().readies
    }

    /// Ops of every gateway frame received from the bot, in order (2 identify, 6 resume, 1 heartbeat).
    pub fn gateway_ops(&self) -> Vec<u64> {
        self.lock().gateway_ops.clone()
    }

    /// Body of the first PUT …/commands (global or guild).
    pub async fn wait_commands_registered(&self) -> Value {
        let put = self.wait_request(WAIT, |r| r.method == "PUT" && r.path.ends_with("/commands")).await;
        put.body
    }

    /// A slash command in CHANNEL_ID; `path` is `["ping"]` or `["group", "sub"]`, options go to the leaf.
    pub async fn slash(&self, user: &FakeUser, path: &[&str], options: Vec<(&str, Opt)>) -> u64 {
        self.slash_in(CHANNEL_ID, user, path, options).await
    }

    /// A slash command in the DM channel DM_CHANNEL_ID (context 1, `user` instead of `member`).
    pub async fn slash_dm(&self, user: &FakeUser, path: &[&str], options: Vec<(&str, Opt)>) -> u64 {
        self.slash_in(DM_CHANNEL_ID, user, path, options).await
    }

    /// A slash command in `channel` (a DM if `channel == DM_CHANNEL_ID`), sent to the shard of its guild.
    pub async fn slash_in(&self, channel: u64, user: &FakeUser, path: &[&str], options: Vec<(&str, Opt)>) -> u64 {
        let data = self.slash_data(channel, path, &options);
        self.send_interaction(None, 2, channel, user, data, None).await
    }

    /// [`FakeDiscord::slash_in`], but delivered to shard `shard` whatever the channel's guild.
    pub async fn slash_via_shard(
        &self,
        shard: u32,
        channel: u64,
        user: &FakeUser,
        path: &[&str],
        options: Vec<(&str, Opt)>,
    ) -> u64 {
        let data = self.slash_data(channel, path, &options);
        self.send_interaction(Some(shard), 2, channel, user, data, None).await
    }

    /// An autocomplete request (type 4) while `user` types `partial` into the string option `option`.
    pub async fn autocomplete(&self, user: &FakeUser, path: &[&str], option: &str, partial: &str) -> u64 {
        let mut data = self.command_data(path[0], 1);
        let leaf = vec![json!({"name": option, "type": 3, "value": partial, "focused": true})];
        data["options"] = nest_options(path, leaf);
        self.send_interaction(None, 4, CHANNEL_ID, user, data, None).await
    }

    /// A user context-menu command aimed at `target`.
    pub async fn user_command(&self, user: &FakeUser, name: &str, target: &FakeUser) -> u64 {
        let mut data = self.command_data(name, 2);
        data["target_id"] = json!(target.id.to_string());
        data["resolved"] = options_json(&[("target", Opt::User(target.clone()))], true, &BTreeMap::new()).1;
        self.send_interaction(None, 2, CHANNEL_ID, user, data, None).await
    }

    /// Clicks `custom_id` on stored message `message_id` (the id is not checked against the message); sent to
    /// the shard of the guild of the message's channel.
    pub async fn click(&self, user: &FakeUser, message_id: u64, custom_id: &str) -> u64 {
        self.click_to(None, user, message_id, custom_id).await
    }

    /// [`FakeDiscord::click`], but delivered to shard `shard` whatever the message's guild.
    pub async fn click_via_shard(&self, shard: u32, user: &FakeUser, message_id: u64, custom_id: &str) -> u64 {
        self.click_to(Some(shard), user, message_id, custom_id).await
    }

    async fn click_to(&self, shard: Option<u32>, user: &FakeUser, message_id: u64, custom_id: &str) -> u64 {
        let message = self.message(message_id).expect("click: no such stored message");
        let channel = id_of(&message["channel_id"]);
        let data = json!({"custom_id": custom_id, "component_type": 2});
        self.send_interaction(shard, 3, channel, user, data, Some(message)).await
    }

    /// The body of the accepted callback for interaction `id` (rejected ones are only in `requests()`).
    pub async fn response(&self, id: u64, timeout: Duration) -> Value {
        self.wait_for(timeout, &format!("callback of interaction {id}"), || {
            self.lock().interactions.get(&id)?.callback.clone()
        })
        .await
    }

    /// The message an interaction's response created or updated (its @original), if any yet.
    pub fn original_message(&self, interaction_id: u64) -> Option<u64> {
        self.lock().interactions.get(&interaction_id)?.original
    }

    /// Waits until a recorded request (past or future) satisfies `pred`.
    pub async fn wait_request(&self, timeout: Duration, pred: impl Fn(&Recorded) -> bool) -> Recorded {
        self.wait_for(timeout, "a matching request", || self.lock().requests.iter().find(|r| pred(r)).cloned()).await
    }

    /// Every REST request so far, in arrival order.
    pub fn requests(&self) -> Vec<Recorded> {
        self.lock().requests.clone()
    }

    /// A stored message as the bot would read it back.
    pub fn message(&self, id: u64) -> Option<Value> {
        self.lock().messages.get(&id).cloned()
    }

    /// All stored messages in creation order, ephemeral ones included.
    pub fn messages(&self) -> Vec<Value> {
        self.lock().messages.values().cloned().collect()
    }

    /// The newest non-ephemeral message in `channel`.
    pub fn last_message_in(&self, channel: u64) -> Option<Value> {
        let st = self.lock();
        let mut in_channel = st.messages.values().filter(|m| id_of(&m["channel_id"]) == channel);
        in_channel.rfind(|m| !is_ephemeral(m)).cloned()
    }

    /// Waits until `pred` holds for message `id`.
    pub async fn wait_message(&self, id: u64, timeout: Duration, pred: impl Fn(&Value) -> bool) -> Value {
        self.wait_for(timeout, &format!("message {id} to match"), || self.message(id).filter(|m| pred(m))).await
    }

    /// A moderator deletes the message: later REST on it gets 404 10008.
    pub fn delete_message(&self, id: u64) {
        self.lock().messages.remove(&id);
    }

    /// The channel is deleted: REST on it gets 404 10003 and CHANNEL_DELETE is dispatched (to its guild's shard).
    pub async fn delete_channel(&self, id: u64) {
        let guild = {
            let mut st = self.lock();
            st.deleted_channels.insert(id);
            st.messages.retain(|_, m| id_of(&m["channel_id"]) != id);
            st.guild_of(id)
        };
        let mut channel = json!({"id": id.to_string(), "type": 0, "name": "games"});
        if let Some(guild) = guild {
            channel["guild_id"] = json!(guild.to_string());
        }
        self.dispatch("CHANNEL_DELETE", channel).await;
    }

    /// The threads the bot opened, oldest first (channel objects as the fake returned them).
    pub fn threads(&self) -> Vec<Value> {
        self.lock().threads.values().cloned().collect()
    }

    /// The bot is removed from the fake guild GUILD_ID: GUILD_DELETE with `unavailable: false`.
    pub async fn remove_from_guild(&self) {
        self.remove_from_guild_in(GUILD_ID).await;
    }

    /// The bot is removed from `guild` (GUILD_ID or OTHER_GUILD_ID), on that guild's shard.
    pub async fn remove_from_guild_in(&self, guild: u64) {
        self.dispatch("GUILD_DELETE", json!({"id": guild.to_string(), "unavailable": false})).await;
    }

    /// The bot is added to the fake guild GUILD_ID again: GUILD_CREATE with the full guild.
    pub async fn add_to_guild(&self) {
        self.add_to_guild_in(GUILD_ID).await;
    }

    /// The bot is added to `guild` (GUILD_ID or OTHER_GUILD_ID) again, on that guild's shard.
    pub async fn add_to_guild_in(&self, guild: u64) {
        self.dispatch("GUILD_CREATE", guild_json(guild)).await;
    }

    /// Sends any dispatch event to the shard Discord would send it to (waits up to 10 s for that shard to be
    /// live): the shard of `data.guild_id`, of `data.id` for GUILD_* events, or of the guild of
    /// `data.channel_id`; events without a guild (DMs) go to shard 0.
    pub async fn dispatch(&self, event: &str, data: Value) {
        let what = format!("a live gateway connection for {event}");
        self.wait_for(WAIT, &what, || self.lock().dispatch_now(event, data.clone()).then_some(())).await
    }

    /// Sends a dispatch event to shard `shard` whatever its guild (waits up to 10 s for that shard to be live).
    pub async fn dispatch_to_shard(&self, shard: u32, event: &str, data: Value) {
        let what = format!("a live gateway connection for shard {shard}");
        self.wait_for(WAIT, &what, || self.lock().send_to_shard(shard, event, data.clone()).then_some(())).await
    }

    /// Closes shard 0's live gateway socket with `code` (the only one when the bot runs one shard).
    pub async fn disconnect(&self, code: u16) {
        self.disconnect_shard(0, code).await
    }

    /// Closes shard `shard`'s live gateway sockets (one per instance connected as that shard) with `code`.
    pub async fn disconnect_shard(&self, shard: u32, code: u16) {
        let closed = self.take_connections(shard).await;
        for live in closed {
            let frame = CloseFrame { code: code.into(), reason: "fake disconnect".into() };
            let _ = live.tx.send(WsMessage::Close(Some(frame)));
        }
    }

    /// `(custom_id, disabled, label)` of every button, row by row.
    pub fn buttons(message: &Value) -> Vec<Vec<(String, bool, String)>> {
        let rows = array(message, "components").iter();
        let button = |c: &Value| {
            let text = |k: &str| c[k].as_str().unwrap_or_default().to_string();
            (text("custom_id"), c["disabled"].as_bool().unwrap_or(false), text("label"))
        };
        rows.map(|row| array(row, "components").iter().filter(|c| c["type"] == 2).map(&button).collect()).collect()
    }

    /// Stops accepting connections and drops the live gateway sockets.
    pub async fn shutdown(&self) {
        self.inner.tasks.lock().unwrap().drain(..).for_each(|t| t.abort());
        self.lock().live.clear();
    }

    fn lock(&self) -> MutexGuard<'_, State> {
        self.inner.state.lock().unwrap_or_else(|e| e.into_inner())
    }

    async fn wait_for<T>(&self, timeout: Duration, what: &str, mut probe: impl FnMut() -> Option<T>) -> T {
        let start = Instant::now();
        loop {
            if let Some(found) = probe() {
                return found;
            }
            if start.elapsed() > timeout {
                panic!(
                    "fake discord: timed out after {timeout:?} waiting for {what}; recent requests:\n{}",
                    self.recent()
                );
            }
            tokio::time::sleep(Duration::from_millis(5)).await;
        }
    }

    fn recent(&self) -> String {
        let st = self.lock();
        let skip = st.requests.len().saturating_sub(30);
        let lines = st.requests.iter().skip(skip).map(|r| format!("  {} {} -> {}", r.method, r.path, r.status));
        lines.collect::<Vec<_>>().join("\n")
    }

    fn command_data(&self, name: &str, kind: u8) -> Value {
        let id = self.lock().commands.get(name).copied().unwrap_or(COMMAND_BASE + 999);
        json!({"id": id.to_string(), "name": name, "type": kind})
    }

    /// The `data` of a slash command interaction in `channel`.
    fn slash_data(&self, channel: u64, path: &[&str], options: &[(&str, Opt)]) -> Value {
        let (in_guild, threads) = {
            let st = self.lock();
            (st.guild_of(channel).is_some(), st.threads.clone())
        };
        let (mut data, leaf) = (self.command_data(path[0], 1), options_json(options, in_guild, &threads));
        data["resolved"] = leaf.1;
        data["options"] = nest_options(path, leaf.0);
        data
    }

    /// Sends an interaction in `channel` to `shard`, or to the shard of the channel's guild if `None`.
    async fn send_interaction(
        &self,
        shard: Option<u32>,
        kind: u8,
        channel: u64,
        user: &FakeUser,
        data: Value,
        message: Option<Value>,
    ) -> u64 {
        let (id, token, guild, thread, permissions) = {
            let mut st = self.lock();
            let (id, token) = st.next_interaction_id();
            if channel == DM_CHANNEL_ID {
                st.dm_recipient = Some(user.json());
            }
            (id, token, st.guild_of(channel), st.threads.get(&channel).cloned(), st.app_permissions(channel))
        };
        let mut payload = interaction_json(id, &token, kind, channel, guild, user);
        payload["app_permissions"] = json!(permissions.bits().to_string());
        if let Some(thread) = thread {
            payload["channel"] = thread;
        }
        payload["data"] = data;
        let original = message.as_ref().map(|m| id_of(&m["id"]));
        if let Some(message) = message {
            payload["message"] = message;
        }
        let what = match shard {
            Some(shard) => format!("a live gateway connection for shard {shard}"),
            None => format!("a live gateway connection for the shard of guild {guild:?}"),
        };
        self.wait_for(WAIT, &what, || {
            let mut st = self.lock();
            let shard = shard.unwrap_or_else(|| st.shard_for(guild));
            st.live_shards().contains(&shard).then_some(())?;
            let record = Interaction {
                channel,
                sent_at: Instant::now().checked_sub(st.interaction_age).unwrap_or_else(Instant::now),
                component: kind == 3,
                callback: None,
                original,
                deferred_flags: None,
            };
            st.interactions.insert(id, record);
            st.tokens.insert(token.clone(), id);
            st.send_to_shard(shard, "INTERACTION_CREATE", payload.clone()).then_some(id)
        })
        .await
    }

    fn spawn_accept(&self, listener: TcpListener, gateway: bool) -> JoinHandle<()> {
        let fake = self.clone();
        tokio::spawn(async move {
            while let Ok((stream, _)) = listener.accept().await {
                let fake = fake.clone();
                if gateway {
                    tokio::spawn(fake.serve_gateway(stream));
                } else {
                    tokio::spawn(fake.serve_http(stream));
                }
            }
        })
    }

    async fn serve_http(self, stream: TcpStream) {
        // Header and body go out in two writes: without this, the body waits for a delayed ACK (~40 ms).
        let _ = stream.set_nodelay(true);
        let mut reader = BufReader::new(stream);
        while let Some(request) = read_request(&mut reader).await {
            if let Some(delay) = self.delay_for(&request) {
                tokio::time::sleep(delay).await;
            }
            let answer = self.handle(&request);
            if answer.status == 0 {
                break;
            }
            let sent = write_response(reader.get_mut(), &answer).await;
            if sent.is_err() || request.close {
                break;
            }
        }
    }

    /// The delay an injected [`Fault::Delay`] puts on `request` (used up here).
    fn delay_for(&self, request: &HttpRequest) -> Option<Duration> {
        let path = request.path.split('?').next().unwrap_or_default();
        let mut st = self.lock();
        let delayed = |f: &&mut Injected| matches!(f.fault, Fault::Delay(_)) && f.matches(&request.method, path);
        let injected = st.faults.iter_mut().find(delayed)?;
        injected.times -= 1;
        match injected.fault {
            Fault::Delay(delay) => Some(delay),
            _ => None,
        }
    }

    fn handle(&self, request: &HttpRequest) -> Answer {
        let path = request.path.split('?').next().unwrap_or_default();
        let (body, files) = match multipart_boundary(request.content_type.as_deref()) {
            Some(boundary) => read_multipart(&request.body, &boundary),
            None => (serde_json::from_slice(&request.body).unwrap_or(Value::Null), Vec::new()),
        };
        let mut st = self.lock();
        let rejected = st.rejected_auth.is_some() && request.auth == st.rejected_auth;
        let fault =
            st.faults.iter_mut().find(|f| !matches!(f.fault, Fault::Delay(_)) && f.matches(&request.method, path)).map(
                |f| {
                    f.times -= 1;
                    f.fault
                },
            );
        let route = path.strip_prefix("/api/v10/");
        // Discord keeps the interaction endpoints out of the global rate limit.
        let interaction_route = route.is_some_and(|r| r.starts_with("interactions/") || r.starts_with("webhooks/"));
        let global = st.global_limit.filter(|(until, _)| Instant::now() < *until && !interaction_route);
        let answer = match (route, fault) {
            _ if rejected => Answer::from(error(401, 0, "401: Unauthorized")),
            _ if global.is_some() => rate_limited(global.unwrap().1, true),
            (_, Some(Fault::Fail { status, code })) => Answer::from(error(status, code, status_message(status))),
            (_, Some(Fault::RateLimit { retry_after })) => rate_limited(retry_after, false),
            (Some(route), _) => {
                let segs: Vec<&str> = route.split('/').collect();
                let reply = match st.write_denied(&request.method, &segs) {
                    Some(code) => {
                        error(403, code, if code == 50001 { "Missing Access" } else { "Missing Permissions" })
                    }
                    None => st.route(&request.method, &segs, body.clone()),
                };
                Answer::from(reply)
            }
            (None, _) => Answer::from(unknown_route()),
        };
        let (method, auth, at) = (request.method.clone(), request.auth.clone(), Instant::now());
        let status = answer.status;
        st.requests.push(Recorded { method, path: path.to_string(), body, auth, at, status, files });
        answer
    }

    async fn serve_gateway(self, stream: TcpStream) {
        let Ok(socket) = tokio_tungstenite::accept_async(stream).await else { return };
        let (mut sink, mut source) = socket.split();
        let (tx, mut rx) = unbounded_channel::<WsMessage>();
        tokio::spawn(async move {
            while let Some(frame) = rx.recv().await {
                let close = matches!(frame, WsMessage::Close(_));
                if sink.send(frame).await.is_err() || close {
                    break;
                }
            }
        });
        let conn = {
            let mut st = self.lock();
            st.next_conn += 1;
            st.next_conn
        };
        let _ = tx.send(text_frame(json!({"op": 10, "d": {"heartbeat_interval": 41250}})));
        // Keep reading after a Close so tungstenite flushes its Close reply (serenity waits for it).
        while let Some(Ok(frame)) = source.next().await {
            match frame {
                WsMessage::Text(text) => self.lock().on_gateway_frame(conn, &tx, &text),
                WsMessage::Close(_) => self.lock().drop_live(conn),
                _ => {}
            }
        }
        self.lock().drop_live(conn);
    }
}

impl State {
    /// Forgets `conn` as a live connection (other connections keep theirs).
    fn drop_live(&mut self, conn: u64) {
        self.live.remove(&conn);
    }

    /// The shard ids with at least one live connection.
    fn live_shards(&self) -> std::collections::BTreeSet<u32> {
        self.live.values().map(|live| live.shard).collect()
    }

    /// See [`FakeDiscord::guild_of`].
    fn guild_of(&self, channel: u64) -> Option<u64> {
        match self.threads.get(&channel) {
            Some(thread) => Some(id_of(&thread["guild_id"])),
            None if channel == DM_CHANNEL_ID => None,
            None if channel == OTHER_CHANNEL_ID => Some(OTHER_GUILD_ID),
            None => Some(GUILD_ID),
        }
    }

    /// The shard count the live connections identified with (`GET /gateway/bot`'s before any connects).
    fn shard_total(&self) -> u32 {
        let identified = self.live.values().find_map(|live| self.sessions.get(&live.session)).map(|s| s.total);
        identified.unwrap_or(self.shard_count).max(1)
    }

    /// The shard Discord sends events of `guild` to; events without a guild go to shard 0.
    fn shard_for(&self, guild: Option<u64>) -> u32 {
        guild.map_or(0, |guild| shard_of(guild, self.shard_total()))
    }

    /// The guild of a dispatch: its `guild_id`, a GUILD_* event's `id`, or the guild of its `channel_id`.
    fn guild_of_event(&self, event: &str, data: &Value) -> Option<u64> {
        let field = |key: &str| data.get(key).map(id_of).filter(|id| *id != 0);
        if let Some(guild) = field("guild_id") {
            return Some(guild);
        }
        if event.starts_with("GUILD_") {
            return field("id");
        }
        field("channel_id").and_then(|channel| self.guild_of(channel))
    }

    /// A new interaction's id and token. The id is a snowflake of the current time, as Discord's are (a bot may
    /// read the interaction's creation time from it), with the counter as its low bits.
    fn next_interaction_id(&mut self) -> (u64, String) {
        self.next_interaction += 1;
        let created = std::time::SystemTime::now() - self.interaction_age;
        let created = created.duration_since(std::time::UNIX_EPOCH).unwrap().as_millis() as u64;
        let id = ((created - DISCORD_EPOCH_MS) << 22) | (self.next_interaction & 0x3f_ffff);
        (id, format!("tok-{}", self.next_interaction))
    }

    /// Sends a dispatch to the shard Discord routes it to (see [`FakeDiscord::dispatch`]); false if not live.
    fn dispatch_now(&mut self, event: &str, data: Value) -> bool {
        let shard = self.shard_for(self.guild_of_event(event, &data));
        self.send_to_shard(shard, event, data)
    }

    /// Sends a dispatch on every live connection of `shard`, each with the next sequence number of its session;
    /// false if none is live.
    fn send_to_shard(&mut self, shard: u32, event: &str, data: Value) -> bool {
        let conns: Vec<u64> = self.live.iter().filter(|(_, live)| live.shard == shard).map(|(&c, _)| c).collect();
        let mut sent = false;
        for conn in conns {
            sent |= self.send_on(conn, event, data.clone());
        }
        sent
    }

    /// Sends a dispatch on live connection `conn` with the next sequence number of its session.
    fn send_on(&mut self, conn: u64, event: &str, data: Value) -> bool {
        let Some(live) = self.live.get(&conn) else { return false };
        let Some(session) = self.sessions.get_mut(&live.session) else { return false };
        session.seq += 1;
        let frame = json!({"op": 0, "s": session.seq, "t": event, "d": data}).to_string();
        if session.recent.len() == REPLAYABLE {
            session.recent.pop_front();
        }
        session.recent.push_back((session.seq, frame.clone()));
        live.tx.send(WsMessage::Text(frame)).is_ok()
    }

    fn on_gateway_frame(&mut self, conn: u64, tx: &UnboundedSender<WsMessage>, text: &str) {
        let frame: Value = serde_json::from_str(text).unwrap_or_default();
        let op = frame["op"].as_u64().unwrap_or(u64::MAX);
        self.gateway_ops.push(op);
        match op {
            1 => drop(tx.send(text_frame(json!({"op": 11})))),
            2 => self.identify(conn, tx, &frame["d"]["shard"]),
            6 => {
                let session = frame["d"]["session_id"].as_str().and_then(|s| s.strip_prefix("fake-session-"));
                let session = session.and_then(|s| s.parse::<u64>().ok());
                match session.and_then(|session| Some((session, self.sessions.get(&session)?.shard))) {
                    Some((session, shard)) => {
                        // The session moves to this connection (a connection it left is closed already).
                        self.live.retain(|_, live| live.session != session);
                        self.live.insert(conn, Live { shard, session, tx: tx.clone() });
                        // The dispatches the client had not received when its connection closed come first.
                        let seen = frame["d"]["seq"].as_u64().unwrap_or(0);
                        let missed: Vec<String> = self.sessions[&session]
                            .recent
                            .iter()
                            .filter(|(seq, _)| *seq > seen)
                            .map(|(_, frame)| frame.clone())
                            .collect();
                        for frame in missed {
                            let _ = tx.send(WsMessage::Text(frame));
                        }
                        self.send_on(conn, "RESUMED", json!({}));
                    }
                    // Invalid Session, not resumable: the client identifies again.
                    None => drop(tx.send(text_frame(json!({"op": 9, "d": false})))),
                }
            }
            _ => {}
        }
    }

    /// IDENTIFY as `shard` (`[id, total]`, absent for an unsharded bot): a new session, READY listing the
    /// guilds of that shard, then one GUILD_CREATE per guild.
    fn identify(&mut self, conn: u64, tx: &UnboundedSender<WsMessage>, shard: &Value) {
        let number = |i: usize| shard.get(i).and_then(Value::as_u64).and_then(|n| u32::try_from(n).ok());
        let (id, total) = match (number(0), number(1)) {
            _ if shard.is_null() => (0, 1),
            (Some(id), Some(total)) if id < total => (id, total),
            _ => {
                // Discord closes the connection with 4010 Invalid Shard.
                let frame = CloseFrame { code: 4010.into(), reason: "Invalid shard".into() };
                return drop(tx.send(WsMessage::Close(Some(frame))));
            }
        };
        self.sessions.insert(conn, Session { shard: id, total, seq: 0, recent: Default::default() });
        self.live.insert(conn, Live { shard: id, session: conn, tx: tx.clone() });
        let guilds: Vec<u64> = GUILDS.iter().map(|g| g.0).filter(|g| shard_of(*g, total) == id).collect();
        let mut ready = ready_json(conn, &self.ws_url, &guilds);
        if !shard.is_null() {
            ready["shard"] = json!([id, total]);
        }
        self.send_on(conn, "READY", ready);
        for guild in guilds {
            self.send_on(conn, "GUILD_CREATE", guild_json(guild));
        }
        self.readies += 1;
    }

    /// The error code a write of the bot in a channel it may not write to gets (see [`FakeDiscord::deny_writes`]).
    fn write_denied(&self, method: &str, segs: &[&str]) -> Option<u64> {
        match (method, segs) {
            ("POST", ["channels", channel, "messages" | "threads"])
            | ("PATCH", ["channels", channel, "messages", _]) => {
                self.denied_code(parse(channel)).filter(|&(_, threads_only)| !threads_only).map(|(code, _)| code)
            }
            _ => None,
        }
    }

    /// The write denial of `channel` (of a thread: its own, or any of the channel it is under), and whether it
    /// covers only the threads under `channel`.
    fn denied_code(&self, channel: u64) -> Option<(u64, bool)> {
        let own = self.denied_writes.get(&channel).copied();
        match self.threads.get(&channel).map(|t| id_of(&t["parent_id"])) {
            Some(parent) => own.or_else(|| self.denied_writes.get(&parent).map(|&(code, _)| (code, false))),
            None => own,
        }
    }

    /// The bot's permissions in `channel` as an interaction there reports them.
    fn app_permissions(&self, channel: u64) -> Permissions {
        match self.denied_code(channel) {
            Some((50001, false)) => bot_permissions() - Permissions::VIEW_CHANNEL - send_permissions(),
            Some((_, false)) => bot_permissions() - send_permissions(),
            Some((_, true)) => bot_permissions() - Permissions::SEND_MESSAGES_IN_THREADS,
            None => bot_permissions(),
        }
    }

    fn route(&mut self, method: &str, segs: &[&str], body: Value) -> Reply {
        match (method, segs) {
            ("GET", ["gateway"]) => ok(json!({"url": self.ws_url})),
            ("GET", ["users", "@me"]) => ok(json!({"id": APP_ID.to_string(), "username": "cuatro", "bot": true})),
            ("GET", ["gateway", "bot"]) => ok(json!({"url": self.ws_url, "shards": self.shard_count,
                "session_start_limit": {"total": 1000, "remaining": 1000, "reset_after": 0, "max_concurrency": 1}})),
            ("PUT", ["applications", _, "commands"]) | ("PUT", ["applications", _, "guilds", _, "commands"]) => {
                self.register_commands(body)
            }
            ("POST", ["interactions", id, token, "callback"]) => self.callback(id, token, body),
            ("POST", ["webhooks", _, token]) => self.followup(token, body),
            (_, ["webhooks", _, token, "messages", message]) => self.webhook_message(method, token, message, body),
            (_, ["channels", channel, ..]) if self.deleted_channels.contains(&parse(channel)) => {
                error(404, 10003, "Unknown Channel")
            }
            ("GET", ["channels", channel]) => self.get_channel(parse(channel)),
            ("POST", ["channels", channel, "threads"]) => self.create_thread(parse(channel), &body),
            ("POST", ["channels", channel, "messages"]) => self.post_message(parse(channel), &body, 0),
            (_, ["channels", channel, "messages", message]) => {
                let id = parse(message);
                let visible = self
                    .messages
                    .get(&id)
                    .is_some_and(|m| id_of(&m["channel_id"]) == parse(channel) && !is_ephemeral(m));
                if !visible {
                    return error(404, 10008, "Unknown Message");
                }
                self.message_op(method, id, &body)
            }
            _ => unknown_route(),
        }
    }

    /// A thread as opened, a guild text channel, or the DM channel (once a DM interaction named its user).
    fn get_channel(&self, id: u64) -> Reply {
        match (self.threads.get(&id), self.guild_of(id), &self.dm_recipient) {
            (Some(thread), _, _) => ok(thread.clone()),
            (None, Some(guild), _) => ok(channel_json(id, guild)),
            (None, None, Some(user)) => {
                ok(json!({"id": id.to_string(), "type": 1, "last_message_id": null, "recipients": [user]}))
            }
            (None, None, None) => error(404, 10003, "Unknown Channel"),
        }
    }

    /// A public thread without a starter message under `parent` (Discord's "Start Thread without Message").
    fn create_thread(&mut self, parent: u64, body: &Value) -> Reply {
        let name = body["name"].as_str().unwrap_or_default();
        let kind = body["type"].as_u64().unwrap_or(12);
        let Some(guild) = self.guild_of(parent) else {
            return error(400, 50024, "Cannot execute action on this channel type");
        };
        if name.is_empty()
            || name.chars().count() > 100
            || !matches!(kind, 11 | 12)
            || self.threads.contains_key(&parent)
        {
            return error(400, 50035, "Invalid Form Body");
        }
        self.next_thread += 1;
        let id = THREAD_BASE + self.next_thread;
        let archive = body["auto_archive_duration"].as_u64().unwrap_or(1440);
        let thread = json!({
            "id": id.to_string(), "type": kind, "guild_id": guild.to_string(), "parent_id": parent.to_string(),
            "owner_id": APP_ID.to_string(), "name": name, "last_message_id": null, "rate_limit_per_user": 0,
            "message_count": 0, "member_count": 1, "total_message_sent": 0, "flags": 0,
            "thread_metadata": {"archived": false, "auto_archive_duration": archive, "archive_timestamp": now(),
                                "locked": false, "create_timestamp": now()},
            "member": {"id": id.to_string(), "user_id": APP_ID.to_string(), "join_timestamp": now(), "flags": 0},
        });
        self.threads.insert(id, thread.clone());
        let mut created = thread.clone();
        created["newly_created"] = json!(true);
        self.dispatch_now("THREAD_CREATE", created);
        ok(thread)
    }

    fn register_commands(&mut self, body: Value) -> Reply {
        if let Err(reason) = command_rules::check_registration(&body) {
            return error(400, 50035, &format!("Invalid Form Body: {reason}"));
        }
        let mut echoed = Vec::new();
        for (i, command) in body.as_array().into_iter().flatten().enumerate() {
            let mut command = command.clone();
            let object = command.as_object_mut().expect("command object");
            object.retain(|_, v| !v.is_null());
            let id = COMMAND_BASE + 1 + i as u64;
            object.insert("id".into(), json!(id.to_string()));
            object.insert("application_id".into(), json!(APP_ID.to_string()));
            object.insert("version".into(), json!("1"));
            object.entry("type").or_insert(json!(1));
            object.entry("description").or_insert(json!(""));
            self.commands.insert(object["name"].as_str().unwrap_or_default().to_string(), id);
            echoed.push(command);
        }
        ok(Value::Array(echoed))
    }

    fn callback(&mut self, id: &str, token: &str, body: Value) -> Reply {
        let id = parse(id);
        if self.tokens.get(token) != Some(&id) {
            return error(404, 10062, "Unknown interaction");
        }
        let deadline = self.callback_deadline;
        let ix = &self.interactions[&id];
        if ix.callback.is_some() {
            return error(400, 40060, "Interaction has already been acknowledged");
        }
        if ix.sent_at.elapsed() > deadline {
            return error(404, 10062, "Unknown interaction");
        }
        let (channel, original, component) = (ix.channel, ix.original, ix.component);
        let data = body.get("data").cloned().unwrap_or(Value::Null);
        if let Err(reply) = validate(&data) {
            return reply;
        }
        let kind = body["type"].as_u64().unwrap_or(0);
        let mut original = original;
        match kind {
            4 => original = Some(self.create_message(channel, &data, flags_of(&data))),
            5 => {
                // A deferred message: its "thinking…" message, not a clicked one, becomes the original.
                self.interactions.get_mut(&id).unwrap().deferred_flags = Some(flags_of(&data));
                original = None;
            }
            6 | 7 if !component => return error(400, 50035, "Invalid Form Body"),
            7 => self.edit_message(original.unwrap(), &data),
            _ => {}
        }
        let ix = self.interactions.get_mut(&id).unwrap();
        ix.original = original;
        ix.callback = Some(body);
        (204, None)
    }

    /// The interaction behind a webhook token, if it may still be used.
    fn webhook_interaction(&self, token: &str) -> Result<u64, Reply> {
        let unknown = || error(404, 10015, "Unknown Webhook");
        let id = *self.tokens.get(token).ok_or_else(unknown)?;
        let ix = &self.interactions[&id];
        if ix.sent_at.elapsed() > self.token_lifetime {
            return Err(error(401, 50027, "Invalid Webhook Token"));
        }
        ix.callback.as_ref().map(|_| id).ok_or_else(unknown)
    }

    fn followup(&mut self, token: &str, body: Value) -> Reply {
        let id = match self.webhook_interaction(token) {
            Ok(id) => id,
            Err(reply) => return reply,
        };
        let ix = &self.interactions[&id];
        let (channel, deferred) = (ix.channel, ix.deferred_flags.filter(|_| ix.original.is_none()));
        let reply = self.post_message(channel, &body, deferred.unwrap_or(flags_of(&body)));
        if deferred.is_some() && reply.0 == 200 {
            let created = reply.1.as_ref().map(|m| id_of(&m["id"]));
            self.interactions.get_mut(&id).unwrap().original = created;
        }
        reply
    }

    fn webhook_message(&mut self, method: &str, token: &str, message: &str, body: Value) -> Reply {
        let id = match self.webhook_interaction(token) {
            Ok(id) => id,
            Err(reply) => return reply,
        };
        let ix = &self.interactions[&id];
        let (channel, original, deferred) = (ix.channel, ix.original, ix.deferred_flags);
        let target = match (message, original, deferred) {
            ("@original", Some(original), _) => original,
            ("@original", None, Some(flags)) if method == "PATCH" => {
                if let Err(reply) = validate(&body) {
                    return reply;
                }
                let created = self.create_message(channel, &json!({}), flags);
                self.interactions.get_mut(&id).unwrap().original = Some(created);
                created
            }
            ("@original", _, _) => return error(404, 10008, "Unknown Message"),
            (other, _, _) => parse(other),
        };
        if !self.messages.contains_key(&target) {
            return error(404, 10008, "Unknown Message");
        }
        self.message_op(method, target, &body)
    }

    fn message_op(&mut self, method: &str, id: u64, body: &Value) -> Reply {
        match method {
            "GET" => ok(self.messages[&id].clone()),
            "PATCH" => {
                if let Err(reply) = validate(body) {
                    return reply;
                }
                self.edit_message(id, body);
                ok(self.messages[&id].clone())
            }
            "DELETE" => {
                self.messages.remove(&id);
                (204, None)
            }
            _ => unknown_route(),
        }
    }

    fn post_message(&mut self, channel: u64, data: &Value, flags: u64) -> Reply {
        if let Err(reply) = validate(data) {
            return reply;
        }
        let id = self.create_message(channel, data, flags);
        ok(self.messages[&id].clone())
    }

    fn create_message(&mut self, channel: u64, data: &Value, flags: u64) -> u64 {
        self.next_message += 1;
        let id = MESSAGE_BASE + self.next_message;
        let mut message = json!({
            "id": id.to_string(), "channel_id": channel.to_string(), "author": bot_user(),
            "content": "", "timestamp": now(), "edited_timestamp": null, "tts": false,
            "mention_everyone": false, "mentions": [], "mention_roles": [], "attachments": [],
            "embeds": [], "pinned": false, "type": 0, "components": [], "flags": 0,
            "application_id": APP_ID.to_string(),
        });
        merge_fields(&mut message, data);
        message["flags"] = json!(flags);
        self.messages.insert(id, message);
        id
    }

    fn edit_message(&mut self, id: u64, data: &Value) {
        if let Some(message) = self.messages.get_mut(&id) {
            merge_fields(message, data);
            message["edited_timestamp"] = json!(now());
        }
    }
}

/// Copies the editable message fields present in `data` over `message` (null resets a field).
fn merge_fields(message: &mut Value, data: &Value) {
    for key in ["content", "embeds", "components", "allowed_mentions", "flags", "attachments", "tts"] {
        let value = match data.get(key) {
            None => continue,
            Some(Value::Null) => match key {
                "content" => json!(""),
                "flags" => json!(0),
                "tts" => json!(false),
                "allowed_mentions" => Value::Null,
                _ => json!([]),
            },
            Some(value) => value.clone(),
        };
        message[key] = value;
    }
}

/// Discord's size limits on a message body: content, embed descriptions, rows, buttons, custom ids.
fn validate(data: &Value) -> Result<(), Reply> {
    let too_long = |v: &Value, max: usize| v.as_str().is_some_and(|s| s.chars().count() > max);
    let rows = array(data, "components");
    let bad_row = |row: &Value| {
        let components = array(row, "components");
        components.len() > 5 || components.iter().any(|c| too_long(&c["custom_id"], 100))
    };
    let bad = too_long(&data["content"], 2000)
        || array(data, "embeds").iter().any(|e| too_long(&e["description"], 4096))
        || rows.len() > 5
        || rows.iter().any(bad_row);
    if bad { Err(error(400, 50035, "Invalid Form Body")) } else { Ok(()) }
}

/// Leaf options as JSON, plus the `resolved` object for user and channel options.
fn options_json(options: &[(&str, Opt)], in_guild: bool, threads: &BTreeMap<u64, Value>) -> (Vec<Value>, Value) {
    let mut resolved = json!({"users": {}, "members": {}, "channels": {}});
    let mut leaf = Vec::new();
    for (name, value) in options {
        let (kind, value) = match value {
            Opt::Str(s) => (3, json!(s)),
            Opt::Int(n) => (4, json!(n)),
            Opt::Bool(b) => (5, json!(b)),
            Opt::User(user) => {
                let id = user.id.to_string();
                resolved["users"][&id] = user.json();
                if in_guild {
                    let permissions = user.permissions.to_string();
                    resolved["members"][&id] = json!({"roles": [], "joined_at": JOINED_AT, "permissions": permissions});
                }
                (6, json!(id))
            }
            Opt::Channel(channel) => {
                let id = channel.to_string();
                let (kind, parent) = match threads.get(channel) {
                    Some(thread) => (thread["type"].clone(), thread["parent_id"].clone()),
                    None => (json!(0), Value::Null),
                };
                let permissions = bot_permissions().bits().to_string();
                resolved["channels"][&id] =
                    json!({"id": id, "name": "games", "type": kind, "parent_id": parent, "permissions": permissions});
                (7, json!(id))
            }
        };
        leaf.push(json!({"name": name, "type": kind, "value": value}));
    }
    (leaf, resolved)
}

/// Wraps leaf options in subcommand (type 1) and group (type 2) options for `path[1..]`.
fn nest_options(path: &[&str], leaf: Vec<Value>) -> Value {
    let mut options = leaf;
    for (depth, name) in path.iter().enumerate().skip(1).rev() {
        let kind = if depth == path.len() - 1 { 1 } else { 2 };
        options = vec![json!({"name": name, "type": kind, "options": options})];
    }
    Value::Array(options)
}

/// The shard Discord sends a guild's events to when the bot runs `total` shards.
pub fn shard_of(guild: u64, total: u32) -> u32 {
    ((guild >> 22) % u64::from(total.max(1))) as u32
}

/// An interaction in `channel` of `guild` (`None`: a DM).
fn interaction_json(id: u64, token: &str, kind: u8, channel: u64, guild: Option<u64>, user: &FakeUser) -> Value {
    let mut ix = json!({
        "id": id.to_string(), "application_id": APP_ID.to_string(), "type": kind, "token": token,
        "version": 1, "channel_id": channel.to_string(), "locale": user.locale, "entitlements": [],
        "attachment_size_limit": 10485760, "app_permissions": bot_permissions().bits().to_string(),
    });
    match guild {
        None => {
            ix["user"] = user.json();
            ix["channel"] = json!({"id": channel.to_string(), "type": 1});
            ix["context"] = json!(1);
        }
        Some(guild) => {
            ix["guild_id"] = json!(guild.to_string());
            ix["guild_locale"] = json!("en-US");
            ix["member"] = user.member_json();
            ix["channel"] = channel_json(channel, guild);
            ix["context"] = json!(0);
            ix["authorizing_integration_owners"] = json!({"0": guild.to_string()});
        }
    }
    ix
}

fn ready_json(conn: u64, ws_url: &str, guilds: &[u64]) -> Value {
    let guilds: Vec<Value> = guilds.iter().map(|g| json!({"id": g.to_string(), "unavailable": true})).collect();
    json!({"v": 10, "user": bot_user(), "guilds": guilds,
           "session_id": format!("fake-session-{conn}"), "resume_gateway_url": ws_url,
           "application": {"id": APP_ID.to_string(), "flags": 0}})
}

/// The full guild `id` (one of GUILDS) as GUILD_CREATE carries it.
fn guild_json(id: u64) -> Value {
    let &(id, name, channel) = GUILDS.iter().find(|g| g.0 == id).expect("a guild of the fake");
    json!({
        "id": id.to_string(), "name": name, "icon": null, "splash": null,
        "discovery_splash": null, "owner_id": "4000000000000000004", "verification_level": 0,
        "default_message_notifications": 0, "explicit_content_filter": 0, "roles": [], "emojis": [],
        "features": [], "mfa_level": 0, "application_id": null, "system_channel_id": null,
        "system_channel_flags": 0, "rules_channel_id": null, "vanity_url_code": null,
        "description": null, "banner": null, "premium_tier": 0, "preferred_locale": "en-US",
        "public_updates_channel_id": null, "nsfw_level": 0, "stickers": [],
        "premium_progress_bar_enabled": false, "joined_at": JOINED_AT, "large": false,
        "unavailable": false, "member_count": 3, "voice_states": [], "members": [],
        "channels": [channel_json(channel, id)], "threads": [], "presences": [],
        "stage_instances": [], "guild_scheduled_events": [],
    })
}

/// Text channel `id` of `guild`.
fn channel_json(id: u64, guild: u64) -> Value {
    json!({"id": id.to_string(), "type": 0, "guild_id": guild.to_string(), "name": "games",
           "position": 0, "permission_overwrites": []})
}

fn bot_user() -> Value {
    json!({"id": APP_ID.to_string(), "username": "cuatro", "bot": true})
}

fn member_permissions() -> Permissions {
    Permissions::VIEW_CHANNEL
        | Permissions::SEND_MESSAGES
        | Permissions::EMBED_LINKS
        | Permissions::ATTACH_FILES
        | Permissions::READ_MESSAGE_HISTORY
        | Permissions::ADD_REACTIONS
        | Permissions::USE_EXTERNAL_EMOJIS
        | Permissions::USE_APPLICATION_COMMANDS
        | Permissions::SEND_MESSAGES_IN_THREADS
}

fn bot_permissions() -> Permissions {
    member_permissions() | Permissions::MANAGE_MESSAGES
}

fn send_permissions() -> Permissions {
    Permissions::SEND_MESSAGES | Permissions::SEND_MESSAGES_IN_THREADS
}

fn now() -> String {
    serenity::model::Timestamp::now().to_rfc3339().unwrap_or_else(|| JOINED_AT.to_string())
}

fn ok(body: Value) -> Reply {
    (200, Some(body))
}

fn error(status: u16, code: u64, message: &str) -> Reply {
    (status, Some(json!({"code": code, "message": message})))
}

fn unknown_route() -> Reply {
    error(404, 0, "fake: unknown route")
}

fn array<'a>(value: &'a Value, key: &str) -> &'a [Value] {
    value.get(key).and_then(Value::as_array).map(Vec::as_slice).unwrap_or_default()
}

fn flags_of(data: &Value) -> u64 {
    data["flags"].as_u64().unwrap_or(0)
}

fn is_ephemeral(message: &Value) -> bool {
    flags_of(message) & EPHEMERAL != 0
}

fn parse(id: &str) -> u64 {
    id.parse().unwrap_or(0)
}

fn id_of(value: &Value) -> u64 {
    value.as_str().map(parse).or_else(|| value.as_u64()).unwrap_or(0)
}

fn text_frame(value: Value) -> WsMessage {
    WsMessage::Text(value.to_string())
}

struct HttpRequest {
    method: String,
    path: String,
    auth: Option<String>,
    content_type: Option<String>,
    close: bool,
    body: Vec<u8>,
}

/// Reads one HTTP/1.1 request (Content-Length or chunked body); `None` at EOF or on garbage.
async fn read_request(reader: &mut BufReader<TcpStream>) -> Option<HttpRequest> {
    let mut line = String::new();
    if reader.read_line(&mut line).await.ok()? == 0 {
        return None;
    }
    let mut parts = line.split_whitespace();
    let (method, path) = (parts.next()?.to_string(), parts.next()?.to_string());
    let mut headers = HashMap::new();
    loop {
        let mut header = String::new();
        if reader.read_line(&mut header).await.ok()? == 0 {
            return None;
        }
        let Some((name, value)) = header.trim_end().split_once(':') else { break };
        headers.insert(name.trim().to_ascii_lowercase(), value.trim().to_string());
    }
    let chunked = headers.get("transfer-encoding").is_some_and(|v| v.contains("chunked"));
    let body = if chunked {
        read_chunked(reader).await?
    } else {
        let length = headers.get("content-length").and_then(|v| v.parse().ok()).unwrap_or(0);
        let mut body = vec![0; length];
        reader.read_exact(&mut body).await.ok()?;
        body
    };
    let close = headers.get("connection").is_some_and(|v| v.eq_ignore_ascii_case("close"));
    let (auth, content_type) = (headers.remove("authorization"), headers.remove("content-type"));
    Some(HttpRequest { method, path, auth, content_type, close, body })
}

/// The boundary of a `multipart/form-data` body.
fn multipart_boundary(content_type: Option<&str>) -> Option<String> {
    let content_type = content_type?;
    if !content_type.starts_with("multipart/form-data") {
        return None;
    }
    let boundary = content_type.split(';').find_map(|p| p.trim().strip_prefix("boundary="))?;
    Some(boundary.trim_matches('"').to_string())
}

/// A multipart body as Discord reads it: `payload_json` is the JSON body, `files[n]` the uploads. Each upload
/// fills in its attachment's `size`, `url` and `content_type` in the body's `attachments` (matched by id).
fn read_multipart(body: &[u8], boundary: &str) -> (Value, Vec<Upload>) {
    let delimiter = format!("--{boundary}").into_bytes();
    let mut parts = Vec::new();
    let mut rest = body;
    while let Some(at) = find(rest, &delimiter) {
        parts.push(&rest[..at]);
        rest = &rest[at + delimiter.len()..];
    }
    let (mut json, mut files) = (Value::Null, Vec::new());
    for part in parts.into_iter().skip(1) {
        let part = part.strip_prefix(b"\r\n").unwrap_or(part);
        let part = part.strip_suffix(b"\r\n").unwrap_or(part);
        let Some(split) = find(part, b"\r\n\r\n") else { continue };
        let (head, content) = (String::from_utf8_lossy(&part[..split]).to_string(), &part[split + 4..]);
        let param = |name: &str| {
            let key = format!("{name}=\"");
            let start = head.find(&key)? + key.len();
            head[start..].split('"').next().map(str::to_string)
        };
        let content_type = head
            .lines()
            .find_map(|l| l.to_ascii_lowercase().strip_prefix("content-type:").map(|v| v.trim().to_string()))
            .unwrap_or_default();
        match param("name") {
            Some(name) if name == "payload_json" => json = serde_json::from_slice(content).unwrap_or(Value::Null),
            Some(field) => files.push(Upload {
                field,
                filename: param("filename").unwrap_or_default(),
                content_type,
                bytes: content.to_vec(),
            }),
            None => {}
        }
    }
    if let Some(attachments) = json.get_mut("attachments").and_then(Value::as_array_mut) {
        for attachment in attachments {
            let id = id_of(&attachment["id"]);
            if let Some(file) = files.iter().find(|f| f.field == format!("files[{id}]")) {
                attachment["size"] = json!(file.bytes.len());
                attachment["url"] = json!(format!("https://cdn.invalid/attachments/{}", file.filename));
                attachment["proxy_url"] = attachment["url"].clone();
                attachment["content_type"] = json!(file.content_type);
                attachment["id"] = json!((9_000_000 + id).to_string());
            }
        }
    }
    (json, files)
}

fn find(haystack: &[u8], needle: &[u8]) -> Option<usize> {
    haystack.windows(needle.len()).position(|w| w == needle)
}

async fn read_chunked(reader: &mut BufReader<TcpStream>) -> Option<Vec<u8>> {
    let mut body = Vec::new();
    loop {
        let mut size = String::new();
        reader.read_line(&mut size).await.ok()?;
        let size = usize::from_str_radix(size.trim().split(';').next()?, 16).ok()?;
        let mut chunk = vec![0; size + 2];
        reader.read_exact(&mut chunk).await.ok()?;
        if size == 0 {
            return Some(body);
        }
        body.extend_from_slice(&chunk[..size]);
    }
}

/// A REST answer: status, JSON body and extra headers.
struct Answer {
    status: u16,
    body: Option<Value>,
    headers: Vec<(&'static str, String)>,
}

impl From<Reply> for Answer {
    fn from((status, body): Reply) -> Answer {
        Answer { status, body, headers: Vec::new() }
    }
}

impl Injected {
    fn matches(&self, method: &str, path: &str) -> bool {
        self.times > 0 && self.method == method && path.ends_with(&self.path_end)
    }
}

/// Discord's 429: the body with `retry_after` in seconds, and the headers of a route's bucket (a global limit
/// has no bucket: `X-RateLimit-Global` and the scope instead).
fn rate_limited(retry_after: Duration, global: bool) -> Answer {
    let secs = retry_after.as_secs_f64();
    let body = json!({"message": "You are being rate limited.", "retry_after": secs, "global": global});
    let mut headers = vec![("Retry-After", format!("{}", secs.ceil() as u64))];
    if global {
        headers.push(("X-RateLimit-Global", "true".into()));
        headers.push(("X-RateLimit-Scope", "global".into()));
    } else {
        let epoch = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).unwrap().as_secs_f64();
        headers.extend([
            ("X-RateLimit-Limit", "5".to_string()),
            ("X-RateLimit-Remaining", "0".to_string()),
            ("X-RateLimit-Reset", format!("{:.3}", epoch + secs)),
            ("X-RateLimit-Reset-After", format!("{secs:.3}")),
            ("X-RateLimit-Bucket", "fake-bucket".to_string()),
            ("X-RateLimit-Scope", "user".to_string()),
        ]);
    }
    Answer { status: 429, body: Some(body), headers }
}

/// The reason phrase of a status, which Discord's error bodies also use as their message.
fn reason(status: u16) -> &'static str {
    match status {
        200 => "OK",
        204 => "No Content",
        400 => "Bad Request",
        401 => "Unauthorized",
        403 => "Forbidden",
        404 => "Not Found",
        429 => "Too Many Requests",
        500 => "Internal Server Error",
        502 => "Bad Gateway",
        503 => "Service Unavailable",
        504 => "Gateway Timeout",
        _ => "Error",
    }
}

/// The body message of an injected error: Discord's "500: Internal Server Error" form.
fn status_message(status: u16) -> &'static str {
    match status {
        500 => "500: Internal Server Error",
        502 => "502: Bad Gateway",
        503 => "503: Service Unavailable",
        504 => "504: Gateway Timeout",
        _ => "injected failure",
    }
}

async fn write_response(stream: &mut TcpStream, answer: &Answer) -> std::io::Result<()> {
    let status = answer.status;
    let text = answer.body.as_ref().map(|b| b.to_string()).unwrap_or_default();
    let mut head = format!("HTTP/1.1 {status} {}\r\n", reason(status));
    if status != 204 {
        head += &format!("content-type: application/json\r\ncontent-length: {}\r\n", text.len());
    }
    for (name, value) in &answer.headers {
        head += &format!("{name}: {value}\r\n");
    }
    head += "\r\n";
    stream.write_all(head.as_bytes()).await?;
    stream.write_all(text.as_bytes()).await?;
    stream.flush().await
}

impl FakeDiscord {
    /// When the fake received interaction `id`'s accepted callback (newest requests are searched first).
    pub fn callback_at(&self, id: u64) -> Option<Instant> {
        let prefix = format!("/api/v10/interactions/{id}/");
        let st = self.lock();
        st.requests.iter().rev().find(|r| r.status == 204 && r.path.starts_with(&prefix)).map(|r| r.at)
    }
}

impl FakeDiscord {
    /// Waits for shard `shard`'s live connections and takes them out of the live set (they get no more events).
    async fn take_connections(&self, shard: u32) -> Vec<Live> {
        let what = format!("a live gateway connection for shard {shard}");
        self.wait_for(WAIT, &what, || {
            let mut st = self.lock();
            let conns: Vec<u64> = st.live.iter().filter(|(_, live)| live.shard == shard).map(|(&c, _)| c).collect();
            let taken: Vec<Live> = conns.into_iter().filter_map(|conn| st.live.remove(&conn)).collect();
            (!taken.is_empty()).then_some(taken)
        })
        .await
    }

    /// Sends INVALID_SESSION (op 9) on shard `shard`'s live connections, which then carry no more events. With
    /// `resumable` false the session is forgotten (a RESUME of it gets op 9 false again), so the client must
    /// identify anew; with true it may resume.
    pub async fn invalidate_session(&self, shard: u32, resumable: bool) {
        let invalidated = self.take_connections(shard).await;
        for live in invalidated {
            if !resumable {
                self.lock().sessions.remove(&live.session);
            }
            let _ = live.tx.send(text_frame(json!({"op": 9, "d": resumable})));
        }
    }
}
