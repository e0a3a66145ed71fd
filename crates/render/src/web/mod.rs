//! The web pages: a position as SVG, a finished game's page, and a server's leaderboard.

use crate::i18n::{Msg, Translate};
use crate::view::{ButtonStyle, ButtonView, View, limits};
use cuatro_game::Lang;

mod board_svg;
mod game_page;
mod leaderboard_page;

pub use board_svg::{CELL, board_svg, escape};
pub use game_page::{GamePage, LivePage, game_page, live_page, position_svg};
pub use leaderboard_page::{LeaderboardWebPage, leaderboard_page};

/// The link button to a web page ("View on the web" in `lang`), for final boards, reviews and leaderboards.
pub fn web_link(url: &str, lang: Lang) -> ButtonView {
    ButtonView {
        custom_id: url.to_string(),
        label: lang.t(Msg::WebPageButton),
        style: ButtonStyle::Link,
        disabled: false,
    }
}

/// `view` with the link button to `url` after its other buttons (a new row when the last one is full).
pub fn with_web_link(mut view: View, url: &str, lang: Lang) -> View {
    let link = web_link(url, lang);
    match view.rows.last_mut() {
        Some(row) if row.len() < limits::BUTTONS_PER_ROW => row.push(link),
        _ => view.rows.push(vec![link]),
    }
    view
}
