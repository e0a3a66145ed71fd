//! The commands of a channel's game: `/connect4 resign`, `board` and `rules`, and `/connect4-admin abort`.

use crate::bot::clock::now_ms;
use crate::bot::games::{board, copies};
use crate::bot::pipeline::command;
use crate::bot::pipeline::options::{autocomplete_variant, variant_of};
use crate::bot::pipeline::permissions::is_moderator;
use crate::bot::types::{Context, Error};
use crate::game::{EndReason, GameResult, Phase, Refusal};
use crate::render::{Msg, View, session_view};

/// Resign the game you are playing in this channel
#[poise::command(slash_command)]
pub async fn resign(ctx: Context<'_>, #[rename = "whole-match"] whole_match: Option<bool>) -> Result<(), Error> {
    command::run(ctx, false, async |cmd| {
        let (budget, app) = (cmd.budget, cmd.app);
        let Some(slot) = app.live.get(cmd.channel) else {
            return cmd.say(Msg::NoGameHere).await;
        };
        // The game may be busy for seconds (a CPU reply under way): answer "busy" rather than miss Discord's 3 s.
        let Some(mut session) = slot.lock_within(budget.left()).await else {
            return cmd.say(Msg::Busy).await;
        };
        let (user, now) = (cmd.user, now_ms());
        let resigned = if matches!(session.phase, Phase::Challenge { .. }) {
            // A challenge not taken yet: its challenger withdraws it, its target (or a seated player) declines it.
            session.decline(user, now)
        } else if whole_match == Some(true) {
            session.resign_match(user, now)
        } else {
            session.resign(user, now)
        };
        if let Err(refusal) = resigned {
            // Whatever else stops a resignation, the game on the board is no longer one to resign.
            let refusal = match refusal {
                Refusal::NotInGame | Refusal::NotYourChallenge => refusal,
                _ => Refusal::GameOver,
            };
            return cmd.say(refusal.into()).await;
        }
        app.persist(&slot, &mut session).await;
        cmd.send(&View { ephemeral: false, ..session_view(&session, app.notes(&slot, &session)) }).await?;
        board::show(app, &slot, &mut session).await;
        Ok(())
    })
    .await
}

/// Post this channel's board again (below the conversation)
#[poise::command(slash_command)]
pub async fn board(ctx: Context<'_>) -> Result<(), Error> {
    command::run(ctx, false, async |cmd| {
        let (budget, app) = (cmd.budget, cmd.app);
        let Some(slot) = app.live.get(cmd.channel).filter(|s| s.with_info(|i| i.active)) else {
            return cmd.say(Msg::NoGameHere).await;
        };
        let Some(mut session) = slot.lock_within(budget.left()).await else {
            return cmd.say(Msg::Busy).await;
        };
        let handle = cmd.send(&session_view(&session, app.notes(&slot, &session))).await?;
        let message = handle.message().await?;
        if let poise::Context::Application(a) = ctx {
            app.remember_token(&slot, &a.interaction.token, Some(message.id.get()));
        }
        let old = slot.board();
        slot.posted(message.id.get());
        app.persist(&slot, &mut session).await;
        copies::retire(app, &slot, &session, old.as_slice()).await;
        Ok(())
    })
    .await
}

/// How to play (a variant's rules)
#[poise::command(slash_command)]
pub async fn rules(
    ctx: Context<'_>,
    #[autocomplete = "autocomplete_variant"] variant: Option<String>,
) -> Result<(), Error> {
    command::run(ctx, true, async |cmd| {
        let lang = cmd.lang;
        let text = match variant_of(variant.as_deref(), lang) {
            Ok(variant) => crate::render::rules_text(lang, &variant),
            Err(why) => return cmd.say_text(why).await,
        };
        cmd.say_text(text).await?;
        // Where the bot was not invited, a second message says what plays differently there.
        if !cmd.place.bot_reaches_channel() {
            cmd.say_text(crate::render::rules_where(lang)).await?;
        }
        Ok(())
    })
    .await
}

/// End this channel's game, unscored (Manage Server or Manage Messages)
#[poise::command(slash_command, guild_only)]
pub async fn abort(ctx: Context<'_>) -> Result<(), Error> {
    command::run(ctx, true, async |cmd| {
        let (budget, app) = (cmd.budget, cmd.app);
        if !is_moderator(cmd.member_permissions()) {
            return cmd.say(Msg::NeedModerator).await;
        }
        let Some(slot) = app.live.get(cmd.channel).filter(|s| s.with_info(|i| i.active)) else {
            return cmd.say(Msg::NoGameHere).await;
        };
        let Some(mut session) = slot.lock_within(budget.left()).await else {
            return cmd.say(Msg::Busy).await;
        };
        session.finish(GameResult::Abandoned, EndReason::Aborted, now_ms());
        app.persist(&slot, &mut session).await;
        tracing::info!(game = session.id, by = cmd.user, "game aborted by a moderator");
        cmd.say(Msg::Aborted).await?;
        board::show(app, &slot, &mut session).await;
        Ok(())
    })
    .await
}
