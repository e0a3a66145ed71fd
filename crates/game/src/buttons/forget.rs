//! The buttons of the `/connect4 forget-me` confirmation: `c4f:forget:<caller>` and `c4f:keep:<caller>`.

use std::fmt;

use super::codec::{BadButtonId, confirmation};

/// A button of the forget-me confirmation: forget the caller (true) or keep their data (false).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ForgetButton {
    pub confirm: bool,
    /// The user who asked to be forgotten, the only one whose press counts.
    pub caller: u64,
}

impl ForgetButton {
    /// Parses a `custom_id` strictly: the `c4f` prefix, `forget` or `keep`, a canonical decimal user id.
    pub fn parse(id: &str) -> Result<ForgetButton, BadButtonId> {
        let (confirm, caller) = confirmation(id, "c4f", ("forget", "keep"))?;
        Ok(ForgetButton { confirm, caller })
    }

    /// True when `user` may use this button (only the caller may).
    pub fn allows(&self, user: u64) -> bool {
        user == self.caller
    }
}

impl fmt::Display for ForgetButton {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let verb = if self.confirm { "forget" } else { "keep" };
        write!(f, "c4f:{verb}:{}", self.caller)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    #[test]
    fn forget_buttons_round_trip_and_count_for_their_caller_only() {
        for button in [
            ForgetButton { confirm: true, caller: 0 },
            ForgetButton { confirm: false, caller: u64::MAX },
            ForgetButton { confirm: true, caller: 123_456_789_012_345_678 },
        ] {
            let id = button.to_string();
            assert!(id.len() <= super::super::CUSTOM_ID_MAX_LEN);
            assert_eq!(ForgetButton::parse(&id), Ok(button), "{id}");
        }
        let button = ForgetButton { confirm: true, caller: 7 };
        assert_eq!(button.to_string(), "c4f:forget:7");
        assert!(button.allows(7) && !button.allows(8));
        use BadButtonId::*;
        for (id, why) in [
            ("c4f", WrongFields),
            ("c4f:forget", WrongFields),
            ("c4f:forget:7:1", WrongFields),
            ("c4f:erase:7", WrongPrefix),
            ("c4a:keep:7", WrongPrefix),
            ("c4f:keep:07", BadNumber),
            ("c4f:keep:18446744073709551616", BadNumber),
        ] {
            assert_eq!(ForgetButton::parse(id), Err(why), "{id:?}");
        }
    }

    proptest! {
        #[test]
        fn parsing_never_panics_and_is_canonical(id in "(c4f)?:?(forget|keep|x)?:?[0-9]{0,21}(:[0-9])?") {
            if let Ok(button) = ForgetButton::parse(&id) {
                prop_assert_eq!(button.to_string(), id);
            }
        }
    }
}
