//! What the game's web pages are drawn from: the board as SVG (more to come: the page itself).

mod board_svg;

pub use board_svg::{CELL, board_svg, escape};
