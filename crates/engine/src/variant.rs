//! Variants as parameters: presets, `+` combinations, `WxH[kK]` sizes and their canonical ids.

use super::colour::Colour;
use super::geometry::{Geometry, MAX_CONNECT, MAX_SIZE, MIN_CONNECT, MIN_SIZE};
use std::fmt;
use std::str::FromStr;

/// Who sits at the table.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Players {
    /// Red against yellow.
    Two,
    /// Red, yellow and green in rotation.
    Three,
    /// Two teams of two sharing a colour; seats move A1 (red), B1 (yellow), A2 (red), B2 (yellow).
    TwoVsTwo,
}

/// The rules of one game. Parsed from and printed as a canonical id (`popout+cylinder`, `8x7k5`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Variant {
    pub width: u8,
    pub height: u8,
    pub connect: u8,
    /// A move may pop one's own bottom stone instead of dropping one.
    pub popout: bool,
    /// Completing a line loses.
    pub misere: bool,
    /// Lines wrap from the last column to the first.
    pub cylinder: bool,
    /// Five-in-a-row: 9×6, connect 5, outer columns pre-filled and locked.
    pub five_in_a_row: bool,
    /// A few cells at the bottom of mirror-image columns start blocked.
    pub obstacles: bool,
    /// The game starts with random plies (how many is chosen when the game is created).
    pub random_opening: bool,
    pub players: Players,
}

/// Why a variant id or parameter set was refused.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum VariantError {
    #[error("unknown variant `{0}` (known: {known})", known = Variant::NAMES.join(", "))]
    Unknown(String),
    #[error("the board size is given twice (`{0}`)")]
    SizeTwice(String),
    #[error("`{0}` is given twice")]
    Repeated(String),
    #[error(
        "board {width}x{height} connect {connect} is out of range (width and height {MIN_SIZE}-{MAX_SIZE}, connect {MIN_CONNECT}-{MAX_CONNECT}, and a line must fit)"
    )]
    OutOfRange { width: u8, height: u8, connect: u8 },
    #[error("`{0}` and `{1}` cannot be combined")]
    Incompatible(&'static str, &'static str),
    #[error("an empty variant id")]
    Empty,
}

/// How a size was given, to print it back canonically.
#[derive(Clone, Copy, PartialEq)]
enum Size {
    Default,
    Small,
    FiveInARow,
    Custom(u8, u8, u8),
}

impl Variant {
    /// The canonical ids of the presets, in the order they are printed in combinations.
    pub const NAMES: [&'static str; 10] = [
        "classic",
        "popout",
        "five-in-a-row",
        "small",
        "misere",
        "cylinder",
        "obstacles",
        "random-opening",
        "three-players",
        "two-vs-two",
    ];

    /// Classic Connect Four: 7×6, connect 4, two players.
    pub const CLASSIC: Variant = Variant {
        width: 7,
        height: 6,
        connect: 4,
        popout: false,
        misere: false,
        cylinder: false,
        five_in_a_row: false,
        obstacles: false,
        random_opening: false,
        players: Players::Two,
    };

    pub fn geometry(&self) -> Geometry {
        Geometry::new(self.width, self.height, self.connect, self.cylinder)
    }

    pub fn is_classic(&self) -> bool {
        *self == Variant::CLASSIC
    }

    /// Seats at the table (turns rotate through them).
    pub fn seats(&self) -> usize {
        match self.players {
            Players::Two => 2,
            Players::Three => 3,
            Players::TwoVsTwo => 4,
        }
    }

    /// Distinct colours on the board.
    pub fn colours(&self) -> usize {
        match self.players {
            Players::Three => 3,
            _ => 2,
        }
    }

    /// The colour a seat plays.
    pub fn seat_colour(&self, seat: usize) -> Colour {
        Colour::from_index(seat % self.colours())
    }

    /// Default size for the players setting when no size is named.
    fn default_size(players: Players) -> (u8, u8, u8) {
        match players {
            Players::Three => (9, 7, 4),
            _ => (7, 6, 4),
        }
    }

    /// Checks ranges and combinations; every constructor path goes through it.
    pub fn validate(&self) -> Result<(), VariantError> {
        let (w, h, k) = (self.width, self.height, self.connect);
        let in_range = |x: u8| (MIN_SIZE..=MAX_SIZE).contains(&x);
        let line_fits = k <= w.max(h) && (!self.cylinder || k <= w);
        if !in_range(w) || !in_range(h) || !(MIN_CONNECT..=MAX_CONNECT).contains(&k) || !line_fits {
            return Err(VariantError::OutOfRange { width: w, height: h, connect: k });
        }
        let three = self.players == Players::Three;
        let pairs = [
            (self.popout && self.obstacles, "popout", "obstacles"),
            (self.popout && self.misere, "popout", "misere"),
            (self.popout && three, "popout", "three-players"),
            (self.misere && three, "misere", "three-players"),
            (self.five_in_a_row && three, "five-in-a-row", "three-players"),
            (self.five_in_a_row && self.obstacles, "five-in-a-row", "obstacles"),
        ];
        if let Some(&(_, a, b)) = pairs.iter().find(|p| p.0) {
            return Err(VariantError::Incompatible(a, b));
        }
        if self.five_in_a_row && (w, h, k) != (9, 6, 5) {
            return Err(VariantError::Incompatible("five-in-a-row", "a board size"));
        }
        Ok(())
    }

    /// The board's size (width, height, winning line) when it is not the one its players and features imply
    /// (7×6 and four, 9×7 for three players, 9×6 and five in five-in-a-row).
    pub fn other_size(&self) -> Option<(u8, u8, u8)> {
        match self.size() {
            Size::Default | Size::FiveInARow => None,
            Size::Small | Size::Custom(..) => Some((self.width, self.height, self.connect)),
        }
    }

    fn size(&self) -> Size {
        let dims = (self.width, self.height, self.connect);
        if self.five_in_a_row {
            Size::FiveInARow
        } else if dims == Variant::default_size(self.players) {
            Size::Default
        } else if dims == (6, 5, 4) {
            Size::Small
        } else {
            Size::Custom(dims.0, dims.1, dims.2)
        }
    }
}

/// `WxH` or `WxHkK`, e.g. `8x7`, `9x6k5`.
fn parse_size(token: &str) -> Option<(u8, u8, u8)> {
    let (w, rest) = token.split_once('x')?;
    let (h, k) = match rest.split_once('k') {
        Some((h, k)) => (h, k.parse().ok()?),
        None => (rest, 4),
    };
    let digits = |s: &str| !s.is_empty() && s.len() <= 2 && s.bytes().all(|b| b.is_ascii_digit());
    if !digits(w) || !digits(h) {
        return None;
    }
    Some((w.parse().ok()?, h.parse().ok()?, k))
}

impl FromStr for Variant {
    type Err = VariantError;

    /// Case-insensitive; `+` joins presets; `classic` alone or as a no-op part.
    fn from_str(id: &str) -> Result<Self, Self::Err> {
        let id = id.trim().to_ascii_lowercase();
        if id.is_empty() {
            return Err(VariantError::Empty);
        }
        let mut v = Variant::CLASSIC;
        let mut size: Option<(u8, u8, u8)> = None;
        let mut seen: Vec<&str> = Vec::new();
        for token in id.split('+').map(str::trim) {
            if seen.contains(&token) {
                return Err(VariantError::Repeated(token.to_string()));
            }
            let mut set_size = |dims: (u8, u8, u8)| match size.replace(dims) {
                Some(_) => Err(VariantError::SizeTwice(token.to_string())),
                None => Ok(()),
            };
            match token {
                "classic" => {}
                "popout" => v.popout = true,
                "misere" => v.misere = true,
                "cylinder" => v.cylinder = true,
                "obstacles" => v.obstacles = true,
                "random-opening" => v.random_opening = true,
                "three-players" => v.players = Players::Three,
                "two-vs-two" => v.players = Players::TwoVsTwo,
                "small" => set_size((6, 5, 4))?,
                "five-in-a-row" => {
                    v.five_in_a_row = true;
                    set_size((9, 6, 5))?;
                }
                other => match parse_size(other) {
                    Some(dims) => set_size(dims)?,
                    None => return Err(VariantError::Unknown(other.to_string())),
                },
            }
            seen.push(token);
        }
        if seen.contains(&"three-players") && seen.contains(&"two-vs-two") {
            return Err(VariantError::Incompatible("three-players", "two-vs-two"));
        }
        let (w, h, k) = size.unwrap_or(Variant::default_size(v.players));
        (v.width, v.height, v.connect) = (w, h, k);
        v.validate()?;
        Ok(v)
    }
}

impl fmt::Display for Variant {
    /// The canonical id: presets in `NAMES` order, then a custom size.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let size = self.size();
        let flags = [
            (self.popout, "popout"),
            (size == Size::FiveInARow, "five-in-a-row"),
            (size == Size::Small, "small"),
            (self.misere, "misere"),
            (self.cylinder, "cylinder"),
            (self.obstacles, "obstacles"),
            (self.random_opening, "random-opening"),
            (self.players == Players::Three, "three-players"),
            (self.players == Players::TwoVsTwo, "two-vs-two"),
        ];
        let mut parts: Vec<String> = flags.iter().filter(|(on, _)| *on).map(|(_, name)| name.to_string()).collect();
        if let Size::Custom(w, h, k) = size {
            parts.push(if k == 4 { format!("{w}x{h}") } else { format!("{w}x{h}k{k}") });
        }
        if parts.is_empty() { f.write_str("classic") } else { f.write_str(&parts.join("+")) }
    }
}

impl Default for Variant {
    fn default() -> Self {
        Variant::CLASSIC
    }
}

impl serde::Serialize for Variant {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_str(self)
    }
}

impl<'de> serde::Deserialize<'de> for Variant {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let id = String::deserialize(d)?;
        id.parse().map_err(serde::de::Error::custom)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn v(id: &str) -> Variant {
        id.parse().unwrap_or_else(|e| panic!("{id}: {e}"))
    }

    #[test]
    fn presets_have_their_sizes() {
        assert_eq!(v("classic"), Variant::CLASSIC);
        assert_eq!((v("small").width, v("small").height), (6, 5));
        let five = v("five-in-a-row");
        assert_eq!((five.width, five.height, five.connect), (9, 6, 5));
        let three = v("three-players");
        assert_eq!((three.width, three.height, three.seats()), (9, 7, 3));
        assert_eq!(v("two-vs-two").seats(), 4);
        assert_eq!(v("two-vs-two").seat_colour(2), Colour::Red);
        assert_eq!(v("two-vs-two").seat_colour(3), Colour::Yellow);
    }

    #[test]
    fn ids_round_trip_canonically() {
        for (input, canonical) in [
            ("classic", "classic"),
            ("CLASSIC", "classic"),
            ("cylinder+popout", "popout+cylinder"),
            ("popout+five-in-a-row", "popout+five-in-a-row"),
            ("8x7", "8x7"),
            ("9x6k5", "9x6k5"),
            ("7x6", "classic"),
            ("6x5", "small"),
            ("misere+10x10k6", "misere+10x10k6"),
            ("three-players", "three-players"),
            ("three-players+7x6", "three-players+7x6"),
            ("classic+popout", "popout"),
            ("two-vs-two+popout+random-opening", "popout+random-opening+two-vs-two"),
        ] {
            let parsed = v(input);
            assert_eq!(parsed.to_string(), canonical, "{input}");
            assert_eq!(v(canonical), parsed, "{canonical}");
        }
    }

    #[test]
    fn bad_ids_are_refused_with_a_reason() {
        for bad in [
            "",
            "chess",
            "11x6",
            "7x3",
            "7x6k7",
            "4x4k5",
            "small+8x7",
            "popout+popout",
            "popout+misere",
            "popout+obstacles",
            "three-players+misere",
            "five-in-a-row+8x7",
            "7x",
            "x6",
            "7x6k",
            "cylinder+4x10k5",
            "three-players+two-vs-two",
            "007x6",
        ] {
            assert!(bad.parse::<Variant>().is_err(), "{bad} should be refused");
        }
    }

    #[test]
    fn serde_uses_the_id() {
        let json = serde_json::to_string(&v("popout+cylinder")).unwrap();
        assert_eq!(json, "\"popout+cylinder\"");
        assert_eq!(serde_json::from_str::<Variant>(&json).unwrap(), v("popout+cylinder"));
        assert!(serde_json::from_str::<Variant>("\"nope\"").is_err());
    }

    proptest::proptest! {
        #[test]
        fn parsing_never_panics_and_accepted_ids_round_trip(id in "[a-z0-9+x-]{0,30}") {
            if let Ok(variant) = id.parse::<Variant>() {
                proptest::prop_assert_eq!(variant.to_string().parse::<Variant>().unwrap(), variant);
            }
        }
    }
}
