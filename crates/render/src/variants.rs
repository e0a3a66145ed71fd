//! Variant choices for Discord: the presets offered, and autocomplete suggestions for a typed id.

use super::i18n::variant_error;
use crate::tr;
use cuatro_engine::Variant;
use cuatro_game::Lang;

/// The combinations and sizes offered after the named variants (`Variant::NAMES`); each suggestion is described by the
/// catalogue message `variants-<id>` (see [`described`]).
const COMBINATIONS: [&str; 6] = ["popout+cylinder", "popout+five-in-a-row", "8x7", "10x10", "9x6k5", "misere+cylinder"];

/// The presets offered first: every named variant, then the combinations and sizes.
fn presets() -> impl Iterator<Item = &'static str> {
    Variant::NAMES.into_iter().chain(COMBINATIONS)
}

/// The preset whose canonical id is `id`, if it is one (metrics label variants by preset, others as `other`).
pub fn preset_id(id: &str) -> Option<&'static str> {
    presets().find(|preset| *preset == id)
}

/// Discord shows at most 25 suggestions.
const MAX_SUGGESTIONS: usize = 25;

/// A preset's suggestion: its id and its description (`popout+cylinder` → message `variants-popout-cylinder`).
fn described(id: &str, lang: Lang) -> (String, String) {
    (format!("{id} — {}", tr!(lang, &description_id(id))), id.to_string())
}

fn description_id(id: &str) -> String {
    format!("variants-{}", id.replace('+', "-"))
}

/// Suggestions (label, value) for what the user has typed so far: the typed id itself when it is valid, the
/// presets containing it, and completions of its last `+` part that make a valid combination. An invalid id
/// that matches nothing gets one entry naming the engine's reason.
pub fn variant_suggestions(partial: &str, lang: Lang) -> Vec<(String, String)> {
    let typed = partial.trim().to_ascii_lowercase();
    let mut out: Vec<(String, String)> = Vec::new();
    let push = |entry: (String, String), out: &mut Vec<(String, String)>| {
        if out.len() < MAX_SUGGESTIONS && !out.iter().any(|(_, v)| *v == entry.1) {
            out.push(entry);
        }
    };
    let parsed = typed.parse::<Variant>();
    if let Ok(variant) = &parsed {
        let id = variant.to_string();
        push((tr!(lang, "variants-valid", id = &id), id), &mut out);
    }
    for id in presets() {
        if id.contains(typed.as_str()) {
            push(described(id, lang), &mut out);
        }
    }
    if let Some((head, tail)) = typed.rsplit_once('+') {
        for name in Variant::NAMES.iter().filter(|n| n.starts_with(tail)) {
            let candidate = format!("{head}+{name}");
            if let Ok(variant) = candidate.parse::<Variant>() {
                let id = variant.to_string();
                push((id.clone(), id), &mut out);
            }
        }
    }
    if out.is_empty()
        && let Err(error) = parsed
    {
        // Discord refuses a choice whose name or value is over 100 characters (and drops the whole list).
        let label = first_chars(format!("✗ {}", variant_error(lang, &error)), 100);
        out.push((label, first_chars(typed, 100)));
    }
    out
}

/// The text cut to its first `n` characters.
fn first_chars(mut text: String, n: usize) -> String {
    text.truncate(text.char_indices().nth(n).map_or(text.len(), |(i, _)| i));
    text
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_long_unknown_input_still_gives_a_choice_discord_accepts() {
        let typed = "ñ".repeat(150) + "+cylinder";
        for lang in Lang::ALL {
            let choices = variant_suggestions(&typed, lang);
            assert_eq!(choices.len(), 1);
            let (name, value) = &choices[0];
            assert!(name.chars().count() <= 100 && value.chars().count() <= 100, "{name} / {value}");
        }
    }

    #[test]
    fn every_preset_is_a_valid_canonical_id() {
        for id in presets() {
            let variant: Variant = id.parse().unwrap_or_else(|e| panic!("{id}: {e}"));
            assert_eq!(variant.to_string(), id);
        }
    }

    #[test]
    fn every_preset_is_described_in_every_language_within_discords_limit() {
        for id in presets() {
            let description = description_id(id);
            for lang in Lang::ALL {
                assert!(crate::fluent::has(lang, &description), "{description} in {}", lang.code());
                let (label, _) = described(id, lang);
                assert!(label.chars().count() <= 100, "{label}");
            }
        }
        assert_eq!(variant_suggestions("classic", Lang::En)[0].0, "classic — ✓ valid");
        assert_eq!(variant_suggestions("", Lang::Es)[0].0, "classic — 7×6, conecta cuatro");
    }

    #[test]
    fn presets_are_known_by_their_canonical_id_only() {
        assert_eq!(preset_id("popout+cylinder"), Some("popout+cylinder"));
        assert_eq!(preset_id("10x10"), Some("10x10"));
        assert_eq!(preset_id("cylinder+popout"), None, "not canonical");
        assert_eq!(preset_id("popout+misere"), None, "a combination that is no preset");
    }

    #[test]
    fn an_empty_field_offers_the_presets_in_order() {
        let values: Vec<String> = variant_suggestions("", Lang::En).into_iter().map(|(_, v)| v).collect();
        assert_eq!(values.len(), presets().count());
        assert_eq!(values[0], "classic");
        assert_eq!(values[8], "three-players");
    }

    #[test]
    fn a_combination_is_completed_with_valid_parts_only() {
        let values: Vec<String> = variant_suggestions("popout+c", Lang::En).into_iter().map(|(_, v)| v).collect();
        assert!(values.contains(&"popout+cylinder".to_string()), "{values:?}");
        assert!(values.iter().all(|v| v.parse::<Variant>().is_ok()));
    }

    #[test]
    fn the_widest_size_refusal_fits_an_autocomplete_label_whole_in_every_language() {
        // The largest values the parser lets through: two digits a side, a line length up to u8::MAX.
        let typed = format!("99x99k{}", u8::MAX);
        let error = typed.parse::<Variant>().expect_err("out of range");
        for lang in Lang::ALL {
            let label = &variant_suggestions(&typed, lang)[0].0;
            assert_eq!(*label, format!("✗ {}", variant_error(lang, &error)), "not cut in {}", lang.code());
            assert!(label.chars().count() <= 100, "{} characters in {}: {label}", label.chars().count(), lang.code());
        }
    }

    #[test]
    fn a_valid_id_comes_first_and_an_invalid_one_says_why() {
        let first = &variant_suggestions("CYLINDER+popout", Lang::En)[0];
        assert_eq!(first.1, "popout+cylinder");
        let refused = variant_suggestions("11x4", Lang::Es);
        assert_eq!(refused.len(), 1);
        assert!(refused[0].0.starts_with("✗ Tablero 11×4"), "{refused:?}");
        assert!(refused[0].0.chars().count() <= 100);
    }
}
