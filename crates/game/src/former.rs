//! Former players: the stand-in ids a user's records keep once they asked to be forgotten (`/connect4 forget-me`).
//!
//! A Discord id is a snowflake whose top bits count milliseconds since 2015: every real user's id is far above
//! 2^22. The ids from 2^21 to 2^22 name nobody, so a forgotten user's games, results and tournaments keep one of
//! them in their place, and every view shows it as "a former player". (Below 2^21 are the small ids tests use.)

/// The ids of former players: no Discord user has one.
pub const FORMER_PLAYERS: std::ops::Range<u64> = (1 << 21)..(1 << 22);

/// Whether `user` is a former player's stand-in.
pub fn is_former_player(user: u64) -> bool {
    FORMER_PLAYERS.contains(&user)
}

/// A stand-in for a user being forgotten, from `seed` (any number: a clock, a counter).
pub fn former_player_id(seed: u64) -> u64 {
    FORMER_PLAYERS.start + seed % (FORMER_PLAYERS.end - FORMER_PLAYERS.start)
}

/// `text` with every whole number spelled `from` (a run of digits neither preceded nor followed by a digit)
/// written `to`: a user's id replaced in a stored JSON document, where it stands as a number or a string.
pub fn replace_id(text: &str, from: u64, to: u64) -> String {
    let (from, to) = (from.to_string(), to.to_string());
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(start) = rest.find(|c: char| c.is_ascii_digit()) {
        out.push_str(&rest[..start]);
        let digits = &rest[start..];
        let end = digits.find(|c: char| !c.is_ascii_digit()).unwrap_or(digits.len());
        out.push_str(if digits[..end] == from { &to } else { &digits[..end] });
        rest = &digits[end..];
    }
    out.push_str(rest);
    out
}

/// Whether `text` holds the whole number `user` (see [`replace_id`]).
pub fn names(text: &str, user: u64) -> bool {
    let user = user.to_string();
    text.split(|c: char| !c.is_ascii_digit()).any(|run| run == user)
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    #[test]
    fn whole_numbers_only_are_replaced() {
        let json =
            r#"{"seats":[{"Human":123456789012345678},{"Human":1234567890123456789}],"by":"123456789012345678"}"#;
        let replaced = replace_id(json, 123456789012345678, 42);
        assert_eq!(replaced, r#"{"seats":[{"Human":42},{"Human":1234567890123456789}],"by":"42"}"#);
        assert!(names(json, 123456789012345678) && !names(&replaced, 123456789012345678));
        assert!(names(&replaced, 1234567890123456789), "a longer id that starts alike is another user");
        assert_eq!(replace_id("", 1, 2), "");
        assert_eq!(replace_id("7", 7, 8), "8");
    }

    #[test]
    fn stand_ins_name_nobody() {
        for seed in [0, 1, 1 << 21, (1 << 22) - 1, u64::MAX] {
            let id = former_player_id(seed);
            assert!(is_former_player(id), "{seed} → {id}");
        }
        assert!(!is_former_player(7) && !is_former_player(1 << 22), "small ids and snowflakes are users");
        // The first snowflakes of 2015 are already above the range.
        assert!(!is_former_player(41_771_983_423_143_937));
    }

    proptest! {
        #[test]
        fn after_a_replacement_the_id_is_gone_and_the_rest_unchanged(text in "[0-9a-z\":,]{0,60}", from in 10u64..100, to in 1u64..10) {
            let replaced = replace_id(&text, from, to);
            prop_assert!(!names(&replaced, from));
            if !names(&text, from) {
                prop_assert_eq!(replaced, text);
            }
        }
    }
}
