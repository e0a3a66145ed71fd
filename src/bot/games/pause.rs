//! Pausing: `/connect4 pause`, the Pause button's request to the other player, and its Agree / Refuse buttons.

use crate::bot::clock::now_ms;
use crate::bot::games::board;
use crate::bot::games::slot::Slot;
use crate::bot::pipeline::answer::Reply;
use crate::bot::pipeline::click::{Answered, Click};
use crate::bot::pipeline::command;
use crate::bot::types::{Context, Error};
use crate::game::{PauseStep, Session};
use crate::render::Translate;
use crate::render::{Msg, View, pause_request_view};
use std::sync::Arc;

/// A press of Pause that asked the other player: the request goes out as a message of its own with Agree /
/// Refuse, pinging them, and the board notes the request.
pub async fn pause_asked(click: &Click<'_>, slot: &Arc<Slot>, session: &mut Session) -> Answered {
    click.app.persist(slot, session).await;
    let view = pause_request_view(session, click.user);
    let _ = click.send(Reply::Message(view)).await;
    board::show(click.app, slot, session).await;
    Ok(Reply::Done)
}

/// Agree or Refuse on a pause request: the request message says how it was answered, and the board shows
/// the game paused (or the request gone).
pub async fn answer_request(click: &Click<'_>, game: u64, agree: bool) -> Answered {
    let app = click.app;
    let slot = app.live.get(click.channel).filter(|s| s.game_id() == game).ok_or(Msg::NoGame)?;
    let mut session = slot.lock_briefly().await.ok_or(Msg::Busy)?;
    let (user, now) = (click.user, now_ms());
    session.answer_pause(user, agree, now, now + app.pause_ms())?;
    app.persist(&slot, &mut session).await;
    let answer = if agree { Msg::PauseAgreed(user) } else { Msg::PauseRefused(user) };
    let view = View { content: session.rules.lang.t(answer), ..View::default() };
    let _ = click.send(Reply::Update(view)).await;
    board::show(app, &slot, &mut session).await;
    tracing::info!(game, agree, "pause request answered");
    Ok(Reply::Done)
}

/// Pause this channel's game (against the CPU), or ask the other player to pause
#[poise::command(slash_command, rename = "pause")]
pub async fn pause_cmd(ctx: Context<'_>) -> Result<(), Error> {
    command::run(ctx, false, async |cmd| {
        let (budget, app, lang) = (cmd.budget, cmd.app, cmd.lang);
        let Some(slot) = app.live.get(cmd.channel).filter(|s| s.with_info(|i| i.active)) else {
            return cmd.say(Msg::NoGameHere).await;
        };
        let Some(mut session) = slot.lock_within(budget.left()).await else {
            return cmd.say(Msg::Busy).await;
        };
        let (user, now) = (cmd.user, now_ms());
        let step = match session.pause_by(user, now, now + app.pause_ms()) {
            Ok(step) => step,
            Err(refusal) => return cmd.say(refusal.into()).await,
        };
        let view = match step {
            PauseStep::Asked => pause_request_view(&session, user),
            PauseStep::Paused => View::ephemeral(lang.t(Msg::PausedNow)),
        };
        cmd.answers_privately(view.ephemeral);
        app.persist(&slot, &mut session).await;
        cmd.send(&view).await?;
        board::show(app, &slot, &mut session).await;
        Ok(())
    })
    .await
}
