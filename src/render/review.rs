//! Private post-game reviews in pages (each move labelled, the deciding move, the outcome after it) and hints.

use super::board::stone;
use super::players::seat_name;
use super::view::{ButtonStyle, ButtonView, EmbedView, View, limits};
use crate::ai::review::{Hint, Judged, Label, Review, Verdict};
use crate::engine::{Colour, Move, Variant};
use crate::game::Lang;
use crate::game::{Action, Format, Session, Theme};

/// Move lines on one page of a review (a 42-move game takes three pages).
pub const LINES_PER_PAGE: usize = 16;

/// A session's review as pages of embed text, ready to show.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ReviewPages {
    pub game: u64,
    pub title: String,
    pub pages: Vec<String>,
    pub lang: Lang,
}

fn label_text(label: Label, lang: Lang) -> &'static str {
    match (label, lang) {
        (Label::Best, Lang::En) => "✓ best",
        (Label::Best, Lang::Es) => "✓ la mejor",
        (Label::Inaccuracy, Lang::En) => "?! inaccuracy",
        (Label::Inaccuracy, Lang::Es) => "?! imprecisión",
        (Label::Mistake, Lang::En) => "**? mistake**",
        (Label::Mistake, Lang::Es) => "**? error**",
        (Label::Blunder, Lang::En) => "**?? blunder**",
        (Label::Blunder, Lang::Es) => "**?? error grave**",
    }
}

fn side(colour: Colour, lang: Lang) -> &'static str {
    match (colour, lang) {
        (Colour::Red, Lang::En) => "red",
        (Colour::Yellow, Lang::En) => "yellow",
        (Colour::Green, Lang::En) => "green",
        (Colour::Red, Lang::Es) => "las rojas",
        (Colour::Yellow, Lang::Es) => "las amarillas",
        (Colour::Green, Lang::Es) => "las verdes",
    }
}

/// The result after a move, from what the oracle knows: "red wins in 7", "yellow wins", "draw"; None if unproven.
pub fn outcome_text(after: Judged, mover: Colour, opponent: Colour, lang: Lang) -> Option<String> {
    // `moves_to_end` counts the winner's own moves; a winning mover's count includes the move just made.
    let (winner, moves) = match (after.verdict, after.moves_to_end) {
        (Verdict::Win, Some(n)) => (mover, n.saturating_sub(1)),
        (Verdict::Loss, Some(n)) => (opponent, n),
        (Verdict::Draw, _) => return Some(if lang == Lang::En { "draw" } else { "tablas" }.into()),
        _ => return None,
    };
    let who = side(winner, lang);
    Some(match (lang, moves) {
        (Lang::En, 0) => format!("{who} wins"),
        (Lang::Es, 0) => format!("ganan {who}"),
        (Lang::En, n) => format!("{who} wins in {n}"),
        (Lang::Es, n) => format!("ganan {who} en {n}"),
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
            lines.push(match lang {
                Lang::En => format!("**Game {} of 2**", game_no + 1),
                Lang::Es => format!("**Partida {} de 2**", game_no + 1),
            });
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
    let mut lines = Vec::new();
    for m in &review.moves {
        let mover = variant.seat_colour(m.index);
        let mut line =
            format!("{}. {} {} — {}", m.index + 1, stone(theme, mover, false), m.played, label_text(m.label, lang));
        if m.label != Label::Best {
            line.push_str(&match lang {
                Lang::En => format!(" (best {})", m.best),
                Lang::Es => format!(" (mejor {})", m.best),
            });
        }
        if let Some(outcome) = outcome_text(m.after, mover, variant.seat_colour(m.index + 1), lang) {
            line.push_str(&format!(" · {outcome}"));
        }
        if review.decided_at == Some(m.index) {
            line.push_str(if lang == Lang::En { " ⚡ decided the game" } else { " ⚡ decidió la partida" });
        }
        lines.push(line);
    }
    lines
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
    ReviewPages { game, title, pages, lang }
}

/// One page of a review, private to whoever asked, with ◀ ▶ buttons when there are several pages.
pub fn review_view(review: &ReviewPages, page: usize) -> View {
    let lang = review.lang;
    let page = page.min(review.pages.len() - 1);
    let total = review.pages.len();
    let legend = match lang {
        Lang::En => {
            "✓ best · ?! inaccuracy (same result, slower) · ? mistake (worse result) · ?? blunder (win to loss)"
        }
        Lang::Es => {
            "✓ la mejor · ?! imprecisión (mismo resultado, más lento) · ? error (peor resultado) · ?? error grave \
             (de ganar a perder)"
        }
    };
    let footer = match lang {
        Lang::En => format!("Page {} of {total} · {legend}", page + 1),
        Lang::Es => format!("Página {} de {total} · {legend}", page + 1),
    };
    let turn = |to: usize, label: &str, disabled: bool| ButtonView {
        custom_id: Action::ReviewPage { game: review.game, page: to as u32 }.to_string(),
        label: label.into(),
        style: ButtonStyle::Secondary,
        disabled,
    };
    let rows = if total > 1 {
        // Distinct ids at either end: ◀ on the first page points at page 0, ▶ on the last past the end.
        vec![vec![turn(page.saturating_sub(1), "◀", page == 0), turn(page + 1, "▶", page + 1 == total)]]
    } else {
        Vec::new()
    };
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
    let column = mv.column() + 1;
    match (mv, lang) {
        (Move::Drop(_), Lang::En) => format!("**{mv}** (column {column})"),
        (Move::Drop(_), Lang::Es) => format!("**{mv}** (columna {column})"),
        (Move::Pop(_), Lang::En) => format!("**{mv}** (pop column {column})"),
        (Move::Pop(_), Lang::Es) => format!("**{mv}** (saca de la columna {column})"),
    }
}

/// A hint as the player reads it: the move and a one-line reason.
pub fn hint_text(hint: &Hint, lang: Lang) -> String {
    let mv = move_words(hint.mv, lang);
    let n = hint.judged.moves_to_end;
    match (hint.judged.verdict, n, lang) {
        (Verdict::Win, Some(1), Lang::En) => format!("💡 Play {mv}: it wins now."),
        (Verdict::Win, Some(1), Lang::Es) => format!("💡 Juega {mv}: gana ya."),
        (Verdict::Win, Some(n), Lang::En) => format!("💡 Play {mv}: it wins in {n} moves."),
        (Verdict::Win, Some(n), Lang::Es) => format!("💡 Juega {mv}: gana en {n} jugadas."),
        (Verdict::Win, None, Lang::En) => format!("💡 Play {mv}: it wins."),
        (Verdict::Win, None, Lang::Es) => format!("💡 Juega {mv}: gana."),
        (Verdict::Draw, _, Lang::En) => format!("💡 Play {mv}: it holds the draw."),
        (Verdict::Draw, _, Lang::Es) => format!("💡 Juega {mv}: asegura las tablas."),
        (Verdict::Loss, Some(n), Lang::En) => {
            format!("💡 Every move loses; {mv} holds out longest ({n} more moves for your opponent).")
        }
        (Verdict::Loss, Some(n), Lang::Es) => {
            format!("💡 Todas las jugadas pierden; {mv} resiste más ({n} jugadas más de tu rival).")
        }
        (Verdict::Loss, None, Lang::En) => format!("💡 Every move loses; {mv} holds out longest."),
        (Verdict::Loss, None, Lang::Es) => format!("💡 Todas las jugadas pierden; {mv} resiste más."),
        (Verdict::Unclear, _, Lang::En) => format!("💡 Play {mv}: the strongest move the search found."),
        (Verdict::Unclear, _, Lang::Es) => format!("💡 Juega {mv}: la mejor jugada que encontró la búsqueda."),
    }
}

#[cfg(test)]
#[path = "review_tests.rs"]
mod tests;
