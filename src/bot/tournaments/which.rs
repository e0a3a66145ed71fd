//! Which tournament a command means: the one of its channel, or the server's only one under way.

use crate::bot::pipeline::command::Command;
use crate::bot::types::Error;
use crate::store::StoredTournament;
use crate::tr;
use poise::serenity_prelude as serenity;

/// The tournament a command means: the one under way in its channel (a game's thread counts as its parent
/// channel), else the server's only one under way; with `latest_over`, else the latest over in the channel. The
/// caller is told when there is none or no way to choose.
pub async fn chosen(cmd: &Command<'_>, latest_over: bool) -> Result<Option<StoredTournament>, Error> {
    let lang = cmd.lang;
    let Some(guild) = cmd.guild else {
        cmd.say_text(tr!(lang, "tournament-servers-only")).await?;
        return Ok(None);
    };
    let all = cmd.app.store.tournaments_of_guild(guild, 25).await?;
    let channels = [Some(cmd.channel), parent_of(cmd)];
    let here = |s: &StoredTournament| channels.contains(&Some(s.tournament.channel_id));
    let (under_way, over): (Vec<_>, Vec<_>) = all.into_iter().partition(|s| !s.tournament.is_over());
    if let Some(found) = under_way.iter().find(|s| here(s)) {
        return Ok(Some(found.clone()));
    }
    if under_way.len() == 1 {
        return Ok(under_way.into_iter().next());
    }
    if !under_way.is_empty() {
        cmd.say_text(tr!(lang, "tournament-several")).await?;
        return Ok(None);
    }
    match over.into_iter().find(|s| latest_over && here(s)) {
        Some(found) => Ok(Some(found)),
        None => {
            cmd.say_text(tr!(lang, "tournament-none-here")).await?;
            Ok(None)
        }
    }
}

/// The parent channel of the command's thread, from the cache.
fn parent_of(cmd: &Command<'_>) -> Option<u64> {
    let cache = cmd.app.cache()?;
    let guild = cache.guild(serenity::GuildId::new(cmd.guild?))?;
    guild.threads.iter().find(|t| t.id.get() == cmd.channel).and_then(|t| t.parent_id.map(|p| p.get()))
}
