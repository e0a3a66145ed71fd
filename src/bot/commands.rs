//! The command tree (`/connect4 …`, `/connect4-admin …`, the user context menu) and the in-game commands
//! resign, board, rules and abort.

use super::admin::{reset_leaderboard, settings};
use super::app::now_ms;
use super::builders;
use super::hint::hint_cmd;
use super::new_game::{challenge, challenge_user, vs_cpu};
use super::options::{autocomplete_variant, variant_of};
use super::pause::pause_cmd;
use super::permissions::is_moderator;
use super::puzzle::puzzle;
use super::replay::replay_cmd;
use super::reply::{Budget, in_time, lang_of, member_permissions, say_ephemeral};
use super::review::review_cmd;
use super::standings::{leaderboard, stats};
use super::types::{Context, Data, Error};
use crate::game::{EndReason, GameResult, Phase, Refusal};
use crate::render::{Msg, View, session_view};

/// Connect Four: challenge a friend or play the CPU
#[poise::command(
    slash_command,
    subcommands(
        "challenge",
        "vs_cpu",
        "resign",
        "board",
        "rules",
        "leaderboard",
        "stats",
        "hint_cmd",
        "pause_cmd",
        "review_cmd",
        "replay_cmd",
        "puzzle"
    ),
    subcommand_required,
    name_localized("es-ES", "conecta4"),
    name_localized("es-419", "conecta4"),
    description_localized("es-ES", "Conecta 4: desafía a alguien o juega contra la CPU"),
    description_localized("es-419", "Conecta 4: desafía a alguien o juega contra la CPU")
)]
pub async fn connect4(_ctx: Context<'_>) -> Result<(), Error> {
    Ok(())
}

/// Resign the game you are playing in this channel
#[poise::command(
    slash_command,
    name_localized("es-ES", "rendirse"),
    name_localized("es-419", "rendirse"),
    description_localized("es-ES", "Ríndete en la partida que juegas en este canal"),
    description_localized("es-419", "Ríndete en la partida que juegas en este canal")
)]
pub async fn resign(
    ctx: Context<'_>,
    #[description = "In a match: resign the whole match, not only this game"]
    #[rename = "whole-match"]
    #[name_localized("es-ES", "duelo-entero")]
    #[name_localized("es-419", "duelo-entero")]
    #[description_localized("es-ES", "En un duelo: abandona el duelo entero, no solo esta partida")]
    #[description_localized("es-419", "En un duelo: abandona el duelo entero, no solo esta partida")]
    whole_match: Option<bool>,
) -> Result<(), Error> {
    let (budget, app, lang) = (Budget::of(ctx), ctx.data(), lang_of(ctx));
    let Some(slot) = app.live.get(ctx.channel_id().get()) else {
        return say_ephemeral(ctx, lang.t(Msg::NoGameHere)).await;
    };
    // The game may be busy for seconds (a CPU reply under way): answer "busy" rather than miss Discord's 3 s.
    let Some(mut session) = slot.lock_within(budget.left()).await else {
        return say_ephemeral(ctx, lang.t(Msg::Busy)).await;
    };
    let (user, now) = (ctx.author().id.get(), now_ms());
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
        return say_ephemeral(ctx, lang.t(refusal.into())).await;
    }
    in_time(ctx, budget, false, app.persist(&slot, &mut session)).await?;
    ctx.send(builders::reply(&View { ephemeral: false, ..session_view(&session, app.notes(&session)) })).await?;
    app.publish(&slot, &mut session).await;
    Ok(())
}

/// Post this channel's board again (below the conversation)
#[poise::command(
    slash_command,
    name_localized("es-ES", "tablero"),
    name_localized("es-419", "tablero"),
    description_localized("es-ES", "Vuelve a publicar el tablero de este canal"),
    description_localized("es-419", "Vuelve a publicar el tablero de este canal")
)]
pub async fn board(ctx: Context<'_>) -> Result<(), Error> {
    let (budget, app, lang) = (Budget::of(ctx), ctx.data(), lang_of(ctx));
    let Some(slot) = app.live.get(ctx.channel_id().get()).filter(|s| s.with_info(|i| i.active)) else {
        return say_ephemeral(ctx, lang.t(Msg::NoGameHere)).await;
    };
    let Some(mut session) = slot.lock_within(budget.left()).await else {
        return say_ephemeral(ctx, lang.t(Msg::Busy)).await;
    };
    let handle = ctx.send(builders::reply(&session_view(&session, app.notes(&session)))).await?;
    let message = handle.message().await?;
    if let poise::Context::Application(a) = ctx {
        slot.remember_token(&a.interaction.token, Some(message.id.get()));
    }
    session.message_id = Some(message.id.get());
    session.board_posted_at = now_ms();
    app.persist(&slot, &mut session).await;
    Ok(())
}

/// How to play (a variant's rules)
#[poise::command(
    slash_command,
    name_localized("es-ES", "reglas"),
    name_localized("es-419", "reglas"),
    description_localized("es-ES", "Cómo se juega (las reglas de una variante)"),
    description_localized("es-419", "Cómo se juega (las reglas de una variante)")
)]
pub async fn rules(
    ctx: Context<'_>,
    #[description = "Which rules (default classic)"]
    #[name_localized("es-ES", "variante")]
    #[name_localized("es-419", "variante")]
    #[description_localized("es-ES", "Qué reglas (classic por defecto)")]
    #[description_localized("es-419", "Qué reglas (classic por defecto)")]
    #[autocomplete = "autocomplete_variant"]
    variant: Option<String>,
) -> Result<(), Error> {
    let lang = lang_of(ctx);
    let text = match variant_of(variant.as_deref(), lang) {
        Ok(variant) => crate::render::rules_text(lang, &variant),
        Err(why) => why,
    };
    say_ephemeral(ctx, text).await
}

/// Moderation of Connect Four games
#[poise::command(
    slash_command,
    rename = "connect4-admin",
    guild_only,
    subcommands("settings", "abort", "reset_leaderboard"),
    subcommand_required,
    default_member_permissions = "MANAGE_GUILD",
    name_localized("es-ES", "conecta4-admin"),
    name_localized("es-419", "conecta4-admin"),
    description_localized("es-ES", "Moderación de las partidas de Conecta 4"),
    description_localized("es-419", "Moderación de las partidas de Conecta 4")
)]
pub async fn connect4_admin(_ctx: Context<'_>) -> Result<(), Error> {
    Ok(())
}

/// End this channel's game, unscored (Manage Server or Manage Messages)
#[poise::command(
    slash_command,
    guild_only,
    name_localized("es-ES", "anular"),
    name_localized("es-419", "anular"),
    description_localized("es-ES", "Termina la partida de este canal, sin puntuar"),
    description_localized("es-419", "Termina la partida de este canal, sin puntuar")
)]
pub async fn abort(ctx: Context<'_>) -> Result<(), Error> {
    let (budget, app, lang) = (Budget::of(ctx), ctx.data(), lang_of(ctx));
    if !is_moderator(member_permissions(ctx)) {
        return say_ephemeral(ctx, lang.t(Msg::NeedModerator)).await;
    }
    let Some(slot) = app.live.get(ctx.channel_id().get()).filter(|s| s.with_info(|i| i.active)) else {
        return say_ephemeral(ctx, lang.t(Msg::NoGameHere)).await;
    };
    let Some(mut session) = slot.lock_within(budget.left()).await else {
        return say_ephemeral(ctx, lang.t(Msg::Busy)).await;
    };
    session.finish(GameResult::Abandoned, EndReason::Aborted, now_ms());
    in_time(ctx, budget, true, app.persist(&slot, &mut session)).await?;
    tracing::info!(game = session.id, by = ctx.author().id.get(), "game aborted by a moderator");
    say_ephemeral(ctx, lang.t(Msg::Aborted)).await?;
    app.publish(&slot, &mut session).await;
    Ok(())
}

/// Every command the bot registers.
pub fn all() -> Vec<poise::Command<Data, Error>> {
    vec![connect4(), connect4_admin(), challenge_user()]
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::borrow::Cow;

    /// Every Spanish localisation of `what` is given for Spain and for Latin America alike.
    fn both_spanish(what: &str, localizations: &[(Cow<'static, str>, Cow<'static, str>)]) {
        let of = |locale: &str| localizations.iter().find(|(l, _)| l == locale).map(|(_, text)| text);
        assert_eq!(of("es-ES"), of("es-419"), "{what}: {localizations:?}");
    }

    fn check(command: &poise::Command<Data, Error>, path: &str) {
        let path = format!("{path} {}", command.name);
        both_spanish(&path, &command.name_localizations);
        both_spanish(&path, &command.description_localizations);
        for parameter in &command.parameters {
            let what = format!("{path} {}", parameter.name);
            both_spanish(&what, &parameter.name_localizations);
            both_spanish(&what, &parameter.description_localizations);
            for choice in parameter.choices.iter() {
                both_spanish(&format!("{what} {}", choice.name), &choice.localizations);
            }
        }
        for sub in &command.subcommands {
            check(sub, &path);
        }
    }

    #[test]
    fn commands_options_and_choices_speak_spanish_in_spain_and_latin_america() {
        for command in all() {
            check(&command, "");
        }
    }
}
