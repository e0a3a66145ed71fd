//! Private post-game reviews in pages (each move labelled, the deciding move, the outcome after it) and hints.

use super::board::stone;
use super::players::seat_name;
use super::view::{ButtonStyle, ButtonView, EmbedView, View, limits};
use crate::tr;
use cuatro_ai::review::{Hint, Judged, Label, MoveReview, Review, Verdict};
use cuatro_engine::{Colour, Move, Variant};
use cuatro_game::Lang;
use cuatro_game::{Action, Format, Session, Theme};

/// Move lines on one page of a review (a 42-move game takes three pages).
pub const LINES_PER_PAGE: usize = 16;

/// A session's review as pages of embed text, ready to show.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ReviewPages {
    pub game: u64,
    pub title: String,
    pub pages: Vec<String>,
    pub lang: Lang,
    /// The game's web page, when it has one: every page of the review links to it.
    pub web_page: Option<String>,
}

fn label_text(label: Label, lang: Lang) -> String {
    tr!(
        lang,
        match label {
            Label::Best => "review-label-best",
            Label::Inaccuracy => "review-label-inaccuracy",
            Label::Mistake => "review-label-mistake",
            Label::Blunder => "review-label-blunder",
        }
    )
}

/// The id of `colour` in the catalogue's selections.
fn colour_id(colour: Colour) -> &'static str {
    match colour {
        Colour::Red => "red",
        Colour::Yellow => "yellow",
        Colour::Green => "green",
    }
}

/// The result after a move, from what the oracle knows: "red wins in 7", "yellow wins", "draw"; None if unproven.
pub fn outcome_text(after: Judged, mover: Colour, opponent: Colour, lang: Lang) -> Option<String> {
    // `moves_to_end` counts the winner's own moves; a winning mover's count includes the move just made.
    let (winner, moves) = match (after.verdict, after.moves_to_end) {
        (Verdict::Win, Some(n)) => (mover, n.saturating_sub(1)),
        (Verdict::Loss, Some(n)) => (opponent, n),
        (Verdict::Draw, _) => return Some(tr!(lang, "review-outcome-draw")),
        _ => return None,
    };
    let colour = colour_id(winner);
    Some(match moves {
        0 => tr!(lang, "review-outcome-win", colour),
        n => tr!(lang, "review-outcome-win-in", colour, moves = n),
    })
}

/// The lines of a review: per game a heading, each side's tally, then one line per move.
/// `games` pairs a game's index in the session with its review.
pub fn review_lines(session: &Session, games: &[(usize, Review)], lang: Lang) -> Vec<String> {
    let variant = session.rules.variant;
    let theme = session.rules.theme;
    let mut lines = Vec::new();
    for (game_no, review) in games {
        let seats = session.played.get(*game_no).map_or(&session.seats, |g| &g.seats);
        if session.rules.format == Format::Match {
            lines.push(tr!(lang, "review-match-game", game = game_no + 1, games = 2));
        }
        for (seat, player) in seats.iter().enumerate() {
            let own = review.moves.iter().filter(|m| m.index % 2 == seat);
            let count = |label: Label| own.clone().filter(|m| m.label == label).count();
            lines.push(format!(
                "{} {}: ✓ {} · ?! {} · ? {} · ?? {}",
                stone(theme, variant.seat_colour(seat), false),
                seat_name(*player, lang),
                count(Label::Best),
                count(Label::Inaccuracy),
                count(Label::Mistake),
                count(Label::Blunder)
            ));
        }
        lines.extend(move_lines(variant, theme, review, lang));
    }
    lines
}

/// One line per reviewed move: number, stone, move, label, the better move, the outcome after it, and a mark on
/// the move that decided the game.
pub fn move_lines(variant: Variant, theme: Theme, review: &Review, lang: Lang) -> Vec<String> {
    let line = |m: &MoveReview| {
        let stone = stone(theme, variant.seat_colour(m.index), false);
        format!("{}. {stone} {} — {}", m.index + 1, m.played, verdict_text(variant, review, m, lang))
    };
    review.moves.iter().map(line).collect()
}

/// What the review says of move `m`: its label, the better move, the result after it, and whether it decided the
/// game ("best · red wins in 7", "blunder — better: d · yellow wins in 3 (decisive)").
pub fn verdict_text(variant: Variant, review: &Review, m: &MoveReview, lang: Lang) -> String {
    let mover = variant.seat_colour(m.index);
    let mut text = label_text(m.label, lang);
    if m.label != Label::Best {
        text.push(' ');
        text.push_str(&tr!(lang, "review-better", best = m.best.to_string()));
    }
    if let Some(outcome) = outcome_text(m.after, mover, variant.seat_colour(m.index + 1), lang) {
        text.push_str(&format!(" · {outcome}"));
    }
    if review.decided_at == Some(m.index) {
        text.push(' ');
        text.push_str(&tr!(lang, "review-decided"));
    }
    text
}

/// Splits review lines into pages that fit an embed description.
pub fn review_pages(game: u64, title: String, lines: &[String], lang: Lang) -> ReviewPages {
    let mut pages: Vec<String> = Vec::new();
    let mut count = 0;
    for line in lines {
        let fits = pages.last().is_some_and(|p| p.len() + line.len() < limits::EMBED_DESCRIPTION - 100);
        if count == 0 || count >= LINES_PER_PAGE || !fits {
            pages.push(String::new());
            count = 0;
        }
        let page = pages.last_mut().expect("a page");
        if !page.is_empty() {
            page.push('\n');
        }
        page.push_str(line);
        count += 1;
    }
    if pages.is_empty() {
        pages.push("—".into());
    }
    ReviewPages { game, title, pages, lang, web_page: None }
}

/// One page of a review, private to whoever asked, with ◀ ▶ buttons when there are several pages.
pub fn review_view(review: &ReviewPages, page: usize) -> View {
    let lang = review.lang;
    let page = page.min(review.pages.len() - 1);
    let total = review.pages.len();
    let footer = tr!(lang, "review-footer", page = page + 1, pages = total);
    let turn = |to: usize, label: &str, disabled: bool| ButtonView {
        custom_id: Action::ReviewPage { game: review.game, page: to as u32 }.to_string(),
        label: label.into(),
        style: ButtonStyle::Secondary,
        disabled,
    };
    let mut row = Vec::new();
    if total > 1 {
        // Distinct ids at either end: ◀ on the first page points at page 0, ▶ on the last past the end.
        row.extend([turn(page.saturating_sub(1), "◀", page == 0), turn(page + 1, "▶", page + 1 == total)]);
    }
    row.extend(review.web_page.as_deref().map(|url| crate::web::web_link(url, lang)));
    let rows = if row.is_empty() { Vec::new() } else { vec![row] };
    View {
        content: String::new(),
        ping: None,
        more_pings: Vec::new(),
        embed: Some(EmbedView {
            title: review.title.clone(),
            description: review.pages[page].clone(),
            fields: Vec::new(),
            footer: Some(footer),
            colour: 0x5865F2,
            image: None,
        }),
        rows,
        ephemeral: true,
    }
}

fn move_words(mv: Move, lang: Lang) -> String {
    let (column, mv_name) = (mv.column() + 1, mv.to_string());
    match mv {
        Move::Drop(_) => tr!(lang, "hint-move-drop", move = mv_name, column),
        Move::Pop(_) => tr!(lang, "hint-move-pop", move = mv_name, column),
    }
}

/// A hint as the player reads it: the move and a one-line reason.
pub fn hint_text(hint: &Hint, lang: Lang) -> String {
    let mv = move_words(hint.mv, lang);
    match (hint.judged.verdict, hint.judged.moves_to_end) {
        (Verdict::Win, Some(1)) => tr!(lang, "hint-win-now", move = mv),
        (Verdict::Win, Some(n)) => tr!(lang, "hint-win-in", move = mv, moves = n),
        (Verdict::Win, None) => tr!(lang, "hint-win", move = mv),
        (Verdict::Draw, _) => tr!(lang, "hint-draw", move = mv),
        (Verdict::Loss, Some(n)) => tr!(lang, "hint-loss-in", move = mv, moves = n),
        (Verdict::Loss, None) => tr!(lang, "hint-loss", move = mv),
        (Verdict::Unclear, _) => tr!(lang, "hint-unclear", move = mv),
    }
}

#[cfg(test)]
#[path = "review_tests.rs"]
mod tests;
