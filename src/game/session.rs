//! One channel's game as a state machine: challenge → playing → finished, timers as deadlines.

use crate::ai::Level;
use crate::config::TimeoutAction;
use crate::engine::{DrawReason, Game, Move, MoveError, Outcome, Variant};
use crate::render::Lang;
use serde::{Deserialize, Serialize};

/// Unix time in milliseconds.
pub type Millis = i64;

/// Who sits in a seat. Seat 0 is red and moves first.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Seat {
    Human(u64),
    Cpu(#[serde(with = "level_name")] Level),
}

/// Where a session is in its life.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase", tag = "phase")]
pub enum Phase {
    /// Waiting for an answer; `target` None = anyone may accept.
    Challenge {
        challenger: u64,
        target: Option<u64>,
    },
    Playing,
    Finished {
        result: GameResult,
        reason: EndReason,
    },
}

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
}

/// What a turn timer's expiry did.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Expiry {
    /// The CPU now plays for this seat.
    CpuStandsIn(usize),
    /// The game or challenge ended.
    Ended,
}

/// Game-wide settings fixed when the session starts.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Rules {
    pub variant: Variant,
    /// Per-turn timer in milliseconds; None = untimed.
    pub timer_ms: Option<u64>,
    pub timeout_action: TimeoutAction,
    pub lang: Lang,
}

/// A game in a channel, from its challenge to its end.
#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct Session {
    pub id: u64,
    pub guild_id: Option<u64>,
    pub channel_id: u64,
    /// The board message, once posted.
    pub message_id: Option<u64>,
    pub board_posted_at: Millis,
    /// Seat 0 moves first (red). A seat is empty while a challenge waits.
    pub seats: [Option<Seat>; 2],
    pub rules: Rules,
    #[serde(with = "game_record")]
    pub game: Game,
    pub phase: Phase,
    /// Challenge expiry or the turn deadline.
    pub deadline: Option<Millis>,
    pub created_at: Millis,
    pub last_activity: Millis,
    /// Seats the CPU currently plays for, because their player ran out of time.
    pub absent: [bool; 2],
    /// The CPU played for a human at least once: the game is not rated.
    pub cpu_stood_in: bool,
    /// The players have been told that progress is not being saved.
    #[serde(default)]
    pub persist_warned: bool,
    /// The latest "your turn" message of a long-timer game, replaced at each turn.
    #[serde(default)]
    pub notice_id: Option<u64>,
}

impl Session {
    /// A challenge from `challenger` to `target` (None = open); the challenger is red unless `challenger_first` is false.
    #[allow(clippy::too_many_arguments)]
    pub fn challenge(
        id: u64,
        guild_id: Option<u64>,
        channel_id: u64,
        challenger: u64,
        target: Option<u64>,
        challenger_first: bool,
        rules: Rules,
        now: Millis,
        expires_at: Millis,
    ) -> Session {
        let mut seats = [None, None];
        seats[if challenger_first { 0 } else { 1 }] = Some(Seat::Human(challenger));
        Session {
            phase: Phase::Challenge { challenger, target },
            deadline: Some(expires_at),
            ..Session::blank(id, guild_id, channel_id, seats, rules, now)
        }
    }

    /// A game of `player` against the CPU at `level`, already under way (the CPU may be to move).
    #[allow(clippy::too_many_arguments)]
    pub fn vs_cpu(
        id: u64,
        guild_id: Option<u64>,
        channel_id: u64,
        player: u64,
        level: Level,
        player_first: bool,
        rules: Rules,
        now: Millis,
    ) -> Session {
        let (human, cpu) = (Some(Seat::Human(player)), Some(Seat::Cpu(level)));
        let seats = if player_first { [human, cpu] } else { [cpu, human] };
        let mut session =
            Session { phase: Phase::Playing, ..Session::blank(id, guild_id, channel_id, seats, rules, now) };
        session.arm_turn(now);
        session
    }

    fn blank(
        id: u64,
        guild_id: Option<u64>,
        channel_id: u64,
        seats: [Option<Seat>; 2],
        rules: Rules,
        now: Millis,
    ) -> Self {
        Session {
            id,
            guild_id,
            channel_id,
            message_id: None,
            board_posted_at: now,
            seats,
            game: Game::new(rules.variant),
            rules,
            phase: Phase::Playing,
            deadline: None,
            created_at: now,
            last_activity: now,
            absent: [false; 2],
            cpu_stood_in: false,
            persist_warned: false,
            notice_id: None,
        }
    }

    /// The number of moves played: boards carry it so outdated clicks are recognised.
    pub fn move_no(&self) -> u32 {
        self.game.moves().len() as u32
    }

    pub fn is_active(&self) -> bool {
        !matches!(self.phase, Phase::Finished { .. })
    }

    pub fn is_playing(&self) -> bool {
        self.phase == Phase::Playing
    }

    /// The human players (one or two).
    pub fn humans(&self) -> impl Iterator<Item = u64> + '_ {
        self.seats.iter().filter_map(|s| match s {
            Some(Seat::Human(id)) => Some(*id),
            _ => None,
        })
    }

    pub fn involves(&self, user: u64) -> bool {
        self.humans().any(|h| h == user) || matches!(self.phase, Phase::Challenge { target: Some(t), .. } if t == user)
    }

    pub fn seat_of(&self, user: u64) -> Option<usize> {
        self.seats.iter().position(|s| *s == Some(Seat::Human(user)))
    }

    pub fn seat_to_move(&self) -> usize {
        self.game.seat_to_move()
    }

    /// The CPU level if the CPU is to move now (its own seat, or standing in for an absent player).
    pub fn cpu_to_move(&self) -> Option<Level> {
        if !self.is_playing() {
            return None;
        }
        let seat = self.seat_to_move();
        match self.seats[seat]? {
            Seat::Cpu(level) => Some(level),
            Seat::Human(_) if self.absent[seat] => Some(Level::Medium),
            Seat::Human(_) => None,
        }
    }

    /// The user whose click is awaited, if a human is to move.
    pub fn human_to_move(&self) -> Option<u64> {
        match (self.is_playing(), self.seats[self.seat_to_move()]) {
            (true, Some(Seat::Human(id))) if !self.absent[self.seat_to_move()] => Some(id),
            _ => None,
        }
    }

    pub fn is_vs_cpu(&self) -> bool {
        self.seats.iter().any(|s| matches!(s, Some(Seat::Cpu(_))))
    }

    /// Accepts the challenge as `user`.
    pub fn accept(&mut self, user: u64, now: Millis) -> Result<(), Refusal> {
        let Phase::Challenge { challenger, target } = self.phase else {
            return Err(if self.is_active() { Refusal::NotAChallenge } else { Refusal::GameOver });
        };
        if user == challenger {
            return Err(Refusal::OwnChallenge);
        }
        if target.is_some_and(|t| t != user) {
            return Err(Refusal::NotYourChallenge);
        }
        let empty = self.seats.iter().position(Option::is_none).expect("a challenge has an empty seat");
        self.seats[empty] = Some(Seat::Human(user));
        self.phase = Phase::Playing;
        self.last_activity = now;
        self.arm_turn(now);
        Ok(())
    }

    /// Declines (the target) or withdraws (the challenger) the challenge.
    pub fn decline(&mut self, user: u64, now: Millis) -> Result<(), Refusal> {
        let Phase::Challenge { challenger, target } = self.phase else {
            return Err(if self.is_active() { Refusal::NotAChallenge } else { Refusal::GameOver });
        };
        if user != challenger && target != Some(user) {
            return Err(Refusal::NotYourChallenge);
        }
        self.finish(GameResult::Abandoned, EndReason::Declined, now);
        Ok(())
    }

    /// A human's move from a board showing move number `move_no`.
    pub fn play(&mut self, user: u64, mv: Move, move_no: u32, now: Millis) -> Result<(), Refusal> {
        self.check_board_click(user, move_no)?;
        let seat = self.seat_of(user).ok_or(Refusal::NotInGame)?;
        if self.absent[seat] {
            // Back at the board: the seat is theirs again.
            self.absent[seat] = false;
            if seat != self.seat_to_move() {
                return Err(Refusal::SeatReclaimed);
            }
        }
        if seat != self.seat_to_move() {
            return Err(Refusal::NotYourTurn);
        }
        self.game.check(mv).map_err(|e| match e {
            MoveError::ColumnFull(_) => Refusal::ColumnFull,
            _ => Refusal::IllegalPop,
        })?;
        self.apply(mv, now);
        Ok(())
    }

    /// Checks a board click's game state and freshness before anything else.
    fn check_board_click(&self, user: u64, move_no: u32) -> Result<(), Refusal> {
        if !self.is_active() {
            return Err(Refusal::GameOver);
        }
        if self.seat_of(user).is_none() {
            return Err(Refusal::NotInGame);
        }
        if move_no != self.move_no() {
            return Err(Refusal::Outdated);
        }
        Ok(())
    }

    /// Plays the CPU's move (for its own seat or for an absent player).
    pub fn apply_cpu(&mut self, mv: Move, now: Millis) {
        if self.seats[self.seat_to_move()].is_some_and(|s| matches!(s, Seat::Human(_))) {
            self.cpu_stood_in = true;
        }
        self.apply(mv, now);
    }

    fn apply(&mut self, mv: Move, now: Millis) {
        let outcome = self.game.play(mv).expect("checked before");
        self.last_activity = now;
        match outcome {
            Outcome::Ongoing => self.arm_turn(now),
            Outcome::Win { winner, .. } => {
                let seat =
                    (0..2).find(|&s| self.rules.variant.seat_colour(s) == winner).expect("a seat has the colour");
                self.finish(GameResult::Win(seat), EndReason::Line, now);
            }
            Outcome::Draw(reason) => {
                let reason = match reason {
                    DrawReason::FullBoard => EndReason::FullBoard,
                    DrawReason::EmptiedGrid => EndReason::EmptiedGrid,
                    DrawReason::Repetition => EndReason::Repetition,
                };
                self.finish(GameResult::Draw, reason, now);
            }
        }
    }

    /// `user` resigns: the other seat wins.
    pub fn resign(&mut self, user: u64, now: Millis) -> Result<(), Refusal> {
        if !self.is_playing() {
            return Err(if self.is_active() { Refusal::NotAChallenge } else { Refusal::GameOver });
        }
        let seat = self.seat_of(user).ok_or(Refusal::NotInGame)?;
        self.finish(GameResult::Win(1 - seat), EndReason::Resigned, now);
        Ok(())
    }

    /// Ends the session (abandoned games are never scored).
    pub fn finish(&mut self, result: GameResult, reason: EndReason, now: Millis) {
        self.phase = Phase::Finished { result, reason };
        self.deadline = None;
        self.last_activity = now;
    }

    /// Sets the deadline for the seat to move.
    fn arm_turn(&mut self, now: Millis) {
        self.deadline = match self.rules.timer_ms {
            Some(ms) if self.human_to_move().is_some() => Some(now + ms as Millis),
            _ => None,
        };
    }

    /// The earliest time something must happen without a click (expiry, timeout, idle end).
    pub fn next_deadline(&self, idle_limit_ms: i64) -> Option<Millis> {
        if !self.is_active() {
            return None;
        }
        let idle = self.last_activity + idle_limit_ms;
        Some(self.deadline.map_or(idle, |d| d.min(idle)))
    }

    /// Applies whatever deadline has passed at `now`.
    pub fn expire(&mut self, now: Millis, idle_limit_ms: i64) -> Option<Expiry> {
        if self.next_deadline(idle_limit_ms)? > now {
            return None;
        }
        if now >= self.last_activity + idle_limit_ms {
            self.finish(GameResult::Abandoned, EndReason::Idle, now);
            return Some(Expiry::Ended);
        }
        match self.phase {
            Phase::Challenge { .. } => {
                self.finish(GameResult::Abandoned, EndReason::Expired, now);
                Some(Expiry::Ended)
            }
            Phase::Playing => {
                let seat = self.seat_to_move();
                match self.rules.timeout_action {
                    TimeoutAction::Forfeit => self.finish(GameResult::Win(1 - seat), EndReason::Timeout, now),
                    TimeoutAction::Cpu if self.absent[1 - seat] => {
                        self.finish(GameResult::Abandoned, EndReason::BothAbsent, now)
                    }
                    TimeoutAction::Cpu => {
                        self.absent[seat] = true;
                        self.deadline = None;
                        return Some(Expiry::CpuStandsIn(seat));
                    }
                }
                Some(Expiry::Ended)
            }
            Phase::Finished { .. } => None,
        }
    }

    /// Whether the game may count for ratings (issue: ratings): PvP, ended on the board, no CPU stand-in.
    pub fn is_scored(&self) -> bool {
        matches!(self.phase, Phase::Finished { result, .. } if result != GameResult::Abandoned)
            && !self.is_vs_cpu()
            && !self.cpu_stood_in
    }

    /// The result as stored: `red`, `yellow`, `draw` or `abandoned`; None while active.
    pub fn result_name(&self) -> Option<&'static str> {
        match self.phase {
            Phase::Finished { result: GameResult::Win(0), .. } => Some("red"),
            Phase::Finished { result: GameResult::Win(_), .. } => Some("yellow"),
            Phase::Finished { result: GameResult::Draw, .. } => Some("draw"),
            Phase::Finished { result: GameResult::Abandoned, .. } => Some("abandoned"),
            _ => None,
        }
    }

    /// Whether turns are long enough (an hour or more) to notify the player to move with a message of its own.
    pub fn notifies_turns(&self) -> bool {
        self.rules.timer_ms.is_some_and(|ms| ms >= 3_600_000)
    }

    /// The seats of a rematch: swapped when the first player alternates.
    pub fn rematch_seats(&self, alternate: bool) -> [Option<Seat>; 2] {
        if alternate { [self.seats[1], self.seats[0]] } else { self.seats }
    }
}

mod game_record {
    use crate::engine::{Game, GameRecord};
    use serde::{Deserialize, Deserializer, Serialize, Serializer};

    pub fn serialize<S: Serializer>(game: &Game, s: S) -> Result<S::Ok, S::Error> {
        game.record().serialize(s)
    }
    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Game, D::Error> {
        let record = GameRecord::deserialize(d)?;
        Game::from_record(&record).map_err(serde::de::Error::custom)
    }
}

mod level_name {
    use crate::ai::Level;
    use serde::{Deserialize, Deserializer, Serializer};

    pub fn serialize<S: Serializer>(level: &Level, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(level.name())
    }
    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Level, D::Error> {
        String::deserialize(d)?.parse().map_err(serde::de::Error::custom)
    }
}

#[cfg(test)]
#[path = "session_tests.rs"]
mod tests;
