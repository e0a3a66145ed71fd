//! Slash-command option types: the choices commands offer, each with its conversion to the game's value, and
//! the variant option (parsing and autocomplete). A choice's shown name, in every language, is in
//! `locales/<lang>/commands.ftl` under its variant's name (`ColourBlind` → `…-theme-colour-blind`).

use crate::ai::Level;
use crate::ai::puzzle::POPOUT;
use crate::bot::pipeline::command::lang_of;
use crate::bot::types::Context;
use crate::engine::Variant;
use crate::game::Lang;
use crate::game::TimeoutAction;
use crate::game::{Clock, Format, Theme};
use crate::render::Translate;
use crate::render::{Msg, variant_error, variant_suggestions};
use poise::serenity_prelude as serenity;
use std::time::Duration;

/// Single game or a two-game match.
#[derive(Debug, Clone, Copy, PartialEq, Eq, poise::ChoiceParameter)]
pub enum FormatChoice {
    Single,
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
    M1,
    M3,
    M5,
    M10,
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
    None,
    S30,
    S60,
    M5,
    H1,
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
    Easy,
    Medium,
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
    Me,
    Other,
    Random,
}

/// `first` of `/connect4 vs-cpu`: me, cpu or random.
#[derive(Debug, Clone, Copy, PartialEq, Eq, poise::ChoiceParameter)]
pub enum CpuFirstChoice {
    Me,
    Cpu,
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
    Cpu,
    Forfeit,
}

/// The variants with puzzles, as `/connect4 puzzle play` offers them.
#[derive(Debug, Clone, Copy, PartialEq, Eq, poise::ChoiceParameter)]
pub enum PuzzleVariantChoice {
    Classic,
    PopOut,
}

impl PuzzleVariantChoice {
    /// The variant chosen.
    pub fn variant(self) -> Variant {
        match self {
            PuzzleVariantChoice::Classic => Variant::CLASSIC,
            PuzzleVariantChoice::PopOut => POPOUT,
        }
    }
}

/// How the pieces look.
#[derive(Debug, Clone, Copy, PartialEq, Eq, poise::ChoiceParameter)]
pub enum ThemeChoice {
    Classic,
    Xo,
    ColourBlind,
}

/// A server's default format of challenges.
#[derive(Debug, Clone, Copy, PartialEq, Eq, poise::ChoiceParameter)]
pub enum DefaultFormatChoice {
    Single,
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
