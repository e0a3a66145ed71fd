//! The grid: one bitboard per colour plus blocked cells, with drop/pop and their undo.
//!
//! The board knows nothing of turns or outcomes (see `game`); it only moves stones.

use super::colour::Colour;
use super::geometry::{Bits, Geometry};

/// Stones on a grid. `Copy`, allocation-free, a few dozen bytes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Board {
    geo: Geometry,
    pieces: [Bits; 3],
    /// Obstacle cells: no stone, never a line, stones stack on top.
    blocked: Bits,
    /// Cells whose stones can never be popped (pre-filled five-in-a-row columns).
    locked: Bits,
    /// Occupied cells (stones and obstacles) per column, from the bottom.
    heights: [u8; 10],
}

impl Board {
    pub fn empty(geo: Geometry) -> Self {
        Board { geo, pieces: [0; 3], blocked: 0, locked: 0, heights: [0; 10] }
    }

    pub fn geometry(&self) -> &Geometry {
        &self.geo
    }
    pub fn width(&self) -> u8 {
        self.geo.width()
    }
    pub fn height(&self) -> u8 {
        self.geo.height()
    }

    pub fn pieces(&self, colour: Colour) -> Bits {
        self.pieces[colour.index()]
    }
    pub fn all_pieces(&self) -> Bits {
        self.pieces[0] | self.pieces[1] | self.pieces[2]
    }
    pub fn blocked(&self) -> Bits {
        self.blocked
    }
    /// Stones and obstacles.
    pub fn occupied(&self) -> Bits {
        self.all_pieces() | self.blocked
    }

    /// Occupied cells in `col`, which is also the row where the next stone lands.
    #[inline(always)]
    pub fn column_height(&self, col: u8) -> u8 {
        self.heights[col as usize]
    }

    pub fn is_column_full(&self, col: u8) -> bool {
        self.heights[col as usize] >= self.geo.height()
    }

    pub fn is_full(&self) -> bool {
        self.occupied() == self.geo.cells()
    }

    pub fn is_locked(&self, col: u8) -> bool {
        self.locked & self.geo.column(col) != 0
    }

    /// Cells of pre-filled, locked columns.
    pub fn locked_cells(&self) -> Bits {
        self.locked
    }

    /// The stone at (`col`, `row`), if any.
    pub fn at(&self, col: u8, row: u8) -> Option<Colour> {
        let bit = self.geo.cell(col, row);
        Colour::ALL.into_iter().find(|c| self.pieces[c.index()] & bit != 0)
    }

    pub fn is_blocked(&self, col: u8, row: u8) -> bool {
        self.blocked & self.geo.cell(col, row) != 0
    }

    /// Set-up only: block the bottom `count` cells of a column (obstacles).
    pub fn block_bottom(&mut self, col: u8, count: u8) {
        debug_assert_eq!(self.heights[col as usize], 0, "obstacles go on empty columns");
        for row in 0..count {
            self.blocked |= self.geo.cell(col, row);
        }
        self.heights[col as usize] = count;
    }

    /// Set-up only: fill a column with stones of alternating colours from the bottom and lock it.
    pub fn prefill_locked(&mut self, col: u8, first: Colour, second: Colour) {
        debug_assert_eq!(self.heights[col as usize], 0);
        for row in 0..self.geo.height() {
            let colour = if row % 2 == 0 { first } else { second };
            self.pieces[colour.index()] |= self.geo.cell(col, row);
        }
        self.heights[col as usize] = self.geo.height();
        self.locked |= self.geo.column(col);
    }

    /// The cells a stone dropped now would land on: the lowest empty cell of each column.
    pub fn playable(&self) -> Bits {
        (self.occupied() + self.geo.bottom()) & self.geo.cells() & !self.occupied()
    }

    /// Each colour's winning cells: the empty cells that would complete one of its lines.
    pub fn threats(&self) -> [Bits; 3] {
        let empty = self.geo.cells() & !self.occupied();
        Colour::ALL.map(|c| self.geo.completing_cells(self.pieces(c)) & empty)
    }

    /// Drop a stone; the caller has checked that the column is not full.
    #[inline(always)]
    pub fn drop_stone(&mut self, col: u8, colour: Colour) {
        let h = self.heights[col as usize];
        debug_assert!(h < self.geo.height());
        self.pieces[colour.index()] |= self.geo.cell(col, h);
        self.heights[col as usize] = h + 1;
    }

    #[inline(always)]
    pub fn undo_drop(&mut self, col: u8, colour: Colour) {
        let h = self.heights[col as usize] - 1;
        self.pieces[colour.index()] &= !self.geo.cell(col, h);
        self.heights[col as usize] = h;
    }

    /// Who may pop `col`: the owner of its bottom stone, unless the column is locked or has an obstacle.
    pub fn poppable_by(&self, col: u8) -> Option<Colour> {
        if self.is_locked(col) || self.blocked & self.geo.column(col) != 0 {
            return None;
        }
        self.at(col, 0)
    }

    /// Remove the bottom stone of `col` and let the column fall one cell.
    pub fn pop_stone(&mut self, col: u8) {
        let column = self.geo.column(col);
        for p in &mut self.pieces {
            *p = (*p & !column) | ((*p & column) >> 1 & column);
        }
        self.heights[col as usize] -= 1;
    }

    /// Put back a popped stone of `colour` under the column.
    pub fn undo_pop(&mut self, col: u8, colour: Colour) {
        let column = self.geo.column(col);
        for p in &mut self.pieces {
            *p = (*p & !column) | ((*p & column) << 1 & column);
        }
        self.pieces[colour.index()] |= self.geo.cell(col, 0);
        self.heights[col as usize] += 1;
    }

    /// True when `colour` has a line of the geometry's length.
    #[inline(always)]
    pub fn has_line(&self, colour: Colour) -> bool {
        self.geo.has_line(self.pieces[colour.index()])
    }

    /// The cells of all of `colour`'s lines.
    pub fn line_cells(&self, colour: Colour) -> Bits {
        self.geo.line_cells(self.pieces[colour.index()])
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn drop_stacks_and_undo_restores() {
        let mut b = Board::empty(Geometry::new(7, 6, 4, false));
        let before = b;
        b.drop_stone(3, Colour::Red);
        b.drop_stone(3, Colour::Yellow);
        assert_eq!(b.at(3, 0), Some(Colour::Red));
        assert_eq!(b.at(3, 1), Some(Colour::Yellow));
        assert_eq!(b.column_height(3), 2);
        b.undo_drop(3, Colour::Yellow);
        b.undo_drop(3, Colour::Red);
        assert_eq!(b, before);
    }

    #[test]
    fn pop_drops_the_column_and_undo_restores() {
        let mut b = Board::empty(Geometry::new(7, 6, 4, false));
        for colour in [Colour::Red, Colour::Yellow, Colour::Yellow, Colour::Red] {
            b.drop_stone(2, colour);
        }
        b.drop_stone(3, Colour::Red);
        let before = b;
        assert_eq!(b.poppable_by(2), Some(Colour::Red));
        b.pop_stone(2);
        let col: Vec<_> = (0..4).map(|r| b.at(2, r)).collect();
        assert_eq!(col, [Some(Colour::Yellow), Some(Colour::Yellow), Some(Colour::Red), None]);
        assert_eq!(b.at(3, 0), Some(Colour::Red), "neighbour column untouched");
        b.undo_pop(2, Colour::Red);
        assert_eq!(b, before);
    }

    #[test]
    fn threats_are_each_colours_completing_cells() {
        // Red a1 b1 c1 wins at d1 and green g1 h1 i1 at f1 (both playable); yellow a2 b2 e1 has
        // no window of three.
        let g = crate::test_game("three-players", "a a g b b h c e i");
        let b = g.board();
        let geo = b.geometry();
        let t = b.threats();
        assert_eq!(t[Colour::Red.index()], geo.cell(3, 0));
        assert_eq!(t[Colour::Green.index()], geo.cell(5, 0));
        assert_eq!(t[Colour::Yellow.index()], 0);
        assert_eq!(b.playable() & geo.cell(3, 0), geo.cell(3, 0));
        assert_eq!(b.playable() & geo.cell(3, 1), 0);
    }

    #[test]
    fn locked_and_blocked_columns_cannot_be_popped() {
        let mut b = Board::empty(Geometry::new(9, 6, 5, false));
        b.prefill_locked(0, Colour::Red, Colour::Yellow);
        assert!(b.is_column_full(0));
        assert_eq!(b.poppable_by(0), None);
        b.block_bottom(4, 1);
        b.drop_stone(4, Colour::Red);
        assert_eq!(b.at(4, 1), Some(Colour::Red));
        assert_eq!(b.poppable_by(4), None);
    }
}
