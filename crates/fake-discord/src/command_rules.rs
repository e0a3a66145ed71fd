//! Discord's checks on an application command registration, as the fake Discord applies them: names, lengths,
//! counts and the size of each command counting the longest localisation of every field.

use serde_json::Value;

/// Options of a command (or subcommand) and choices of an option, at most.
const MAX_ITEMS: usize = 25;
/// Characters of a command, counting the longest localisation of each name, description and choice.
const MAX_COMMAND_CHARS: usize = 4000;
/// Characters of a description or a choice's name.
const MAX_TEXT: usize = 100;
/// Characters of a command's or an option's name.
const MAX_NAME: usize = 32;

/// A slash-command name: 1–32 characters, lowercase, letters, digits, `-`, `_` and `'` (Discord's
/// `^[-_'\p{L}\p{N}\p{sc=Deva}\p{sc=Thai}]{1,32}$`; Devanagari and Thai marks are not needed here).
fn check_name(what: &str, name: &str) -> Result<(), String> {
    let chars = name.chars().count();
    let allowed = name.chars().all(|c| c.is_alphanumeric() || matches!(c, '-' | '_' | '\''));
    if !(1..=MAX_NAME).contains(&chars) || !allowed || name.to_lowercase() != name {
        return Err(format!("{what}: name {name:?} is not 1–32 lowercase letters, digits, - _ '"));
    }
    Ok(())
}

fn check_text(what: &str, text: &str) -> Result<(), String> {
    let chars = text.chars().count();
    if !(1..=MAX_TEXT).contains(&chars) {
        return Err(format!("{what}: {chars} characters in {text:?} (1–100)"));
    }
    Ok(())
}

/// The default text of `field` and its localisations (`<field>_localizations`).
fn texts<'a>(object: &'a Value, field: &str) -> Vec<&'a str> {
    let localized = object[format!("{field}_localizations")].as_object();
    let localized = localized.into_iter().flat_map(|m| m.values()).filter_map(Value::as_str);
    object[field].as_str().into_iter().chain(localized).collect()
}

/// The longest of `field`'s texts, in characters.
fn longest(object: &Value, field: &str) -> usize {
    texts(object, field).iter().map(|t| t.chars().count()).max().unwrap_or(0)
}

/// Checks one option (or subcommand, or group) and returns its characters toward the command's total.
fn check_option(path: &str, option: &Value) -> Result<usize, String> {
    let path = format!("{path} {}", option["name"].as_str().unwrap_or("?"));
    for name in texts(option, "name") {
        check_name(&path, name)?;
    }
    for description in texts(option, "description") {
        check_text(&path, description)?;
    }
    let mut chars = longest(option, "name") + longest(option, "description");
    let choices = option["choices"].as_array().map_or(&[][..], Vec::as_slice);
    if choices.len() > MAX_ITEMS {
        return Err(format!("{path}: {} choices (at most 25)", choices.len()));
    }
    for choice in choices {
        for name in texts(choice, "name") {
            check_text(&format!("{path} choice"), name)?;
        }
        chars += longest(choice, "name") + choice["value"].to_string().trim_matches('"').chars().count();
    }
    chars += check_options(&path, option)?;
    Ok(chars)
}

/// Checks the options of a command or subcommand; their characters toward the command's total.
fn check_options(path: &str, parent: &Value) -> Result<usize, String> {
    let options = parent["options"].as_array().map_or(&[][..], Vec::as_slice);
    if options.len() > MAX_ITEMS {
        return Err(format!("{path}: {} options (at most 25)", options.len()));
    }
    options.iter().map(|option| check_option(path, option)).sum()
}

/// The installation types the application allows (its settings on the developer portal): a server install (0)
/// and a user install (1).
const APP_INTEGRATION_TYPES: [u64; 2] = [0, 1];
/// Interaction context types: a server (0), the bot's DM (1), a DM or group DM between users (2).
const CONTEXTS: [u64; 3] = [0, 1, 2];

/// A command's `integration_types` or `contexts` (absent or null: Discord's default): a non-empty list of distinct
/// values among `allowed`.
fn check_kinds(what: &str, command: &Value, field: &str, allowed: &[u64]) -> Result<(), String> {
    let value = &command[field];
    if value.is_null() {
        return Ok(());
    }
    let list = value.as_array().ok_or(format!("{what}: {field} is not an array"))?;
    let values: Vec<u64> = list.iter().filter_map(Value::as_u64).collect();
    let distinct = values.iter().collect::<std::collections::BTreeSet<_>>().len() == values.len();
    if list.is_empty() || values.len() != list.len() || !distinct || values.iter().any(|v| !allowed.contains(v)) {
        return Err(format!("{what}: {field} {value} is not a list of distinct values among {allowed:?}"));
    }
    Ok(())
}

/// Only a top-level command says where it is installed and used: none of its options may.
fn check_no_kinds_below(path: &str, parent: &Value) -> Result<(), String> {
    for option in parent["options"].as_array().map_or(&[][..], Vec::as_slice) {
        let path = format!("{path} {}", option["name"].as_str().unwrap_or("?"));
        if !option["integration_types"].is_null() || !option["contexts"].is_null() {
            return Err(format!("{path}: integration_types and contexts belong to the top-level command"));
        }
        check_no_kinds_below(&path, option)?;
    }
    Ok(())
}

/// Checks a registration body (the array of commands) as Discord does; the reason of the first failure.
pub fn check_registration(body: &Value) -> Result<(), String> {
    for command in body.as_array().ok_or("a registration is an array of commands")? {
        let name = command["name"].as_str().unwrap_or("?");
        check_kinds(name, command, "integration_types", &APP_INTEGRATION_TYPES)?;
        check_kinds(name, command, "contexts", &CONTEXTS)?;
        check_no_kinds_below(name, command)?;
        // User and message commands (menus) have free-form names and no description.
        if command["type"].as_u64().unwrap_or(1) != 1 {
            continue;
        }
        for localized in texts(command, "name") {
            check_name(name, localized)?;
        }
        for description in texts(command, "description") {
            check_text(name, description)?;
        }
        let chars = longest(command, "name") + longest(command, "description") + check_options(name, command)?;
        if chars > MAX_COMMAND_CHARS {
            return Err(format!("{name}: {chars} characters counting the longest localisations (at most 4000)"));
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn command(options: Value) -> Value {
        json!([{ "name": "game", "description": "Games", "type": 1, "options": options }])
    }

    #[test]
    fn a_registration_within_the_rules_passes_and_each_broken_rule_is_named() {
        let option = json!({ "name": "depth", "description": "How deep", "type": 4,
            "name_localizations": { "es-ES": "profundidad" }, "choices": [{ "name": "deep", "value": 4 }] });
        assert_eq!(check_registration(&command(json!([option]))), Ok(()));
        let menu = json!([{ "name": "Challenge to Connect Four", "type": 2, "description": "" }]);
        assert_eq!(check_registration(&menu), Ok(()), "a user menu's name is free-form");

        let named = |name: &str| command(json!([{ "name": name, "description": "d", "type": 4 }]));
        for bad in ["Depth", "two words", "", "a-name-of-more-than-thirty-two-chars"] {
            assert!(check_registration(&named(bad)).is_err(), "{bad:?}");
        }
        assert!(check_registration(&named("profundidad_ñ")).is_ok(), "letters of any script");
        let localized = json!([{ "name": "depth", "description": "d", "type": 4,
            "description_localizations": { "fr": "x".repeat(101) } }]);
        let refused = check_registration(&command(localized)).unwrap_err();
        assert!(refused.contains("101 characters"), "{refused}");
        let many: Vec<Value> =
            (0..26).map(|i| json!({ "name": format!("o{i}"), "description": "d", "type": 4 })).collect();
        assert!(check_registration(&command(json!(many))).unwrap_err().contains("26 options"));

        // 4,000 characters at most, counting each field's longest localisation.
        let long = |i: usize| {
            json!({ "name": format!("o{i}"), "description": "d", "type": 4,
                "description_localizations": { "de": "y".repeat(100) } })
        };
        let fits: Vec<Value> = (0..25).map(long).collect();
        assert_eq!(check_registration(&command(json!(fits))), Ok(()));
        let groups: Vec<Value> = (0..25)
            .map(|g| {
                json!({ "name": format!("g{g}"), "description": "d", "type": 1,
                "options": (0..2).map(long).collect::<Vec<_>>() })
            })
            .collect();
        assert!(check_registration(&command(json!(groups))).unwrap_err().contains("at most 4000"));
    }

    #[test]
    fn installs_and_contexts_are_lists_of_known_kinds_on_top_level_commands_only() {
        let with = |installs: Value, contexts: Value| {
            json!([{ "name": "game", "description": "Games", "type": 1,
                "integration_types": installs, "contexts": contexts }])
        };
        assert_eq!(check_registration(&with(json!([0, 1]), json!([0, 1, 2]))), Ok(()));
        assert_eq!(check_registration(&with(Value::Null, Value::Null)), Ok(()), "Discord's defaults");
        let menu = json!([{ "name": "Challenge", "type": 2, "integration_types": [0, 1], "contexts": [0, 2] }]);
        assert_eq!(check_registration(&menu), Ok(()));
        for (installs, contexts) in [
            (json!([]), json!([0])),
            (json!([2]), json!([0])),
            (json!([0, 0]), json!([0])),
            (json!("0"), json!([0])),
            (json!([0]), json!([3])),
            (json!([0]), json!([])),
        ] {
            let refused = check_registration(&with(installs.clone(), contexts.clone()));
            assert!(refused.is_err(), "{installs} {contexts}");
        }
        let nested = command(json!([{ "name": "play", "description": "d", "type": 1, "contexts": [0] }]));
        assert!(check_registration(&nested).unwrap_err().contains("top-level"));
    }
}
