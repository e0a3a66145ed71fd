//! The tournament's life: entries, check-in, the start, rounds, results, and the organiser's changes.

use super::{
    Entrant, PairedBy, Pairing, Score, Status, StopReason, Tournament, TournamentFormat, UserId, arena, berger, swiss,
};
use crate::lang::Lang;
use crate::rules::Clock;
use crate::session::Millis;
use cuatro_engine::Variant;

/// Why a tournament action was refused; each has a message for the user.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TournamentRefusal {
    /// Joining twice.
    AlreadyIn,
    NotIn,
    /// The cap is reached, or the format's own limit ([`ROUND_ROBIN_MAX`], [`MAX_ENTRANTS`]).
    Full,
    /// Too late to join: a round robin that started, a Swiss past half its rounds, an arena that ended.
    Closed,
    /// Finished or cancelled.
    Over,
    /// Starting with fewer than 2 players.
    TooFew,
    /// A round robin is limited to `ROUND_ROBIN_MAX` players (the organiser's addition, or a start found more).
    TooMany,
    /// Checking in outside the window.
    NoCheckIn,
    /// Starting, pausing or resuming when it cannot (already running, not paused …).
    WrongStatus,
    /// A pairing the organiser names does not exist, or a hand pairing of someone already paired.
    NoSuchPairing,
    /// A hand pairing or forbidding of a player with themselves.
    SamePlayer,
    /// Berserk outside a clocked arena, or twice in a game.
    NoBerserk,
}

/// The most players of a round robin.
pub const ROUND_ROBIN_MAX: usize = 12;

/// The most players still in of a Swiss or an arena, whatever its cap (the organiser's additions too): a round's
/// pairing costs grow with the square of the players and its matching with the cube.
pub const MAX_ENTRANTS: usize = 1000;

/// An open tournament without a start time that the organiser never started is cancelled this long after its
/// creation.
pub const OPEN_LIMIT_MS: Millis = 14 * 24 * 3_600_000;

/// Two failures to move in time withdraw a player.
pub const NO_SHOWS_WITHDRAWN: u32 = 2;

/// What the organiser sets when creating a tournament.
#[derive(Debug, Clone, Copy, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct TournamentSetup {
    pub format: TournamentFormat,
    pub variant: Variant,
    /// Each pairing's clock (a reserve per player for the match, plus an increment); None: `timer_ms` per turn.
    pub clock: Option<Clock>,
    /// The per-turn timer when there is no clock (a tournament game is always timed: a no-show must end).
    pub timer_ms: u64,
    pub lang: Lang,
    /// The most entrants (None: the format's own limit only).
    pub cap: Option<u32>,
    /// When it starts on its own (None: when the organiser says so).
    pub starts_at: Option<Millis>,
    /// A check-in window of this long before `starts_at`: entrants who did not check in are dropped at the start.
    pub check_in_ms: Option<u64>,
}

impl TournamentSetup {
    /// `format` in classic with a one-minute turn timer, no clock, no cap, no start time and no check-in, in English.
    pub fn plain(format: TournamentFormat) -> TournamentSetup {
        TournamentSetup {
            format,
            variant: Variant::default(),
            clock: None,
            timer_ms: 60_000,
            lang: Lang::En,
            cap: None,
            starts_at: None,
            check_in_ms: None,
        }
    }
}

impl Tournament {
    /// A tournament open for entries.
    pub fn new(
        id: u64,
        guild_id: u64,
        channel_id: u64,
        organiser: UserId,
        setup: TournamentSetup,
        now: Millis,
    ) -> Self {
        Tournament {
            id,
            guild_id,
            channel_id,
            organiser,
            setup,
            status: Status::Open,
            round: 0,
            started_at: None,
            ends_at: None,
            paused_at: None,
            entrants: Vec::new(),
            pairings: Vec::new(),
            forbidden: Vec::new(),
            by_hand: Vec::new(),
            results_seen: 0,
            stop: None,
            created_at: now,
        }
    }

    /// `user` joins (with their rating). Open: an entry. Running: a late entry (Swiss until half the rounds have
    /// started, with a ½-point bye for the current round; arena until it ends; never a round robin).
    ///
    /// A Swiss takes late entries while the rounds started are at most half its rounds (`round * 2 <= rounds`); the
    /// late joiner gets one ½-point bye ([`PairedBy::LateBye`]) for the current round, however many they missed.
    /// Joining inside the check-in window checks in too. The cap counts the players still in.
    pub fn join(&mut self, user: UserId, rating: f64, now: Millis) -> Result<(), TournamentRefusal> {
        self.enter(user, rating, now, false)
    }

    /// `user` leaves: before the start the entry is removed; after it, they are withdrawn (see [`Tournament::withdraw`]).
    pub fn leave(&mut self, user: UserId, now: Millis) -> Result<(), TournamentRefusal> {
        self.withdraw(user, now)
    }

    /// `user` checks in (inside the check-in window only).
    pub fn check_in(&mut self, user: UserId, now: Millis) -> Result<(), TournamentRefusal> {
        if !self.check_in_open(now) {
            return Err(TournamentRefusal::NoCheckIn);
        }
        let entrant = self.entrants.iter_mut().find(|e| e.user == user).ok_or(TournamentRefusal::NotIn)?;
        entrant.checked_in = true;
        Ok(())
    }

    /// Whether the check-in window is open at `now`.
    pub fn check_in_open(&self, now: Millis) -> bool {
        let (Some(starts_at), Some(window)) = (self.setup.starts_at, self.setup.check_in_ms) else { return false };
        let window = i64::try_from(window).unwrap_or(i64::MAX);
        self.status == Status::Open && starts_at.saturating_sub(window) <= now && now < starts_at
    }

    /// Cancels it when it has been open without a start time for [`OPEN_LIMIT_MS`]; returns whether it did.
    pub fn expire_open(&mut self, now: Millis) -> bool {
        let forgotten = self.status == Status::Open
            && self.setup.starts_at.is_none()
            && now.saturating_sub(self.created_at) >= OPEN_LIMIT_MS;
        forgotten && self.cancel(StopReason::NeverStarted).is_ok()
    }

    /// Its scheduled start found `refusal` (too few or too many players): too few cancel it; too many leave it open,
    /// to be started by the organiser once some have left. Either way the reason is kept for its message.
    pub fn scheduled_start_refused(&mut self, refusal: TournamentRefusal) {
        match refusal {
            TournamentRefusal::TooFew => {
                let _ = self.cancel(StopReason::TooFewAtStart);
            }
            _ => {
                self.setup.starts_at = None;
                self.stop = Some(StopReason::TooManyAtStart);
            }
        }
    }

    /// Whether it is time to start on its own (`starts_at` reached while open).
    pub fn start_due(&self, now: Millis) -> bool {
        self.status == Status::Open && self.setup.starts_at.is_some_and(|at| now >= at)
    }

    /// Starts: drops entrants who did not check in (when there was a window), refuses with fewer than 2 (or more
    /// than `ROUND_ROBIN_MAX` in a round robin), and makes the first round's pairings (arena: pairs everyone).
    /// Returns the indexes in `pairings` of the pairings to play.
    ///
    /// A window exists when both `check_in_ms` and `starts_at` are set. A refusal changes nothing.
    pub fn start(&mut self, now: Millis) -> Result<Vec<usize>, TournamentRefusal> {
        if self.status != Status::Open {
            return Err(if self.is_over() { TournamentRefusal::Over } else { TournamentRefusal::WrongStatus });
        }
        let window = self.setup.check_in_ms.is_some() && self.setup.starts_at.is_some();
        let staying = self.entrants.iter().filter(|e| !window || e.checked_in).count();
        if staying < 2 {
            return Err(TournamentRefusal::TooFew);
        }
        if matches!(self.setup.format, TournamentFormat::RoundRobin { .. }) && staying > ROUND_ROBIN_MAX {
            return Err(TournamentRefusal::TooMany);
        }
        if window {
            self.entrants.retain(|e| e.checked_in);
        }
        self.status = Status::Running;
        self.stop = None;
        self.started_at = Some(now);
        self.round = 0;
        if let TournamentFormat::Arena { minutes } = self.setup.format {
            self.ends_at = Some(now.saturating_add(i64::from(minutes) * 60_000));
            return Ok(self.pair_arena());
        }
        Ok(self.next_rounds())
    }

    /// Records the result of the pairing played by `game` (idempotent: a pairing with a result keeps it). `no_show`:
    /// the players who did not move at all before their time ran out (a second one withdraws them). Returns
    /// whether anything changed.
    ///
    /// A void pairing (a cancelled tournament, an arena game still under way at the end, a round robin's voided
    /// player) takes no result.
    pub fn record(&mut self, game: u64, score: Score, no_show: &[UserId]) -> bool {
        if self.is_over() {
            return false;
        }
        let Some(index) = self.pairings.iter().position(|p| p.game == Some(game) && p.is_open()) else {
            return false;
        };
        self.results_seen += 1;
        self.pairings[index].result = Some(Score { seq: self.results_seen, ..score });
        let players = [Some(self.pairings[index].first), self.pairings[index].second];
        for user in no_show.iter().filter(|u| players.contains(&Some(**u))) {
            let Some(entrant) = self.entrants.iter_mut().find(|e| e.user == *user) else { continue };
            entrant.no_shows += 1;
            if entrant.no_shows >= NO_SHOWS_WITHDRAWN && entrant.withdrawn.is_none() {
                let _ = self.withdraw(*user, 0);
            }
        }
        true
    }

    /// Notes that pairing `index` is played by `game` (its session was started).
    pub fn started_game(&mut self, index: usize, game: u64) {
        if let Some(pairing) = self.pairings.get_mut(index) {
            pairing.game = Some(game);
        }
    }

    /// Moves the tournament on at `now`: when the current round is complete (and not paused), the next round's
    /// pairings, or the end after the last; in an arena, pairings for the free players (and the end at
    /// `ends_at`: games still under way then do not count). Returns the indexes of new pairings to play.
    pub fn advance(&mut self, now: Millis) -> Vec<usize> {
        if self.status != Status::Running {
            return Vec::new();
        }
        if let TournamentFormat::Arena { .. } = self.setup.format {
            if self.ends_at.is_some_and(|end| now >= end) {
                self.status = Status::Finished;
                self.void_open_pairings();
                return Vec::new();
            }
            return self.pair_arena();
        }
        self.next_rounds()
    }

    /// Withdraws `user`: never paired again. Round robin: their results are voided when they played fewer than
    /// half their games, and their remaining games are forfeits otherwise.
    ///
    /// Before the start the entry is removed. Swiss and arena: a pairing under way stays for its game to finish.
    /// Round robin: "played" counts the pairings with a result; the pairings left (this round's included) become
    /// forfeit wins for the opponents, and later rounds' pairings are made as such.
    pub fn withdraw(&mut self, user: UserId, now: Millis) -> Result<(), TournamentRefusal> {
        let _ = now;
        if self.is_over() {
            return Err(TournamentRefusal::Over);
        }
        let index = self.entrants.iter().position(|e| e.user == user).ok_or(TournamentRefusal::NotIn)?;
        if self.status == Status::Open {
            self.entrants.remove(index);
            self.by_hand.retain(|pair| !pair.contains(&user));
            return Ok(());
        }
        if self.entrants[index].withdrawn.is_some() {
            return Err(TournamentRefusal::NotIn);
        }
        self.entrants[index].withdrawn = Some(self.round);
        self.by_hand.retain(|pair| !pair.contains(&user));
        if let TournamentFormat::RoundRobin { double } = self.setup.format {
            let total = (self.entrants.len().saturating_sub(1) * if double { 2 } else { 1 }) as u64;
            let played = self.pairings.iter().filter(|p| p.involves(user) && !p.void && p.result.is_some()).count();
            let void = (played as u64) * 2 < total;
            for i in 0..self.pairings.len() {
                let p = &self.pairings[i];
                if !p.involves(user) || p.void {
                    continue;
                }
                if void {
                    self.pairings[i].void = true;
                } else if p.result.is_none() {
                    let won = |u: UserId| if u == user { 0 } else { 2 };
                    let score = Score {
                        first: won(p.first),
                        second: p.second.map_or(0, won),
                        forfeit: true,
                        moves: 0,
                        seq: self.results_seen + 1,
                    };
                    self.results_seen += 1;
                    self.pairings[i].result = Some(score);
                }
            }
        }
        Ok(())
    }

    /// `user` goes berserk in their arena game under way (a clocked arena only): a win of at least 7 moves then
    /// scores a point more. Returns the game; the caller halves their clock in it (see `Session::berserk`).
    pub fn berserk(&mut self, user: UserId) -> Result<u64, TournamentRefusal> {
        if !matches!(self.setup.format, TournamentFormat::Arena { .. }) || self.setup.clock.is_none() {
            return Err(TournamentRefusal::NoBerserk);
        }
        let index = self.current_pairing(user).ok_or(TournamentRefusal::NoSuchPairing)?;
        let pairing = &mut self.pairings[index];
        let game = pairing.game.ok_or(TournamentRefusal::NoSuchPairing)?;
        let seat = usize::from(pairing.first != user);
        if pairing.berserk[seat] {
            return Err(TournamentRefusal::NoBerserk);
        }
        pairing.berserk[seat] = true;
        Ok(game)
    }

    /// Entrants still in (not withdrawn).
    pub fn active(&self) -> impl Iterator<Item = &Entrant> {
        self.entrants.iter().filter(|e| e.withdrawn.is_none())
    }

    pub fn entrant(&self, user: UserId) -> Option<&Entrant> {
        self.entrants.iter().find(|e| e.user == user)
    }

    /// The pairings of `round`.
    pub fn round_pairings(&self, round: u32) -> impl Iterator<Item = (usize, &Pairing)> {
        self.pairings.iter().enumerate().filter(move |(_, p)| p.round == round)
    }

    /// The pairing played by `game`.
    pub fn pairing_of_game(&self, game: u64) -> Option<usize> {
        self.pairings.iter().position(|p| p.game == Some(game))
    }

    /// The pairing of `user` waiting to be played or under way (no result yet), if any.
    pub fn current_pairing(&self, user: UserId) -> Option<usize> {
        self.pairings.iter().rposition(|p| p.second.is_some() && p.involves(user) && p.is_open())
    }

    /// Rounds in all (Swiss: as set; round robin: from the entrants; arena: None).
    pub fn rounds_total(&self) -> Option<u32> {
        match self.setup.format {
            TournamentFormat::Swiss { rounds } => Some(rounds),
            TournamentFormat::RoundRobin { double } => {
                Some(berger::cycle_rounds(self.entrants.len()) * if double { 2 } else { 1 })
            }
            TournamentFormat::Arena { .. } => None,
        }
    }

    pub fn is_over(&self) -> bool {
        matches!(self.status, Status::Finished | Status::Cancelled)
    }

    /// A join (`by_organiser`: an addition, past the cap and a Swiss's late-entry limit, never past the format's
    /// own limit: [`ROUND_ROBIN_MAX`], [`MAX_ENTRANTS`]).
    pub(super) fn enter(
        &mut self,
        user: UserId,
        rating: f64,
        now: Millis,
        by_organiser: bool,
    ) -> Result<(), TournamentRefusal> {
        if self.is_over() {
            return Err(TournamentRefusal::Over);
        }
        if self.entrant(user).is_some() {
            return Err(TournamentRefusal::AlreadyIn);
        }
        let started = self.status != Status::Open;
        if started {
            let open = match self.setup.format {
                TournamentFormat::Swiss { rounds } => by_organiser || self.round * 2 <= rounds,
                TournamentFormat::RoundRobin { .. } => false,
                TournamentFormat::Arena { .. } => self.ends_at.is_none_or(|end| now < end),
            };
            if !open {
                return Err(TournamentRefusal::Closed);
            }
        }
        let players = self.active().count();
        let round_robin = matches!(self.setup.format, TournamentFormat::RoundRobin { .. });
        match (round_robin, by_organiser) {
            (true, true) if players >= ROUND_ROBIN_MAX => return Err(TournamentRefusal::TooMany),
            (true, false) if players >= ROUND_ROBIN_MAX => return Err(TournamentRefusal::Full),
            _ if players >= MAX_ENTRANTS => return Err(TournamentRefusal::Full),
            _ => {}
        }
        if !by_organiser && self.setup.cap.is_some_and(|cap| players >= cap as usize) {
            return Err(TournamentRefusal::Full);
        }
        let checked_in = self.check_in_open(now);
        let joined_round = if started { self.round } else { 0 };
        self.entrants.push(Entrant { user, rating, checked_in, joined_round, withdrawn: None, no_shows: 0 });
        if started && self.round > 0 && matches!(self.setup.format, TournamentFormat::Swiss { .. }) {
            self.results_seen += 1;
            self.pairings.push(Pairing {
                result: Some(Score { first: 1, second: 0, forfeit: false, moves: 0, seq: self.results_seen }),
                ..Pairing::new(self.round, user, None, PairedBy::LateBye)
            });
        }
        Ok(())
    }

    /// Appends `new` pairings: those with a result already (byes, forfeits) get their `seq`; returns the indexes of
    /// the ones to play.
    fn push_pairings(&mut self, new: Vec<Pairing>) -> Vec<usize> {
        let mut to_play = Vec::new();
        for mut pairing in new {
            if let Some(result) = &mut pairing.result {
                self.results_seen += 1;
                result.seq = self.results_seen;
            } else if !pairing.void {
                to_play.push(self.pairings.len());
            }
            self.pairings.push(pairing);
        }
        to_play
    }

    /// Swiss and round robin: while the current round is complete, the next one's pairings (or the end after the
    /// last). A round made complete at once (byes, forfeits, void pairings only) is passed at once.
    fn next_rounds(&mut self) -> Vec<usize> {
        let mut to_play = Vec::new();
        while self.round_pairings(self.round).all(|(_, p)| !p.is_open()) {
            if self.round >= self.rounds_total().unwrap_or(0) {
                self.status = Status::Finished;
                break;
            }
            self.round += 1;
            let new = match self.setup.format {
                TournamentFormat::Swiss { .. } => swiss::pair(self, self.round),
                _ => self.table_round(self.round),
            };
            self.by_hand.clear();
            to_play.extend(self.push_pairings(new));
        }
        to_play
    }

    /// Arena: pairs the free players; returns the new pairings' indexes.
    fn pair_arena(&mut self) -> Vec<usize> {
        let new = arena::pair(self);
        self.round += new.len() as u32;
        self.push_pairings(new)
    }

    /// Voids every pairing waiting or under way.
    pub(super) fn void_open_pairings(&mut self) {
        for pairing in self.pairings.iter_mut().filter(|p| p.is_open()) {
            pairing.void = true;
        }
    }
}
