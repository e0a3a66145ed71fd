//! A tournament's words: its score notation, its format's and its own name, and the terms line (length, games,
//! time per move or clock, durations written as the settings write them).

use crate::admin::timer_text;
use crate::tr;
use crate::variant_name::titled;
use cuatro_game::Lang;
use cuatro_game::tournament::{Tournament, TournamentFormat};

/// Embed colour of tournaments (gold).
pub(super) const COLOUR: u32 = 0xF1C40F;

/// Half points as a score: `3`, `2½`, `½`.
pub fn points_text(half: u32) -> String {
    match (half / 2, half % 2) {
        (0, 1) => "½".to_string(),
        (whole, 1) => format!("{whole}½"),
        (whole, _) => whole.to_string(),
    }
}

/// The format's name: "Swiss", "Round robin", "Double round robin", "Arena".
pub fn format_name(format: TournamentFormat, lang: Lang) -> String {
    match format {
        TournamentFormat::Swiss { .. } => tr!(lang, "tournament-format-swiss"),
        TournamentFormat::RoundRobin { double: false } => tr!(lang, "tournament-format-round-robin"),
        TournamentFormat::RoundRobin { double: true } => tr!(lang, "tournament-format-double-round-robin"),
        TournamentFormat::Arena { .. } => tr!(lang, "tournament-format-arena"),
    }
}

/// The tournament's name: "🏆 Swiss tournament", "🏆 Swiss tournament · PopOut".
pub fn tournament_title(t: &Tournament, lang: Lang) -> String {
    titled(lang, tr!(lang, "tournament-title", format = format_name(t.setup.format, lang)), &t.setup.variant)
}

/// A clock's reserve: "1 day", or as the settings write a turn timer ("5 min", "1 h").
fn reserve_text(ms: u64, lang: Lang) -> String {
    const DAY_MS: u64 = 86_400_000;
    match ms {
        ms if ms > 0 && ms.is_multiple_of(DAY_MS) => tr!(lang, "tournament-days", n = ms / DAY_MS),
        ms => timer_text(Some(ms), lang),
    }
}

/// "3 rounds · two-game matches · 5 min a move" and the like.
pub(super) fn terms(t: &Tournament, lang: Lang) -> String {
    let length = match t.setup.format {
        TournamentFormat::Swiss { rounds } => tr!(lang, "tournament-rounds", rounds),
        TournamentFormat::RoundRobin { .. } => tr!(lang, "tournament-everyone-meets"),
        TournamentFormat::Arena { minutes } => tr!(lang, "tournament-minutes", minutes),
    };
    let games = match t.setup.format {
        TournamentFormat::Arena { .. } => tr!(lang, "tournament-single-games"),
        _ => tr!(lang, "tournament-matches"),
    };
    let time = match t.setup.clock {
        Some(clock) => tr!(
            lang,
            "tournament-clock",
            reserve = reserve_text(clock.reserve_ms, lang),
            increment = timer_text(Some(clock.increment_ms), lang)
        ),
        None => tr!(lang, "tournament-timer", timer = timer_text(Some(t.setup.timer_ms), lang)),
    };
    format!("{length} · {games} · {time}")
}
