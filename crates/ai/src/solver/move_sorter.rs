//! Tiny insertion sort for the at most seven candidate moves of a node.

use super::position::Position;

/// Moves (single-bit bitboards) kept in increasing score order; `pop` yields the best.
/// Among equal scores the move added last comes out first.
pub(super) struct MoveSorter {
    len: usize,
    moves: [u64; Position::WIDTH],
    payload: [u64; Position::WIDTH],
    scores: [i32; Position::WIDTH],
}

impl MoveSorter {
    #[inline]
    pub fn new() -> Self {
        MoveSorter { len: 0, moves: [0; Position::WIDTH], payload: [0; Position::WIDTH], scores: [0; Position::WIDTH] }
    }

    /// Adds a move, a value carried along with it, and its score
    /// (at most [`Position::WIDTH`] moves).
    #[inline]
    pub fn add(&mut self, mv: u64, payload: u64, score: i32) {
        let mut i = self.len;
        self.len += 1;
        while i > 0 && self.scores[i - 1] > score {
            self.moves[i] = self.moves[i - 1];
            self.payload[i] = self.payload[i - 1];
            self.scores[i] = self.scores[i - 1];
            i -= 1;
        }
        self.moves[i] = mv;
        self.payload[i] = payload;
        self.scores[i] = score;
    }

    /// Removes and returns the best remaining move and its payload.
    #[inline]
    pub fn pop(&mut self) -> Option<(u64, u64)> {
        if self.len == 0 {
            return None;
        }
        self.len -= 1;
        Some((self.moves[self.len], self.payload[self.len]))
    }

    /// The `i`-th remaining move (in increasing score order).
    #[inline]
    pub fn mv(&self, i: usize) -> u64 {
        self.moves[i]
    }

    /// The payload of the `i`-th remaining move.
    #[inline]
    pub fn payload(&self, i: usize) -> u64 {
        self.payload[i]
    }

    /// Number of moves left.
    #[inline]
    pub fn len(&self) -> usize {
        self.len
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pops_in_decreasing_score_last_added_first_on_ties() {
        let mut s = MoveSorter::new();
        s.add(1, 10, 2);
        s.add(2, 20, 5);
        s.add(4, 40, 2);
        s.add(8, 80, 0);
        assert_eq!(s.len(), 4);
        assert_eq!(s.mv(0), 8);
        assert_eq!(s.payload(0), 80);
        assert_eq!(s.pop(), Some((2, 20)));
        assert_eq!(s.pop(), Some((4, 40)));
        assert_eq!(s.pop(), Some((1, 10)));
        assert_eq!(s.pop(), Some((8, 80)));
        assert_eq!(s.pop(), None);
    }
}
