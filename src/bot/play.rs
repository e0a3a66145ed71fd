//! Clicks on a board: drop, pop, resign, accept or decline a challenge, ready, pause, continue and start. The
//! game is locked, the click applied and saved, and the board answered within Discord's 3 s.

use super::app::{App, PERSIST_TIMEOUT, now_ms};
use super::builders;
use super::live::Slot;
use super::metrics::{Limit, Start};
use super::pause;
use super::rematch;
use super::reply::{self, Budget, answer_ephemeral, catch_up, post_board};
use crate::engine::Move;
use crate::game::Lang;
use crate::game::{Action, PauseStep, Refusal, Session};
use crate::render::{BoardNotes, Msg, View, session_view};
use poise::serenity_prelude as serenity;
use serenity::ComponentInteraction;
use std::time::{Duration, Instant};

/// Applies a board click (`started` is when the click arrived) and answers it with the updated board.
pub async fn board_click(
    app: &App,
    ctx: &serenity::Context,
    ci: &ComponentInteraction,
    action: Action,
    lang: Lang,
    started: Instant,
) {
    let user = ci.user.id.get();
    let channel = ci.channel_id.get();
    // Discord's 3 s count from the click's creation; the save must fit in them after the wait for the game.
    let budget = Budget::new(ci.id.get(), started);
    let slot = match app.live.get(channel) {
        Some(slot) if slot.game_id() == action.game() => slot,
        _ => return answer_ephemeral(ctx, ci, lang.t(Msg::NoGame)).await,
    };
    let Some(mut session) = slot.lock_within(budget.left().saturating_sub(PERSIST_TIMEOUT)).await else {
        return answer_ephemeral(ctx, ci, lang.t(Msg::Busy)).await;
    };
    if session.message_id.is_none() {
        // The board's id could not be read back when it was posted: the message clicked is the board.
        session.message_id = Some(ci.message.id.get());
    }
    if action.move_no().is_some() && session.message_id != Some(ci.message.id.get()) {
        return answer_ephemeral(ctx, ci, lang.t(Msg::Outdated)).await;
    }
    let now = now_ms();
    let applied = match action {
        Action::Drop { move_no, column, .. } => session.play(user, Move::Drop(column), move_no, now),
        Action::Pop { move_no, column, .. } => session.play(user, Move::Pop(column), move_no, now),
        Action::Resign { .. } => session.resign(user, now),
        Action::Accept { .. } => {
            // The server's cap on simultaneous games, as for starting a game.
            let cap = app.max_games_per_user(&app.settings_of(session.guild_id).await);
            if other_games(app, &slot, user) >= cap {
                app.metrics.start_refused(Start::Challenge, Limit::UserCap);
                return answer_ephemeral(ctx, ci, lang.t(Msg::UserCap(cap))).await;
            }
            session.accept(user, now)
        }
        Action::Decline { .. } => session.decline(user, now),
        Action::Ready { .. } => session.ready(user, now).map(|_| ()),
        Action::ResignMatch { .. } => session.resign_match(user, now),
        Action::Rematch { .. } => {
            drop(session);
            return rematch::rematch(app, ctx, ci, &slot, user, lang, budget).await;
        }
        Action::Pause { .. } => match session.pause_by(user, now, now + app.pause_ms()) {
            Ok(PauseStep::Asked) => return pause::pause_asked(app, ctx, ci, &slot, &mut session).await,
            other => other.map(|_| ()),
        },
        Action::Continue { .. } => session.resume(user, now),
        Action::Start { .. } => session.start_lobby(user, now),
        Action::Replace { .. }
        | Action::Keep { .. }
        | Action::Hint { .. }
        | Action::Review { .. }
        | Action::ReviewPage { .. }
        | Action::Replay { .. }
        | Action::AgreePause { .. }
        | Action::RefusePause { .. } => unreachable!("clicks::handle routes these elsewhere"),
    };
    match applied {
        Ok(()) => {}
        Err(Refusal::SeatReclaimed) => {
            app.persist(&slot, &mut session).await;
            return answer_ephemeral(ctx, ci, lang.t(Msg::SeatReclaimed)).await;
        }
        Err(refusal @ (Refusal::Outdated | Refusal::NotAChallenge | Refusal::GameOver))
            if session.message_id == Some(ci.message.id.get())
                && (refusal != Refusal::GameOver || !session.is_active()) =>
        {
            // The board is behind its game: an earlier answer or update of it was lost (a late or failed
            // callback, a timer update that could not be shown, even one that ended the game), so it shows the
            // buttons of another move or phase (a challenge's Accept on a game being played). The press changes
            // nothing; it shows the game.
            let view = session_view(&session, app.notes(&session));
            return reply::update(ctx, ci, &view, session.id).await;
        }
        Err(refusal) => return answer_ephemeral(ctx, ci, lang.t(refusal.into())).await,
    }
    slot.remember_token(&ci.token, Some(ci.message.id.get()));
    // A CPU reply joins this answer if it is ready in time; the write must still fit in the budget.
    let left = budget.left().saturating_sub(PERSIST_TIMEOUT);
    let thinking = app.play_cpu(&mut session, app.config.games.thinking_after.min(left)).await;
    app.persist(&slot, &mut session).await;
    if session.disowned {
        return answer_ephemeral(ctx, ci, lang.t(Msg::ShardMoving)).await;
    }
    let notes = BoardNotes { thinking: thinking.is_some(), ..app.notes(&session) };
    let saved = (session.message_id, session.notice_id, session.move_no());
    answer_board(app, ctx, ci, &mut session, notes).await;
    let mut behind = false;
    if let Some(task) = thinking {
        app.finish_cpu(&mut session, task).await;
        app.persist(&slot, &mut session).await;
        let view = session_view(&session, app.notes(&session));
        // The board is the clicked message, or the one `answer_board` posted again through this click.
        let shown = match session.message_id {
            Some(board) if board != ci.message.id.get() => {
                ci.edit_followup(&ctx.http, serenity::MessageId::new(board), builders::followup(&view)).await.map(drop)
            }
            _ => ci.edit_response(&ctx.http, builders::edit_response(&view)).await.map(drop),
        };
        app.metrics.rest(&shown);
        if let Err(e) = shown {
            // Shown again below, until it shows: the board says "thinking…", its buttons disabled.
            tracing::warn!(game = session.id, "could not show the CPU's move: {e}");
            behind = true;
        }
    }
    if session.notifies_turns() {
        notify_turn(ctx, ci, &mut session).await;
    }
    if (session.message_id, session.notice_id, session.move_no()) != saved {
        app.persist(&slot, &mut session).await;
    }
    if !session.is_active() {
        tracing::info!(game = session.id, result = session.result_name(), "game over");
    }
    if behind {
        drop(session);
        catch_up(app, &slot).await;
    }
}

/// Long-timer games: a short message that pings the player to move, replacing the previous one
/// (edits and embeds notify nobody).
async fn notify_turn(ctx: &serenity::Context, ci: &ComponentInteraction, session: &mut Session) {
    if let Some(old) = session.notice_id.take() {
        let channel = serenity::ChannelId::new(session.channel_id);
        if let Err(e) = channel.delete_message(&ctx.http, serenity::MessageId::new(old)).await {
            tracing::info!(game = session.id, "could not remove the previous turn notice: {e}");
        }
    }
    let Some(user) = session.human_to_move() else { return };
    let notice = View { content: session.rules.lang.t(Msg::YourTurn(user)), ping: Some(user), ..View::default() };
    match ci.create_followup(&ctx.http, builders::followup(&notice)).await {
        Ok(message) => session.notice_id = Some(message.id.get()),
        Err(e) => tracing::info!(game = session.id, "could not post the turn notice: {e}"),
    }
}

/// The active games `user` is in besides this slot's (a challenge counts its target).
fn other_games(app: &App, slot: &Slot, user: u64) -> usize {
    app.live.games_of(user) - usize::from(slot.with_info(|i| i.involved.contains(&user)))
}

/// Answers with the updated board in place, or — for a board older than the re-post age — retires
/// the old message and posts the board anew.
async fn answer_board(
    app: &App,
    ctx: &serenity::Context,
    ci: &ComponentInteraction,
    session: &mut Session,
    notes: BoardNotes,
) {
    let view = session_view(session, notes);
    let age = Duration::from_millis((now_ms() - session.board_posted_at).max(0) as u64);
    if age < app.config.games.repost_after || !session.is_active() {
        return reply::update(ctx, ci, &view, session.id).await;
    }
    let retired = View { content: session.rules.lang.t(Msg::Reposted), ..View::default() };
    reply::update(ctx, ci, &retired, session.id).await;
    post_board(ctx, ci, session, &view).await;
}
