//! Answering Discord: replies to commands, answers to clicks, and boards posted through a click.

use super::app::now_ms;
use super::builders::{self, codes, error_code};
use super::metrics::{self, Kind};
use super::types::{Context, Error};
use crate::game::Lang;
use crate::game::Session;
use crate::render::View;
use poise::serenity_prelude as serenity;
use serenity::{ComponentInteraction, CreateInteractionResponse};

/// The language of the command's caller (their Discord client's locale).
pub fn lang_of(ctx: Context<'_>) -> Lang {
    Lang::from_locale(ctx.locale().unwrap_or("en-US"))
}

/// The caller's permissions in the channel, as Discord sent them with the command.
pub fn member_permissions(ctx: Context<'_>) -> Option<serenity::Permissions> {
    match ctx {
        poise::Context::Application(a) => a.interaction.member.as_ref().and_then(|m| m.permissions),
        poise::Context::Prefix(_) => None,
    }
}

/// Replies to a command with a message only its caller sees.
pub async fn say_ephemeral(ctx: Context<'_>, text: String) -> Result<(), Error> {
    ctx.send(builders::reply(&View::ephemeral(text))).await?;
    Ok(())
}

/// Answers a click; a failure is logged (with `game`, 0 for none), never returned.
pub async fn respond(
    ctx: &serenity::Context,
    ci: &ComponentInteraction,
    response: CreateInteractionResponse,
    game: u64,
) {
    let answered = ci.create_response(&ctx.http, response).await;
    if let Some(metrics) = metrics::of(ctx).await {
        metrics.rest(&answered);
        metrics.answered(Kind::Button, Some(ci.id.get()), answered.as_ref().map(drop));
    }
    if let Err(e) = answered {
        match error_code(&e) {
            Some(codes::UNKNOWN_INTERACTION) => tracing::warn!(game, "the click expired before the answer"),
            _ => tracing::warn!(game, "could not answer a click: {e}"),
        }
    }
}

/// Answers a click by replacing the clicked message with `view`.
pub async fn update(ctx: &serenity::Context, ci: &ComponentInteraction, view: &View, game: u64) {
    respond(ctx, ci, CreateInteractionResponse::UpdateMessage(builders::response_message(view)), game).await;
}

/// Answers a click with `view` as a new message.
pub async fn message(ctx: &serenity::Context, ci: &ComponentInteraction, view: &View, game: u64) {
    respond(ctx, ci, CreateInteractionResponse::Message(builders::response_message(view)), game).await;
}

/// Answers a click with a message only the clicker sees.
pub async fn answer_ephemeral(ctx: &serenity::Context, ci: &ComponentInteraction, text: String) {
    message(ctx, ci, &View::ephemeral(text), 0).await;
}

/// Posts `view` as a new board message through the click's followup (no channel permission needed).
pub async fn post_board(ctx: &serenity::Context, ci: &ComponentInteraction, session: &mut Session, view: &View) {
    let posted = ci.create_followup(&ctx.http, builders::followup(view)).await;
    if let Some(metrics) = metrics::of(ctx).await {
        metrics.rest(&posted);
    }
    match posted {
        Ok(message) => {
            session.message_id = Some(message.id.get());
            session.board_posted_at = now_ms();
        }
        Err(e) => tracing::warn!(game = session.id, "could not post the board: {e}"),
    }
}
