//! Discord's facts the bot acts on: the 3 s answer deadline, a snowflake's creation time, and the error codes and
//! statuses of a failed request.

use crate::game::Millis;
use poise::serenity_prelude as serenity;
use std::time::Duration;

/// Discord drops an interaction that is not answered (or deferred) this long after it was created.
pub const ANSWER_DEADLINE: Duration = Duration::from_millis(3000);

/// Discord's epoch (2015-01-01) in Unix milliseconds: a snowflake id counts its time from it.
pub const DISCORD_EPOCH_MS: Millis = 1_420_070_400_000;

/// When the object of snowflake `id` (an interaction, a message) was created, in Unix milliseconds.
pub fn created_ms(id: u64) -> Millis {
    (id >> 22) as Millis + DISCORD_EPOCH_MS
}

/// Discord's JSON error codes the bot reacts to.
pub mod codes {
    pub const UNKNOWN_CHANNEL: isize = 10003;
    pub const UNKNOWN_MESSAGE: isize = 10008;
    pub const UNKNOWN_INTERACTION: isize = 10062;
    pub const MISSING_ACCESS: isize = 50001;
    pub const MISSING_PERMISSIONS: isize = 50013;
}

/// The JSON error code of a failed Discord request, if it is one.
pub fn error_code(error: &serenity::Error) -> Option<isize> {
    match error {
        serenity::Error::Http(serenity::HttpError::UnsuccessfulRequest(response)) => Some(response.error.code),
        _ => None,
    }
}

/// The HTTP status Discord answered a failed request with (`None`: no answer, such as a network error).
pub fn http_status(error: &serenity::Error) -> Option<u16> {
    match error {
        serenity::Error::Http(serenity::HttpError::UnsuccessfulRequest(response)) => {
            Some(response.status_code.as_u16())
        }
        _ => None,
    }
}

/// Whether a failed request may well succeed later: a rate limit, a Discord server error, or a network error.
pub fn may_pass(error: &serenity::Error) -> bool {
    match error {
        serenity::Error::Http(serenity::HttpError::UnsuccessfulRequest(response)) => {
            let status = response.status_code;
            status == serenity::StatusCode::TOO_MANY_REQUESTS || status.is_server_error()
        }
        serenity::Error::Http(serenity::HttpError::Request(_)) => true,
        _ => false,
    }
}

/// Whether Discord answered a request with a rate limit or a server error: refused for now, and not made (unlike
/// a lost connection, after which a post may have been made).
pub fn refused_for_now(error: &serenity::Error) -> bool {
    http_status(error).is_some() && may_pass(error)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_snowflake_tells_when_it_was_made() {
        // Discord's documented example: 175928847299117063 was made at 2016-04-30 11:18:25.796 UTC.
        assert_eq!(created_ms(175928847299117063), 1_462_015_105_796);
    }
}
