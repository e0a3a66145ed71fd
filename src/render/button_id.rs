//! Strict parsing helpers shared by the leaderboard and admin button codecs, and their typed error.

/// Why a leaderboard or admin `custom_id` was rejected.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
pub enum BadButtonId {
    #[error("button id longer than 100 characters")]
    TooLong,
    #[error("button id of another kind")]
    WrongPrefix,
    #[error("button id with the wrong number of fields")]
    WrongFields,
    #[error("button id with an invalid variant name")]
    BadVariant,
    #[error("button id with a malformed or non-canonical number")]
    BadNumber,
}

/// Splits a `custom_id` into its `:`-separated fields after checking its length and first field.
pub(crate) fn fields<'a>(id: &'a str, prefix: &str, count: usize) -> Result<Vec<&'a str>, BadButtonId> {
    if id.len() > super::view::limits::CUSTOM_ID {
        return Err(BadButtonId::TooLong);
    }
    let parts: Vec<&str> = id.split(':').collect();
    if parts[0] != prefix {
        return Err(BadButtonId::WrongPrefix);
    }
    if parts.len() != count + 1 {
        return Err(BadButtonId::WrongFields);
    }
    Ok(parts[1..].to_vec())
}

/// A decimal number with exactly one spelling: ASCII digits, no sign, no leading zero, in range.
pub(crate) fn canonical<T: std::str::FromStr>(text: &str) -> Result<T, BadButtonId> {
    let digits = !text.is_empty() && text.bytes().all(|b| b.is_ascii_digit());
    if !digits || (text.len() > 1 && text.starts_with('0')) {
        return Err(BadButtonId::BadNumber);
    }
    text.parse().map_err(|_| BadButtonId::BadNumber)
}

/// A variant id a button may carry: `[a-z0-9+-]{1,64}` (combinations included; the id stays within 100 characters).
pub(crate) fn is_variant_name(name: &str) -> bool {
    (1..=64).contains(&name.len())
        && name.bytes().all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'-' || b == b'+')
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers_have_one_spelling() {
        assert_eq!(canonical::<u32>("0"), Ok(0));
        assert_eq!(canonical::<u32>("4294967295"), Ok(u32::MAX));
        for bad in ["", "00", "01", "+1", "-1", " 1", "1 ", "4294967296", "1e3", "١"] {
            assert_eq!(canonical::<u32>(bad), Err(BadButtonId::BadNumber), "{bad:?}");
        }
        assert_eq!(canonical::<u64>("18446744073709551615"), Ok(u64::MAX));
        assert_eq!(canonical::<u64>("18446744073709551616"), Err(BadButtonId::BadNumber));
    }

    #[test]
    fn variant_names_are_lowercase_words() {
        assert!(is_variant_name("classic"));
        assert!(is_variant_name("five-in-a-row"));
        assert!(is_variant_name("8x7"));
        assert!(is_variant_name("popout+cylinder+two-vs-two"));
        for bad in ["", "Classic", "a b", "a:b", "é", &"a".repeat(65)] {
            assert!(!is_variant_name(bad), "{bad:?}");
        }
    }
}
