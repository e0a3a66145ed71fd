//! Rematches: the Rematch button on a finished board starts the same game again, against the same CPU or as a
//! challenge (or a new table) to the same players.

use crate::bot::clock::now_ms;
use crate::bot::games::outbox::PERSIST_TIMEOUT;
use crate::bot::games::slot::Slot;
use crate::bot::games::start;
use crate::bot::pipeline::answer::Reply;
use crate::bot::pipeline::click::{Answered, Click};
use crate::game::{Seat, Session};
use crate::render::{BoardNotes, Msg, View, allows_rematch, session_view};
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
/// settings read, the wait for the old game and the new game's write all fit in the click's budget.
pub async fn rematch(click: &Click<'_>, game: u64) -> Answered {
    let (app, user) = (click.app, click.user);
    let slot = app.live.get(click.channel).filter(|s| s.game_id() == game).ok_or(Msg::NoGame)?;
    let settings = app.settings_of(slot.info().guild_id).await;
    let old = slot.lock_within(click.budget.left().saturating_sub(PERSIST_TIMEOUT)).await.ok_or(Msg::Busy)?.clone();
    if !old.seats.contains(&Some(Seat::Human(user))) {
        return Err(Msg::NotInGame);
    }
    if !allows_rematch(&old) {
        return Err(Msg::GameOver);
    }
    let now = now_ms();
    let seats = old.rematch_seats(settings.alternate_first);
    let id = app.next_id();
    let expires = now + app.config.games.challenge_expiry.as_millis() as i64;
    let session = if old.is_multi_seat() {
        multi_seat_rematch(&old, id, user, now, expires)
    } else {
        let first = seats[0] == Some(Seat::Human(user));
        match seats.iter().flatten().find(|s| **s != Seat::Human(user)) {
            Some(Seat::Cpu(level)) => {
                Session::vs_cpu(id, old.guild_id, old.channel_id, user, *level, first, old.rules, now)
            }
            Some(Seat::Human(other)) => {
                let rules = old.rules;
                Session::challenge(id, old.guild_id, old.channel_id, user, Some(*other), first, rules, now, expires)
            }
            None => return Err(Msg::GameOver),
        }
    };
    let session = Session { private_chat: old.private_chat, ..session };
    let new_slot = Slot::new(session, app.idle_ms());
    if slot.tokens_only() {
        new_slot.show_through_tokens_only();
    }
    app.live.claim(old.channel_id, Arc::clone(&new_slot)).map_err(|_| Msg::ChannelBusy)?;
    let mut session = new_slot.session.lock().await;
    app.persist(&new_slot, &mut session).await;
    // Answer first (the finished board loses its Rematch button), then let the CPU open if it
    // moves first: the new game gets its own message.
    let old_view = View { rows: Vec::new(), ..session_view(&old, BoardNotes::default()) };
    let _ = click.send(Reply::Update(old_view)).await;
    start::open_board(click, &new_slot, &mut session).await;
    Ok(Reply::Done)
}
