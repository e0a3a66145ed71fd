//! Gateway events: clicks to the pipeline, deleted boards posted again, deleted channels and threads ending their
//! games, the bot leaving or joining a server; and the framework's errors answered.

use crate::bot::app::App;
use crate::bot::clicks;
use crate::bot::games::board;
use crate::bot::guilds;
use crate::bot::ops::watcher;
use crate::bot::pipeline::budget::Budget;
use crate::bot::pipeline::builders;
use crate::bot::pipeline::command::lang_of;
use crate::bot::tournaments;
use crate::bot::types::{Context, Data, Error};
use crate::render::{Translate, View};
use crate::store::StoreError;
use poise::serenity_prelude as serenity;
use std::sync::Arc;

pub async fn on_event(ctx: &serenity::Context, event: &serenity::FullEvent, app: Arc<App>) -> Result<(), Error> {
    if let serenity::FullEvent::InteractionCreate { interaction } = event {
        match interaction {
            serenity::Interaction::Component(ci) => app.names.seen(&ci.user),
            serenity::Interaction::Command(command) => app.names.seen(&command.user),
            _ => {}
        }
    }
    match event {
        serenity::FullEvent::InteractionCreate { interaction: serenity::Interaction::Component(ci) } => {
            clicks::handle(&app, ctx, ci).await;
        }
        serenity::FullEvent::MessageDelete { channel_id, deleted_message_id, .. } => {
            message_deleted(&app, channel_id.get(), deleted_message_id.get()).await;
        }
        // A moderator's purge deletes many messages at once; a board among them is posted again.
        serenity::FullEvent::MessageDeleteBulk { channel_id, multiple_deleted_messages_ids, .. } => {
            for id in multiple_deleted_messages_ids {
                message_deleted(&app, channel_id.get(), id.get()).await;
            }
        }
        serenity::FullEvent::GuildDelete { incomplete, .. } if !incomplete.unavailable => {
            guilds::guild_left(&app, incomplete.id.get()).await;
        }
        serenity::FullEvent::GuildCreate { guild, .. } => guilds::guild_present(&app, guild.id.get()).await,
        serenity::FullEvent::ChannelDelete { channel, .. } => {
            channel_deleted(&app, channel.id.get()).await;
            tournaments::channel_gone::cancel_in(&app, channel.guild_id.get(), channel.id.get()).await;
        }
        // A game's thread deleted: its game ends unscored, as in a deleted channel.
        serenity::FullEvent::ThreadDelete { thread, .. } => channel_deleted(&app, thread.id.get()).await,
        _ => {}
    }
    Ok(())
}

/// A deleted message: an active game's board is posted again, and a "Games now" message soon; a replay is forgotten
/// (the next press of Replay posts it again).
async fn message_deleted(app: &App, channel: u64, message: u64) {
    board_deleted(app, message).await;
    if app.games_now.message_deleted(channel, message) {
        tracing::info!(channel, message, "the \"Games now\" message was deleted: it is posted anew");
    }
    match app.store.replay_message_deleted(channel, message).await {
        Ok(true) => tracing::info!(channel, message, "a replay's message was deleted: the next press posts it again"),
        Ok(false) => {}
        Err(e) => tracing::warn!(channel, message, "could not forget a deleted replay message: {e}"),
    }
}

/// A deleted message that was an active game's board is posted again.
async fn board_deleted(app: &App, message: u64) {
    if let Some(slot) = app.live.by_message(message) {
        let mut session = slot.session.lock().await;
        if session.is_active() && slot.board() == Some(message) {
            tracing::info!(game = session.id, "board message deleted; posting it again");
            board::repost(app, &slot, &mut session).await;
        }
    }
}

/// The game of a deleted channel or thread ends, unscored.
async fn channel_deleted(app: &App, channel: u64) {
    if let Some(slot) = app.live.get(channel) {
        let mut session = slot.session.lock().await;
        board::channel_gone(app, &slot, &mut session).await;
    }
}

pub async fn on_error(error: poise::FrameworkError<'_, Data, Error>) {
    use crate::render::Msg;
    async fn answer(ctx: Context<'_>, msg: Msg<'static>) {
        let sent = say_ephemeral(ctx, lang_of(ctx).t(msg)).await;
        watcher::command_refused(ctx, &sent);
    }
    match error {
        poise::FrameworkError::ArgumentParse { ctx, error, .. } => {
            tracing::info!("rejected an option: {error}");
            answer(ctx, Msg::BadOption("?")).await;
        }
        poise::FrameworkError::GuildOnly { ctx, .. } => answer(ctx, Msg::GuildOnly).await,
        // The server's shard is not held here: see `Unserved` for who answers.
        poise::FrameworkError::CommandCheckFailed { ctx, error: None, .. } => {
            let (guild, left) = (ctx.guild_id().map(|g| g.get()), Budget::now(ctx.id()).left());
            if ctx.data().shards.tells_database_away(guild, left).await {
                answer(ctx, Msg::DatabaseAway).await;
            } else {
                tracing::debug!(command = %ctx.command().qualified_name, "left to the holder of the server's shard");
                ctx.data().shards.note_ignored();
            }
        }
        poise::FrameworkError::MissingUserPermissions { ctx, .. } => answer(ctx, Msg::NeedModerator).await,
        poise::FrameworkError::Command { ctx, error, .. } => {
            tracing::error!(command = %ctx.command().qualified_name, "command failed: {error}");
            watcher::command_failed(ctx, error.downcast_ref::<serenity::Error>());
            // A command stopped by the database (away, or too slow) changed nothing and may be tried again.
            let database =
                error.downcast_ref::<StoreError>().is_some() || error.downcast_ref::<sqlx::Error>().is_some();
            let msg = if database { Msg::DatabaseAwayUnchanged } else { Msg::Internal };
            let _ = say_ephemeral(ctx, lang_of(ctx).t(msg)).await;
        }
        other => {
            if let Some(ctx) = other.ctx().filter(|ctx| matches!(ctx, poise::Context::Application(_))) {
                watcher::command_failed(ctx, None);
            }
            if let Err(e) = poise::builtins::on_error(other).await {
                tracing::error!("error while handling an error: {e}");
            }
        }
    }
}

/// Replies to a command with a message only its caller sees.
async fn say_ephemeral(ctx: Context<'_>, text: String) -> Result<(), Error> {
    ctx.send(builders::reply(&View::ephemeral(text))).await?;
    Ok(())
}
