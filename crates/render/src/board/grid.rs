//! The board as emoji and as words: the stones of each theme, the grid, and the position for screen readers.

use crate::tr;
use crate::view::limits;
use cuatro_engine::{Colour, Game, cell_name};
use cuatro_game::{Lang, Session, Theme};

const KEYCAPS: [&str; 10] = ["1️⃣", "2️⃣", "3️⃣", "4️⃣", "5️⃣", "6️⃣", "7️⃣", "8️⃣", "9️⃣", "🔟"];

/// A stone in the server's theme; the winning line is drawn in squares (or bold marks).
pub fn stone(theme: Theme, colour: Colour, winning: bool) -> &'static str {
    match (theme, colour, winning) {
        (_, Colour::Green, false) => "🟢",
        (_, Colour::Green, true) => "🟩",
        (Theme::Classic, Colour::Red, false) => "🔴",
        (Theme::Classic, Colour::Yellow, false) => "🟡",
        (Theme::Classic, Colour::Red, true) => "🟥",
        (Theme::Classic, Colour::Yellow, true) => "🟨",
        (Theme::Xo, Colour::Red, false) => "❌",
        (Theme::Xo, Colour::Yellow, false) => "⭕",
        (Theme::Xo, Colour::Red, true) => "✖️",
        (Theme::Xo, Colour::Yellow, true) => "🅾️",
        (Theme::ColourBlind, Colour::Red, false) => "🔵",
        (Theme::ColourBlind, Colour::Yellow, false) => "🟠",
        (Theme::ColourBlind, Colour::Red, true) => "🟦",
        (Theme::ColourBlind, Colour::Yellow, true) => "🟧",
    }
}

fn colour_name(lang: Lang, colour: Colour) -> String {
    tr!(
        lang,
        match colour {
            Colour::Red => "board-colour-red",
            Colour::Yellow => "board-colour-yellow",
            Colour::Green => "board-colour-green",
        }
    )
}

/// The emoji grid: a column header (the last move's column shown as ⬇️), then rows top-down;
/// the winning line in squares.
pub fn emoji_board(game: &Game, theme: Theme) -> String {
    let b = game.board();
    let winning = game.winning_cells();
    let last = game.moves().last().map(|m| m.column());
    let mut out: String = (0..b.width()).map(|c| if Some(c) == last { "⬇️" } else { KEYCAPS[c as usize] }).collect();
    for row in (0..b.height()).rev() {
        out.push('\n');
        for col in 0..b.width() {
            out.push_str(match b.at(col, row) {
                Some(colour) => stone(theme, colour, winning.contains(&(col, row))),
                None if b.is_blocked(col, row) => "🟫",
                None => "⚫",
            });
        }
    }
    out
}

/// The position in words, for screen readers: each colour's cells, the last move, who is to move.
pub fn position_text(session: &Session, lang: Lang) -> String {
    let game = &session.game;
    let b = game.board();
    let mut parts = Vec::new();
    for colour in (0..session.rules.variant.colours()).map(Colour::from_index) {
        let cells: Vec<String> = (0..b.width())
            .flat_map(|c| (0..b.height()).map(move |r| (c, r)))
            .filter(|&(c, r)| b.at(c, r) == Some(colour))
            .map(|(c, r)| cell_name(c, r))
            .collect();
        let cells = if cells.is_empty() { "—".to_string() } else { cells.join(" ") };
        parts.push(tr!(lang, "board-position-cells", colour = colour_name(lang, colour), cells));
    }
    if let Some(mv) = game.moves().last() {
        let by = colour_name(lang, session.rules.variant.seat_colour((game.moves().len() - 1) % session.seats.len()));
        parts.push(tr!(lang, "board-position-last-move", colour = by, move = mv.to_string()));
    }
    let mut text = parts.join(" ");
    // Discord counts characters; a cut by bytes could fall inside an accented letter.
    if let Some((cut, _)) = text.char_indices().nth(limits::FIELD_VALUE) {
        text.truncate(cut);
    }
    text
}
