//! What a stored session must satisfy to be loaded: parts that fit together, as the state machine writes them.

use super::outcome::GameResult;
use super::session::{Phase, Session};

impl Session {
    /// Why a decoded session is not one the state machine writes, if it is not: the accessors index its seats by
    /// the game's turn and by results, so its seats, variant, results and phase must fit together.
    pub(super) fn inconsistency(&self) -> Option<&'static str> {
        let variant = self.game.variant();
        let seats = self.seats.len();
        let names_a_seat = |result: GameResult| !matches!(result, GameResult::Win(seat) if seat >= seats);
        if self.rules.variant != *variant {
            Some("its rules' variant is not its game's")
        } else if seats != variant.seats() || self.played.iter().any(|g| g.seats.len() != seats) {
            Some("its seats are not its variant's")
        } else if !self.played.iter().all(|g| names_a_seat(g.result))
            || matches!(self.phase, Phase::Finished { result, .. } if !names_a_seat(result))
        {
            Some("a result names a seat it does not have")
        } else if matches!(self.phase, Phase::BetweenGames { .. }) && self.played.is_empty() {
            Some("it is between games before any was played")
        } else if u32::try_from(self.game.moves().len()).ok().and_then(|n| self.move_offset.checked_add(n)).is_none() {
            Some("its move number is out of range")
        } else {
            None
        }
    }
}
