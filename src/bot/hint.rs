//! Hints: `/connect4 hint` and the 💡 button, the best move for the player to move, privately.

use super::app::App;
use super::builders;
use super::live::Slot;
use super::metrics::Assist;
use super::reply::{answer_ephemeral, lang_of, respond, say_ephemeral};
use super::types::{Context, Error};
use crate::ai::review::{hint, oracle_for};
use crate::engine::Game;
use crate::game::Action;
use crate::game::Lang;
use crate::render::{Msg, View, hint_text};
use poise::serenity_prelude as serenity;
use serenity::{ComponentInteraction, CreateInteractionResponse, CreateInteractionResponseMessage};

/// Checks that `user` may have a hint in `slot`'s game now (from a board showing `move_no`, for a button);
/// returns the position and its move number.
async fn hint_position(app: &App, slot: &Slot, user: u64, move_no: Option<u32>) -> Result<(Game, u32), Msg<'static>> {
    let settings = app.settings_of(slot.info().guild_id).await;
    let session = slot.lock_briefly().await.ok_or(Msg::Busy)?;
    if !settings.hints || !session.rules.hints {
        return Err(Msg::HintsOffServer);
    }
    if !session.hints_allowed() {
        return Err(Msg::HintsOffRated);
    }
    if session.is_multi_seat() {
        return Err(Msg::TwoSeatsOnly);
    }
    if !session.is_playing() {
        return Err(Msg::GameOver);
    }
    if session.seat_of(user).is_none() {
        return Err(Msg::NotInGame);
    }
    if session.pause.is_some() {
        return Err(Msg::Paused);
    }
    if move_no.is_some_and(|n| n != session.move_no()) {
        return Err(Msg::Outdated);
    }
    if session.human_to_move() != Some(user) {
        return Err(Msg::NotYourTurn);
    }
    Ok((session.game.clone(), session.move_no()))
}

/// Finds the hint on the CPU pool and marks the game as hinted (shown on its final board).
async fn give_hint(app: &App, slot: &Slot, game: Game, lang: Lang) -> String {
    let Some(Some(found)) = app.on_cpu_pool(move || hint(&game, oracle_for(&game).as_mut())).await else {
        return lang.t(Msg::Internal);
    };
    app.metrics.assist_served(Assist::Hint);
    let mut session = slot.session.lock().await;
    if !session.hinted {
        session.hinted = true;
        app.persist(slot, &mut session).await;
    }
    hint_text(&found, lang)
}

/// The 💡 button: a private hint for the player to move (deferred: the answer may take a moment).
pub async fn hint_click(app: &App, ctx: &serenity::Context, ci: &ComponentInteraction, action: Action, lang: Lang) {
    let Action::Hint { game, move_no } = action else { return };
    let slot = match app.live.get(ci.channel_id.get()) {
        Some(slot) if slot.game_id() == game => slot,
        _ => return answer_ephemeral(ctx, ci, lang.t(Msg::NoGame)).await,
    };
    let (position, _) = match hint_position(app, &slot, ci.user.id.get(), Some(move_no)).await {
        Ok(found) => found,
        Err(msg) => return answer_ephemeral(ctx, ci, lang.t(msg)).await,
    };
    let _turn = match app.assisting.begin(ci.user.id.get()) {
        Ok(turn) => turn,
        Err(wait) => {
            app.metrics.assist_refused(Assist::Hint, wait);
            return answer_ephemeral(ctx, ci, lang.t(wait.into())).await;
        }
    };
    let defer = CreateInteractionResponse::Defer(CreateInteractionResponseMessage::new().ephemeral(true));
    respond(ctx, ci, defer, game).await;
    let text = give_hint(app, &slot, position, lang).await;
    if let Err(e) = ci.edit_response(&ctx.http, builders::edit_response(&View::ephemeral(text))).await {
        tracing::warn!(game, "could not show a hint: {e}");
    }
}

/// Get the best move for your turn, privately (not in rated games or matches)
#[poise::command(slash_command, rename = "hint")]
pub async fn hint_cmd(ctx: Context<'_>) -> Result<(), Error> {
    let (app, lang) = (ctx.data(), lang_of(ctx));
    let Some(slot) = app.live.get(ctx.channel_id().get()).filter(|s| s.with_info(|i| i.active)) else {
        return say_ephemeral(ctx, lang.t(Msg::NoGameHere)).await;
    };
    let (position, _) = match hint_position(app, &slot, ctx.author().id.get(), None).await {
        Ok(found) => found,
        Err(msg) => return say_ephemeral(ctx, lang.t(msg)).await,
    };
    let _turn = match app.assisting.begin(ctx.author().id.get()) {
        Ok(turn) => turn,
        Err(wait) => {
            app.metrics.assist_refused(Assist::Hint, wait);
            return say_ephemeral(ctx, lang.t(wait.into())).await;
        }
    };
    ctx.defer_ephemeral().await?;
    let text = give_hint(app, &slot, position, lang).await;
    say_ephemeral(ctx, text).await
}
