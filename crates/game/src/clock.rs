//! Time in a game: the chess clock's reserves, the turn deadline, and what happens when a deadline passes.

use super::timeout::TimeoutAction;

use super::outcome::{EndReason, Expiry, GameResult};
use super::session::{Millis, Phase, Seat, Session};

impl Session {
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

    /// Whether turns are long enough (an hour or more) to notify the player to move with a message of its own.
    pub fn notifies_turns(&self) -> bool {
        self.rules.timer_ms.is_some_and(|ms| ms >= 3_600_000)
    }
}
