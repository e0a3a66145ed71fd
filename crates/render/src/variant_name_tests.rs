//! Every title a reader sees, for every variant in all six languages: the variant named in words, never by its id.

use super::*;
use crate::board::BoardNotes;
use crate::replay::caption::{Ending, alt_text, caption_lines};
use crate::{leaderboard_view, session_view, stats_view, tournament_title};
use cuatro_ai::Level;
use cuatro_game::tournament::{Tournament, TournamentFormat, TournamentSetup};
use cuatro_game::{EndReason, GameResult, Rules, Session, TimeoutAction};
use cuatro_game::{LeaderboardPage, PlayerStats};

/// Every preset alone, and combinations with other sizes.
fn variants() -> Vec<Variant> {
    let combined = ["popout+cylinder", "8x7", "10x10", "8x7k5+popout", "small+misere", "three-players+cylinder"];
    let ids = Variant::NAMES.iter().copied().chain(combined);
    ids.map(|id| id.parse().unwrap_or_else(|e| panic!("{id}: {e}"))).collect()
}

/// The variant ids `text` shows outside backticks (the preset ids, the variant's own id, its size as typed).
fn ids_shown(text: &str, v: &Variant) -> Vec<String> {
    let outside: Vec<&str> = text.split('`').step_by(2).collect();
    let mut ids: Vec<String> = Variant::NAMES.iter().map(|id| id.to_string()).collect();
    ids.push(v.to_string());
    ids.extend(v.other_size().map(|(w, h, _)| format!("{w}x{h}")));
    let words: Vec<&str> =
        outside.iter().flat_map(|part| part.split(|c: char| !(c.is_alphanumeric() || c == '-' || c == '+'))).collect();
    ids.into_iter().filter(|id| words.contains(&id.as_str())).collect()
}

/// The titles of every place a variant is named: board, match, lobby, stats, leaderboard, review, thread, tournament,
/// replay caption and description.
fn titles(lang: Lang, v: &Variant) -> Vec<String> {
    let rules = |format| Rules { format, ..Rules::new(*v, Some(60_000), TimeoutAction::Cpu, lang) };
    let title = |view: crate::View| view.embed.expect("an embed").title;
    let board = Session::vs_cpu(7, Some(1), 2, 10, Level::Easy, true, rules(cuatro_game::Format::Single), 0);
    let matched = Session::vs_cpu(8, Some(1), 2, 10, Level::Easy, true, rules(cuatro_game::Format::Match), 0);
    let lobby = Session::lobby(9, Some(1), 2, 10, vec![], true, Level::Hard, rules(cuatro_game::Format::Single), 0, 1);
    let page = LeaderboardPage { page: 0, pages: 1, players: 0, rows: Vec::new() };
    let setup = TournamentSetup { variant: *v, lang, ..TournamentSetup::plain(TournamentFormat::Swiss { rounds: 3 }) };
    let ending = Ending { result: GameResult::Draw, reason: EndReason::FullBoard, date: "2026-12-07".into() };
    let mut titles = vec![
        title(session_view(&board, BoardNotes::default())),
        title(session_view(&matched, BoardNotes::default())),
        title(session_view(&lobby, BoardNotes::default())),
        title(stats_view(&PlayerStats::default(), &v.to_string(), true, lang)),
        title(leaderboard_view(&page, &v.to_string(), 10, None, lang)),
        titled(lang, tr!(lang, "review-title", code = "abcd"), v),
        titled(lang, tr!(lang, "board-thread-title", user = "alice"), v),
        tournament_title(&Tournament::new(1, 2, 3, 4, setup, 0), lang),
        alt_text(lang, v, 12, &ending, &[]),
    ];
    titles.extend(caption_lines(lang, v, 12, &ending));
    titles
}

#[test]
fn no_title_in_any_language_shows_a_variant_id() {
    for lang in Lang::ALL {
        for v in variants() {
            for title in titles(lang, &v) {
                assert_eq!(ids_shown(&title, &v), Vec::<String>::new(), "{} {v}: {title}", lang.code());
            }
        }
    }
}

#[test]
fn titles_name_the_variant_from_the_rules_words_and_leave_the_classic_game_unnamed() {
    let v = |id: &str| id.parse::<Variant>().unwrap();
    assert_eq!(variant_name(Lang::Es, &v("classic")), None);
    assert_eq!(variant_name(Lang::Es, &v("popout+cylinder")).as_deref(), Some("PopOut + Cilindro"));
    assert_eq!(variant_name(Lang::De, &v("8x7k5+popout")).as_deref(), Some("PopOut + 8×7, Reihen von 5"));
    assert_eq!(variant_name(Lang::Fr, &v("small")).as_deref(), Some("6×5"));
    assert_eq!(variant_name(Lang::It, &v("five-in-a-row")).as_deref(), Some("Cinque in fila"));
    let board = |lang, id: &str| {
        let rules = Rules::new(v(id), None, TimeoutAction::Cpu, lang);
        let session = Session::vs_cpu(7, Some(1), 2, 10, Level::Easy, true, rules, 0);
        session_view(&session, BoardNotes::default()).embed.unwrap().title
    };
    assert_eq!(board(Lang::Es, "classic"), "Conecta 4");
    assert_eq!(board(Lang::Pt, "cylinder"), "Lig 4 · Cilindro");
    assert_eq!(board(Lang::En, "popout+cylinder"), "Connect Four · PopOut + Cylinder");
    // The rules open each feature's paragraph with the same name.
    let rules = crate::rules::rules_text(Lang::De, &v("cylinder"));
    assert!(rules.contains("**Zylinder**"), "{rules}");
}
