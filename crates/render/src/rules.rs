//! The text of `/connect4 rules`, in the reader's language, for any variant the engine allows.

use crate::tr;
use cuatro_engine::{DEFAULT_OPENING_PLIES, Players, Variant};
use cuatro_game::Lang;

/// One feature's paragraph.
type Paragraph = fn(Lang, &Variant) -> String;

/// The rules of `variant`: a paragraph for the board and turn order, then one per feature that is on.
/// Every combination the engine accepts fits in one Discord message (2000 characters).
pub fn rules_text(lang: Lang, variant: &Variant) -> String {
    let mut paragraphs = vec![board(lang, variant)];
    let v = variant;
    let features: [(bool, Paragraph); 8] = [
        (v.popout, popout),
        (v.misere, misere),
        (v.cylinder, cylinder),
        (v.five_in_a_row, five_in_a_row),
        (v.obstacles, obstacles),
        (v.random_opening, random_opening),
        (v.players == Players::Three, three_players),
        (v.players == Players::TwoVsTwo, two_vs_two),
    ];
    paragraphs.extend(features.iter().filter(|(on, _)| *on).map(|(_, text)| text(lang, variant)));
    paragraphs.join("\n\n")
}

/// Where cuatro plays when a user installs it, and what a place that did not invite the bot lacks: the paragraph the
/// rules end with there.
pub fn rules_where(lang: Lang) -> String {
    tr!(lang, "rules-where")
}

/// The players as the catalogue's selectors name them: `two`, `three` or `teams`.
fn players(v: &Variant) -> &'static str {
    match v.players {
        Players::Two => "two",
        Players::Three => "three",
        Players::TwoVsTwo => "teams",
    }
}

/// The board, who moves when, and how a line wins; word for word the classic text for classic.
fn board(lang: Lang, v: &Variant) -> String {
    let title = if v.is_classic() {
        tr!(lang, "rules-title")
    } else {
        tr!(lang, "rules-title-variant", variant = v.to_string())
    };
    let turns = match v.players {
        Players::Two => tr!(lang, "rules-turns-two"),
        Players::Three => tr!(lang, "rules-turns-three"),
        Players::TwoVsTwo => tr!(lang, "rules-turns-teams"),
    };
    tr!(lang, "rules-board", title, width = v.width, height = v.height, turns, connect = v.connect)
}

/// The classic PopOut text; on boards that do not connect four, "a four" becomes "a line".
fn popout(lang: Lang, v: &Variant) -> String {
    tr!(lang, "rules-popout", connect = v.connect)
}

fn misere(lang: Lang, v: &Variant) -> String {
    tr!(lang, "rules-misere", players = players(v))
}

fn cylinder(lang: Lang, _: &Variant) -> String {
    tr!(lang, "rules-cylinder")
}

fn five_in_a_row(lang: Lang, v: &Variant) -> String {
    tr!(lang, "rules-five-in-a-row", popout = if v.popout { "yes" } else { "no" })
}

fn obstacles(lang: Lang, _: &Variant) -> String {
    tr!(lang, "rules-obstacles")
}

fn random_opening(lang: Lang, _: &Variant) -> String {
    tr!(lang, "rules-random-opening", n = DEFAULT_OPENING_PLIES)
}

fn three_players(lang: Lang, _: &Variant) -> String {
    tr!(lang, "rules-three-players")
}

fn two_vs_two(lang: Lang, _: &Variant) -> String {
    tr!(lang, "rules-two-vs-two")
}

#[cfg(test)]
#[path = "rules_tests.rs"]
mod tests;
