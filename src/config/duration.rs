//! Durations as the configuration writes them (`250ms`, `30s`, `5m`, `1h`, `2d`), and their serde forms.

use serde::{Deserialize, Deserializer, Serializer};
use std::time::Duration;

/// Parses `none`, `250ms`, `30s`, `5m`, `1h`, `2d` (a bare number is seconds).
pub fn parse_duration(text: &str) -> Option<Duration> {
    let text = text.trim().to_ascii_lowercase();
    let split = text.find(|c: char| !c.is_ascii_digit()).unwrap_or(text.len());
    let (digits, unit) = text.split_at(split);
    let n: u64 = digits.parse().ok()?;
    let ms = match unit.trim() {
        "ms" => n,
        "" | "s" => n.checked_mul(1000)?,
        "m" | "min" => n.checked_mul(60_000)?,
        "h" => n.checked_mul(3_600_000)?,
        "d" => n.checked_mul(86_400_000)?,
        _ => return None,
    };
    Some(Duration::from_millis(ms))
}

/// Writes a duration the way [`parse_duration`] reads it.
pub fn format_duration(d: Duration) -> String {
    let ms = d.as_millis() as u64;
    for (unit, size) in [("d", 86_400_000), ("h", 3_600_000), ("m", 60_000), ("s", 1000)] {
        if ms >= size && ms.is_multiple_of(size) {
            return format!("{}{unit}", ms / size);
        }
    }
    format!("{ms}ms")
}

pub mod duration_text {
    use super::*;
    pub fn serialize<S: Serializer>(d: &Duration, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(&format_duration(*d))
    }
    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Duration, D::Error> {
        let text = String::deserialize(d)?;
        parse_duration(&text).ok_or_else(|| serde::de::Error::custom(format!("`{text}` is not a duration")))
    }
}

pub mod optional_duration {
    use super::*;
    pub fn serialize<S: Serializer>(d: &Option<Duration>, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(&d.map_or("none".into(), format_duration))
    }
    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Option<Duration>, D::Error> {
        let text = String::deserialize(d)?;
        if text.trim().eq_ignore_ascii_case("none") {
            return Ok(None);
        }
        parse_duration(&text).map(Some).ok_or_else(|| serde::de::Error::custom(format!("`{text}` is not a duration")))
    }
}

/// A duration or `forever` (no limit).
pub mod forever_or_duration {
    use super::*;
    pub fn serialize<S: Serializer>(d: &Option<Duration>, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(&d.map_or("forever".into(), format_duration))
    }
    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Option<Duration>, D::Error> {
        let text = String::deserialize(d)?;
        if text.trim().eq_ignore_ascii_case("forever") {
            return Ok(None);
        }
        parse_duration(&text)
            .map(Some)
            .ok_or_else(|| serde::de::Error::custom(format!("`{text}` is neither a duration nor `forever`")))
    }
}
