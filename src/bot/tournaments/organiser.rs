//! The organiser's commands (the tournament's creator, a member with Manage Server or the server's tournament
//! role): start now, pause and resume, cancel, drop or add a player, set or correct a result, forbid or set a
//! pairing, export the standings; and the Discord event of a tournament's start.

use super::clicks::{rating_of, refusal_text};
use super::director;
use super::ledger::{Ledger, Unopened};
use super::which::chosen;
use crate::bot::app::App;
use crate::bot::pipeline::command::{self, Command};
use crate::bot::pipeline::permissions::is_manager;
use crate::bot::types::{Context, Error};
use crate::game::Millis;
use crate::game::tournament::{Tournament, TournamentFormat, TournamentRefusal, csv, trf};
use crate::render::{Msg, format_name, tournament_points, tournament_title};
use crate::tr;
use poise::serenity_prelude as serenity;
use std::sync::Arc;

/// Whether the caller may create and run tournaments: Manage Server, or the server's tournament role.
pub async fn may_organise(cmd: &Command<'_>) -> bool {
    if is_manager(cmd.member_permissions()) {
        return true;
    }
    let Some(role) = cmd.app.settings_of(cmd.guild).await.tournament_role else { return false };
    match cmd.ctx {
        poise::Context::Application(a) => {
            a.interaction.member.as_ref().is_some_and(|m| m.roles.iter().any(|r| r.get() == role))
        }
        poise::Context::Prefix(_) => false,
    }
}

/// Applies `change` to the command's tournament as its organiser, saves it, tells the caller the text `change`
/// returns, and lets the director show it and move it on.
async fn as_organiser(
    cmd: &Command<'_>,
    change: impl Fn(&mut Tournament, Millis) -> Result<String, TournamentRefusal>,
) -> Result<(), Error> {
    let (app, lang) = (cmd.app, cmd.lang);
    let Some(stored) = chosen(cmd, false).await? else { return Ok(()) };
    if stored.tournament.organiser != cmd.user && !may_organise(cmd).await {
        return cmd.say_text(tr!(lang, "tournament-not-organiser")).await;
    }
    let id = stored.tournament.id;
    let wait = cmd.budget.left().saturating_sub(std::time::Duration::from_millis(800));
    let now = app.clock.now();
    let changed = Ledger::change(app, id, wait, |t| change(t, now)).await;
    let said = match changed {
        Ok(Ok((_, said))) => said,
        Ok(Err(refusal)) => return cmd.say_text(refusal_text(refusal, lang)).await,
        Err(Unopened::Busy) => return cmd.say(Msg::Busy).await,
        Err(Unopened::Missing) => return cmd.say_text(tr!(lang, "tournament-none-here")).await,
        Err(Unopened::Store(e)) => return Err(e.into()),
    };
    cmd.say_text(said).await?;
    let app = Arc::clone(app);
    tokio::spawn(async move { director::step(&app, id).await });
    Ok(())
}

/// Start the tournament now (organiser)
#[poise::command(slash_command)]
pub async fn start(ctx: Context<'_>) -> Result<(), Error> {
    command::run(ctx, true, async |cmd| {
        let lang = cmd.lang;
        as_organiser(cmd, |t, now| t.start(now).map(|_| tr!(lang, "tournament-started"))).await
    })
    .await
}

/// Pause the tournament: games under way go on, no new one starts (organiser)
#[poise::command(slash_command)]
pub async fn pause(ctx: Context<'_>) -> Result<(), Error> {
    command::run(ctx, true, async |cmd| {
        let lang = cmd.lang;
        as_organiser(cmd, |t, now| t.pause(now).map(|()| tr!(lang, "tournament-paused-now"))).await
    })
    .await
}

/// Resume a paused tournament (organiser)
#[poise::command(slash_command)]
pub async fn resume(ctx: Context<'_>) -> Result<(), Error> {
    command::run(ctx, true, async |cmd| {
        let lang = cmd.lang;
        as_organiser(cmd, |t, now| t.resume(now).map(|()| tr!(lang, "tournament-resumed"))).await
    })
    .await
}

/// Cancel the tournament (organiser)
#[poise::command(slash_command)]
pub async fn cancel(ctx: Context<'_>) -> Result<(), Error> {
    command::run(ctx, true, async |cmd| {
        let lang = cmd.lang;
        as_organiser(cmd, |t, _| t.cancel().map(|()| tr!(lang, "tournament-cancelled-now"))).await
    })
    .await
}

/// Withdraw a player (organiser)
#[poise::command(slash_command)]
pub async fn drop(ctx: Context<'_>, player: serenity::User) -> Result<(), Error> {
    command::run(ctx, true, async |cmd| {
        let (lang, user) = (cmd.lang, player.id.get());
        as_organiser(cmd, |t, now| t.withdraw(user, now).map(|()| tr!(lang, "tournament-dropped", user))).await
    })
    .await
}

/// Add a player, past the cap and late (organiser)
#[poise::command(slash_command)]
pub async fn add(ctx: Context<'_>, player: serenity::User) -> Result<(), Error> {
    command::run(ctx, true, async |cmd| {
        let (lang, user) = (cmd.lang, player.id.get());
        if player.bot {
            return cmd.say(Msg::BotOpponent).await;
        }
        let Some(stored) = chosen(cmd, false).await? else { return Ok(()) };
        let rating =
            rating_of(cmd.app, stored.tournament.guild_id, &stored.tournament.setup.variant.to_string(), user).await;
        as_organiser(cmd, |t, now| t.add(user, rating, now).map(|()| tr!(lang, "tournament-added", user))).await
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
) -> Result<(), Error> {
    command::run(ctx, true, async |cmd| {
        let lang = cmd.lang;
        let (a, b) = (first.id.get(), second.id.get());
        let points_a = match outcome {
            Outcome::FirstWon => 2,
            Outcome::Draw => 1,
            Outcome::SecondWon => 0,
        };
        as_organiser(cmd, |t, _| {
            t.adjudicate(a, b, round, points_a, true).map(|_| {
                let (points_a, points_b) =
                    (tournament_points(points_a.into()), tournament_points(2 - u32::from(points_a)));
                tr!(lang, "tournament-result-set", a, b, points_a, points_b)
            })
        })
        .await
    })
    .await
}

/// Forbid two players from being paired (organiser)
#[poise::command(slash_command)]
pub async fn forbid(ctx: Context<'_>, first: serenity::User, second: serenity::User) -> Result<(), Error> {
    command::run(ctx, true, async |cmd| {
        let (lang, a, b) = (cmd.lang, first.id.get(), second.id.get());
        as_organiser(cmd, |t, _| t.forbid(a, b).map(|()| tr!(lang, "tournament-forbidden", a, b))).await
    })
    .await
}

/// Pair two players in the next Swiss round (organiser)
#[poise::command(slash_command)]
pub async fn pair(ctx: Context<'_>, first: serenity::User, second: serenity::User) -> Result<(), Error> {
    command::run(ctx, true, async |cmd| {
        let (lang, a, b) = (cmd.lang, first.id.get(), second.id.get());
        as_organiser(cmd, |t, _| t.pair_by_hand(a, b).map(|()| tr!(lang, "tournament-paired", a, b))).await
    })
    .await
}

/// The file an export writes.
#[derive(Debug, Clone, Copy, PartialEq, Eq, poise::ChoiceParameter)]
pub enum ExportFormat {
    Csv,
    Trf,
}

/// The standings as a CSV file (or TRF for a Swiss)
#[poise::command(slash_command)]
pub async fn export(ctx: Context<'_>, format: Option<ExportFormat>) -> Result<(), Error> {
    command::run(ctx, true, async |cmd| {
        let Some(stored) = chosen(cmd, true).await? else { return Ok(()) };
        let t = &stored.tournament;
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

/// A Discord scheduled event for the tournament's start, in its channel; false when Discord refused it (the bot
/// lacks Manage Events).
pub async fn schedule_event(app: &App, t: &Tournament, starts_at: Millis) -> bool {
    let Some(http) = app.http() else { return false };
    let at = |ms: Millis| serenity::Timestamp::from_unix_timestamp(ms / 1000).ok();
    let length = match t.setup.format {
        TournamentFormat::Arena { minutes } => i64::from(minutes) * 60_000,
        _ => 2 * 3_600_000,
    };
    let (Some(start), Some(end)) = (at(starts_at), at(starts_at + length)) else { return false };
    let name = tournament_title(t, t.setup.lang);
    let place = format!("https://discord.com/channels/{}/{}", t.guild_id, t.channel_id);
    let builder = serenity::CreateScheduledEvent::new(serenity::ScheduledEventType::External, name, start)
        .end_time(end)
        .location(place);
    match serenity::GuildId::new(t.guild_id).create_scheduled_event(http, builder).await {
        Ok(_) => true,
        Err(e) => {
            tracing::info!(tournament = t.id, "no Discord event for the tournament's start: {e}");
            false
        }
    }
}
