//! PopOut 7×6 on `u64` bitboards (the solver's layout): drops, pops as a one-column shift, outcomes.

use cuatro_engine::{Colour, Game, Move};

pub const WIDTH: usize = 7;
pub const HEIGHT: usize = 6;
/// Bits per column: six cells and an always-empty sentinel, as in the engine's 7×6 geometry.
const STRIDE: usize = HEIGHT + 1;

/// One bit at the bottom of every column.
pub const BOTTOM: u64 = {
    let mut m = 0;
    let mut c = 0;
    while c < WIDTH {
        m |= 1 << (c * STRIDE);
        c += 1;
    }
    m
};
/// Every cell of the board.
pub const CELLS: u64 = BOTTOM * ((1 << HEIGHT) - 1);
/// Rows 1, 3, 5 counted from 1 (indices 0, 2, 4): the rows where red's threats count.
pub const ODD_ROWS: u64 = BOTTOM * 0b010101;

/// All cells of column `col`.
#[inline(always)]
pub const fn column(col: usize) -> u64 {
    ((1 << HEIGHT) - 1) << (col * STRIDE)
}

#[inline(always)]
const fn bottom_cell(col: usize) -> u64 {
    1 << (col * STRIDE)
}

#[inline(always)]
const fn top_cell(col: usize) -> u64 {
    1 << (HEIGHT - 1 + col * STRIDE)
}

/// A move packed in a byte: 0–6 drop in that column, 7–13 pop that column.
pub type Code = u8;

pub fn encode(mv: Move) -> Code {
    match mv {
        Move::Drop(c) => c,
        Move::Pop(c) => c + WIDTH as u8,
    }
}

pub fn decode(code: Code) -> Move {
    if (code as usize) < WIDTH { Move::Drop(code) } else { Move::Pop(code - WIDTH as u8) }
}

/// What a move did, from the mover's side.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum After {
    Ongoing,
    MoverWins,
    /// A pop that completed only the opponent's line.
    MoverLoses,
    /// A full grid after a drop, or an empty one after a pop.
    Draw,
}

/// Does `stones` hold four in a row?
#[inline(always)]
pub fn has_four(stones: u64) -> bool {
    for s in [1, STRIDE, STRIDE + 1, STRIDE - 1] {
        let m = stones & (stones >> s);
        if m & (m >> (2 * s)) != 0 {
            return true;
        }
    }
    false
}

/// The cells outside `mask` that would complete four for `stones` (the solver's: same layout).
pub(crate) use crate::solver::winning_cells;

/// A position: the stones of the side to move, every stone, and whose turn it is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Bitboard {
    current: u64,
    mask: u64,
    red_to_move: bool,
}

impl Bitboard {
    pub const START: Bitboard = Bitboard { current: 0, mask: 0, red_to_move: true };

    /// The position of a plain 7×6 PopOut game (two colours), or `None` for any other board.
    pub fn from_game(game: &Game) -> Option<Bitboard> {
        let b = game.board();
        let v = game.variant();
        if (b.width(), b.height(), v.connect, v.colours()) != (7, 6, 4, 2) || v.cylinder || b.blocked() != 0 {
            return None;
        }
        let red = b.pieces(Colour::Red) as u64;
        let yellow = b.pieces(Colour::Yellow) as u64;
        let red_to_move = game.colour_to_move() == Colour::Red;
        let current = if red_to_move { red } else { yellow };
        Some(Bitboard { current, mask: red | yellow, red_to_move })
    }

    pub fn current(&self) -> u64 {
        self.current
    }
    pub fn opponent(&self) -> u64 {
        self.current ^ self.mask
    }
    pub fn mask(&self) -> u64 {
        self.mask
    }
    pub fn red_to_move(&self) -> bool {
        self.red_to_move
    }

    /// The cells a dropped stone lands on.
    #[inline(always)]
    pub fn playable(&self) -> u64 {
        (self.mask + BOTTOM) & CELLS
    }

    #[inline(always)]
    pub fn can_drop(&self, col: usize) -> bool {
        self.mask & top_cell(col) == 0
    }

    #[inline(always)]
    pub fn can_pop(&self, col: usize) -> bool {
        self.current & bottom_cell(col) != 0
    }

    pub fn is_legal(&self, code: Code) -> bool {
        let c = code as usize;
        if c < WIDTH { self.can_drop(c) } else { c < 2 * WIDTH && self.can_pop(c - WIDTH) }
    }

    /// A 64-bit key of the stones and the side to move.
    #[inline(always)]
    pub fn key(&self) -> u64 {
        let mix = |x: u64| {
            let z = (x ^ (x >> 31)).wrapping_mul(0x9E37_79B9_7F4A_7C15);
            let z = (z ^ (z >> 29)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
            z ^ (z >> 32)
        };
        mix(self.current.wrapping_mul(0xD6E8_FEB8_6659_FD93) ^ mix(self.mask) ^ self.red_to_move as u64)
    }

    /// A key that tells every position apart (no collisions): the stones of the side to move plus every stone
    /// plus the bottom row, as the solver's, and the side to move in bit 49.
    #[inline(always)]
    pub fn exact_key(&self) -> u64 {
        (self.current + self.mask + BOTTOM) | (u64::from(self.red_to_move) << 49)
    }

    /// The position seen in a mirror: column `c` becomes column 6 - `c`.
    pub fn mirrored(&self) -> Bitboard {
        let flip = |bits: u64| {
            (0..WIDTH).fold(0, |out, c| out | (((bits >> (c * STRIDE)) & column(0)) << ((WIDTH - 1 - c) * STRIDE)))
        };
        Bitboard { current: flip(self.current), mask: flip(self.mask), red_to_move: self.red_to_move }
    }

    /// The position after a legal move, and what the move did.
    #[inline(always)]
    pub fn play(&self, code: Code) -> (Bitboard, After) {
        let c = code as usize;
        let (mine, mask, after) = if c < WIDTH {
            let mask = self.mask | (self.mask + bottom_cell(c));
            let mine = self.current | (mask ^ self.mask);
            let after = if has_four(mine) {
                After::MoverWins
            } else if mask == CELLS {
                After::Draw
            } else {
                After::Ongoing
            };
            (mine, mask, after)
        } else {
            let col = column(c - WIDTH);
            let fall = |bits: u64| (bits & !col) | (((bits & col) >> 1) & col);
            let (mine, mask) = (fall(self.current), fall(self.mask));
            let after = if has_four(mine) {
                After::MoverWins
            } else if has_four(mine ^ mask) {
                After::MoverLoses
            } else if mask == 0 {
                After::Draw
            } else {
                After::Ongoing
            };
            (mine, mask, after)
        };
        (Bitboard { current: mine ^ mask, mask, red_to_move: !self.red_to_move }, after)
    }

    /// Legal moves as codes: drops, then pops, left to right.
    pub fn moves(&self) -> impl Iterator<Item = Code> + '_ {
        (0..2 * WIDTH as u8).filter(|&c| self.is_legal(c))
    }

    /// A move that wins at once for the side to move, if any.
    #[inline(always)]
    pub fn winning_move(&self) -> Option<Code> {
        let drops = winning_cells(self.current, self.mask) & self.playable();
        if drops != 0 {
            return Some((drops.trailing_zeros() as usize / STRIDE) as Code);
        }
        let mut pops = self.current & BOTTOM;
        while pops != 0 {
            let c = pops.trailing_zeros() as usize / STRIDE;
            pops &= pops - 1;
            let code = (c + WIDTH) as Code;
            if self.play(code).1 == After::MoverWins {
                return Some(code);
            }
        }
        None
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use cuatro_engine::{Outcome, Rng, test_game};

    /// The engine's outcome of a move, from the mover's side.
    fn engine_after(game: &Game, mv: Move) -> (Game, After) {
        let mut g = game.clone();
        let mover = g.colour_to_move();
        let after = match g.play(mv).unwrap() {
            Outcome::Ongoing => After::Ongoing,
            Outcome::Win { winner, .. } if winner == mover => After::MoverWins,
            Outcome::Win { .. } => After::MoverLoses,
            Outcome::Draw(cuatro_engine::DrawReason::Repetition) => After::Ongoing,
            Outcome::Draw(_) => After::Draw,
        };
        (g, after)
    }

    #[test]
    fn random_games_agree_with_the_engine() {
        let mut rng = Rng::new(11);
        for _ in 0..400 {
            let mut game = test_game("popout", "");
            while !game.is_over() {
                let b = Bitboard::from_game(&game).unwrap();
                let legal: Vec<Move> = game.legal_moves().to_vec();
                assert_eq!(b.moves().map(decode).collect::<Vec<_>>(), legal);
                let wins = legal.iter().filter(|&&m| engine_after(&game, m).1 == After::MoverWins).count();
                assert_eq!(b.winning_move().is_some(), wins > 0);
                let mv = legal[rng.below(legal.len() as u64) as usize];
                let (next, after) = b.play(encode(mv));
                let (g, engine) = engine_after(&game, mv);
                assert_eq!(after, engine, "{:?} {mv}", game.moves());
                if after == After::Ongoing && !g.is_over() {
                    assert_eq!(Bitboard::from_game(&g).unwrap(), next);
                }
                game = g;
            }
        }
    }

    #[test]
    fn a_pop_that_completes_both_lines_wins_for_the_popper() {
        // Red a1 a3 b2 c2 d2, yellow a2 b1 c1 d1 g1: popping a1 drops yellow a2 onto row 1 (yellow
        // a1-d1) and red a3 onto row 2 (red a2-d2); both have four, so red, who popped, wins.
        let g = test_game("popout", "a b b c c d d a a g");
        let b = Bitboard::from_game(&g).unwrap();
        let (after_pop, after) = b.play(encode(Move::Pop(0)));
        assert_eq!(after, After::MoverWins);
        assert!(has_four(after_pop.current()) && has_four(after_pop.opponent()));
        assert_eq!(engine_after(&g, Move::Pop(0)).1, After::MoverWins);
        assert_eq!(b.winning_move(), Some(encode(Move::Pop(0))));
    }

    #[test]
    fn a_pop_that_completes_only_the_opponents_line_loses() {
        // Red a1 under yellow a2, yellow b1 c1 d1: popping a1 brings a2 down and completes yellow's row.
        let g = test_game("popout", "a a e b e c g d");
        let b = Bitboard::from_game(&g).unwrap();
        assert_eq!(b.play(encode(Move::Pop(0))).1, After::MoverLoses);
        assert_eq!(engine_after(&g, Move::Pop(0)).1, After::MoverLoses);
        assert_eq!(b.winning_move(), None);
    }
}
