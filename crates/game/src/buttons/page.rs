//! The leaderboard's paging buttons: `c4l:<variant>:<page>:<caller>`.

use std::fmt;

use super::codec::{BadButtonId, canonical, fields, is_variant_name};

/// A leaderboard paging button: `c4l:<variant>:<page>:<caller>`.
///
/// `page` is the 0-based page the button opens; `caller` is the user who ran the command, the only one
/// allowed to turn the pages (the bot compares the clicker with it, see [`PageButton::allows`]).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PageButton {
    /// A variant name, `[a-z0-9-]{1,24}`.
    pub variant: String,
    pub page: u32,
    pub caller: u64,
}

impl PageButton {
    /// Parses a `custom_id` strictly: the `c4l` prefix, exactly three fields, a valid variant name and
    /// canonical decimal numbers.
    pub fn parse(id: &str) -> Result<PageButton, BadButtonId> {
        let parts = fields(id, "c4l", 3)?;
        if !PageButton::can_carry(parts[0]) {
            return Err(BadButtonId::BadVariant);
        }
        Ok(PageButton { variant: parts[0].to_string(), page: canonical(parts[1])?, caller: canonical(parts[2])? })
    }

    /// Whether a button can carry this variant name (see [`PageButton::variant`]).
    pub fn can_carry(variant: &str) -> bool {
        is_variant_name(variant)
    }

    /// True when `user` may use this button (only the caller may).
    pub fn allows(&self, user: u64) -> bool {
        user == self.caller
    }
}

impl fmt::Display for PageButton {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "c4l:{}:{}:{}", self.variant, self.page, self.caller)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    #[test]
    fn page_buttons_round_trip() {
        for button in [
            PageButton { variant: "classic".into(), page: 0, caller: 0 },
            PageButton { variant: "popout".into(), page: u32::MAX, caller: u64::MAX },
            PageButton { variant: "five-in-a-row".into(), page: 24, caller: 123_456_789_012_345_678 },
        ] {
            let id = button.to_string();
            assert!(id.len() <= 100);
            assert_eq!(PageButton::parse(&id), Ok(button), "{id}");
        }
        assert_eq!(PageButton { variant: "classic".into(), page: 2, caller: 7 }.to_string(), "c4l:classic:2:7");
    }

    #[test]
    fn malformed_page_buttons_are_rejected_with_a_reason() {
        use BadButtonId::*;
        let long = format!("c4l:classic:1:{}", "1".repeat(90));
        for (id, why) in [
            ("", WrongPrefix),
            ("c4l", WrongFields),
            ("c4:classic:1:2", WrongPrefix),
            ("C4L:classic:1:2", WrongPrefix),
            ("c4a:reset:2", WrongPrefix),
            ("c4l:classic:1", WrongFields),
            ("c4l:classic:1:2:3", WrongFields),
            ("c4l:classic:1:2:", WrongFields),
            ("c4l::1:2", BadVariant),
            ("c4l:Classic:1:2", BadVariant),
            ("c4l:popout cylinder:1:2", BadVariant),
            ("c4l:aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa:1:2", BadVariant),
            ("c4l:classic:01:2", BadNumber),
            ("c4l:classic:1:02", BadNumber),
            ("c4l:classic:+1:2", BadNumber),
            ("c4l:classic:-1:2", BadNumber),
            ("c4l:classic::2", BadNumber),
            ("c4l:classic:4294967296:2", BadNumber),
            ("c4l:classic:1:18446744073709551616", BadNumber),
            (long.as_str(), TooLong),
        ] {
            assert_eq!(PageButton::parse(id), Err(why), "{id:?}");
        }
    }

    proptest! {
        #[test]
        fn parsing_never_panics_and_is_canonical(id in ".{0,120}") {
            if let Ok(button) = PageButton::parse(&id) {
                prop_assert_eq!(button.to_string(), id);
            }
        }

        #[test]
        fn near_misses_parse_only_when_canonical(id in "c4l:[a-z0-9+A-]{0,26}:[0-9+]{0,11}:[0-9]{0,21}(:[0-9])?") {
            if let Ok(button) = PageButton::parse(&id) {
                prop_assert_eq!(button.to_string(), id);
            }
        }

        #[test]
        fn page_buttons_round_trip_for_any_numbers(variant in "[a-z0-9-]{1,24}", page in any::<u32>(), caller in any::<u64>()) {
            let button = PageButton { variant, page, caller };
            let id = button.to_string();
            prop_assert!(id.len() <= 100);
            prop_assert_eq!(PageButton::parse(&id), Ok(button));
        }
    }
}
