//! Starting a game in a channel: claim it, or ask to replace its game (SPEC §4), then post the board.

use super::Context;
use super::app::{App, PendingStart, UNBOUNDED, now_ms};
use super::clicks::post_board;
use super::discord;
use super::live::Slot;
use crate::game::{Action, EndReason, GameResult, Session};
use crate::render::view::{ButtonStyle, ButtonView};
use crate::render::{BoardNotes, Lang, Msg, View, session_view};
use poise::serenity_prelude as serenity;
use serenity::{ComponentInteraction, CreateInteractionResponse};
use std::sync::Arc;

/// Whether the member may moderate games (Manage Server or Manage Messages).
pub fn is_moderator(permissions: Option<serenity::Permissions>) -> bool {
    permissions.is_some_and(|p| p.manage_guild() || p.manage_messages() || p.administrator())
}

/// Starts `session` from a slash command: posts its board as the command's reply.
pub async fn from_command(app: &App, ctx: Context<'_>, session: Session, moderator: bool) -> Result<(), super::Error> {
    let lang = session.rules.lang;
    let (channel, user) = (session.channel_id, ctx.author().id.get());
    let slot = Slot::new(session, app.idle_ms());
    if let Err(busy) = app.live.claim(channel, Arc::clone(&slot)) {
        let info = busy.slot.info();
        let idle = now_ms() - info.last_activity >= app.config.games.busy_grace.as_millis() as i64;
        if !(info.involved.contains(&user) || moderator || idle) {
            ctx.send(discord::reply(&View::ephemeral(lang.t(Msg::ChannelBusy)))).await?;
            return Ok(());
        }
        let session = slot.session.lock().await.clone();
        app.pending.insert((channel, user), PendingStart { session, replaces: busy.slot.game_id });
        ctx.send(discord::reply(&confirm_view(lang, busy.slot.game_id))).await?;
        return Ok(());
    }
    let mut session = slot.session.lock().await;
    let thinking = app.play_cpu(&mut session, app.config.games.thinking_after).await;
    app.persist(&slot, &mut session).await;
    let view = session_view(&session, BoardNotes { thinking: thinking.is_some(), ..app.notes(&session) });
    let handle = ctx.send(discord::reply(&view)).await?;
    slot.remember_token(interaction_token(ctx).unwrap_or_default());
    match handle.message().await {
        Ok(message) => {
            session.message_id = Some(message.id.get());
            session.board_posted_at = now_ms();
        }
        Err(e) => tracing::warn!(game = session.id, "could not read the new board message: {e}"),
    }
    app.persist(&slot, &mut session).await;
    if lacks_channel_permissions(ctx) {
        ctx.send(discord::reply(&View::ephemeral(lang.t(Msg::MissingPermissions)))).await?;
    }
    if let Some(task) = thinking {
        app.finish_cpu(&mut session, task).await;
        app.persist(&slot, &mut session).await;
        let view = session_view(&session, app.notes(&session));
        if let Err(e) = handle.edit(ctx, discord::reply(&view)).await {
            tracing::warn!(game = session.id, "could not show the CPU's move: {e}");
        }
    }
    Ok(())
}

/// In a server channel, whether the bot lacks what it needs to post boards on its own (timeouts, re-posts).
fn lacks_channel_permissions(ctx: Context<'_>) -> bool {
    let poise::Context::Application(a) = ctx else { return false };
    let needed =
        serenity::Permissions::VIEW_CHANNEL | serenity::Permissions::SEND_MESSAGES | serenity::Permissions::EMBED_LINKS;
    a.interaction.guild_id.is_some() && a.interaction.app_permissions.is_some_and(|p| !p.contains(needed))
}

fn interaction_token(ctx: Context<'_>) -> Option<&str> {
    match ctx {
        poise::Context::Application(a) => Some(a.interaction.token.as_str()),
        poise::Context::Prefix(_) => None,
    }
}

fn confirm_view(lang: Lang, old_game: u64) -> View {
    View {
        rows: vec![vec![
            ButtonView {
                custom_id: Action::Replace { game: old_game }.to_string(),
                label: lang.t(Msg::Confirm),
                style: ButtonStyle::Danger,
                disabled: false,
            },
            ButtonView {
                custom_id: Action::Keep { game: old_game }.to_string(),
                label: lang.t(Msg::Cancel),
                style: ButtonStyle::Secondary,
                disabled: false,
            },
        ]],
        ..View::ephemeral(lang.t(Msg::ConfirmReplace))
    }
}

/// The Confirm / Cancel answer to "replace this channel's game?".
pub async fn answer_replacement(
    app: &App,
    ctx: &serenity::Context,
    ci: &ComponentInteraction,
    action: Action,
    old_game: u64,
) {
    let lang = Lang::from_locale(&ci.locale);
    let (channel, user) = (ci.channel_id.get(), ci.user.id.get());
    let pending = app.pending.remove(&(channel, user)).map(|(_, p)| p).filter(|p| p.replaces == old_game);
    let update =
        |text: String| CreateInteractionResponse::UpdateMessage(discord::response_message(&View::ephemeral(text)));
    let Some(pending) = pending.filter(|_| matches!(action, Action::Replace { .. })) else {
        let _ = ci.create_response(&ctx.http, update(lang.t(Msg::Kept))).await;
        return;
    };
    // Answer at once; the old board's update and the new board follow.
    let _ = ci.create_response(&ctx.http, update(lang.t(Msg::Aborted))).await;
    if let Some(old) = app.live.get(channel).filter(|s| s.game_id == old_game) {
        let mut session = old.session.lock().await;
        if session.is_active() {
            session.finish(GameResult::Abandoned, EndReason::Replaced, now_ms());
            app.persist(&old, &mut session).await;
            app.publish(&old, &mut session).await;
        }
    }
    let slot = Slot::new(pending.session, app.idle_ms());
    if app.live.claim(channel, Arc::clone(&slot)).is_err() {
        let busy = View::ephemeral(lang.t(Msg::ChannelBusy));
        let _ = ci.create_followup(&ctx.http, discord::followup(&busy)).await;
        return;
    }
    let mut session = slot.session.lock().await;
    if let Some(task) = app.play_cpu(&mut session, UNBOUNDED).await {
        app.finish_cpu(&mut session, task).await;
    }
    app.persist(&slot, &mut session).await;
    let view = session_view(&session, app.notes(&session));
    post_board(ctx, ci, &mut session, &view).await;
    app.persist(&slot, &mut session).await;
}
