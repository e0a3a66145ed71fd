use fluent_syntax::ast::{Entry, Expression, InlineExpression, Pattern, PatternElement};

use super::*;
use crate::fluent::{FILES, has, sources};

#[test]
fn a_known_id_gives_a_mention_in_english_names_whatever_the_readers_language() {
    let ids = CommandIds::new();
    ids.remember("connect4", 61);
    ids.remember("Challenge to Connect Four", 63);
    assert_eq!(SlashCommand::VsCpu.mention_with(&ids, Lang::Es), "</connect4 vs-cpu:61>");
    assert_eq!(SlashCommand::PuzzlePlay.mention_with(&ids, Lang::Fr), "</connect4 puzzle play:61>");
    assert_eq!(
        SlashCommand::AdminSettings.mention_with(&ids, Lang::Es),
        "`/conecta4-admin ajustes`",
        "connect4-admin's id is not known yet"
    );
    ids.remember("connect4-admin", 62);
    assert_eq!(SlashCommand::AdminSettings.mention_with(&ids, Lang::De), "</connect4-admin settings:62>");
}

#[test]
fn an_unknown_id_gives_the_path_the_reader_types() {
    let ids = CommandIds::new();
    assert_eq!(SlashCommand::VsCpu.mention_with(&ids, Lang::Es), "`/conecta4 contra-cpu`");
    assert_eq!(SlashCommand::Review.mention_with(&ids, Lang::En), "`/connect4 review`");
    assert_eq!(SlashCommand::PuzzlePlay.path(Lang::Es), "/conecta4 problema jugar");
    assert_eq!(SlashCommand::Leaderboard.path(Lang::It), "/connect4 leaderboard");
}

#[test]
fn every_command_is_named_in_every_language() {
    for command in SlashCommand::ALL {
        for lang in Lang::ALL {
            let names = command.names(lang);
            let mut key = command.top().key().to_owned();
            assert!(has(lang, &format!("{key}-name")), "{command:?} in {}", lang.locale());
            for part in command.below() {
                key = format!("{key}-{part}");
                assert!(has(lang, &format!("{key}-name")), "{key}-name in {}", lang.locale());
            }
            assert_eq!(names.len(), 1 + command.below().len());
        }
        let english = command.names(Lang::En);
        assert_eq!(english[0], command.top().key(), "the English name is the registered one");
        assert_eq!(&english[1..], command.below(), "the English names are the catalogue's keys");
    }
}

/// The text of every pattern of a catalogue (values and attributes of messages and terms, every variant),
/// with where it is.
fn catalogue_texts(lang: Lang) -> Vec<(String, String)> {
    let mut texts = Vec::new();
    for (file, source) in FILES.iter().zip(sources(lang)) {
        let resource = fluent_syntax::parser::parse(source).unwrap_or_else(|(resource, _)| resource);
        for entry in resource.body {
            let (id, value, attributes) = match entry {
                Entry::Message(m) => (m.id.name.to_owned(), m.value, m.attributes),
                Entry::Term(t) => (format!("-{}", t.id.name), Some(t.value), t.attributes),
                _ => continue,
            };
            let patterns = value.into_iter().chain(attributes.into_iter().map(|a| a.value));
            for pattern in patterns {
                let mut text = String::new();
                pattern_text(&pattern, &mut text);
                texts.push((format!("{}/{file}.ftl · {id}", lang.locale()), text));
            }
        }
    }
    texts
}

/// The literal text of `pattern`, every variant of its selections included.
fn pattern_text(pattern: &Pattern<&str>, into: &mut String) {
    for element in &pattern.elements {
        match element {
            PatternElement::TextElement { value } => into.push_str(value),
            PatternElement::Placeable { expression: Expression::Select { variants, .. } } => {
                for variant in variants {
                    pattern_text(&variant.value, into);
                    into.push('\n');
                }
            }
            PatternElement::Placeable { expression: Expression::Inline(InlineExpression::StringLiteral { value }) } => {
                into.push_str(value)
            }
            PatternElement::Placeable { .. } => into.push(' '),
        }
    }
}

#[test]
fn no_translation_writes_a_command_path_as_plain_text() {
    let top_level: Vec<String> = Lang::ALL
        .into_iter()
        .flat_map(|lang| TopLevel::ALL.map(|top| format!("/{}", tr!(lang, &format!("{}-name", top.key())))))
        .collect();
    assert!(top_level.contains(&"/conecta4".to_owned()), "{top_level:?}");
    let mut written = Vec::new();
    for lang in Lang::ALL {
        for (place, text) in catalogue_texts(lang) {
            if let Some(path) = top_level.iter().find(|path| text.contains(path.as_str())) {
                written.push(format!("{place} writes {path}"));
            }
        }
    }
    assert!(written.is_empty(), "name commands with a placeable (SlashCommand::mention or path):\n{written:#?}");
}

#[test]
fn the_texts_that_name_a_command_take_it_in_the_readers_language() {
    use crate::{Msg, Translate};
    let es = Lang::Es;
    assert!(es.t(Msg::BotOpponent).contains("`/conecta4 contra-cpu`"), "{}", es.t(Msg::BotOpponent));
    assert!(es.t(Msg::PuzzleNotYours).contains("`/conecta4 problema jugar`"));
    assert!(crate::page_refused(1, es).content.contains("`/conecta4 clasificacion`"));
    assert!(es.puzzle_text(crate::puzzle_text::PuzzleText::TopEmpty).contains("`/conecta4 problema jugar`"));
}
