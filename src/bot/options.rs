//! Slash-command option types: the choices commands offer, each with its conversion to the game's value, and
//! the variant option (parsing and autocomplete).

use super::reply::lang_of;
use super::types::Context;
use crate::ai::Level;
use crate::config::TimeoutAction;
use crate::engine::Variant;
use crate::game::Lang;
use crate::game::{Clock, Format, Theme};
use crate::render::{Msg, variant_error, variant_suggestions};
use poise::serenity_prelude as serenity;
use std::time::Duration;

/// Single game or a two-game match.
#[derive(Debug, Clone, Copy, PartialEq, Eq, poise::ChoiceParameter)]
pub enum FormatChoice {
    #[name = "single game"]
    #[name_localized("es-ES", "partida suelta")]
    #[name_localized("es-419", "partida suelta")]
    Single,
    #[name = "match (two games, rated)"]
    #[name_localized("es-ES", "duelo (dos partidas, puntúa)")]
    #[name_localized("es-419", "duelo (dos partidas, puntúa)")]
    Match,
}

impl FormatChoice {
    pub fn format(self) -> Format {
        match self {
            FormatChoice::Single => Format::Single,
            FormatChoice::Match => Format::Match,
        }
    }
}

/// Chess-clock presets: a reserve for the whole game or match plus an increment per move.
#[derive(Debug, Clone, Copy, PartialEq, Eq, poise::ChoiceParameter)]
pub enum ClockChoice {
    #[name = "1 min + 1 s"]
    M1,
    #[name = "3 min + 2 s"]
    M3,
    #[name = "5 min + 5 s"]
    M5,
    #[name = "10 min + 10 s"]
    M10,
    #[name = "1 day + 1 h"]
    D1,
}

impl ClockChoice {
    pub fn clock(self) -> Clock {
        let (reserve, increment) = match self {
            ClockChoice::M1 => (60, 1),
            ClockChoice::M3 => (180, 2),
            ClockChoice::M5 => (300, 5),
            ClockChoice::M10 => (600, 10),
            ClockChoice::D1 => (86_400, 3600),
        };
        Clock { reserve_ms: reserve * 1000, increment_ms: increment * 1000 }
    }
}

/// Time per turn (also a server's default).
#[derive(Debug, Clone, Copy, poise::ChoiceParameter)]
pub enum TimerChoice {
    #[name = "none"]
    #[name_localized("es-ES", "sin tiempo")]
    #[name_localized("es-419", "sin tiempo")]
    None,
    #[name = "30 s"]
    S30,
    #[name = "60 s"]
    S60,
    #[name = "5 min"]
    M5,
    #[name = "1 h"]
    H1,
    #[name = "24 h"]
    H24,
}

impl TimerChoice {
    pub fn duration(self) -> Option<Duration> {
        let secs = match self {
            TimerChoice::None => return None,
            TimerChoice::S30 => 30,
            TimerChoice::S60 => 60,
            TimerChoice::M5 => 300,
            TimerChoice::H1 => 3600,
            TimerChoice::H24 => 86_400,
        };
        Some(Duration::from_secs(secs))
    }
}

/// How strong the CPU plays.
#[derive(Debug, Clone, Copy, poise::ChoiceParameter)]
pub enum LevelChoice {
    #[name = "easy"]
    #[name_localized("es-ES", "fácil")]
    #[name_localized("es-419", "fácil")]
    Easy,
    #[name = "medium"]
    #[name_localized("es-ES", "medio")]
    #[name_localized("es-419", "medio")]
    Medium,
    #[name = "hard"]
    #[name_localized("es-ES", "difícil")]
    #[name_localized("es-419", "difícil")]
    Hard,
}

impl LevelChoice {
    pub fn level(self) -> Level {
        match self {
            LevelChoice::Easy => Level::Easy,
            LevelChoice::Medium => Level::Medium,
            LevelChoice::Hard => Level::Hard,
        }
    }
}

/// Who moves first in a challenge.
#[derive(Debug, Clone, Copy, PartialEq, Eq, poise::ChoiceParameter)]
pub enum FirstChoice {
    #[name = "me"]
    #[name_localized("es-ES", "yo")]
    #[name_localized("es-419", "yo")]
    Me,
    #[name = "opponent"]
    #[name_localized("es-ES", "el rival")]
    #[name_localized("es-419", "el rival")]
    Other,
    #[name = "random"]
    #[name_localized("es-ES", "al azar")]
    #[name_localized("es-419", "al azar")]
    Random,
}

/// `first` of `/connect4 vs-cpu`: me, cpu or random.
#[derive(Debug, Clone, Copy, PartialEq, Eq, poise::ChoiceParameter)]
pub enum CpuFirstChoice {
    #[name = "me"]
    #[name_localized("es-ES", "yo")]
    #[name_localized("es-419", "yo")]
    Me,
    #[name = "cpu"]
    Cpu,
    #[name = "random"]
    #[name_localized("es-ES", "al azar")]
    #[name_localized("es-419", "al azar")]
    Random,
}

impl From<CpuFirstChoice> for FirstChoice {
    fn from(choice: CpuFirstChoice) -> Self {
        match choice {
            CpuFirstChoice::Me => FirstChoice::Me,
            CpuFirstChoice::Cpu => FirstChoice::Other,
            CpuFirstChoice::Random => FirstChoice::Random,
        }
    }
}

/// Whether the caller moves first: as chosen, `default_me` when unset, or by `seed`'s parity for random.
pub fn goes_first(choice: Option<FirstChoice>, default_me: bool, seed: u64) -> bool {
    match choice {
        None => default_me,
        Some(FirstChoice::Me) => true,
        Some(FirstChoice::Other) => false,
        Some(FirstChoice::Random) => seed.count_ones().is_multiple_of(2),
    }
}

/// What happens when a turn timer runs out, as `/connect4-admin settings` offers it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, poise::ChoiceParameter)]
pub enum TimeoutChoice {
    #[name = "the CPU plays for the absent player"]
    #[name_localized("es-ES", "la CPU juega por el ausente")]
    #[name_localized("es-419", "la CPU juega por el ausente")]
    Cpu,
    #[name = "the absent player loses"]
    #[name_localized("es-ES", "el ausente pierde")]
    #[name_localized("es-419", "el ausente pierde")]
    Forfeit,
}

/// The variants with puzzles, as `/connect4 puzzle play` offers them.
#[derive(Debug, Clone, Copy, PartialEq, Eq, poise::ChoiceParameter)]
pub enum PuzzleVariantChoice {
    #[name = "classic"]
    #[name_localized("es-ES", "clásico")]
    #[name_localized("es-419", "clásico")]
    Classic,
    #[name = "PopOut (pops are moves too)"]
    #[name_localized("es-ES", "PopOut (sacar fichas también vale)")]
    #[name_localized("es-419", "PopOut (sacar fichas también vale)")]
    PopOut,
}

impl PuzzleVariantChoice {
    /// The variant's id, as puzzles are stored.
    pub fn id(self) -> &'static str {
        match self {
            PuzzleVariantChoice::Classic => "classic",
            PuzzleVariantChoice::PopOut => "popout",
        }
    }
}

/// How the pieces look.
#[derive(Debug, Clone, Copy, PartialEq, Eq, poise::ChoiceParameter)]
pub enum ThemeChoice {
    #[name = "classic 🔴🟡"]
    Classic,
    #[name = "X/O ❌⭕"]
    Xo,
    #[name = "colour-blind safe 🔵🟠"]
    #[name_localized("es-ES", "apto para daltónicos 🔵🟠")]
    #[name_localized("es-419", "apto para daltónicos 🔵🟠")]
    ColourBlind,
}

/// A server's default format of challenges.
#[derive(Debug, Clone, Copy, PartialEq, Eq, poise::ChoiceParameter)]
pub enum DefaultFormatChoice {
    #[name = "single game"]
    #[name_localized("es-ES", "partida suelta")]
    #[name_localized("es-419", "partida suelta")]
    Single,
    #[name = "match"]
    #[name_localized("es-ES", "duelo")]
    #[name_localized("es-419", "duelo")]
    Match,
}

impl TimeoutChoice {
    pub fn action(self) -> TimeoutAction {
        match self {
            TimeoutChoice::Cpu => TimeoutAction::Cpu,
            TimeoutChoice::Forfeit => TimeoutAction::Forfeit,
        }
    }
}

impl ThemeChoice {
    pub fn theme(self) -> Theme {
        match self {
            ThemeChoice::Classic => Theme::Classic,
            ThemeChoice::Xo => Theme::Xo,
            ThemeChoice::ColourBlind => Theme::ColourBlind,
        }
    }
}

impl DefaultFormatChoice {
    pub fn format(self) -> Format {
        match self {
            DefaultFormatChoice::Single => Format::Single,
            DefaultFormatChoice::Match => Format::Match,
        }
    }
}

/// The variant a command names (classic when unset), or why it is refused, in `lang`.
pub fn variant_of(text: Option<&str>, lang: Lang) -> Result<Variant, String> {
    let text = text.map(str::trim).filter(|t| !t.is_empty()).unwrap_or("classic");
    text.to_ascii_lowercase().parse().map_err(|e| lang.t(Msg::BadVariant(&variant_error(lang, &e))))
}

/// Autocomplete for a variant option: presets, the typed id checked, completions of `+` combinations.
pub async fn autocomplete_variant(ctx: Context<'_>, partial: &str) -> serenity::CreateAutocompleteResponse {
    let choices =
        variant_suggestions(partial, lang_of(ctx)).into_iter().map(|(n, v)| serenity::AutocompleteChoice::new(n, v));
    serenity::CreateAutocompleteResponse::new().set_choices(choices.collect())
}
