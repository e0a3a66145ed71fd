//! Replays: the Replay button and `/connect4 replay`, a finished game posted once as an animated GIF attachment.

use crate::bot::app::App;
use crate::bot::assist::audience::{self, Asker};
use crate::bot::assist::review::{load_session, named_or_latest_game};
use crate::bot::clock::now_ms;
use crate::bot::pipeline::answer::{Deferral, Reply};
use crate::bot::pipeline::click::{Answered, Click};
use crate::bot::pipeline::command;
use crate::bot::types::{Context, Error};
use crate::game::{Lang, Phase, Session, game_code};
use crate::render::Translate;
use crate::render::{Ending, Msg, Replay, ReplayRequest, View, date_of, replay_gif};
use crate::store::ReplayClaim;
use poise::serenity_prelude as serenity;
use serenity::{CreateAttachment, Permissions};
use tokio::sync::Semaphore;

/// Replays are drawn one at a time, on the blocking pool, under a permit of their own: never in the way of the
/// CPU's moves (their own pool) nor of the async runtime.
pub(crate) static RENDER_PERMIT: Semaphore = Semaphore::const_new(1);

/// Where a press of Replay stands before anything is drawn.
enum Ready {
    /// Post it: the claim is this press's.
    Post(ReplayRequest),
    /// Answer privately with this text (a link to the posted replay, or why not).
    Say(String),
}

/// What to draw for the session's last game (the one on its final board), in the game's own language and theme.
pub fn request_of(session: &Session) -> Result<ReplayRequest, Msg<'static>> {
    if session.is_active() {
        return Err(Msg::ReplayNotOver);
    }
    let record = session.game.record();
    if record.moves.is_empty() {
        return Err(Msg::NothingToReplay);
    }
    let played = session.played.iter().rev().find(|g| g.moves == record.moves);
    let (result, reason, at) = match (played, session.phase) {
        (Some(game), _) => (game.result, game.reason, game.finished_at),
        (None, Phase::Finished { result, reason }) => (result, reason, session.last_activity),
        (None, _) => return Err(Msg::ReplayNotOver),
    };
    let ending = Ending { result, reason, date: date_of(at) };
    Ok(ReplayRequest { record, theme: session.rules.theme, lang: session.rules.lang, ending })
}

/// A link to a message.
fn link(guild: Option<u64>, channel: u64, message: u64) -> String {
    let guild = guild.map_or("@me".to_string(), |g| g.to_string());
    format!("https://discord.com/channels/{guild}/{channel}/{message}")
}

/// The checks of a press (or a command) of `user` for game `id` in `channel`; claims the post when it is due.
async fn prepare(app: &App, asker: &Asker<'_>, id: u64, bot_permissions: Option<Permissions>, lang: Lang) -> Ready {
    let (guild, channel, user) = (asker.guild, asker.channel, asker.user);
    let session = match load_session(app, channel, id, Msg::ReplayNoSuchGame, "replay").await {
        Ok(session) => session,
        Err(msg) => return Ready::Say(lang.t(msg)),
    };
    // The audience of reviews: its players anywhere, others where they may view the game's channel.
    if !audience::sees(app, asker, &session).await {
        return Ready::Say(lang.t(Msg::ReplayNoSuchGame));
    }
    let request = match request_of(&session) {
        Ok(request) => request,
        Err(msg) => return Ready::Say(lang.t(msg)),
    };
    match app.store.claim_replay(id, guild, channel, now_ms()).await {
        Ok(ReplayClaim::Posted { guild, channel, message }) => {
            Ready::Say(lang.t(Msg::ReplayLink(&link(guild, channel, message))))
        }
        Ok(ReplayClaim::Busy) => Ready::Say(lang.t(Msg::ReplayBusy)),
        // A game of a private place is posted there only, never for all in another channel.
        Ok(ReplayClaim::Claimed) if !audience::open_to_all_where_asked(app, asker, &session).await => {
            release(app, id).await;
            Ready::Say(lang.t(Msg::ReplayPrivatePlace))
        }
        // The upload needs Attach Files where it goes (in a DM the bot may always attach).
        Ok(ReplayClaim::Claimed) if guild.is_some() && bot_permissions.is_some_and(|p| !p.attach_files()) => {
            release(app, id).await;
            Ready::Say(lang.t(Msg::ReplayNoFiles))
        }
        Ok(ReplayClaim::Claimed) => match app.cooldowns.replay.begin(user) {
            Ok(()) => Ready::Post(request),
            Err(at) => {
                release(app, id).await;
                Ready::Say(lang.t(Msg::ReplayCooldown(at)))
            }
        },
        Err(e) => {
            tracing::warn!(game = id, "could not claim a replay: {e}");
            Ready::Say(lang.t(Msg::Internal))
        }
    }
}

async fn release(app: &App, game: u64) {
    if let Err(e) = app.store.release_replay(game).await {
        tracing::warn!(game, "could not release a replay's claim: {e}");
    }
}

/// Draws the replay off the async runtime; `Err` holds the text to show instead.
async fn render(request: ReplayRequest, game: u64, size_limit: u32) -> Result<Replay, Msg<'static>> {
    let started = std::time::Instant::now();
    let _permit = RENDER_PERMIT.acquire().await.map_err(|_| Msg::Internal)?;
    let drawn = tokio::task::spawn_blocking(move || replay_gif(&request)).await.map_err(|_| Msg::Internal)?;
    let replay = drawn.map_err(|e| {
        tracing::warn!(game, "could not draw a replay: {e}");
        Msg::Internal
    })?;
    let (bytes, ms) = (replay.gif.len(), started.elapsed().as_millis() as u64);
    tracing::info!(game, bytes, frames = replay.frames, ms, "replay drawn");
    if size_limit > 0 && bytes > size_limit as usize {
        return Err(Msg::ReplayTooLarge);
    }
    Ok(replay)
}

/// The GIF as an attachment, described by its alt text.
fn attachment(replay: Replay, game: u64) -> CreateAttachment {
    CreateAttachment::bytes(replay.gif, format!("connect4-{}.gif", game_code(game))).description(replay.alt)
}

/// Stores the posted message, or gives the claim up when the post failed.
async fn posted(app: &App, game: u64, channel: u64, message: Option<u64>) {
    match message {
        Some(message) => {
            if let Err(e) = app.store.replay_posted(game, channel, message).await {
                tracing::warn!(game, "could not store the replay's message: {e}");
            }
        }
        None => release(app, game).await,
    }
}

/// Replay on a final board: the first press posts the GIF in the channel, later ones get a link privately.
pub async fn replay_click(click: &Click<'_>, game: u64) -> Answered {
    let (app, lang) = (click.app, click.lang);
    let asker =
        Asker { user: click.user, member: click.ci.member.as_ref(), guild: click.guild, channel: click.channel };
    let request = match prepare(app, &asker, game, click.ci.app_permissions, lang).await {
        Ready::Post(request) => request,
        Ready::Say(text) => return Ok(Reply::private(text)),
    };
    let content = request.lang.t(Msg::ReplayCaption(&game_code(game)));
    click.defer(Deferral::Thinking { ephemeral: false }).await;
    let (reply, with_file) = match render(request, game, click.ci.attachment_size_limit).await {
        Ok(replay) => (Reply::File { content, file: attachment(replay, game) }, true),
        Err(msg) => (Reply::Message(View { content: lang.t(msg), ..View::default() }), false),
    };
    let message = match click.send(reply).await {
        Ok(Some(message)) if with_file => Some(message.id.get()),
        _ => None,
    };
    posted(app, game, click.channel, message).await;
    Ok(Reply::Done)
}

/// Post the animated replay of a finished game in this channel (once; later, a link to it)
#[poise::command(slash_command, rename = "replay")]
pub async fn replay_cmd(ctx: Context<'_>, game: Option<String>) -> Result<(), Error> {
    command::run(ctx, false, async |cmd| {
        let (app, lang) = (cmd.app, cmd.lang);
        let (guild, channel, user) = (cmd.guild, cmd.channel, cmd.user);
        let id = match named_or_latest_game(app, user, game.as_deref(), Msg::ReplayNoSuchGame).await {
            Ok(id) => id,
            Err(msg) => return cmd.say(msg).await,
        };
        let (permissions, size_limit) = match ctx {
            poise::Context::Application(a) => (a.interaction.app_permissions, a.interaction.attachment_size_limit),
            poise::Context::Prefix(_) => (None, 0),
        };
        let asker = Asker { user, member: cmd.member(), guild, channel };
        let request = match prepare(app, &asker, id, permissions, lang).await {
            Ready::Post(request) => request,
            Ready::Say(text) => return cmd.say_text(text).await,
        };
        let content = request.lang.t(Msg::ReplayCaption(&game_code(id)));
        cmd.defer().await;
        let replay = match render(request, id, size_limit).await {
            Ok(replay) => replay,
            Err(msg) => {
                release(app, id).await;
                return cmd.say(msg).await;
            }
        };
        let reply = poise::CreateReply::default().content(content).attachment(attachment(replay, id));
        let message = match cmd.send_reply(reply).await {
            Ok(handle) => handle.message().await.ok().map(|m| m.id.get()),
            Err(e) => {
                tracing::warn!(game = id, "could not post a replay: {e}");
                None
            }
        };
        posted(app, id, channel, message).await;
        Ok(())
    })
    .await
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn links_name_the_server_or_a_dm() {
        assert_eq!(link(Some(1), 2, 3), "https://discord.com/channels/1/2/3");
        assert_eq!(link(None, 2, 3), "https://discord.com/channels/@me/2/3");
    }
}
