//! The finished server games waiting to be searched for puzzles: bounded, each game offered once.

use crate::ai::puzzle::PUZZLE_VARIANTS;
use crate::game::{FinishedGame, Millis, Session};
use std::collections::VecDeque;
use std::sync::Mutex;

/// Games waiting at most; past it the oldest is dropped (puzzles are a bonus, never a backlog).
const WAITING: usize = 64;

/// Games offered lately, remembered so a game saved again after its end is not offered twice.
const REMEMBERED: usize = 256;

/// A game is offered while it finished this recently.
const FRESH_MS: Millis = 10_000;

#[derive(Debug, Default)]
pub struct MiningQueue {
    waiting: Mutex<VecDeque<FinishedGame>>,
    offered: Mutex<VecDeque<(u64, u8)>>,
}

impl MiningQueue {
    /// Queues the session's games that just finished on a server, in a variant with puzzles (never a DM's).
    pub fn offer(&self, session: &Session, now: Millis) {
        for game in session.finished_games() {
            let fresh = now - game.finished_at <= FRESH_MS;
            if !fresh || game.guild_id.is_none() || !game.variant.parse().is_ok_and(|v| PUZZLE_VARIANTS.contains(&v)) {
                continue;
            }
            let key = (game.session_id, game.game_no);
            {
                let mut offered = self.offered.lock().unwrap_or_else(|e| e.into_inner());
                if offered.contains(&key) {
                    continue;
                }
                if offered.len() == REMEMBERED {
                    offered.pop_front();
                }
                offered.push_back(key);
            }
            let mut waiting = self.waiting.lock().unwrap_or_else(|e| e.into_inner());
            if waiting.len() == WAITING {
                waiting.pop_front();
            }
            waiting.push_back(game);
        }
    }

    /// The oldest game waiting.
    pub fn take(&self) -> Option<FinishedGame> {
        self.waiting.lock().unwrap_or_else(|e| e.into_inner()).pop_front()
    }
}
