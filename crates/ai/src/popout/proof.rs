//! The proof that the first player wins 7×6 PopOut by ply 21, and the winning strategy it yields.
//!
//! Only the side being proven, the first player ("white", red on the board), is restricted: it drops, pops only
//! when the pop wins at once, and must win by [`PLY_LIMIT`]; the defender keeps every move. White's stones then
//! grow by one with each of its moves, so no position repeats and the ply follows from the position: a table
//! keyed by position (merged with its mirror image) holds exact results.

use super::board::{After, Bitboard, Code, WIDTH, winning_cells};
use std::collections::HashSet;

/// The ply by which the first player wins.
pub const PLY_LIMIT: u32 = 21;
/// White's last move: its 11th, at ply 21.
const LAST_MOVE: u32 = PLY_LIMIT.div_ceil(2);

/// A position's canonical key (the smaller exact key of it and its mirror image) and whether that key is the
/// mirror image's.
pub fn canonical(b: &Bitboard) -> (u64, bool) {
    let (own, mirror) = (b.exact_key(), b.mirrored().exact_key());
    if mirror < own { (mirror, true) } else { (own, false) }
}

/// A column seen in the mirror when `mirrored` (the map is its own inverse).
pub fn orient(col: Code, mirrored: bool) -> Code {
    if mirrored { (WIDTH as Code - 1) - col } else { col }
}

/// Results by canonical key: exact keys, so a hit is never another position's; a slot is overwritten by the
/// last position stored there.
struct Table {
    slots: Vec<u64>,
    bits: u32,
}

const KEY: u64 = (1 << 50) - 1;
const WON: u64 = 1 << 50;
const MOVE_SHIFT: u32 = 51;
const USED: u64 = 1 << 63;

impl Table {
    fn new(bits: u32) -> Table {
        Table { slots: vec![0; 1 << bits], bits }
    }

    fn index(&self, key: u64) -> usize {
        (key.wrapping_mul(0x9E37_79B9_7F4A_7C15) >> (64 - self.bits)) as usize
    }

    /// Whether white wins, and with which column (canonical orientation) when it does.
    fn get(&self, key: u64) -> Option<(bool, Code)> {
        let slot = self.slots[self.index(key)];
        (slot & USED != 0 && slot & KEY == key).then_some((slot & WON != 0, (slot >> MOVE_SHIFT) as Code & 7))
    }

    fn put(&mut self, key: u64, won: bool, col: Code) {
        let i = self.index(key);
        self.slots[i] = USED | key | if won { WON } else { 0 } | (u64::from(col) << MOVE_SHIFT);
    }
}

/// The win-or-not search for white under the proof's restrictions.
pub struct Prover {
    table: Table,
    /// Positions searched so far.
    pub nodes: u64,
}

/// Columns nearest the centre first.
const CENTRE_FIRST: [Code; WIDTH] = [3, 2, 4, 1, 5, 0, 6];

impl Prover {
    /// A prover with a table of 2^`table_bits` slots of 8 bytes.
    pub fn new(table_bits: u32) -> Prover {
        Prover { table: Table::new(table_bits), nodes: 0 }
    }

    /// White to move at `b`: a move with which white wins by the ply limit against any defence (a drop, or a pop
    /// that wins at once), or `None` when there is none.
    pub fn white_move(&mut self, b: &Bitboard) -> Option<Code> {
        self.nodes += 1;
        if let Some(win) = b.winning_move() {
            return Some(win);
        }
        // White's stones count its moves (it never pops but to win); with no win at once, its last move is lost.
        if b.current().count_ones() + 1 >= LAST_MOVE {
            return None;
        }
        let (key, mirrored) = canonical(b);
        if let Some((won, col)) = self.table.get(key) {
            return won.then_some(orient(col, mirrored));
        }
        let mut candidates: Vec<(i32, Code, Bitboard)> = Vec::with_capacity(WIDTH);
        for (rank, &col) in CENTRE_FIRST.iter().enumerate() {
            if !b.can_drop(col as usize) {
                continue;
            }
            let (next, _) = b.play(col);
            if next.winning_move().is_some() {
                continue;
            }
            let threats = winning_cells(next.opponent(), next.mask());
            let now = (threats & next.playable()).count_ones() as i32;
            candidates.push((16 * now + 4 * threats.count_ones() as i32 - rank as i32, col, next));
        }
        candidates.sort_by_key(|c| std::cmp::Reverse(c.0));
        for (_, col, next) in candidates {
            if self.defence_fails(&next) {
                self.table.put(key, true, orient(col, mirrored));
                return Some(col);
            }
        }
        self.table.put(key, false, 0);
        None
    }

    /// The defender to move at `b`: whether white wins by the ply limit whatever it plays.
    pub fn defence_fails(&mut self, b: &Bitboard) -> bool {
        self.nodes += 1;
        let (key, _) = canonical(b);
        if let Some((won, _)) = self.table.get(key) {
            return won;
        }
        let mut replies: Vec<(i32, Bitboard)> = Vec::with_capacity(2 * WIDTH);
        for code in b.moves() {
            let (next, after) = b.play(code);
            match after {
                After::MoverLoses => continue,
                After::MoverWins | After::Draw => {
                    self.table.put(key, false, 0);
                    return false;
                }
                After::Ongoing => {}
            }
            if next.winning_move().is_some() {
                continue;
            }
            // The fewer threats white has after the reply, the likelier it defends.
            let threats = winning_cells(next.current(), next.mask());
            let centre = 3 - (code as i32 % WIDTH as i32 - 3).abs();
            replies.push((centre - 4 * threats.count_ones() as i32, next));
        }
        replies.sort_by_key(|r| std::cmp::Reverse(r.0));
        for (_, next) in replies {
            if self.white_move(&next).is_none() {
                self.table.put(key, false, 0);
                return false;
            }
        }
        self.table.put(key, true, 0);
        true
    }

    /// White's strategy from `root` (white to move), when white wins from it: for every position white meets
    /// following it, against any defence, where it cannot win at once, its column, keyed by canonical key with
    /// the column in the canonical orientation (transpositions and mirror images merged). `None` when white
    /// does not win from `root`.
    pub fn strategy(&mut self, root: Bitboard) -> Option<Vec<(u64, Code)>> {
        let mut seen = HashSet::new();
        let mut moves = Vec::new();
        let mut todo = vec![root];
        while let Some(b) = todo.pop() {
            if b.winning_move().is_some() {
                continue;
            }
            let (key, mirrored) = canonical(&b);
            if !seen.insert(key) {
                continue;
            }
            let col = self.white_move(&b)?;
            moves.push((key, orient(col, mirrored)));
            let (after_white, _) = b.play(col);
            for reply in after_white.moves() {
                if let (next, After::Ongoing) = after_white.play(reply) {
                    todo.push(next);
                }
            }
        }
        Some(moves)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use cuatro_engine::{Game, Move, Rng, test_game};

    fn position(moves: &str) -> Bitboard {
        Bitboard::from_game(&test_game("popout", moves)).unwrap()
    }

    #[test]
    fn a_position_and_its_mirror_image_share_a_key_and_their_columns_map() {
        let b = position("a d b");
        let mirror = position("g d f");
        assert_eq!(b.mirrored(), mirror);
        assert_eq!(canonical(&b).0, canonical(&mirror).0);
        assert_ne!(canonical(&b).1, canonical(&mirror).1);
        assert_eq!(orient(orient(1, true), true), 1);
        assert_eq!(orient(1, true), 5);
        assert_eq!(canonical(&Bitboard::START), (Bitboard::START.exact_key(), false));
        assert_ne!(position("d").exact_key(), position("d d").exact_key());
    }

    #[test]
    fn an_open_three_on_the_bottom_row_wins() {
        // Red b1 c1, yellow g1 g2: d1 threatens a1 and e1 at once (tried first, as it makes the most threats).
        assert_eq!(Prover::new(12).white_move(&position("b g c g")), Some(3));
    }

    #[test]
    fn only_a_win_at_once_counts_at_the_last_move() {
        // Seeded drop-only games of 20 plies that leave red, with ten stones, no win at once.
        let mut rng = Rng::new(3);
        let b = std::iter::repeat_with(|| {
            let mut game = Game::new("popout".parse().unwrap());
            while game.moves().len() < 20 && !game.is_over() {
                let drops: Vec<Move> =
                    game.legal_moves().iter().copied().filter(|m| matches!(m, Move::Drop(_))).collect();
                game.play(drops[rng.below(drops.len() as u64) as usize]).unwrap();
            }
            Bitboard::from_game(&game).filter(|b| !game.is_over() && b.winning_move().is_none())
        })
        .flatten()
        .next()
        .unwrap();
        assert!(b.red_to_move() && b.current().count_ones() == 10);
        assert_eq!(Prover::new(12).white_move(&b), None);
    }

    #[test]
    fn a_defender_pop_that_makes_its_own_four_holds() {
        // Popping a1 brings yellow a3 down beside yellow b2 c2 d2; red's a2 b1 c1 meet yellow d1 below.
        let b = position("b a a a c b e c e d f d g");
        assert_eq!(b.winning_move(), Some(super::super::board::encode(Move::Pop(0))));
        assert!(!Prover::new(12).defence_fails(&b));
    }
}
