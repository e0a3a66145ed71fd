//! Button clicks: parse the custom id, lock the game, apply, persist, then answer within 3 s.

use super::app::{App, PERSIST_TIMEOUT, UNBOUNDED, now_ms};
use super::assist;
use super::discord::{self, codes, error_code};
use super::live::Slot;
use super::start;
use crate::engine::Move;
use crate::game::{Action, ButtonId, Lang, PauseStep, Refusal, Seat, Session};
use crate::render::{BoardNotes, Msg, View, allows_rematch, session_view};
use poise::serenity_prelude as serenity;
use serenity::{ComponentInteraction, CreateInteractionResponse};
use std::sync::Arc;
use std::time::{Duration, Instant};

/// Discord allows 3 s to answer a click; the click path keeps half a second of margin.
const ANSWER_BUDGET: Duration = Duration::from_millis(2500);
/// How long a click waits for a busy game before answering "busy".
pub(super) const LOCK_WAIT: Duration = Duration::from_millis(1000);

/// Handles one button click from start to answer.
pub async fn handle(app: &App, ctx: &serenity::Context, ci: &ComponentInteraction) {
    let started = Instant::now();
    let lang = Lang::from_locale(&ci.locale);
    let user = ci.user.id.get();
    if !app.shards.serves(ci.guild_id.map(|g| g.get())) {
        tracing::info!(user, "a click for a server whose shard this process does not hold");
        return answer_ephemeral(ctx, ci, lang.t(Msg::ShardMoving)).await;
    }
    let action = match ButtonId::parse(&ci.data.custom_id) {
        Ok(ButtonId::Page(button)) => return super::standings::page_click(app, ctx, ci, button).await,
        Ok(ButtonId::Reset(button)) => return super::admin::reset_click(app, ctx, ci, button).await,
        Ok(ButtonId::Game(action)) => action,
        Err(_) => {
            tracing::info!(user, "rejected a malformed button id");
            return answer_ephemeral(ctx, ci, lang.t(Msg::BadButton)).await;
        }
    };
    match action {
        Action::Replace { game } | Action::Keep { game } => {
            return start::answer_replacement(app, ctx, ci, action, game).await;
        }
        Action::Hint { .. } => return assist::hint_click(app, ctx, ci, action, lang).await,
        Action::Review { .. } | Action::ReviewPage { .. } => {
            return assist::review_click(app, ctx, ci, action, lang).await;
        }
        Action::AgreePause { .. } | Action::RefusePause { .. } => {
            return assist::answer_pause_click(app, ctx, ci, action, lang).await;
        }
        _ => {}
    }
    let channel = ci.channel_id.get();
    let slot = match app.live.get(channel) {
        Some(slot) if slot.game_id == action.game() => slot,
        _ => return answer_ephemeral(ctx, ci, lang.t(Msg::NoGame)).await,
    };
    let Ok(mut session) = tokio::time::timeout(LOCK_WAIT, slot.session.lock()).await else {
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
                return answer_ephemeral(ctx, ci, lang.t(Msg::UserCap(cap))).await;
            }
            session.accept(user, now)
        }
        Action::Decline { .. } => session.decline(user, now),
        Action::Ready { .. } => session.ready(user, now).map(|_| ()),
        Action::ResignMatch { .. } => session.resign_match(user, now),
        Action::Rematch { .. } => {
            drop(session);
            return rematch(app, ctx, ci, &slot, user, lang).await;
        }
        Action::Pause { .. } => match session.pause_by(user, now, now + app.pause_ms()) {
            Ok(PauseStep::Asked) => return assist::pause_asked(app, ctx, ci, &slot, &mut session).await,
            other => other.map(|_| ()),
        },
        Action::Continue { .. } => session.resume(user, now),
        Action::Start { .. } => session.start_lobby(user, now),
        Action::Replace { .. }
        | Action::Keep { .. }
        | Action::Hint { .. }
        | Action::Review { .. }
        | Action::ReviewPage { .. }
        | Action::AgreePause { .. }
        | Action::RefusePause { .. } => unreachable!("handled above"),
    };
    match applied {
        Ok(()) => {}
        Err(Refusal::SeatReclaimed) => {
            app.persist(&slot, &mut session).await;
            return answer_ephemeral(ctx, ci, lang.t(Msg::SeatReclaimed)).await;
        }
        Err(refusal) => return answer_ephemeral(ctx, ci, lang.t(refusal.into())).await,
    }
    slot.remember_token(&ci.token);
    // A CPU reply joins this answer if it is ready in time; the write must still fit in the budget.
    let left = ANSWER_BUDGET.saturating_sub(started.elapsed() + PERSIST_TIMEOUT);
    let thinking = app.play_cpu(&mut session, app.config.games.thinking_after.min(left)).await;
    app.persist(&slot, &mut session).await;
    if session.disowned {
        return answer_ephemeral(ctx, ci, lang.t(Msg::ShardMoving)).await;
    }
    let notes = BoardNotes { thinking: thinking.is_some(), ..app.notes(&session) };
    let saved = (session.message_id, session.notice_id, session.move_no());
    answer_board(app, ctx, ci, &mut session, notes).await;
    if let Some(task) = thinking {
        app.finish_cpu(&mut session, task).await;
        app.persist(&slot, &mut session).await;
        let view = session_view(&session, app.notes(&session));
        if let Err(e) = ci.edit_response(&ctx.http, discord::edit_response(&view)).await {
            tracing::warn!(game = session.id, "could not show the CPU's move: {e}");
            app.publish(&slot, &mut session).await;
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
    match ci.create_followup(&ctx.http, discord::followup(&notice)).await {
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
        return respond(
            ctx,
            ci,
            CreateInteractionResponse::UpdateMessage(discord::response_message(&view)),
            session.id,
        )
        .await;
    }
    let retired = View { content: session.rules.lang.t(Msg::Reposted), ..View::default() };
    respond(ctx, ci, CreateInteractionResponse::UpdateMessage(discord::response_message(&retired)), session.id).await;
    post_board(ctx, ci, session, &view).await;
}

/// Posts `view` as a new board message through the click's followup (no channel permission needed).
pub async fn post_board(ctx: &serenity::Context, ci: &ComponentInteraction, session: &mut Session, view: &View) {
    match ci.create_followup(&ctx.http, discord::followup(view)).await {
        Ok(message) => {
            session.message_id = Some(message.id.get());
            session.board_posted_at = now_ms();
        }
        Err(e) => tracing::warn!(game = session.id, "could not post the board: {e}"),
    }
}

pub async fn respond(
    ctx: &serenity::Context,
    ci: &ComponentInteraction,
    response: CreateInteractionResponse,
    game: u64,
) {
    if let Err(e) = ci.create_response(&ctx.http, response).await {
        match error_code(&e) {
            Some(codes::UNKNOWN_INTERACTION) => tracing::warn!(game, "the click expired before the answer"),
            _ => tracing::warn!(game, "could not answer a click: {e}"),
        }
    }
}

pub async fn answer_ephemeral(ctx: &serenity::Context, ci: &ComponentInteraction, text: String) {
    let view = View::ephemeral(text);
    respond(ctx, ci, CreateInteractionResponse::Message(discord::response_message(&view)), 0).await;
}

/// A rematch of a game of three or four: a new lobby from `user` that invites the other players; with no other
/// player it starts at once against the same CPU.
fn multi_seat_rematch(old: &Session, id: u64, user: u64, now: i64, expires: i64) -> Session {
    let others: Vec<u64> = old.humans().filter(|&h| h != user).collect();
    let fill = old.seats.iter().find_map(|s| match s {
        Some(Seat::Cpu(level)) => Some(*level),
        _ => None,
    });
    let level = fill.unwrap_or(crate::ai::Level::Medium);
    let mut session =
        Session::lobby(id, old.guild_id, old.channel_id, user, others.clone(), true, level, old.rules, now, expires);
    if others.is_empty() {
        session.start_lobby(user, now).expect("the creator starts an empty lobby");
    }
    session
}

/// A rematch: against the CPU it starts at once; between people it is a challenge to the other player.
async fn rematch(
    app: &App,
    ctx: &serenity::Context,
    ci: &ComponentInteraction,
    slot: &Arc<Slot>,
    user: u64,
    lang: Lang,
) {
    let old = slot.session.lock().await.clone();
    if !old.seats.contains(&Some(Seat::Human(user))) {
        return answer_ephemeral(ctx, ci, lang.t(Msg::NotInGame)).await;
    }
    if !allows_rematch(&old) {
        return answer_ephemeral(ctx, ci, lang.t(Msg::GameOver)).await;
    }
    let now = now_ms();
    let seats = old.rematch_seats(app.settings_of(old.guild_id).await.alternate_first);
    let id = app.next_id();
    let expires = now + app.config.games.challenge_expiry.as_millis() as i64;
    let session = if old.is_multi_seat() {
        multi_seat_rematch(&old, id, user, now, expires)
    } else {
        match seats.iter().flatten().find(|s| **s != Seat::Human(user)) {
            Some(Seat::Cpu(level)) => Session::vs_cpu(
                id,
                old.guild_id,
                old.channel_id,
                user,
                *level,
                seats[0] == Some(Seat::Human(user)),
                old.rules,
                now,
            ),
            Some(Seat::Human(other)) => Session::challenge(
                id,
                old.guild_id,
                old.channel_id,
                user,
                Some(*other),
                seats[0] == Some(Seat::Human(user)),
                old.rules,
                now,
                expires,
            ),
            None => return answer_ephemeral(ctx, ci, lang.t(Msg::GameOver)).await,
        }
    };
    let new_slot = Slot::new(session, app.idle_ms());
    if app.live.claim(old.channel_id, Arc::clone(&new_slot)).is_err() {
        return answer_ephemeral(ctx, ci, lang.t(Msg::ChannelBusy)).await;
    }
    let mut session = new_slot.session.lock().await;
    app.persist(&new_slot, &mut session).await;
    // Answer first (the finished board loses its Rematch button), then let the CPU open if it
    // moves first: the new game gets its own message.
    let old_view = session_view(&old, BoardNotes::default());
    let old_view = View { rows: Vec::new(), ..old_view };
    respond(ctx, ci, CreateInteractionResponse::UpdateMessage(discord::response_message(&old_view)), old.id).await;
    if let Some(task) = app.play_cpu(&mut session, UNBOUNDED).await {
        app.finish_cpu(&mut session, task).await;
    }
    app.persist(&new_slot, &mut session).await;
    let view = session_view(&session, app.notes(&session));
    post_board(ctx, ci, &mut session, &view).await;
    app.persist(&new_slot, &mut session).await;
}
