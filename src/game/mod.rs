//! Game sessions as state machines (challenge → playing → finished), free of Discord and SQL.

mod action;
mod record;
mod session;

pub use action::{Action, BadCustomId};
pub use record::{
    Clock, FinishedGame, Format, GuildSettings, LeaderboardPage, PlayerStats, RatingChange, Record, Standing, Theme,
};
pub use session::{EndReason, Expiry, GameResult, Millis, Phase, PlayedGame, Refusal, Rules, Seat, Session};
