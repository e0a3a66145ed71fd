//! A finished game's web page as HTML: the board after any move (SVG), links to step through the moves (the arrow
//! keys follow them where scripts run), the move list, the players and the result, the replay to download, and the
//! tags that unfurl a pasted link into a picture. No inline script or style, so a strict Content-Security-Policy
//! holds; every name is escaped.

use super::board_svg::{board_svg, escape};
use crate::replay::caption::{Ending, colour_name, result_text};
use crate::review::verdict_text;
use crate::tr;
use crate::variant_name::titled;
use cuatro_ai::review::{Label, Review};
use cuatro_engine::{Game, GameRecord, Move, RecordError};
use cuatro_game::{Lang, Theme};
use std::fmt::Write;

/// What a finished game's page shows.
#[derive(Debug, Clone)]
pub struct GamePage<'a> {
    /// The game's code, as in its address (`/g/<code>`).
    pub code: &'a str,
    pub record: &'a GameRecord,
    pub theme: Theme,
    pub lang: Lang,
    pub ending: &'a Ending,
    /// The players' names by seat (a forgotten player already named as such).
    pub players: &'a [String],
    /// The public address of the pages (`web.public_url`), without a trailing slash.
    pub base_url: &'a str,
    /// Whether the page's language was asked for in its address (`?lang=`): its links keep it.
    pub lang_in_links: bool,
    /// The review of the game's moves, when it has one (a game of two seats): each move's verdict is listed.
    pub review: Option<&'a Review>,
}

/// The page showing the position after `step` moves (the final one when `None` or past the end).
pub fn game_page(page: &GamePage<'_>, step: Option<usize>) -> Result<String, RecordError> {
    let final_game = Game::from_record(page.record)?;
    let moves = final_game.moves().to_vec();
    let step = step.unwrap_or(moves.len()).min(moves.len());
    let shown = position_after(page.record, &moves[..step])?;
    let (lang, variant) = (page.lang, *final_game.variant());
    let title = titled(lang, tr!(lang, "web-game-title", code = page.code), &variant);
    let result = result_text(lang, &variant, page.ending);
    let last = step == moves.len();
    let line = if last { final_game.winning_cells() } else { Vec::new() };
    let newest = step.checked_sub(1).and_then(|i| newest_cell(&shown, moves[i]));
    let position = match step {
        0 => tr!(lang, "web-position-start"),
        _ => tr!(lang, "web-position-after", n = step, total = moves.len()),
    };
    let svg = board_svg(shown.board(), page.theme, &position, newest, &line);
    let address = format!("{}/g/{}", page.base_url, page.code);
    let keep = if page.lang_in_links { format!("&amp;lang={}", lang.code()) } else { String::new() };

    let mut html = String::with_capacity(8 * 1024 + svg.len());
    let (title_text, result_text) = (escape(&title), escape(&result));
    let _ = write!(html, r#"<!doctype html><html lang="{}"><head><meta charset="utf-8">"#, lang.locale());
    html.push_str(r#"<meta name="viewport" content="width=device-width, initial-scale=1">"#);
    let _ = write!(html, "<title>{title_text}</title>");
    for (property, content) in [
        ("og:type", "website".to_string()),
        ("og:title", title.clone()),
        ("og:description", result.clone()),
        ("og:url", address.clone()),
        ("og:image", format!("{address}/final.png")),
    ] {
        let _ = write!(html, r#"<meta property="{property}" content="{}">"#, escape(&content));
    }
    html.push_str(r#"<meta name="twitter:card" content="summary_large_image">"#);
    html.push_str(r#"<link rel="stylesheet" href="/static/page.css"><script src="/static/game.js" defer></script>"#);
    let _ = write!(html, r#"</head><body><main><h1>{title_text}</h1>"#);
    html.push_str(r#"<p class="players">"#);
    for (seat, name) in page.players.iter().enumerate() {
        let colour = colour_name(lang, &variant, variant.seat_colour(seat));
        let _ = write!(html, r#"<span class="seat">{}: {}</span> "#, escape(&colour), escape(name));
    }
    let _ = write!(html, r#"</p><p class="result">{result_text}</p><figure class="board">{svg}"#);
    let _ = write!(html, r#"<figcaption>{}</figcaption></figure>"#, escape(&position));
    nav(&mut html, lang, &keep, step, moves.len());
    let _ = write!(html, r#"<h2>{}</h2><ol class="moves">"#, escape(&tr!(lang, "web-moves-heading")));
    for (i, mv) in moves.iter().enumerate() {
        let current = if i + 1 == step { r#" aria-current="step""# } else { "" };
        let _ = write!(html, r#"<li><a href="?step={}{keep}"{current}>{mv}</a>"#, i + 1);
        let judged = page.review.and_then(|review| Some((review, review.moves.iter().find(|m| m.index == i)?)));
        if let Some((review, m)) = judged {
            // The review's text is Discord's markdown: its bold marks are left out of the page.
            let text = escape(&verdict_text(variant, review, m, lang).replace("**", ""));
            let _ = write!(html, r#" <span class="verdict {}">{text}</span>"#, label_class(m.label));
        }
        html.push_str("</li>");
    }
    let _ = write!(
        html,
        r#"</ol><p><a href="/g/{code}/replay.gif" download>{}</a></p><p class="keys">{}</p></main></body></html>"#,
        escape(&tr!(lang, "web-replay-download")),
        escape(&tr!(lang, "web-keys")),
        code = escape(page.code),
    );
    Ok(html)
}

/// A verdict's class in the page's markup.
fn label_class(label: Label) -> &'static str {
    match label {
        Label::Best => "best",
        Label::Inaccuracy => "inaccuracy",
        Label::Mistake => "mistake",
        Label::Blunder => "blunder",
    }
}

/// The links to the first, previous, next and last positions (`keep` ends each query); those that lead nowhere are
/// plain text.
fn nav(html: &mut String, lang: Lang, keep: &str, step: usize, total: usize) {
    html.push_str(r#"<nav class="steps">"#);
    let links = [
        ("first", "web-step-first", 0, step > 0),
        ("prev", "web-step-previous", step.saturating_sub(1), step > 0),
        ("next", "web-step-next", step + 1, step < total),
        ("last", "web-step-last", total, step < total),
    ];
    for (rel, id, to, live) in links {
        let label = escape(&tr!(lang, id));
        let _ = match live {
            true => write!(html, r#"<a rel="{rel}" href="?step={to}{keep}">{label}</a> "#),
            false => write!(html, r#"<span class="{rel}">{label}</span> "#),
        };
    }
    html.push_str("</nav>");
}

/// The game of `record` after `moves`, from its start (obstacles and opening as recorded).
fn position_after(record: &GameRecord, moves: &[Move]) -> Result<Game, RecordError> {
    let notation: String = moves.iter().map(Move::to_string).collect();
    Game::from_record(&GameRecord { moves: notation, opening: record.opening.min(moves.len() as u8), ..record.clone() })
}

/// The cell the stone of `mv` fell into (none for a pop).
fn newest_cell(game: &Game, mv: Move) -> Option<(u8, u8)> {
    match mv {
        Move::Drop(col) => Some((col, game.board().column_height(col).checked_sub(1)?)),
        Move::Pop(_) => None,
    }
}

/// A game's position now as SVG, for its live page: the newest stone ringed, the winning line once there is one.
pub fn position_svg(game: &Game, theme: Theme, lang: Lang) -> String {
    let moves = game.moves();
    let label = match moves.len() {
        0 => tr!(lang, "web-position-start"),
        n => tr!(lang, "web-position-live", n),
    };
    let newest = moves.last().and_then(|&mv| newest_cell(game, mv));
    board_svg(game.board(), theme, &label, newest, &game.winning_cells())
}

/// What a live page shows: the game's title and players, and its position now (`svg`, from [`position_svg`]).
#[derive(Debug, Clone)]
pub struct LivePage<'a> {
    pub code: &'a str,
    pub variant: &'a cuatro_engine::Variant,
    pub lang: Lang,
    pub players: &'a [String],
    pub svg: &'a str,
}

/// A game under way's page: its position, replaced at each move by the script (a browser without scripts reloads
/// the page every 5 s).
pub fn live_page(p: &LivePage<'_>) -> String {
    let lang = p.lang;
    let title = escape(&titled(lang, tr!(lang, "web-live-title", code = p.code), p.variant));
    let mut html = format!(r#"<!doctype html><html lang="{}"><head><meta charset="utf-8">"#, lang.locale());
    html.push_str(r#"<meta name="viewport" content="width=device-width, initial-scale=1">"#);
    let _ = write!(html, "<title>{title}</title>");
    html.push_str(r#"<noscript><meta http-equiv="refresh" content="5"></noscript>"#);
    html.push_str(r#"<link rel="stylesheet" href="/static/page.css"><script src="/static/live.js" defer></script>"#);
    let _ = write!(html, r#"</head><body><main><h1>{title}</h1><p class="players">"#);
    for (seat, name) in p.players.iter().enumerate() {
        let colour = colour_name(lang, p.variant, p.variant.seat_colour(seat));
        let _ = write!(html, r#"<span class="seat">{}: {}</span> "#, escape(&colour), escape(name));
    }
    let _ = write!(html, r#"</p><figure class="board" aria-live="polite">{}</figure></main></body></html>"#, p.svg);
    html
}

#[cfg(test)]
#[path = "game_page_tests.rs"]
mod tests;
