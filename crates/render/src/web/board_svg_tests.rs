//! Tests of the SVG board.

use super::*;
use cuatro_engine::test_game;

/// How many times `needle` occurs in `text`.
fn count(text: &str, needle: &str) -> usize {
    text.matches(needle).count()
}

#[test]
fn every_cell_has_its_hole_and_every_stone_its_colour() {
    let game = test_game("classic", "d d c e");
    let svg = board_svg(game.board(), Theme::Classic, "Connect Four", Some((4, 0)), &[]);
    assert!(svg.starts_with(r#"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 336 288""#), "{svg}");
    assert!(svg.ends_with("</svg>"));
    assert_eq!(count(&svg, r#"class="hole""#), 42);
    assert_eq!((count(&svg, "stone red"), count(&svg, "stone yellow")), (2, 2));
    assert!(svg.contains(r##"class="stone red" cx="168" cy="264" r="19" fill="#e53935""##), "d1 is red: {svg}");
    assert!(svg.contains(r#"class="newest" cx="216" cy="264""#), "e1, the newest, is ringed: {svg}");
    assert_eq!(count(&svg, r#"class="mark""#), 0, "no marks on discs");
}

#[test]
fn the_winning_line_is_ringed_and_x_o_draws_marks() {
    let game = test_game("classic", "a b a b a b a");
    let line = [(0, 0), (0, 1), (0, 2), (0, 3)];
    let svg = board_svg(game.board(), Theme::Xo, "X/O", None, &line);
    assert_eq!(count(&svg, r#"class="line""#), 4);
    assert_eq!(count(&svg, r#"<path class="mark""#), 4, "four crosses");
    assert_eq!(count(&svg, r#"<circle class="mark""#), 3, "three rings");
    let blind = board_svg(game.board(), Theme::ColourBlind, "", None, &[]);
    assert!(blind.contains(r##"fill="#1e88e5""##) && !blind.contains("#e53935"), "blue, not red");
}

#[test]
fn obstacles_and_other_sizes_are_drawn_and_labels_escaped() {
    let game = test_game("obstacles+8x7", "");
    let svg = board_svg(game.board(), Theme::Classic, r#"<b>"Tom" & 'Jerry'</b>"#, None, &[]);
    assert!(svg.contains(r#"viewBox="0 0 384 336""#), "{svg}");
    let obstacles = count(&svg, r#"class="obstacle""#);
    assert!(obstacles > 0, "{svg}");
    assert_eq!(count(&svg, r#"class="hole""#) + obstacles, 56);
    assert!(svg.contains(r#"aria-label="&lt;b&gt;&quot;Tom&quot; &amp; &#39;Jerry&#39;&lt;/b&gt;""#), "{svg}");
    assert!(!svg.contains("<b>"));
}
