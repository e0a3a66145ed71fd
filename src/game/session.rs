//! One channel's game as a state machine: challenge → playing → finished, timers as deadlines.

use crate::ai::Level;
use crate::config::TimeoutAction;
use crate::engine::{DrawReason, Game, Move, MoveError, Outcome, Variant};
use crate::render::Lang;
use serde::{Deserialize, Serialize};

use super::pause::Pause;
use super::record::{Clock, FinishedGame, Format, Theme};
use crate::engine::Setup;

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

/// Game-wide settings fixed when the session starts.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Rules {
    pub variant: Variant,
    /// Per-turn timer in milliseconds; None = untimed.
    pub timer_ms: Option<u64>,
    pub timeout_action: TimeoutAction,
    pub lang: Lang,
    #[serde(default)]
    pub format: Format,
    /// A chess clock (replaces the per-turn timer).
    #[serde(default)]
    pub clock: Option<Clock>,
    /// Decided PvP results count for ratings (matches always; single games when the server says so).
    #[serde(default)]
    pub rated: bool,
    #[serde(default)]
    pub theme: Theme,
    /// The server allowed hints when the game started (they are still off in rated games and matches).
    #[serde(default = "yes")]
    pub hints: bool,
}

fn yes() -> bool {
    true
}

impl Rules {
    /// Single game, no clock, unrated, classic theme.
    pub fn new(variant: Variant, timer_ms: Option<u64>, timeout_action: TimeoutAction, lang: Lang) -> Rules {
        Rules {
            variant,
            timer_ms,
            timeout_action,
            lang,
            format: Format::Single,
            clock: None,
            rated: false,
            theme: Theme::Classic,
            hints: true,
        }
    }
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

/// A game in a channel, from its challenge to its end.
#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct Session {
    pub id: u64,
    pub guild_id: Option<u64>,
    pub channel_id: u64,
    /// The board message, once posted.
    pub message_id: Option<u64>,
    pub board_posted_at: Millis,
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
    /// The players have been told that progress is not being saved.
    #[serde(default)]
    pub persist_warned: bool,
    /// Another process holds the game's shard now: this copy is neither saved nor shown any more.
    #[serde(skip)]
    pub disowned: bool,
    /// The latest "your turn" message of a long-timer game, replaced at each turn.
    #[serde(default)]
    pub notice_id: Option<u64>,
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
    /// Rating changes to show on the final board ("+12 → 1512"), set by the bot once they are stored.
    #[serde(skip)]
    pub rating_note: Option<String>,
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
            message_id: None,
            board_posted_at: now,
            seats,
            game: Game::start(rules.variant, Setup { seed: id, ..Setup::default() }),
            rules,
            phase: Phase::Playing,
            deadline: None,
            created_at: now,
            last_activity: now,
            absent: vec![false; n],
            cpu_stood_in: false,
            persist_warned: false,
            disowned: false,
            notice_id: None,
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
            rating_note: None,
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
    fn stood_in(&self, seat: usize) -> bool {
        self.absent.get(seat).copied().unwrap_or(false) || self.is_out(seat)
    }

    /// A stored session (the `state` JSON), its per-seat vectors sized to its seats.
    pub fn from_json(json: &str) -> Result<Session, serde_json::Error> {
        let mut session: Session = serde_json::from_str(json)?;
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

    /// `user` is ready for the match's next game; it starts when both are. Returns whether it started.
    pub fn ready(&mut self, user: u64, now: Millis) -> Result<bool, Refusal> {
        let Phase::BetweenGames { mut ready } = self.phase else {
            return Err(match self.phase {
                Phase::Finished { .. } => Refusal::GameOver,
                _ => Refusal::AlreadyReady,
            });
        };
        let seat = self.seat_of(user).ok_or(Refusal::NotInGame)?;
        if ready[seat] {
            return Err(Refusal::AlreadyReady);
        }
        ready[seat] = true;
        self.last_activity = now;
        if ready != [true; 2] {
            self.phase = Phase::BetweenGames { ready };
            return Ok(false);
        }
        self.move_offset += self.game.moves().len() as u32;
        self.seats.swap(0, 1);
        self.reserves.swap(0, 1);
        self.absent = vec![false; self.seats.len()];
        self.game = self.replay_start();
        self.phase = Phase::Playing;
        self.arm_turn(now);
        Ok(true)
    }

    /// Charges the time since the turn began to the mover's clock (plus the increment after a move).
    pub(super) fn charge_clock(&mut self, now: Millis, moved: bool) {
        let Some(clock) = self.rules.clock else { return };
        let seat = self.seat_to_move();
        if self.is_playing() && self.human_to_move().is_some() {
            let left = (self.reserves[seat] - (now - self.turn_started)).max(0);
            self.reserves[seat] = left + if moved { clock.increment_ms as i64 } else { 0 };
            self.turn_started = now;
        }
    }

    /// Ends the game on the board. A match pauses after its first game unless `whole_match` (resigned or
    /// out of clock), which concedes the rest; the session then finishes with the result by points, except
    /// that a clock running out loses the match whatever the points (SPEC §4).
    pub(super) fn end_game(&mut self, result: GameResult, reason: EndReason, now: Millis, whole_match: bool) {
        if self.is_playing() && !self.game.is_over() && self.pause.is_none() {
            self.charge_clock(now, false);
        }
        self.pause = None;
        self.pause_asked = None;
        let firsts = [0, 1].map(|i| match self.game.moves().get(i) {
            Some(Move::Drop(c)) => Some(*c),
            _ => None,
        });
        let record = self.game.record();
        self.played.push(PlayedGame {
            seats: self.seats.clone(),
            result,
            reason,
            moves: record.moves,
            firsts,
            finished_at: now,
            obstacles: record.obstacles,
            opening: record.opening,
        });
        if self.is_multi_seat() {
            // Always a single game: its result is the session's.
            return self.finish(result, reason, now);
        }
        let more_to_play = self.played.len() < self.rules.format.games();
        if more_to_play && !whole_match {
            let cpu = |seat: usize| !matches!(self.seats[seat], Some(Seat::Human(_)));
            self.phase = Phase::BetweenGames { ready: [cpu(0), cpu(1)] };
            self.deadline = None;
            self.last_activity = now;
            return;
        }
        let result = match (whole_match, result) {
            (true, GameResult::Win(winner)) => {
                self.concede_rest(1 - winner, reason, now);
                if reason == EndReason::Timeout { result } else { self.match_result() }
            }
            _ => self.match_result(),
        };
        self.finish(result, reason, now);
    }

    /// Records the match's unplayed games as lost by `loser_seat` (a seat of the current seating).
    fn concede_rest(&mut self, loser_seat: usize, reason: EndReason, now: Millis) {
        while self.played.len() < self.rules.format.games() {
            let swapped = self.played.len() % 2 == 1;
            let seats = if swapped { vec![self.seats[1], self.seats[0]] } else { self.seats.clone() };
            let loser = if swapped { 1 - loser_seat } else { loser_seat };
            let result = GameResult::Win(1 - loser);
            self.played.push(PlayedGame {
                seats,
                result,
                reason,
                moves: String::new(),
                firsts: [None; 2],
                finished_at: now,
                obstacles: String::new(),
                opening: 0,
            });
        }
    }

    /// Points (1 a win, ½ a draw) of the player in `seat` of the current seating over the games played.
    pub fn match_points(&self, seat: usize) -> f64 {
        let player = self.seats[seat];
        self.played
            .iter()
            .map(|g| match g.result {
                GameResult::Win(w) if g.seats[w] == player => 1.0,
                GameResult::Draw => 0.5,
                _ => 0.0,
            })
            .sum()
    }

    /// The session's result from the points of its games (a single game's result, or the match's).
    fn match_result(&self) -> GameResult {
        let (a, b) = (self.match_points(0), self.match_points(1));
        if self.played.iter().all(|g| g.result == GameResult::Abandoned) {
            GameResult::Abandoned
        } else if a > b {
            GameResult::Win(0)
        } else if b > a {
            GameResult::Win(1)
        } else {
            GameResult::Draw
        }
    }

    /// Ends the session (abandoned games are never scored).
    pub fn finish(&mut self, result: GameResult, reason: EndReason, now: Millis) {
        self.pause = None;
        self.pause_asked = None;
        self.phase = Phase::Finished { result, reason };
        self.deadline = None;
        self.last_activity = now;
    }

    /// Sets the deadline for the seat to move: its clock reserve, or the per-turn timer.
    pub(super) fn arm_turn(&mut self, now: Millis) {
        self.turn_started = now;
        let human = self.human_to_move().is_some();
        self.deadline = match (self.rules.clock, self.rules.timer_ms) {
            (Some(_), _) if human => Some(now + self.reserves[self.seat_to_move()]),
            (None, Some(ms)) if human => Some(now + ms as Millis),
            _ => None,
        };
    }

    /// The clock reserve of `seat` at `now` (the mover's is running); None without a clock.
    pub fn reserve_at(&self, seat: usize, now: Millis) -> Option<i64> {
        self.rules.clock?;
        let running = self.is_playing() && seat == self.seat_to_move() && self.human_to_move().is_some();
        Some(if running { (self.reserves[seat] - (now - self.turn_started)).max(0) } else { self.reserves[seat] })
    }

    /// The earliest time something must happen without a click (expiry, timeout, idle end).
    pub fn next_deadline(&self, idle_limit_ms: i64) -> Option<Millis> {
        if !self.is_active() {
            return None;
        }
        if let Some(pause) = self.pause {
            return Some(pause.until);
        }
        let idle = self.last_activity + idle_limit_ms;
        Some(self.deadline.map_or(idle, |d| d.min(idle)))
    }

    /// Applies whatever deadline has passed at `now`.
    pub fn expire(&mut self, now: Millis, idle_limit_ms: i64) -> Option<Expiry> {
        if self.next_deadline(idle_limit_ms)? > now {
            return None;
        }
        if self.pause.is_some() {
            self.finish(GameResult::Abandoned, EndReason::PauseLimit, now);
            return Some(Expiry::Ended);
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
            Phase::Playing if self.rules.clock.is_some() => {
                let seat = self.seat_to_move();
                self.concede(seat, EndReason::Timeout, now, true);
                Some(self.expiry_after_concession())
            }
            Phase::Playing => {
                let seat = self.seat_to_move();
                let others_away = (0..self.seats.len())
                    .filter(|&s| s != seat && matches!(self.seats[s], Some(Seat::Human(_))))
                    .all(|s| self.stood_in(s));
                match self.rules.timeout_action {
                    TimeoutAction::Forfeit => {
                        self.concede(seat, EndReason::Timeout, now, false);
                        return Some(self.expiry_after_concession());
                    }
                    TimeoutAction::Cpu if others_away => self.finish(GameResult::Abandoned, EndReason::BothAbsent, now),
                    TimeoutAction::Cpu => {
                        self.absent[seat] = true;
                        self.deadline = None;
                        return Some(Expiry::CpuStandsIn(seat));
                    }
                }
                Some(Expiry::Ended)
            }
            Phase::BetweenGames { .. } | Phase::Finished { .. } => None,
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
            Phase::Finished { result: GameResult::Win(seat), .. } => Some(self.rules.variant.seat_colour(seat).name()),
            Phase::Finished { result: GameResult::Draw, .. } => Some("draw"),
            Phase::Finished { result: GameResult::Abandoned, .. } => Some("abandoned"),
            _ => None,
        }
    }

    /// Whether turns are long enough (an hour or more) to notify the player to move with a message of its own.
    pub fn notifies_turns(&self) -> bool {
        self.rules.timer_ms.is_some_and(|ms| ms >= 3_600_000)
    }

    /// The seats of a rematch: the session's first seating, turned by one seat when the first player alternates.
    pub fn rematch_seats(&self, alternate: bool) -> Vec<Option<Seat>> {
        let mut seats = self.played.first().map_or_else(|| self.seats.clone(), |g| g.seats.clone());
        if alternate {
            seats.rotate_left(1);
        }
        seats
    }

    /// The decided games so far, as the results table records them (abandoned games are left out). The
    /// last game of a finished, rated session closes its rating period.
    pub fn finished_games(&self) -> Vec<FinishedGame> {
        if self.is_multi_seat() {
            return self.pairwise_results();
        }
        let complete = matches!(self.phase, Phase::Finished { result, .. } if result != GameResult::Abandoned);
        let rated = self.rules.rated && !self.is_vs_cpu() && !self.cpu_stood_in;
        let cpu_level = self.seats.iter().find_map(|s| match s {
            Some(Seat::Cpu(level)) => Some(level.name().to_string()),
            _ => None,
        });
        let human = |seat: Option<Seat>| match seat {
            Some(Seat::Human(id)) => Some(id),
            _ => None,
        };
        let last = self.played.len().saturating_sub(1);
        self.played
            .iter()
            .enumerate()
            .filter(|(_, g)| g.result != GameResult::Abandoned)
            .map(|(i, g)| FinishedGame {
                session_id: self.id,
                game_no: i as u8,
                guild_id: self.guild_id,
                variant: self.rules.variant.to_string(),
                format: self.rules.format,
                red: human(g.seats[0]),
                yellow: human(g.seats[1]),
                cpu_level: cpu_level.clone(),
                result: match g.result {
                    GameResult::Win(0) => "red",
                    GameResult::Win(_) => "yellow",
                    _ => "draw",
                }
                .to_string(),
                end_reason: g.reason.name(),
                moves: g.moves.clone(),
                red_first: g.firsts[0],
                yellow_first: g.firsts[1],
                rated,
                closes_period: rated && complete && i == last,
                finished_at: g.finished_at,
            })
            .collect()
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

mod level_name_opt {
    use crate::ai::Level;
    use serde::{Deserialize, Deserializer, Serializer};

    pub fn serialize<S: Serializer>(level: &Option<Level>, s: S) -> Result<S::Ok, S::Error> {
        match level {
            Some(level) => s.serialize_some(level.name()),
            None => s.serialize_none(),
        }
    }
    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Option<Level>, D::Error> {
        Option::<String>::deserialize(d)?.map(|name| name.parse().map_err(serde::de::Error::custom)).transpose()
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
