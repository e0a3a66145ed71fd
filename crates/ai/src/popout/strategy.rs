//! The first player's winning strategy in 7×6 PopOut, proved by `proof.rs`, embedded, and checked by a walk
//! over every defence.
//!
//! File format (`book/popout.strategy`): the line `cuatro-popout-strategy 1\n`, one byte for the ply limit, a
//! little-endian `u32` entry count, then the entries in increasing canonical key order (see
//! [`canonical`]), each one LEB128 varint: the key's distance from the previous key (from 0 for the first),
//! shifted left three bits, with the column to drop (for the canonical orientation) in the low three bits.

use super::board::{After, Bitboard, Code, WIDTH, decode};
use super::proof::{canonical, orient};
use crate::book_format::{BookError, Reader, write_varint};
use cuatro_engine::{Move, compact_moves};
use std::collections::HashSet;
use std::sync::OnceLock;

/// The strategy shipped with this build (`cuatro book --variant popout`).
static EMBEDDED: &[u8] = include_bytes!("../../../../book/popout.strategy");

const MAGIC: &[u8] = b"cuatro-popout-strategy 1\n";

/// A move for every position the first player meets following the strategy, keyed by canonical key.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Strategy {
    /// The ply by which every line is won.
    ply_limit: u8,
    /// `key << 3 | column` in increasing key order.
    entries: Vec<u64>,
}

/// What a check walked: the first player's positions with a stored move, the defender's replies to them, and
/// the latest ply at which a line was won.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Coverage {
    pub positions: usize,
    pub replies: usize,
    pub latest_win: usize,
}

/// A line on which the strategy does not win, with its moves so far.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum Gap {
    #[error("no move stored after `{0}`")]
    Missing(String),
    #[error("the stored move cannot be dropped after `{0}`")]
    Illegal(String),
    #[error("the defender draws or wins with `{0}`")]
    DefenderHolds(String),
    #[error("no win by the ply limit after `{0}`")]
    TooLate(String),
}

impl Strategy {
    /// The embedded strategy. A corrupt embedded file is a build error, so it panics (a test checks it).
    pub fn embedded() -> &'static Strategy {
        static STRATEGY: OnceLock<Strategy> = OnceLock::new();
        STRATEGY.get_or_init(|| Strategy::parse(EMBEDDED).expect("the embedded PopOut strategy is valid"))
    }

    /// A strategy of (canonical key, column for the canonical orientation) pairs in any order.
    pub fn new(ply_limit: u8, moves: impl IntoIterator<Item = (u64, Code)>) -> Strategy {
        let mut entries: Vec<u64> = moves.into_iter().map(|(key, col)| key << 3 | u64::from(col)).collect();
        entries.sort_unstable();
        entries.dedup_by_key(|e| *e >> 3);
        Strategy { ply_limit, entries }
    }

    pub fn len(&self) -> usize {
        self.entries.len()
    }

    pub fn ply_limit(&self) -> u8 {
        self.ply_limit
    }

    /// The stored column for `b`, in `b`'s orientation.
    pub fn column(&self, b: &Bitboard) -> Option<Code> {
        let (key, mirrored) = canonical(b);
        let i = self.entries.partition_point(|&e| e >> 3 < key);
        let entry = *self.entries.get(i).filter(|&&e| e >> 3 == key)?;
        Some(orient((entry & 7) as Code, mirrored))
    }

    pub fn to_bytes(&self) -> Vec<u8> {
        let mut out = Vec::with_capacity(MAGIC.len() + 5 + 5 * self.entries.len());
        out.extend_from_slice(MAGIC);
        out.push(self.ply_limit);
        out.extend_from_slice(&(self.entries.len() as u32).to_le_bytes());
        let mut previous = 0;
        for &e in &self.entries {
            write_varint(&mut out, ((e >> 3) - previous) << 3 | (e & 7));
            previous = e >> 3;
        }
        out
    }

    pub fn parse(bytes: &[u8]) -> Result<Strategy, BookError> {
        let mut r = Reader(bytes.strip_prefix(MAGIC).ok_or(BookError::BadHeader)?);
        let ply_limit = r.byte()?;
        let count = r.u32()? as usize;
        let mut entries = Vec::with_capacity(count.min(bytes.len()));
        let mut key = 0u64;
        for i in 0..count {
            let v = r.varint()?;
            let delta = v >> 3;
            if (i > 0 && delta == 0) || v & 7 >= WIDTH as u64 {
                return Err(BookError::Unsorted);
            }
            key = key.checked_add(delta).ok_or(BookError::Unsorted)?;
            entries.push(key << 3 | (v & 7));
        }
        Ok(Strategy { ply_limit, entries })
    }

    /// Follows the strategy from the empty board against every defence: every line must be won by the ply limit,
    /// the first player dropping the stored column or winning at once. Positions met twice, or as each other's
    /// mirror image, are walked once.
    pub fn check(&self) -> Result<Coverage, Gap> {
        let mut walk = Walk { strategy: self, seen: HashSet::new(), line: Vec::new(), coverage: Coverage::default() };
        walk.first_player(Bitboard::START)?;
        Ok(walk.coverage)
    }
}

/// The state of [`Strategy::check`]: the positions done and the moves that led here.
struct Walk<'a> {
    strategy: &'a Strategy,
    seen: HashSet<u64>,
    line: Vec<Move>,
    coverage: Coverage,
}

impl Walk<'_> {
    fn gap(&self, kind: fn(String) -> Gap) -> Gap {
        kind(compact_moves(&self.line))
    }

    fn first_player(&mut self, b: Bitboard) -> Result<(), Gap> {
        let ply = self.line.len() + 1;
        if ply > self.strategy.ply_limit as usize {
            return Err(self.gap(Gap::TooLate));
        }
        if b.winning_move().is_some() {
            self.coverage.latest_win = self.coverage.latest_win.max(ply);
            return Ok(());
        }
        if !self.seen.insert(canonical(&b).0) {
            return Ok(());
        }
        let col = self.strategy.column(&b).ok_or_else(|| self.gap(Gap::Missing))?;
        if !b.can_drop(col as usize) {
            return Err(self.gap(Gap::Illegal));
        }
        self.coverage.positions += 1;
        let (after, _) = b.play(col);
        self.line.push(decode(col));
        for reply in after.moves() {
            self.coverage.replies += 1;
            self.line.push(decode(reply));
            match after.play(reply) {
                (_, After::MoverLoses) => self.coverage.latest_win = self.coverage.latest_win.max(ply + 1),
                (_, After::MoverWins | After::Draw) => return Err(self.gap(Gap::DefenderHolds)),
                (next, After::Ongoing) => self.first_player(next)?,
            }
            self.line.pop();
        }
        self.line.pop();
        Ok(())
    }
}

#[cfg(test)]
#[path = "strategy_tests.rs"]
mod tests;
