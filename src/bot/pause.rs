//! Pausing: `/connect4 pause`, the Pause button's request to the other player, and its Agree / Refuse buttons.

use super::app::{App, now_ms};
use super::builders;
use super::live::Slot;
use super::reply::{self, Budget, answer_ephemeral, in_time, lang_of, say_ephemeral};
use super::types::{Context, Error};
use crate::game::Lang;
use crate::game::{Action, PauseStep, Session};
use crate::render::{Msg, View, pause_request_view};
use poise::serenity_prelude as serenity;
use serenity::ComponentInteraction;

/// A press of Pause that asked the other player: the request goes out as a message of its own with Agree /
/// Refuse, pinging them, and the board notes the request.
pub async fn pause_asked(
    app: &App,
    ctx: &serenity::Context,
    ci: &ComponentInteraction,
    slot: &Slot,
    session: &mut Session,
) {
    let user = ci.user.id.get();
    app.persist(slot, session).await;
    let view = pause_request_view(session, user);
    reply::message(ctx, ci, &view, session.id).await;
    app.publish(slot, session).await;
}

/// Agree or Refuse on a pause request: the request message says how it was answered, and the board shows
/// the game paused (or the request gone).
pub async fn answer_pause_click(
    app: &App,
    ctx: &serenity::Context,
    ci: &ComponentInteraction,
    action: Action,
    lang: Lang,
) {
    let (game, agree) = match action {
        Action::AgreePause { game } => (game, true),
        Action::RefusePause { game } => (game, false),
        _ => return,
    };
    let slot = match app.live.get(ci.channel_id.get()) {
        Some(slot) if slot.game_id() == game => slot,
        _ => return answer_ephemeral(ctx, ci, lang.t(Msg::NoGame)).await,
    };
    let Some(mut session) = slot.lock_briefly().await else {
        return answer_ephemeral(ctx, ci, lang.t(Msg::Busy)).await;
    };
    let (user, now) = (ci.user.id.get(), now_ms());
    if let Err(refusal) = session.answer_pause(user, agree, now, now + app.pause_ms()) {
        return answer_ephemeral(ctx, ci, lang.t(refusal.into())).await;
    }
    app.persist(&slot, &mut session).await;
    let answer = if agree { Msg::PauseAgreed(user) } else { Msg::PauseRefused(user) };
    let view = View { content: session.rules.lang.t(answer), ..View::default() };
    reply::update(ctx, ci, &view, game).await;
    app.publish(&slot, &mut session).await;
    tracing::info!(game, agree, "pause request answered");
}

/// Pause this channel's game (against the CPU), or ask the other player to pause
#[poise::command(slash_command, rename = "pause")]
pub async fn pause_cmd(ctx: Context<'_>) -> Result<(), Error> {
    let (budget, app, lang) = (Budget::of(ctx), ctx.data(), lang_of(ctx));
    let Some(slot) = app.live.get(ctx.channel_id().get()).filter(|s| s.with_info(|i| i.active)) else {
        return say_ephemeral(ctx, lang.t(Msg::NoGameHere)).await;
    };
    let Some(mut session) = slot.lock_within(budget.left()).await else {
        return say_ephemeral(ctx, lang.t(Msg::Busy)).await;
    };
    let (user, now) = (ctx.author().id.get(), now_ms());
    let step = match session.pause_by(user, now, now + app.pause_ms()) {
        Ok(step) => step,
        Err(refusal) => return say_ephemeral(ctx, lang.t(refusal.into())).await,
    };
    let view = match step {
        PauseStep::Asked => pause_request_view(&session, user),
        PauseStep::Paused => View::ephemeral(lang.t(Msg::PausedNow)),
    };
    in_time(ctx, budget, view.ephemeral, app.persist(&slot, &mut session)).await?;
    ctx.send(builders::reply(&view)).await?;
    app.publish(&slot, &mut session).await;
    Ok(())
}
