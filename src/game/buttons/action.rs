//! Game buttons and their `custom_id` codec: `c4:<verb>:<game id base 36>:<move number>[:<column>]`.

use std::fmt;

use super::codec::{BadButtonId, canonical, parse_base36, split, to_base36};

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
    /// Post the finished game's animated replay (once per game; later presses get a link to it).
    Replay {
        game: u64,
    },
}

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
            | Action::Start { game }
            | Action::Replay { game } => game,
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
    pub fn parse(id: &str) -> Result<Action, BadButtonId> {
        let parts = split(id)?;
        if parts[0] != "c4" {
            return Err(BadButtonId::WrongPrefix);
        }
        let (verb, rest) = match &parts[1..] {
            [verb, rest @ ..] => (*verb, rest),
            [] => return Err(BadButtonId::WrongFields),
        };
        let arity = match verb {
            "d" | "p" => 3,
            "r" | "q" | "h" | "w" => 2,
            "a" | "x" | "m" | "y" | "n" | "g" | "s" | "k" | "j" | "u" | "v" | "t" | "l" => 1,
            _ => return Err(BadButtonId::WrongPrefix),
        };
        if rest.len() != arity {
            return Err(BadButtonId::WrongFields);
        }
        let game = parse_base36(rest[0])?;
        let move_no = || canonical::<u32>(rest[1]);
        let column = || match canonical::<u8>(rest[2])? {
            c if c < MAX_COLUMNS => Ok(c),
            _ => Err(BadButtonId::BadNumber),
        };
        Ok(match verb {
            "d" => Action::Drop { game, move_no: move_no()?, column: column()? },
            "p" => Action::Pop { game, move_no: move_no()?, column: column()? },
            "r" => Action::Resign { game, move_no: move_no()? },
            "a" => Action::Accept { game },
            "x" => Action::Decline { game },
            "m" => Action::Rematch { game },
            "y" => Action::Replace { game },
            "n" => Action::Keep { game },
            "g" => Action::Ready { game },
            "q" => Action::ResignMatch { game, move_no: move_no()? },
            "h" => Action::Hint { game, move_no: move_no()? },
            "s" => Action::Pause { game },
            "k" => Action::AgreePause { game },
            "j" => Action::RefusePause { game },
            "u" => Action::Continue { game },
            "v" => Action::Review { game },
            "w" => Action::ReviewPage { game, page: move_no()? },
            "l" => Action::Replay { game },
            _ => Action::Start { game },
        })
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
            Action::Replay { .. } => write!(f, "c4:l:{game}"),
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
            Action::Replay { game },
        ] {
            let id = action.to_string();
            assert!(id.len() <= 100);
            assert_eq!(Action::parse(&id), Ok(action), "{id}");
        }
    }

    #[test]
    fn garbage_is_rejected_with_a_reason() {
        use BadButtonId::*;
        let long = format!("c4:a:{}", "1".repeat(97));
        for (id, why) in [
            ("", WrongPrefix),
            ("c4", WrongFields),
            ("c4:d", WrongFields),
            ("c4:d:abc", WrongFields),
            ("c4:d:abc:1", WrongFields),
            ("c4:d:abc:1:10", BadNumber),
            ("c4:d:abc:1:3:4", WrongFields),
            ("c4:d:ABC:1:3", BadNumber),
            ("c4:d:0abc:1:3", BadNumber),
            ("c4:d:abc:01:3", BadNumber),
            ("c4:d:abc:-1:3", BadNumber),
            ("c4:d:abc:1:+3", BadNumber),
            ("c4:q:abc", WrongFields),
            ("c4:a:abc:1", WrongFields),
            ("c5:a:abc", WrongPrefix),
            ("c4:a:zzzzzzzzzzzzzz", BadNumber),
            ("c4:r:abc:99999999999", BadNumber),
            ("c4:h:abc", WrongFields),
            ("c4:s:abc:1", WrongFields),
            ("c4:w:abc", WrongFields),
            ("c4:v:abc:0", WrongFields),
            ("c4:l:abc:0", WrongFields),
            ("c4:z:abc", WrongPrefix),
            (long.as_str(), TooLong),
        ] {
            assert_eq!(Action::parse(id), Err(why), "{id:?}");
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
