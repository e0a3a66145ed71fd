//! Presses on a board: drop, pop, resign, accept or decline a challenge, ready, pause, continue and start. The
//! game is locked, the press applied and saved, and the board answered within Discord's 3 s; a CPU reply that
//! takes longer follows on the board.

use crate::bot::app::App;
use crate::bot::clock::now_ms;
use crate::bot::games::board;
use crate::bot::games::outbox::PERSIST_TIMEOUT;
use crate::bot::games::pause;
use crate::bot::games::slot::Slot;
use crate::bot::ops::metrics::{Limit, Start};
use crate::bot::pipeline::answer::Reply;
use crate::bot::pipeline::click::{Answered, Click};
use crate::engine::Move;
use crate::game::{PauseStep, Press, Refusal, Session};
use crate::render::Translate;
use crate::render::{BoardNotes, Msg, View, session_view};
use poise::serenity_prelude as serenity;
use std::sync::Arc;
use std::time::Duration;

/// Applies a press on game `game`'s board and answers it with the updated board.
pub async fn press(click: &Click<'_>, game: u64, press: Press) -> Answered {
    let (app, user) = (click.app, click.user);
    let Some(slot) = app.live.get(click.channel).filter(|s| s.game_id() == game) else {
        return ended_elsewhere(click, game).await;
    };
    // Discord's 3 s count from the click's creation; the save must fit in them after the wait for the game.
    let mut session = slot.lock_within(click.budget.left().saturating_sub(PERSIST_TIMEOUT)).await.ok_or(Msg::Busy)?;
    // The board's id could not be read back when it was posted: the message clicked is the board. Where only
    // tokens reach the game, a newer message that plays it is a board posted anew before a stop that lost its id
    // (no channel can be searched for it): it is the board.
    if slot.board().is_none() || (slot.tokens_only() && slot.board() < Some(click.message)) {
        slot.found_board(click.message);
    }
    if press.move_no().is_some() && slot.board() != Some(click.message) {
        // A copy whose retirement was lost (Discord refused the edit, or a stop came first) still offers moves: the
        // press retires it, and the presser reads where the game went.
        if !slot.tokens_only() && !click.ci.message.components.is_empty() {
            return Ok(Reply::Update(View { content: session.rules.lang.t(Msg::Reposted), ..View::default() }));
        }
        return Err(Msg::Outdated);
    }
    let now = now_ms();
    let applied = match press {
        Press::Drop { move_no, column } => session.play(user, Move::Drop(column), move_no, now),
        Press::Pop { move_no, column } => session.play(user, Move::Pop(column), move_no, now),
        Press::Resign { .. } => session.resign(user, now),
        Press::Accept => {
            // The server's cap on simultaneous games, as for starting a game.
            let cap = app.max_games_per_user(&app.settings_of(session.guild_id).await);
            if other_games(app, &slot, user) >= cap {
                app.metrics.start_refused(Start::Challenge, Limit::UserCap);
                return Err(Msg::UserCap(cap));
            }
            session.accept(user, now)
        }
        Press::Decline => session.decline(user, now),
        Press::Ready => session.ready(user, now).map(|_| ()),
        Press::ResignMatch { .. } => session.resign_match(user, now),
        Press::Pause => match session.pause_by(user, now, now + app.pause_ms()) {
            Ok(PauseStep::Asked) => return pause::pause_asked(click, &slot, &mut session).await,
            other => other.map(|_| ()),
        },
        Press::Continue => session.resume(user, now),
        Press::Start => session.start_lobby(user, now),
    };
    match applied {
        Ok(()) => {}
        Err(Refusal::SeatReclaimed) => {
            app.persist(&slot, &mut session).await;
            return Err(Msg::SeatReclaimed);
        }
        Err(refusal @ (Refusal::Outdated | Refusal::NotAChallenge | Refusal::GameOver))
            if slot.board() == Some(click.message) && (refusal != Refusal::GameOver || !session.is_active()) =>
        {
            // The board is behind its game: an earlier answer or update of it was lost (a late or failed
            // callback, a timer update that could not be shown, even one that ended the game), so it shows the
            // buttons of another move or phase (a challenge's Accept on a game being played). The press changes
            // nothing; it shows the game. Where only tokens reach the board, the presser is told why it was behind
            // (a CPU reply, a timeout or a clock run out while no token could edit it).
            let shown = Reply::Update(session_view(&session, app.notes(&slot, &session)));
            if !slot.tokens_only() {
                return Ok(shown);
            }
            if let Err(e) = click.send(shown).await {
                tracing::info!(game = session.id, "could not bring a board shown through tokens up to date: {e}");
            }
            return Ok(click.private(Msg::BoardCaughtUp));
        }
        Err(refusal) => return Err(refusal.into()),
    }
    app.remember_token(&slot, &click.ci.token, Some(click.message));
    // A CPU reply joins this answer if it is ready in time; the write must still fit in the budget.
    let left = click.budget.left().saturating_sub(PERSIST_TIMEOUT);
    let thinking = app.cpu.play(&mut session, click.budget.asked(), app.config.games.thinking_after.min(left)).await;
    app.persist(&slot, &mut session).await;
    if slot.is_disowned() {
        return Err(Msg::ShardMoving);
    }
    let notes = BoardNotes { thinking: thinking.is_some(), ..app.notes(&slot, &session) };
    let saved = (slot.shown(), session.move_no());
    answer_board(click, &slot, &mut session, notes).await;
    if let Some(task) = thinking {
        board::finish_cpu_and_show(app, &slot, &mut session, task).await;
    }
    if session.notifies_turns() {
        notify_turn(click, &slot, &session).await;
    }
    if (slot.shown(), session.move_no()) != saved && app.persist(&slot, &mut session).await {
        board::show(app, &slot, &mut session).await;
    }
    if !session.is_active() {
        tracing::info!(game = session.id, result = session.result_name(), "game over");
    }
    Ok(Reply::Done)
}

/// A press on the board of a game no longer in memory (finished over an hour ago, or before a restart): a board
/// left behind (one only tokens reach misses the updates made without a press) shows the game's end; else the
/// press is told there is no game.
async fn ended_elsewhere(click: &Click<'_>, game: u64) -> Answered {
    let stored =
        tokio::time::timeout(click.budget.left().saturating_sub(PERSIST_TIMEOUT), click.app.store.session(game));
    match stored.await {
        Ok(Ok(Some(session))) if session.channel_id == click.channel && !session.is_active() => {
            Ok(Reply::Update(session_view(&session, BoardNotes::default())))
        }
        _ => Err(Msg::NoGame),
    }
}

/// Long-timer games: a short message that pings the player to move, replacing the previous one
/// (edits and embeds notify nobody). Where only tokens reach the game, the previous one stays.
async fn notify_turn(click: &Click<'_>, slot: &Slot, session: &Session) {
    if let Some(old) = slot.take_notice().filter(|_| !slot.tokens_only()) {
        let channel = serenity::ChannelId::new(session.channel_id);
        if let Err(e) = channel.delete_message(click.http, serenity::MessageId::new(old)).await {
            tracing::info!(game = session.id, "could not remove the previous turn notice: {e}");
        }
    }
    let Some(user) = session.human_to_move() else { return };
    let notice = View { content: session.rules.lang.t(Msg::YourTurn(user)), ping: Some(user), ..View::default() };
    match click.send(Reply::Message(notice)).await {
        Ok(Some(message)) => slot.set_notice(message.id.get()),
        Ok(None) => {}
        Err(e) => tracing::info!(game = session.id, "could not post the turn notice: {e}"),
    }
}

/// The active games `user` is in besides this slot's (a challenge counts its target).
fn other_games(app: &App, slot: &Slot, user: u64) -> usize {
    app.live.games_of(user) - usize::from(slot.with_info(|i| i.involved.contains(&user)))
}

/// Answers with the updated board in place, or — for a board older than the re-post age — retires
/// the old message and posts the board anew.
async fn answer_board(click: &Click<'_>, slot: &Arc<Slot>, session: &mut Session, notes: BoardNotes) {
    let view = session_view(session, notes);
    let age = Duration::from_millis((now_ms() - slot.board_posted_at()).max(0) as u64);
    if age < click.app.config.games.repost_after || !session.is_active() {
        let _ = click.send(Reply::Update(view)).await;
        return;
    }
    let retired = View { content: session.rules.lang.t(Msg::Reposted), ..View::default() };
    let _ = click.send(Reply::Update(retired)).await;
    board::post_through(click, slot, session, &view).await;
}
