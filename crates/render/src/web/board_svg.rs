//! A position drawn as SVG for a game's web page, in the replay's colours and shapes for each theme: holes, stones
//! (discs, or ✕ ◯ ▲ marks on tiles in the X/O theme), obstacles, the newest stone and the winning line ringed.

use crate::replay::palette::{self, Shape};
use cuatro_engine::{Board, Colour};
use cuatro_game::Theme;
use std::fmt::Write;

/// Units per cell (the picture scales: the SVG has a view box, no fixed size).
pub const CELL: u32 = 48;
const DISC: u32 = 19;

/// `text` made safe inside an XML or HTML text node or a quoted attribute.
pub fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&#39;"),
            c => out.push(c),
        }
    }
    out
}

/// `#rrggbb` of palette entry `index` in `theme`.
fn hex(theme: Theme, index: u8) -> String {
    let [r, g, b] = palette::rgb(theme)[index as usize];
    format!("#{r:02x}{g:02x}{b:02x}")
}

/// The SVG of `board` in `theme`: `label` is its text for screen readers; `newest` the cell of the stone that
/// just fell, `line` the cells of the winning line (row 0 at the bottom).
pub fn board_svg(board: &Board, theme: Theme, label: &str, newest: Option<(u8, u8)>, line: &[(u8, u8)]) -> String {
    let (columns, rows) = (board.width() as u32, board.height() as u32);
    let (width, height) = (columns * CELL, rows * CELL);
    let mut svg = format!(
        r#"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {width} {height}" role="img" aria-label="{}">"#,
        escape(label)
    );
    let _ =
        write!(svg, r#"<rect class="board" width="{width}" height="{height}" fill="{}"/>"#, hex(theme, palette::BOARD));
    for col in 0..columns as u8 {
        for row in 0..rows as u8 {
            let (x, y) = (col as u32 * CELL + CELL / 2, (rows - 1 - row as u32) * CELL + CELL / 2);
            if board.is_blocked(col, row) {
                let (side, at) = (CELL - 8, |v: u32| v - (CELL - 8) / 2);
                let fill = hex(theme, palette::OBSTACLE);
                let _ = write!(
                    svg,
                    r#"<rect class="obstacle" x="{}" y="{}" width="{side}" height="{side}" fill="{fill}"/>"#,
                    at(x),
                    at(y)
                );
                continue;
            }
            let _ = write!(
                svg,
                r#"<circle class="hole" cx="{x}" cy="{y}" r="{DISC}" fill="{}"/>"#,
                hex(theme, palette::HOLE)
            );
            if let Some(colour) = board.at(col, row) {
                stone(&mut svg, theme, colour, x, y);
            }
            let ring = if line.contains(&(col, row)) {
                Some(("line", palette::HIGHLIGHT))
            } else if newest == Some((col, row)) {
                Some(("newest", palette::NEWEST))
            } else {
                None
            };
            if let Some((class, colour)) = ring {
                let r = DISC + 2;
                let _ = write!(
                    svg,
                    r#"<circle class="{class}" cx="{x}" cy="{y}" r="{r}" fill="none" stroke="{}" stroke-width="3"/>"#,
                    hex(theme, colour)
                );
            }
        }
    }
    svg.push_str("</svg>");
    svg
}

/// One stone at (`x`, `y`): a disc, or a mark on its tile.
fn stone(svg: &mut String, theme: Theme, colour: Colour, x: u32, y: u32) {
    let (fill, ink, name) =
        (hex(theme, palette::fill(colour, false)), hex(theme, palette::ink(colour)), colour_class(colour));
    let _ = write!(svg, r#"<circle class="stone {name}" cx="{x}" cy="{y}" r="{DISC}" fill="{fill}"/>"#);
    let (x, y, r) = (x as i32, y as i32, DISC as i32 - 6);
    match palette::shape(theme, colour) {
        Shape::Disc => {}
        Shape::Cross => {
            let (a, b) = ((x - r, y - r, x + r, y + r), (x + r, y - r, x - r, y + r));
            let d = format!("M{} {}L{} {}M{} {}L{} {}", a.0, a.1, a.2, a.3, b.0, b.1, b.2, b.3);
            let style = format!(r#"stroke="{ink}" stroke-width="5" stroke-linecap="round""#);
            let _ = write!(svg, r#"<path class="mark" d="{d}" {style}/>"#);
        }
        Shape::Circle => {
            let _ = write!(
                svg,
                r#"<circle class="mark" cx="{x}" cy="{y}" r="{r}" fill="none" stroke="{ink}" stroke-width="5"/>"#
            );
        }
        Shape::Triangle => {
            let _ = write!(
                svg,
                r#"<path class="mark" d="M{x} {}L{} {}L{} {}Z" fill="{ink}"/>"#,
                y - r,
                x + r,
                y + r,
                x - r,
                y + r
            );
        }
    }
}

/// The stone's class in the page's markup.
fn colour_class(colour: Colour) -> &'static str {
    match colour {
        Colour::Red => "red",
        Colour::Yellow => "yellow",
        Colour::Green => "green",
    }
}

#[cfg(test)]
#[path = "board_svg_tests.rs"]
mod tests;
