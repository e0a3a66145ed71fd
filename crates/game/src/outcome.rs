//! How games and actions turn out: results, end reasons, timer expiries and refusals.

use serde::{Deserialize, Serialize};

/// How a game ended, for the record.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum GameResult {
    /// The seat that won.
    Win(usize),
    Draw,
    /// Ended without a result; never scored.
    Abandoned,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum EndReason {
    Line,
    FullBoard,
    EmptiedGrid,
    Repetition,
    Resigned,
    Timeout,
    BothAbsent,
    Idle,
    Aborted,
    Replaced,
    ChannelGone,
    Declined,
    Expired,
    /// Paused for longer than the pause limit.
    PauseLimit,
    /// A tournament game whose pairing's result the organiser set by hand.
    ResultSetByHand,
    /// A tournament game whose tournament was cancelled.
    TournamentCancelled,
}

impl EndReason {
    /// The name stored in the results table (`line`, `resigned`, …), as serialised.
    pub fn name(self) -> String {
        serde_json::to_value(self).ok().and_then(|v| v.as_str().map(str::to_owned)).unwrap_or_default()
    }
}

/// Why an action was refused; each has a message for the user.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Refusal {
    NotInGame,
    NotYourTurn,
    ColumnFull,
    IllegalPop,
    Outdated,
    GameOver,
    OwnChallenge,
    NotYourChallenge,
    NotAChallenge,
    /// Not a refusal of substance: an absent player clicked and took their seat back from the CPU.
    SeatReclaimed,
    /// The mover's clock has run out; the game ends on the next tick.
    OutOfTime,
    /// "Ready" pressed twice, or outside the pause between a match's games.
    AlreadyReady,
    /// A move or a hint while the game is paused.
    Paused,
    /// Pause pressed on a game already paused.
    AlreadyPaused,
    /// Continue pressed on a game that is not paused.
    NotPaused,
    /// The player who asked for a pause pressed Pause (or Agree) again: the other player answers.
    PauseAlreadyAsked,
    /// Agree or Refuse pressed when no pause is asked (already answered, or the game moved on).
    NoPauseAsked,
    /// A click of a player who resigned a three-player game.
    Resigned,
    /// Join pressed by a player who already has a seat.
    AlreadySeated,
    /// Join pressed when every seat is taken (or the game has started).
    GameFull,
    /// The seats left are kept for the players the creator named.
    SeatsReserved,
    /// Start pressed by someone other than the game's creator.
    NotCreator,
}

/// What a turn timer's expiry did.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Expiry {
    /// The CPU now plays for this seat.
    CpuStandsIn(usize),
    /// The game or challenge ended.
    Ended,
}
