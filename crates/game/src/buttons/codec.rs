//! The one codec under every button id: the length limit, the error type, and canonical numbers.

/// Discord's limit on a button's `custom_id`, in bytes.
pub const CUSTOM_ID_MAX_LEN: usize = 100;

/// Why a button's `custom_id` was rejected.
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
    #[error("button id with a malformed, non-canonical or out-of-range number")]
    BadNumber,
}

/// Splits a `custom_id` into its `:`-separated fields after checking its length; the prefix is not checked.
pub(super) fn split(id: &str) -> Result<Vec<&str>, BadButtonId> {
    if id.len() > CUSTOM_ID_MAX_LEN {
        return Err(BadButtonId::TooLong);
    }
    Ok(id.split(':').collect())
}

/// Splits a `custom_id` into its `:`-separated fields after checking its length and first field.
pub(super) fn fields<'a>(id: &'a str, prefix: &str, count: usize) -> Result<Vec<&'a str>, BadButtonId> {
    let parts = split(id)?;
    if parts[0] != prefix {
        return Err(BadButtonId::WrongPrefix);
    }
    if parts.len() != count + 1 {
        return Err(BadButtonId::WrongFields);
    }
    Ok(parts[1..].to_vec())
}

/// A confirmation's `custom_id`, `<prefix>:<yes or no>:<caller>`: whether it says `yes`, and the caller's id.
pub(super) fn confirmation(id: &str, prefix: &str, (yes, no): (&str, &str)) -> Result<(bool, u64), BadButtonId> {
    let parts = fields(id, prefix, 2)?;
    let confirm = match parts[0] {
        verb if verb == yes => true,
        verb if verb == no => false,
        _ => return Err(BadButtonId::WrongPrefix),
    };
    Ok((confirm, canonical(parts[1])?))
}

/// A decimal number with exactly one spelling: ASCII digits, no sign, no leading zero, in range.
pub(super) fn canonical<T: std::str::FromStr>(text: &str) -> Result<T, BadButtonId> {
    let digits = !text.is_empty() && text.bytes().all(|b| b.is_ascii_digit());
    if !digits || (text.len() > 1 && text.starts_with('0')) {
        return Err(BadButtonId::BadNumber);
    }
    text.parse().map_err(|_| BadButtonId::BadNumber)
}

/// A number in lower-case base 36 (game ids in buttons, game codes).
pub(super) fn to_base36(mut n: u64) -> String {
    let mut digits = Vec::new();
    loop {
        digits.push(b"0123456789abcdefghijklmnopqrstuvwxyz"[(n % 36) as usize]);
        n /= 36;
        if n == 0 {
            break;
        }
    }
    digits.reverse();
    String::from_utf8(digits).expect("ASCII digits")
}

/// Lower-case base 36 without leading zeros (so each id has exactly one spelling).
pub(super) fn parse_base36(text: &str) -> Result<u64, BadButtonId> {
    let canonical = !text.is_empty()
        && text.len() <= 13
        && text.bytes().all(|b| b.is_ascii_digit() || b.is_ascii_lowercase())
        && (text == "0" || !text.starts_with('0'));
    if !canonical {
        return Err(BadButtonId::BadNumber);
    }
    u64::from_str_radix(text, 36).map_err(|_| BadButtonId::BadNumber)
}

/// A variant id a button may carry: `[a-z0-9+-]{1,64}` (combinations included; the id stays within 100 characters).
pub(super) fn is_variant_name(name: &str) -> bool {
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
