//! Hints: `/connect4 hint` and the 💡 button, the best move for the player to move, privately.

use crate::ai::review::{hint, oracle_for};
use crate::bot::app::App;
use crate::bot::cpu::threads::tenant;
use crate::bot::games::slot::Slot;
use crate::bot::ops::metrics::Assist;
use crate::bot::pipeline::answer::{Deferral, Reply};
use crate::bot::pipeline::click::{Answered, Click};
use crate::bot::pipeline::command;
use crate::bot::types::{Context, Error};
use crate::engine::Game;
use crate::game::Lang;
use crate::render::Translate;
use crate::render::{Msg, hint_text};

/// Checks that `user` may have a hint in `slot`'s game now (from a board showing `move_no`, for a button);
/// returns the position and whose turn its search waits for (see `cpu::threads::tenant`).
async fn hint_position(app: &App, slot: &Slot, user: u64, move_no: Option<u32>) -> Result<(Game, u64), Msg<'static>> {
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
    Ok((session.game.clone(), tenant(&session)))
}

/// Finds the hint on the CPU pool and marks the game as hinted (shown on its final board).
async fn give_hint(app: &App, slot: &Slot, (game, tenant): (Game, u64), lang: Lang) -> String {
    let Some(Some(found)) = app.cpu.run(tenant, move || hint(&game, oracle_for(&game).as_mut())).await else {
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
pub async fn hint_click(click: &Click<'_>, game: u64, move_no: u32) -> Answered {
    let app = click.app;
    let slot = app.live.get(click.channel).filter(|s| s.game_id() == game).ok_or(Msg::NoGame)?;
    let (position, tenant) = hint_position(app, &slot, click.user, Some(move_no)).await?;
    let _turn = app.assisting.begin(click.user).map_err(|wait| {
        app.metrics.assist_refused(Assist::Hint, wait);
        Msg::from(wait)
    })?;
    click.defer(Deferral::Thinking { ephemeral: true }).await;
    Ok(Reply::private(give_hint(app, &slot, (position, tenant), click.lang).await))
}

/// Get the best move for your turn, privately (not in rated games or matches)
#[poise::command(slash_command, rename = "hint")]
pub async fn hint_cmd(ctx: Context<'_>) -> Result<(), Error> {
    command::run(ctx, true, async |cmd| {
        let (app, lang) = (cmd.app, cmd.lang);
        let Some(slot) = app.live.get(cmd.channel).filter(|s| s.with_info(|i| i.active)) else {
            return cmd.say(Msg::NoGameHere).await;
        };
        let (position, tenant) = match hint_position(app, &slot, cmd.user, None).await {
            Ok(found) => found,
            Err(msg) => return cmd.say(msg).await,
        };
        let _turn = match app.assisting.begin(cmd.user) {
            Ok(turn) => turn,
            Err(wait) => {
                app.metrics.assist_refused(Assist::Hint, wait);
                return cmd.say(wait.into()).await;
            }
        };
        cmd.defer().await;
        let text = give_hint(app, &slot, (position, tenant), lang).await;
        cmd.say_text(text).await
    })
    .await
}
