//! The fake Discord with two shards: plain serenity clients (no poise, no bot) each get their own shard's READY
//! and guilds, and every event goes to the shard Discord would send it to.

use crate::support::fake_discord::{CHANNEL_ID, FakeDiscord, GUILD_ID, OTHER_CHANNEL_ID, OTHER_GUILD_ID, shard_of};
use crate::support::harness::{WAIT, alice, bob, eve, until};
use crate::support::process;
use serenity::all::{
    ChannelId, ChannelType, ClientBuilder, Context, CreateMessage, CreateThread, EventHandler, GatewayIntents, Guild,
    GuildChannel, Http, HttpBuilder, Interaction, Ready, ShardManager, UnavailableGuild,
};
use std::ops::Range;
use std::sync::{Arc, Mutex};
use std::time::Duration;

/// What one client saw.
#[derive(Default, Debug)]
struct Seen {
    /// `[id, total]` of every READY.
    readies: Vec<[u32; 2]>,
    /// Guild ids of every GUILD_CREATE.
    guilds: Vec<u64>,
    /// Guild ids of every GUILD_DELETE.
    left: Vec<u64>,
    /// (thread id, guild id) of every THREAD_CREATE.
    threads: Vec<(u64, u64)>,
    /// Ids of every INTERACTION_CREATE.
    interactions: Vec<u64>,
}

struct Recorder(Arc<Mutex<Seen>>);

#[serenity::async_trait]
impl EventHandler for Recorder {
    async fn ready(&self, _: Context, ready: Ready) {
        let shard = ready.shard.expect("READY names the shard");
        self.0.lock().unwrap().readies.push([shard.id.0, shard.total]);
    }

    async fn guild_create(&self, _: Context, guild: Guild, _: Option<bool>) {
        self.0.lock().unwrap().guilds.push(guild.id.get());
    }

    async fn guild_delete(&self, _: Context, incomplete: UnavailableGuild, _: Option<Guild>) {
        self.0.lock().unwrap().left.push(incomplete.id.get());
    }

    async fn thread_create(&self, _: Context, thread: GuildChannel) {
        self.0.lock().unwrap().threads.push((thread.id.get(), thread.guild_id.get()));
    }

    async fn interaction_create(&self, _: Context, interaction: Interaction) {
        self.0.lock().unwrap().interactions.push(interaction.id().get());
    }
}

/// How a client starts its shards.
enum Start {
    /// `Client::start_shard(id, total)`.
    Shard(u32, u32),
    /// `Client::start_shard_range(range, total)`.
    Range(Range<u32>, u32),
}

/// A plain serenity client connected to the fake.
struct Client {
    seen: Arc<Mutex<Seen>>,
    http: Arc<Http>,
    shards: Arc<ShardManager>,
    task: tokio::task::JoinHandle<()>,
}

impl Client {
    /// Connects with the bot's HTTP setup (REST through the fake as a proxy, no rate limiter).
    async fn connect(fake: &FakeDiscord, start: Start) -> Client {
        let http = HttpBuilder::new("fake-token").proxy(fake.api_proxy()).ratelimiter_disabled(true).build();
        let seen = Arc::new(Mutex::new(Seen::default()));
        let intents = GatewayIntents::GUILDS | GatewayIntents::GUILD_MESSAGES;
        let mut client = ClientBuilder::new_with_http(http, intents)
            .event_handler(Recorder(Arc::clone(&seen)))
            .await
            .expect("client builds");
        let (http, shards) = (Arc::clone(&client.http), Arc::clone(&client.shard_manager));
        let task = tokio::spawn(async move {
            let result = match start {
                Start::Shard(id, total) => client.start_shard(id, total).await,
                Start::Range(range, total) => client.start_shard_range(range, total).await,
            };
            result.expect("client runs");
        });
        Client { seen, http, shards, task }
    }

    fn seen<T>(&self, look: impl FnOnce(&Seen) -> T) -> T {
        look(&self.seen.lock().unwrap())
    }

    /// Waits until this client received interaction `id`.
    async fn receives(&self, id: u64, what: &str) {
        until(what, || self.seen(|s| s.interactions.contains(&id))).await;
    }

    /// Posts a message in `channel` through this client's REST; returns its id.
    async fn post(&self, channel: u64) -> u64 {
        let message = ChannelId::new(channel).send_message(&self.http, CreateMessage::new().content("board")).await;
        message.expect("the fake stores the message").id.get()
    }

    async fn stop(self) {
        self.shards.shutdown_all().await;
        tokio::time::timeout(WAIT, self.task).await.expect("client stops").expect("client task ok");
    }
}

/// No serenity warning of any test of this binary so far says `Sequence off` (which would mean the fake numbered a
/// shard's events wrongly: each session has its own sequence).
fn assert_in_sequence() {
    let log = process::serenity_warnings();
    assert!(!log.contains("Sequence off"), "serenity saw a gap in a shard's sequence:\n{log}");
}

/// Lets events that should not arrive have their chance to.
async fn settle() {
    tokio::time::sleep(Duration::from_millis(300)).await;
}

fn sorted(mut ids: Vec<u64>) -> Vec<u64> {
    ids.sort_unstable();
    ids
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_clients_each_get_their_shard() {
    process::init();
    assert_eq!((shard_of(OTHER_GUILD_ID, 2), shard_of(GUILD_ID, 2)), (0, 1));
    assert_eq!((shard_of(OTHER_GUILD_ID, 1), shard_of(GUILD_ID, 1)), (0, 0));
    let fake = FakeDiscord::start().await;
    fake.set_shard_count(2);
    let probe = HttpBuilder::new("fake-token").proxy(fake.api_proxy()).ratelimiter_disabled(true).build();
    assert_eq!(probe.get_bot_gateway().await.expect("GET /gateway/bot").shards, 2);

    let zero = Client::connect(&fake, Start::Shard(0, 2)).await;
    let one = Client::connect(&fake, Start::Shard(1, 2)).await;
    fake.wait_shards_ready(2).await;
    assert_eq!(fake.live_shards(), vec![0, 1]);
    until("GUILD_CREATE on both shards", || zero.seen(|s| !s.guilds.is_empty()) && one.seen(|s| !s.guilds.is_empty()))
        .await;
    settle().await;
    zero.seen(|s| assert_eq!((&s.readies, &s.guilds), (&vec![[0, 2]], &vec![OTHER_GUILD_ID]), "shard 0: {s:?}"));
    one.seen(|s| assert_eq!((&s.readies, &s.guilds), (&vec![[1, 2]], &vec![GUILD_ID]), "shard 1: {s:?}"));

    // Interactions go to the shard of their channel's guild; DMs to shard 0.
    let (alice, bob) = (alice(), bob());
    let mut to_zero = Vec::new();
    let mut to_one = Vec::new();
    let id = fake.slash(&alice, &["ping"], vec![]).await;
    one.receives(id, "a slash in CHANNEL_ID on shard 1").await;
    to_one.push(id);
    let id = fake.slash_in(OTHER_CHANNEL_ID, &alice, &["ping"], vec![]).await;
    zero.receives(id, "a slash in OTHER_CHANNEL_ID on shard 0").await;
    to_zero.push(id);
    let id = fake.slash_dm(&alice, &["ping"], vec![]).await;
    zero.receives(id, "a DM slash on shard 0").await;
    to_zero.push(id);

    // Clicks follow the guild of the clicked message's channel.
    let (board, other_board) = (one.post(CHANNEL_ID).await, zero.post(OTHER_CHANNEL_ID).await);
    let id = fake.click(&bob, board, "b:1").await;
    one.receives(id, "a click in CHANNEL_ID on shard 1").await;
    to_one.push(id);
    let id = fake.click(&bob, other_board, "b:1").await;
    zero.receives(id, "a click in OTHER_CHANNEL_ID on shard 0").await;
    to_zero.push(id);

    // Forced onto the wrong shard: GUILD_ID interactions reach client 0.
    let id = fake.click_via_shard(0, &bob, board, "b:1").await;
    zero.receives(id, "a GUILD_ID click forced onto shard 0").await;
    to_zero.push(id);
    let id = fake.slash_via_shard(0, CHANNEL_ID, &alice, &["ping"], vec![]).await;
    zero.receives(id, "a GUILD_ID slash forced onto shard 0").await;
    to_zero.push(id);

    // A thread inherits its parent's guild: it is created, and used, on that guild's shard.
    let thread = ChannelId::new(OTHER_CHANNEL_ID)
        .create_thread(&zero.http, CreateThread::new("game").kind(ChannelType::PublicThread))
        .await
        .expect("the fake opens the thread");
    assert_eq!(thread.guild_id.get(), OTHER_GUILD_ID);
    assert_eq!(fake.guild_of(thread.id.get()), Some(OTHER_GUILD_ID));
    until("THREAD_CREATE on shard 0", || zero.seen(|s| s.threads == [(thread.id.get(), OTHER_GUILD_ID)])).await;
    let id = fake.slash_in(thread.id.get(), &alice, &["ping"], vec![]).await;
    zero.receives(id, "a slash in OTHER_GUILD_ID's thread on shard 0").await;
    to_zero.push(id);

    // Other dispatches are routed by their guild too.
    fake.remove_from_guild_in(OTHER_GUILD_ID).await;
    fake.remove_from_guild().await;
    until("GUILD_DELETE on both shards", || zero.seen(|s| !s.left.is_empty()) && one.seen(|s| !s.left.is_empty()))
        .await;

    settle().await;
    zero.seen(|s| assert_eq!(sorted(s.interactions.clone()), sorted(to_zero.clone()), "client 0: {s:?}"));
    one.seen(|s| assert_eq!(sorted(s.interactions.clone()), sorted(to_one.clone()), "client 1: {s:?}"));
    zero.seen(|s| assert_eq!((&s.left, s.threads.len()), (&vec![OTHER_GUILD_ID], 1), "client 0: {s:?}"));
    one.seen(|s| assert_eq!((&s.left, s.threads.len()), (&vec![GUILD_ID], 0), "client 1: {s:?}"));

    // One process stops; the other keeps receiving its shard's events.
    one.stop().await;
    until("shard 1 gone", || fake.live_shards() == [0]).await;
    fake.add_to_guild_in(OTHER_GUILD_ID).await;
    until("GUILD_CREATE again on shard 0", || zero.seen(|s| s.guilds == [OTHER_GUILD_ID, OTHER_GUILD_ID])).await;
    let id = fake.slash_in(OTHER_CHANNEL_ID, &alice, &["ping"], vec![]).await;
    zero.receives(id, "a slash in OTHER_CHANNEL_ID after shard 1 stopped").await;
    let id = fake.slash_dm(&eve(), &["ping"], vec![]).await;
    zero.receives(id, "a DM after shard 1 stopped").await;
    zero.stop().await;
    assert!(fake.live_shards().is_empty());
    fake.shutdown().await;
    assert_in_sequence();
}

/// Two instances identified as one shard (a second process started on the same range) both get the shard's events,
/// each in its own session's sequence, as on Discord.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_clients_on_one_shard_both_get_its_events() {
    process::init();
    let fake = FakeDiscord::start().await;
    fake.set_shard_count(2);
    let first = Client::connect(&fake, Start::Shard(0, 2)).await;
    until("the first READY", || first.seen(|s| !s.readies.is_empty())).await;
    let second = Client::connect(&fake, Start::Shard(0, 2)).await;
    until("the second READY", || second.seen(|s| !s.readies.is_empty())).await;
    assert_eq!((fake.live_shards(), fake.live_connections(0)), (vec![0], 2));
    for client in [&first, &second] {
        until("GUILD_CREATE", || client.seen(|s| s.guilds == [OTHER_GUILD_ID])).await;
    }

    let id = fake.slash_in(OTHER_CHANNEL_ID, &alice(), &["ping"], vec![]).await;
    first.receives(id, "a slash on shard 0, by the first instance").await;
    second.receives(id, "the same slash, by the second instance").await;
    let board = first.post(OTHER_CHANNEL_ID).await;
    let id = fake.click(&bob(), board, "b:1").await;
    first.receives(id, "a click on shard 0, by the first instance").await;
    second.receives(id, "the same click, by the second instance").await;

    // One instance leaves; the other goes on receiving the shard's events.
    first.stop().await;
    until("the first instance gone", || fake.live_connections(0) == 1).await;
    let id = fake.slash_dm(&eve(), &["ping"], vec![]).await;
    second.receives(id, "a DM after the first instance left").await;
    second.stop().await;
    fake.shutdown().await;
    assert_in_sequence();
}

/// serenity 0.12.5's `start_shard_range(range, total)` boots `range.start..=range.end`: `0..1` starts shards 0
/// *and* 1 (one every 5 s), so one shard per process needs `start_shard(id, total)`.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn serenity_start_shard_range_includes_the_range_end() {
    process::init();
    let fake = FakeDiscord::start().await;
    fake.set_shard_count(2);
    let client = Client::connect(&fake, Start::Range(0..1, 2)).await;
    fake.wait_ready().await;
    // serenity waits 5 s between two IDENTIFYs of one client (the fake waits up to 10 s).
    fake.wait_shards_ready(2).await;
    assert_eq!(fake.live_shards(), vec![0, 1]);
    until("both READYs", || client.seen(|s| s.readies.len() == 2)).await;
    client.seen(|s| assert_eq!(s.readies, [[0, 2], [1, 2]], "{s:?}"));
    client.stop().await;
    fake.shutdown().await;
    assert_in_sequence();
}
