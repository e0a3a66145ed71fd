//! Discord objects the fake serves (the bot user, permissions, timestamps) and id parsing.

use serde_json::{Value, json};
use serenity::all::Permissions;

use crate::ids::{APP_ID, JOINED_AT};

pub(crate) fn bot_user() -> Value {
    json!({"id": APP_ID.to_string(), "username": "cuatro", "bot": true})
}

pub(crate) fn member_permissions() -> Permissions {
    Permissions::VIEW_CHANNEL
        | Permissions::SEND_MESSAGES
        | Permissions::EMBED_LINKS
        | Permissions::ATTACH_FILES
        | Permissions::READ_MESSAGE_HISTORY
        | Permissions::ADD_REACTIONS
        | Permissions::USE_EXTERNAL_EMOJIS
        | Permissions::USE_APPLICATION_COMMANDS
        | Permissions::SEND_MESSAGES_IN_THREADS
}

/// The bot's permissions as the README's invitation grants them (with Manage Messages, which a test server gives
/// it): Create Public Threads too, but not Manage Threads.
pub(crate) fn bot_permissions() -> Permissions {
    member_permissions() | Permissions::MANAGE_MESSAGES | Permissions::CREATE_PUBLIC_THREADS
}

/// What Discord lets an app installed by a user do in a DM or group DM it is not in: answer with messages, embeds,
/// files and external emojis (through its interactions only).
pub(crate) fn private_chat_permissions() -> Permissions {
    Permissions::VIEW_CHANNEL
        | Permissions::SEND_MESSAGES
        | Permissions::EMBED_LINKS
        | Permissions::ATTACH_FILES
        | Permissions::USE_EXTERNAL_EMOJIS
}

pub(crate) fn send_permissions() -> Permissions {
    Permissions::SEND_MESSAGES | Permissions::SEND_MESSAGES_IN_THREADS
}

pub(crate) fn now() -> String {
    serenity::model::Timestamp::now().to_rfc3339().unwrap_or_else(|| JOINED_AT.to_string())
}

pub(crate) fn parse(id: &str) -> u64 {
    id.parse().unwrap_or(0)
}

pub(crate) fn id_of(value: &Value) -> u64 {
    value.as_str().map(parse).or_else(|| value.as_u64()).unwrap_or(0)
}
