//! `/connect4-tournament …`: the group, `create`, and what any player may ask (`standings`, `why`).

use super::event::schedule_event;
use super::ledger::Ledger;
use super::message;
use super::organiser::may_organise;
use super::organiser_commands::{add, cancel, drop, export, forbid, pair, pause, result, resume, start};
use super::start_checks::missing_permissions;
use super::which::{chosen, chosen_in_sight};
use crate::bot::pipeline::command::{self, Command};
use crate::bot::pipeline::options::{ClockChoice, TimerChoice, autocomplete_variant, variant_of};
use crate::bot::types::{Context, Error};
use crate::game::tournament::{Tournament, TournamentFormat, TournamentSetup};
use crate::render::{standings_view, tournament_view, why_text};
use crate::tr;
use poise::serenity_prelude as serenity;

/// Tournaments: Swiss, round robin and arena, run by the bot
#[poise::command(
    slash_command,
    rename = "connect4-tournament",
    guild_only,
    install_context = "Guild",
    interaction_context = "Guild",
    subcommands(
        "create",
        "standings",
        "why",
        "berserk",
        "start",
        "pause",
        "resume",
        "cancel",
        "drop",
        "add",
        "result",
        "forbid",
        "pair",
        "export"
    ),
    subcommand_required
)]
pub async fn tournament(_ctx: Context<'_>) -> Result<(), Error> {
    Ok(())
}

/// The format of a new tournament.
#[derive(Debug, Clone, Copy, poise::ChoiceParameter)]
pub enum FormatChoice {
    Swiss,
    RoundRobin,
    DoubleRoundRobin,
    Arena,
}

/// The most tournaments a server has open or under way at once: the director reads each one every tick.
const MAX_PER_SERVER: usize = 10;

/// Most Swiss rounds, arena minutes, entrants, minutes before the start and of check-in.
const MAX_ROUNDS: u32 = 15;
const MAX_ARENA_MINUTES: u32 = 24 * 60;
const MAX_CAP: u32 = 1000;
const MAX_STARTS_IN: u32 = 7 * 24 * 60;
const MAX_CHECK_IN: u32 = 24 * 60;

/// A number option of `create` checked against its range, or the caller is told the range, the option named as
/// their client shows it (`rounds`, `rondas` …).
fn in_range(
    cmd: &Command<'_>,
    option: &str,
    value: Option<u32>,
    range: std::ops::RangeInclusive<u32>,
) -> Result<Option<u32>, String> {
    match value {
        Some(v) if !range.contains(&v) => Err(tr!(
            cmd.lang,
            "tournament-bad-option",
            option = tr!(cmd.lang, &format!("connect4-tournament-create-{option}-name")),
            range = format!("{}–{}", range.start(), range.end())
        )),
        other => Ok(other),
    }
}

/// Create a tournament in this channel (Manage Server or the server's tournament role)
#[poise::command(slash_command)]
#[allow(clippy::too_many_arguments)]
pub async fn create(
    ctx: Context<'_>,
    format: FormatChoice,
    #[autocomplete = "autocomplete_variant"] variant: Option<String>,
    rounds: Option<u32>,
    minutes: Option<u32>,
    clock: Option<ClockChoice>,
    timer: Option<TimerChoice>,
    #[rename = "starts-in"] starts_in: Option<u32>,
    cap: Option<u32>,
    #[rename = "check-in"] check_in: Option<u32>,
) -> Result<(), Error> {
    command::run_once(ctx, true, async |cmd| {
        let (app, lang) = (cmd.app, cmd.lang);
        let Some(guild) = cmd.guild.filter(|_| cmd.place.bot_reaches_channel()) else {
            return cmd.say_text(tr!(lang, "tournament-servers-only")).await;
        };
        if !may_organise(cmd).await {
            return cmd.say_text(tr!(lang, "tournament-not-organiser")).await;
        }
        if let Some(missing) = missing_permissions(cmd) {
            return cmd.say_text(missing).await;
        }
        let variant = match variant_of(variant.as_deref(), lang) {
            Ok(variant) if variant.seats() == 2 => variant,
            Ok(_) => return cmd.say_text(tr!(lang, "tournament-two-players-only")).await,
            Err(why) => return cmd.say_text(why).await,
        };
        let checked = (|| {
            Ok::<_, String>((
                in_range(cmd, "rounds", rounds, 1..=MAX_ROUNDS)?,
                in_range(cmd, "minutes", minutes, 1..=MAX_ARENA_MINUTES)?,
                in_range(cmd, "starts-in", starts_in, 0..=MAX_STARTS_IN)?,
                in_range(cmd, "cap", cap, 2..=MAX_CAP)?,
                in_range(cmd, "check-in", check_in, 1..=MAX_CHECK_IN)?,
            ))
        })();
        let (rounds, minutes, starts_in, cap, check_in) = match checked {
            Ok(values) => values,
            Err(why) => return cmd.say_text(why).await,
        };
        if check_in.is_some() && starts_in.is_none() {
            return cmd.say_text(tr!(lang, "tournament-no-start-time")).await;
        }
        let format = match format {
            FormatChoice::Swiss => TournamentFormat::Swiss { rounds: rounds.unwrap_or(5) },
            FormatChoice::RoundRobin => TournamentFormat::RoundRobin { double: false },
            FormatChoice::DoubleRoundRobin => TournamentFormat::RoundRobin { double: true },
            FormatChoice::Arena => TournamentFormat::Arena { minutes: minutes.unwrap_or(30) },
        };
        let settings = app.settings_of(Some(guild)).await;
        let timer_ms = timer
            .and_then(TimerChoice::duration)
            .map(|d| d.as_millis() as u64)
            .or_else(|| app.timer_ms(&settings))
            .unwrap_or(DEFAULT_TIMER_MS);
        let now = app.clock.now();
        let setup = TournamentSetup {
            format,
            variant,
            clock: clock.map(ClockChoice::clock),
            timer_ms,
            lang,
            cap,
            starts_at: starts_in.map(|m| now + i64::from(m) * 60_000),
            check_in_ms: check_in.map(|m| u64::from(m) * 60_000),
        };
        // From here on the answer is the tournament's public message, even if the database makes it wait.
        cmd.answers_privately(false);
        let open = app.store.tournaments_of_guild(guild, MAX_PER_SERVER as u32 + 1).await?;
        if open.iter().filter(|s| !s.tournament.is_over()).count() >= MAX_PER_SERVER {
            cmd.answers_privately(true);
            return cmd.say_text(tr!(lang, "tournament-too-many-here", max = MAX_PER_SERVER as u64)).await;
        }
        let t = Tournament::new(app.next_id(), guild, cmd.channel, cmd.user, setup, now);
        app.store.create_tournament(&t, now).await?;
        let view = tournament_view(&t, &[], &|_| None, now);
        // Under the tournament's lock: a Join pressed meanwhile saves first or waits.
        let answered = match cmd.send(&view).await {
            Ok(handle) => {
                if let Ok(message) = handle.message().await {
                    let mut ledger = Ledger::open(app, t.id, LOCK_WAIT).await.map_err(|e| format!("{e:?}"))?;
                    ledger.stored.message = Some(message.id.get());
                    ledger.save(app).await?;
                }
                true
            }
            Err(e) => {
                // Discord refused the answer, but the tournament is made: its message goes to the channel, and the
                // refused interaction is not answered again.
                tracing::warn!(tournament = t.id, "a new tournament's answer was refused; posting its message: {e}");
                let mut ledger = Ledger::open(app, t.id, LOCK_WAIT).await.map_err(|e| format!("{e:?}"))?;
                message::show_and_keep(app, &mut ledger).await;
                false
            }
        };
        let event_missing = match t.setup.starts_at {
            Some(starts_at) => !schedule_event(app, &t, starts_at).await,
            None => false,
        };
        if !answered {
            return Ok(());
        }
        let mut said = tr!(lang, "tournament-created", id = t.id.to_string());
        if event_missing {
            said.push('\n');
            said.push_str(&tr!(lang, "tournament-event-missing"));
        }
        cmd.say_text(said).await
    })
    .await
}

/// How long the new tournament's message id waits for a press holding the tournament.
const LOCK_WAIT: std::time::Duration = std::time::Duration::from_secs(5);

/// The turn timer of a tournament's games when neither the command nor the server sets one.
const DEFAULT_TIMER_MS: u64 = 5 * 60_000;

/// The standings of this channel's tournament
#[poise::command(slash_command)]
pub async fn standings(ctx: Context<'_>) -> Result<(), Error> {
    command::run(ctx, true, async |cmd| {
        let Some(stored) = chosen_in_sight(cmd, None, true).await? else { return Ok(()) };
        let t = &stored.tournament;
        cmd.send(&standings_view(t, &crate::game::tournament::standings(t), cmd.lang)).await?;
        Ok(())
    })
    .await
}

/// Why you (or another player) were paired as you were
#[poise::command(slash_command)]
pub async fn why(ctx: Context<'_>, player: Option<serenity::User>) -> Result<(), Error> {
    command::run(ctx, true, async |cmd| {
        let Some(stored) = chosen_in_sight(cmd, None, true).await? else { return Ok(()) };
        let user = player.map_or(cmd.user, |p| p.id.get());
        cmd.say_text(why_text(user, stored.tournament.why(user).as_ref(), cmd.lang)).await
    })
    .await
}

/// Arena: half your clock before your first move, for a point more on a win of 7+ moves
#[poise::command(slash_command)]
pub async fn berserk(ctx: Context<'_>) -> Result<(), Error> {
    command::run(ctx, true, async |cmd| {
        let (app, lang, user) = (cmd.app, cmd.lang, cmd.user);
        let Some(stored) = chosen(cmd, None, false).await? else { return Ok(()) };
        let game = match stored.tournament.clone().berserk(user) {
            Ok(game) => game,
            Err(refusal) => return cmd.say_text(super::clicks::refusal_text(refusal, lang)).await,
        };
        let Some(slot) = app.live.channel_of(game).and_then(|channel| app.live.get(channel)) else {
            return cmd.say_text(tr!(lang, "tournament-berserk-too-late")).await;
        };
        let Some(mut session) = slot.lock_within(cmd.budget.left()).await else {
            return cmd.say(crate::render::Msg::Busy).await;
        };
        if session.id != game || session.berserk(user, crate::bot::clock::now_ms()).is_err() {
            return cmd.say_text(tr!(lang, "tournament-berserk-too-late")).await;
        }
        app.persist(&slot, &mut session).await;
        crate::bot::games::board::show(app, &slot, &mut session).await;
        std::mem::drop(session);
        let wait = cmd.budget.left().saturating_sub(std::time::Duration::from_millis(500));
        match Ledger::change(app, stored.tournament.id, wait, |t| t.berserk(user)).await {
            Ok(Ok(_)) => cmd.say_text(tr!(lang, "tournament-berserk-done")).await,
            Ok(Err(refusal)) => cmd.say_text(super::clicks::refusal_text(refusal, lang)).await,
            Err(e) => {
                tracing::warn!(tournament = stored.tournament.id, "berserk not recorded: {e:?}");
                cmd.say(crate::render::Msg::DatabaseAway).await
            }
        }
    })
    .await
}
