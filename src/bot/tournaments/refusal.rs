//! What a Discord refusal of a tournament's request means for it: passing (tried again later, the waits doubling),
//! lasting (a missing permission, the server's thread limit: the tournament pauses at once), or a channel gone.

use crate::bot::discord::{codes, error_code, http_status, may_pass};
use poise::serenity_prelude as serenity;

/// A refused request of a tournament's, as the director acts on it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Refusal {
    /// Tried again later: a rate limit, a Discord server error, a lost connection. `code` is the HTTP status (0: no
    /// answer).
    Passing { code: u32 },
    /// Not to be tried again until the organiser acts: Discord's error code (a missing permission, the thread
    /// limit, a channel that takes no thread) or the HTTP status.
    Lasting { code: u32 },
    /// The channel or thread asked for is gone (10003).
    Gone,
}

impl Refusal {
    /// The refusal `error` is.
    pub fn of(error: &serenity::Error) -> Refusal {
        let status = http_status(error).map_or(0, u32::from);
        match error_code(error) {
            Some(codes::UNKNOWN_CHANNEL) => Refusal::Gone,
            _ if may_pass(error) => Refusal::Passing { code: status },
            Some(code) if code > 0 => Refusal::Lasting { code: code as u32 },
            _ => Refusal::Lasting { code: status },
        }
    }

    /// The code the tournament keeps for its organiser.
    pub fn code(self) -> u32 {
        match self {
            Refusal::Passing { code } | Refusal::Lasting { code } => code,
            Refusal::Gone => codes::UNKNOWN_CHANNEL as u32,
        }
    }
}
