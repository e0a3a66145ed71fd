//! Tests of a finished game's web page.

use super::*;
use cuatro_game::{EndReason, GameResult};

fn record(variant: &str, moves: &str) -> GameRecord {
    GameRecord { variant: variant.parse().unwrap(), obstacles: String::new(), opening: 0, moves: moves.into() }
}

fn page<'a>(record: &'a GameRecord, ending: &'a Ending, players: &'a [String], lang: Lang) -> GamePage<'a> {
    GamePage {
        code: "ab12",
        record,
        theme: Theme::Classic,
        lang,
        ending,
        players,
        base_url: "https://c4.example",
        lang_in_links: false,
        review: None,
    }
}

fn red_wins() -> Ending {
    Ending { result: GameResult::Win(0), reason: EndReason::Line, date: "2026-12-07".into() }
}

#[test]
fn the_final_position_shows_the_line_the_moves_and_the_tags_that_unfurl() {
    let (record, ending) = (record("classic", "abababa"), red_wins());
    let players = ["Ana".to_string(), "Bo".to_string()];
    let html = game_page(&page(&record, &ending, &players, Lang::En), None).unwrap();
    assert!(html.starts_with(r#"<!doctype html><html lang="en"#), "{html}");
    assert!(html.contains("<title>Connect Four · game ab12</title>"), "{html}");
    assert!(html.contains(r#"<meta property="og:image" content="https://c4.example/g/ab12/final.png">"#), "{html}");
    assert!(html.contains(r#"<meta property="og:description" content="Red wins with a line">"#), "{html}");
    assert!(html.contains("Red: Ana") && html.contains("Yellow: Bo"), "{html}");
    assert_eq!(html.matches(r#"class="line""#).count(), 4, "the winning line is ringed");
    assert_eq!(html.matches("<li><a href=\"?step=").count(), 7, "one link per move");
    assert!(html.contains(r#"<a href="?step=7" aria-current="step">a</a>"#), "{html}");
    assert!(html.contains(r#"<a rel="prev" href="?step=6">"#) && html.contains(r#"<span class="next">"#), "{html}");
    assert!(html.contains("After move 7 of 7"));
    assert!(!html.contains("<script>") && !html.contains("style="), "no inline script or style");
}

#[test]
fn any_step_shows_its_position_with_the_newest_stone_ringed() {
    let (record, ending) = (record("classic", "abababa"), red_wins());
    let players = ["Ana".to_string(), "Bo".to_string()];
    let at = |step| game_page(&page(&record, &ending, &players, Lang::Es), Some(step)).unwrap();
    let start = at(0);
    assert!(start.contains("La posición inicial") && !start.contains("class=\"stone"), "an empty board");
    assert!(start.contains(r#"<span class="first">"#) && start.contains(r#"<a rel="next" href="?step=1">"#));
    let third = at(3);
    assert_eq!(third.matches("class=\"stone").count(), 3);
    assert!(third.contains("Tras la jugada 3 de 7"), "{third}");
    assert!(third.contains(r#"class="newest" cx="24" cy="216""#), "a2 just fell: {third}");
    assert_eq!(third.matches(r#"class="line""#).count(), 0, "no line before the end");
    assert_eq!(at(99), at(7), "past the end is the end");
}

#[test]
fn names_are_escaped_and_every_language_titles_the_variant_in_words() {
    let (record, ending) = (record("popout+cylinder", "dd"), red_wins());
    let players = ["<script>alert(1)</script>".to_string(), "Tom & \"Jerry\"".to_string()];
    for lang in Lang::ALL {
        let html = game_page(&page(&record, &ending, &players, lang), None).unwrap();
        assert!(!html.contains("<script>alert"), "{html}");
        assert!(html.contains("&lt;script&gt;alert(1)&lt;/script&gt;") && html.contains("Tom &amp; &quot;Jerry&quot;"));
        let name = crate::variant_name(lang, &record.variant).unwrap();
        assert!(html.contains(&format!(" · {}</title>", escape(&name))), "{}: {html}", lang.code());
        assert!(html.contains(&format!(r#"<html lang="{}""#, lang.locale())));
    }
}

#[test]
fn a_record_that_does_not_replay_is_refused() {
    let (record, ending) = (record("classic", "aaaaaaa"), red_wins());
    assert!(game_page(&page(&record, &ending, &[], Lang::En), None).is_err());
}

#[test]
fn each_move_carries_the_reviews_verdict() {
    use cuatro_ai::review::{oracle_for, review};
    let (record, ending) = (record("classic", "abababa"), red_wins());
    let game = Game::from_record(&record).unwrap();
    let reviewed = review(&game, oracle_for(&game).as_mut());
    let players = ["Ana".to_string(), "Bo".to_string()];
    let html =
        game_page(&GamePage { review: Some(&reviewed), ..page(&record, &ending, &players, Lang::En) }, None).unwrap();
    assert_eq!(html.matches(r#"<span class="verdict "#).count(), 7, "{html}");
    let sixth = &reviewed.moves[5];
    let expected = escape(&verdict_text(record.variant, &reviewed, sixth, Lang::En).replace("**", ""));
    assert!(expected.starts_with("?? blunder (best "), "{expected}");
    assert!(!html.contains('*'), "no Discord markdown on a page: {html}");
    assert!(
        html.contains(&format!(
            r#"?step=6">b</a> <span class="verdict {}">{expected}</span>"#,
            label_class(sixth.label)
        )),
        "{html}"
    );
    assert!(html.contains("red wins"), "an outcome is stated: {html}");
}

#[test]
fn a_language_chosen_in_the_address_is_kept_by_every_link() {
    let (record, ending) = (record("classic", "abababa"), red_wins());
    let players = ["Ana".to_string(), "Bo".to_string()];
    let chosen = GamePage { lang_in_links: true, ..page(&record, &ending, &players, Lang::De) };
    let html = game_page(&chosen, Some(3)).unwrap();
    assert!(html.contains(r#"<a rel="next" href="?step=4&amp;lang=de">Weiter ›</a>"#), "{html}");
    assert!(html.contains(r#"<li><a href="?step=1&amp;lang=de">a</a>"#), "{html}");
    assert!(html.contains("Nach Zug 3 von 7") && html.contains(r#"<html lang="de""#));
}

#[test]
fn a_live_page_shows_the_position_now_and_loads_its_script() {
    let game = Game::from_record(&record("classic", "dd")).unwrap();
    let svg = position_svg(&game, Theme::Classic, Lang::Fr);
    assert!(svg.contains(r#"aria-label="Après le coup 2""#) && svg.contains(r#"class="newest" cx="168" cy="216""#));
    let players = ["Ana".to_string(), "<Bo>".to_string()];
    let variant = record("classic", "").variant;
    let page = LivePage { code: "ab12", variant: &variant, lang: Lang::Fr, players: &players, svg: &svg };
    let html = live_page(&page);
    assert!(html.contains("<title>Puissance 4 · en direct · partie ab12</title>"), "{html}");
    assert!(html.contains(r#"<script src="/static/live.js" defer></script>"#) && html.contains("&lt;Bo&gt;"));
    assert!(html.contains(&format!(r#"<figure class="board" aria-live="polite">{svg}</figure>"#)));
}
