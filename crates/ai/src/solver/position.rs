//! Bitboard Connect Four position (7x6): stones of the side to move plus an occupancy mask.

use std::fmt;

/// Bit layout: column `c` uses bits `7c .. 7c+5` (bottom to top); bit `7c+6` is an
/// always-empty sentinel so that shifts between columns never wrap around.
///
/// ```text
/// .  .  .  .  .  .  .
/// 5 12 19 26 33 40 47
/// 4 11 18 25 32 39 46
/// 3 10 17 24 31 38 45
/// 2  9 16 23 30 37 44
/// 1  8 15 22 29 36 43
/// 0  7 14 21 28 35 42
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Position {
    /// Stones of the player to move.
    current: u64,
    /// All stones.
    mask: u64,
    /// Number of stones played.
    moves: u32,
}

/// Why a digit string is not a playable, unfinished position.
/// `index` is the 0-based offset of the offending character (= move number - 1).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PositionError {
    /// The character is not a column digit `1`-`7`.
    BadChar { index: usize },
    /// The move plays into a full column.
    ColumnFull { index: usize },
    /// The move completes four in a row (only unfinished games are accepted).
    AlreadyWon { index: usize },
}

impl fmt::Display for PositionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            PositionError::BadChar { index } => {
                write!(f, "character {} is not a column digit 1-7", index + 1)
            }
            PositionError::ColumnFull { index } => {
                write!(f, "move {} plays into a full column", index + 1)
            }
            PositionError::AlreadyWon { index } => {
                write!(f, "move {} completes four in a row", index + 1)
            }
        }
    }
}

impl std::error::Error for PositionError {}

/// Bits per column including the sentinel.
const H1: usize = Position::HEIGHT + 1;
/// One bit at the bottom of every column.
pub(super) const BOTTOM_MASK: u64 = {
    let mut m = 0;
    let mut c = 0;
    while c < Position::WIDTH {
        m |= 1 << (c * H1);
        c += 1;
    }
    m
};
/// Every playable cell.
pub(super) const BOARD_MASK: u64 = BOTTOM_MASK * ((1 << Position::HEIGHT) - 1);

/// All cells of column `col`.
#[inline]
pub(super) const fn column_mask(col: usize) -> u64 {
    ((1 << Position::HEIGHT) - 1) << (col * H1)
}

#[inline]
const fn top_mask_col(col: usize) -> u64 {
    1 << (Position::HEIGHT - 1 + col * H1)
}

#[inline]
const fn bottom_mask_col(col: usize) -> u64 {
    1 << (col * H1)
}

/// The empty cells (those not in `mask`) that would complete four in a row for the stones
/// in `pos`, whether playable now or not.
#[inline]
pub(crate) fn winning_cells(pos: u64, mask: u64) -> u64 {
    // Vertical: three stones directly below.
    let mut r = (pos << 1) & (pos << 2) & (pos << 3);
    // Horizontal (shift 7), diagonal / (shift 8), diagonal \ (shift 6).
    for s in [H1, H1 + 1, H1 - 1] {
        // Two stones at distances 1 and 2 on the low side; no bit is lost by the left
        // shifts as stones stay below bit 48 and `2 * s <= 16`.
        let p = (pos << s) & (pos << (2 * s));
        r |= p & ((pos << (3 * s)) | (pos >> s));
        // The same pair seen from the high side: (pos >> s) & (pos >> 2s).
        let p = p >> (3 * s);
        r |= p & ((pos << s) | (pos >> (3 * s)));
    }
    r & (BOARD_MASK ^ mask)
}

/// Does `pos` contain four in a row?
#[inline]
pub(super) fn has_four(pos: u64) -> bool {
    for s in [1, H1, H1 + 1, H1 - 1] {
        let m = pos & (pos >> s);
        if m & (m >> (2 * s)) != 0 {
            return true;
        }
    }
    false
}

impl Default for Position {
    fn default() -> Self {
        Self::new()
    }
}

impl Position {
    pub const WIDTH: usize = 7;
    pub const HEIGHT: usize = 6;
    /// Number of cells.
    pub const CELLS: usize = Self::WIDTH * Self::HEIGHT;

    /// The empty board.
    pub const fn new() -> Self {
        Position { current: 0, mask: 0, moves: 0 }
    }

    /// Builds a position from 1-based column digits (`"4453"`). Rejects bad characters,
    /// moves into full columns, and moves that complete four in a row.
    pub fn from_digits(s: &str) -> Result<Position, PositionError> {
        let mut p = Position::new();
        for (index, b) in s.bytes().enumerate() {
            let col = match b {
                b'1'..=b'7' => (b - b'1') as usize,
                _ => return Err(PositionError::BadChar { index }),
            };
            if !p.can_play(col) {
                return Err(PositionError::ColumnFull { index });
            }
            if p.is_winning_move(col) {
                return Err(PositionError::AlreadyWon { index });
            }
            p.play_col(col);
        }
        Ok(p)
    }

    /// Is column `col` (0-based) not full?
    #[inline]
    pub fn can_play(&self, col: usize) -> bool {
        self.mask & top_mask_col(col) == 0
    }

    /// Plays column `col` (0-based), which must be playable.
    #[inline]
    pub fn play_col(&mut self, col: usize) {
        assert!(col < Self::WIDTH && self.can_play(col), "illegal move");
        self.play((self.mask + bottom_mask_col(col)) & column_mask(col));
    }

    /// Plays the move given as a single-bit bitboard (a currently possible cell).
    #[inline]
    pub(super) fn play(&mut self, mv: u64) {
        self.current ^= self.mask;
        self.mask |= mv;
        self.moves += 1;
    }

    /// Would playing column `col` (0-based, playable) complete four for the side to move?
    #[inline]
    pub fn is_winning_move(&self, col: usize) -> bool {
        self.winning_cells() & self.possible() & column_mask(col) != 0
    }

    /// The positions one stone earlier from which `self` is reached: the opponent's top stone of
    /// each column taken back (`self` must be unfinished, and so is each of them).
    pub fn parents(&self) -> impl Iterator<Item = Position> + '_ {
        let opponent = self.mask ^ self.current;
        (0..Self::WIDTH).filter_map(move |c| {
            let column = self.mask & column_mask(c);
            // The highest stone of the column (none in an empty one).
            let top = (column != 0).then(|| 1u64 << (63 - column.leading_zeros()))?;
            (opponent & top != 0).then(|| Position {
                current: opponent ^ top,
                mask: self.mask ^ top,
                moves: self.moves - 1,
            })
        })
    }

    /// Can the side to move win with its next stone?
    #[inline]
    pub fn can_win_next(&self) -> bool {
        self.winning_cells() & self.possible() != 0
    }

    /// Number of stones on the board.
    #[inline]
    pub fn nb_moves(&self) -> usize {
        self.moves as usize
    }

    /// The position with this [`Position::key`] (for a key that came from one): each column's 7
    /// bits hold the side to move's stones under a marker bit one above the column's top stone.
    pub fn from_key(key: u64) -> Position {
        let (mut current, mut mask) = (0, 0);
        for c in 0..Self::WIDTH {
            let group = (key >> (7 * c)) & 0x7f;
            let height = 63 - (group | 1).leading_zeros() as u64;
            let stones = (1u64 << height) - 1;
            current |= (group & stones) << (7 * c);
            mask |= stones << (7 * c);
        }
        Position { current, mask, moves: mask.count_ones() }
    }

    /// The position seen in a mirror (column 1 swapped with column 7, and so on).
    pub fn mirrored(&self) -> Position {
        let flip = |bits: u64| (0..Self::WIDTH).fold(0, |acc, c| acc | ((bits >> (7 * c)) & 0x7f) << (7 * (6 - c)));
        Position { current: flip(self.current), mask: flip(self.mask), moves: self.moves }
    }

    /// Unique 49-bit encoding of the position, `current + mask + bottom` (never 0).
    #[inline]
    pub fn key(&self) -> u64 {
        self.current + self.mask + BOTTOM_MASK
    }

    /// Occupancy bitboard.
    #[inline]
    pub(super) fn mask(&self) -> u64 {
        self.mask
    }

    /// Stones of the side to move.
    #[inline]
    pub(super) fn current(&self) -> u64 {
        self.current
    }

    /// The lowest empty cell of every non-full column.
    #[inline]
    pub(super) fn possible(&self) -> u64 {
        (self.mask + BOTTOM_MASK) & BOARD_MASK
    }

    /// Empty cells that complete four for the side to move.
    #[inline]
    pub(super) fn winning_cells(&self) -> u64 {
        winning_cells(self.current, self.mask)
    }

    /// Empty cells that complete four for the opponent.
    #[inline]
    pub(super) fn opponent_winning_cells(&self) -> u64 {
        winning_cells(self.current ^ self.mask, self.mask)
    }

    /// Moves that do not let the opponent win at once, given `opp_win` (the opponent's
    /// winning cells): the single forced block if there is one (none if there are two),
    /// and never a cell just below an opponent winning cell. Only meaningful when the side
    /// to move cannot win immediately.
    #[inline]
    pub(super) fn non_losing_moves(&self, opp_win: u64) -> u64 {
        let mut possible = self.possible();
        let forced = possible & opp_win;
        if forced != 0 {
            if forced & (forced - 1) != 0 {
                return 0;
            }
            possible = forced;
        }
        possible & !(opp_win >> 1)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn empty_board() {
        let p = Position::new();
        assert_eq!(p.nb_moves(), 0);
        assert_eq!(p.key(), BOTTOM_MASK);
        assert!((0..7).all(|c| p.can_play(c)));
        assert!(!p.can_win_next());
    }

    #[test]
    fn parse_and_errors() {
        let p = Position::from_digits("4453").unwrap();
        assert_eq!(p.nb_moves(), 4);
        assert_eq!(Position::from_digits("448"), Err(PositionError::BadChar { index: 2 }));
        assert_eq!(Position::from_digits("4a"), Err(PositionError::BadChar { index: 1 }));
        assert_eq!(Position::from_digits("1111111"), Err(PositionError::ColumnFull { index: 6 }));
        // Vertical four for the first player on move 7.
        assert_eq!(Position::from_digits("1212121"), Err(PositionError::AlreadyWon { index: 6 }));
        // Horizontal four.
        assert_eq!(Position::from_digits("1122334"), Err(PositionError::AlreadyWon { index: 6 }));
        assert!(Position::from_digits("112233").unwrap().is_winning_move(3));
        assert!(!Position::from_digits("112233").unwrap().is_winning_move(4));
    }

    #[test]
    fn keys_and_mirror_images_round_trip() {
        for digits in ["", "4", "4453", "1111112222223", "7422341735647741166133573473242566"] {
            let p = Position::from_digits(digits).unwrap();
            assert_eq!(Position::from_key(p.key()), p, "{digits}");
            assert_eq!(p.mirrored().mirrored(), p);
            let mirrored: String = digits.chars().map(|c| char::from(b'8' - (c as u8 - b'0'))).collect();
            assert_eq!(p.mirrored(), Position::from_digits(&mirrored).unwrap(), "{digits}");
        }
    }

    #[test]
    fn parents_are_the_positions_one_opponent_stone_earlier() {
        // Red d1 d3 d4 g1, yellow d2 a1 b1, yellow to move: red's top stones are d4 and g1 (a1 and b1
        // are yellow's), so the parents are the position without d4 and the one without g1.
        let p = Position::from_digits("4441427").unwrap();
        let parents: Vec<Position> = p.parents().collect();
        let expected: Vec<Position> = ["444172", "444142"].iter().map(|d| Position::from_digits(d).unwrap()).collect();
        assert_eq!(parents, expected);
        // Each is one stone earlier and leads back to `p`; the last move's column is among them.
        for digits in ["4", "4453", "7422341735647741166133573473242566"] {
            let p = Position::from_digits(digits).unwrap();
            let before = Position::from_digits(&digits[..digits.len() - 1]).unwrap();
            assert!(p.parents().any(|q| q == before), "{digits}");
            for q in p.parents() {
                assert_eq!(q.nb_moves() + 1, p.nb_moves());
                assert!((0..7).any(|c| q.can_play(c) && {
                    let mut child = q;
                    child.play_col(c);
                    child == p
                }));
            }
        }
        assert_eq!(Position::new().parents().count(), 0);
    }

    #[test]
    fn error_display() {
        assert_eq!(PositionError::ColumnFull { index: 6 }.to_string(), "move 7 plays into a full column");
    }

    #[test]
    fn full_column() {
        let p = Position::from_digits("444444").unwrap();
        assert!(!p.can_play(3));
        assert!(p.can_play(2));
    }

    /// Reference: does `pos` make four in a row through cell (col, row)?
    fn naive_four_through(pos: u64, col: i32, row: i32) -> bool {
        let stone = |c: i32, r: i32| (0..7).contains(&c) && (0..6).contains(&r) && pos & (1 << (c * 7 + r)) != 0;
        [(1, 0), (0, 1), (1, 1), (1, -1)].iter().any(|&(dc, dr)| {
            let run = |sign: i32| (1..4).take_while(|&k| stone(col + sign * k * dc, row + sign * k * dr)).count();
            run(1) + run(-1) >= 3
        })
    }

    #[test]
    fn winning_cells_matches_a_naive_scan() {
        // Pseudo-random positions from a fixed linear congruential sequence.
        let mut seed = 12345u64;
        let mut next = || {
            seed = seed.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
            (seed >> 33) as usize
        };
        for _ in 0..2000 {
            let mut p = Position::new();
            let len = next() % 40;
            for _ in 0..len {
                let col = next() % 7;
                if p.can_play(col) && !p.is_winning_move(col) {
                    p.play_col(col);
                }
            }
            for (pos, got) in [(p.current, p.winning_cells()), (p.current ^ p.mask, p.opponent_winning_cells())] {
                let mut want = 0;
                for col in 0..7 {
                    for row in 0..6 {
                        let cell = 1u64 << (col * 7 + row);
                        if p.mask & cell == 0 && naive_four_through(pos, col, row) {
                            want |= cell;
                        }
                    }
                }
                assert_eq!(got, want, "{p:?}");
                assert!(!has_four(pos));
            }
        }
    }

    #[test]
    fn has_four_detects_lines() {
        let diag = (1 << 0) | (1 << 8) | (1 << 16) | (1 << 24);
        assert!(has_four(diag));
        let anti = (1 << 3) | (1 << 9) | (1 << 15) | (1 << 21);
        assert!(has_four(anti));
        assert!(!has_four(diag & !1));
        // Stones around a column boundary are not a vertical line.
        assert!(!has_four((1 << 4) | (1 << 5) | (1 << 7) | (1 << 8)));
    }

    #[test]
    fn non_losing_moves_blocks_and_avoids_underneath() {
        // First player threatens to complete the bottom row: the reply must block.
        let p = Position::from_digits("16263").unwrap(); // x:1,2,3 o:6,6 -> o to move
        let nl = p.non_losing_moves(p.opponent_winning_cells());
        assert_eq!(nl, 1 << (3 * H1)); // must block column 4
    }
}
