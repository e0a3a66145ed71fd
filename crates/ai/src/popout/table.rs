//! The PopOut search's transposition table: two-slot buckets, one depth-preferred and one always replaced.

use super::board::Code;

#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub enum Bound {
    #[default]
    Exact,
    /// The value is at least this (a beta cut-off).
    Lower,
    /// The value is at most this (every move failed low).
    Upper,
}

#[derive(Clone, Copy, Default)]
pub struct Entry {
    pub key: u64,
    pub value: i32,
    pub depth: i8,
    pub bound: Bound,
    /// `NO_MOVE` when unknown.
    pub best: Code,
}

pub const NO_MOVE: Code = u8::MAX;

/// 2^19 buckets of two 16-byte entries: 16 MB, for a search of millions of nodes (a move at hard).
pub const BUCKET_BITS: u32 = 19;

pub struct Table {
    slots: Vec<Entry>,
    bits: u32,
}

impl Table {
    /// A table of 2^`bits` buckets (32 bytes each).
    pub fn new(bits: u32) -> Self {
        Table { slots: vec![Entry::default(); 2 << bits], bits }
    }

    #[inline(always)]
    fn bucket(&self, key: u64) -> usize {
        ((key >> (64 - self.bits)) as usize) * 2
    }

    /// The entry stored for `key`, if any.
    #[inline(always)]
    pub fn probe(&self, key: u64) -> Option<Entry> {
        let i = self.bucket(key);
        self.slots[i..i + 2].iter().find(|e| e.key == key).copied()
    }

    /// Stores an entry: in the first slot when it is searched at least as deep as what is there
    /// (or is the same position), else in the second.
    #[inline(always)]
    pub fn store(&mut self, entry: Entry) {
        let i = self.bucket(entry.key);
        let first = &mut self.slots[i];
        if first.key == entry.key || entry.depth >= first.depth {
            *first = entry;
        } else {
            self.slots[i + 1] = entry;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn deep_entries_stay_and_shallow_ones_go_to_the_second_slot() {
        let mut t = Table::new(BUCKET_BITS);
        let key = |n: u64| (n << 40) | 8;
        let entry = |k: u64, depth: i8| Entry { key: k, value: depth as i32, depth, bound: Bound::Exact, best: 3 };
        t.store(entry(key(1), 9));
        t.store(entry(key(1) | 1, 2));
        assert_eq!(t.probe(key(1)).unwrap().depth, 9);
        assert_eq!(t.probe(key(1) | 1).unwrap().depth, 2);
        t.store(entry(key(1) | 2, 3));
        assert!(t.probe(key(1) | 1).is_none(), "the always-replaced slot was overwritten");
        assert_eq!(t.probe(key(1)).unwrap().depth, 9);
        assert!(t.probe(key(2)).is_none());
    }
}
