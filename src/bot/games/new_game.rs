//! Creating a game from a command: `/connect4 challenge`, `vs-cpu` and the "Challenge to Connect Four" context
//! menu, with the checks that may refuse them.

use crate::ai::Level;
use crate::bot::clock::now_ms;
use crate::bot::games::start;
use crate::bot::ops::metrics::{Limit, Start};
use crate::bot::pipeline::command::{self, Command};
use crate::bot::pipeline::options::{
    ClockChoice, CpuFirstChoice, FirstChoice, FormatChoice, LevelChoice, TimerChoice, autocomplete_variant, goes_first,
    variant_of,
};
use crate::bot::pipeline::permissions::is_moderator;
use crate::bot::pipeline::place::Place;
use crate::bot::types::{Context, Error};
use crate::game::{Format, GuildSettings, Rules, Session};
use crate::render::Msg;
use poise::serenity_prelude as serenity;

/// Challenge someone (or anyone, without an opponent) to a game
#[poise::command(slash_command)]
#[allow(clippy::too_many_arguments)]
pub async fn challenge(
    ctx: Context<'_>,
    opponent: Option<serenity::User>,
    #[autocomplete = "autocomplete_variant"] variant: Option<String>,
    timer: Option<TimerChoice>,
    first: Option<FirstChoice>,
    format: Option<FormatChoice>,
    clock: Option<ClockChoice>,
    #[rename = "player2"] player2: Option<serenity::User>,
    #[rename = "player3"] player3: Option<serenity::User>,
    #[rename = "cpu-level"] cpu_level: Option<LevelChoice>,
) -> Result<(), Error> {
    command::run_once(ctx, false, async |cmd| {
        let players = [opponent, player2, player3];
        let options = ChallengeOptions { variant, timer, first, format, clock, cpu_level };
        start_challenge(cmd, players, options).await
    })
    .await
}

/// What a challenge asked for (unset options take the server's settings).
#[derive(Debug, Default, Clone)]
struct ChallengeOptions {
    variant: Option<String>,
    timer: Option<TimerChoice>,
    first: Option<FirstChoice>,
    format: Option<FormatChoice>,
    clock: Option<ClockChoice>,
    cpu_level: Option<LevelChoice>,
}

/// Challenge to Connect Four
#[poise::command(
    context_menu_command = "Challenge to Connect Four",
    install_context = "Guild | User",
    interaction_context = "Guild | PrivateChannel"
)]
pub async fn challenge_user(ctx: Context<'_>, user: serenity::User) -> Result<(), Error> {
    command::run_once(ctx, false, async |cmd| {
        start_challenge(cmd, [Some(user), None, None], ChallengeOptions::default()).await
    })
    .await
}

/// Checks a challenge against the server's settings and limits, then starts it in the channel.
async fn start_challenge(
    cmd: &Command<'_>,
    players: [Option<serenity::User>; 3],
    options: ChallengeOptions,
) -> Result<(), Error> {
    let app = cmd.app;
    let lang = cmd.lang;
    if cmd.place == Place::BotDm {
        return cmd.say(Msg::ChallengeInBotDm).await;
    }
    let variant = match variant_of(options.variant.as_deref(), lang) {
        Ok(variant) => variant,
        Err(why) => return cmd.say_text(why).await,
    };
    let multi_seat = variant.seats() > 2;
    let mut invited: Vec<serenity::User> = Vec::new();
    for user in players.into_iter().flatten() {
        if !invited.iter().any(|u| u.id == user.id) {
            invited.push(user);
        }
    }
    if invited.len() >= variant.seats() {
        return cmd.say(Msg::TooManyPlayers(variant.seats())).await;
    }
    if multi_seat && (options.format == Some(FormatChoice::Match) || options.clock.is_some()) {
        return cmd.say(Msg::MatchNeedsTwo).await;
    }
    let games = &app.config.games;
    let author = cmd.user;
    let guild = cmd.guild;
    let settings = app.settings_of(guild).await;
    if !settings.allows_channel(cmd.channel) {
        return cmd.say(Msg::ChannelNotAllowed).await;
    }
    for target in &invited {
        if target.id.get() == author {
            return cmd.say(Msg::SelfChallenge).await;
        }
        if target.bot {
            return cmd.say(Msg::BotOpponent).await;
        }
        if app.live.has_pending_challenge_for(target.id.get()) {
            return cmd.say(Msg::AlreadyChallenged(&format!("<@{}>", target.id))).await;
        }
    }
    if let Err(refused) = pass_limits(cmd, Start::Challenge, &settings) {
        return cmd.say(refused).await;
    }
    let id = app.next_id();
    let timer_ms = options.timer.map_or(app.timer_ms(&settings), |t| t.duration().map(|d| d.as_millis() as u64));
    let format =
        if multi_seat { Format::Single } else { options.format.map_or(settings.default_format, FormatChoice::format) };
    let clock = options.clock.map(ClockChoice::clock);
    let rules = Rules {
        format,
        clock,
        // A clock replaces the turn timer.
        timer_ms: if clock.is_some() { None } else { timer_ms },
        rated: format == Format::Match || settings.rate_single_games,
        theme: settings.theme,
        hints: settings.hints,
        ..Rules::new(variant, None, app.timeout_action(&settings), lang)
    };
    let now = now_ms();
    let expires = now + games.challenge_expiry.as_millis() as i64;
    let first = goes_first(options.first, true, id);
    let channel = cmd.channel;
    let invited: Vec<u64> = invited.iter().map(|u| u.id.get()).collect();
    let session = if multi_seat {
        let fill = options.cpu_level.map_or(Level::Medium, LevelChoice::level);
        Session::lobby(id, guild, channel, author, invited, first, fill, rules, now, expires)
    } else {
        Session::challenge(id, guild, channel, author, invited.first().copied(), first, rules, now, expires)
    };
    start::from_command(cmd, session, is_moderator(cmd.member_permissions())).await
}

/// Play against the CPU (works in DMs too)
#[poise::command(slash_command, rename = "vs-cpu")]
pub async fn vs_cpu(
    ctx: Context<'_>,
    level: Option<LevelChoice>,
    #[autocomplete = "autocomplete_variant"] variant: Option<String>,
    first: Option<CpuFirstChoice>,
) -> Result<(), Error> {
    command::run_once(ctx, false, async |cmd| {
        let app = cmd.app;
        let lang = cmd.lang;
        let variant = match variant_of(variant.as_deref(), lang) {
            Ok(variant) => variant,
            Err(why) => return cmd.say_text(why).await,
        };
        let (author, guild) = (cmd.user, cmd.guild);
        let settings = app.settings_of(guild).await;
        if !settings.allows_channel(cmd.channel) {
            return cmd.say(Msg::ChannelNotAllowed).await;
        }
        if let Err(refused) = pass_limits(cmd, Start::VsCpu, &settings) {
            return cmd.say(refused).await;
        }
        let level = level.unwrap_or(LevelChoice::Medium).level();
        let id = app.next_id();
        let rules = Rules {
            theme: settings.theme,
            hints: settings.hints,
            ..Rules::new(variant, None, app.timeout_action(&settings), lang)
        };
        let session = Session::vs_cpu(
            id,
            guild,
            cmd.channel,
            author,
            level,
            goes_first(first.map(FirstChoice::from), true, id),
            rules,
            now_ms(),
        );
        start::from_command(cmd, session, is_moderator(cmd.member_permissions())).await
    })
    .await
}

/// Checks the caller's cooldown and caps and the server's caps for a game `start` would begin; when they pass, the
/// caller's cooldown starts now. A refusal is counted, and says which limit was reached.
fn pass_limits(cmd: &Command<'_>, start: Start, settings: &GuildSettings) -> Result<(), Msg<'static>> {
    let (app, author) = (cmd.app, cmd.user);
    let games = &app.config.games;
    let cooldown = match start {
        Start::Challenge => &app.cooldowns.challenge,
        Start::VsCpu => &app.cooldowns.cpu_game,
    };
    let refused = |limit: Limit, msg: Msg<'static>| {
        app.metrics.start_refused(start, limit);
        Err(msg)
    };
    if let Err(at) = cooldown.check(author) {
        let msg = if start == Start::Challenge { Msg::Cooldown(at) } else { Msg::CpuCooldown(at) };
        return refused(Limit::Cooldown, msg);
    }
    let max_games = app.max_games_per_user(settings);
    if games_elsewhere(cmd, author) >= max_games {
        return refused(Limit::UserCap, Msg::UserCap(max_games));
    }
    if let Some(guild) = cmd.guild {
        if app.live.games_in(guild) >= games.max_games_per_server {
            return refused(Limit::ServerCap, Msg::ServerCap(games.max_games_per_server));
        }
        let max_cpu = games.max_cpu_games_per_server;
        if start == Start::VsCpu && app.live.cpu_games_in(guild) >= max_cpu {
            return refused(Limit::ServerCpuCap, Msg::ServerCpuCap(max_cpu));
        }
    }
    cooldown.begin_now(author);
    Ok(())
}

/// The active games `user` is in, not counting this channel's (a new game here replaces it).
fn games_elsewhere(cmd: &Command<'_>, user: u64) -> usize {
    let live = &cmd.app.live;
    let here = live.get(cmd.channel).is_some_and(|s| s.with_info(|i| i.active && i.involved.contains(&user)));
    live.games_of(user) - usize::from(here)
}
