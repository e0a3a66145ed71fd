//! Who may do what on a server: the two permission checks of moderation commands and buttons.

use poise::serenity_prelude as serenity;

/// Whether the member may moderate games (Manage Server or Manage Messages).
pub fn is_moderator(permissions: Option<serenity::Permissions>) -> bool {
    permissions.is_some_and(|p| p.manage_guild() || p.manage_messages() || p.administrator())
}

/// Settings and the leaderboard reset need Manage Server (Discord does not apply a command's default
/// permission to its subcommands, so the bot checks again).
pub fn is_manager(permissions: Option<serenity::Permissions>) -> bool {
    permissions.is_some_and(|p| p.manage_guild() || p.administrator())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_managers_manage() {
        assert!(is_manager(Some(serenity::Permissions::MANAGE_GUILD)));
        assert!(is_manager(Some(serenity::Permissions::ADMINISTRATOR)));
        assert!(!is_manager(Some(serenity::Permissions::MANAGE_MESSAGES)));
        assert!(!is_manager(None));
    }
}
