//! Board geometry as bitboards: cell bits, masks and line detection for any size.
//!
//! Layout: column-major, `height + 1` bits per column (the extra bit is an always-empty
//! sentinel that stops vertical and diagonal runs at the column edge). A 10×10 board
//! needs 110 bits, so the word is a `u128`.

/// One bit per cell (plus the sentinels).
pub type Bits = u128;

pub const MIN_SIZE: u8 = 4;
pub const MAX_SIZE: u8 = 10;
pub const MIN_CONNECT: u8 = 3;
pub const MAX_CONNECT: u8 = 6;

/// The shape of a board and how lines are counted on it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Geometry {
    width: u8,
    height: u8,
    connect: u8,
    cylinder: bool,
    /// Bits per column: `height + 1`.
    stride: u32,
    /// Bits in use: `width * stride`.
    n_bits: u32,
    /// Every real cell (no sentinels).
    cells: Bits,
    /// Row 0 of every column.
    bottom: Bits,
}

impl Geometry {
    /// Callers validate the ranges (see `Variant::validate`); this only asserts them.
    pub fn new(width: u8, height: u8, connect: u8, cylinder: bool) -> Self {
        assert!((MIN_SIZE..=MAX_SIZE).contains(&width));
        assert!((MIN_SIZE..=MAX_SIZE).contains(&height));
        assert!((MIN_CONNECT..=MAX_CONNECT).contains(&connect));
        let stride = height as u32 + 1;
        let n_bits = width as u32 * stride;
        let column: Bits = (1 << height) - 1;
        let mut cells = 0;
        let mut bottom = 0;
        for c in 0..width as u32 {
            cells |= column << (c * stride);
            bottom |= 1 << (c * stride);
        }
        Geometry { width, height, connect, cylinder, stride, n_bits, cells, bottom }
    }

    pub fn width(&self) -> u8 {
        self.width
    }
    pub fn height(&self) -> u8 {
        self.height
    }
    pub fn connect(&self) -> u8 {
        self.connect
    }
    pub fn cylinder(&self) -> bool {
        self.cylinder
    }
    pub fn cells(&self) -> Bits {
        self.cells
    }
    pub fn bottom(&self) -> Bits {
        self.bottom
    }

    /// The bit of cell (`col`, `row`), row 0 at the bottom.
    #[inline(always)]
    pub fn cell(&self, col: u8, row: u8) -> Bits {
        1 << (col as u32 * self.stride + row as u32)
    }

    /// All real cells of one column.
    #[inline(always)]
    pub fn column(&self, col: u8) -> Bits {
        (((1 as Bits) << self.height) - 1) << (col as u32 * self.stride)
    }

    /// (`col`, `row`) of the lowest set bit of a non-empty set.
    pub fn first_cell(&self, bits: Bits) -> (u8, u8) {
        let i = bits.trailing_zeros();
        ((i / self.stride) as u8, (i % self.stride) as u8)
    }

    /// Every (`col`, `row`) in a set, in bit order.
    pub fn cells_of(&self, mut bits: Bits) -> Vec<(u8, u8)> {
        let mut out = Vec::with_capacity(bits.count_ones() as usize);
        while bits != 0 {
            out.push(self.first_cell(bits));
            bits &= bits - 1;
        }
        out
    }

    /// Shift towards lower bits by `d` along a direction; wraps around the cylinder when asked.
    #[inline(always)]
    fn down(&self, b: Bits, d: u32, wrap: bool) -> Bits {
        if wrap {
            let d = d % self.n_bits;
            if d == 0 {
                return b;
            }
            ((b >> d) | (b << (self.n_bits - d))) & self.cells
        } else {
            b >> d
        }
    }

    #[inline(always)]
    fn up(&self, b: Bits, d: u32, wrap: bool) -> Bits {
        if wrap { self.down(b, self.n_bits - d % self.n_bits, true) } else { (b << d) & self.cells }
    }

    /// The four line directions as bit steps: vertical, horizontal, and the two diagonals.
    #[inline(always)]
    fn directions(&self) -> [(u32, bool); 4] {
        let s = self.stride;
        let w = self.cylinder;
        [(1, false), (s, w), (s - 1, w), (s + 1, w)]
    }

    /// Start cells of every run of `connect` stones in direction `d`.
    #[inline(always)]
    fn run_starts(&self, b: Bits, d: u32, wrap: bool) -> Bits {
        let mut m = b;
        for i in 1..self.connect as u32 {
            m &= self.down(b, i * d, wrap);
        }
        m
    }

    /// True when `b` holds at least one line of `connect` (or more) stones.
    #[inline]
    pub fn has_line(&self, b: Bits) -> bool {
        if !self.cylinder && self.n_bits <= 64 {
            // The common case: a flat board that fits one machine word.
            let b = b as u64;
            let s = self.stride;
            return [1, s, s - 1, s + 1].into_iter().any(|d| runs64(b, d, self.connect) != 0);
        }
        self.directions().iter().any(|&(d, wrap)| self.run_starts(b, d, wrap) != 0)
    }

    /// Every cell of `b` that lies on a line of `connect` or more stones (for highlighting).
    pub fn line_cells(&self, b: Bits) -> Bits {
        let mut cells = 0;
        for (d, wrap) in self.directions() {
            let starts = self.run_starts(b, d, wrap);
            if starts != 0 {
                for i in 0..self.connect as u32 {
                    cells |= self.up(starts, i * d, wrap);
                }
            }
        }
        cells
    }

    /// The cells that would complete a line of `connect` with the stones of `b` (occupied or not:
    /// callers keep the empty ones).
    pub fn completing_cells(&self, b: Bits) -> Bits {
        let k = self.connect as u32;
        let mut cells = 0;
        for (d, wrap) in self.directions() {
            let mut shifted = [0; MAX_CONNECT as usize];
            for (i, s) in shifted.iter_mut().enumerate().take(k as usize) {
                *s = self.down(b, i as u32 * d, wrap);
            }
            for hole in 0..k {
                let starts = (0..k).filter(|&i| i != hole).fold(self.cells, |m, i| m & shifted[i as usize]);
                cells |= self.up(starts, hole * d, wrap);
            }
        }
        cells & self.cells
    }
}

/// Start bits of runs of `k` set bits spaced `d` apart, by doubling (two to four shifts).
#[inline(always)]
fn runs64(b: u64, d: u32, k: u8) -> u64 {
    let two = b & (b >> d);
    match k {
        3 => two & (b >> (2 * d)),
        4 => two & (two >> (2 * d)),
        5 => {
            let four = two & (two >> (2 * d));
            four & (b >> (4 * d))
        }
        _ => {
            let four = two & (two >> (2 * d));
            four & (two >> (4 * d))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn set(g: &Geometry, cells: &[(u8, u8)]) -> Bits {
        cells.iter().fold(0, |b, &(c, r)| b | g.cell(c, r))
    }

    #[test]
    fn four_in_each_direction_is_a_line_three_is_not() {
        let g = Geometry::new(7, 6, 4, false);
        let lines = [
            vec![(0, 0), (0, 1), (0, 2), (0, 3)],
            vec![(1, 0), (2, 0), (3, 0), (4, 0)],
            vec![(0, 0), (1, 1), (2, 2), (3, 3)],
            vec![(6, 0), (5, 1), (4, 2), (3, 3)],
        ];
        for line in &lines {
            let b = set(&g, line);
            assert!(g.has_line(b), "{line:?}");
            assert_eq!(g.line_cells(b), b);
            assert!(!g.has_line(set(&g, &line[..3])));
        }
    }

    #[test]
    fn lines_do_not_wrap_between_columns_on_a_flat_board() {
        let g = Geometry::new(7, 6, 4, false);
        // Top of column 0 and bottom of column 1 are adjacent bits but not a line.
        assert!(!g.has_line(set(&g, &[(0, 4), (0, 5), (1, 0), (1, 1)])));
        // A horizontal run split by the board edge.
        assert!(!g.has_line(set(&g, &[(5, 0), (6, 0), (0, 0), (1, 0)])));
    }

    #[test]
    fn cylinder_wraps_horizontally_and_diagonally_only() {
        let g = Geometry::new(7, 6, 4, true);
        assert!(g.has_line(set(&g, &[(5, 0), (6, 0), (0, 0), (1, 0)])));
        assert!(g.has_line(set(&g, &[(5, 0), (6, 1), (0, 2), (1, 3)])));
        assert!(g.has_line(set(&g, &[(1, 0), (0, 1), (6, 2), (5, 3)])));
        assert!(!g.has_line(set(&g, &[(0, 4), (0, 5), (1, 0), (1, 1)])));
        // A diagonal cannot wrap over the top edge.
        assert!(!g.has_line(set(&g, &[(5, 4), (6, 5), (0, 0), (1, 1)])));
    }

    #[test]
    fn the_word_fast_path_agrees_with_the_general_loop() {
        // Every connect length on a board that fits 64 bits, against the shift-per-stone loop.
        let mut rng = crate::Rng::new(11);
        for k in MIN_CONNECT..=MAX_CONNECT {
            let g = Geometry::new(7, 6, k, false);
            for _ in 0..20_000 {
                let b = (rng.next_u64() as Bits & rng.next_u64() as Bits) & g.cells();
                let slow = g.directions().iter().any(|&(d, w)| g.run_starts(b, d, w) != 0);
                assert_eq!(g.has_line(b), slow, "k={k} b={b:#x}");
            }
        }
    }

    #[test]
    fn longer_lines_count_and_all_their_cells_highlight() {
        let g = Geometry::new(10, 10, 5, false);
        let b = set(&g, &[(2, 9), (3, 9), (4, 9), (5, 9), (6, 9), (7, 9)]);
        assert!(g.has_line(b));
        assert_eq!(g.line_cells(b), b);
        let g3 = Geometry::new(4, 4, 3, false);
        assert!(g3.has_line(set(&g3, &[(3, 3), (2, 2), (1, 1)])));
    }
}
