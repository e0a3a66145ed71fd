//! Rematches: the Rematch button on a finished board starts the same game again, against the same CPU or as a
//! challenge (or a new table) to the same players.

use super::app::{App, PERSIST_TIMEOUT, UNBOUNDED, now_ms};
use super::live::Slot;
use super::reply::{self, Budget, answer_ephemeral, catch_up, post_board};
use crate::game::Lang;
use crate::game::{Seat, Session};
use crate::render::{BoardNotes, Msg, View, allows_rematch, session_view};
use poise::serenity_prelude as serenity;
use serenity::ComponentInteraction;
use std::sync::Arc;

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

/// A rematch: against the CPU it starts at once; between people it is a challenge to the other player. The
/// settings read, the wait for the old game and the new game's write all fit in the click's `budget`.
pub async fn rematch(
    app: &App,
    ctx: &serenity::Context,
    ci: &ComponentInteraction,
    slot: &Arc<Slot>,
    user: u64,
    lang: Lang,
    budget: Budget,
) {
    let settings = app.settings_of(slot.info().guild_id).await;
    let Some(old) = slot.lock_within(budget.left().saturating_sub(PERSIST_TIMEOUT)).await.map(|s| s.clone()) else {
        return answer_ephemeral(ctx, ci, lang.t(Msg::Busy)).await;
    };
    if !old.seats.contains(&Some(Seat::Human(user))) {
        return answer_ephemeral(ctx, ci, lang.t(Msg::NotInGame)).await;
    }
    if !allows_rematch(&old) {
        return answer_ephemeral(ctx, ci, lang.t(Msg::GameOver)).await;
    }
    let now = now_ms();
    let seats = old.rematch_seats(settings.alternate_first);
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
    reply::update(ctx, ci, &old_view, old.id).await;
    if let Some(task) = app.play_cpu(&mut session, UNBOUNDED).await {
        app.finish_cpu(&mut session, task).await;
    }
    app.persist(&new_slot, &mut session).await;
    let view = session_view(&session, app.notes(&session));
    post_board(ctx, ci, &mut session, &view).await;
    app.persist(&new_slot, &mut session).await;
    if session.message_id.is_none() {
        // The board could not be posted through the click: it is posted in the channel instead.
        drop(session);
        catch_up(app, &new_slot).await;
    }
}
