//! What the metrics count of a game's life: the stage a session is at, and what changed since it was last counted.

use crate::game::{Phase, Session};

/// Where a session is in its life, as the metrics count games: a game starts when its play does.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Stage {
    /// Just put in its channel, not counted yet.
    New,
    /// A challenge, or a table waiting for players.
    Waiting,
    /// Under way: playing, paused, or between the games of a match.
    Playing,
    Finished,
}

impl Stage {
    /// The stage `session` is at.
    pub fn of(session: &Session) -> Stage {
        match session.phase {
            Phase::Challenge { .. } => Stage::Waiting,
            Phase::Playing | Phase::BetweenGames { .. } => Stage::Playing,
            Phase::Finished { .. } => Stage::Finished,
        }
    }
}

/// What changed in a session since [`Slot::progress`] last looked.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Progress {
    /// Its play began (a game against the CPU at once, a challenge when accepted, a table when started).
    pub started: bool,
    /// A game that had begun ended.
    pub finished: bool,
    /// Moves played (the CPU's included).
    pub moves: u32,
}
