//! A static evaluation for any variant: open windows of the line length, weighted by how full they are.

use cuatro_engine::{Bits, Board, Colour, Geometry};

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

impl Windows {
    /// Misère (two colours): an empty cell that would complete a player's own line is one that
    /// player can never fill ("poison"). Whoever runs out of safe cells must complete a line, so
    /// poison cells of the opponent's alone are good for me and mine are bad.
    pub fn misere_score(&self, board: &Board, me: Colour) -> i32 {
        let occupied = board.occupied();
        let empty = board.geometry().cells() & !occupied;
        let mine = board.pieces(me);
        let theirs = occupied & !mine & !board.blocked();
        let (mut my_poison, mut their_poison): (Bits, Bits) = (0, 0);
        for &m in &self.masks {
            let hole = m & empty;
            if hole.count_ones() != 1 {
                continue;
            }
            let stones = m & !hole;
            if stones & !mine == 0 {
                my_poison |= hole;
            } else if stones & !theirs == 0 {
                their_poison |= hole;
            }
        }
        let count = |b: Bits| b.count_ones() as i32;
        let playable = board.playable();
        let (theirs_only, mine_only) = (their_poison & !my_poison, my_poison & !their_poison);
        64 * (count(theirs_only) - count(mine_only))
            + 32 * (count(theirs_only & playable) - count(mine_only & playable))
    }
}

const WEIGHTS: [i32; 7] = [0, 1, 4, 32, 256, 2048, 16384];

#[cfg(test)]
mod tests {
    use super::*;
    use cuatro_engine::test_game;

    #[test]
    fn misere_poison_cells_count_against_their_owner() {
        // Red a1 b1 c1: d1 would complete red's line, so red can never play it (and it is
        // playable now, which weighs more); yellow's stones make no poison cell.
        let g = test_game("misere", "a a b b c g");
        let w = Windows::new(g.board().geometry());
        assert_eq!(w.misere_score(g.board(), Colour::Red), -(64 + 32));
        assert_eq!(w.misere_score(g.board(), Colour::Yellow), 64 + 32);
    }

    #[test]
    fn board_threats_agree_with_a_scan_of_every_window() {
        let mut rng = cuatro_engine::Rng::new(3);
        for id in ["classic", "three-players", "cylinder", "9x6k5", "4x4k3", "10x10k6+cylinder"] {
            let g = test_game(id, "");
            let geo = *g.board().geometry();
            let windows = Windows::new(&geo);
            for _ in 0..2_000 {
                // Columns of random heights, each stone of a random colour.
                let mut board = Board::empty(geo);
                for col in 0..geo.width() {
                    for _ in 0..rng.below(geo.height() as u64 + 1) {
                        board.drop_stone(col, Colour::ALL[rng.below(3) as usize]);
                    }
                }
                let empty = geo.cells() & !board.occupied();
                let mut slow = [0; 3];
                for &m in &windows.masks {
                    let hole = m & empty;
                    for c in Colour::ALL {
                        if hole.count_ones() == 1 && m & !hole & !board.pieces(c) == 0 {
                            slow[c.index()] |= hole;
                        }
                    }
                }
                assert_eq!(board.threats(), slow, "{id}");
            }
        }
    }

    #[test]
    fn open_windows_score_for_their_owner() {
        let g = test_game("classic", "d");
        let w = Windows::new(g.board().geometry());
        assert!(w.score(g.board(), Colour::Red, 2) > 0);
        assert!(w.score(g.board(), Colour::Yellow, 2) < 0);
    }
}
