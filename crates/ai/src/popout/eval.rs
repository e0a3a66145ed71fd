//! PopOut evaluation for the side to move: central stones, and winning cells weighted by row parity.

use super::board::{BOTTOM, Bitboard, HEIGHT, ODD_ROWS, WIDTH, winning_cells};

/// Windows of four through each cell (column-major, bottom up): central cells take part in more lines.
const WINDOWS_THROUGH: [[u32; HEIGHT]; WIDTH] = [
    [3, 4, 5, 5, 4, 3],
    [4, 6, 8, 8, 6, 4],
    [5, 8, 11, 11, 8, 5],
    [7, 10, 13, 13, 10, 7],
    [5, 8, 11, 11, 8, 5],
    [4, 6, 8, 8, 6, 4],
    [3, 4, 5, 5, 4, 3],
];

/// `WINDOWS_THROUGH` as bit planes: plane `k` holds the cells whose weight has bit `k` set.
const PLANES: [u64; 4] = {
    let mut planes = [0u64; 4];
    let mut c = 0;
    while c < WIDTH {
        let mut r = 0;
        while r < HEIGHT {
            let mut k = 0;
            while k < 4 {
                if WINDOWS_THROUGH[c][r] >> k & 1 == 1 {
                    planes[k] |= 1 << (c * (HEIGHT + 1) + r);
                }
                k += 1;
            }
            r += 1;
        }
        c += 1;
    }
    planes
};

/// A winning cell (an empty cell that would complete four).
const THREAT: i32 = 24;
/// Extra for a winning cell on the owner's rows (odd rows for red, even rows for yellow).
const GOOD_PARITY: i32 = 16;
/// Two winning cells of one side directly above each other: the lower one cannot be blocked safely.
const STACKED: i32 = 60;
/// The opponent can win at the next move in two columns: only a pop may still save the mover.
const DOUBLE_THREAT: i32 = 400;
/// A stone of one's own on the bottom row: a pop is a spare tempo move.
const POPPABLE: i32 = 2;

fn centre(stones: u64) -> i32 {
    PLANES.iter().enumerate().map(|(k, &p)| ((stones & p).count_ones() << k) as i32).sum()
}

/// The winning cells of one side, scored.
fn threats(wins: u64, own_rows: u64) -> i32 {
    let stacked = wins & (wins >> 1);
    THREAT * wins.count_ones() as i32
        + GOOD_PARITY * (wins & own_rows).count_ones() as i32
        + STACKED * stacked.count_ones() as i32
}

/// The position's value for the side to move (who has no win at once: the search checks that first).
pub fn evaluate(b: &Bitboard) -> i32 {
    let (mine, theirs, mask) = (b.current(), b.opponent(), b.mask());
    let (my_rows, their_rows) = if b.red_to_move() { (ODD_ROWS, !ODD_ROWS) } else { (!ODD_ROWS, ODD_ROWS) };
    let my_wins = winning_cells(mine, mask);
    let their_wins = winning_cells(theirs, mask);
    let mut score = centre(mine) - centre(theirs);
    score += threats(my_wins, my_rows) - threats(their_wins, their_rows);
    score += POPPABLE * ((mine & BOTTOM).count_ones() as i32 - (theirs & BOTTOM).count_ones() as i32);
    if (their_wins & b.playable()).count_ones() >= 2 {
        score -= DOUBLE_THREAT;
    }
    score
}

#[cfg(test)]
mod tests {
    use super::*;
    use cuatro_engine::test_game;

    fn eval(moves: &str) -> i32 {
        evaluate(&Bitboard::from_game(&test_game("popout", moves)).unwrap())
    }

    #[test]
    fn planes_add_up_to_the_weights() {
        for (c, col) in WINDOWS_THROUGH.iter().enumerate() {
            for (r, &w) in col.iter().enumerate() {
                assert_eq!(centre(1 << (c * (HEIGHT + 1) + r)) as u32, w);
            }
        }
    }

    #[test]
    fn the_centre_and_threats_count_for_their_owner() {
        // Yellow to move after red's d1: red is ahead.
        assert!(eval("d") < 0);
        // Red to move after d a: red has the centre.
        assert!(eval("d a") > 0);
        // Red a1 b1 c1 against yellow g1 g2, yellow to move: red's d1 is a winning cell on red's row.
        assert!(eval("a g b g c") < -(THREAT + GOOD_PARITY));
    }
}
