//! The buttons of the leaderboard reset confirmation: `c4a:reset:<caller>` and `c4a:keep:<caller>`.

use std::fmt;

use super::codec::{BadButtonId, confirmation};

/// A button of the leaderboard reset confirmation: `c4a:reset:<caller>` or `c4a:keep:<caller>`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ResetButton {
    /// Reset (true) or keep the leaderboard (false).
    pub confirm: bool,
    /// The admin who ran `/connect4-admin reset-leaderboard`.
    pub caller: u64,
}

impl ResetButton {
    /// Parses a `custom_id` strictly: the `c4a` prefix, `reset` or `keep`, a canonical decimal user id.
    pub fn parse(id: &str) -> Result<ResetButton, BadButtonId> {
        let (confirm, caller) = confirmation(id, "c4a", ("reset", "keep"))?;
        Ok(ResetButton { confirm, caller })
    }

    /// True when `user` may use this button (only the caller may).
    pub fn allows(&self, user: u64) -> bool {
        user == self.caller
    }
}

impl fmt::Display for ResetButton {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let verb = if self.confirm { "reset" } else { "keep" };
        write!(f, "c4a:{verb}:{}", self.caller)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    #[test]
    fn reset_buttons_round_trip() {
        for button in [
            ResetButton { confirm: true, caller: 0 },
            ResetButton { confirm: false, caller: u64::MAX },
            ResetButton { confirm: true, caller: 123_456_789_012_345_678 },
        ] {
            assert_eq!(ResetButton::parse(&button.to_string()), Ok(button));
        }
        assert_eq!(ResetButton { confirm: true, caller: 9 }.to_string(), "c4a:reset:9");
        assert_eq!(ResetButton { confirm: false, caller: 9 }.to_string(), "c4a:keep:9");
        assert!(ResetButton { confirm: true, caller: 9 }.allows(9));
        assert!(!ResetButton { confirm: true, caller: 9 }.allows(8));
    }

    #[test]
    fn malformed_reset_buttons_are_rejected_with_a_reason() {
        use BadButtonId::*;
        let long = format!("c4a:reset:{}", "9".repeat(91));
        for (id, why) in [
            ("", WrongPrefix),
            ("c4l:reset:1", WrongPrefix),
            ("c4:reset:1", WrongPrefix),
            ("c4a:erase:1", WrongPrefix),
            ("c4a:RESET:1", WrongPrefix),
            ("c4a:reset", WrongFields),
            ("c4a:reset:1:2", WrongFields),
            ("c4a:keep:", BadNumber),
            ("c4a:keep:01", BadNumber),
            ("c4a:keep:+1", BadNumber),
            ("c4a:keep:18446744073709551616", BadNumber),
            (long.as_str(), TooLong),
        ] {
            assert_eq!(ResetButton::parse(id), Err(why), "{id:?}");
        }
    }

    proptest! {
        #[test]
        fn parsing_never_panics_and_is_canonical(id in ".{0,120}") {
            if let Ok(button) = ResetButton::parse(&id) {
                prop_assert_eq!(button.to_string(), id);
            }
        }

        #[test]
        fn near_misses_parse_only_when_canonical(id in "c4a:(reset|keep|Reset|res)?:[0-9+-]{0,22}(:[0-9])?") {
            if let Ok(button) = ResetButton::parse(&id) {
                prop_assert_eq!(button.to_string(), id);
            }
        }

        #[test]
        fn reset_buttons_round_trip_for_any_caller(confirm in any::<bool>(), caller in any::<u64>()) {
            let button = ResetButton { confirm, caller };
            prop_assert_eq!(ResetButton::parse(&button.to_string()), Ok(button));
        }
    }
}
