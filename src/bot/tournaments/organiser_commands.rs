//! The organiser's commands: start now, pause and resume, cancel, drop or add a player, set or correct a result,
//! forbid or set a pairing, export the standings. Each may name the tournament (`tournament`, offered by
//! autocomplete), so a tournament whose channel is gone or that is not this channel's is never out of reach.

use super::clicks::rating_of;
use super::organiser::{as_organiser, may_organise};
use super::start_checks::missing_permissions;
use super::which::{autocomplete_tournament, chosen};
use crate::bot::app::App;
use crate::bot::pipeline::command::{self, Command};
use crate::bot::types::{Context, Error};
use crate::game::tournament::{StopReason, Tournament, TournamentFormat, TournamentRefusal, csv, trf};
use crate::game::{EndReason, Lang, Millis};
use crate::render::{Msg, format_name, tournament_points};
use crate::tr;
use poise::serenity_prelude as serenity;

/// Start the tournament now (organiser)
#[poise::command(slash_command)]
pub async fn start(
    ctx: Context<'_>,
    #[autocomplete = "autocomplete_tournament"] tournament: Option<String>,
) -> Result<(), Error> {
    command::run(ctx, true, async |cmd| {
        let lang = cmd.lang;
        if let Some(missing) = missing_here(cmd, tournament.as_deref()).await? {
            return cmd.say_text(missing).await;
        }
        as_organiser(cmd, tournament.as_deref(), EndReason::Aborted, |t, now| {
            t.start(now).map(|_| tr!(lang, "tournament-started"))
        })
        .await
    })
    .await
}

/// Why the tournament cannot start from the command's channel, when it is the tournament's: the bot lacks a
/// permission its games need there (a start from elsewhere is checked by Discord's answers to its threads).
async fn missing_here(cmd: &Command<'_>, named: Option<&str>) -> Result<Option<String>, Error> {
    let channel = match named {
        Some(_) => chosen(cmd, named, false).await?.map(|s| s.tournament.channel_id),
        None => Some(cmd.channel),
    };
    Ok(missing_permissions(cmd).filter(|_| channel == Some(cmd.channel)))
}

/// Runs an organiser's command that applies `change` (given the time and the caller's language) to the tournament
/// `named` or the channel's, games of pairings it closes ended for `why`.
async fn organise(
    ctx: Context<'_>,
    named: Option<String>,
    why: EndReason,
    change: impl Fn(&mut Tournament, Millis, Lang) -> Result<String, TournamentRefusal>,
) -> Result<(), Error> {
    command::run(ctx, true, async |cmd| {
        let lang = cmd.lang;
        as_organiser(cmd, named.as_deref(), why, |t, now| change(t, now, lang)).await
    })
    .await
}

/// Pause the tournament: games under way go on, no new one starts (organiser)
#[poise::command(slash_command)]
pub async fn pause(
    ctx: Context<'_>,
    #[autocomplete = "autocomplete_tournament"] tournament: Option<String>,
) -> Result<(), Error> {
    organise(ctx, tournament, EndReason::Aborted, |t, now, lang| {
        t.pause(now).map(|()| tr!(lang, "tournament-paused-now"))
    })
    .await
}

/// Resume a paused tournament (organiser)
#[poise::command(slash_command)]
pub async fn resume(
    ctx: Context<'_>,
    #[autocomplete = "autocomplete_tournament"] tournament: Option<String>,
) -> Result<(), Error> {
    organise(ctx, tournament, EndReason::Aborted, |t, now, lang| {
        t.resume(now).map(|()| tr!(lang, "tournament-resumed"))
    })
    .await
}

/// Cancel the tournament (organiser)
#[poise::command(slash_command)]
pub async fn cancel(
    ctx: Context<'_>,
    #[autocomplete = "autocomplete_tournament"] tournament: Option<String>,
) -> Result<(), Error> {
    organise(ctx, tournament, EndReason::TournamentCancelled, |t, _, lang| {
        t.cancel(StopReason::Organiser).map(|()| tr!(lang, "tournament-cancelled-now"))
    })
    .await
}

/// Withdraw a player (organiser)
#[poise::command(slash_command)]
pub async fn drop(
    ctx: Context<'_>,
    player: serenity::User,
    #[autocomplete = "autocomplete_tournament"] tournament: Option<String>,
) -> Result<(), Error> {
    let user = player.id.get();
    organise(ctx, tournament, EndReason::Aborted, |t, now, lang| {
        t.withdraw(user, now).map(|()| tr!(lang, "tournament-dropped", user))
    })
    .await
}

/// Add a player, past the cap and late (organiser)
#[poise::command(slash_command)]
pub async fn add(
    ctx: Context<'_>,
    player: serenity::User,
    #[autocomplete = "autocomplete_tournament"] tournament: Option<String>,
) -> Result<(), Error> {
    command::run(ctx, true, async |cmd| {
        let (lang, user) = (cmd.lang, player.id.get());
        if player.bot {
            return cmd.say(Msg::BotOpponent).await;
        }
        let Some(stored) = chosen(cmd, tournament.as_deref(), false).await? else { return Ok(()) };
        let variant = stored.tournament.setup.variant.to_string();
        let rating = rating_of(cmd.app, stored.tournament.guild_id, &variant, user).await;
        as_organiser(cmd, tournament.as_deref(), EndReason::Aborted, |t, now| {
            t.add(user, rating, now).map(|()| tr!(lang, "tournament-added", user))
        })
        .await
    })
    .await
}

/// The result of a pairing, as the organiser sets it.
#[derive(Debug, Clone, Copy, poise::ChoiceParameter)]
pub enum Outcome {
    FirstWon,
    Draw,
    SecondWon,
}

/// Set or correct the result of two players' pairing (organiser)
#[poise::command(slash_command)]
pub async fn result(
    ctx: Context<'_>,
    first: serenity::User,
    second: serenity::User,
    outcome: Outcome,
    round: Option<u32>,
    #[autocomplete = "autocomplete_tournament"] tournament: Option<String>,
) -> Result<(), Error> {
    let (a, b) = (first.id.get(), second.id.get());
    let points_a = match outcome {
        Outcome::FirstWon => 2,
        Outcome::Draw => 1,
        Outcome::SecondWon => 0,
    };
    // A game of the pairing still played is stopped: the organiser's result is the pairing's.
    organise(ctx, tournament, EndReason::ResultSetByHand, |t, _, lang| {
        t.adjudicate(a, b, round, points_a, true).map(|_| {
            let (points_a, points_b) = (tournament_points(points_a.into()), tournament_points(2 - u32::from(points_a)));
            tr!(lang, "tournament-result-set", a, b, points_a, points_b)
        })
    })
    .await
}

/// Forbid two players from being paired (organiser)
#[poise::command(slash_command)]
pub async fn forbid(
    ctx: Context<'_>,
    first: serenity::User,
    second: serenity::User,
    #[autocomplete = "autocomplete_tournament"] tournament: Option<String>,
) -> Result<(), Error> {
    let (a, b) = (first.id.get(), second.id.get());
    organise(ctx, tournament, EndReason::Aborted, |t, _, lang| {
        t.forbid(a, b).map(|()| tr!(lang, "tournament-forbidden", a, b))
    })
    .await
}

/// Pair two players in the next Swiss round (organiser)
#[poise::command(slash_command)]
pub async fn pair(
    ctx: Context<'_>,
    first: serenity::User,
    second: serenity::User,
    #[autocomplete = "autocomplete_tournament"] tournament: Option<String>,
) -> Result<(), Error> {
    let (a, b) = (first.id.get(), second.id.get());
    organise(ctx, tournament, EndReason::Aborted, |t, _, lang| {
        t.pair_by_hand(a, b).map(|()| tr!(lang, "tournament-paired", a, b))
    })
    .await
}

/// The file an export writes.
#[derive(Debug, Clone, Copy, PartialEq, Eq, poise::ChoiceParameter)]
pub enum ExportFormat {
    Csv,
    Trf,
}

/// The standings as a CSV file, or TRF for a Swiss (organiser)
#[poise::command(slash_command)]
pub async fn export(
    ctx: Context<'_>,
    format: Option<ExportFormat>,
    #[autocomplete = "autocomplete_tournament"] tournament: Option<String>,
) -> Result<(), Error> {
    command::run(ctx, true, async |cmd| {
        let Some(stored) = chosen(cmd, tournament.as_deref(), true).await? else { return Ok(()) };
        let t = &stored.tournament;
        if t.organiser != cmd.user && !may_organise(cmd).await {
            return cmd.say_text(tr!(cmd.lang, "tournament-not-organiser")).await;
        }
        let name = |user: u64| name_of(cmd.app, user);
        let swiss = matches!(t.setup.format, TournamentFormat::Swiss { .. });
        let (text, file, content) = match format {
            Some(ExportFormat::Trf) if swiss => {
                let title = format!("{} {}", format_name(t.setup.format, cmd.lang), t.id);
                (trf(t, &title, &name), format!("tournament-{}.trf", t.id), String::new())
            }
            Some(ExportFormat::Trf) => {
                (csv(t, &name), format!("tournament-{}.csv", t.id), tr!(cmd.lang, "tournament-export-trf-swiss"))
            }
            _ => (csv(t, &name), format!("tournament-{}.csv", t.id), String::new()),
        };
        let reply = poise::CreateReply::default()
            .content(content)
            .attachment(serenity::CreateAttachment::bytes(text.into_bytes(), file))
            .ephemeral(true);
        cmd.send_reply(reply).await?;
        Ok(())
    })
    .await
}

/// A player's name as the cache knows it, else their id.
fn name_of(app: &App, user: u64) -> String {
    app.cache()
        .and_then(|cache| cache.user(serenity::UserId::new(user)).map(|u| u.name.clone()))
        .unwrap_or_else(|| user.to_string())
}
