//! Server administration views: the settings panel, and the leaderboard reset confirmation.

use super::command_mention::SlashCommand;
use super::i18n::Msg;
use super::puzzle_text::PuzzleText;
use super::view::{ButtonStyle, ButtonView, EmbedView, FieldView, View, limits};
use crate::i18n::Translate;
use crate::tr;
use cuatro_game::Lang;
use cuatro_game::TimeoutAction;
use cuatro_game::{DAILY_FAILED_DAYS_OFF, Format, GuildSettings, ResetButton, Theme};

pub(crate) const BLURPLE: u32 = 0x5865F2;
const RED: u32 = 0xDD2E44;
pub(crate) const GREEN: u32 = 0x78B159;

/// The deployment's defaults, shown where a server has no value of its own.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct SettingsDefaults {
    /// Turn timer in ms (None or Some(0) = no timer).
    pub timer_ms: Option<u64>,
    /// A timeout forfeits the game (otherwise the CPU plays for the absent player).
    pub timeout_forfeits: bool,
    pub max_games_per_user: u32,
}

/// The names `settings_view` accepts in `changed`, one per setting, in display order.
///
/// `_` and `-` are interchangeable, and the `GuildSettings` field names are accepted too
/// (`timer_ms`, `allowed_channels`, `default_format`).
pub const SETTING_KEYS: [&str; 14] = [
    "timer",
    "timeout-action",
    "thread-per-game",
    "alternate-first",
    "theme",
    "channels",
    "format",
    "rate-single-games",
    "max-games-per-user",
    "hints",
    "daily-puzzle",
    "games-now",
    "tournament-role",
    "web-pages",
];

/// The index in [`SETTING_KEYS`] of a setting name, if it names one.
fn setting_index(name: &str) -> Option<usize> {
    let key = name.trim().to_ascii_lowercase().replace('_', "-");
    let key = match key.as_str() {
        "timer-ms" => "timer",
        "allowed-channels" => "channels",
        "default-format" => "format",
        other => other,
    };
    SETTING_KEYS.iter().position(|k| *k == key)
}

/// The catalogue id of each setting's label, in [`SETTING_KEYS`] order.
const LABELS: [&str; 14] = [
    "settings-label-timer",
    "settings-label-timeout-action",
    "settings-label-thread-per-game",
    "settings-label-alternate-first",
    "settings-label-theme",
    "settings-label-channels",
    "settings-label-format",
    "settings-label-rate-single-games",
    "settings-label-max-games-per-user",
    "settings-label-hints",
    "settings-label-daily-puzzle",
    "settings-label-games-now",
    "settings-label-tournament-role",
    "settings-label-web-pages",
];

/// The label of the setting at `index` in [`SETTING_KEYS`].
fn label(index: usize, lang: Lang) -> String {
    tr!(lang, LABELS[index])
}

/// A turn timer: `none`, `30 s`, `5 min`, `1 h`, `24 h`.
pub(crate) fn timer_text(ms: Option<u64>, lang: Lang) -> String {
    match ms {
        None | Some(0) => tr!(lang, "settings-timer-none"),
        Some(ms) if ms.is_multiple_of(3_600_000) => tr!(lang, "settings-timer-hours", n = ms / 3_600_000),
        Some(ms) if ms.is_multiple_of(60_000) => tr!(lang, "settings-timer-minutes", n = ms / 60_000),
        Some(ms) if ms.is_multiple_of(1000) => tr!(lang, "settings-timer-seconds", n = ms / 1000),
        Some(ms) => tr!(lang, "settings-timer-milliseconds", n = ms),
    }
}

fn timeout_text(action: TimeoutAction, lang: Lang) -> String {
    match action {
        TimeoutAction::Cpu => tr!(lang, "settings-timeout-cpu"),
        TimeoutAction::Forfeit => tr!(lang, "settings-timeout-forfeit"),
    }
}

fn on_off(on: bool, lang: Lang) -> String {
    tr!(lang, if on { "settings-on" } else { "settings-off" })
}

fn theme_text(theme: Theme, lang: Lang) -> String {
    match theme {
        Theme::Classic => tr!(lang, "settings-theme-classic"),
        Theme::Xo => "X/O ❌⭕".to_string(),
        Theme::ColourBlind => tr!(lang, "settings-theme-colour-blind"),
    }
}

fn format_text(format: Format, lang: Lang) -> String {
    match format {
        Format::Single => tr!(lang, "settings-format-single"),
        Format::Match => tr!(lang, "settings-format-match"),
    }
}

fn rated_text(rated: bool, lang: Lang) -> String {
    tr!(lang, if rated { "settings-rated-yes" } else { "settings-rated-no" })
}

/// `<#1> <#2> …` within a field's limit (`… +N more` past it), or `every channel`.
fn channels_text(channels: &[u64], lang: Lang) -> String {
    if channels.is_empty() {
        return tr!(lang, "settings-channels-all");
    }
    let mut text = String::new();
    for (i, id) in channels.iter().enumerate() {
        let mention = format!("<#{id}>");
        // Room for the mention and for a `… +N more` tail.
        if text.len() + mention.len() + 40 > limits::FIELD_VALUE {
            let rest = channels.len() - i;
            text.push_str(&tr!(lang, "settings-channels-more", n = rest));
            break;
        }
        text.push_str(&mention);
        text.push(' ');
    }
    text.trim_end().to_string()
}

/// Each setting's value as text, in [`SETTING_KEYS`] order, with whether it is the deployment's default.
fn setting_values(s: &GuildSettings, d: &SettingsDefaults, lang: Lang) -> [(String, bool); 14] {
    let default_action = if d.timeout_forfeits { TimeoutAction::Forfeit } else { TimeoutAction::Cpu };
    [
        (timer_text(s.timer_ms.or(d.timer_ms), lang), s.timer_ms.is_none()),
        (timeout_text(s.timeout_action.unwrap_or(default_action), lang), s.timeout_action.is_none()),
        (on_off(s.thread_per_game, lang), false),
        (on_off(s.alternate_first, lang), false),
        (theme_text(s.theme, lang), false),
        (channels_text(&s.allowed_channels, lang), false),
        (format_text(s.default_format, lang), false),
        (rated_text(s.rate_single_games, lang), false),
        (s.max_games_per_user.unwrap_or(d.max_games_per_user).to_string(), s.max_games_per_user.is_none()),
        (on_off(s.hints, lang), false),
        (daily_text(s, lang), false),
        (games_now_text(s, lang), false),
        (s.tournament_role.map_or_else(|| tr!(lang, "settings-tournament-role-none"), |r| format!("<@&{r}>")), false),
        (on_off(s.web_pages, lang), false),
    ]
}

/// The channel of the live "Games now" message, or that there is none.
fn games_now_text(s: &GuildSettings, lang: Lang) -> String {
    match s.games_now {
        Some(games_now) => format!("<#{}>", games_now.channel),
        None => tr!(lang, "settings-games-now-off"),
    }
}

/// Where and when the daily puzzle is posted, whether its posts fail, or that it is off (and why).
fn daily_text(s: &GuildSettings, lang: Lang) -> String {
    match (s.daily_puzzle, s.daily_failure) {
        (Some(daily), None) => lang.puzzle_text(PuzzleText::DailyAt { channel: daily.channel, hour: daily.hour }),
        (Some(daily), Some(failure)) => format!(
            "{} · {}",
            lang.puzzle_text(PuzzleText::DailyAt { channel: daily.channel, hour: daily.hour }),
            lang.puzzle_text(PuzzleText::DailyFailing { code: failure.code, days: failure.days })
        ),
        (None, Some(failure)) if failure.days >= DAILY_FAILED_DAYS_OFF => {
            lang.puzzle_text(PuzzleText::DailyTurnedOff { code: failure.code, days: failure.days })
        }
        (None, _) => tr!(lang, "daily-off"),
    }
}

/// The line naming what just changed (unknown names are shown as given), or how to change things.
fn changed_line(changed: &[&str], lang: Lang) -> String {
    if changed.is_empty() {
        return tr!(lang, "settings-how-to-change", command = SlashCommand::AdminSettings.mention(lang));
    }
    let names: Vec<String> = changed
        .iter()
        .map(|name| match setting_index(name) {
            Some(i) => label(i, lang),
            None => format!("`{}`", name.chars().filter(|c| *c != '`').take(40).collect::<String>()),
        })
        .collect();
    tr!(lang, "settings-changed", names = names.join(", "))
}

/// The server's settings as an ephemeral embed: every setting, the deployment's default where the server
/// has no value of its own, and the settings named in `changed` (see [`SETTING_KEYS`]) marked ✏️.
pub fn settings_view(settings: &GuildSettings, defaults: &SettingsDefaults, changed: &[&str], lang: Lang) -> View {
    let changed_set: Vec<usize> = changed.iter().filter_map(|n| setting_index(n)).collect();
    let values = setting_values(settings, defaults, lang);
    let fields = values
        .iter()
        .enumerate()
        .map(|(i, (value, is_default))| FieldView {
            name: if changed_set.contains(&i) { format!("✏️ {}", label(i, lang)) } else { label(i, lang) },
            value: if *is_default { tr!(lang, "settings-default-value", value) } else { value.clone() },
            inline: i != 1 && i != 5 && i != 10,
        })
        .collect();
    let footer = values.iter().any(|(_, d)| *d).then(|| tr!(lang, "settings-default-note"));
    View {
        embed: Some(EmbedView {
            title: tr!(lang, "settings-title"),
            description: changed_line(changed, lang),
            fields,
            footer,
            colour: BLURPLE,
            image: None,
        }),
        ephemeral: true,
        ..View::default()
    }
}

/// An ephemeral message with one embed and no buttons.
pub(crate) fn notice(title: &str, description: &str, colour: u32) -> View {
    View {
        embed: Some(EmbedView {
            title: title.to_string(),
            description: description.to_string(),
            fields: Vec::new(),
            footer: None,
            colour,
            image: None,
        }),
        ephemeral: true,
        ..View::default()
    }
}

/// The ephemeral confirmation of `/connect4-admin reset-leaderboard`: a warning, red Reset, grey Cancel.
pub fn reset_confirm_view(caller: u64, lang: Lang) -> View {
    let ids = [true, false].map(|confirm| ResetButton { confirm, caller }.to_string());
    let texts = [tr!(lang, "admin-reset-title"), tr!(lang, "admin-reset-warning"), tr!(lang, "admin-reset-button")];
    confirm_view(texts, ids, lang)
}

/// An ephemeral confirmation: a red embed (`title`, `warning`), a red button (`yes`, the first id) and a grey
/// Cancel (the second id).
pub(crate) fn confirm_view([title, warning, yes]: [String; 3], [yes_id, no_id]: [String; 2], lang: Lang) -> View {
    let button =
        |custom_id: String, label: String, style: ButtonStyle| ButtonView { custom_id, label, style, disabled: false };
    let mut view = notice(&title, &warning, RED);
    view.rows = vec![vec![
        button(yes_id, yes, ButtonStyle::Danger),
        button(no_id, lang.t(Msg::Cancel), ButtonStyle::Secondary),
    ]];
    view
}

/// What the confirmation becomes once the leaderboard is reset (no buttons).
pub fn reset_done_view(lang: Lang) -> View {
    notice(&tr!(lang, "admin-reset-done-title"), &tr!(lang, "admin-reset-done"), GREEN)
}

/// What the confirmation becomes when the admin cancels (no buttons).
pub fn reset_cancelled_view(lang: Lang) -> View {
    notice(&tr!(lang, "admin-reset-cancelled-title"), &tr!(lang, "admin-reset-cancelled"), BLURPLE)
}

#[cfg(test)]
#[path = "admin_tests.rs"]
mod tests;
