//! A two-game match: the pause between its games, conceding the rest, points, the result, rematch seating.

use cuatro_engine::Move;

use super::outcome::{EndReason, GameResult, Refusal};
use super::session::{Millis, Phase, PlayedGame, Seat, Session};

impl Session {
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

    /// Ends the game on the board. A match pauses after its first game unless `whole_match` (resigned or
    /// out of clock), which concedes the rest; the session then finishes with the result by points, except
    /// that a clock running out loses the match whatever the points.
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
            if self.tournament.is_some() {
                // A tournament's round waits for nobody: the second game starts at once.
                self.phase = Phase::BetweenGames { ready: [true, false] };
                let first = self.seats[1].and_then(|s| match s {
                    Seat::Human(id) => Some(id),
                    Seat::Cpu(_) => None,
                });
                if let Some(user) = first {
                    let _ = self.ready(user, now);
                }
            }
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
    pub(super) fn concede_rest(&mut self, loser_seat: usize, reason: EndReason, now: Millis) {
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
    pub(super) fn match_result(&self) -> GameResult {
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

    /// The seats of a rematch: the session's first seating, turned by one seat when the first player alternates.
    pub fn rematch_seats(&self, alternate: bool) -> Vec<Option<Seat>> {
        let mut seats = self.played.first().map_or_else(|| self.seats.clone(), |g| g.seats.clone());
        if alternate {
            seats.rotate_left(1);
        }
        seats
    }
}
