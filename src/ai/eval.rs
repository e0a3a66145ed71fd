//! A static evaluation for any variant: open windows of the line length, weighted by how full they are.

use crate::engine::{Bits, Board, Colour, Geometry};

/// Every window of `connect` cells on a board, precomputed once per geometry.
#[derive(Debug, Clone)]
pub struct Windows {
    masks: Vec<Bits>,
}

impl Windows {
    pub fn new(geo: &Geometry) -> Self {
        let (w, h, k) = (geo.width() as i32, geo.height() as i32, geo.connect() as i32);
        let mut masks = Vec::new();
        for c in 0..w {
            for r in 0..h {
                for (dc, dr) in [(0, 1), (1, 0), (1, 1), (1, -1)] {
                    let cells: Option<Bits> = (0..k)
                        .map(|i| {
                            let (mut cc, rr) = (c + i * dc, r + i * dr);
                            if geo.cylinder() && dc != 0 {
                                cc = cc.rem_euclid(w);
                            }
                            ((0..w).contains(&cc) && (0..h).contains(&rr)).then(|| geo.cell(cc as u8, rr as u8))
                        })
                        .try_fold(0, |acc, cell| cell.map(|b| acc | b));
                    if let Some(mask) = cells {
                        masks.push(mask);
                    }
                }
            }
        }
        masks.sort_unstable();
        masks.dedup();
        Windows { masks }
    }

    /// `me`'s open windows minus everyone else's, weighted by stones in them (more = much better).
    pub fn score(&self, board: &Board, me: Colour, colours: usize) -> i32 {
        let mine = board.pieces(me);
        let theirs = board.occupied() & !mine;
        let mut total = 0;
        for &m in &self.masks {
            let a = (m & mine).count_ones();
            let b = (m & theirs).count_ones();
            if b == 0 && a > 0 {
                total += WEIGHTS[a as usize];
            } else if a == 0 && b > 0 && (m & board.blocked()) == 0 {
                // Only a single opponent's stones make a real window against me.
                let single =
                    Colour::ALL[..colours].iter().any(|&c| c != me && (m & board.occupied()) == (m & board.pieces(c)));
                if single {
                    total -= WEIGHTS[b as usize];
                }
            }
        }
        total
    }
}

const WEIGHTS: [i32; 7] = [0, 1, 4, 32, 256, 2048, 16384];
