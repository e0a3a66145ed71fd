//! Piece colours and their emoji/letters.

use serde::{Deserialize, Serialize};

/// A piece colour. Red always moves first; green exists only in three-player games.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Colour {
    Red,
    Yellow,
    Green,
}

impl Colour {
    pub const ALL: [Colour; 3] = [Colour::Red, Colour::Yellow, Colour::Green];

    pub fn index(self) -> usize {
        self as usize
    }

    pub fn from_index(i: usize) -> Colour {
        Colour::ALL[i]
    }

    /// The lowercase English name, as printed in `result: red|yellow|green|draw`.
    pub fn name(self) -> &'static str {
        match self {
            Colour::Red => "red",
            Colour::Yellow => "yellow",
            Colour::Green => "green",
        }
    }

    /// One ASCII letter for terminal boards.
    pub fn letter(self) -> char {
        match self {
            Colour::Red => 'R',
            Colour::Yellow => 'Y',
            Colour::Green => 'G',
        }
    }
}

impl std::fmt::Display for Colour {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.name())
    }
}
