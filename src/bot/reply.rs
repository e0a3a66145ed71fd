//! Answering Discord: the 3 s budget of an answer, replies to commands, answers to clicks, boards posted through
//! a click, and boards brought up to date after a failed edit.

use super::app::{App, now_ms};
use super::builders::{self, codes, error_code};
use super::live::Slot;
use super::metrics::{self, Kind};
use super::types::{Context, Error};
use crate::game::Session;
use crate::game::{Lang, Millis};
use crate::render::{View, session_view};
use poise::serenity_prelude as serenity;
use serenity::{ComponentInteraction, CreateInteractionResponse};
use std::future::Future;
use std::time::{Duration, Instant};

/// Discord drops an interaction that is not answered (or deferred) this long after it was created.
const ANSWER_DEADLINE: Duration = Duration::from_millis(3000);

/// Kept back from the deadline for the answer's own trip to Discord.
const ANSWER_MARGIN: Duration = Duration::from_millis(500);

/// Discord's epoch (2015-01-01) in Unix milliseconds: a snowflake id counts its time from it.
const DISCORD_EPOCH_MS: Millis = 1_420_070_400_000;

/// The waits before each new attempt to show a board whose edit failed (a rate limit or an outage passes).
const CATCH_UP_WAITS: [Duration; 7] = [
    Duration::ZERO,
    Duration::from_secs(1),
    Duration::from_secs(2),
    Duration::from_secs(4),
    Duration::from_secs(8),
    Duration::from_secs(15),
    Duration::from_secs(30),
];

/// When the object of snowflake `id` (an interaction, a message) was created, in Unix milliseconds.
pub fn created_ms(id: u64) -> Millis {
    (id >> 22) as Millis + DISCORD_EPOCH_MS
}

/// The time left to answer an interaction. Discord counts its 3 s from the interaction's creation (its id), so
/// gateway lag counts too; the count never starts later than the interaction's arrival here (a host clock
/// behind Discord's would otherwise stretch it).
#[derive(Debug, Clone, Copy)]
pub struct Budget {
    created_ms: Millis,
    received: Instant,
}

impl Budget {
    /// The budget of interaction `id`, received at `received`.
    pub fn new(id: u64, received: Instant) -> Budget {
        Budget { created_ms: created_ms(id), received }
    }

    /// The budget of a command's interaction (received now: call it first thing).
    pub fn of(ctx: Context<'_>) -> Budget {
        Budget::new(ctx.id(), Instant::now())
    }

    /// What is left of the answer's 3 s, less a margin for the answer's trip.
    pub fn left(&self) -> Duration {
        let by_id = Duration::from_millis((now_ms() - self.created_ms).max(0) as u64);
        let age = by_id.max(self.received.elapsed());
        (ANSWER_DEADLINE - ANSWER_MARGIN).saturating_sub(age)
    }
}

/// Runs `work`, the slow part before a command's first answer (database reads and writes, Discord calls). If it
/// outlasts the budget, the answer is deferred (Discord shows "thinking…") while `work` goes on; a deferred
/// answer keeps the visibility it was deferred with, so `ephemeral` is that of the answer to come.
pub async fn in_time<T>(
    ctx: Context<'_>,
    budget: Budget,
    ephemeral: bool,
    work: impl Future<Output = T>,
) -> Result<T, Error> {
    let mut work = std::pin::pin!(work);
    if let Ok(done) = tokio::time::timeout(budget.left(), &mut work).await {
        return Ok(done);
    }
    if ephemeral {
        ctx.defer_ephemeral().await?;
    } else {
        ctx.defer().await?;
    }
    Ok(work.await)
}

/// [`in_time`] for a click: if `work` outlasts the budget, the click is acknowledged without a change
/// (DeferredUpdateMessage) and the answer becomes an edit of the clicked message. Returns whether it was.
pub async fn click_in_time<T>(
    ctx: &serenity::Context,
    ci: &ComponentInteraction,
    budget: Budget,
    work: impl Future<Output = T>,
) -> (T, bool) {
    let mut work = std::pin::pin!(work);
    if let Ok(done) = tokio::time::timeout(budget.left(), &mut work).await {
        return (done, false);
    }
    respond(ctx, ci, CreateInteractionResponse::Acknowledge, 0).await;
    (work.await, true)
}

/// Answers a click [`click_in_time`] may have deferred: by replacing the clicked message with `view`.
pub async fn update_after(ctx: &serenity::Context, ci: &ComponentInteraction, view: &View, deferred: bool) {
    if !deferred {
        return update(ctx, ci, view, 0).await;
    }
    if let Err(e) = ci.edit_response(&ctx.http, builders::edit_response(view)).await {
        tracing::warn!("could not answer a deferred click: {e}");
    }
}

/// Answers a click [`click_in_time`] may have deferred: with a message only the clicker sees.
pub async fn private_after(ctx: &serenity::Context, ci: &ComponentInteraction, text: String, deferred: bool) {
    new_message_after(ctx, ci, &View::ephemeral(text), deferred).await;
}

/// Answers a click [`click_in_time`] may have deferred: with `view` as a new message.
pub async fn new_message_after(ctx: &serenity::Context, ci: &ComponentInteraction, view: &View, deferred: bool) {
    if !deferred {
        return message(ctx, ci, view, 0).await;
    }
    if let Err(e) = ci.create_followup(&ctx.http, builders::followup(view)).await {
        tracing::warn!("could not answer a deferred click: {e}");
    }
}

/// The language of the command's caller (their Discord client's locale).
pub fn lang_of(ctx: Context<'_>) -> Lang {
    Lang::from_locale(ctx.locale().unwrap_or("en-US"))
}

/// The caller's permissions in the channel, as Discord sent them with the command.
pub fn member_permissions(ctx: Context<'_>) -> Option<serenity::Permissions> {
    match ctx {
        poise::Context::Application(a) => a.interaction.member.as_ref().and_then(|m| m.permissions),
        poise::Context::Prefix(_) => None,
    }
}

/// Replies to a command with a message only its caller sees.
pub async fn say_ephemeral(ctx: Context<'_>, text: String) -> Result<(), Error> {
    ctx.send(builders::reply(&View::ephemeral(text))).await?;
    Ok(())
}

/// Answers a click; a failure is logged (with `game`, 0 for none), never returned.
pub async fn respond(
    ctx: &serenity::Context,
    ci: &ComponentInteraction,
    response: CreateInteractionResponse,
    game: u64,
) {
    let answered = ci.create_response(&ctx.http, response).await;
    if let Some(metrics) = metrics::of(ctx).await {
        metrics.rest(&answered);
        metrics.answered(Kind::Button, Some(ci.id.get()), answered.as_ref().map(drop));
    }
    if let Err(e) = answered {
        match error_code(&e) {
            Some(codes::UNKNOWN_INTERACTION) => tracing::warn!(game, "the click expired before the answer"),
            _ => tracing::warn!(game, "could not answer a click: {e}"),
        }
    }
}

/// Answers a click by replacing the clicked message with `view`.
pub async fn update(ctx: &serenity::Context, ci: &ComponentInteraction, view: &View, game: u64) {
    respond(ctx, ci, CreateInteractionResponse::UpdateMessage(builders::response_message(view)), game).await;
}

/// Answers a click with `view` as a new message.
pub async fn message(ctx: &serenity::Context, ci: &ComponentInteraction, view: &View, game: u64) {
    respond(ctx, ci, CreateInteractionResponse::Message(builders::response_message(view)), game).await;
}

/// Answers a click with a message only the clicker sees.
pub async fn answer_ephemeral(ctx: &serenity::Context, ci: &ComponentInteraction, text: String) {
    message(ctx, ci, &View::ephemeral(text), 0).await;
}

/// Posts `view` as a new board message through the click's followup (no channel permission needed).
pub async fn post_board(ctx: &serenity::Context, ci: &ComponentInteraction, session: &mut Session, view: &View) {
    let posted = ci.create_followup(&ctx.http, builders::followup(view)).await;
    if let Some(metrics) = metrics::of(ctx).await {
        metrics.rest(&posted);
    }
    match posted {
        Ok(message) => {
            session.message_id = Some(message.id.get());
            session.board_posted_at = now_ms();
        }
        Err(e) => tracing::warn!(game = session.id, "could not post the board: {e}"),
    }
}

/// Brings a board whose edit failed (a 429, a 5xx or a network error) up to date: tries again, at once and then
/// after growing waits, without holding the game's lock in between, until an edit lands. A board Discord says is
/// gone or out of reach is left to [`App::publish`] (posted again, or logged). Without this, a board that
/// failed to show the CPU's reply would stay on "thinking…", every button disabled.
pub async fn catch_up(app: &App, slot: &Slot) {
    let Some(http) = app.http().cloned() else { return };
    for wait in CATCH_UP_WAITS {
        tokio::time::sleep(wait).await;
        let mut session = slot.session.lock().await;
        if session.disowned {
            return;
        }
        match show(&http, slot, &session, &session_view(&session, app.notes(&session))).await {
            Ok(()) => return,
            Err(e) if passes(&e) => {
                tracing::info!(game = session.id, "the board is still not shown, trying again: {e}")
            }
            Err(_) => return app.publish(slot, &mut session).await,
        }
    }
    tracing::warn!(game = slot.game_id(), "gave up showing the board: it updates at the next click");
}

/// Edits the board to `view`: through the board's fresh interaction token, or else in its channel.
async fn show(http: &serenity::Http, slot: &Slot, session: &Session, view: &View) -> Result<(), serenity::Error> {
    if let Some(token) = slot.fresh_token(session.message_id) {
        let edit = builders::edit_response(view);
        match http.edit_original_interaction_response(&token, &edit, Vec::new()).await {
            Ok(_) => return Ok(()),
            Err(e) => tracing::info!(game = session.id, "could not edit the board through its token: {e}"),
        }
    }
    let Some(board) = session.message_id else { return Err(serenity::Error::Other("the board has no message")) };
    let channel = serenity::ChannelId::new(session.channel_id);
    channel.edit_message(http, serenity::MessageId::new(board), builders::edit_message(view)).await.map(drop)
}

/// Whether a failed request may well succeed later: a rate limit, a Discord server error, or a network error.
fn passes(error: &serenity::Error) -> bool {
    match error {
        serenity::Error::Http(serenity::HttpError::UnsuccessfulRequest(response)) => {
            let status = response.status_code;
            status == serenity::StatusCode::TOO_MANY_REQUESTS || status.is_server_error()
        }
        serenity::Error::Http(serenity::HttpError::Request(_)) => true,
        _ => false,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_snowflake_tells_when_it_was_made() {
        // Discord's documented example: 175928847299117063 was made at 2016-04-30 11:18:25.796 UTC.
        assert_eq!(created_ms(175928847299117063), 1_462_015_105_796);
    }

    #[test]
    fn the_budget_counts_from_the_interaction_creation() {
        let now = now_ms();
        let id_at = |ms: Millis| ((ms - DISCORD_EPOCH_MS) as u64) << 22;
        let fresh = Budget::new(id_at(now), Instant::now()).left();
        assert!(fresh > Duration::from_millis(2000) && fresh <= ANSWER_DEADLINE - ANSWER_MARGIN, "{fresh:?}");
        let lagged = Budget::new(id_at(now - 2000), Instant::now()).left();
        assert!(lagged <= Duration::from_millis(500), "two seconds of gateway lag are counted: {lagged:?}");
        assert_eq!(Budget::new(id_at(now - 5000), Instant::now()).left(), Duration::ZERO);
        // An id from the future (a host clock behind Discord's): the arrival time bounds the count.
        let ahead = Budget::new(id_at(now + 60_000), Instant::now()).left();
        assert!(ahead > Duration::from_millis(2000), "{ahead:?}");
    }
}
