//! Game sessions as state machines (challenge → playing → finished), free of Discord and SQL.

mod action;
mod pause;
mod record;
mod seats;
mod session;

pub use action::{Action, BadCustomId, game_code, parse_game_code};
pub use pause::{Pause, PauseStep};
pub use record::{
    Clock, FinishedGame, Format, GuildSettings, LeaderboardPage, PlayerStats, RatingChange, Record, Standing, Theme,
};
pub use session::{EndReason, Expiry, GameResult, Millis, Phase, PlayedGame, Refusal, Rules, Seat, Session};
