//! Tournaments (Swiss, round robin, arena) as a state machine: entrants, rounds, pairings, scores, tie-breaks and
//! the organiser's changes, free of Discord and SQL.

mod arena;
mod berger;
mod explain;
mod export;
mod matching;
mod organiser;
mod standings;
mod state;
mod swiss;
mod threads;

pub use explain::Why;
pub use export::{csv, trf};
pub use standings::{Standing, standings};
pub use state::{MAX_ENTRANTS, NO_SHOWS_WITHDRAWN, OPEN_LIMIT_MS, ROUND_ROBIN_MAX, TournamentRefusal, TournamentSetup};
pub use threads::{ARCHIVE_AFTER_MS, OPEN_FAILURES_PAUSE};

use crate::session::Millis;
use serde::{Deserialize, Serialize};

/// A Discord user id.
pub type UserId = u64;

/// How a tournament is played.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "kebab-case")]
pub enum TournamentFormat {
    /// `rounds` rounds, players paired within score groups; each pairing a two-game match.
    Swiss { rounds: u32 },
    /// Everyone meets everyone once (twice when `double`, the first move swapped); each pairing a two-game match.
    RoundRobin { double: bool },
    /// For `minutes`: a player free again is paired at once; each pairing a single game.
    Arena { minutes: u32 },
}

/// Where a tournament is in its life.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Status {
    /// Taking entries (and check-ins in the window before `starts_at`).
    Open,
    Running,
    /// Running, but no new round (or arena pairing) starts until resumed; games under way go on.
    Paused,
    Finished,
    Cancelled,
}

/// Why a tournament stopped or did not start: paused until the organiser resumes it, cancelled, or left open at its
/// scheduled start.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "kebab-case")]
pub enum StopReason {
    /// The organiser paused or cancelled it.
    Organiser,
    /// Discord refused to open its games: a missing permission (50001, 50013), the server's limit of active threads
    /// (160006), or refusals in a row (the last one's error code, or its HTTP status when it had none).
    DiscordRefused { code: u32 },
    /// Its channel was deleted: cancelled.
    ChannelGone,
    /// Open without a start time for [`OPEN_LIMIT_MS`]: cancelled.
    NeverStarted,
    /// Fewer than 2 players at its scheduled start: cancelled.
    TooFewAtStart,
    /// More players than a round robin takes at its scheduled start: left open for the organiser to start.
    TooManyAtStart,
}

/// Someone who joined.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Entrant {
    pub user: UserId,
    /// The server rating in the tournament's variant when they joined (pairing order and tie-breaks by rating).
    pub rating: f64,
    /// Checked in during the check-in window (only asked when the tournament has one).
    #[serde(default)]
    pub checked_in: bool,
    /// Rounds already started when they joined: 0 for a player there from the start. A late Swiss joiner gets a
    /// ½-point bye for the first round they missed.
    #[serde(default)]
    pub joined_round: u32,
    /// Withdrawn (left, dropped by the organiser, or a second no-show) after this many rounds had started;
    /// never paired again. In an arena: left the arena.
    #[serde(default)]
    pub withdrawn: Option<u32>,
    /// Games they did not move in before their time ran out.
    #[serde(default)]
    pub no_shows: u32,
}

/// A pairing's result in half points: a match is worth 2 (2–0 a win, 1–1 a draw, 0–2 a loss); an arena game 2 for
/// a win, 1 for a draw (before streak and berserk bonuses, which the standings add).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Score {
    pub first: u8,
    pub second: u8,
    /// Decided without play: a no-show, a withdrawal after half the round robin, or the organiser's word.
    #[serde(default)]
    pub forfeit: bool,
    /// Moves played (arena: berserk counts only on a win of at least 7 moves).
    #[serde(default)]
    pub moves: u32,
    /// The order results came in (arena streaks follow it).
    #[serde(default)]
    pub seq: u64,
}

/// Why a pairing was made (the "why" answer).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum PairedBy {
    /// Swiss: within (or across, when it could not be helped) score groups.
    Swiss,
    /// Round robin: the Berger table.
    Table,
    /// Arena: the closest free player by rank and rating.
    Arena,
    /// Paired by the organiser.
    Hand,
    /// A bye: the odd player out (lowest in the standings without a bye), or a late joiner's ½-point bye.
    Bye,
    LateBye,
}

/// One pairing of a round (an arena's pairings are numbered in the order they were made).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Pairing {
    /// 1-based round (arena: 1-based order of the pairing).
    pub round: u32,
    /// Moves first in the first game.
    pub first: UserId,
    /// None: a bye for `first`.
    pub second: Option<UserId>,
    pub by: PairedBy,
    /// The session playing it, once started.
    #[serde(default)]
    pub game: Option<u64>,
    #[serde(default)]
    pub result: Option<Score>,
    /// Arena: each player gave up half their clock for a bonus point on a win.
    #[serde(default)]
    pub berserk: [bool; 2],
    /// Round robin: voided (a player withdrew before half their games); counts for nobody.
    #[serde(default)]
    pub void: bool,
    /// The thread its games are played in, once opened.
    #[serde(default)]
    pub thread: Option<u64>,
    /// Times in a row Discord refused to open its game, and when it may be tried again.
    #[serde(default)]
    pub open_failures: u32,
    #[serde(default)]
    pub retry_at: Option<Millis>,
    /// When its thread is archived (set once its match is over), and whether it was.
    #[serde(default)]
    pub archive_at: Option<Millis>,
    #[serde(default)]
    pub archived: bool,
}

impl Pairing {
    /// A pairing of `round` made `by` a rule: `first` against `second` (None: a bye), not played yet.
    pub fn new(round: u32, first: UserId, second: Option<UserId>, by: PairedBy) -> Pairing {
        Pairing {
            round,
            first,
            second,
            by,
            game: None,
            result: None,
            berserk: [false; 2],
            void: false,
            thread: None,
            open_failures: 0,
            retry_at: None,
            archive_at: None,
            archived: false,
        }
    }

    /// Whether `user` plays in it (or has it as their bye).
    pub fn involves(&self, user: UserId) -> bool {
        self.first == user || self.second == Some(user)
    }

    /// `user`'s opponent (None: a bye, or not theirs).
    pub fn opponent(&self, user: UserId) -> Option<UserId> {
        if self.first == user {
            self.second
        } else if self.second == Some(user) {
            Some(self.first)
        } else {
            None
        }
    }

    /// A bye (full or a late joiner's half): no opponent.
    pub fn is_bye(&self) -> bool {
        self.second.is_none()
    }

    /// Waiting to be played or under way: neither a result nor void.
    pub fn is_open(&self) -> bool {
        self.result.is_none() && !self.void
    }

    /// `user`'s half points and the opponent's, when it has a result that counts (not void).
    pub fn points_of(&self, user: UserId) -> Option<(u8, u8)> {
        let result = self.result.filter(|_| !self.void)?;
        if self.first == user {
            Some((result.first, result.second))
        } else if self.second == Some(user) {
            Some((result.second, result.first))
        } else {
            None
        }
    }
}

/// A tournament run by the bot in one server channel.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Tournament {
    pub id: u64,
    pub guild_id: u64,
    /// Where its message is and its threads open.
    pub channel_id: u64,
    pub organiser: UserId,
    /// What the organiser set at its creation (stored flat, beside the fields below).
    #[serde(flatten)]
    pub setup: TournamentSetup,
    pub status: Status,
    /// Rounds started (arena: pairings made).
    pub round: u32,
    pub started_at: Option<Millis>,
    /// Arena: when it ends (pushed back by a pause).
    pub ends_at: Option<Millis>,
    pub paused_at: Option<Millis>,
    pub entrants: Vec<Entrant>,
    pub pairings: Vec<Pairing>,
    /// Pairs the organiser forbade (Swiss and arena).
    #[serde(default)]
    pub forbidden: Vec<[UserId; 2]>,
    /// Pairs the organiser set for the next Swiss round.
    #[serde(default)]
    pub by_hand: Vec<[UserId; 2]>,
    /// Results seen so far (for `Score::seq`).
    #[serde(default)]
    pub results_seen: u64,
    /// Why it is paused or cancelled, or was left open at its scheduled start.
    #[serde(default)]
    pub stop: Option<StopReason>,
    pub created_at: Millis,
}

#[cfg(test)]
mod tests;
