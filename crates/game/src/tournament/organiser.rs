//! The organiser's changes to a tournament: an entrant added, a result set or corrected, a pause and its end, a
//! cancellation, pairs forbidden or set by hand.

use super::state::TournamentRefusal;
use super::{Score, Status, StopReason, Tournament, TournamentFormat, UserId};
use crate::session::Millis;

impl Tournament {
    /// The organiser adds `user` (as a join, without the cap and the late-entry limit of a Swiss; not a round robin
    /// after the start).
    pub fn add(&mut self, user: UserId, rating: f64, now: Millis) -> Result<(), TournamentRefusal> {
        self.enter(user, rating, now, true)
    }

    /// The organiser sets (or corrects) the result of the pairing between `a` and `b` in `round` (the last round
    /// they met in when None), as a forfeit-marked score when `forfeit`.
    ///
    /// `points_a` (clamped to 2) goes to `a`, the rest of 2 to `b`. A void pairing cannot be adjudicated. Returns
    /// the pairing's index.
    pub fn adjudicate(
        &mut self,
        a: UserId,
        b: UserId,
        round: Option<u32>,
        points_a: u8,
        forfeit: bool,
    ) -> Result<usize, TournamentRefusal> {
        if a == b {
            return Err(TournamentRefusal::SamePlayer);
        }
        let index = self
            .pairings
            .iter()
            .enumerate()
            .filter(|(_, p)| !p.void && p.opponent(a) == Some(b) && round.is_none_or(|r| p.round == r))
            .max_by_key(|(i, p)| (p.round, *i))
            .map(|(i, _)| i)
            .ok_or(TournamentRefusal::NoSuchPairing)?;
        let points_a = points_a.min(2);
        let pairing = &self.pairings[index];
        let (first, second) = if pairing.first == a { (points_a, 2 - points_a) } else { (2 - points_a, points_a) };
        let (moves, seq) = match pairing.result {
            Some(old) => (old.moves, old.seq),
            None => {
                self.results_seen += 1;
                (0, self.results_seen)
            }
        };
        self.pairings[index].result = Some(Score { first, second, forfeit, moves, seq });
        Ok(index)
    }

    /// Stops new rounds (and new arena pairings) until resumed; games under way go on.
    pub fn pause(&mut self, now: Millis) -> Result<(), TournamentRefusal> {
        self.pause_for(StopReason::Organiser, now)
    }

    /// Pauses it for `why` (the organiser, or Discord's refusal to open its games); a pause already in force keeps
    /// its first reason.
    pub fn pause_for(&mut self, why: StopReason, now: Millis) -> Result<(), TournamentRefusal> {
        if self.status != Status::Running {
            return Err(TournamentRefusal::WrongStatus);
        }
        self.status = Status::Paused;
        self.paused_at = Some(now);
        self.stop = Some(why);
        Ok(())
    }

    /// Goes on after a pause; an arena's end moves later by the pause's length, and the games Discord refused to
    /// open are tried again at once.
    pub fn resume(&mut self, now: Millis) -> Result<(), TournamentRefusal> {
        if self.status != Status::Paused {
            return Err(TournamentRefusal::WrongStatus);
        }
        self.status = Status::Running;
        self.stop = None;
        for pairing in self.pairings.iter_mut().filter(|p| p.is_open()) {
            (pairing.open_failures, pairing.retry_at) = (0, None);
        }
        if let (Some(end), Some(paused_at)) = (self.ends_at, self.paused_at) {
            self.ends_at = Some(end.saturating_add(now.saturating_sub(paused_at).max(0)));
        }
        self.paused_at = None;
        Ok(())
    }

    /// Ends it early for `why`: unplayed pairings void, no new games.
    pub fn cancel(&mut self, why: StopReason) -> Result<(), TournamentRefusal> {
        if self.is_over() {
            return Err(TournamentRefusal::Over);
        }
        self.status = Status::Cancelled;
        self.stop = Some(why);
        self.void_open_pairings();
        Ok(())
    }

    /// The organiser forbids `a` and `b` from meeting (Swiss, arena).
    ///
    /// Both must be entrants. A Swiss pairs them still when no pairing of the round can avoid it; an arena never.
    pub fn forbid(&mut self, a: UserId, b: UserId) -> Result<(), TournamentRefusal> {
        if a == b {
            return Err(TournamentRefusal::SamePlayer);
        }
        if self.is_over() {
            return Err(TournamentRefusal::Over);
        }
        if matches!(self.setup.format, TournamentFormat::RoundRobin { .. }) {
            return Err(TournamentRefusal::WrongStatus);
        }
        if self.entrant(a).is_none() || self.entrant(b).is_none() {
            return Err(TournamentRefusal::NotIn);
        }
        let pair = [a.min(b), a.max(b)];
        if !self.forbidden.contains(&pair) {
            self.forbidden.push(pair);
        }
        Ok(())
    }

    /// The organiser pairs `a` with `b` in the next Swiss round.
    ///
    /// Both must be still in ([`TournamentRefusal::NotIn`]) and not already in a hand pairing
    /// ([`TournamentRefusal::NoSuchPairing`]); not a Swiss: [`TournamentRefusal::WrongStatus`].
    pub fn pair_by_hand(&mut self, a: UserId, b: UserId) -> Result<(), TournamentRefusal> {
        if a == b {
            return Err(TournamentRefusal::SamePlayer);
        }
        if self.is_over() {
            return Err(TournamentRefusal::Over);
        }
        if !matches!(self.setup.format, TournamentFormat::Swiss { .. }) {
            return Err(TournamentRefusal::WrongStatus);
        }
        let active = |u: UserId| self.entrant(u).is_some_and(|e| e.withdrawn.is_none());
        if !active(a) || !active(b) {
            return Err(TournamentRefusal::NotIn);
        }
        if self.by_hand.iter().any(|pair| pair.contains(&a) || pair.contains(&b)) {
            return Err(TournamentRefusal::NoSuchPairing);
        }
        self.by_hand.push([a, b]);
        Ok(())
    }
}
