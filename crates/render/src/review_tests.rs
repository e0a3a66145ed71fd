//! Tests of review pages and hint texts.

use super::*;
use crate::english_check::english_words;
use crate::limits_check::assert_fits_discord;
use cuatro_ai::Level;
use cuatro_ai::analysis::Limits;
use cuatro_ai::review::{MoveReview, SearchOracle, review};
use cuatro_engine::test_game;
use cuatro_game::Rules;
use cuatro_game::TimeoutAction;

fn judged(verdict: Verdict, moves_to_end: Option<u32>) -> Judged {
    Judged { verdict, score: 0, moves_to_end }
}

#[test]
fn outcomes_name_the_winner_and_the_moves_left() {
    let (r, y) = (Colour::Red, Colour::Yellow);
    assert_eq!(outcome_text(judged(Verdict::Win, Some(8),), r, y, Lang::En).unwrap(), "red wins in 7");
    assert_eq!(outcome_text(judged(Verdict::Win, Some(1)), y, r, Lang::En).unwrap(), "yellow wins");
    assert_eq!(outcome_text(judged(Verdict::Loss, Some(3)), r, y, Lang::En).unwrap(), "yellow wins in 3");
    assert_eq!(outcome_text(judged(Verdict::Loss, Some(3)), r, y, Lang::Es).unwrap(), "ganan las amarillas en 3");
    assert_eq!(outcome_text(judged(Verdict::Draw, None), r, y, Lang::Es).unwrap(), "empate");
    assert_eq!(outcome_text(judged(Verdict::Unclear, None), r, y, Lang::En), None);
}

fn finished_vs_cpu(variant: &str, moves: &str) -> Session {
    let rules = Rules::new(variant.parse().unwrap(), None, TimeoutAction::Cpu, Lang::En);
    let mut s = Session::vs_cpu(77, Some(1), 2, 10, Level::Easy, true, rules, 0);
    s.game = test_game(variant, moves);
    s
}

#[test]
fn a_long_review_is_paged_within_discords_limits() {
    // A long PopOut game: every move gets a line; pages hold at most LINES_PER_PAGE lines.
    // The 42 drops of a full board (PopOut plays on after it; its review is as long).
    let moves: String =
        "436014551150160155104632660465204242223333".bytes().map(|c| (c - b'0' + b'a') as char).collect();
    let session = finished_vs_cpu("popout", &moves);
    let fast = &mut SearchOracle { limits: Limits { depth: 2, max_nodes: 20_000, deadline: None } };
    let r = review(&session.game, fast);
    for lang in Lang::ALL {
        let lines = review_lines(&session, &[(0, r.clone())], lang);
        assert_eq!(lines.len(), 2 + r.moves.len(), "two tallies, then a line per move");
        assert!(lines[2].starts_with("1. 🔴 e — "), "{}", lines[2]);
        let pages = review_pages(77, lang.code().into(), &lines, lang);
        assert!(pages.pages.len() <= lines.len().div_ceil(LINES_PER_PAGE) + 1, "{}", lang.code());
        for page in 0..pages.pages.len() {
            let view = review_view(&pages, page);
            assert!(view.ephemeral);
            assert_fits_discord(&view, |id| matches!(Action::parse(id), Ok(Action::ReviewPage { .. })));
            if lang != Lang::En {
                let embed = view.embed.as_ref().expect("a review page is an embed");
                let text = format!("{}\n{}", embed.description, embed.footer.as_deref().unwrap_or_default());
                let words = english_words(&text);
                assert!(words.is_empty(), "English {words:?} in the {} review:\n{text}", lang.code());
            }
        }
        if lang == Lang::En {
            assert_eq!(pages.pages.len(), lines.len().div_ceil(LINES_PER_PAGE));
            let last = review_view(&pages, 99).embed.unwrap().footer.unwrap();
            assert!(last.starts_with(&format!("Page {n} of {n}", n = pages.pages.len())));
        }
    }
}

#[test]
fn a_single_page_has_no_buttons_and_marks_the_deciding_move() {
    let session = finished_vs_cpu("classic", "a a b b c g d");
    let mv = |index: usize, label: Label, verdict: Verdict| MoveReview {
        index,
        played: Move::Drop(0),
        best: Move::Drop(3),
        before: judged(Verdict::Draw, None),
        after: judged(verdict, Some(1)),
        label,
    };
    let r = Review {
        moves: vec![mv(0, Label::Best, Verdict::Draw), mv(1, Label::Blunder, Verdict::Loss)],
        decided_at: Some(1),
    };
    let lines = review_lines(&session, &[(0, r)], Lang::En);
    assert_eq!(lines[0], "🔴 <@10>: ✓ 1 · ?! 0 · ? 0 · ?? 0");
    assert_eq!(lines[1], "🟡 CPU (easy): ✓ 0 · ?! 0 · ? 0 · ?? 1");
    assert_eq!(lines[2], "1. 🔴 a — ✓ best · draw");
    assert_eq!(lines[3], "2. 🟡 a — **?? blunder** (best d) · red wins in 1 ⚡ decided the game");
    let view = review_view(&review_pages(77, "Review".into(), &lines, Lang::En), 0);
    assert!(view.rows.is_empty());
}

#[test]
fn hints_read_as_a_sentence_in_both_languages() {
    let hint = |verdict, n| Hint { mv: Move::Drop(3), judged: judged(verdict, n), reason: String::new() };
    assert_eq!(hint_text(&hint(Verdict::Win, Some(4)), Lang::En), "💡 Play **d** (column 4): it wins in 4 moves.");
    assert_eq!(hint_text(&hint(Verdict::Win, Some(1)), Lang::Es), "💡 Juega **d** (columna 4): gana ya.");
    assert_eq!(hint_text(&hint(Verdict::Draw, None), Lang::En), "💡 Play **d** (column 4): it holds the draw.");
    let pop = Hint { mv: Move::Pop(0), judged: judged(Verdict::Unclear, None), reason: String::new() };
    assert_eq!(hint_text(&pop, Lang::En), "💡 Play **a^** (pop column 1): the strongest move the search found.");
}

#[test]
fn a_review_reads_the_same_in_spanish() {
    let session = finished_vs_cpu("classic", "a a b b c g d");
    let r = Review {
        moves: vec![MoveReview {
            index: 0,
            played: Move::Drop(0),
            best: Move::Drop(3),
            before: judged(Verdict::Win, Some(4)),
            after: judged(Verdict::Loss, Some(3)),
            label: Label::Mistake,
        }],
        decided_at: Some(0),
    };
    let lines = review_lines(&session, &[(0, r)], Lang::Es);
    assert_eq!(lines[2], "1. 🔴 a — **? error** (mejor d) · ganan las amarillas en 3 ⚡ decidió la partida");
    let pages = review_pages(77, "Revisión".into(), &lines, Lang::Es);
    let footer = review_view(&pages, 0).embed.unwrap().footer.unwrap();
    assert!(footer.starts_with("Página 1 de 1 · ✓ la mejor · ?! imprecisión (mismo resultado, más lento)"), "{footer}");
    assert!(footer.ends_with("?? error grave (de ganar a perder)"), "{footer}");
}

#[test]
fn a_losing_hint_counts_the_moves_left_in_both_languages() {
    let lose = |n| Hint { mv: Move::Drop(0), judged: judged(Verdict::Loss, n), reason: String::new() };
    assert_eq!(
        hint_text(&lose(Some(5)), Lang::En),
        "💡 Every move loses; **a** (column 1) holds out longest (5 more moves for your opponent)."
    );
    assert_eq!(
        hint_text(&lose(Some(1)), Lang::Es),
        "💡 Todas las jugadas pierden; **a** (columna 1) resiste más (1 jugada más de tu rival)."
    );
    assert_eq!(hint_text(&lose(None), Lang::Es), "💡 Todas las jugadas pierden; **a** (columna 1) resiste más.");
    let pop = Hint { mv: Move::Pop(2), judged: judged(Verdict::Win, None), reason: String::new() };
    assert_eq!(hint_text(&pop, Lang::Es), "💡 Juega **c^** (saca de la columna 3): gana.");
}
