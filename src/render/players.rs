//! How players are named in messages: a user by mention, the CPU with its level in the reader's language.

use crate::ai::Level;
use crate::game::{Lang, Seat};

/// A CPU level's name in `lang`, as the level options offer it.
pub fn level_name(level: Level, lang: Lang) -> &'static str {
    match (lang, level) {
        (Lang::En, level) => level.name(),
        (Lang::Es, Level::Random) => "al azar",
        (Lang::Es, Level::Greedy) => "voraz",
        (Lang::Es, Level::Easy) => "fácil",
        (Lang::Es, Level::Medium) => "medio",
        (Lang::Es, Level::Hard) => "difícil",
    }
}

/// A seat's player: `<@id>`, `CPU (medium)` / `CPU (medio)`, or `?` for a seat not taken.
pub fn seat_name(seat: Option<Seat>, lang: Lang) -> String {
    match seat {
        Some(Seat::Human(id)) => format!("<@{id}>"),
        Some(Seat::Cpu(level)) => format!("CPU ({})", level_name(level, lang)),
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
        assert_eq!(seat_name(Some(Seat::Human(7)), Lang::Es), "<@7>");
        assert_eq!(seat_name(None, Lang::En), "?");
        for level in Level::ALL {
            assert_ne!(level_name(level, Lang::Es), level.name(), "{level} has a Spanish name");
        }
    }
}
