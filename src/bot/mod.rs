//! The Discord bot: the only module that talks to serenity and poise.

mod admin;
mod app;
mod assist;
mod clicks;
mod commands;
mod discord;
mod live;
mod rules_text;
mod standings;
mod start;
mod timers;

pub use app::App;

use crate::config::{Config, ConfigError};
use crate::store::{Store, StoreError};
use live::Slot;
use poise::serenity_prelude as serenity;
use std::sync::Arc;

pub type Data = Arc<App>;
pub type Error = Box<dyn std::error::Error + Send + Sync>;
pub type Context<'a> = poise::Context<'a, Data, Error>;

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
}

impl BotError {
    /// The process exit code SPEC §6 gives this error.
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

    /// Disconnects, stops the timers and closes the database.
    pub async fn stop(self) {
        self.shards.shutdown_all().await;
        for task in &self.background {
            task.abort();
        }
        self.client.abort();
        self.app.flush_outbox().await;
        self.app.store.close().await;
    }
}

/// Opens the database, restores the active games and connects to Discord.
pub async fn start(config: Config) -> Result<Running, BotError> {
    let token = config.token()?.clone();
    let store = Store::open(&config.database.url).await?;
    let app = Arc::new(App::new(config, store));
    restore(&app).await?;

    let mut http = serenity::HttpBuilder::new(token.expose());
    if let Some(proxy) = app.config.discord.api_proxy.as_deref().filter(|p| !p.is_empty()) {
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

    let setup_app = Arc::clone(&app);
    let framework = poise::Framework::builder()
        .options(poise::FrameworkOptions {
            commands: commands::all(),
            on_error: |error| Box::pin(on_error(error)),
            event_handler: |framework, event| {
                Box::pin(on_event(framework.serenity_context, event, Arc::clone(framework.user_data)))
            },
            ..Default::default()
        })
        .setup(move |ctx, ready, framework| {
            Box::pin(async move {
                tracing::info!("connected as {} (application {})", ready.user.name, ready.application.id);
                let _ = setup_app.http.set(Arc::clone(&ctx.http));
                poise::builtins::register_globally(ctx, &framework.options().commands).await?;
                Ok(setup_app)
            })
        })
        // The builder's own flag wins over the options': no GET /oauth2/applications/@me at start.
        .initialize_owners(false)
        .build();
    let intents = serenity::GatewayIntents::GUILDS | serenity::GatewayIntents::GUILD_MESSAGES;
    let mut client = serenity::ClientBuilder::new_with_http(http, intents).framework(framework).await?;
    let shards = Arc::clone(&client.shard_manager);
    let background = vec![tokio::spawn(timers::drive(Arc::clone(&app)))];
    let client = tokio::spawn(async move { client.start().await });
    Ok(Running { app, shards, client, background })
}

/// Puts every stored active game back in the registry; deadlines resume from their stored times.
async fn restore(app: &App) -> Result<(), BotError> {
    let (sessions, broken) = app.store.active_sessions().await?;
    for error in broken {
        tracing::error!("skipping a stored game: {error}");
    }
    let count = sessions.len();
    for session in sessions {
        app.live.replace(session.channel_id, Slot::new(session, app.idle_ms()));
    }
    tracing::info!("restored {count} active games");
    Ok(())
}

/// Runs the bot until Ctrl-C / SIGTERM or a fatal error.
pub async fn run(config: Config) -> Result<(), BotError> {
    let mut running = start(config).await?;
    tokio::select! {
        result = running.wait() => result,
        _ = shutdown_signal() => {
            tracing::info!("shutting down");
            running.stop().await;
            Ok(())
        }
    }
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

async fn on_event(ctx: &serenity::Context, event: &serenity::FullEvent, app: Arc<App>) -> Result<(), Error> {
    match event {
        serenity::FullEvent::InteractionCreate { interaction: serenity::Interaction::Component(ci) } => {
            clicks::handle(&app, ctx, ci).await;
        }
        serenity::FullEvent::MessageDelete { deleted_message_id, .. } => {
            if let Some(slot) = app.live.by_message(deleted_message_id.get()) {
                let mut session = slot.session.lock().await;
                if session.is_active() && session.message_id == Some(deleted_message_id.get()) {
                    tracing::info!(game = session.id, "board message deleted; posting it again");
                    app.repost(&mut session, &ctx.http).await;
                    app.persist(&slot, &mut session).await;
                }
            }
        }
        serenity::FullEvent::GuildDelete { incomplete, .. } if !incomplete.unavailable => {
            admin::guild_left(&app, incomplete.id.get()).await;
        }
        serenity::FullEvent::GuildCreate { guild, .. } => admin::guild_present(&app, guild.id.get()).await,
        serenity::FullEvent::ChannelDelete { channel, .. } => {
            if let Some(slot) = app.live.get(channel.id.get()) {
                let mut session = slot.session.lock().await;
                app.channel_gone(&slot, &mut session).await;
            }
        }
        _ => {}
    }
    Ok(())
}

async fn on_error(error: poise::FrameworkError<'_, Data, Error>) {
    use crate::render::{Lang, Msg, View};
    async fn reply(ctx: Context<'_>, msg: Msg<'static>) {
        let lang = Lang::from_locale(ctx.locale().unwrap_or("en-US"));
        let _ = ctx.send(discord::reply(&View::ephemeral(lang.t(msg)))).await;
    }
    match error {
        poise::FrameworkError::ArgumentParse { ctx, error, .. } => {
            tracing::info!("rejected an option: {error}");
            reply(ctx, Msg::BadOption("?")).await;
        }
        poise::FrameworkError::GuildOnly { ctx, .. } => reply(ctx, Msg::GuildOnly).await,
        poise::FrameworkError::MissingUserPermissions { ctx, .. } => reply(ctx, Msg::NeedModerator).await,
        poise::FrameworkError::Command { ctx, error, .. } => {
            tracing::error!(command = %ctx.command().qualified_name, "command failed: {error}");
            reply(ctx, Msg::Internal).await;
        }
        other => {
            if let Err(e) = poise::builtins::on_error(other).await {
                tracing::error!("error while handling an error: {e}");
            }
        }
    }
}
