//! Server administration views: the settings panel, and the leaderboard reset confirmation.

use super::i18n::Msg;
use super::puzzle_text::PuzzleText;
use super::view::{ButtonStyle, ButtonView, EmbedView, FieldView, View, limits};
use crate::config::TimeoutAction;
use crate::game::Lang;
use crate::game::{DAILY_FAILED_DAYS_OFF, Format, GuildSettings, ResetButton, Theme};

const BLURPLE: u32 = 0x5865F2;
const RED: u32 = 0xDD2E44;
const GREEN: u32 = 0x78B159;

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
pub const SETTING_KEYS: [&str; 11] = [
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

/// The label of the setting at `index` in [`SETTING_KEYS`].
fn label(index: usize, lang: Lang) -> &'static str {
    const EN: [&str; 11] = [
        "Turn timer",
        "On timeout",
        "Thread per game",
        "Alternate first player in rematches",
        "Theme",
        "Channels allowed",
        "Default format",
        "Single games rated",
        "Games per user",
        "Hints in unrated games",
        "Daily puzzle",
    ];
    const ES: [&str; 11] = [
        "Tiempo por turno",
        "Al agotarse el tiempo",
        "Hilo por partida",
        "Alternar quién empieza en las revanchas",
        "Tema",
        "Canales permitidos",
        "Formato por defecto",
        "Partidas sueltas puntuadas",
        "Partidas por usuario",
        "Pistas en partidas que no puntúan",
        "Problema diario",
    ];
    match lang {
        Lang::En => EN[index],
        Lang::Es => ES[index],
    }
}

/// A turn timer: `none`, `30 s`, `5 min`, `1 h`, `24 h`.
pub(crate) fn timer_text(ms: Option<u64>, lang: Lang) -> String {
    match ms {
        None | Some(0) => match lang {
            Lang::En => "none".to_string(),
            Lang::Es => "ninguno".to_string(),
        },
        Some(ms) if ms.is_multiple_of(3_600_000) => format!("{} h", ms / 3_600_000),
        Some(ms) if ms.is_multiple_of(60_000) => format!("{} min", ms / 60_000),
        Some(ms) if ms.is_multiple_of(1000) => format!("{} s", ms / 1000),
        Some(ms) => format!("{ms} ms"),
    }
}

fn timeout_text(action: TimeoutAction, lang: Lang) -> &'static str {
    match (action, lang) {
        (TimeoutAction::Cpu, Lang::En) => "the CPU plays for the absent player (the game is then unrated)",
        (TimeoutAction::Cpu, Lang::Es) => "la CPU juega por quien no está (la partida deja de puntuar)",
        (TimeoutAction::Forfeit, Lang::En) => "the absent player loses",
        (TimeoutAction::Forfeit, Lang::Es) => "pierde quien no está",
    }
}

fn on_off(on: bool, lang: Lang) -> &'static str {
    match (on, lang) {
        (true, Lang::En) => "on",
        (false, Lang::En) => "off",
        (true, Lang::Es) => "sí",
        (false, Lang::Es) => "no",
    }
}

fn theme_text(theme: Theme, lang: Lang) -> &'static str {
    match (theme, lang) {
        (Theme::Classic, Lang::En) => "classic 🔴🟡",
        (Theme::Classic, Lang::Es) => "clásico 🔴🟡",
        (Theme::Xo, _) => "X/O ❌⭕",
        (Theme::ColourBlind, Lang::En) => "colour-blind safe 🔵🟠",
        (Theme::ColourBlind, Lang::Es) => "apto para daltónicos 🔵🟠",
    }
}

fn format_text(format: Format, lang: Lang) -> &'static str {
    match (format, lang) {
        (Format::Single, Lang::En) => "single game",
        (Format::Single, Lang::Es) => "partida suelta",
        (Format::Match, Lang::En) => "match of two games",
        (Format::Match, Lang::Es) => "duelo de dos partidas",
    }
}

fn rated_text(rated: bool, lang: Lang) -> &'static str {
    match (rated, lang) {
        (true, Lang::En) => "yes",
        (false, Lang::En) => "no: only matches are rated",
        (true, Lang::Es) => "sí",
        (false, Lang::Es) => "no: solo puntúan los duelos",
    }
}

/// `<#1> <#2> …` within a field's limit (`… +N more` past it), or `every channel`.
fn channels_text(channels: &[u64], lang: Lang) -> String {
    if channels.is_empty() {
        return match lang {
            Lang::En => "every channel".to_string(),
            Lang::Es => "todos los canales".to_string(),
        };
    }
    let mut text = String::new();
    for (i, id) in channels.iter().enumerate() {
        let mention = format!("<#{id}>");
        // Room for the mention and for a `… +N more` tail.
        if text.len() + mention.len() + 40 > limits::FIELD_VALUE {
            let rest = channels.len() - i;
            text.push_str(&match lang {
                Lang::En => format!("… +{rest} more"),
                Lang::Es => format!("… y {rest} más"),
            });
            break;
        }
        text.push_str(&mention);
        text.push(' ');
    }
    text.trim_end().to_string()
}

/// Each setting's value as text, in [`SETTING_KEYS`] order, with whether it is the deployment's default.
fn setting_values(s: &GuildSettings, d: &SettingsDefaults, lang: Lang) -> [(String, bool); 11] {
    let default_action = if d.timeout_forfeits { TimeoutAction::Forfeit } else { TimeoutAction::Cpu };
    [
        (timer_text(s.timer_ms.or(d.timer_ms), lang), s.timer_ms.is_none()),
        (timeout_text(s.timeout_action.unwrap_or(default_action), lang).to_string(), s.timeout_action.is_none()),
        (on_off(s.thread_per_game, lang).to_string(), false),
        (on_off(s.alternate_first, lang).to_string(), false),
        (theme_text(s.theme, lang).to_string(), false),
        (channels_text(&s.allowed_channels, lang), false),
        (format_text(s.default_format, lang).to_string(), false),
        (rated_text(s.rate_single_games, lang).to_string(), false),
        (s.max_games_per_user.unwrap_or(d.max_games_per_user).to_string(), s.max_games_per_user.is_none()),
        (on_off(s.hints, lang).to_string(), false),
        (daily_text(s, lang), false),
    ]
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
        (None, _) => on_off(false, lang).to_string(),
    }
}

/// The line naming what just changed (unknown names are shown as given), or how to change things.
fn changed_line(changed: &[&str], lang: Lang) -> String {
    if changed.is_empty() {
        return match lang {
            Lang::En => "Change them with `/connect4-admin settings`.".to_string(),
            Lang::Es => "Cámbialos con `/connect4-admin settings`.".to_string(),
        };
    }
    let names: Vec<String> = changed
        .iter()
        .map(|name| match setting_index(name) {
            Some(i) => label(i, lang).to_string(),
            None => format!("`{}`", name.chars().filter(|c| *c != '`').take(40).collect::<String>()),
        })
        .collect();
    match lang {
        Lang::En => format!("✏️ Changed: {}.", names.join(", ")),
        Lang::Es => format!("✏️ Cambiado: {}.", names.join(", ")),
    }
}

/// The server's settings as an ephemeral embed: every setting, the deployment's default where the server
/// has no value of its own, and the settings named in `changed` (see [`SETTING_KEYS`]) marked ✏️.
pub fn settings_view(settings: &GuildSettings, defaults: &SettingsDefaults, changed: &[&str], lang: Lang) -> View {
    let changed_set: Vec<usize> = changed.iter().filter_map(|n| setting_index(n)).collect();
    let values = setting_values(settings, defaults, lang);
    let default_mark = match lang {
        Lang::En => " _(default)_",
        Lang::Es => " _(por defecto)_",
    };
    let fields = values
        .iter()
        .enumerate()
        .map(|(i, (value, is_default))| FieldView {
            name: if changed_set.contains(&i) {
                format!("✏️ {}", label(i, lang))
            } else {
                label(i, lang).to_string()
            },
            value: if *is_default { format!("{value}{default_mark}") } else { value.clone() },
            inline: i != 1 && i != 5 && i != 10,
        })
        .collect();
    let footer = values.iter().any(|(_, d)| *d).then(|| {
        match lang {
            Lang::En => "(default): the bot's default, used while the server sets none of its own.",
            Lang::Es => "(por defecto): el valor del bot, usado mientras el servidor no fije uno propio.",
        }
        .to_string()
    });
    View {
        embed: Some(EmbedView {
            title: match lang {
                Lang::En => "Server settings",
                Lang::Es => "Ajustes del servidor",
            }
            .to_string(),
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
fn notice(title: &str, description: &str, colour: u32) -> View {
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
    let (title, warning, reset) = match lang {
        Lang::En => (
            "Reset the leaderboard?",
            "⚠️ Every rating and every win, draw and loss of this server will be erased. This cannot be undone.",
            "Reset",
        ),
        Lang::Es => (
            "¿Reiniciar la clasificación?",
            "⚠️ Se borrarán todas las puntuaciones y todas las victorias, empates y derrotas de este servidor. \
             No se puede deshacer.",
            "Reiniciar",
        ),
    };
    let button = |confirm: bool, label: String, style: ButtonStyle| ButtonView {
        custom_id: ResetButton { confirm, caller }.to_string(),
        label,
        style,
        disabled: false,
    };
    let mut view = notice(title, warning, RED);
    view.rows = vec![vec![
        button(true, reset.to_string(), ButtonStyle::Danger),
        button(false, lang.t(Msg::Cancel), ButtonStyle::Secondary),
    ]];
    view
}

/// What the confirmation becomes once the leaderboard is reset (no buttons).
pub fn reset_done_view(lang: Lang) -> View {
    match lang {
        Lang::En => notice("Leaderboard reset", "Every rating and W/D/L record of this server was erased.", GREEN),
        Lang::Es => notice(
            "Clasificación reiniciada",
            "Se borraron todas las puntuaciones y el historial de victorias, empates y derrotas de este servidor.",
            GREEN,
        ),
    }
}

/// What the confirmation becomes when the admin cancels (no buttons).
pub fn reset_cancelled_view(lang: Lang) -> View {
    match lang {
        Lang::En => notice("Nothing was erased", "The leaderboard is unchanged.", BLURPLE),
        Lang::Es => notice("No se ha borrado nada", "La clasificación sigue igual.", BLURPLE),
    }
}

#[cfg(test)]
#[path = "admin_tests.rs"]
mod tests;
