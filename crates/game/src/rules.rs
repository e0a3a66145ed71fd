//! The settings a game is played under: variant, timers, format, clock, theme and language.

use super::lang::Lang;
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
