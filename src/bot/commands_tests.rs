//! The command tree against Discord's rules on names and texts, in every language of the catalogue.

use super::*;
use crate::bot::admin::localise::{
    application_commands, choice_key, command_key, localise, parameter_key, translations,
};
use crate::game::Lang;
use crate::render::fluent;
use crate::tr;
use std::borrow::Cow;

type Localizations = [(Cow<'static, str>, Cow<'static, str>)];

/// A slash command's or option's name as Discord takes it: 1–32 lowercase letters, digits, `-`, `_`, `'`.
fn check_name(what: &str, name: &str) {
    let allowed = name.chars().all(|c| c.is_alphanumeric() || matches!(c, '-' | '_' | '\''));
    let length = name.chars().count();
    assert!((1..=32).contains(&length) && allowed && name.to_lowercase() == name, "{what}: name {name:?}");
}

/// A description or a choice's name: 1–100 characters.
fn check_text(what: &str, text: &str) {
    assert!((1..=100).contains(&text.chars().count()), "{what}: {text:?} is not 1–100 characters");
}

/// The English text of `id`, which the catalogue must have.
fn english(what: &str, id: &str) -> String {
    assert!(fluent::has(Lang::En, id), "{what}: commands.ftl lacks {id} in English");
    tr!(Lang::En, id)
}

/// The text shown under Discord locale `locale` (its localisation, or the English text).
fn shown<'a>(localizations: &'a Localizations, locale: &str, english: &'a str) -> &'a str {
    localizations.iter().find(|(l, _)| l == locale).map_or(english, |(_, text)| text)
}

/// Every non-English language has name `id` in its catalogue, and every one of its Discord locales shows it:
/// as a localisation, or as the English name when the language keeps it (a localisation equal to the English
/// name is left out).
fn check_names(what: &str, id: &str, english: &str, localizations: &Localizations, slash: bool) {
    let in_english = self::english(what, id);
    assert_eq!(in_english, english, "{what}: {id} in English is the name in code");
    for lang in translations() {
        assert!(fluent::has(lang, id), "{what}: commands.ftl lacks {id} in {}", lang.locale());
        let name = tr!(lang, id);
        for &locale in lang.discord_locales() {
            assert_eq!(shown(localizations, locale, english), name, "{what}: {locale}");
        }
        if slash {
            check_name(&format!("{what} ({})", lang.locale()), &name);
        } else {
            assert!((1..=32).contains(&name.chars().count()), "{what}: menu name {name:?}");
        }
    }
    let equal = localizations.iter().filter(|(_, text)| text == english).count();
    assert_eq!(equal, 0, "{what}: no localisation repeats the English name: {localizations:?}");
}

/// The English `text` is message `id`'s, and every non-English Discord locale has its language's text.
fn check_texts(what: &str, id: &str, text: &str, localizations: &Localizations) {
    assert_eq!(text, english(what, id), "{what}: the English text is {id}'s");
    check_text(what, text);
    for lang in translations() {
        assert!(fluent::has(lang, id), "{what}: commands.ftl lacks {id} in {}", lang.locale());
        let translated = tr!(lang, id);
        for &locale in lang.discord_locales() {
            let localized = localizations.iter().find(|(l, _)| l == locale).map(|(_, text)| text.as_ref());
            assert_eq!(localized, Some(translated.as_str()), "{what}: {locale}");
        }
        check_text(&format!("{what} ({})", lang.locale()), &translated);
    }
}

fn check(command: &poise::Command<Data, Error>, parent: &str) -> usize {
    let key = command_key(parent, command);
    let mut checked = 1;
    let Some(menu_name) = &command.context_menu_name else {
        check_name(&key, &command.name);
        check_names(&key, &format!("{key}-name"), &command.name, &command.name_localizations, true);
        let description = command.description.as_deref().unwrap_or_default();
        check_texts(&key, &format!("{key}-description"), description, &command.description_localizations);
        for parameter in &command.parameters {
            let option = parameter_key(&key, &parameter.name);
            check_name(&option, &parameter.name);
            let names = &parameter.name_localizations;
            check_names(&option, &format!("{option}-name"), &parameter.name, names, true);
            let description = parameter.description.as_deref().unwrap_or_default();
            check_texts(&option, &format!("{option}-description"), description, &parameter.description_localizations);
            checked += 1;
        }
        for sub in &command.subcommands {
            checked += check(sub, &key);
        }
        return checked;
    };
    check_names(&key, &format!("{key}-name"), menu_name, &command.name_localizations, false);
    checked
}

#[test]
fn every_command_option_and_choice_speaks_every_language_from_the_catalogue() {
    let commands = localise(all());
    let checked: usize = commands.iter().map(|command| check(command, "")).sum();
    assert!(checked > 50, "the whole tree is walked: {checked} commands and options");
}

#[test]
fn every_choice_is_named_from_the_catalogue_in_every_language() {
    // The choices are checked against the tree as poise builds it, whose choice names are their variants'.
    fn walk(plain: &poise::Command<Data, Error>, localised: &poise::Command<Data, Error>, parent: &str) -> usize {
        let key = command_key(parent, plain);
        let mut choices = 0;
        for (plain, localised) in plain.parameters.iter().zip(&localised.parameters) {
            let option = parameter_key(&key, &plain.name);
            assert!(plain.choices.len() <= 25, "{option}: at most 25 choices");
            for (variant, choice) in plain.choices.iter().zip(localised.choices.iter()) {
                let id = choice_key(&option, &variant.name);
                check_texts(&id, &id, &choice.name, &choice.localizations);
                choices += 1;
            }
        }
        for (plain, localised) in plain.subcommands.iter().zip(&localised.subcommands) {
            choices += walk(plain, localised, &key);
        }
        choices
    }
    let choices: usize = all().iter().zip(&localise(all())).map(|(plain, localised)| walk(plain, localised, "")).sum();
    assert!(choices > 30, "every choice is seen: {choices}");
}

#[test]
fn today_s_spanish_names_are_kept_for_spain_and_latin_america() {
    let commands = localise(all());
    let connect4 = &commands[0];
    let spanish = |localizations: &Localizations| {
        ["es-ES", "es-419"].map(|l| localizations.iter().find(|(k, _)| k == l).map(|(_, v)| v.to_string()))
    };
    assert_eq!(spanish(&connect4.name_localizations), [Some("conecta4".into()), Some("conecta4".into())]);
    let resign = connect4.subcommands.iter().find(|c| c.name == "resign").unwrap();
    assert_eq!(resign.parameters[0].name_localizations[..].len(), 2);
    assert_eq!(spanish(&resign.parameters[0].name_localizations)[1].as_deref(), Some("duelo-entero"));
    let vs_cpu = connect4.subcommands.iter().find(|c| c.name == "vs-cpu").unwrap();
    assert_eq!(vs_cpu.parameters[0].choices[0].name, "easy");
    assert_eq!(spanish(&vs_cpu.parameters[0].choices[0].localizations)[0].as_deref(), Some("fácil"));
    // The settings' options are Spanish too; a language that keeps the English name (French) is left out.
    let settings = commands[1].subcommands.iter().find(|c| c.name == "settings").unwrap();
    let option = |name: &str| settings.parameters.iter().find(|p| p.name == name).unwrap();
    assert_eq!(spanish(&option("timer").name_localizations), [Some("tiempo".into()), Some("tiempo".into())]);
    assert_eq!(spanish(&option("every-channel").name_localizations)[1].as_deref(), Some("todos-los-canales"));
    assert!(option("timer").name_localizations.iter().all(|(locale, _)| locale.starts_with("es-")));
    // Every option has a Spanish name, and no two share one.
    let names: Vec<String> =
        settings.parameters.iter().map(|p| spanish(&p.name_localizations)[0].clone().unwrap()).collect();
    let unique: std::collections::HashSet<&String> = names.iter().collect();
    assert_eq!(unique.len(), names.len(), "{names:?}");
}

#[test]
fn the_registration_names_the_user_menu_in_every_language() {
    let payload = serde_json::to_value(application_commands(&localise(all()))).unwrap();
    let menu = payload.as_array().unwrap().iter().find(|c| c["type"] == 2).expect("the user menu is registered");
    assert_eq!(menu["name"], "Challenge to Connect Four");
    for lang in translations() {
        for &locale in lang.discord_locales() {
            assert_eq!(menu["name_localizations"][locale], tr!(lang, "challenge-to-connect-four-name"), "{locale}");
        }
    }
    assert_eq!(menu["name_localizations"]["es-419"], "Desafiar a Conecta 4");
    let slash = payload.as_array().unwrap().iter().filter(|c| c["type"].as_u64().unwrap_or(1) == 1).count();
    assert_eq!(slash, 3, "connect4, connect4-admin and connect4-tournament");
}
