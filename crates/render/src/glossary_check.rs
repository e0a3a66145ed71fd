//! The glossary checks: each translation's words it never uses (`locales/<lang>/glossary-check.txt`: the other
//! register, words its glossary replaced), searched for in the text of every message.

use crate::fluent::{FILES, sources};
use cuatro_game::Lang;

/// How a rule's text is matched.
#[derive(Debug, Clone, Copy, PartialEq)]
enum Match {
    /// A whole word, in any case.
    Word,
    /// A whole word, in this case.
    WordCased,
    /// A piece of text anywhere.
    Text,
}

/// One line of a glossary check: the text never used, what is used instead, and the messages where it is right.
#[derive(Debug)]
struct Rule<'a> {
    matching: Match,
    text: &'a str,
    instead: &'a str,
    except: Vec<&'a str>,
}

impl Rule<'_> {
    fn found_in(&self, text: &str) -> bool {
        let mut words = text.split(|c: char| !c.is_alphanumeric()).filter(|w| !w.is_empty());
        match self.matching {
            Match::Word => words.any(|w| w.to_lowercase() == self.text.to_lowercase()),
            Match::WordCased => words.any(|w| w == self.text),
            Match::Text => text.contains(self.text),
        }
    }
}

/// The rules of `source`, a glossary check file.
fn rules(source: &str) -> Vec<Rule<'_>> {
    let lines = source.lines().filter(|line| !line.starts_with('#') && !line.trim().is_empty());
    lines
        .map(|line| {
            let fields: Vec<&str> = line.split('\t').collect();
            assert!((3..=4).contains(&fields.len()), "a rule has 3 or 4 tab-separated fields: {line:?}");
            let matching = match fields[0] {
                "word" => Match::Word,
                "Word" => Match::WordCased,
                "text" => Match::Text,
                other => panic!("unknown kind of rule {other:?} in {line:?}"),
            };
            let except = fields.get(3).map(|ids| ids.split(", ").collect()).unwrap_or_default();
            Rule { matching, text: fields[1], instead: fields[2], except }
        })
        .collect()
}

/// The glossary check of `lang`, none for English (the source the glossaries translate).
fn check_file(lang: Lang) -> Option<&'static str> {
    match lang {
        Lang::En => None,
        Lang::Es => Some(include_str!("../../../locales/es/glossary-check.txt")),
        Lang::Pt => Some(include_str!("../../../locales/pt-BR/glossary-check.txt")),
        Lang::Fr => Some(include_str!("../../../locales/fr/glossary-check.txt")),
        Lang::De => Some(include_str!("../../../locales/de/glossary-check.txt")),
        Lang::It => Some(include_str!("../../../locales/it/glossary-check.txt")),
    }
}

/// Each message's id and the text of each of its lines (comments and ids left out), in `source`.
fn message_lines(source: &str) -> Vec<(&str, &str)> {
    let mut id = "";
    let mut lines = Vec::new();
    for line in source.lines().filter(|line| !line.starts_with('#') && !line.trim().is_empty()) {
        let text = match line.split_once(" =") {
            Some((name, value)) if !line.starts_with(' ') => {
                id = name;
                value
            }
            _ => line,
        };
        lines.push((id, text));
    }
    lines
}

/// Where the catalogue of `lang` breaks its glossary check: "file · message: text (instead)".
fn breaks(lang: Lang, check: &str, catalogue: &[&str]) -> Vec<String> {
    let rules = rules(check);
    let mut found = Vec::new();
    for (file, source) in FILES.iter().zip(catalogue) {
        for (id, text) in message_lines(source) {
            for rule in rules.iter().filter(|rule| !rule.except.contains(&id) && rule.found_in(text)) {
                found.push(format!("{} {file} · {id}: {:?} ({})", lang.code(), rule.text, rule.instead));
            }
        }
    }
    found
}

#[test]
fn every_translation_keeps_its_register_and_its_glossarys_words() {
    let mut found = Vec::new();
    for lang in Lang::ALL {
        if let Some(check) = check_file(lang) {
            assert!(!rules(check).is_empty(), "{} has no glossary check", lang.code());
            found.extend(breaks(lang, check, &sources(lang)));
        }
    }
    assert!(found.is_empty(), "words the glossaries replaced:\n{}", found.join("\n"));
}

#[test]
fn a_text_in_the_other_register_or_against_the_glossary_is_found() {
    let check = check_file(Lang::Fr).unwrap();
    let mut catalogue = [""; FILES.len()];
    catalogue[0] = "berserk = Berserk\u{a0}: votre pendule est réduite.\nok = Ta pendule\u{a0}: ton coup.\n";
    catalogue[1] = "# vous, in a comment\nsee = une arène, l’arena, heure : 5\n";
    catalogue[3] = "tournament-game-opens = <@1> <@2>\u{a0}: votre partie de la ronde 1\n";
    catalogue[2] = "many =\n    { $n ->\n       *[other] Appuyez sur le plateau\n    }\n";
    let found = breaks(Lang::Fr, check, &catalogue);
    let expected = [
        "fr messages · berserk: \"votre\" (ta, ton)",
        "fr board · see: \"arène\" (arena (the tournament format))",
        "fr board · see: \"’\" (' (the straight apostrophe))",
        "fr board · see: \" :\" (a non-breaking space (U+00A0) before a colon)",
        "fr review · many: \"plateau\" (grille (the board))",
    ];
    assert_eq!(found, expected);
}
