//! Game sessions as state machines (challenge → playing → finished), free of Discord and SQL.

mod action;
mod session;

pub use action::{Action, BadCustomId};
pub use session::{EndReason, Expiry, GameResult, Millis, Phase, Refusal, Rules, Seat, Session};
