//! Which tournament a command means: the one it names (the `tournament` option, offered by autocomplete), else the
//! one of its channel, else the server's only one under way; and whether the caller may see it.

use crate::bot::pipeline::command::{Command, lang_of};
use crate::bot::types::{Context, Error};
use crate::bot::visibility::{Access, ServerSight, Viewer};
use crate::render::tournament_title;
use crate::store::StoredTournament;
use crate::tr;
use poise::serenity_prelude as serenity;

/// The most tournaments the autocomplete offers (Discord shows 25).
const OFFERED: u32 = 25;

/// The tournament a command means: the one `named` (its id), which must be of the command's server; else the one
/// under way in its channel (a game's thread counts as its parent channel), else the server's only one under way;
/// with `latest_over`, else the latest over in the channel. The caller is told when there is none, when it is
/// another server's, or when there is no way to choose.
pub async fn chosen(
    cmd: &Command<'_>,
    named: Option<&str>,
    latest_over: bool,
) -> Result<Option<StoredTournament>, Error> {
    let lang = cmd.lang;
    let Some(guild) = cmd.guild else {
        cmd.say_text(tr!(lang, "tournament-servers-only")).await?;
        return Ok(None);
    };
    if let Some(named) = named {
        let stored = match named.trim().parse::<u64>() {
            Ok(id) => cmd.app.store.tournament(id).await?,
            Err(_) => None,
        };
        return match stored {
            Some(stored) if stored.tournament.guild_id == guild => Ok(Some(stored)),
            Some(_) => cmd.say_text(tr!(lang, "tournament-elsewhere")).await.map(|()| None),
            None => cmd.say_text(tr!(lang, "tournament-unknown")).await.map(|()| None),
        };
    }
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

/// The tournament a command means (see [`chosen`]), when the caller may see its channel; else they are told so.
pub async fn chosen_in_sight(
    cmd: &Command<'_>,
    named: Option<&str>,
    latest_over: bool,
) -> Result<Option<StoredTournament>, Error> {
    let Some(stored) = chosen(cmd, named, latest_over).await? else { return Ok(None) };
    if sees_channel(cmd, stored.tournament.channel_id) {
        return Ok(Some(stored));
    }
    cmd.say_text(tr!(cmd.lang, "tournament-not-visible")).await?;
    Ok(None)
}

/// Whether the caller sees `channel`: they asked from it (or a thread of it), or the server's permissions as the cache
/// knows them let them view it.
fn sees_channel(cmd: &Command<'_>, channel: u64) -> bool {
    if cmd.channel == channel || parent_of(cmd) == Some(channel) {
        return true;
    }
    let (Some(guild), Some(cache)) = (cmd.guild, cmd.app.cache()) else { return false };
    let viewer = Viewer::member(cmd.user, cmd.member());
    ServerSight::from_cache(cache, guild, [channel]).access(&viewer, channel) == Access::Sees
}

/// The parent channel of the command's thread, from the cache.
fn parent_of(cmd: &Command<'_>) -> Option<u64> {
    let cache = cmd.app.cache()?;
    let guild = cache.guild(serenity::GuildId::new(cmd.guild?))?;
    guild.threads.iter().find(|t| t.id.get() == cmd.channel).and_then(|t| t.parent_id.map(|p| p.get()))
}

/// The server's tournaments open or under way, for the `tournament` option: "🏆 Swiss tournament · classic (id)".
pub async fn autocomplete_tournament(ctx: Context<'_>, partial: &str) -> serenity::CreateAutocompleteResponse {
    serenity::CreateAutocompleteResponse::new().set_choices(offered(ctx, partial).await)
}

/// The choices of [`autocomplete_tournament`].
async fn offered(ctx: Context<'_>, partial: &str) -> Vec<serenity::AutocompleteChoice> {
    let lang = lang_of(ctx);
    let Some(guild) = ctx.guild_id() else { return Vec::new() };
    let Ok(all) = ctx.data().store.tournaments_of_guild(guild.get(), OFFERED).await else { return Vec::new() };
    all.into_iter()
        .filter(|s| !s.tournament.is_over())
        .map(|s| (format!("{} ({})", tournament_title(&s.tournament, lang), s.tournament.id), s.tournament.id))
        .filter(|(name, _)| name.to_lowercase().contains(&partial.trim().to_lowercase()))
        .map(|(name, id)| serenity::AutocompleteChoice::new(name.chars().take(100).collect::<String>(), id.to_string()))
        .collect()
}
