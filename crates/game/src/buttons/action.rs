//! Game buttons and their `custom_id` codec: `c4:<verb>:<game id base 36>:<move number>[:<column>]`.

use std::fmt;

use super::codec::{BadButtonId, canonical, parse_base36, split, to_base36};

/// What a game's button asks for, grouped by what answers it. Every action names its game; presses that depend on
/// the position also name the move number the board showed, so a click on an outdated board is recognised.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Action {
    /// A press on the board that changes its game, applied under the game's lock.
    Board { game: u64, press: Press },
    /// Start the same game again (against the same CPU, or as a challenge to the same players).
    Rematch { game: u64 },
    /// The answer to "replace this channel's game `game`?": replace it with the caller's pending start, or keep it.
    Replace { game: u64, confirm: bool },
    /// The answer to the other player's pause request.
    PauseAnswer { game: u64, agree: bool },
    /// The best move for the player to move, from a board showing `move_no` (games against the CPU).
    Hint { game: u64, move_no: u32 },
    /// Review the finished session privately (opens at its first page).
    Review { game: u64 },
    /// Turn a private review to `page`.
    ReviewPage { game: u64, page: u32 },
    /// Post the finished game's animated replay (once per game; later presses get a link to it).
    Replay { game: u64 },
}

/// A press on a game's board.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Press {
    Drop {
        move_no: u32,
        column: u8,
    },
    Pop {
        move_no: u32,
        column: u8,
    },
    Resign {
        move_no: u32,
    },
    Accept,
    Decline,
    /// Ready for the next game of the match.
    Ready,
    /// Resign the whole match from a board showing `move_no`.
    ResignMatch {
        move_no: u32,
    },
    /// Pause the game (against the CPU), or ask the other player to (PvP).
    Pause,
    /// Continue a paused game.
    Continue,
    /// Start a game of three or four now, the CPU taking the empty seats (its creator only).
    Start,
}

impl Press {
    /// This press on game `game`'s board.
    pub fn on(self, game: u64) -> Action {
        Action::Board { game, press: self }
    }

    /// The move number the board showed, for the presses that depend on the position.
    pub fn move_no(self) -> Option<u32> {
        match self {
            Press::Drop { move_no, .. }
            | Press::Pop { move_no, .. }
            | Press::Resign { move_no }
            | Press::ResignMatch { move_no } => Some(move_no),
            _ => None,
        }
    }
}

/// The most columns a board can have, so the largest column index a button may carry.
const MAX_COLUMNS: u8 = cuatro_engine::MAX_SIZE;

impl Action {
    pub fn game(self) -> u64 {
        match self {
            Action::Board { game, .. }
            | Action::Rematch { game }
            | Action::Replace { game, .. }
            | Action::PauseAnswer { game, .. }
            | Action::Hint { game, .. }
            | Action::Review { game }
            | Action::ReviewPage { game, .. }
            | Action::Replay { game } => game,
        }
    }

    /// The move number a board action was made for.
    pub fn move_no(self) -> Option<u32> {
        match self {
            Action::Board { press, .. } => press.move_no(),
            Action::Hint { move_no, .. } => Some(move_no),
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
            "d" => Press::Drop { move_no: move_no()?, column: column()? }.on(game),
            "p" => Press::Pop { move_no: move_no()?, column: column()? }.on(game),
            "r" => Press::Resign { move_no: move_no()? }.on(game),
            "a" => Press::Accept.on(game),
            "x" => Press::Decline.on(game),
            "g" => Press::Ready.on(game),
            "q" => Press::ResignMatch { move_no: move_no()? }.on(game),
            "s" => Press::Pause.on(game),
            "u" => Press::Continue.on(game),
            "t" => Press::Start.on(game),
            "m" => Action::Rematch { game },
            "y" => Action::Replace { game, confirm: true },
            "n" => Action::Replace { game, confirm: false },
            "h" => Action::Hint { game, move_no: move_no()? },
            "k" => Action::PauseAnswer { game, agree: true },
            "j" => Action::PauseAnswer { game, agree: false },
            "v" => Action::Review { game },
            "w" => Action::ReviewPage { game, page: move_no()? },
            _ => Action::Replay { game },
        })
    }
}

impl fmt::Display for Action {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let game = to_base36(self.game());
        match *self {
            Action::Board { press, .. } => match press {
                Press::Drop { move_no, column } => write!(f, "c4:d:{game}:{move_no}:{column}"),
                Press::Pop { move_no, column } => write!(f, "c4:p:{game}:{move_no}:{column}"),
                Press::Resign { move_no } => write!(f, "c4:r:{game}:{move_no}"),
                Press::Accept => write!(f, "c4:a:{game}"),
                Press::Decline => write!(f, "c4:x:{game}"),
                Press::Ready => write!(f, "c4:g:{game}"),
                Press::ResignMatch { move_no } => write!(f, "c4:q:{game}:{move_no}"),
                Press::Pause => write!(f, "c4:s:{game}"),
                Press::Continue => write!(f, "c4:u:{game}"),
                Press::Start => write!(f, "c4:t:{game}"),
            },
            Action::Rematch { .. } => write!(f, "c4:m:{game}"),
            Action::Replace { confirm: true, .. } => write!(f, "c4:y:{game}"),
            Action::Replace { confirm: false, .. } => write!(f, "c4:n:{game}"),
            Action::Hint { move_no, .. } => write!(f, "c4:h:{game}:{move_no}"),
            Action::PauseAnswer { agree: true, .. } => write!(f, "c4:k:{game}"),
            Action::PauseAnswer { agree: false, .. } => write!(f, "c4:j:{game}"),
            Action::Review { .. } => write!(f, "c4:v:{game}"),
            Action::ReviewPage { page, .. } => write!(f, "c4:w:{game}:{page}"),
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
            Press::Drop { move_no: 0, column: 3 }.on(game),
            Press::Pop { move_no: 41, column: 9 }.on(game),
            Press::Resign { move_no: 7 }.on(game),
            Press::Accept.on(game),
            Press::Decline.on(game),
            Action::Rematch { game },
            Action::Replace { game, confirm: true },
            Action::Replace { game: 0, confirm: false },
            Press::Ready.on(game),
            Press::ResignMatch { move_no: 12 }.on(game),
            Action::Hint { game, move_no: 3 },
            Press::Pause.on(game),
            Action::PauseAnswer { game, agree: true },
            Action::PauseAnswer { game, agree: false },
            Press::Continue.on(game),
            Action::Review { game },
            Action::ReviewPage { game, page: 2 },
            Press::Start.on(game),
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
            let action = Press::Drop { move_no, column }.on(game);
            prop_assert_eq!(Action::parse(&action.to_string()), Ok(action));
        }
    }
}
