//! One channel's game as a state machine: challenge → playing → finished, timers as deadlines.

use cuatro_ai::Level;
use cuatro_engine::{DrawReason, Game, Move, MoveError, Outcome, Setup};
use serde::{Deserialize, Serialize};

use super::outcome::{EndReason, GameResult, Refusal};
use super::rules::{Format, Rules};
use super::stored::{game_record, level_name, level_name_opt};

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
    /// A match between its games: the last board stays until both players are ready.
    #[serde(rename = "between")]
    BetweenGames {
        ready: [bool; 2],
    },
    Finished {
        result: GameResult,
        reason: EndReason,
    },
}

/// A game of the session that has ended (a match has two).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct PlayedGame {
    /// The seating of that game: seat 0 moved first.
    pub seats: Vec<Option<Seat>>,
    pub result: GameResult,
    pub reason: EndReason,
    /// The moves in notation; empty for a game conceded with the match.
    pub moves: String,
    /// Each seat's first column (None without a first drop).
    pub firsts: [Option<u8>; 2],
    pub finished_at: Millis,
    /// Blocked cells by name (obstacles variants), as in the game record.
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub obstacles: String,
    /// How many of the first moves were the random opening.
    #[serde(default)]
    pub opening: u8,
}

/// A paused game: the clocks are stopped and the board hidden until someone continues.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Pause {
    pub since: Millis,
    /// The game ends, abandoned and unscored, if it is still paused then (the pause limit).
    pub until: Millis,
    /// What was left of the per-turn timer when the game was paused.
    pub turn_left: Option<Millis>,
}

/// A game in a channel, from its challenge to its end.
#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct Session {
    pub id: u64,
    pub guild_id: Option<u64>,
    pub channel_id: u64,
    /// Seat 0 moves first (red); turns rotate through the seats. A seat is empty while a challenge waits.
    pub seats: Vec<Option<Seat>>,
    pub rules: Rules,
    #[serde(with = "game_record")]
    pub game: Game,
    pub phase: Phase,
    /// Challenge expiry or the turn deadline.
    pub deadline: Option<Millis>,
    pub created_at: Millis,
    pub last_activity: Millis,
    /// Seats the CPU currently plays for, because their player ran out of time.
    pub absent: Vec<bool>,
    /// The CPU played for a human at least once: the game is not rated.
    pub cpu_stood_in: bool,
    /// The save counter: each save of the session stores a higher version, and the store refuses a save whose
    /// version is not above the stored one (a late retry never overwrites a newer state). The stored row's
    /// `version` column is the truth when a session is loaded; sessions stored before it existed read 0.
    #[serde(default)]
    pub version: u64,
    /// The games that have ended, in order.
    #[serde(default)]
    pub played: Vec<PlayedGame>,
    /// Moves played in earlier games of the match, so board move numbers never repeat.
    #[serde(default)]
    pub move_offset: u32,
    /// Clock reserves per seat in ms (with a clock); the mover's runs out at `deadline`.
    #[serde(default)]
    pub reserves: Vec<i64>,
    /// When the current turn began (clock accounting).
    #[serde(default)]
    pub turn_started: Millis,
    /// The game is paused (it then waits for Continue, up to the pause limit).
    #[serde(default)]
    pub pause: Option<Pause>,
    /// A player who asked the other for a pause that is not answered yet (PvP).
    #[serde(default)]
    pub pause_asked: Option<u64>,
    /// A hint was given during the session.
    #[serde(default)]
    pub hinted: bool,
    /// Three players: seats whose player resigned; the CPU plays out their turns and they cannot win.
    #[serde(default)]
    pub out: Vec<bool>,
    /// A game of three or four seats waiting for players: users named in the command who have not joined yet.
    #[serde(default)]
    pub invited: Vec<u64>,
    /// The CPU level that fills a lobby's empty seats when its creator starts it.
    #[serde(default, with = "level_name_opt")]
    pub fill_level: Option<Level>,
    /// Played in a DM or group chat between users, where the app was installed by a user (no server): its
    /// results count on that chat's own table, keyed by its channel.
    #[serde(default)]
    pub private_chat: bool,
    /// The tournament whose pairing this game plays: its result is recorded for it with the last save, and a
    /// match's second game starts without waiting for "Ready".
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub tournament: Option<u64>,
}

impl Session {
    /// The table the session's results count on: its server's, its private chat's own (keyed by the chat's
    /// channel), none in a DM with the bot.
    pub fn standings_scope(&self) -> Option<u64> {
        self.guild_id.or(self.private_chat.then_some(self.channel_id))
    }

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
        let mut seats = vec![None; rules.variant.seats()];
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
        let mut seats = vec![Some(Seat::Cpu(level)); rules.variant.seats()];
        seats[if player_first { 0 } else { 1 }] = Some(Seat::Human(player));
        let mut session =
            Session { phase: Phase::Playing, ..Session::blank(id, guild_id, channel_id, seats, rules, now) };
        session.arm_turn(now);
        session
    }

    fn blank(
        id: u64,
        guild_id: Option<u64>,
        channel_id: u64,
        seats: Vec<Option<Seat>>,
        rules: Rules,
        now: Millis,
    ) -> Self {
        let n = seats.len();
        Session {
            id,
            guild_id,
            channel_id,
            seats,
            game: Game::start(rules.variant, Setup { seed: id, ..Setup::default() }),
            rules,
            phase: Phase::Playing,
            deadline: None,
            created_at: now,
            last_activity: now,
            absent: vec![false; n],
            cpu_stood_in: false,
            version: 0,
            played: Vec::new(),
            move_offset: 0,
            reserves: vec![rules.clock.map_or(0, |c| c.reserve_ms as i64); n],
            turn_started: now,
            pause: None,
            pause_asked: None,
            hinted: false,
            out: vec![false; n],
            invited: Vec::new(),
            fill_level: None,
            private_chat: false,
            tournament: None,
        }
    }

    /// The number of moves played: boards carry it so outdated clicks are recognised.
    pub fn move_no(&self) -> u32 {
        self.move_offset + self.game.moves().len() as u32
    }

    /// Which game of the session is on the board (0, or 1 in a match's second game); a second game
    /// conceded without being played does not count.
    pub fn game_no(&self) -> usize {
        match self.phase {
            Phase::BetweenGames { .. } => self.played.len() - 1,
            Phase::Finished { .. } if self.second_game_unplayed() => 0,
            _ => self.played.len().min(self.rules.format.games() - 1),
        }
    }

    /// The match's second game was conceded with the match and never played (it has no moves).
    pub fn second_game_unplayed(&self) -> bool {
        self.played.len() == 2 && self.played[1].moves.is_empty()
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
        self.humans().any(|h| h == user)
            || matches!(self.phase, Phase::Challenge { target: Some(t), .. } if t == user)
            || self.invited.contains(&user)
    }

    /// Whether the variant seats more than two (three players, two vs two).
    pub fn is_multi_seat(&self) -> bool {
        self.seats.len() > 2
    }

    /// Whether the seat's player resigned a three-player game (the CPU plays out its turns).
    pub fn is_out(&self, seat: usize) -> bool {
        self.out.get(seat).copied().unwrap_or(false)
    }

    /// Whether the CPU plays the seat now: its player is away or has resigned.
    pub(super) fn stood_in(&self, seat: usize) -> bool {
        self.absent.get(seat).copied().unwrap_or(false) || self.is_out(seat)
    }

    /// A stored session (the `state` JSON), its per-seat vectors sized to its seats; refused when its parts do not
    /// fit together (seats, variant, results, phase), as no save writes.
    pub fn from_json(json: &str) -> Result<Session, serde_json::Error> {
        let mut session: Session = serde_json::from_str(json)?;
        if let Some(why) = session.inconsistency() {
            return Err(serde::de::Error::custom(format_args!("an inconsistent session: {why}")));
        }
        session.normalize();
        Ok(session)
    }

    /// Sizes the per-seat vectors to the seats (sessions stored before a field existed lack it).
    pub fn normalize(&mut self) {
        let n = self.seats.len();
        self.absent.resize(n, false);
        self.out.resize(n, false);
        let reserve = self.rules.clock.map_or(0, |c| c.reserve_ms as i64);
        self.reserves.resize(n, reserve);
    }

    pub fn seat_of(&self, user: u64) -> Option<usize> {
        self.seats.iter().position(|s| *s == Some(Seat::Human(user)))
    }

    pub fn seat_to_move(&self) -> usize {
        self.game.seat_to_move()
    }

    /// The CPU level if the CPU is to move now (its own seat, or standing in for an absent player).
    pub fn cpu_to_move(&self) -> Option<Level> {
        if !self.is_playing() || self.pause.is_some() {
            return None;
        }
        let seat = self.seat_to_move();
        match self.seats[seat]? {
            Seat::Cpu(level) => Some(level),
            Seat::Human(_) if self.stood_in(seat) => Some(Level::Medium),
            Seat::Human(_) => None,
        }
    }

    /// The level of every seat the CPU plays now: its own seats, and Medium for each absent or resigned player.
    pub fn cpu_levels(&self) -> Vec<Level> {
        let seat_level = |(seat, s): (usize, &Option<Seat>)| match s {
            Some(Seat::Cpu(level)) => Some(*level),
            Some(Seat::Human(_)) if self.stood_in(seat) => Some(Level::Medium),
            _ => None,
        };
        self.seats.iter().enumerate().filter_map(seat_level).collect()
    }

    /// The user whose click is awaited, if a human is to move.
    pub fn human_to_move(&self) -> Option<u64> {
        match (self.is_playing(), self.seats[self.seat_to_move()]) {
            (true, Some(Seat::Human(id))) if !self.stood_in(self.seat_to_move()) => Some(id),
            _ => None,
        }
    }

    pub fn is_vs_cpu(&self) -> bool {
        self.seats.iter().any(|s| matches!(s, Some(Seat::Cpu(_))))
    }

    /// Whether a hint may be given in this game: the server allowed them, and it is neither rated nor a match.
    pub fn hints_allowed(&self) -> bool {
        self.rules.hints && !self.rules.rated && self.rules.format == Format::Single
    }

    /// Accepts the challenge as `user` (joins a seat of a game of three or four).
    pub fn accept(&mut self, user: u64, now: Millis) -> Result<(), Refusal> {
        if self.is_multi_seat() {
            return self.join(user, now);
        }
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
        if self.is_multi_seat() {
            return self.leave(user, now);
        }
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
        if self.is_out(seat) {
            return Err(Refusal::Resigned);
        }
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
        if self.rules.clock.is_some() && self.deadline.is_some_and(|d| now >= d) {
            return Err(Refusal::OutOfTime);
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
        if matches!(self.phase, Phase::Finished { .. } | Phase::BetweenGames { .. }) {
            return Err(Refusal::GameOver);
        }
        if self.seat_of(user).is_none() {
            return Err(Refusal::NotInGame);
        }
        if move_no != self.move_no() {
            return Err(Refusal::Outdated);
        }
        if self.pause.is_some() {
            return Err(Refusal::Paused);
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
        self.charge_clock(now, true);
        let outcome = self.game.play(mv).expect("checked before");
        self.last_activity = now;
        match outcome {
            Outcome::Ongoing => self.arm_turn(now),
            Outcome::Win { winner, .. } => {
                let seat = (0..self.seats.len())
                    .find(|&s| self.rules.variant.seat_colour(s) == winner)
                    .expect("a seat has the colour");
                // A resigned seat's line (three players) cannot win: the players still in share the game.
                let result = if self.is_out(seat) { GameResult::Draw } else { GameResult::Win(seat) };
                self.end_game(result, EndReason::Line, now, false);
            }
            Outcome::Draw(reason) => {
                let reason = match reason {
                    DrawReason::FullBoard => EndReason::FullBoard,
                    DrawReason::EmptiedGrid => EndReason::EmptiedGrid,
                    DrawReason::Repetition => EndReason::Repetition,
                };
                self.end_game(GameResult::Draw, reason, now, false);
            }
        }
    }

    /// `user` resigns the game on the board: the other seat wins it (a match goes on to its next game).
    pub fn resign(&mut self, user: u64, now: Millis) -> Result<(), Refusal> {
        self.resign_with(user, now, false)
    }

    /// `user` resigns the whole match (or the game, outside a match): every game not yet decided, the one on
    /// the board included, is conceded, and the points decide the match (1:1 after a won first game).
    pub fn resign_match(&mut self, user: u64, now: Millis) -> Result<(), Refusal> {
        if let Phase::BetweenGames { .. } = self.phase {
            let seat = self.seat_of(user).ok_or(Refusal::NotInGame)?;
            self.concede_rest(seat, EndReason::Resigned, now);
            let result = self.match_result();
            self.finish(result, EndReason::Resigned, now);
            return Ok(());
        }
        self.resign_with(user, now, true)
    }

    fn resign_with(&mut self, user: u64, now: Millis, whole_match: bool) -> Result<(), Refusal> {
        if !self.is_playing() {
            return Err(match self.phase {
                Phase::Challenge { .. } => Refusal::NotAChallenge,
                Phase::BetweenGames { .. } => Refusal::Outdated,
                _ => Refusal::GameOver,
            });
        }
        let seat = self.seat_of(user).ok_or(Refusal::NotInGame)?;
        if self.is_out(seat) {
            return Err(Refusal::Resigned);
        }
        self.concede(seat, EndReason::Resigned, now, whole_match);
        Ok(())
    }

    /// Ends the session (abandoned games are never scored).
    pub fn finish(&mut self, result: GameResult, reason: EndReason, now: Millis) {
        self.pause = None;
        self.pause_asked = None;
        self.phase = Phase::Finished { result, reason };
        self.deadline = None;
        self.last_activity = now;
    }
}

#[cfg(test)]
#[path = "session_tests.rs"]
mod tests;
