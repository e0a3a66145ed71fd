//! `/connect4 games`: the games under way the caller may see, privately, paged with ◀ ▶ buttons only they may press.

use super::under_way::{Scope, games_under_way};
use crate::bot::app::App;
use crate::bot::pipeline::answer::Reply;
use crate::bot::pipeline::click::{Answered, Click};
use crate::bot::pipeline::command;
use crate::bot::pipeline::place::Place;
use crate::bot::types::{Context, Error};
use crate::bot::visibility::Viewer;
use crate::game::{GamesPageButton, Lang};
use crate::render::{View, games_list_view, games_page_refused};
use poise::serenity_prelude as serenity;

/// Who asked for a list, where: the user, their roles as the interaction names them (none outside a server), the
/// server (None in a DM or a group chat), the channel, and whether the bot is in the place (else only this
/// channel's game is listed: the bot knows no channels of a server that did not invite it).
struct Asker<'a> {
    user: u64,
    member: Option<&'a serenity::Member>,
    guild: Option<u64>,
    channel: u64,
    place: Place,
}

/// The page `page` of the games the asker may see where they asked (a server's, or a DM or group chat's own game).
fn page_of(app: &App, asker: Asker<'_>, page: u32, lang: Lang) -> View {
    let viewer = Viewer::member(asker.user, asker.member);
    let scope = match asker.guild {
        Some(guild) if asker.place.bot_reaches_channel() => Scope::Server(guild),
        _ => Scope::Chat(asker.channel),
    };
    games_list_view(&games_under_way(app, scope, &viewer), page, asker.user, asker.guild.is_some(), lang)
}

/// The games under way here, with links to their boards (only those you can see)
#[poise::command(slash_command)]
pub async fn games(ctx: Context<'_>) -> Result<(), Error> {
    command::run(ctx, true, async |cmd| {
        let member = match ctx {
            poise::Context::Application(a) => a.interaction.member.as_deref(),
            poise::Context::Prefix(_) => None,
        };
        let asker = Asker { user: cmd.user, member, guild: cmd.guild, channel: cmd.channel, place: cmd.place };
        cmd.send(&page_of(cmd.app, asker, 0, cmd.lang)).await?;
        Ok(())
    })
    .await
}

/// A ◀ ▶ click: only the caller may turn the pages, which are read afresh.
pub async fn page_click(click: &Click<'_>, button: GamesPageButton) -> Answered {
    if !button.allows(click.user) {
        return Ok(Reply::Message(games_page_refused(button.caller, click.lang)));
    }
    let member = click.ci.member.as_ref();
    let asker = Asker { user: click.user, member, guild: click.guild, channel: click.channel, place: click.place };
    Ok(Reply::Update(page_of(click.app, asker, button.page, click.lang)))
}
