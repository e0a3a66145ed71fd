//! Where an interaction happened, read once from what Discord sent with it: a server that invited the bot, a server
//! where only the user's install answers, the bot's own DM, or a DM or group chat between users.

use poise::serenity_prelude as serenity;
use serenity::{AuthorizingIntegrationOwner, InteractionContext};

/// Where an interaction happened, as far as what the bot may do there goes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Place {
    /// A server channel. `bot_member`: the bot was invited (a server install), so it may post and edit messages
    /// there on its own; otherwise only the user's install answers, through interaction tokens alone.
    Server { guild: u64, bot_member: bool },
    /// The user's DM with the bot: the bot may post there.
    BotDm,
    /// A DM or group DM between users (the app installed by one of them): the bot is not in it and can only
    /// answer interactions.
    PrivateChat { channel: u64 },
}

impl Place {
    /// Reads the place from an interaction's guild, channel, context and authorizing installs. An interaction
    /// without a context (as Discord sent them before user installs) is a server's or the bot's DM.
    pub fn of(
        guild: Option<serenity::GuildId>,
        channel: serenity::ChannelId,
        context: Option<InteractionContext>,
        owners: &serenity::AuthorizingIntegrationOwners,
    ) -> Place {
        match (guild, context) {
            (Some(guild), Some(InteractionContext::Guild)) => {
                let installed = owners.0.iter().any(|o| matches!(o, AuthorizingIntegrationOwner::GuildInstall(_)));
                Place::Server { guild: guild.get(), bot_member: installed || owners.0.is_empty() }
            }
            (Some(guild), _) => Place::Server { guild: guild.get(), bot_member: true },
            (None, Some(InteractionContext::PrivateChannel)) => Place::PrivateChat { channel: channel.get() },
            (None, _) => Place::BotDm,
        }
    }

    /// Whether the bot may post and edit channel messages here on its own (else only through interaction tokens:
    /// Discord refuses a channel call with 50001 Missing Access).
    pub fn bot_reaches_channel(self) -> bool {
        match self {
            Place::Server { bot_member, .. } => bot_member,
            Place::BotDm => true,
            Place::PrivateChat { .. } => false,
        }
    }

    /// Whether this is a DM or group chat between users (its games count on that chat's own table).
    pub fn is_private_chat(self) -> bool {
        matches!(self, Place::PrivateChat { .. })
    }

    /// The table a game played here counts on, and the leaderboard shown here: the server's, a private chat's
    /// own, none in the bot's DM.
    pub fn standings(self) -> Option<u64> {
        match self {
            Place::Server { guild, .. } => Some(guild),
            Place::PrivateChat { channel } => Some(channel),
            Place::BotDm => None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use poise::serenity_prelude::{AuthorizingIntegrationOwners, ChannelId, GuildId, UserId};

    fn owners(list: Vec<AuthorizingIntegrationOwner>) -> AuthorizingIntegrationOwners {
        AuthorizingIntegrationOwners(list)
    }

    #[test]
    fn each_context_reads_as_its_place() {
        let (guild, channel) = (Some(GuildId::new(5)), ChannelId::new(9));
        let server_install = owners(vec![AuthorizingIntegrationOwner::GuildInstall(Some(GuildId::new(5)))]);
        let user_install = owners(vec![AuthorizingIntegrationOwner::UserInstall(UserId::new(7))]);
        let both = owners(vec![
            AuthorizingIntegrationOwner::GuildInstall(Some(GuildId::new(5))),
            AuthorizingIntegrationOwner::UserInstall(UserId::new(7)),
        ]);
        let guild_ctx = Some(InteractionContext::Guild);
        assert_eq!(Place::of(guild, channel, guild_ctx, &server_install), Place::Server { guild: 5, bot_member: true });
        assert_eq!(Place::of(guild, channel, guild_ctx, &both), Place::Server { guild: 5, bot_member: true });
        assert_eq!(Place::of(guild, channel, guild_ctx, &user_install), Place::Server { guild: 5, bot_member: false });
        assert_eq!(Place::of(guild, channel, None, &owners(vec![])), Place::Server { guild: 5, bot_member: true });
        let dm = Place::of(None, channel, Some(InteractionContext::BotDm), &user_install);
        assert_eq!(dm, Place::BotDm);
        let chat = Place::of(None, channel, Some(InteractionContext::PrivateChannel), &user_install);
        assert_eq!(chat, Place::PrivateChat { channel: 9 });
        assert!(!chat.bot_reaches_channel() && dm.bot_reaches_channel());
        assert_eq!((chat.standings(), dm.standings()), (Some(9), None));
    }
}
