//! Who may see a finished game's record (reviews, replays), and where its replay may be posted for all: its
//! players anywhere; anyone else in its own channel, or in its server when they may view the channel it was played
//! in (the rule of `/connect4 games`: a private thread's game shows to its players only).

use crate::bot::app::App;
use crate::bot::visibility::{Access, ServerSight, Viewer};
use crate::game::Session;
use poise::serenity_prelude as serenity;

/// Who asks for a game's record, and where.
pub struct Asker<'a> {
    pub user: u64,
    /// The caller as a member of the server they ask in (None in a DM or group chat).
    pub member: Option<&'a serenity::Member>,
    pub guild: Option<u64>,
    pub channel: u64,
}

/// Whether `asker` may see `session`'s record: they play in it, they ask in its own channel, or they are in its
/// server and may view the channel it was played in.
pub async fn sees(app: &App, asker: &Asker<'_>, session: &Session) -> bool {
    if session.involves(asker.user) || asker.channel == session.channel_id {
        return true;
    }
    same_server(asker, session) && access(app, session, &Viewer::member(asker.user, asker.member)).await == Access::Sees
}

/// Whether `session`'s replay may be posted for all where `asker` asks: in the game's own channel, or anywhere
/// when everyone in its server may view the channel it was played in (never a private chat's game, a private
/// thread's or a staff channel's elsewhere).
pub async fn open_to_all_where_asked(app: &App, asker: &Asker<'_>, session: &Session) -> bool {
    asker.channel == session.channel_id || access(app, session, &Viewer::Anyone).await == Access::Sees
}

/// Whether anyone in the game's server may view the channel it was played in (never a private chat's game).
pub async fn open_to_anyone(app: &App, session: &Session) -> bool {
    session.guild_id.is_some() && access(app, session, &Viewer::Anyone).await == Access::Sees
}

fn same_server(asker: &Asker<'_>, session: &Session) -> bool {
    session.guild_id.is_some() && session.guild_id == asker.guild
}

/// What `viewer` sees of the session's channel: from the cache, or, for a channel it does not hold (an archived
/// thread), as Discord gives it.
async fn access(app: &App, session: &Session, viewer: &Viewer) -> Access {
    let (Some(guild), Some(cache)) = (session.guild_id, app.cache()) else { return Access::Hidden };
    let channel = session.channel_id;
    let mut sight = ServerSight::from_cache(cache, guild, [channel]);
    if !sight.knows(channel)
        && let Some(fetched) = fetched(app, channel).await
    {
        sight = ServerSight::from_cache(cache, guild, fetched.parent_id.map(|p| p.get()));
        sight.know(&fetched);
    }
    sight.access(viewer, channel)
}

/// A server's channel as Discord gives it; None when it is gone or cannot be read.
async fn fetched(app: &App, channel: u64) -> Option<serenity::GuildChannel> {
    let http = app.http()?;
    match serenity::ChannelId::new(channel).to_channel(http.as_ref()).await {
        Ok(serenity::Channel::Guild(channel)) => Some(channel),
        Ok(_) => None,
        Err(e) => {
            tracing::debug!(channel, "could not read a game's channel: {e}");
            None
        }
    }
}
