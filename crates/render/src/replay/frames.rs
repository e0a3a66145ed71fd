//! The replay's pictures: the layout, one frame per position with the newest stone ringed, and the last frame.

use super::super::font::has_glyph;
use super::canvas::Canvas;
use super::caption::{Ending, caption_lines, colour_name};
use super::palette::{self, Shape};
use cuatro_engine::{Board, Colour, Move, Variant};
use cuatro_game::{Lang, Theme};

/// Pixels per cell.
pub const CELL: usize = 48;
const MARGIN: usize = 10;
/// The caption's font scale (8×8 glyphs drawn 16×16) and line height.
const SCALE: usize = 2;
const LINE: usize = 22;
/// No picture is narrower (the caption needs room).
const MIN_WIDTH: usize = 360;
const DISC: f64 = 19.0;

/// Where things go in the picture of one game.
#[derive(Debug, Clone)]
pub struct Layout {
    pub width: usize,
    pub height: usize,
    /// The board's top-left corner.
    pub x0: usize,
    pub y0: usize,
    pub columns: usize,
    pub rows: usize,
    /// PopOut: a strip under the board where a popped stone is shown leaving.
    tray: usize,
    caption_y: usize,
}

impl Layout {
    pub fn new(variant: &Variant, caption: &Caption) -> Layout {
        let (columns, rows) = (variant.width as usize, variant.height as usize);
        let width = (columns * CELL + 2 * MARGIN).max(MIN_WIDTH);
        let tray = if variant.popout { CELL } else { 0 };
        let caption_y = MARGIN + rows * CELL + tray + 8;
        let lines = caption.flow(width, None);
        let height = caption_y + lines * LINE + MARGIN;
        Layout { width, height, x0: (width - columns * CELL) / 2, y0: MARGIN, columns, rows, tray, caption_y }
    }

    /// The pixel at the centre of cell (`col`, `row`), row 0 at the bottom.
    pub fn centre(&self, col: u8, row: u8) -> (usize, usize) {
        let x = self.x0 + col as usize * CELL + CELL / 2;
        let y = self.y0 + (self.rows - 1 - row as usize) * CELL + CELL / 2;
        (x, y)
    }
}

/// The caption: a swatch and name per colour, then lines of words, wrapped to the picture's width.
#[derive(Debug, Clone)]
pub struct Caption {
    swatches: Vec<(Colour, String)>,
    lines: Vec<String>,
    theme: Theme,
}

impl Caption {
    pub fn new(variant: &Variant, theme: Theme, lang: Lang, moves: usize, ending: &Ending) -> Caption {
        let swatches = (0..variant.colours()).map(Colour::from_index).map(|c| (c, colour_name(lang, variant, c)));
        Caption {
            swatches: swatches.collect(),
            lines: caption_lines(lang, variant, moves, ending).into_iter().map(|l| printable(&l)).collect(),
            theme,
        }
    }

    /// Lays the caption out from the top of `canvas`'s caption area (or only counts its lines); returns the count.
    fn flow(&self, width: usize, mut canvas: Option<(&mut Canvas, usize)>) -> usize {
        let glyph = 8 * SCALE;
        let (left, right) = (MARGIN, width - MARGIN);
        let (mut x, mut line) = (left, 0);
        for (colour, name) in &self.swatches {
            let w = LINE + name.chars().count() * glyph + glyph;
            if x > left && x + w - glyph > right {
                (x, line) = (left, line + 1);
            }
            if let Some((canvas, y)) = canvas.as_mut() {
                let y = *y + line * LINE;
                let (cx, cy) = ((x + 8) as i64, (y + 8) as i64);
                stone(canvas, self.theme, *colour, cx, cy, 8.0, false);
                canvas.text(x + LINE, y, name, SCALE, palette::TEXT);
            }
            x += w;
        }
        for text in &self.lines {
            (x, line) = (left, line + 1);
            for word in text.split(' ') {
                let w = word.chars().count() * glyph;
                if x > left && x + w > right {
                    (x, line) = (left, line + 1);
                }
                if let Some((canvas, y)) = canvas.as_mut() {
                    canvas.text(x, *y + line * LINE, word, SCALE, palette::TEXT);
                }
                x += w + glyph;
            }
        }
        line + 1
    }
}

/// `text` with every character the font lacks left out.
fn printable(text: &str) -> String {
    text.chars().filter(|&c| has_glyph(c)).collect()
}

/// A stone of `colour` in `theme` centred on (`cx`, `cy`), of radius `r`.
fn stone(canvas: &mut Canvas, theme: Theme, colour: Colour, cx: i64, cy: i64, r: f64, dim: bool) {
    canvas.ring(cx, cy, 0.0, r, palette::fill(colour, dim));
    let ink = if dim { palette::fill(colour, true) } else { palette::ink(colour) };
    let half = (r * 0.62) as i64;
    match palette::shape(theme, colour) {
        Shape::Disc => {}
        Shape::Cross => canvas.cross(cx, cy, half, r / 8.0, ink),
        Shape::Circle => canvas.ring(cx, cy, r * 0.38, r * 0.7, ink),
        Shape::Triangle => canvas.triangle(cx, cy, half, ink),
    }
}

/// What one frame shows beyond the board itself.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Marks<'a> {
    /// The stone of the last move is ringed; a pop shows the popped stone of `Colour` leaving the column.
    Newest(Option<Move>, Option<Colour>),
    /// The last frame: the winning line ringed and the other stones dimmed, or a banner over dimmed stones.
    Final(&'a [(u8, u8)]),
}

/// Draws one frame: background, board, stones, marks and caption.
pub fn frame(layout: &Layout, caption: &Caption, board: &Board, theme: Theme, marks: Marks, banner: &str) -> Canvas {
    let mut c = Canvas::new(layout.width, layout.height, palette::BACKGROUND);
    c.rect(layout.x0, layout.y0, layout.columns * CELL, layout.rows * CELL, palette::BOARD);
    let last_frame = matches!(marks, Marks::Final(_));
    let line: &[(u8, u8)] = if let Marks::Final(line) = marks { line } else { &[] };
    for col in 0..layout.columns as u8 {
        for row in 0..layout.rows as u8 {
            let (x, y) = layout.centre(col, row);
            let (x, y) = (x as i64, y as i64);
            if board.is_blocked(col, row) {
                let half = CELL / 2 - 4;
                c.rect(x as usize - half, y as usize - half, 2 * half, 2 * half, palette::OBSTACLE);
                continue;
            }
            c.ring(x, y, 0.0, DISC, palette::HOLE);
            if let Some(colour) = board.at(col, row) {
                let on_line = line.contains(&(col, row));
                stone(&mut c, theme, colour, x, y, DISC, last_frame && !on_line);
                if on_line {
                    c.ring(x, y, DISC - 1.0, DISC + 4.0, palette::HIGHLIGHT);
                }
            }
        }
    }
    if let Marks::Newest(Some(mv), popped) = marks {
        let col = mv.column();
        match (mv, popped) {
            (Move::Pop(_), Some(colour)) => {
                let (x, _) = layout.centre(col, 0);
                let y = layout.y0 + layout.rows * CELL + layout.tray / 2;
                stone(&mut c, theme, colour, x as i64, y as i64, DISC, true);
                c.ring(x as i64, y as i64, DISC + 1.0, DISC + 3.0, palette::NEWEST);
            }
            _ => {
                let row = board.column_height(col).saturating_sub(1);
                let (x, y) = layout.centre(col, row);
                c.ring(x as i64, y as i64, DISC + 1.0, DISC + 4.0, palette::NEWEST);
            }
        }
    }
    if last_frame && line.is_empty() {
        draw_banner(&mut c, layout, &printable(banner));
    }
    let y = layout.caption_y;
    caption.flow(layout.width, Some((&mut c, y)));
    c
}

/// The result in a bordered box across the board's middle, at the largest scale that fits.
fn draw_banner(c: &mut Canvas, layout: &Layout, text: &str) {
    let board_w = layout.columns * CELL;
    let chars = text.chars().count().max(1);
    let scale = if chars * 16 + 24 <= board_w { 2 } else { 1 };
    let (w, h) = ((chars * 8 * scale + 16).min(board_w), 8 * scale + 16);
    let x = layout.x0 + (board_w - w) / 2;
    let y = layout.y0 + (layout.rows * CELL - h) / 2;
    c.rect(x, y, w, h, palette::HIGHLIGHT);
    c.rect(x + 3, y + 3, w - 6, h - 6, palette::BACKGROUND);
    c.text(x + 8, y + 8, text, scale, palette::TEXT);
}
