//! The pairings' games as Discord threads: which are due to open, a refused opening tried again later with the
//! waits doubling (and the tournament paused after a few), and the threads archived once their match is over.

use super::{Pairing, Status, StopReason, Tournament};
use crate::session::Millis;

/// The wait after a first refused opening; it doubles with each refusal in a row, up to [`OPEN_RETRY_LONGEST_MS`].
const OPEN_RETRY_FIRST_MS: Millis = 5_000;

/// The longest wait between two tries to open a pairing's game.
const OPEN_RETRY_LONGEST_MS: Millis = 5 * 60_000;

/// Refusals in a row of one pairing's opening after which the tournament pauses, its organiser told why: a
/// transient refusal (a rate limit, a Discord outage) is tried again this many times, a lasting one is not
/// repeated against Discord's limit on refused requests.
pub const OPEN_FAILURES_PAUSE: u32 = 3;

/// How long a pairing's thread stays open after its match is over (for the players' last words) before it is
/// archived and locked: Discord counts at most 1,000 active threads per server.
pub const ARCHIVE_AFTER_MS: Millis = 2 * 60_000;

impl Pairing {
    /// Waiting for its game to open (not a bye, no result, not void, no thread yet).
    fn awaits_opening(&self) -> bool {
        self.second.is_some() && self.is_open() && self.thread.is_none()
    }
}

impl Tournament {
    /// The pairings whose games are to be opened at `now`, at most `most`: waiting, not refused lately. None while
    /// paused or over.
    pub fn due_openings(&self, now: Millis, most: usize) -> Vec<usize> {
        if self.status != Status::Running {
            return Vec::new();
        }
        let due = |p: &Pairing| p.awaits_opening() && p.retry_at.is_none_or(|at| now >= at);
        self.pairings.iter().enumerate().filter(|(_, p)| due(p)).map(|(i, _)| i).take(most).collect()
    }

    /// Notes that pairing `index`'s game is played in `thread` from now on.
    pub fn opened_in(&mut self, index: usize, thread: u64) {
        if let Some(pairing) = self.pairings.get_mut(index) {
            (pairing.thread, pairing.open_failures, pairing.retry_at) = (Some(thread), 0, None);
        }
    }

    /// Notes that Discord refused to open pairing `index`'s game with `code` (its error code, or the HTTP status): a
    /// lasting refusal (`lasting`: a missing permission, the thread limit) pauses the tournament at once, a passing
    /// one after [`OPEN_FAILURES_PAUSE`] in a row; until then the pairing waits, the waits doubling. Returns whether
    /// the tournament paused.
    pub fn opening_refused(&mut self, index: usize, code: u32, lasting: bool, now: Millis) -> bool {
        let Some(pairing) = self.pairings.get_mut(index) else { return false };
        pairing.open_failures += 1;
        let wait = OPEN_RETRY_FIRST_MS.saturating_mul(1 << (pairing.open_failures - 1).min(16));
        pairing.retry_at = Some(now.saturating_add(wait.min(OPEN_RETRY_LONGEST_MS)));
        let pause = lasting || pairing.open_failures >= OPEN_FAILURES_PAUSE;
        pause && self.pause_for(StopReason::DiscordRefused { code }, now).is_ok()
    }

    /// The threads of pairings whose match is over that are due to be archived at `now`, with their pairings'
    /// indexes. A match just over is given [`ARCHIVE_AFTER_MS`] first (see [`Tournament::archive_due`]); a
    /// tournament over (finished or cancelled) is not looked at again, so all its threads are due at once.
    pub fn threads_to_archive(&self, now: Millis) -> Vec<(usize, u64)> {
        let over = self.is_over();
        let due = |p: &Pairing| !p.is_open() && !p.archived && (over || p.archive_at.is_some_and(|at| now >= at));
        self.pairings.iter().enumerate().filter(|(_, p)| due(p)).filter_map(|(i, p)| Some((i, p.thread?))).collect()
    }

    /// Sets the archive time of every pairing with a thread whose match is newly over (or voided); returns whether
    /// any was set.
    pub fn archive_due(&mut self, now: Millis) -> bool {
        let mut set = false;
        for pairing in self.pairings.iter_mut() {
            if !pairing.is_open() && pairing.thread.is_some() && !pairing.archived && pairing.archive_at.is_none() {
                pairing.archive_at = Some(now.saturating_add(ARCHIVE_AFTER_MS));
                set = true;
            }
        }
        set
    }

    /// Notes that pairing `index`'s thread was archived (or needs no archiving any more).
    pub fn archived(&mut self, index: usize) {
        if let Some(pairing) = self.pairings.get_mut(index) {
            pairing.archived = true;
        }
    }
}
