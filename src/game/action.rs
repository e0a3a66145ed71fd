//! Button actions and their `custom_id` codec: `c4:<verb>:<game id base 36>:<move number>[:<column>]`.

use std::fmt;

/// What a button asks for. Every action names its game; board actions also name the move number
/// the board showed, so a click on an outdated board is recognised.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Action {
    Drop {
        game: u64,
        move_no: u32,
        column: u8,
    },
    Pop {
        game: u64,
        move_no: u32,
        column: u8,
    },
    Resign {
        game: u64,
        move_no: u32,
    },
    Accept {
        game: u64,
    },
    Decline {
        game: u64,
    },
    Rematch {
        game: u64,
    },
    /// Confirm replacing the channel's game `game` with the caller's pending request.
    Replace {
        game: u64,
    },
    /// Keep the channel's game `game`; drop the pending request.
    Keep {
        game: u64,
    },
    /// Ready for the next game of the match.
    Ready {
        game: u64,
    },
    /// Resign the whole match from a board showing `move_no`.
    ResignMatch {
        game: u64,
        move_no: u32,
    },
    /// The best move for the player to move, from a board showing `move_no` (games against the CPU).
    Hint {
        game: u64,
        move_no: u32,
    },
    /// Pause the game (against the CPU), or ask the other player to (PvP).
    Pause {
        game: u64,
    },
    /// Agree to the other player's pause request.
    AgreePause {
        game: u64,
    },
    /// Refuse the other player's pause request.
    RefusePause {
        game: u64,
    },
    /// Continue a paused game.
    Continue {
        game: u64,
    },
    /// Review the finished session privately (opens at its first page).
    Review {
        game: u64,
    },
    /// Turn a private review to `page`.
    ReviewPage {
        game: u64,
        page: u32,
    },
    /// Start a game of three or four now, the CPU taking the empty seats (its creator only).
    Start {
        game: u64,
    },
}

/// Why a `custom_id` was rejected.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("malformed button id")]
pub struct BadCustomId;

/// The most columns a board can have, so the largest column index a button may carry.
const MAX_COLUMNS: u8 = 10;

impl Action {
    pub fn game(self) -> u64 {
        match self {
            Action::Drop { game, .. }
            | Action::Pop { game, .. }
            | Action::Resign { game, .. }
            | Action::Accept { game }
            | Action::Decline { game }
            | Action::Rematch { game }
            | Action::Replace { game }
            | Action::Keep { game }
            | Action::Ready { game }
            | Action::ResignMatch { game, .. }
            | Action::Hint { game, .. }
            | Action::Pause { game }
            | Action::AgreePause { game }
            | Action::RefusePause { game }
            | Action::Continue { game }
            | Action::Review { game }
            | Action::ReviewPage { game, .. }
            | Action::Start { game } => game,
        }
    }

    /// The move number a board action was made for.
    pub fn move_no(self) -> Option<u32> {
        match self {
            Action::Drop { move_no, .. }
            | Action::Pop { move_no, .. }
            | Action::Resign { move_no, .. }
            | Action::ResignMatch { move_no, .. }
            | Action::Hint { move_no, .. } => Some(move_no),
            _ => None,
        }
    }

    /// Parses a `custom_id` strictly: exact prefix, known verb, canonical numbers, columns in range.
    pub fn parse(id: &str) -> Result<Action, BadCustomId> {
        if id.len() > 100 {
            return Err(BadCustomId);
        }
        let parts: Vec<&str> = id.split(':').collect();
        let (verb, rest) = match parts.as_slice() {
            ["c4", verb, rest @ ..] => (*verb, rest),
            _ => return Err(BadCustomId),
        };
        let game = rest.first().map(|g| parse_base36(g)).ok_or(BadCustomId)??;
        let number = |i: usize| rest.get(i).map(|n| parse_decimal(n)).ok_or(BadCustomId)?;
        let column = || -> Result<u8, BadCustomId> {
            let c = number(2)?;
            if c < MAX_COLUMNS as u64 { Ok(c as u8) } else { Err(BadCustomId) }
        };
        let move_no = || -> Result<u32, BadCustomId> { u32::try_from(number(1)?).map_err(|_| BadCustomId) };
        let (action, arity) = match verb {
            "d" => (Action::Drop { game, move_no: move_no()?, column: column()? }, 3),
            "p" => (Action::Pop { game, move_no: move_no()?, column: column()? }, 3),
            "r" => (Action::Resign { game, move_no: move_no()? }, 2),
            "a" => (Action::Accept { game }, 1),
            "x" => (Action::Decline { game }, 1),
            "m" => (Action::Rematch { game }, 1),
            "y" => (Action::Replace { game }, 1),
            "n" => (Action::Keep { game }, 1),
            "g" => (Action::Ready { game }, 1),
            "q" => (Action::ResignMatch { game, move_no: move_no()? }, 2),
            "h" => (Action::Hint { game, move_no: move_no()? }, 2),
            "s" => (Action::Pause { game }, 1),
            "k" => (Action::AgreePause { game }, 1),
            "j" => (Action::RefusePause { game }, 1),
            "u" => (Action::Continue { game }, 1),
            "v" => (Action::Review { game }, 1),
            "w" => (Action::ReviewPage { game, page: move_no()? }, 2),
            "t" => (Action::Start { game }, 1),
            _ => return Err(BadCustomId),
        };
        if rest.len() != arity {
            return Err(BadCustomId);
        }
        Ok(action)
    }
}

impl fmt::Display for Action {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let game = to_base36(self.game());
        match *self {
            Action::Drop { move_no, column, .. } => write!(f, "c4:d:{game}:{move_no}:{column}"),
            Action::Pop { move_no, column, .. } => write!(f, "c4:p:{game}:{move_no}:{column}"),
            Action::Resign { move_no, .. } => write!(f, "c4:r:{game}:{move_no}"),
            Action::Accept { .. } => write!(f, "c4:a:{game}"),
            Action::Decline { .. } => write!(f, "c4:x:{game}"),
            Action::Rematch { .. } => write!(f, "c4:m:{game}"),
            Action::Replace { .. } => write!(f, "c4:y:{game}"),
            Action::Keep { .. } => write!(f, "c4:n:{game}"),
            Action::Ready { .. } => write!(f, "c4:g:{game}"),
            Action::ResignMatch { move_no, .. } => write!(f, "c4:q:{game}:{move_no}"),
            Action::Hint { move_no, .. } => write!(f, "c4:h:{game}:{move_no}"),
            Action::Pause { .. } => write!(f, "c4:s:{game}"),
            Action::AgreePause { .. } => write!(f, "c4:k:{game}"),
            Action::RefusePause { .. } => write!(f, "c4:j:{game}"),
            Action::Continue { .. } => write!(f, "c4:u:{game}"),
            Action::Review { .. } => write!(f, "c4:v:{game}"),
            Action::ReviewPage { page, .. } => write!(f, "c4:w:{game}:{page}"),
            Action::Start { .. } => write!(f, "c4:t:{game}"),
        }
    }
}

/// A game's short code as users see it (under a final board, for `/connect4 review`): its id in base 36.
pub fn game_code(id: u64) -> String {
    to_base36(id)
}

/// Reads a game code back (surrounding spaces and upper case allowed); None if it is not one.
pub fn parse_game_code(text: &str) -> Option<u64> {
    parse_base36(&text.trim().to_ascii_lowercase()).ok()
}

fn to_base36(mut n: u64) -> String {
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
fn parse_base36(text: &str) -> Result<u64, BadCustomId> {
    let canonical = !text.is_empty()
        && text.len() <= 13
        && text.bytes().all(|b| b.is_ascii_digit() || b.is_ascii_lowercase())
        && (text == "0" || !text.starts_with('0'));
    if !canonical {
        return Err(BadCustomId);
    }
    u64::from_str_radix(text, 36).map_err(|_| BadCustomId)
}

fn parse_decimal(text: &str) -> Result<u64, BadCustomId> {
    let canonical = !text.is_empty() && text.len() <= 10 && text.bytes().all(|b| b.is_ascii_digit());
    if !canonical || (text.len() > 1 && text.starts_with('0')) {
        return Err(BadCustomId);
    }
    text.parse().map_err(|_| BadCustomId)
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    #[test]
    fn every_action_round_trips() {
        let game = 1_234_567_890_123;
        for action in [
            Action::Drop { game, move_no: 0, column: 3 },
            Action::Pop { game, move_no: 41, column: 9 },
            Action::Resign { game, move_no: 7 },
            Action::Accept { game },
            Action::Decline { game },
            Action::Rematch { game },
            Action::Replace { game },
            Action::Keep { game: 0 },
            Action::Ready { game },
            Action::ResignMatch { game, move_no: 12 },
            Action::Hint { game, move_no: 3 },
            Action::Pause { game },
            Action::AgreePause { game },
            Action::RefusePause { game },
            Action::Continue { game },
            Action::Review { game },
            Action::ReviewPage { game, page: 2 },
            Action::Start { game },
        ] {
            let id = action.to_string();
            assert!(id.len() <= 100);
            assert_eq!(Action::parse(&id), Ok(action), "{id}");
        }
    }

    #[test]
    fn garbage_is_rejected() {
        for id in [
            "",
            "c4",
            "c4:d",
            "c4:d:abc",
            "c4:d:abc:1",
            "c4:d:abc:1:10",
            "c4:d:abc:1:3:4",
            "c4:d:ABC:1:3",
            "c4:d:0abc:1:3",
            "c4:d:abc:01:3",
            "c4:d:abc:-1:3",
            "c4:d:abc:1:+3",
            "c4:q:abc",
            "c4:a:abc:1",
            "c5:a:abc",
            "c4:a:zzzzzzzzzzzzzz",
            "c4:r:abc:99999999999",
            "c4:h:abc",
            "c4:s:abc:1",
            "c4:w:abc",
            "c4:v:abc:0",
        ] {
            assert_eq!(Action::parse(id), Err(BadCustomId), "{id:?}");
        }
    }

    proptest! {
        #[test]
        fn parsing_never_panics(id in ".{0,120}") {
            let _ = Action::parse(&id);
        }

        #[test]
        fn drops_round_trip(game in any::<u64>(), move_no in any::<u32>(), column in 0u8..10) {
            let action = Action::Drop { game, move_no, column };
            prop_assert_eq!(Action::parse(&action.to_string()), Ok(action));
        }
    }
}
