//! What a tournament's channel must be before a tournament is created or started there: a server's text channel (not
//! a thread, a forum, a voice channel's chat or an announcement channel, where no public thread opens), where the
//! bot may post, open public threads and post in them (the interaction's `app_permissions`).

use crate::bot::pipeline::command::Command;
use crate::tr;
use poise::serenity_prelude as serenity;
use serenity::Permissions;

/// The permissions a tournament's games need in its channel, with the catalogue id of each one's name.
const NEEDED: [(Permissions, &str); 3] = [
    (Permissions::SEND_MESSAGES, "tournament-permission-send"),
    (Permissions::CREATE_PUBLIC_THREADS, "tournament-permission-create-threads"),
    (Permissions::SEND_MESSAGES_IN_THREADS, "tournament-permission-send-in-threads"),
];

/// Why the command's channel cannot hold a tournament, in the caller's language: the wrong kind of channel, or the
/// permissions the bot lacks there. `None` when it can (or the interaction says nothing of it).
pub fn missing_permissions(cmd: &Command<'_>) -> Option<String> {
    let poise::Context::Application(a) = cmd.ctx else { return None };
    let kind = a.interaction.channel.as_ref().map(|c| c.kind);
    if kind.is_some_and(|kind| kind != serenity::ChannelType::Text) {
        return Some(tr!(cmd.lang, "tournament-wrong-channel"));
    }
    let granted = a.interaction.app_permissions?;
    let missing: Vec<String> =
        NEEDED.iter().filter(|(needed, _)| !granted.contains(*needed)).map(|(_, id)| tr!(cmd.lang, id)).collect();
    (!missing.is_empty()).then(|| tr!(cmd.lang, "tournament-missing-permissions", missing = missing.join(", ")))
}
