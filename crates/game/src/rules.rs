//! The settings a game is played under: variant, timers, format, clock, theme and language.

use super::timeout::TimeoutAction;
use cuatro_engine::Variant;
use serde::{Deserialize, Serialize};

/// Game-wide settings fixed when the session starts.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Rules {
    pub variant: Variant,
    /// Per-turn timer in milliseconds; None = untimed.
    pub timer_ms: Option<u64>,
    pub timeout_action: TimeoutAction,
    pub lang: Lang,
    #[serde(default)]
    pub format: Format,
    /// A chess clock (replaces the per-turn timer).
    #[serde(default)]
    pub clock: Option<Clock>,
    /// Decided PvP results count for ratings (matches always; single games when the server says so).
    #[serde(default)]
    pub rated: bool,
    #[serde(default)]
    pub theme: Theme,
    /// The server allowed hints when the game started (they are still off in rated games and matches).
    #[serde(default = "yes")]
    pub hints: bool,
}

fn yes() -> bool {
    true
}

impl Rules {
    /// Single game, no clock, unrated, classic theme.
    pub fn new(variant: Variant, timer_ms: Option<u64>, timeout_action: TimeoutAction, lang: Lang) -> Rules {
        Rules {
            variant,
            timer_ms,
            timeout_action,
            lang,
            format: Format::Single,
            clock: None,
            rated: false,
            theme: Theme::Classic,
            hints: true,
        }
    }
}

/// Single game or a two-game match (the players swap colours for the second game).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Format {
    #[default]
    Single,
    Match,
}

impl Format {
    pub fn name(self) -> &'static str {
        match self {
            Format::Single => "single",
            Format::Match => "match",
        }
    }

    /// How many games the format plays.
    pub fn games(self) -> usize {
        match self {
            Format::Single => 1,
            Format::Match => 2,
        }
    }
}

/// A chess-style clock: a reserve for the whole game or match plus an increment per move.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Clock {
    pub reserve_ms: u64,
    pub increment_ms: u64,
}

/// How stones are drawn (a server setting).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Theme {
    /// 🔴 🟡
    #[default]
    Classic,
    /// ❌ ⭕
    Xo,
    /// 🔵 🟠: safe for red-green colour blindness.
    ColourBlind,
}

/// A language the bot speaks.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Lang {
    #[default]
    En,
    Es,
    /// Brazilian Portuguese.
    Pt,
    Fr,
    De,
    It,
}

impl Lang {
    /// Every language, English first (the one a missing message falls back to).
    pub const ALL: [Lang; 6] = [Lang::En, Lang::Es, Lang::Pt, Lang::Fr, Lang::De, Lang::It];

    /// From a Discord locale (`es-ES`, `es-419` → Spanish, `pt-BR` → Portuguese, `fr`, `de`, `it`; anything else →
    /// English), a stored code, or a POSIX `LANG` value (`fr_FR.UTF-8`).
    pub fn from_locale(locale: &str) -> Lang {
        let prefix = locale.get(..2).unwrap_or_default().to_ascii_lowercase();
        Lang::ALL.into_iter().find(|lang| lang.code() == prefix).unwrap_or_default()
    }

    /// The language's code as stored (`en`, `es`, `pt`, `fr`, `de`, `it`); [`Lang::from_locale`] reads it back.
    pub fn code(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::Es => "es",
            Lang::Pt => "pt",
            Lang::Fr => "fr",
            Lang::De => "de",
            Lang::It => "it",
        }
    }

    /// The language's folder under `locales/` and its Unicode locale (plural rules).
    pub fn locale(self) -> &'static str {
        match self {
            Lang::Pt => "pt-BR",
            other => other.code(),
        }
    }

    /// The Discord locales this language is shown to (the keys of a command's localisations).
    pub fn discord_locales(self) -> &'static [&'static str] {
        match self {
            Lang::En => &["en-US", "en-GB"],
            Lang::Es => &["es-ES", "es-419"],
            Lang::Pt => &["pt-BR"],
            Lang::Fr => &["fr"],
            Lang::De => &["de"],
            Lang::It => &["it"],
        }
    }

    /// Whether the language writes a decimal comma ("11,5").
    pub fn decimal_comma(self) -> bool {
        self != Lang::En
    }

    /// The language's place in [`Lang::ALL`].
    pub fn index(self) -> usize {
        self as usize
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn languages_are_stored_by_their_code_and_games_of_before_read_back() {
        for (index, lang) in Lang::ALL.into_iter().enumerate() {
            let stored = serde_json::to_string(&lang).expect("a language serialises");
            assert_eq!(stored, format!("\"{}\"", lang.code()));
            assert_eq!(serde_json::from_str::<Lang>(&stored).expect("and reads back"), lang);
            assert_eq!(lang.index(), index);
        }
        // Games stored when the bot spoke English and Spanish only.
        assert_eq!(serde_json::from_str::<Lang>("\"en\"").expect("en"), Lang::En);
        assert_eq!(serde_json::from_str::<Lang>("\"es\"").expect("es"), Lang::Es);
    }
}
