use std::collections::{BTreeMap, BTreeSet};

use fluent_syntax::ast::{Entry, Expression, InlineExpression, Pattern, PatternElement};

use super::*;

/// Every message of one language's catalogue with the variables its patterns use.
fn catalogue(lang: Lang) -> BTreeMap<String, BTreeSet<String>> {
    let mut messages = BTreeMap::new();
    for (file, source) in FILES.iter().zip(sources(lang)) {
        let resource = fluent_syntax::parser::parse(source)
            .unwrap_or_else(|(_, errors)| panic!("locales/{}/{file}.ftl does not parse: {errors:?}", lang.locale()));
        for entry in resource.body {
            if let Entry::Message(message) = entry {
                let mut variables = BTreeSet::new();
                if let Some(value) = &message.value {
                    pattern_variables(value, &mut variables);
                }
                let id = message.id.name.to_owned();
                assert!(message.value.is_some(), "{id} in {} has no value", lang.locale());
                assert!(messages.insert(id.clone(), variables).is_none(), "{id} is written twice in {}", lang.locale());
            }
        }
    }
    messages
}

fn pattern_variables(pattern: &Pattern<&str>, into: &mut BTreeSet<String>) {
    for element in &pattern.elements {
        if let PatternElement::Placeable { expression } = element {
            expression_variables(expression, into);
        }
    }
}

fn expression_variables(expression: &Expression<&str>, into: &mut BTreeSet<String>) {
    match expression {
        Expression::Select { selector, variants } => {
            inline_variables(selector, into);
            for variant in variants {
                pattern_variables(&variant.value, into);
            }
        }
        Expression::Inline(inline) => inline_variables(inline, into),
    }
}

fn inline_variables(inline: &InlineExpression<&str>, into: &mut BTreeSet<String>) {
    match inline {
        InlineExpression::VariableReference { id } => {
            into.insert(id.name.to_owned());
        }
        InlineExpression::FunctionReference { arguments, .. } => {
            for argument in &arguments.positional {
                inline_variables(argument, into);
            }
        }
        InlineExpression::Placeable { expression } => expression_variables(expression, into),
        _ => {}
    }
}

#[test]
fn every_language_has_every_message_and_no_variable_the_english_lacks() {
    let english = catalogue(Lang::En);
    assert!(english.len() > 100, "the English catalogue is read: {} messages", english.len());
    for lang in Lang::ALL {
        let translated = catalogue(lang);
        let missing: Vec<_> = english.keys().filter(|id| !translated.contains_key(*id)).collect();
        assert!(missing.is_empty(), "{} lacks {missing:?}", lang.locale());
        let extra: Vec<_> = translated.keys().filter(|id| !english.contains_key(*id)).collect();
        assert!(extra.is_empty(), "{} has messages English lacks: {extra:?}", lang.locale());
        for (id, variables) in &translated {
            let unknown: Vec<_> = variables.difference(&english[id]).collect();
            assert!(unknown.is_empty(), "{id} in {} uses {unknown:?}, which English does not give", lang.locale());
        }
    }
}

#[test]
fn every_message_formats_cleanly_in_every_language_with_the_english_variables() {
    let english = catalogue(Lang::En);
    for lang in Lang::ALL {
        let bundle = &BUNDLES[lang.index()];
        for (id, variables) in &english {
            for value in [FluentValue::from(1), FluentValue::from(2), FluentValue::from("x")] {
                let mut args = FluentArgs::new();
                for name in variables {
                    args.set(name.as_str(), value.clone());
                }
                let pattern = bundle.get_message(id).and_then(|m| m.value()).expect("parity is tested apart");
                let mut errors = Vec::new();
                let _ = bundle.format_pattern(pattern, Some(&args), &mut errors);
                assert!(errors.is_empty(), "{id} in {} with {value:?}: {errors:?}", lang.locale());
            }
        }
    }
}

#[test]
fn a_message_names_a_backticked_variant_without_isolation_marks() {
    let text = tr!(Lang::Es, "variant-unknown", word = "sideways");
    assert_eq!(text, "Variante desconocida: `sideways`.");
    assert!(!text.contains(['\u{2068}', '\u{2069}']));
}

#[test]
fn plural_categories_follow_the_language() {
    assert_eq!(
        tr!(Lang::En, "assist-busy", n = 1),
        "Your previous hint, review or puzzle move is still being worked out: wait for it."
    );
    assert_eq!(
        tr!(Lang::En, "assist-busy", n = 3),
        "You already have 3 hints, reviews or puzzle moves being worked out, the most allowed: wait for one."
    );
    assert!(tr!(Lang::Es, "assist-busy", n = 1).starts_with("Tu pista"));
}

#[test]
fn numbers_take_the_languages_decimal_separator_and_fraction_digits() {
    let one_decimal = FluentNumber::new(11.5, Default::default());
    assert_eq!(with_decimal_point(&FluentValue::Number(one_decimal.clone()), &dummy_memoizer()), Some("11.5".into()));
    assert_eq!(with_decimal_comma(&FluentValue::Number(one_decimal), &dummy_memoizer()), Some("11,5".into()));
    let mut rounded = FluentNumber::new(2.0 / 3.0, Default::default());
    rounded.options.maximum_fraction_digits = Some(2);
    assert_eq!(plain_number(&rounded), "0.67");
    rounded.value = 3.0;
    rounded.options.minimum_fraction_digits = Some(1);
    assert_eq!(plain_number(&rounded), "3.0");
    let text = FluentValue::from("a.b");
    assert_eq!(with_decimal_comma(&text, &dummy_memoizer()), None, "texts are left as they are");
}

fn dummy_memoizer() -> IntlLangMemoizer {
    IntlLangMemoizer::new("en".parse().expect("a locale"))
}

#[test]
fn discord_ids_keep_every_digit_and_small_numbers_stay_numbers() {
    let id: u64 = 1_234_567_890_123_456_789;
    assert_eq!(Arg::from(id), Arg::Text("1234567890123456789".into()));
    assert_eq!(tr!(Lang::En, "your-turn", user = id), "<@1234567890123456789>, your turn.");
    assert_eq!(Arg::from(7usize), Arg::Number(7.0));
    assert_eq!(Arg::from(-1_800_000_000_i64), Arg::Number(-1_800_000_000.0));
}

#[test]
fn a_missing_message_falls_back_to_its_id() {
    assert_eq!(text(Lang::Es, "no-such-message", &[]), "no-such-message");
    assert!(!has(Lang::Es, "no-such-message"));
    assert!(has(Lang::Es, "not-your-turn"));
}

#[test]
fn no_translation_reads_as_english() {
    let english = catalogue(Lang::En);
    for lang in Lang::ALL.into_iter().filter(|&l| l != Lang::En) {
        for (id, variables) in &english {
            let args: Vec<(&str, Arg)> = variables.iter().map(|v| (v.as_str(), Arg::from(2))).collect();
            let text = text(lang, id, &args);
            if id.ends_with("-name") && text == super::text(Lang::En, id, &args) {
                continue; // a command or option name kept in English: an id, not a sentence
            }
            let words = crate::english_check::english_words(&text);
            assert!(words.is_empty(), "{id} in {} reads as English ({words:?}): {text}", lang.locale());
        }
    }
}

#[test]
fn number_selects_ordinal_categories_and_keeps_its_fraction_digits() {
    let mut bundle = empty_bundle(Lang::En);
    let source = "place = { NUMBER($n, type: \"ordinal\") ->\n    [one] {$n}st\n    [two] {$n}nd\n    [few] {$n}rd\n   *[other] {$n}th\n}\nscore = { NUMBER($x, minimumFractionDigits: 1) }\n";
    bundle.add_resource(FluentResource::try_new(source.to_owned()).expect("a test catalogue")).expect("no clash");
    let format = |bundle: &Bundle, id: &str, name: &str, value: f64| {
        let mut args = FluentArgs::new();
        args.set(name.to_owned(), FluentValue::from(value));
        let pattern = bundle.get_message(id).and_then(|m| m.value()).expect("the test message");
        bundle.format_pattern(pattern, Some(&args), &mut Vec::new()).into_owned()
    };
    let places: Vec<String> = [1.0, 2.0, 3.0, 4.0, 11.0, 22.0].map(|n| format(&bundle, "place", "n", n)).into();
    assert_eq!(places, ["1st", "2nd", "3rd", "4th", "11th", "22nd"]);
    assert_eq!(format(&bundle, "score", "x", 11.0), "11.0");
    let mut spanish = empty_bundle(Lang::Es);
    spanish.add_resource(FluentResource::try_new(source.to_owned()).expect("a test catalogue")).expect("no clash");
    assert_eq!(format(&spanish, "score", "x", 11.0), "11,0", "the decimal comma");
}
