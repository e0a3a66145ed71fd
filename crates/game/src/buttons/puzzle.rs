//! The buttons of puzzles: `c4z:d:<attempt>:<plies>:<column>` drops in an open attempt that showed `plies` plies
//! (`c4z:p:…` pops, in PopOut), `c4z:n:<attempt>` asks for the next puzzle once it is over (attempt ids in base
//! 36), `c4z:s:<day>` opens the server's daily puzzle of that day (days since 1970).

use std::fmt;

use super::codec::{BadButtonId, canonical, parse_base36, split, to_base36};
use cuatro_engine::Move;

/// The widest puzzle board.
const MAX_COLUMNS: u8 = 7;

/// A puzzle button.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PuzzleButton {
    /// Drop in `column` (0-based) of attempt `attempt`, whose message showed `plies` plies played.
    Drop { attempt: u64, plies: u32, column: u8 },
    /// Pop the bottom stone of `column` (PopOut), as [`PuzzleButton::Drop`] otherwise.
    Pop { attempt: u64, plies: u32, column: u8 },
    /// Another puzzle, from the finished attempt `attempt`.
    Next { attempt: u64 },
    /// The server's daily puzzle of `day`, opened privately for the presser.
    Solve { day: u32 },
}

impl PuzzleButton {
    /// The attempt the button belongs to (none for the daily post's Solve).
    pub fn attempt(self) -> Option<u64> {
        match self {
            PuzzleButton::Drop { attempt, .. } | PuzzleButton::Pop { attempt, .. } | PuzzleButton::Next { attempt } => {
                Some(attempt)
            }
            PuzzleButton::Solve { .. } => None,
        }
    }

    /// The move a drop or pop button plays, with the plies its message showed.
    pub fn played(self) -> Option<(u32, Move)> {
        match self {
            PuzzleButton::Drop { plies, column, .. } => Some((plies, Move::Drop(column))),
            PuzzleButton::Pop { plies, column, .. } => Some((plies, Move::Pop(column))),
            PuzzleButton::Next { .. } | PuzzleButton::Solve { .. } => None,
        }
    }

    /// Parses a `custom_id` strictly: the `c4z` prefix, a known verb, canonical numbers, a column in range.
    pub fn parse(id: &str) -> Result<PuzzleButton, BadButtonId> {
        let parts = split(id)?;
        if parts[0] != "c4z" {
            return Err(BadButtonId::WrongPrefix);
        }
        match parts[1..] {
            [verb @ ("d" | "p"), attempt, plies, column] => {
                let column = canonical::<u8>(column)?;
                if column >= MAX_COLUMNS {
                    return Err(BadButtonId::BadNumber);
                }
                let (attempt, plies) = (parse_base36(attempt)?, canonical(plies)?);
                Ok(if verb == "d" {
                    PuzzleButton::Drop { attempt, plies, column }
                } else {
                    PuzzleButton::Pop { attempt, plies, column }
                })
            }
            ["n", attempt] => Ok(PuzzleButton::Next { attempt: parse_base36(attempt)? }),
            ["s", day] => Ok(PuzzleButton::Solve { day: canonical(day)? }),
            ["d" | "p" | "n" | "s", ..] => Err(BadButtonId::WrongFields),
            _ => Err(BadButtonId::WrongPrefix),
        }
    }
}

impl fmt::Display for PuzzleButton {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            PuzzleButton::Drop { attempt, plies, column } => write!(f, "c4z:d:{}:{plies}:{column}", to_base36(attempt)),
            PuzzleButton::Pop { attempt, plies, column } => write!(f, "c4z:p:{}:{plies}:{column}", to_base36(attempt)),
            PuzzleButton::Next { attempt } => write!(f, "c4z:n:{}", to_base36(attempt)),
            PuzzleButton::Solve { day } => write!(f, "c4z:s:{day}"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    #[test]
    fn puzzle_buttons_round_trip_and_bad_ones_are_refused_with_a_reason() {
        let drop = PuzzleButton::Drop { attempt: 36 * 36, plies: 4, column: 6 };
        assert_eq!(drop.to_string(), "c4z:d:100:4:6");
        assert_eq!(PuzzleButton::parse("c4z:d:100:4:6"), Ok(drop));
        assert_eq!(drop.played(), Some((4, Move::Drop(6))));
        let pop = PuzzleButton::Pop { attempt: 35, plies: 0, column: 0 };
        assert_eq!((pop.to_string().as_str(), pop.played()), ("c4z:p:z:0:0", Some((0, Move::Pop(0)))));
        assert_eq!(PuzzleButton::parse("c4z:p:z:0:0"), Ok(pop));
        assert_eq!(PuzzleButton::parse("c4z:n:z"), Ok(PuzzleButton::Next { attempt: 35 }));
        assert_eq!(PuzzleButton::parse("c4z:s:20427"), Ok(PuzzleButton::Solve { day: 20427 }));
        assert_eq!(PuzzleButton::Solve { day: u32::MAX }.to_string(), "c4z:s:4294967295");
        assert_eq!(PuzzleButton::Next { attempt: u64::MAX }.to_string().len(), 19, "far within 100");
        use BadButtonId::*;
        for (id, why) in [
            ("c4z:d:1:0:7", BadNumber),
            ("c4z:p:1:0:7", BadNumber),
            ("c4z:p:1:0", WrongFields),
            ("c4z:d:1:00:1", BadNumber),
            ("c4z:d:1:0", WrongFields),
            ("c4z:n:1:2", WrongFields),
            ("c4z:x:1", WrongPrefix),
            ("c4:d:1:0:1", WrongPrefix),
            ("c4z:n:", BadNumber),
            ("c4z:n:A", BadNumber),
            ("c4z:s:01", BadNumber),
            ("c4z:s:1:2", WrongFields),
        ] {
            assert_eq!(PuzzleButton::parse(id), Err(why), "{id:?}");
        }
    }

    proptest! {
        #[test]
        fn parsing_never_panics_and_is_canonical(id in "c4z:(d|p|n|s|x)?:[0-9a-zA-Z]{0,14}(:[0-9]{0,3}){0,3}") {
            if let Ok(button) = PuzzleButton::parse(&id) {
                prop_assert_eq!(button.to_string(), id);
            }
        }

        #[test]
        fn any_drop_or_pop_round_trips(attempt in any::<u64>(), plies in 0u32..100, column in 0u8..7, pop: bool) {
            let button = if pop {
                PuzzleButton::Pop { attempt, plies, column }
            } else {
                PuzzleButton::Drop { attempt, plies, column }
            };
            prop_assert_eq!(PuzzleButton::parse(&button.to_string()), Ok(button));
        }
    }
}
