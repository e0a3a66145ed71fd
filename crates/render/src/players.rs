//! How players are named in messages: a user by mention, the CPU with its level in the reader's language.

use crate::tr;
use cuatro_ai::Level;
use cuatro_game::{Lang, Seat, is_former_player};

/// The catalogue message naming `level`.
fn level_id(level: Level) -> &'static str {
    match level {
        Level::Random => "board-level-random",
        Level::Greedy => "board-level-greedy",
        Level::Easy => "board-level-easy",
        Level::Medium => "board-level-medium",
        Level::Hard => "board-level-hard",
    }
}

/// A CPU level's name in `lang`, as the level options offer it.
pub fn level_name(level: Level, lang: Lang) -> String {
    tr!(lang, level_id(level))
}

/// A user: `<@id>`, or "a former player" for one who asked to be forgotten (`/connect4 forget-me`).
pub fn user_name(id: u64, lang: Lang) -> String {
    if is_former_player(id) { tr!(lang, "former-player") } else { format!("<@{id}>") }
}

/// A seat's player: `<@id>`, `CPU (medium)` / `CPU (medio)`, or `?` for a seat not taken.
pub fn seat_name(seat: Option<Seat>, lang: Lang) -> String {
    match seat {
        Some(Seat::Human(id)) => user_name(id, lang),
        Some(Seat::Cpu(level)) => tr!(lang, "board-cpu", level = level_name(level, lang)),
        None => "?".into(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_cpu_is_named_with_its_level_in_the_readers_language() {
        assert_eq!(seat_name(Some(Seat::Cpu(Level::Medium)), Lang::Es), "CPU (medio)");
        assert_eq!(seat_name(Some(Seat::Cpu(Level::Hard)), Lang::En), "CPU (hard)");
        assert_eq!(seat_name(Some(Seat::Human(7_000_000_000_000_000_007)), Lang::Es), "<@7000000000000000007>");
        assert_eq!(seat_name(Some(Seat::Human(7)), Lang::Es), "<@7>");
        assert_eq!(
            seat_name(Some(Seat::Human(1 << 21)), Lang::Es),
            "un antiguo jugador",
            "a forgotten player's stand-in"
        );
        assert_eq!(seat_name(None, Lang::En), "?");
        for level in Level::ALL {
            assert_ne!(level_name(level, Lang::Es), level.name(), "{level} has a Spanish name");
            assert_eq!(level_name(level, Lang::En), level.name(), "English names a level by its option");
        }
    }
}
