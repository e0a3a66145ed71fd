//! The buttons of a tournament's message: `c4t:<action>:<tournament>` (join, leave, check in, your next game).

use std::fmt;

use super::codec::{BadButtonId, canonical, fields};

/// What a tournament button does.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TournamentPress {
    Join,
    Leave,
    CheckIn,
    /// The presser's own next game, privately.
    Mine,
}

impl TournamentPress {
    const ALL: [TournamentPress; 4] =
        [TournamentPress::Join, TournamentPress::Leave, TournamentPress::CheckIn, TournamentPress::Mine];

    fn code(self) -> &'static str {
        match self {
            TournamentPress::Join => "j",
            TournamentPress::Leave => "l",
            TournamentPress::CheckIn => "c",
            TournamentPress::Mine => "m",
        }
    }
}

/// A button of a tournament's message: `c4t:<j|l|c|m>:<tournament id>`; anyone may press it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct TournamentButton {
    pub press: TournamentPress,
    pub tournament: u64,
}

impl TournamentButton {
    /// Parses a `custom_id` strictly: the `c4t` prefix, a known action, a canonical decimal id.
    pub fn parse(id: &str) -> Result<TournamentButton, BadButtonId> {
        let parts = fields(id, "c4t", 2)?;
        let press = TournamentPress::ALL.into_iter().find(|p| p.code() == parts[0]).ok_or(BadButtonId::WrongFields)?;
        Ok(TournamentButton { press, tournament: canonical(parts[1])? })
    }
}

impl fmt::Display for TournamentButton {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "c4t:{}:{}", self.press.code(), self.tournament)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    #[test]
    fn tournament_buttons_round_trip_within_discords_limit() {
        for press in TournamentPress::ALL {
            for tournament in [0, 7, u64::MAX] {
                let button = TournamentButton { press, tournament };
                let id = button.to_string();
                assert!(id.len() <= super::super::CUSTOM_ID_MAX_LEN);
                assert_eq!(TournamentButton::parse(&id), Ok(button), "{id}");
            }
        }
        assert_eq!(TournamentButton { press: TournamentPress::Join, tournament: 42 }.to_string(), "c4t:j:42");
    }

    #[test]
    fn malformed_tournament_buttons_are_rejected_with_a_reason() {
        use BadButtonId::*;
        for (id, why) in [
            ("", WrongPrefix),
            ("c4t", WrongFields),
            ("c4t:j", WrongFields),
            ("c4t:x:1", WrongFields),
            ("c4t:j:1:2", WrongFields),
            ("c4t:j:01", BadNumber),
            ("c4t:j:18446744073709551616", BadNumber),
            ("c4g:j:1", WrongPrefix),
        ] {
            assert_eq!(TournamentButton::parse(id), Err(why), "{id:?}");
        }
    }

    proptest! {
        #[test]
        fn parsing_never_panics_and_is_canonical(id in "(c4t)?:?[jlcmx]?:?[0-9]{0,21}") {
            if let Ok(button) = TournamentButton::parse(&id) {
                prop_assert_eq!(button.to_string(), id);
            }
        }
    }
}
