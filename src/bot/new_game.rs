//! Creating a game from a command: `/connect4 challenge`, `vs-cpu` and the "Challenge to Connect Four" context
//! menu, with the checks that may refuse them.

use super::app::now_ms;
use super::metrics::{Limit, Start};
use super::options::{
    ClockChoice, CpuFirstChoice, FirstChoice, FormatChoice, LevelChoice, TimerChoice, autocomplete_variant, goes_first,
    variant_of,
};
use super::permissions::is_moderator;
use super::reply::{lang_of, member_permissions, say_ephemeral};
use super::start;
use super::types::{Context, Error};
use crate::ai::Level;
use crate::game::{Format, GuildSettings, Rules, Session};
use crate::render::Msg;
use dashmap::DashMap;
use poise::serenity_prelude as serenity;
use std::time::{Duration, Instant};

/// Challenge someone (or anyone, without an opponent) to a game
#[poise::command(slash_command, guild_only)]
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
    let players = [opponent, player2, player3];
    let options = ChallengeOptions { variant, timer, first, format, clock, cpu_level };
    start_challenge(ctx, players, options).await
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
#[poise::command(context_menu_command = "Challenge to Connect Four", guild_only)]
pub async fn challenge_user(ctx: Context<'_>, user: serenity::User) -> Result<(), Error> {
    start_challenge(ctx, [Some(user), None, None], ChallengeOptions::default()).await
}

/// Checks a challenge against the server's settings and limits, then starts it in the channel.
async fn start_challenge(
    ctx: Context<'_>,
    players: [Option<serenity::User>; 3],
    options: ChallengeOptions,
) -> Result<(), Error> {
    let app = ctx.data();
    let lang = lang_of(ctx);
    let variant = match variant_of(options.variant.as_deref(), lang) {
        Ok(variant) => variant,
        Err(why) => return say_ephemeral(ctx, why).await,
    };
    let multi_seat = variant.seats() > 2;
    let mut invited: Vec<serenity::User> = Vec::new();
    for user in players.into_iter().flatten() {
        if !invited.iter().any(|u| u.id == user.id) {
            invited.push(user);
        }
    }
    if invited.len() >= variant.seats() {
        return say_ephemeral(ctx, lang.t(Msg::TooManyPlayers(variant.seats()))).await;
    }
    if multi_seat && (options.format == Some(FormatChoice::Match) || options.clock.is_some()) {
        return say_ephemeral(ctx, lang.t(Msg::MatchNeedsTwo)).await;
    }
    let games = &app.config.games;
    let author = ctx.author().id.get();
    let guild = ctx.guild_id().map(|g| g.get());
    let settings = app.settings_of(guild).await;
    if !settings.allows_channel(ctx.channel_id().get()) {
        return say_ephemeral(ctx, lang.t(Msg::ChannelNotAllowed)).await;
    }
    for target in &invited {
        if target.id.get() == author {
            return say_ephemeral(ctx, lang.t(Msg::SelfChallenge)).await;
        }
        if target.bot {
            return say_ephemeral(ctx, lang.t(Msg::BotOpponent)).await;
        }
        if app.live.has_pending_challenge_for(target.id.get()) {
            return say_ephemeral(ctx, lang.t(Msg::AlreadyChallenged(&format!("<@{}>", target.id)))).await;
        }
    }
    if let Err(refused) = pass_limits(ctx, Start::Challenge, &settings) {
        return say_ephemeral(ctx, lang.t(refused)).await;
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
    let channel = ctx.channel_id().get();
    let invited: Vec<u64> = invited.iter().map(|u| u.id.get()).collect();
    let session = if multi_seat {
        let fill = options.cpu_level.map_or(Level::Medium, LevelChoice::level);
        Session::lobby(id, guild, channel, author, invited, first, fill, rules, now, expires)
    } else {
        Session::challenge(id, guild, channel, author, invited.first().copied(), first, rules, now, expires)
    };
    start::from_command(app, ctx, session, is_moderator(member_permissions(ctx))).await
}

/// Play against the CPU (works in DMs too)
#[poise::command(slash_command, rename = "vs-cpu")]
pub async fn vs_cpu(
    ctx: Context<'_>,
    level: Option<LevelChoice>,
    #[autocomplete = "autocomplete_variant"] variant: Option<String>,
    first: Option<CpuFirstChoice>,
) -> Result<(), Error> {
    let app = ctx.data();
    let lang = lang_of(ctx);
    let variant = match variant_of(variant.as_deref(), lang) {
        Ok(variant) => variant,
        Err(why) => return say_ephemeral(ctx, why).await,
    };
    let author = ctx.author().id.get();
    let guild = ctx.guild_id().map(|g| g.get());
    let settings = app.settings_of(guild).await;
    if !settings.allows_channel(ctx.channel_id().get()) {
        return say_ephemeral(ctx, lang.t(Msg::ChannelNotAllowed)).await;
    }
    if let Err(refused) = pass_limits(ctx, Start::VsCpu, &settings) {
        return say_ephemeral(ctx, lang.t(refused)).await;
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
        ctx.channel_id().get(),
        author,
        level,
        goes_first(first.map(FirstChoice::from), true, id),
        rules,
        now_ms(),
    );
    start::from_command(app, ctx, session, is_moderator(member_permissions(ctx))).await
}

/// Checks the caller's cooldown and caps and the server's caps for a game `start` would begin; when they pass, the
/// caller's cooldown starts now. A refusal is counted, and says which limit was reached.
fn pass_limits(ctx: Context<'_>, start: Start, settings: &GuildSettings) -> Result<(), Msg<'static>> {
    let (app, author) = (ctx.data(), ctx.author().id.get());
    let games = &app.config.games;
    let (last, period) = match start {
        Start::Challenge => (&app.cooldowns, games.challenge_cooldown),
        Start::VsCpu => (&app.cpu_cooldowns, games.cpu_game_cooldown),
    };
    let refused = |limit: Limit, msg: Msg<'static>| {
        app.metrics.start_refused(start, limit);
        Err(msg)
    };
    if let Some(at) = cooling_until(last, author, period) {
        let msg = if start == Start::Challenge { Msg::Cooldown(at) } else { Msg::CpuCooldown(at) };
        return refused(Limit::Cooldown, msg);
    }
    let max_games = app.max_games_per_user(settings);
    if games_elsewhere(ctx, author) >= max_games {
        return refused(Limit::UserCap, Msg::UserCap(max_games));
    }
    if let Some(guild) = ctx.guild_id().map(|g| g.get()) {
        if app.live.games_in(guild) >= games.max_games_per_server {
            return refused(Limit::ServerCap, Msg::ServerCap(games.max_games_per_server));
        }
        let max_cpu = games.max_cpu_games_per_server;
        if start == Start::VsCpu && app.live.cpu_games_in(guild) >= max_cpu {
            return refused(Limit::ServerCpuCap, Msg::ServerCpuCap(max_cpu));
        }
    }
    last.insert(author, Instant::now());
    Ok(())
}

/// When (in Unix seconds, rounded up) `user` may start again, if their last start in `last` is within `period`.
fn cooling_until(last: &DashMap<u64, Instant>, user: u64, period: Duration) -> Option<i64> {
    let elapsed = last.get(&user)?.elapsed();
    (elapsed < period).then(|| (now_ms() + (period - elapsed).as_millis() as i64) / 1000 + 1)
}

/// The active games `user` is in, not counting this channel's (a new game here replaces it).
fn games_elsewhere(ctx: Context<'_>, user: u64) -> usize {
    let live = &ctx.data().live;
    let here =
        live.get(ctx.channel_id().get()).is_some_and(|s| s.with_info(|i| i.active && i.involved.contains(&user)));
    live.games_of(user) - usize::from(here)
}
