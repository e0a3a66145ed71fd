//! Pausing a game: at once against the CPU, by both players' agreement in PvP; Continue resumes the clocks.

use super::outcome::Refusal;
use super::session::{Millis, Pause, Phase, Session};

/// What a press of Pause did.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PauseStep {
    /// The game is paused.
    Paused,
    /// The other player is asked to agree.
    Asked,
}

impl Session {
    /// `user` presses Pause: against the CPU the game pauses at once; between people it asks the other
    /// player, or agrees when the other player asked first. `until` is when a pause started now would end.
    pub fn pause_by(&mut self, user: u64, now: Millis, until: Millis) -> Result<PauseStep, Refusal> {
        self.check_pausable(user)?;
        if self.is_vs_cpu() {
            self.pause_now(now, until);
            return Ok(PauseStep::Paused);
        }
        match self.pause_asked {
            None => {
                self.pause_asked = Some(user);
                self.last_activity = now;
                Ok(PauseStep::Asked)
            }
            Some(asker) if asker == user => Err(Refusal::PauseAlreadyAsked),
            Some(_) => {
                self.pause_now(now, until);
                Ok(PauseStep::Paused)
            }
        }
    }

    /// The asked player answers a pause request: agreeing pauses the game, refusing drops the request.
    pub fn answer_pause(&mut self, user: u64, agree: bool, now: Millis, until: Millis) -> Result<(), Refusal> {
        self.check_pausable(user)?;
        match self.pause_asked {
            None => Err(Refusal::NoPauseAsked),
            Some(asker) if asker == user => Err(Refusal::PauseAlreadyAsked),
            Some(_) if agree => {
                self.pause_now(now, until);
                Ok(())
            }
            Some(_) => {
                self.pause_asked = None;
                self.last_activity = now;
                Ok(())
            }
        }
    }

    /// Either player continues a paused game: the clock or turn timer runs again from where it stopped.
    pub fn resume(&mut self, user: u64, now: Millis) -> Result<(), Refusal> {
        if !self.is_active() {
            return Err(Refusal::GameOver);
        }
        self.seat_of(user).ok_or(Refusal::NotInGame)?;
        let pause = self.pause.take().ok_or(Refusal::NotPaused)?;
        self.last_activity = now;
        self.arm_turn(now);
        if self.rules.clock.is_none() {
            self.deadline = pause.turn_left.map(|left| now + left);
        }
        Ok(())
    }

    fn check_pausable(&self, user: u64) -> Result<(), Refusal> {
        match self.phase {
            Phase::Playing => {}
            Phase::Finished { .. } => return Err(Refusal::GameOver),
            Phase::Challenge { .. } => return Err(Refusal::NotAChallenge),
            Phase::BetweenGames { .. } => return Err(Refusal::Outdated),
        }
        self.seat_of(user).ok_or(Refusal::NotInGame)?;
        if self.pause.is_some() {
            return Err(Refusal::AlreadyPaused);
        }
        Ok(())
    }

    fn pause_now(&mut self, now: Millis, until: Millis) {
        self.charge_clock(now, false);
        let turn_left = match self.rules.clock {
            None => self.deadline.map(|d| (d - now).max(0)),
            Some(_) => None,
        };
        self.pause = Some(Pause { since: now, until, turn_left });
        self.pause_asked = None;
        self.deadline = None;
        self.last_activity = now;
    }
}

#[cfg(test)]
#[path = "pause_tests.rs"]
mod tests;
