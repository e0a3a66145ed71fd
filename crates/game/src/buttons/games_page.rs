//! The paging buttons of the list of games under way: `c4g:<page>:<caller>`.

use std::fmt;

use super::codec::{BadButtonId, canonical, fields};

/// A paging button of the games list: `c4g:<page>:<caller>`.
///
/// `page` is the 0-based page the button opens; `caller` is the user who ran the command, the only one allowed to
/// turn the pages (see [`GamesPageButton::allows`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct GamesPageButton {
    pub page: u32,
    pub caller: u64,
}

impl GamesPageButton {
    /// Parses a `custom_id` strictly: the `c4g` prefix, exactly two fields, canonical decimal numbers.
    pub fn parse(id: &str) -> Result<GamesPageButton, BadButtonId> {
        let parts = fields(id, "c4g", 2)?;
        Ok(GamesPageButton { page: canonical(parts[0])?, caller: canonical(parts[1])? })
    }

    /// True when `user` may use this button (only the caller may).
    pub fn allows(&self, user: u64) -> bool {
        user == self.caller
    }
}

impl fmt::Display for GamesPageButton {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "c4g:{}:{}", self.page, self.caller)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    #[test]
    fn games_page_buttons_round_trip_and_only_the_caller_turns_pages() {
        for button in [
            GamesPageButton { page: 0, caller: 0 },
            GamesPageButton { page: u32::MAX, caller: u64::MAX },
            GamesPageButton { page: 3, caller: 123_456_789_012_345_678 },
        ] {
            let id = button.to_string();
            assert!(id.len() <= super::super::CUSTOM_ID_MAX_LEN);
            assert_eq!(GamesPageButton::parse(&id), Ok(button), "{id}");
        }
        let button = GamesPageButton { page: 2, caller: 7 };
        assert_eq!(button.to_string(), "c4g:2:7");
        assert!(button.allows(7));
        assert!(!button.allows(8));
    }

    #[test]
    fn malformed_games_page_buttons_are_rejected_with_a_reason() {
        use BadButtonId::*;
        let long = format!("c4g:1:{}", "1".repeat(100));
        for (id, why) in [
            ("", WrongPrefix),
            ("c4g", WrongFields),
            ("c4g:1", WrongFields),
            ("c4g:1:2:3", WrongFields),
            ("c4l:1:2", WrongPrefix),
            ("C4G:1:2", WrongPrefix),
            ("c4g:01:2", BadNumber),
            ("c4g:1:02", BadNumber),
            ("c4g:+1:2", BadNumber),
            ("c4g::2", BadNumber),
            ("c4g:4294967296:2", BadNumber),
            ("c4g:1:18446744073709551616", BadNumber),
            (long.as_str(), TooLong),
        ] {
            assert_eq!(GamesPageButton::parse(id), Err(why), "{id:?}");
        }
    }

    proptest! {
        #[test]
        fn parsing_never_panics_and_is_canonical(id in "(c4g)?:?[0-9+]{0,11}:?[0-9]{0,21}(:[0-9])?") {
            if let Ok(button) = GamesPageButton::parse(&id) {
                prop_assert_eq!(button.to_string(), id);
            }
        }
    }
}
