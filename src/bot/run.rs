//! Starting and stopping the bot: the database, the shards' leases, the Discord client with its commands, the
//! background tasks; a clean stop and a crash-like one.

use crate::bot::admin::localise;
use crate::bot::admin::registration;
use crate::bot::app::App;
use crate::bot::clock;
use crate::bot::commands;
use crate::bot::events::{on_error, on_event};
use crate::bot::ops::in_flight;
use crate::bot::ops::listener;
use crate::bot::ops::watcher;
use crate::bot::puzzles::mining;
use crate::bot::shards::lease_keeper;
use crate::bot::shards::process_lock;
use crate::bot::shards::set;
use crate::bot::shards::set::ShardSet;
use crate::bot::tasks::supervisor;
use crate::bot::tasks::timers;
use crate::bot::types::{Data, Error};
use crate::bot::web;
use crate::config::{Config, ConfigError, Shards};
use crate::render::{Msg, Translate};
use crate::store::{Fence, Store, StoreError};
use poise::serenity_prelude as serenity;
use std::sync::Arc;
use std::time::Duration;

/// How long a clean stop waits for the handlers under way before it hands the shards back.
const DRAIN_LIMIT: Duration = Duration::from_secs(5);

/// In builds with the `test-support` feature, the environment variable that sets the stop's wait for its handlers,
/// in ms (the test of a deferred answer cut by a stop).
#[cfg(feature = "test-support")]
pub const DRAIN_MS_VARIABLE: &str = "TEST_CUATRO_DRAIN_MS";

/// How long a clean stop waits for the handlers under way: `DRAIN_LIMIT`, or `DRAIN_MS_VARIABLE` in test builds.
fn drain_limit() -> Duration {
    #[cfg(feature = "test-support")]
    if let Some(ms) = std::env::var(DRAIN_MS_VARIABLE).ok().and_then(|v| v.parse::<u64>().ok()) {
        return Duration::from_millis(ms);
    }
    DRAIN_LIMIT
}

/// Why the bot could not start or stopped.
#[derive(Debug, thiserror::Error)]
pub enum BotError {
    #[error(transparent)]
    Config(#[from] ConfigError),
    #[error(transparent)]
    Store(#[from] StoreError),
    #[error("Discord rejected the token (check DISCORD_TOKEN / discord.token)")]
    TokenRejected,
    #[error("Discord: {0}")]
    Discord(#[from] serenity::Error),
    #[error(
        "shards {others} of another shard count are live in this database: every process must use the same total \
         as this one ({total}) in discord.shards"
    )]
    ShardTotal { total: u32, others: String },
    #[error("metrics.listen: {0}")]
    Metrics(String),
    #[error("web.listen: {0}")]
    Web(String),
}

impl BotError {
    /// The process exit code of this error: 2 without a token, 3 when Discord rejects it, 1 otherwise.
    pub fn exit_code(&self) -> u8 {
        match self {
            BotError::Config(ConfigError::MissingToken) => 2,
            BotError::TokenRejected => 3,
            _ => 1,
        }
    }
}

/// A running bot: its state, and the handles to stop it.
pub struct Running {
    pub app: Arc<App>,
    shards: Arc<serenity::ShardManager>,
    client: tokio::task::JoinHandle<Result<(), serenity::Error>>,
    background: Vec<tokio::task::JoinHandle<()>>,
    /// The event handlers under way.
    in_flight: Arc<in_flight::InFlight>,
}

impl Running {
    /// Waits until the client stops on its own (a fatal gateway error).
    pub async fn wait(&mut self) -> Result<(), BotError> {
        match (&mut self.client).await {
            Ok(Ok(())) => Ok(()),
            Ok(Err(serenity::Error::Gateway(serenity::GatewayError::InvalidAuthentication))) => {
                Err(BotError::TokenRejected)
            }
            Ok(Err(e)) => Err(e.into()),
            Err(e) => Err(BotError::Discord(serenity::Error::Other(if e.is_panic() {
                "client panicked"
            } else {
                "client cancelled"
            }))),
        }
    }

    /// Disconnects (no new event comes in), lets the handlers under way finish (for at most `DRAIN_LIMIT`), stops
    /// the timers, writes what is queued, hands the shards' leases and locks back (a successor takes over at once)
    /// and closes the database.
    pub async fn stop(self) {
        self.shards.shutdown_all().await;
        if !self.in_flight.drain(drain_limit()).await {
            tracing::warn!(running = self.in_flight.count(), "stopping with handlers still under way");
            self.answer_open_deferrals().await;
        }
        self.halt().await;
        self.app.flush_outbox().await;
        if let Err(e) = self.app.store.release_leases(&self.app.shards.owner).await {
            tracing::warn!("could not hand the shards' leases back: {e}");
        }
        lease_keeper::drop_locks(&self.app, true).await;
        self.app.store.close().await;
    }

    /// Tells each deferred interaction whose handler is still under way that the bot restarted before it was done
    /// (the handler stops with the process, and its answer would never follow): in place of its "thinking…", or in
    /// a private follow-up of a click acknowledged silently.
    async fn answer_open_deferrals(&self) {
        let Some(http) = self.app.http() else { return };
        for deferral in self.app.open_deferrals.take_all() {
            let text = deferral.lang.t(Msg::Restarted);
            let told = if deferral.thinking {
                let edit = serenity::EditInteractionResponse::new().content(text);
                http.edit_original_interaction_response(&deferral.token, &edit, Vec::new()).await
            } else {
                let followup = serenity::CreateInteractionResponseFollowup::new().content(text).ephemeral(true);
                http.create_followup_message(&deferral.token, &followup, Vec::new()).await
            };
            if let Err(e) = told {
                tracing::info!("could not tell a deferred interaction that the bot restarted: {e}");
            }
        }
    }

    /// Stops as a crash would: disconnected and silent, with nothing flushed, the leases left to expire and the
    /// lock connection dropped (as the system drops a dead process's connections).
    pub async fn kill(self) {
        self.halt().await;
        lease_keeper::drop_locks(&self.app, false).await;
        self.app.store.close().await;
    }

    async fn halt(&self) {
        self.shards.shutdown_all().await;
        for task in &self.background {
            task.abort();
        }
        self.client.abort();
    }
}

/// Opens the database, takes the leases of this process's shards (restoring their active games) and connects to
/// Discord with those shards.
pub async fn start(config: Config) -> Result<Running, BotError> {
    let token = config.token()?.clone();
    let ops_listener = match config.metrics.address()? {
        Some(address) => Some(listener::bind(address).await.map_err(BotError::Metrics)?),
        None => None,
    };
    let web_listener = match config.web.address()? {
        Some(address) => Some(listener::bind(address).await.map_err(BotError::Web)?),
        None => None,
    };
    let store = Store::open(&config.database.url).await?;
    let process_lock = sole_process_lock(&config, &store).await?;
    let sqlite_file = crate::store::sqlite_file(&config.database.url);

    let mut http = serenity::HttpBuilder::new(token.expose());
    if let Some(proxy) = config.discord.api_proxy.as_deref().filter(|p| !p.is_empty()) {
        // The proxy is only used with serenity's rate limiter off (see the README).
        http = http.proxy(proxy).ratelimiter_disabled(true);
    }
    let http = http.build();
    match http.get_current_user().await {
        Err(e) if matches!(&e, serenity::Error::Http(h) if h.status_code() == Some(serenity::StatusCode::UNAUTHORIZED)) =>
        {
            return Err(BotError::TokenRejected);
        }
        Err(e) => tracing::warn!("could not check the token before connecting: {e}"),
        Ok(user) => tracing::info!("logging in as {}", user.name),
    }

    let shards = shard_set(&config, &http, &store).await?;
    *shards.sqlite_lock.lock().unwrap_or_else(|e| e.into_inner()) =
        set::SqliteLock { file: sqlite_file, held: process_lock };
    let (first, last, total) = (shards.first, shards.last, shards.total);
    let store = store.fenced(Fence { owner: shards.owner.clone(), total });
    let app = Arc::new(App::new(config, store, shards));
    // Before the first lease is taken: a lease's time runs only once its keeper runs.
    match mining::load_built_in(&app).await {
        Ok(0) => {}
        Ok(added) => tracing::info!("stored {added} puzzles of the built-in set"),
        Err(e) => tracing::warn!("could not store the built-in puzzle set (puzzles wait for the next start): {e}"),
    }
    // The first pass must reach the database; shards held by another process are taken over later by `keep`.
    lease_keeper::renew(&app).await?;

    let setup_app = Arc::clone(&app);
    let framework = poise::Framework::builder()
        .options(poise::FrameworkOptions {
            commands: localise::localise(commands::all()),
            on_error: |error| Box::pin(on_error(error)),
            post_command: |ctx| Box::pin(watcher::command_done(ctx)),
            command_check: Some(|ctx| {
                Box::pin(async move { Ok(ctx.data().shards.served_soon(ctx.guild_id().map(|g| g.get())).await) })
            }),
            event_handler: |framework, event| {
                Box::pin(on_event(framework.serenity_context, event, Arc::clone(framework.user_data)))
            },
            ..Default::default()
        })
        .setup(move |ctx, ready, framework| {
            Box::pin(async move {
                tracing::info!("connected as {} (application {})", ready.user.name, ready.application.id);
                let _ = setup_app.http.set(Arc::clone(&ctx.http));
                let _ = setup_app.cache.set(Arc::clone(&ctx.cache));
                // Registered in the background: the bot serves meanwhile (commands registered before still work).
                let (http, commands) =
                    (Arc::clone(&ctx.http), localise::application_commands(&framework.options().commands));
                let metrics = Arc::clone(&setup_app.metrics);
                tokio::spawn(async move { registration::register(&http, commands, &metrics).await });
                Ok(setup_app)
            })
        })
        // The builder's own flag wins over the options': no GET /oauth2/applications/@me at start.
        .initialize_owners(false)
        .build();
    let in_flight = Arc::new(in_flight::InFlight::default());
    let framework = Counted { framework, in_flight: Arc::clone(&in_flight) };
    let intents = serenity::GatewayIntents::GUILDS | serenity::GatewayIntents::GUILD_MESSAGES;
    let mut client = serenity::ClientBuilder::new_with_http(http, intents)
        .framework(framework)
        .event_handler(watcher::Watcher(Arc::clone(&app.metrics)))
        .await?;
    let shard_manager = Arc::clone(&client.shard_manager);
    let (timers_app, leases_app) = (Arc::clone(&app), Arc::clone(&app));
    let restart_after = std::time::Duration::from_secs(1);
    let mut background = vec![
        supervisor::supervise("deadline", restart_after, move || timers::drive(Arc::clone(&timers_app))),
        supervisor::supervise("lease", restart_after, move || lease_keeper::keep(Arc::clone(&leases_app))),
    ];
    background.extend(timers::upkeep(&app, restart_after));
    background
        .extend(ops_listener.map(|listener| listener::serve(listener, Arc::clone(&app), Arc::clone(&shard_manager))));
    background.extend(web_listener.map(|listener| web::serve(listener, Arc::clone(&app))));
    tracing::info!("starting shards {first} to {last} of {total}");
    // serenity's range end is inclusive: `first..last` starts shards first to last.
    let client = tokio::spawn(async move { client.start_shard_range(first..last, total).await });
    Ok(Running { app, shards: shard_manager, client, background, in_flight })
}

/// poise's framework, counting the events whose handlers are under way (see [`Running::stop`]).
struct Counted {
    framework: poise::Framework<Data, Error>,
    in_flight: Arc<in_flight::InFlight>,
}

#[::serenity::async_trait]
impl ::serenity::framework::Framework for Counted {
    async fn init(&mut self, client: &serenity::Client) {
        ::serenity::framework::Framework::init(&mut self.framework, client).await;
    }

    async fn dispatch(&self, ctx: serenity::Context, event: serenity::FullEvent) {
        let _running = self.in_flight.enter();
        ::serenity::framework::Framework::dispatch(&self.framework, ctx, event).await;
    }
}

/// On SQLite, the database's process lock. Taken, it proves no other process is alive on the database, so the
/// leases left by an earlier run (a crash) are voided and this process serves at once; held elsewhere, this
/// process serves nothing until it can take it (the lease keeper tries every 500 ms), as a process without a
/// shard's advisory lock on PostgreSQL.
async fn sole_process_lock(config: &Config, store: &Store) -> Result<Option<process_lock::ProcessLock>, BotError> {
    let Some(file) = crate::store::sqlite_file(&config.database.url) else { return Ok(None) };
    match process_lock::take(&file) {
        Ok(Some(lock)) => {
            store.void_leases().await?;
            Ok(Some(lock))
        }
        Ok(None) => {
            tracing::warn!("another process uses this SQLite database: serving nothing until it ends");
            Ok(None)
        }
        Err(e) => {
            tracing::warn!("could not lock the SQLite database for this process ({e}): shards wait for old leases");
            Ok(None)
        }
    }
}

/// The shards this process serves: the configured range, or every shard Discord recommends (`auto`). Refused
/// when live leases of another shard count exist (the processes would split servers differently).
async fn shard_set(config: &Config, http: &serenity::Http, store: &Store) -> Result<ShardSet, BotError> {
    let (first, last, total) = match config.discord.shards {
        Shards::Range { first, last, total } => (first, last, total),
        Shards::Auto => {
            let total = match http.get_bot_gateway().await {
                Ok(gateway) => gateway.shards.max(1),
                Err(e) => {
                    tracing::warn!("could not ask Discord for a shard count, using 1: {e}");
                    1
                }
            };
            (0, total - 1, total)
        }
    };
    let others = store.live_leases_of_other_totals(total, clock::now_ms()).await?;
    if !others.is_empty() {
        let others = others.iter().map(|(shard, of)| format!("{shard}/{of}")).collect::<Vec<_>>().join(", ");
        return Err(BotError::ShardTotal { total, others });
    }
    Ok(ShardSet::new(first, last, total))
}

/// Runs the bot until Ctrl-C / SIGTERM or a fatal error; either way it stops through [`Running::stop`], so what is
/// queued is written and the shards are handed over.
pub async fn run(config: Config) -> Result<(), BotError> {
    let mut running = start(config).await?;
    let result = tokio::select! {
        result = running.wait() => result,
        _ = shutdown_signal() => {
            tracing::info!("shutting down");
            Ok(())
        }
    };
    if let Err(e) = &result {
        tracing::error!("stopping: {e}");
    }
    running.stop().await;
    result
}

async fn shutdown_signal() {
    #[cfg(unix)]
    {
        let mut term =
            tokio::signal::unix::signal(tokio::signal::unix::SignalKind::terminate()).expect("a signal handler");
        tokio::select! {
            _ = tokio::signal::ctrl_c() => {}
            _ = term.recv() => {}
        }
    }
    #[cfg(not(unix))]
    let _ = tokio::signal::ctrl_c().await;
}
