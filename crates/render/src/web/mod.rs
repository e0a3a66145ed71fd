//! What a game's web page is drawn from: the board as SVG, and the page itself.

mod board_svg;
mod game_page;

pub use board_svg::{CELL, board_svg, escape};
pub use game_page::{GamePage, game_page};
