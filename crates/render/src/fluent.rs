//! The Fluent catalogues (`locales/<lang>/*.ftl`, embedded at compile time) and the lookup of a message in a language.

use std::borrow::Cow;
use std::sync::LazyLock;

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::types::FluentNumber;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};
use intl_memoizer::concurrent::IntlLangMemoizer;

use cuatro_game::Lang;

/// The catalogue files every language has, in the order they are loaded.
pub const FILES: [&str; 13] = [
    "messages",
    "board",
    "review",
    "puzzle",
    "standings",
    "admin",
    "rules",
    "commands",
    "terminal",
    "games",
    "tournament",
    "privacy",
    "web",
];

/// The text of every catalogue file of the language kept in folder `$dir`, in the order of [`FILES`].
macro_rules! catalogue {
    ($dir:literal) => {
        [
            include_str!(concat!(env!("CARGO_MANIFEST_DIR"), "/../../locales/", $dir, "/messages.ftl")),
            include_str!(concat!(env!("CARGO_MANIFEST_DIR"), "/../../locales/", $dir, "/board.ftl")),
            include_str!(concat!(env!("CARGO_MANIFEST_DIR"), "/../../locales/", $dir, "/review.ftl")),
            include_str!(concat!(env!("CARGO_MANIFEST_DIR"), "/../../locales/", $dir, "/puzzle.ftl")),
            include_str!(concat!(env!("CARGO_MANIFEST_DIR"), "/../../locales/", $dir, "/standings.ftl")),
            include_str!(concat!(env!("CARGO_MANIFEST_DIR"), "/../../locales/", $dir, "/admin.ftl")),
            include_str!(concat!(env!("CARGO_MANIFEST_DIR"), "/../../locales/", $dir, "/rules.ftl")),
            include_str!(concat!(env!("CARGO_MANIFEST_DIR"), "/../../locales/", $dir, "/commands.ftl")),
            include_str!(concat!(env!("CARGO_MANIFEST_DIR"), "/../../locales/", $dir, "/terminal.ftl")),
            include_str!(concat!(env!("CARGO_MANIFEST_DIR"), "/../../locales/", $dir, "/games.ftl")),
            include_str!(concat!(env!("CARGO_MANIFEST_DIR"), "/../../locales/", $dir, "/tournament.ftl")),
            include_str!(concat!(env!("CARGO_MANIFEST_DIR"), "/../../locales/", $dir, "/privacy.ftl")),
            include_str!(concat!(env!("CARGO_MANIFEST_DIR"), "/../../locales/", $dir, "/web.ftl")),
        ]
    };
}

/// The catalogue files of `lang`, as written.
pub fn sources(lang: Lang) -> [&'static str; FILES.len()] {
    match lang {
        Lang::En => catalogue!("en"),
        Lang::Es => catalogue!("es"),
        Lang::Pt => catalogue!("pt-BR"),
        Lang::Fr => catalogue!("fr"),
        Lang::De => catalogue!("de"),
        Lang::It => catalogue!("it"),
    }
}

/// One language's messages, ready to format.
type Bundle = FluentBundle<FluentResource>;

static BUNDLES: LazyLock<Vec<Bundle>> = LazyLock::new(|| Lang::ALL.iter().map(|&lang| bundle(lang)).collect());

/// The bundle of `lang`: its files, no isolation marks (Discord shows them as stray characters around names and
/// backticked ids), `NUMBER()` for plural and ordinal categories, and the language's decimal separator.
fn bundle(lang: Lang) -> Bundle {
    let mut bundle = empty_bundle(lang);
    for (file, source) in FILES.iter().zip(sources(lang)) {
        let resource = FluentResource::try_new(source.to_owned()).unwrap_or_else(|(resource, errors)| {
            tracing::error!(lang = lang.code(), file, ?errors, "a catalogue file does not parse whole");
            resource
        });
        if let Err(errors) = bundle.add_resource(resource) {
            tracing::error!(lang = lang.code(), file, ?errors, "a catalogue file repeats a message");
        }
    }
    bundle
}

/// A bundle for `lang` with no messages yet, set up as [`bundle`] says.
fn empty_bundle(lang: Lang) -> Bundle {
    let locale = lang.locale().parse().expect("every language's locale is a valid language identifier");
    let mut bundle = Bundle::new_concurrent(vec![locale]);
    bundle.set_use_isolating(false);
    bundle.set_formatter(Some(if lang.decimal_comma() { with_decimal_comma } else { with_decimal_point }));
    bundle.add_function("NUMBER", number).expect("NUMBER is added once");
    bundle
}

/// Fluent's `NUMBER($n, type: "ordinal", minimumFractionDigits: 1, …)`: the number with those options.
fn number<'a>(positional: &[FluentValue<'a>], named: &FluentArgs) -> FluentValue<'a> {
    match positional.first() {
        Some(FluentValue::Number(n)) => {
            let mut n = n.clone();
            n.options.merge(named);
            FluentValue::Number(n)
        }
        Some(FluentValue::String(s)) => match s.parse::<FluentNumber>() {
            Ok(mut n) => {
                n.options.merge(named);
                FluentValue::Number(n)
            }
            Err(_) => FluentValue::Error,
        },
        _ => FluentValue::Error,
    }
}

/// A number as English writes it ("11.5").
fn with_decimal_point(value: &FluentValue, _: &IntlLangMemoizer) -> Option<String> {
    match value {
        FluentValue::Number(n) => Some(plain_number(n)),
        _ => None,
    }
}

/// A number with a decimal comma ("11,5").
fn with_decimal_comma(value: &FluentValue, _: &IntlLangMemoizer) -> Option<String> {
    match value {
        FluentValue::Number(n) => Some(plain_number(n).replace('.', ",")),
        _ => None,
    }
}

/// A number's digits with a decimal point, within its minimum and maximum fraction digits.
fn plain_number(n: &FluentNumber) -> String {
    let Some(max) = n.options.maximum_fraction_digits else { return n.as_string().into_owned() };
    let min = n.options.minimum_fraction_digits.unwrap_or(0).min(max);
    let mut text = format!("{:.*}", max, n.value);
    if let Some(point) = text.find('.') {
        while text.len() > point + 1 + min && text.ends_with('0') {
            text.pop();
        }
        if text.ends_with('.') {
            text.pop();
        }
    }
    text
}

/// A value given to a message: a number (for plural categories and decimal separators) or a text.
#[derive(Debug, Clone, PartialEq)]
pub enum Arg<'a> {
    Number(f64),
    Text(Cow<'a, str>),
}

/// Integers beyond 2^53 (Discord ids) would lose digits as numbers: they go as text.
const EXACT_IN_F64: u64 = 1 << 53;

macro_rules! small_integers_are_numbers {
    ($($int:ty),*) => {$(
        impl From<$int> for Arg<'_> {
            fn from(n: $int) -> Self {
                Arg::Number(f64::from(n))
            }
        }
    )*};
}
small_integers_are_numbers!(u8, u16, u32, i8, i16, i32, f32, f64);

impl From<u64> for Arg<'_> {
    fn from(n: u64) -> Self {
        if n <= EXACT_IN_F64 { Arg::Number(n as f64) } else { Arg::Text(n.to_string().into()) }
    }
}

impl From<usize> for Arg<'_> {
    fn from(n: usize) -> Self {
        Arg::from(n as u64)
    }
}

impl From<i64> for Arg<'_> {
    fn from(n: i64) -> Self {
        if n.unsigned_abs() <= EXACT_IN_F64 { Arg::Number(n as f64) } else { Arg::Text(n.to_string().into()) }
    }
}

impl<'a> From<&'a str> for Arg<'a> {
    fn from(text: &'a str) -> Self {
        Arg::Text(text.into())
    }
}

impl<'a> From<&'a String> for Arg<'a> {
    fn from(text: &'a String) -> Self {
        Arg::Text(text.as_str().into())
    }
}

impl From<String> for Arg<'_> {
    fn from(text: String) -> Self {
        Arg::Text(text.into())
    }
}

impl<'a> From<Cow<'a, str>> for Arg<'a> {
    fn from(text: Cow<'a, str>) -> Self {
        Arg::Text(text)
    }
}

/// The message `id` of `lang` with `args`; English when `lang` lacks it, the id itself when no language has it
/// (the catalogue tests make both a failed test rather than a user's surprise).
pub fn text(lang: Lang, id: &str, args: &[(&str, Arg<'_>)]) -> String {
    let found = message(lang, id, args).or_else(|| message(Lang::En, id, args));
    found.unwrap_or_else(|| {
        tracing::error!(lang = lang.code(), id, "no catalogue has this message");
        id.to_owned()
    })
}

/// Whether `lang`'s catalogue has the message `id` (with a value).
pub fn has(lang: Lang, id: &str) -> bool {
    BUNDLES[lang.index()].get_message(id).is_some_and(|m| m.value().is_some())
}

/// The message `id` of `lang` formatted with `args`, if `lang` has it.
fn message(lang: Lang, id: &str, args: &[(&str, Arg<'_>)]) -> Option<String> {
    let bundle = &BUNDLES[lang.index()];
    let pattern = bundle.get_message(id)?.value()?;
    let mut fluent_args = FluentArgs::with_capacity(args.len());
    for (name, value) in args {
        match value {
            Arg::Number(n) => fluent_args.set(*name, FluentValue::from(*n)),
            Arg::Text(t) => fluent_args.set(*name, FluentValue::from(t.as_ref())),
        }
    }
    let mut errors = Vec::new();
    let text = bundle.format_pattern(pattern, Some(&fluent_args), &mut errors).into_owned();
    if !errors.is_empty() {
        tracing::error!(lang = lang.code(), id, ?errors, "a message did not format cleanly");
    }
    Some(text)
}

/// The text of a catalogue message: `tr!(lang, "id")`, or `tr!(lang, "id", name = value, other, …)` where each
/// value is a number or a text (see [`Arg`]) and a bare `other` stands for `other = other`.
#[macro_export]
macro_rules! tr {
    (@value $name:ident = $value:expr) => {
        $crate::fluent::Arg::from($value)
    };
    (@value $name:ident) => {
        $crate::fluent::Arg::from($name)
    };
    ($lang:expr, $id:expr $(, $name:ident $(= $value:expr)?)* $(,)?) => {
        $crate::fluent::text($lang, $id, &[$((stringify!($name), $crate::tr!(@value $name $(= $value)?))),*])
    };
}

#[cfg(test)]
#[path = "fluent_tests.rs"]
mod tests;
