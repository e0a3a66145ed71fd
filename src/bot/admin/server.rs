//! Server administration: `/connect4-admin settings` and `reset-leaderboard`.

use crate::bot::app::App;
use crate::bot::clock::now_ms;
use crate::bot::pipeline::answer::Reply;
use crate::bot::pipeline::click::{Answered, Click};
use crate::bot::pipeline::command::{self, Command};
use crate::bot::pipeline::options::{DefaultFormatChoice, ThemeChoice, TimeoutChoice, TimerChoice};
use crate::bot::pipeline::permissions::is_manager;
use crate::bot::types::{Context, Error};
use crate::game::TimeoutAction;
use crate::game::{DailySchedule, GamesNowChannel, GuildSettings, Lang, ResetButton};
use crate::render::{Msg, SettingsDefaults, reset_cancelled_view, reset_confirm_view, reset_done_view, settings_view};
use poise::serenity_prelude as serenity;

/// The changes a settings command asked for.
/// The daily puzzle's hour (UTC) when a channel is set without one.
const DAILY_HOUR: u8 = 12;

#[derive(Debug, Default, Clone, Copy)]
struct SettingsChange {
    timer: Option<TimerChoice>,
    timeout: Option<TimeoutChoice>,
    threads: Option<bool>,
    alternate_first: Option<bool>,
    theme: Option<ThemeChoice>,
    format: Option<DefaultFormatChoice>,
    rate_single_games: Option<bool>,
    max_games_per_user: Option<u32>,
    allow_channel: Option<serenity::ChannelId>,
    disallow_channel: Option<serenity::ChannelId>,
    every_channel: Option<bool>,
    hints: Option<bool>,
    daily_channel: Option<serenity::ChannelId>,
    daily_hour: Option<u8>,
    daily_off: Option<bool>,
    games_now_channel: Option<serenity::ChannelId>,
    games_now_off: Option<bool>,
    tournament_role: Option<serenity::RoleId>,
    tournament_role_off: Option<bool>,
    web_pages: Option<bool>,
    /// The channel the command was used in (where an hour alone puts the daily puzzle), and the caller's
    /// language (the daily puzzle's).
    here: u64,
    lang: Lang,
}

impl SettingsChange {
    /// Applies the change; returns the names (as the settings view knows them) of what changed.
    fn apply(self, s: &mut GuildSettings) -> Vec<&'static str> {
        let before = s.clone();
        if let Some(timer) = self.timer {
            s.timer_ms = Some(timer.duration().map_or(0, |d| d.as_millis() as u64));
        }
        if let Some(timeout) = self.timeout {
            s.timeout_action = Some(timeout.action());
        }
        if let Some(on) = self.threads {
            s.thread_per_game = on;
        }
        if let Some(on) = self.alternate_first {
            s.alternate_first = on;
        }
        if let Some(theme) = self.theme {
            s.theme = theme.theme();
        }
        if let Some(format) = self.format {
            s.default_format = format.format();
        }
        if let Some(on) = self.rate_single_games {
            s.rate_single_games = on;
        }
        if let Some(n) = self.max_games_per_user {
            s.max_games_per_user = Some(n);
        }
        if let Some(on) = self.hints {
            s.hints = on;
        }
        if self.every_channel == Some(true) {
            s.allowed_channels.clear();
        }
        if let Some(channel) = self.allow_channel.map(|c| c.get())
            && !s.allowed_channels.contains(&channel)
        {
            s.allowed_channels.push(channel);
        }
        if let Some(channel) = self.disallow_channel.map(|c| c.get()) {
            s.allowed_channels.retain(|&c| c != channel);
        }
        let daily = match (self.daily_channel.map(|c| c.get()), self.daily_hour, s.daily_puzzle) {
            (Some(channel), hour, old) => {
                let hour = hour.or(old.map(|d| d.hour)).unwrap_or(DAILY_HOUR);
                Some(DailySchedule { channel, hour, lang: self.lang })
            }
            (None, Some(hour), old) => {
                Some(DailySchedule { channel: old.map_or(self.here, |d| d.channel), hour, lang: self.lang })
            }
            (None, None, old) => old,
        };
        if daily != s.daily_puzzle {
            // A schedule set anew starts with a clean record.
            s.daily_failure = None;
        }
        s.daily_puzzle = daily;
        if self.daily_off == Some(true) {
            s.daily_puzzle = None;
            s.daily_failure = None;
        }
        if let Some(channel) = self.games_now_channel {
            s.games_now = Some(GamesNowChannel { channel: channel.get(), lang: self.lang });
        }
        if self.games_now_off == Some(true) {
            s.games_now = None;
        }
        if let Some(role) = self.tournament_role {
            s.tournament_role = Some(role.get());
        }
        if self.tournament_role_off == Some(true) {
            s.tournament_role = None;
        }
        if let Some(on) = self.web_pages {
            s.web_pages = on;
        }
        changed_keys(&before, s)
    }
}

/// The settings that differ between `a` and `b`, by the settings view's names.
fn changed_keys(a: &GuildSettings, b: &GuildSettings) -> Vec<&'static str> {
    let checks: [(&'static str, bool); 14] = [
        ("timer", a.timer_ms != b.timer_ms),
        ("timeout-action", a.timeout_action != b.timeout_action),
        ("thread-per-game", a.thread_per_game != b.thread_per_game),
        ("alternate-first", a.alternate_first != b.alternate_first),
        ("theme", a.theme != b.theme),
        ("channels", a.allowed_channels != b.allowed_channels),
        ("format", a.default_format != b.default_format),
        ("rate-single-games", a.rate_single_games != b.rate_single_games),
        ("max-games-per-user", a.max_games_per_user != b.max_games_per_user),
        ("hints", a.hints != b.hints),
        ("daily-puzzle", a.daily_puzzle != b.daily_puzzle || a.daily_failure != b.daily_failure),
        ("games-now", a.games_now != b.games_now),
        ("tournament-role", a.tournament_role != b.tournament_role),
        ("web-pages", a.web_pages != b.web_pages),
    ];
    checks.into_iter().filter(|(_, changed)| *changed).map(|(key, _)| key).collect()
}

fn defaults(app: &App) -> SettingsDefaults {
    let games = &app.config.games;
    SettingsDefaults {
        timer_ms: games.default_timer.map(|d| d.as_millis() as u64),
        timeout_forfeits: games.timeout_action == TimeoutAction::Forfeit,
        max_games_per_user: games.max_games_per_user as u32,
    }
}

/// Show or change this server's Connect Four settings (Manage Server)
#[allow(clippy::too_many_arguments)]
#[poise::command(slash_command, guild_only)]
pub async fn settings(
    ctx: Context<'_>,
    timer: Option<TimerChoice>,
    timeout: Option<TimeoutChoice>,
    threads: Option<bool>,
    #[rename = "alternate-first"] alternate_first: Option<bool>,
    theme: Option<ThemeChoice>,
    format: Option<DefaultFormatChoice>,
    #[rename = "rate-single-games"] rate_single_games: Option<bool>,
    #[rename = "max-games-per-user"]
    #[min = 1]
    #[max = 20]
    max_games_per_user: Option<u32>,
    #[rename = "allow-channel"] allow_channel: Option<serenity::ChannelId>,
    #[rename = "disallow-channel"] disallow_channel: Option<serenity::ChannelId>,
    #[rename = "every-channel"] every_channel: Option<bool>,
    hints: Option<bool>,
    #[rename = "daily-puzzle-channel"]
    #[channel_types("Text", "News")]
    daily_channel: Option<serenity::ChannelId>,
    #[rename = "daily-puzzle-hour"]
    #[min = 0]
    #[max = 23]
    daily_hour: Option<u8>,
    #[rename = "daily-puzzle-off"] daily_off: Option<bool>,
    #[rename = "games-now-channel"]
    #[channel_types("Text", "News")]
    games_now_channel: Option<serenity::ChannelId>,
    #[rename = "games-now-off"] games_now_off: Option<bool>,
    #[rename = "tournament-role"] tournament_role: Option<serenity::Role>,
    #[rename = "tournament-role-off"] tournament_role_off: Option<bool>,
    #[rename = "web-pages"] web_pages: Option<bool>,
) -> Result<(), Error> {
    command::run(ctx, true, async |cmd| {
        let change = SettingsChange {
            timer,
            timeout,
            threads,
            alternate_first,
            theme,
            format,
            rate_single_games,
            max_games_per_user,
            allow_channel,
            disallow_channel,
            every_channel,
            hints,
            daily_channel,
            daily_hour,
            daily_off,
            games_now_channel,
            games_now_off,
            tournament_role: tournament_role.map(|r| r.id),
            tournament_role_off,
            web_pages,
            here: cmd.channel,
            lang: cmd.lang,
        };
        apply_settings(cmd, change).await
    })
    .await
}

/// Applies a settings change for a caller with Manage Server, and shows the settings.
async fn apply_settings(cmd: &Command<'_>, change: SettingsChange) -> Result<(), Error> {
    let (app, lang) = (cmd.app, cmd.lang);
    if !is_manager(cmd.member_permissions()) {
        return cmd.say(Msg::NeedManager).await;
    }
    let Some(guild) = cmd.guild else { return cmd.say(Msg::GuildOnly).await };
    let Ok((settings, changed)) = change_settings(app, guild, change, cmd.user).await else {
        return cmd.say(Msg::DatabaseAwayUnchanged).await;
    };
    app.settings.insert(guild, settings.clone());
    if changed.contains(&"games-now") {
        app.games_now.setting_changed(guild);
    }
    cmd.send(&settings_view(&settings, &defaults(app), &changed, lang)).await?;
    Ok(())
}

/// Reads the server's settings, applies `change` and saves them; `Err` (logged) when the database fails.
async fn change_settings(
    app: &App,
    guild: u64,
    change: SettingsChange,
    by: u64,
) -> Result<(GuildSettings, Vec<&'static str>), ()> {
    // Read from the database (not the cache) so a failing database never overwrites settings with defaults.
    let mut settings = app.store.guild_settings(guild).await.map_err(|e| {
        tracing::error!(guild, "could not read the server's settings: {e}");
    })?;
    let changed = change.apply(&mut settings);
    if !changed.is_empty() {
        app.store.save_guild_settings(guild, &settings, now_ms()).await.map_err(|e| {
            tracing::error!(guild, "could not save the server's settings: {e}");
        })?;
        tracing::info!(guild, by, ?changed, "server settings changed");
    }
    Ok((settings, changed))
}

/// Erase this server's ratings and records (Manage Server; asks for confirmation)
#[poise::command(slash_command, guild_only, rename = "reset-leaderboard")]
pub async fn reset_leaderboard(ctx: Context<'_>) -> Result<(), Error> {
    command::run(ctx, true, async |cmd| {
        let lang = cmd.lang;
        if !is_manager(cmd.member_permissions()) {
            return cmd.say(Msg::NeedManager).await;
        }
        cmd.send(&reset_confirm_view(cmd.user, lang)).await?;
        Ok(())
    })
    .await
}

/// A click on the reset confirmation: only its caller, and only with Manage Server.
pub async fn reset_click(click: &Click<'_>, button: ResetButton) -> Answered {
    let permissions = click.ci.member.as_ref().and_then(|m| m.permissions);
    let (Some(guild), true, true) = (click.guild, button.allows(click.user), is_manager(permissions)) else {
        return Err(Msg::NeedManager);
    };
    if !button.confirm {
        return Ok(Reply::Update(reset_cancelled_view(click.lang)));
    }
    // A long write (every result of the server): the pipeline acknowledges the click if it outlasts the budget.
    match click.app.store.reset_leaderboard(guild, now_ms()).await {
        Ok(()) => {
            tracing::info!(guild, by = click.user, "leaderboard reset");
            Ok(Reply::Update(reset_done_view(click.lang)))
        }
        Err(e) => {
            tracing::error!(guild, "could not reset the leaderboard: {e}");
            Err(Msg::DatabaseAwayUnchanged)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::Theme;

    #[test]
    fn a_change_lists_only_what_differs_and_channels_are_a_list() {
        let mut s = GuildSettings::default();
        let change = SettingsChange {
            theme: Some(ThemeChoice::Xo),
            alternate_first: Some(true),
            allow_channel: Some(serenity::ChannelId::new(5)),
            ..SettingsChange::default()
        };
        assert_eq!(change.apply(&mut s), vec!["theme", "channels"], "alternate-first was already on");
        assert_eq!((s.theme, s.allowed_channels.as_slice()), (Theme::Xo, &[5][..]));
        let change = SettingsChange { timer: Some(TimerChoice::None), ..SettingsChange::default() };
        assert_eq!(change.apply(&mut s), vec!["timer"]);
        assert_eq!(s.timer_ms, Some(0), "explicitly untimed, not the deployment default");
        let change = SettingsChange { every_channel: Some(true), ..SettingsChange::default() };
        assert_eq!(change.apply(&mut s), vec!["channels"]);
        assert!(s.allows_channel(99));
    }

    #[test]
    fn the_daily_puzzle_is_set_by_channel_or_hour_and_a_new_schedule_forgets_old_failures() {
        let mut s = GuildSettings::default();
        let change = SettingsChange { daily_hour: Some(7), here: 40, ..SettingsChange::default() };
        assert_eq!(change.apply(&mut s), vec!["daily-puzzle"]);
        assert_eq!(s.daily_puzzle, Some(DailySchedule { channel: 40, hour: 7, lang: Lang::En }), "an hour alone: here");
        s.daily_failure = Some(crate::game::DailyFailure { code: 50013, days: 2 });
        let channel = Some(serenity::ChannelId::new(41));
        let change = SettingsChange { daily_channel: channel, here: 40, ..SettingsChange::default() };
        assert_eq!(change.apply(&mut s), vec!["daily-puzzle"]);
        assert_eq!(
            (s.daily_puzzle, s.daily_failure),
            (Some(DailySchedule { channel: 41, hour: 7, lang: Lang::En }), None)
        );
        let change = SettingsChange { daily_off: Some(true), ..SettingsChange::default() };
        assert_eq!(change.apply(&mut s), vec!["daily-puzzle"]);
        assert_eq!(s.daily_puzzle, None);
        let change = SettingsChange { daily_channel: channel, ..SettingsChange::default() };
        change.apply(&mut s);
        assert_eq!(s.daily_puzzle, Some(DailySchedule { channel: 41, hour: DAILY_HOUR, lang: Lang::En }));
    }

    #[test]
    fn the_games_now_message_is_set_in_a_channel_in_the_admin_s_language_and_removed() {
        let mut s = GuildSettings::default();
        let channel = Some(serenity::ChannelId::new(42));
        let change = SettingsChange { games_now_channel: channel, lang: Lang::Fr, ..SettingsChange::default() };
        assert_eq!(change.apply(&mut s), vec!["games-now"]);
        assert_eq!(s.games_now, Some(GamesNowChannel { channel: 42, lang: Lang::Fr }));
        let change = SettingsChange { games_now_channel: channel, lang: Lang::Fr, ..SettingsChange::default() };
        assert!(change.apply(&mut s).is_empty(), "the same channel again changes nothing");
        let change = SettingsChange { games_now_off: Some(true), ..SettingsChange::default() };
        assert_eq!(change.apply(&mut s), vec!["games-now"]);
        assert_eq!(s.games_now, None);
    }
}
