//! Transposition table: two-slot buckets of packed `u64` entries (score bounds, depth).

/// A slot packs, from bit 0: a 35-bit tag, the lower and upper bounds (6 bits each, stored
/// as `score + OFFSET`), the number of stones of the position (6 bits) and the generation
/// that wrote it (11 bits; other generations are empty, which makes
/// [`TranspositionTable::reset`] O(1) almost always). Unused slots hold [`EMPTY`], whose
/// generation is never current.
const TAG_BITS: u32 = 35;
const TAG_MASK: u64 = (1 << TAG_BITS) - 1;
const LOWER_SHIFT: u32 = TAG_BITS;
const UPPER_SHIFT: u32 = LOWER_SHIFT + 6;
const DEPTH_SHIFT: u32 = UPPER_SHIFT + 6;
const GEN_SHIFT: u32 = DEPTH_SHIFT + 6;
/// Generations in use are `1..GEN_LIMIT`.
const GEN_LIMIT: u64 = (1 << (64 - GEN_SHIFT)) - 1;
/// An unused slot (its generation, `GEN_LIMIT`, is never current). Not zero, so that the
/// initial fill really writes (and maps) the memory up front instead of on first use.
const EMPTY: u64 = u64::MAX;
const OFFSET: i32 = 32;
/// Keys are below `2^KEY_BITS`.
const KEY_BITS: u32 = 49;
const KEY_MASK: u64 = (1 << KEY_BITS) - 1;

/// What the table knows about a position: `lower <= score <= upper`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct Entry {
    pub lower: i32,
    pub upper: i32,
}

/// Two slots sharing a cache line.
#[derive(Clone, Copy)]
#[repr(align(16))]
struct Bucket([u64; 2]);

/// Hash table of `2^log2` two-slot buckets. A key is first scrambled by a bijection of
/// the 49-bit key space (a multiplication by an odd constant modulo `2^49`); the top
/// `log2` bits pick the bucket and the rest (at most 35 bits) are stored as the tag, so
/// the bucket and the tag together identify the key exactly: no false hits. Slot 0 keeps
/// the entry for the position with the fewest stones (the most work to recompute); slot 1
/// takes everything else.
pub(super) struct TranspositionTable {
    buckets: Vec<Bucket>,
    log2: u32,
    generation: u64,
}

/// A bijection of `0..2^49` whose top bits depend on every key bit.
#[inline]
fn scramble(key: u64) -> u64 {
    key.wrapping_mul(0x9E37_79B9_7F4A_7C15) & KEY_MASK
}

impl TranspositionTable {
    /// Smallest supported `log2`: the tag must fit in its field.
    pub const MIN_LOG2: u32 = KEY_BITS - TAG_BITS;

    /// A table of `2^log2` buckets of 16 bytes, `log2` in `MIN_LOG2..=32`.
    pub fn new(log2: u32) -> Self {
        assert!((Self::MIN_LOG2..=32).contains(&log2), "table log2 must be in {}..=32", Self::MIN_LOG2);
        TranspositionTable { buckets: vec![Bucket([EMPTY; 2]); 1 << log2], log2, generation: 1 }
    }

    /// Memory used by the buckets, in bytes.
    pub fn bytes(&self) -> usize {
        self.buckets.len() * std::mem::size_of::<Bucket>()
    }

    /// Forgets everything (by starting a new generation; the memory is only cleared once
    /// every 2046 resets).
    pub fn reset(&mut self) {
        self.generation += 1;
        if self.generation == GEN_LIMIT {
            self.buckets.fill(Bucket([EMPTY; 2]));
            self.generation = 1;
        }
    }

    /// Bucket index and tag of `key`.
    #[inline]
    fn locate(&self, key: u64) -> (usize, u64) {
        debug_assert!(key <= KEY_MASK);
        let h = scramble(key);
        let tag_bits = KEY_BITS - self.log2;
        ((h >> tag_bits) as usize, h & ((1 << tag_bits) - 1))
    }

    /// Hints the CPU to start loading the bucket of `key`.
    #[inline]
    pub fn prefetch(&self, key: u64) {
        #[cfg(target_arch = "x86_64")]
        {
            use std::arch::x86_64::{_MM_HINT_T0, _mm_prefetch};
            let p = self.buckets.as_ptr().wrapping_add(self.locate(key).0);
            // SAFETY: prefetching is only a hint and never faults; the address is inside
            // the bucket vector anyway.
            unsafe { _mm_prefetch::<_MM_HINT_T0>(p as *const i8) };
        }
        #[cfg(not(target_arch = "x86_64"))]
        let _ = key;
    }

    /// Does `slot` hold `tag` in the current generation?
    #[inline]
    fn holds(&self, slot: u64, tag: u64) -> bool {
        slot & TAG_MASK == tag && slot >> GEN_SHIFT == self.generation
    }

    /// The stored bounds for `key`, if any.
    #[inline]
    pub fn get(&self, key: u64) -> Option<Entry> {
        let (i, tag) = self.locate(key);
        let bucket = &self.buckets[i].0;
        let slot = if self.holds(bucket[0], tag) {
            bucket[0]
        } else if self.holds(bucket[1], tag) {
            bucket[1]
        } else {
            return None;
        };
        Some(Entry {
            lower: ((slot >> LOWER_SHIFT) & 63) as i32 - OFFSET,
            upper: ((slot >> UPPER_SHIFT) & 63) as i32 - OFFSET,
        })
    }

    /// Stores bounds (each within `-31..=31`) for `key`, a position of `stones` stones.
    #[inline]
    pub fn put(&mut self, key: u64, e: Entry, stones: usize) {
        debug_assert!(e.lower <= e.upper && e.lower > -OFFSET && e.upper < OFFSET);
        debug_assert!(stones < 64);
        let (i, tag) = self.locate(key);
        let generation = self.generation;
        let new = tag
            | (((e.lower + OFFSET) as u64) << LOWER_SHIFT)
            | (((e.upper + OFFSET) as u64) << UPPER_SHIFT)
            | ((stones as u64) << DEPTH_SHIFT)
            | (generation << GEN_SHIFT);
        let holds0 = self.holds(self.buckets[i].0[0], tag);
        let holds1 = self.holds(self.buckets[i].0[1], tag);
        let bucket = &mut self.buckets[i].0;
        if holds0 {
            bucket[0] = new;
        } else if holds1 {
            bucket[1] = new;
        } else {
            let old = bucket[0];
            let stale = old >> GEN_SHIFT != generation;
            if stale || (stones as u64) <= (old >> DEPTH_SHIFT) & 63 {
                if !stale {
                    bucket[1] = old;
                }
                bucket[0] = new;
            } else {
                bucket[1] = new;
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const LOG2: u32 = TranspositionTable::MIN_LOG2;

    #[test]
    fn scramble_is_injective_on_a_sample() {
        let mut seen = std::collections::HashSet::new();
        for k in 0..100_000u64 {
            assert!(seen.insert(scramble(k * 0x1_0001 + (k << 30))));
        }
    }

    #[test]
    fn put_get_roundtrip_and_reset() {
        let mut t = TranspositionTable::new(LOG2);
        assert_eq!(t.bytes(), 16 << LOG2);
        let e = Entry { lower: -18, upper: 20 };
        let key = (1 << 48) | 12345;
        assert_eq!(t.get(key), None);
        t.put(key, e, 10);
        assert_eq!(t.get(key), Some(e));
        let e2 = Entry { lower: 5, upper: 5 };
        t.put(key, e2, 10);
        assert_eq!(t.get(key), Some(e2));
        t.prefetch(key);
        t.reset();
        assert_eq!(t.get(key), None);
        t.put(key, e, 10);
        assert_eq!(t.get(key), Some(e));
    }

    #[test]
    fn many_resets_wrap_the_generation() {
        let mut t = TranspositionTable::new(LOG2);
        let e = Entry { lower: 0, upper: 1 };
        for i in 0..5000u64 {
            assert_eq!(t.get(i + 1), None);
            t.put(i + 1, e, 3);
            assert_eq!(t.get(i + 1), Some(e));
            t.reset();
        }
    }

    /// Keys that share a bucket: slot 0 keeps the one with the fewest stones, and no key
    /// ever reads another key's entry.
    #[test]
    fn collisions_keep_the_deepest_and_never_alias() {
        let mut t = TranspositionTable::new(LOG2);
        let target = t.locate(1).0;
        let same: Vec<u64> = (2..u64::MAX).filter(|&k| t.locate(k).0 == target).take(3).collect();
        let entry = |v: i32| Entry { lower: v, upper: v };
        t.put(1, entry(1), 5);
        t.put(same[0], entry(2), 20);
        t.put(same[1], entry(3), 30);
        assert_eq!(t.get(1), Some(entry(1)));
        assert_eq!(t.get(same[0]), None);
        assert_eq!(t.get(same[1]), Some(entry(3)));
        t.put(same[2], entry(4), 2);
        assert_eq!(t.get(same[2]), Some(entry(4)));
        assert_eq!(t.get(1), Some(entry(1)));
        assert_eq!(t.get(same[1]), None);
    }
}
