//! The replay's colours in each theme: one small global palette, and what a stone looks like in it.

use cuatro_engine::Colour;
use cuatro_game::Theme;

pub const BACKGROUND: u8 = 0;
pub const BOARD: u8 = 1;
pub const HOLE: u8 = 2;
pub const OBSTACLE: u8 = 3;
pub const TEXT: u8 = 4;
/// The ring around the stone that just fell.
pub const NEWEST: u8 = 5;
/// The ring around the stones of the winning line, and the result banner's border.
pub const HIGHLIGHT: u8 = 6;
/// The fill of stones (classic, colour-blind), or the tile under a mark (X/O), by colour index.
const STONE: u8 = 7;
/// The X/O theme's marks, by colour index.
const INK: u8 = 10;
/// Stones outside the winning line on the last frame, by colour index.
const DIM: u8 = 13;
/// How many entries the palette has.
pub const SIZE: usize = 16;
const _: () = assert!(DIM as usize + 3 <= SIZE, "every dimmed colour has an entry");

/// How a stone of one colour is drawn.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Shape {
    /// A filled disc.
    Disc,
    /// A mark on a tile the size of a disc: ✕, ◯ or ▲.
    Cross,
    Circle,
    Triangle,
}

/// The shape of `colour` in `theme`.
pub fn shape(theme: Theme, colour: Colour) -> Shape {
    match (theme, colour) {
        (Theme::Xo, Colour::Red) => Shape::Cross,
        (Theme::Xo, Colour::Yellow) => Shape::Circle,
        (Theme::Xo, Colour::Green) => Shape::Triangle,
        _ => Shape::Disc,
    }
}

/// The palette index of a stone's fill (the tile of a mark); `dim` for the last frame's other stones.
pub fn fill(colour: Colour, dim: bool) -> u8 {
    if dim { DIM } else { STONE }.wrapping_add(colour.index() as u8)
}

/// The palette index of a mark's ink in the X/O theme.
pub fn ink(colour: Colour) -> u8 {
    INK + colour.index() as u8
}

/// The palette index at the centre of a stone of `colour`: the mark's ink for ✕ and ▲, else the fill.
#[cfg(test)]
pub fn centre(theme: Theme, colour: Colour) -> u8 {
    match shape(theme, colour) {
        Shape::Cross | Shape::Triangle => ink(colour),
        Shape::Disc | Shape::Circle => fill(colour, false),
    }
}

/// The RGB triples of `theme`'s palette, `SIZE` entries.
pub fn rgb(theme: Theme) -> [[u8; 3]; SIZE] {
    let (board, hole, stones, inks) = match theme {
        Theme::Classic => (
            [0x1f, 0x4f, 0xbf],
            [0x10, 0x16, 0x34],
            [[0xe5, 0x39, 0x35], [0xfd, 0xd8, 0x35], [0x43, 0xa0, 0x47]],
            [[0xe5, 0x39, 0x35], [0xfd, 0xd8, 0x35], [0x43, 0xa0, 0x47]],
        ),
        Theme::ColourBlind => (
            [0x4a, 0x4a, 0x52],
            [0x10, 0x10, 0x14],
            [[0x1e, 0x88, 0xe5], [0xfb, 0x8c, 0x00], [0x2e, 0xb8, 0x8a]],
            [[0x1e, 0x88, 0xe5], [0xfb, 0x8c, 0x00], [0x2e, 0xb8, 0x8a]],
        ),
        Theme::Xo => (
            [0x8a, 0x8f, 0x98],
            [0xf4, 0xf4, 0xf4],
            [[0xf8, 0xd0, 0xd0], [0xfb, 0xec, 0xb0], [0xc8, 0xec, 0xc8]],
            [[0xb7, 0x1c, 0x1c], [0x9a, 0x6a, 0x00], [0x1b, 0x5e, 0x20]],
        ),
    };
    let dim = |c: [u8; 3]| {
        let mix = |a: u8, b: u8| ((a as u16 * 2 + b as u16 * 3) / 5) as u8;
        [mix(c[0], hole[0]), mix(c[1], hole[1]), mix(c[2], hole[2])]
    };
    let newest = if theme == Theme::Xo { [0x10, 0x10, 0x10] } else { [0xff, 0xff, 0xff] };
    let mut out = [[0u8; 3]; SIZE];
    out[BACKGROUND as usize] = [0x2b, 0x2d, 0x31];
    out[BOARD as usize] = board;
    out[HOLE as usize] = hole;
    out[OBSTACLE as usize] = [0x7a, 0x52, 0x30];
    out[TEXT as usize] = [0xf2, 0xf3, 0xf5];
    out[NEWEST as usize] = newest;
    out[HIGHLIGHT as usize] = [0xff, 0xff, 0xff];
    for i in 0..3 {
        out[STONE as usize + i] = stones[i];
        out[INK as usize + i] = inks[i];
        out[DIM as usize + i] = dim(if theme == Theme::Xo { inks[i] } else { stones[i] });
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_theme_tells_its_stones_apart_from_each_other_and_from_an_empty_hole() {
        for theme in [Theme::Classic, Theme::Xo, Theme::ColourBlind] {
            let rgb = rgb(theme);
            let centres: Vec<[u8; 3]> = Colour::ALL.iter().map(|&c| rgb[centre(theme, c) as usize]).collect();
            for (i, a) in centres.iter().enumerate() {
                assert_ne!(*a, rgb[HOLE as usize], "{theme:?}");
                for b in &centres[i + 1..] {
                    assert_ne!(a, b, "{theme:?}");
                }
            }
        }
    }
}
