//! Starting a game in a channel: claim it, or ask the caller whether to replace its game (allowed to its players,
//! moderators, or anyone once it has been idle a while), then post the board.

use crate::bot::app::{App, PendingStart};
use crate::bot::clock::now_ms;
use crate::bot::cpu::threads::Search;
use crate::bot::games::board;
use crate::bot::games::outbox::PERSIST_TIMEOUT;
use crate::bot::games::slot::Slot;
use crate::bot::pipeline::answer::Reply;
use crate::bot::pipeline::builders;
use crate::bot::pipeline::click::{Answered, Click};
use crate::bot::pipeline::command::Command;
use crate::bot::types::{Context, Error};
use crate::game::{EndReason, GameResult, Session};
use crate::render::Translate;
use crate::render::{BoardNotes, Msg, View, replace_confirm_view, session_view};
use poise::serenity_prelude as serenity;
use std::sync::Arc;

/// Starts `session` from a slash command: posts its board as the command's reply (or, when the server
/// opens a thread per game, in a new thread, with a pointer to it as the reply). Everything before the reply is
/// bounded by Discord's 3 s, or the reply is deferred.
pub async fn from_command(cmd: &Command<'_>, mut session: Session, moderator: bool) -> Result<(), Error> {
    let (app, ctx, budget) = (cmd.app, cmd.ctx, cmd.budget);
    let lang = session.rules.lang;
    session.private_chat = cmd.place.is_private_chat();
    if cmd.place.bot_reaches_channel() && wants_thread(app, ctx, &session).await {
        match open_thread(ctx, &session).await {
            Ok(thread) => return start_in_thread(cmd, session, thread).await,
            Err(e) => tracing::warn!(game = session.id, "could not open a thread for the game, playing here: {e}"),
        }
    }
    let (channel, user) = (session.channel_id, cmd.user);
    let slot = Slot::new(session, app.idle_ms());
    if !cmd.place.bot_reaches_channel() {
        slot.show_through_tokens_only();
    }
    if let Err(busy) = app.live.claim(channel, Arc::clone(&slot)) {
        let info = busy.slot.info();
        let idle = now_ms() - info.last_activity >= app.config.games.busy_grace.as_millis() as i64;
        if !(info.involved.contains(&user) || moderator || idle) {
            cmd.send(&View::ephemeral(lang.t(Msg::ChannelBusy))).await?;
            return Ok(());
        }
        let session = slot.session.lock().await.clone();
        app.pending
            .insert((channel, user), PendingStart { session, replaces: busy.slot.game_id(), asked_at: now_ms() });
        cmd.send(&replace_confirm_view(lang, busy.slot.game_id())).await?;
        return Ok(());
    }
    let mut session = slot.session.lock().await;
    // A CPU opening joins the board if it is ready in time; the write must still fit in the budget.
    let wait = app.config.games.thinking_after.min(budget.left().saturating_sub(PERSIST_TIMEOUT));
    let thinking = app.cpu.play(&mut session, budget.asked(), wait).await;
    app.persist(&slot, &mut session).await;
    let view = session_view(&session, BoardNotes { thinking: thinking.is_some(), ..app.notes(&slot, &session) });
    let handle = cmd.send(&view).await?;
    match handle.message().await {
        Ok(message) => {
            app.remember_token(&slot, interaction_token(ctx).unwrap_or_default(), Some(message.id.get()));
            slot.posted(message.id.get());
        }
        Err(e) => {
            app.remember_token(&slot, interaction_token(ctx).unwrap_or_default(), None);
            tracing::warn!(game = session.id, "could not read the new board message: {e}");
        }
    }
    app.persist(&slot, &mut session).await;
    if cmd.place.bot_reaches_channel() && lacks_channel_permissions(ctx) {
        cmd.send(&View::ephemeral(lang.t(Msg::MissingPermissions))).await?;
    }
    if let Some(task) = thinking {
        app.cpu.finish(&mut session, task).await;
        app.persist(&slot, &mut session).await;
        let view = session_view(&session, app.notes(&slot, &session));
        if let Err(e) = handle.edit(ctx, builders::reply(&view)).await {
            tracing::warn!(game = session.id, "could not show the CPU's move: {e}");
            board::show(app, &slot, &mut session).await;
        }
    }
    Ok(())
}

/// The server opens a thread per game, and the command was not already given in a thread.
async fn wants_thread(app: &App, ctx: Context<'_>, session: &Session) -> bool {
    let poise::Context::Application(a) = ctx else { return false };
    let in_thread = a.interaction.channel.as_ref().is_some_and(|c| {
        matches!(
            c.kind,
            serenity::ChannelType::PublicThread
                | serenity::ChannelType::PrivateThread
                | serenity::ChannelType::NewsThread
        )
    });
    session.guild_id.is_some() && !in_thread && app.settings_of(session.guild_id).await.thread_per_game
}

/// A public thread under the command's channel, named after the game.
async fn open_thread(ctx: Context<'_>, session: &Session) -> Result<serenity::ChannelId, serenity::Error> {
    let lang = session.rules.lang;
    let name = crate::tr!(lang, "board-thread-title", user = ctx.author().name.as_str());
    let name = crate::render::titled(lang, name, &session.rules.variant);
    let builder = serenity::CreateThread::new(name.chars().take(100).collect::<String>())
        .kind(serenity::ChannelType::PublicThread)
        .auto_archive_duration(serenity::AutoArchiveDuration::OneDay);
    Ok(ctx.channel_id().create_thread(ctx.http(), builder).await?.id)
}

/// Plays the game in `thread`: the board is a message there, and the command's reply points to it. A board the
/// bot cannot post there (it may not send messages in threads) starts no game, and the caller is told privately
/// (publicly if the reply had to be deferred: a deferred reply keeps its visibility).
async fn start_in_thread(cmd: &Command<'_>, mut session: Session, thread: serenity::ChannelId) -> Result<(), Error> {
    let (app, _ctx, _budget) = (cmd.app, cmd.ctx, cmd.budget);
    let lang = session.rules.lang;
    session.channel_id = thread.get();
    let slot = Slot::new(session, app.idle_ms());
    if app.live.claim(thread.get(), Arc::clone(&slot)).is_err() {
        cmd.send(&View::ephemeral(lang.t(Msg::ChannelBusy))).await?;
        return Ok(());
    }
    let mut session = slot.session.lock().await;
    let thinking = match board_in_thread(cmd, &slot, &mut session, thread).await {
        Ok(thinking) => thinking,
        Err(e) => {
            tracing::warn!(game = session.id, "could not post the board in its thread, no game started: {e}");
            // Neither saved nor shown from now on, even by a deadline task that already holds the slot.
            slot.disown();
            app.live.remove(thread.get(), session.id);
            return cmd.say(Msg::ThreadBoardRefused).await;
        }
    };
    app.persist(&slot, &mut session).await;
    // The reply pings a challenged player (joining them to the thread's conversation).
    let target = match session.phase {
        crate::game::Phase::Challenge { target, .. } => target,
        _ => None,
    };
    let pings: Vec<u64> = target.into_iter().chain(session.invited.iter().copied()).collect();
    let mentions: String = pings.iter().map(|u| format!("<@{u}> ")).collect();
    let content = format!("{mentions}{}", lang.t(Msg::GameInThread(thread.get())));
    let pointer = View { content, more_pings: pings, ..View::default() };
    cmd.send(&pointer).await?;
    if let Some(search) = thinking {
        board::finish_cpu_and_show(app, &slot, &mut session, search).await;
    }
    Ok(())
}

/// Posts the game's board in its thread, with the CPU's opening if it is ready in time; returns the search still
/// running otherwise (the board then says "thinking…").
async fn board_in_thread(
    cmd: &Command<'_>,
    slot: &Slot,
    session: &mut Session,
    thread: serenity::ChannelId,
) -> Result<Option<Search>, serenity::Error> {
    let (app, ctx, budget) = (cmd.app, cmd.ctx, cmd.budget);
    let wait = app.config.games.thinking_after.min(budget.left().saturating_sub(PERSIST_TIMEOUT));
    let thinking = app.cpu.play(session, budget.asked(), wait).await;
    let view = session_view(session, BoardNotes { thinking: thinking.is_some(), ..app.notes(slot, session) });
    let message = thread.send_message(ctx.http(), builders::create_message(&view)).await?;
    slot.posted(message.id.get());
    Ok(thinking)
}

/// In a server channel, whether the bot lacks what it needs to post boards on its own (timeouts, re-posts).
fn lacks_channel_permissions(ctx: Context<'_>) -> bool {
    let poise::Context::Application(a) = ctx else { return false };
    let needed =
        serenity::Permissions::VIEW_CHANNEL | serenity::Permissions::SEND_MESSAGES | serenity::Permissions::EMBED_LINKS;
    a.interaction.guild_id.is_some() && a.interaction.app_permissions.is_some_and(|p| !p.contains(needed))
}

fn interaction_token(ctx: Context<'_>) -> Option<&str> {
    match ctx {
        poise::Context::Application(a) => Some(a.interaction.token.as_str()),
        poise::Context::Prefix(_) => None,
    }
}

/// The Confirm / Cancel answer to "replace this channel's game `old_game`?".
pub async fn answer_replacement(click: &Click<'_>, old_game: u64, confirm: bool) -> Answered {
    let (app, lang, channel) = (click.app, click.lang, click.channel);
    let pending = app.pending.remove(&(channel, click.user)).map(|(_, p)| p);
    let pending = pending.filter(|p| p.replaces == old_game && !p.is_stale(now_ms()));
    let Some(pending) = pending.filter(|_| confirm) else {
        return Ok(Reply::Update(View::ephemeral(lang.t(Msg::Kept))));
    };
    // Answer at once; the old board's update and the new board follow.
    let _ = click.send(Reply::Update(View::ephemeral(lang.t(Msg::Aborted)))).await;
    if let Some(old) = app.live.get(channel).filter(|s| s.game_id() == old_game) {
        let mut session = old.session.lock().await;
        if session.is_active() {
            session.finish(GameResult::Abandoned, EndReason::Replaced, now_ms());
            app.persist(&old, &mut session).await;
            board::show(app, &old, &mut session).await;
        }
    }
    let slot = Slot::new(pending.session, app.idle_ms());
    if !click.place.bot_reaches_channel() {
        slot.show_through_tokens_only();
    }
    app.live.claim(channel, Arc::clone(&slot)).map_err(|_| Msg::ChannelBusy)?;
    let mut session = slot.session.lock().await;
    open_board(click, &slot, &mut session).await;
    Ok(Reply::Done)
}

/// A game started by a click (a rematch, a confirmed replacement) after the click's answer: the CPU opens if it
/// moves first, and the board is posted through the click (or in the channel), saved before and after.
pub async fn open_board(click: &Click<'_>, slot: &Arc<Slot>, session: &mut Session) {
    let app = click.app;
    app.cpu.play_out(session, click.budget.asked()).await;
    app.persist(slot, session).await;
    let view = session_view(session, app.notes(slot, session));
    board::post_through(click, slot, session, &view).await;
    app.persist(slot, session).await;
}
