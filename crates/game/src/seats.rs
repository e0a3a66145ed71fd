//! Games of three or four seats: the lobby (join, leave, start with the CPU), teams, and resigning a seat.

use super::outcome::{EndReason, Expiry, GameResult, Refusal};
use super::rules::Rules;
use super::session::{Millis, Phase, Seat, Session};
use cuatro_ai::Level;
use cuatro_engine::{Game, parse_moves};

impl Session {
    /// A game of three or four seats waiting for players: `creator` sits in seat 0 (or 1 when not first),
    /// `invited` users have seats kept for them, anyone may take the others; `fill` plays empty seats at start.
    #[allow(clippy::too_many_arguments)]
    pub fn lobby(
        id: u64,
        guild_id: Option<u64>,
        channel_id: u64,
        creator: u64,
        invited: Vec<u64>,
        creator_first: bool,
        fill: Level,
        rules: Rules,
        now: Millis,
        expires_at: Millis,
    ) -> Session {
        let mut session =
            Session::challenge(id, guild_id, channel_id, creator, None, creator_first, rules, now, expires_at);
        session.invited = invited;
        session.fill_level = Some(fill);
        session
    }

    /// The creator of a lobby (or challenger of a challenge).
    pub fn creator(&self) -> Option<u64> {
        match self.phase {
            Phase::Challenge { challenger, .. } => Some(challenger),
            _ => None,
        }
    }

    /// Seats nobody sits in yet.
    pub fn empty_seats(&self) -> usize {
        self.seats.iter().filter(|s| s.is_none()).count()
    }

    /// `user` takes the first empty seat; the game starts when the last seat is taken.
    pub(super) fn join(&mut self, user: u64, now: Millis) -> Result<(), Refusal> {
        let Phase::Challenge { .. } = self.phase else {
            return Err(if !self.is_active() {
                Refusal::GameOver
            } else if self.seat_of(user).is_some() {
                Refusal::AlreadySeated
            } else {
                Refusal::GameFull
            });
        };
        if self.seat_of(user).is_some() {
            return Err(Refusal::AlreadySeated);
        }
        let invited = self.invited.contains(&user);
        if !invited && self.empty_seats() <= self.invited.len() {
            return Err(Refusal::SeatsReserved);
        }
        let seat = self.seats.iter().position(Option::is_none).ok_or(Refusal::GameFull)?;
        self.seats[seat] = Some(Seat::Human(user));
        self.invited.retain(|&u| u != user);
        self.last_activity = now;
        if self.empty_seats() == 0 {
            self.begin(now);
        }
        Ok(())
    }

    /// The creator starts the lobby now: the CPU takes every empty seat (invitations lapse).
    pub fn start_lobby(&mut self, user: u64, now: Millis) -> Result<(), Refusal> {
        let Some(creator) = self.creator() else {
            return Err(if self.is_active() { Refusal::NotAChallenge } else { Refusal::GameOver });
        };
        if !self.is_multi_seat() {
            return Err(Refusal::NotAChallenge);
        }
        if user != creator {
            return Err(Refusal::NotCreator);
        }
        let level = self.fill_level.unwrap_or(Level::Medium);
        for seat in self.seats.iter_mut().filter(|s| s.is_none()) {
            *seat = Some(Seat::Cpu(level));
        }
        self.begin(now);
        Ok(())
    }

    fn begin(&mut self, now: Millis) {
        self.invited.clear();
        self.phase = Phase::Playing;
        self.last_activity = now;
        self.arm_turn(now);
    }

    /// In a lobby: the creator cancels it, a seated player leaves the seat, an invited player declines.
    pub(super) fn leave(&mut self, user: u64, now: Millis) -> Result<(), Refusal> {
        let Some(creator) = self.creator() else {
            return Err(if self.is_active() { Refusal::NotAChallenge } else { Refusal::GameOver });
        };
        if user == creator {
            self.finish(GameResult::Abandoned, EndReason::Declined, now);
        } else if let Some(seat) = self.seat_of(user) {
            self.seats[seat] = None;
        } else if self.invited.contains(&user) {
            self.invited.retain(|&u| u != user);
        } else {
            return Err(Refusal::NotYourChallenge);
        }
        self.last_activity = now;
        Ok(())
    }

    /// The seats on the same side as `seat`: its team in two vs two, itself otherwise.
    pub fn side_of(&self, seat: usize) -> Vec<usize> {
        let colours = self.rules.variant.colours();
        (0..self.seats.len()).filter(|&s| s % colours == seat % colours).collect()
    }

    /// `seat` gives up (resigns, or loses on time). Two seats: the other wins. Two vs two: the other team wins.
    /// Three players: the seat is out (the CPU plays out its turns, it cannot win); the last seat in wins, and
    /// when only CPU seats are left they share the game.
    pub(super) fn concede(&mut self, seat: usize, reason: EndReason, now: Millis, whole_match: bool) {
        if !self.is_multi_seat() {
            self.end_game(GameResult::Win(1 - seat), reason, now, whole_match);
        } else if self.rules.variant.colours() == 2 {
            self.end_game(GameResult::Win((seat + 1) % 2), reason, now, false);
        } else {
            self.out[seat] = true;
            self.absent[seat] = false;
            let still_in: Vec<usize> = (0..self.seats.len()).filter(|&s| !self.is_out(s)).collect();
            let human_in = still_in.iter().any(|&s| matches!(self.seats[s], Some(Seat::Human(_))));
            match still_in.as_slice() {
                [last] => self.end_game(GameResult::Win(*last), reason, now, false),
                // Only CPU seats are left: they share the game rather than play it out alone.
                _ if !human_in => self.end_game(GameResult::Draw, reason, now, false),
                _ => {
                    self.last_activity = now;
                    self.arm_turn(now);
                }
            }
        }
    }

    /// What a concession on time did: ended the game, or left the CPU to play out a resigned seat.
    pub(super) fn expiry_after_concession(&self) -> Expiry {
        if self.is_active() { Expiry::CpuStandsIn(self.seat_to_move()) } else { Expiry::Ended }
    }

    /// The start position of the session's games: a match's later games replay its first game's obstacles
    /// and opening (colours swapped), so both players meet the same start.
    pub(super) fn replay_start(&self) -> Game {
        let variant = self.rules.variant;
        let Some(first) = self.played.first() else { return Game::new(variant) };
        let record = cuatro_engine::GameRecord {
            variant,
            obstacles: first.obstacles.clone(),
            opening: first.opening,
            moves: parse_moves(&first.moves)
                .map(|m| cuatro_engine::compact_moves(&m[..(first.opening as usize).min(m.len())]))
                .unwrap_or_default(),
        };
        Game::from_record(&record).unwrap_or_else(|_| Game::new(variant))
    }
}

#[cfg(test)]
#[path = "seats_tests.rs"]
mod tests;
