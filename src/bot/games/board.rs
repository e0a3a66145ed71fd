//! The one way to show a game's board: through a fresh interaction token, else by editing its channel message,
//! else by posting it anew when Discord says it is gone. A board Discord refuses for a while (a rate limit, an
//! outage) is tried again, with growing waits, until it shows: a board left on "thinking…" keeps every button
//! disabled, so nobody could click it up to date.

use crate::bot::app::App;
use crate::bot::clock::now_ms;
use crate::bot::cpu::threads::Search;
use crate::bot::discord::{codes, error_code, may_pass};
use crate::bot::games::slot::{Slot, TokenEdit};
use crate::bot::pipeline::answer::Reply;
use crate::bot::pipeline::builders;
use crate::bot::pipeline::click::Click;
use crate::game::{EndReason, GameResult, Session};
use crate::render::{View, session_view};
use poise::serenity_prelude as serenity;
use std::sync::Arc;
use std::time::Duration;

/// The first wait before a refused board is tried again; each wait doubles up to `discord.board_retry_max`.
const FIRST_RETRY: Duration = Duration::from_secs(1);

/// Shows the session's current state on its board; call under the game's lock. A board whose message or channel
/// is gone is posted again or its game ended (see [`settle`]); a refusal that may pass is retried in the
/// background until the board shows.
pub async fn show(app: &Arc<App>, slot: &Arc<Slot>, session: &mut Session) {
    if slot.is_disowned() || app.http().is_none() {
        return;
    }
    match edit(app, slot, session).await {
        Ok(()) => {}
        Err(Refused::Passing(e)) => {
            tracing::warn!(game = session.id, "could not show the board, trying again: {e}");
            keep_trying(app, slot);
        }
        Err(refused) => settle(app, slot, session, refused).await,
    }
}

/// Plays the CPU's reply once its search is done (and any CPU move after it), saves the game and shows the board.
pub async fn finish_cpu_and_show(app: &Arc<App>, slot: &Arc<Slot>, session: &mut Session, search: Search) {
    app.cpu.finish(session, search).await;
    app.persist(slot, session).await;
    show(app, slot, session).await;
}

/// Posts the board as a new message through the click's follow-up (no channel permission needed), or else in
/// its channel; its later edits go through the click's token.
pub async fn post_through(click: &Click<'_>, slot: &Arc<Slot>, session: &mut Session, view: &View) {
    click.app.remember_token(slot, &click.ci.token, Some(click.message));
    match click.send(Reply::Message(view.clone())).await {
        Ok(Some(message)) => {
            slot.posted(message.id.get());
            click.app.remember_followup(slot, message.id.get());
        }
        // Posted in the channel instead (the game is saved first, so its board can be found again).
        _ => {
            click.app.persist(slot, session).await;
            show(click.app, slot, session).await;
        }
    }
}

/// Posts the board as a new channel message and makes it the game's board (saved). A game shown only through
/// tokens posts it as a follow-up of its latest token while one is fresh, else waits for the next press.
pub async fn repost(app: &App, slot: &Slot, session: &mut Session) {
    let Some(http) = app.http() else { return };
    let view = session_view(session, app.notes(slot, session));
    let posted_now = match (slot.tokens_only(), slot.latest_fresh_token()) {
        (false, _) => {
            serenity::ChannelId::new(session.channel_id).send_message(http, builders::create_message(&view)).await
        }
        (true, Some(token)) => {
            let posted = http.create_followup_message(&token, &builders::followup(&view), Vec::new()).await;
            if let Ok(message) = &posted {
                app.remember_followup(slot, message.id.get());
            }
            posted
        }
        (true, None) => {
            return tracing::info!(game = session.id, "the board is gone and no token is fresh: it shows at a press");
        }
    };
    app.metrics.rest(&posted_now);
    match posted_now {
        Ok(message) => {
            slot.posted(message.id.get());
            tracing::info!(game = session.id, "board posted again as message {}", message.id);
            app.persist(slot, session).await;
        }
        Err(e) => tracing::warn!(game = session.id, "could not post the board again: {e}"),
    }
}

/// The channel is gone: the game ends unscored.
pub async fn channel_gone(app: &App, slot: &Slot, session: &mut Session) {
    if session.is_active() {
        session.finish(GameResult::Abandoned, EndReason::ChannelGone, now_ms());
        app.persist(slot, session).await;
    }
    app.live.remove(session.channel_id, session.id);
    tracing::info!(game = session.id, "channel {} is gone; game ended unscored", session.channel_id);
}

/// Why a board did not show.
enum Refused {
    /// A rate limit, a Discord server error or a network error: it may well show later.
    Passing(serenity::Error),
    /// The game has no board message (its post failed).
    NoMessage,
    /// The game shows only through tokens, and none is fresh: it shows at the next press or command.
    NoToken,
    /// Any other refusal of the channel edit.
    Other(serenity::Error),
}

/// One attempt: the fresh token's edit, else the channel message's (not for a game only tokens reach).
async fn edit(app: &App, slot: &Slot, session: &Session) -> Result<(), Refused> {
    let Some(http) = app.http() else { return Ok(()) };
    let view = session_view(session, app.notes(slot, session));
    let mut token_may_pass = false;
    let mut token_refusal = None;
    if let Some((token, target)) = slot.fresh_token(slot.board()) {
        let edited = match target {
            TokenEdit::Original => {
                http.edit_original_interaction_response(&token, &builders::edit_response(&view), Vec::new()).await
            }
            TokenEdit::Followup(board) => {
                let board = serenity::MessageId::new(board);
                http.edit_followup_message(&token, board, &builders::followup(&view), Vec::new()).await
            }
        };
        app.metrics.rest(&edited);
        match edited {
            Ok(_) => return Ok(()),
            Err(e) => {
                tracing::info!(game = session.id, "could not edit the board through its token: {e}");
                token_may_pass = may_pass(&e);
                token_refusal = Some(e);
            }
        }
    }
    if slot.tokens_only() {
        return Err(match token_refusal {
            Some(e) if token_may_pass => Refused::Passing(e),
            Some(e) => Refused::Other(e),
            None if slot.board().is_none() => Refused::NoMessage,
            None => Refused::NoToken,
        });
    }
    let Some(board) = slot.board() else { return Err(Refused::NoMessage) };
    let channel = serenity::ChannelId::new(session.channel_id);
    let edited = channel.edit_message(http, serenity::MessageId::new(board), builders::edit_message(&view)).await;
    app.metrics.rest(&edited);
    // Where the bot may not edit in the channel, the token is the only way: its refusal decides.
    let no_access =
        |e: &serenity::Error| matches!(error_code(e), Some(codes::MISSING_ACCESS | codes::MISSING_PERMISSIONS));
    edited.map(drop).map_err(|e| {
        if may_pass(&e) || (token_may_pass && no_access(&e)) { Refused::Passing(e) } else { Refused::Other(e) }
    })
}

/// A refusal that will not pass by waiting: a board that is gone is posted again (only one Discord says is gone:
/// after a network error the edit may well have landed, and a second board would follow), a channel that is gone
/// ends its game.
async fn settle(app: &App, slot: &Slot, session: &mut Session, refused: Refused) {
    let error = match refused {
        Refused::NoMessage if session.is_active() => return repost(app, slot, session).await,
        Refused::Passing(e) | Refused::Other(e) => e,
        Refused::NoMessage => return,
        Refused::NoToken => {
            return tracing::debug!(game = session.id, "no fresh token to show the board: it shows at the next press");
        }
    };
    match error_code(&error) {
        Some(codes::UNKNOWN_MESSAGE) if session.is_active() => repost(app, slot, session).await,
        Some(codes::UNKNOWN_CHANNEL) => channel_gone(app, slot, session).await,
        Some(codes::MISSING_ACCESS | codes::MISSING_PERMISSIONS) => tracing::warn!(
            game = session.id,
            "missing permissions to show the board in channel {}: it will update on the next click",
            session.channel_id
        ),
        _ => tracing::warn!(game = session.id, "could not update the board: {error}"),
    }
}

/// Tries again in the background, one task per board, waiting longer each time, until the board shows, its
/// message or channel is gone, or its game left this channel's slot (replaced, or its shard moved).
fn keep_trying(app: &Arc<App>, slot: &Arc<Slot>) {
    let Some(running) = slot.start_catching_up() else { return };
    let (app, slot) = (Arc::clone(app), Arc::clone(slot));
    tokio::spawn(async move {
        let _running = running;
        let mut wait = FIRST_RETRY.min(app.config.discord.board_retry_max);
        loop {
            tokio::time::sleep(wait).await;
            wait = (wait * 2).min(app.config.discord.board_retry_max);
            let mut session = slot.session.lock().await;
            let live = app.live.get(session.channel_id).is_some_and(|live| Arc::ptr_eq(&live, &slot));
            if slot.is_disowned() || !live {
                return;
            }
            match edit(&app, &slot, &session).await {
                Ok(()) => return tracing::info!(game = session.id, "the board shows again"),
                Err(Refused::Passing(e)) => {
                    tracing::info!(game = session.id, "the board is still not shown, trying again: {e}")
                }
                Err(refused) => return settle(&app, &slot, &mut session, refused).await,
            }
        }
    });
}
