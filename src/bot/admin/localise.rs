//! Every command's, option's and choice's name and description from the catalogues (`locales/<lang>/commands.ftl`).

use crate::bot::types::{Data, Error};
use crate::game::Lang;
use crate::render::fluent;
use crate::tr;
use poise::serenity_prelude as serenity;
use std::borrow::Cow;

type Command = poise::Command<Data, Error>;
type Localizations = Cow<'static, [(Cow<'static, str>, Cow<'static, str>)]>;

/// The catalogue key of a name as written in code: lowercase, words joined by `-` (`vs-cpu`, `whole_match` →
/// `whole-match`, "Challenge to Connect Four" → `challenge-to-connect-four`, a choice's variant `ColourBlind` →
/// `colour-blind`).
pub fn key_of(name: &str) -> String {
    let mut key = String::with_capacity(name.len() + 4);
    let mut previous: Option<char> = None;
    for c in name.chars() {
        match c {
            ' ' | '_' | '-' => key.push('-'),
            c if c.is_uppercase() => {
                if previous.is_some_and(|p| p.is_lowercase() || p.is_ascii_digit()) {
                    key.push('-');
                }
                key.extend(c.to_lowercase());
            }
            c => key.push(c),
        }
        previous = Some(c);
    }
    key
}

/// The key of `command` below `parent` (empty for a top-level command): its qualified name as a key
/// (`connect4-puzzle-play`); a context-menu command's key is its menu name's (`challenge-to-connect-four`).
pub fn command_key(parent: &str, command: &Command) -> String {
    let own = key_of(command.context_menu_name.as_deref().unwrap_or(&command.name));
    if parent.is_empty() { own } else { format!("{parent}-{own}") }
}

/// The key of a parameter named `name` of the command keyed `command`.
pub fn parameter_key(command: &str, name: &str) -> String {
    format!("{command}-{}", key_of(name))
}

/// The key (and message id) of a choice of the parameter keyed `parameter`, from its variant's name in code.
pub fn choice_key(parameter: &str, variant: &str) -> String {
    format!("{parameter}-{}", key_of(variant))
}

/// The languages the catalogues translate English into (English, first in [`Lang::ALL`], is every text's base).
pub fn translations() -> impl Iterator<Item = Lang> {
    Lang::ALL.into_iter().skip(1)
}

/// English's message `id`, if the catalogue has it.
fn english(id: &str) -> Option<String> {
    let base = Lang::ALL[0];
    fluent::has(base, id).then(|| tr!(base, id))
}

/// Message `id` in every translation that has it, under each of the language's Discord locales; with
/// `unless_equal`, a translation equal to it is left out (Discord shows the English text anyway).
fn localizations(id: &str, unless_equal: Option<&str>) -> Localizations {
    let mut found = Vec::new();
    for lang in translations() {
        if !fluent::has(lang, id) {
            tracing::error!(lang = lang.code(), id, "a command text is missing from commands.ftl");
            continue;
        }
        let text = tr!(lang, id);
        if unless_equal == Some(text.as_str()) {
            continue;
        }
        for &locale in lang.discord_locales() {
            found.push((Cow::Borrowed(locale), Cow::Owned(text.clone())));
        }
    }
    Cow::Owned(found)
}

/// Sets the Discord texts of every command, subcommand, option and choice of `commands` from the catalogues:
/// English descriptions and choice names, and the other languages' names, descriptions and choice names. A
/// missing message leaves its field as it was (logged; the tests fail on it).
pub fn localise(mut commands: Vec<Command>) -> Vec<Command> {
    for command in &mut commands {
        localise_command(command, "");
    }
    commands
}

fn localise_command(command: &mut Command, parent: &str) {
    let key = command_key(parent, command);
    let shown_name = command.context_menu_name.as_deref().unwrap_or(&command.name).to_owned();
    command.name_localizations = localizations(&format!("{key}-name"), Some(&shown_name));
    if command.slash_action.is_some() {
        let id = format!("{key}-description");
        if let Some(description) = english(&id) {
            command.description = Some(description.into());
        }
        command.description_localizations = localizations(&id, None);
        for parameter in &mut command.parameters {
            localise_parameter(parameter, &key);
        }
    }
    for sub in &mut command.subcommands {
        localise_command(sub, &key);
    }
}

fn localise_parameter(parameter: &mut poise::CommandParameter<Data, Error>, command: &str) {
    let key = parameter_key(command, &parameter.name);
    parameter.name_localizations = localizations(&format!("{key}-name"), Some(&parameter.name));
    let id = format!("{key}-description");
    if let Some(description) = english(&id) {
        parameter.description = Some(description.into());
    }
    parameter.description_localizations = localizations(&id, None);
    for choice in parameter.choices.to_mut() {
        let id = choice_key(&key, &choice.name);
        if let Some(name) = english(&id) {
            choice.name = name.into();
        }
        choice.localizations = localizations(&id, None);
    }
}

/// The registration payload of `commands`, as poise builds it, with the context-menu commands' localised names
/// (which poise leaves out).
pub fn application_commands(commands: &[Command]) -> Vec<serenity::CreateCommand> {
    let mut payload = Vec::with_capacity(commands.len() + 1);
    for command in commands {
        payload.extend(command.create_as_slash_command());
        add_context_menus(&mut payload, command);
    }
    payload
}

/// `command`'s context menu (if it is one) and those of its subcommands, as poise finds them.
fn add_context_menus(payload: &mut Vec<serenity::CreateCommand>, command: &Command) {
    if let Some(mut menu) = command.create_as_context_menu_command() {
        for (locale, name) in command.name_localizations.iter() {
            menu = menu.name_localized(locale.as_ref(), name.as_ref());
        }
        payload.push(menu);
    }
    for sub in &command.subcommands {
        add_context_menus(payload, sub);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keys_are_kebab_case() {
        assert_eq!(key_of("vs-cpu"), "vs-cpu");
        assert_eq!(key_of("whole_match"), "whole-match");
        assert_eq!(key_of("Challenge to Connect Four"), "challenge-to-connect-four");
        assert_eq!(key_of("ColourBlind"), "colour-blind");
        assert_eq!(key_of("PopOut"), "pop-out");
        assert_eq!(key_of("M10"), "m10");
        assert_eq!(key_of("Xo"), "xo");
        assert_eq!(key_of("player2"), "player2");
        assert_eq!(parameter_key("connect4-resign", "whole-match"), "connect4-resign-whole-match");
        assert_eq!(choice_key("connect4-vs-cpu-level", "Easy"), "connect4-vs-cpu-level-easy");
    }

    #[test]
    fn a_missing_message_leaves_its_field_unlocalised() {
        assert_eq!(english("no-such-command-description"), None);
        assert!(localizations("no-such-command-description", None).is_empty());
        let mut parameter = all_parameters_of_resign();
        parameter.name = "no-such-option".into();
        localise_parameter(&mut parameter, "connect4-resign");
        assert!(parameter.name_localizations.is_empty() && parameter.description_localizations.is_empty());
        assert_eq!(parameter.description, None);
    }

    /// `/connect4 resign`'s option as poise builds it.
    fn all_parameters_of_resign() -> poise::CommandParameter<Data, Error> {
        let connect4 = crate::bot::commands::all().remove(0);
        let resign = connect4.subcommands.into_iter().find(|c| c.name == "resign").expect("resign");
        resign.parameters.into_iter().next().expect("whole-match")
    }
}
