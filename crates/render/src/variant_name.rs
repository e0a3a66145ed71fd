//! A variant's name as readers see it in titles and captions: the names of its features as the rules give them.

use crate::tr;
use cuatro_engine::{Players, Variant};
use cuatro_game::Lang;

/// The variant's name in `lang`: its features joined by " + " in the order of the rules ("PopOut + Cylinder"),
/// then another board size ("8×7"); `None` for the classic game, which titles leave unnamed.
pub fn variant_name(lang: Lang, v: &Variant) -> Option<String> {
    let features = [
        (v.popout, "variant-name-popout"),
        (v.misere, "variant-name-misere"),
        (v.cylinder, "variant-name-cylinder"),
        (v.five_in_a_row, "variant-name-five-in-a-row"),
        (v.obstacles, "variant-name-obstacles"),
        (v.random_opening, "variant-name-random-opening"),
        (v.players == Players::Three, "variant-name-three-players"),
        (v.players == Players::TwoVsTwo, "variant-name-two-vs-two"),
    ];
    let mut parts: Vec<String> = features.iter().filter(|(on, _)| *on).map(|&(_, id)| tr!(lang, id)).collect();
    if let Some((width, height, connect)) = v.other_size() {
        parts.push(tr!(lang, "variant-name-size", width, height, connect));
    }
    (!parts.is_empty()).then(|| parts.join(" + "))
}

/// The variant's name, "Classic" in `lang` for the classic game: for texts that always name it.
pub fn variant_label(lang: Lang, v: &Variant) -> String {
    variant_name(lang, v).unwrap_or_else(|| tr!(lang, "variant-name-classic"))
}

/// `title` followed by the variant's name (" · PopOut"), or alone for the classic game.
pub fn titled(lang: Lang, title: String, v: &Variant) -> String {
    match variant_name(lang, v) {
        Some(name) => format!("{title} · {name}"),
        None => title,
    }
}

/// [`titled`] for a variant given by its id; an id that names no variant is shown as typed, in backticks.
pub fn titled_by_id(lang: Lang, title: String, id: &str) -> String {
    match id.parse::<Variant>() {
        Ok(v) => titled(lang, title, &v),
        Err(_) => format!("{title} · `{id}`"),
    }
}

#[cfg(test)]
#[path = "variant_name_tests.rs"]
mod tests;
