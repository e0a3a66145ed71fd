//! A tournament's live message: its view from the stored state, edited in place, posted again when deleted.

use super::ledger::Ledger;
use crate::bot::app::App;
use crate::bot::discord::{codes, error_code};
use crate::bot::pipeline::builders;
use crate::game::tournament::{Tournament, standings};
use crate::render::{View, tournament_view};
use crate::store::StoredTournament;
use poise::serenity_prelude as serenity;

/// The message's view now.
pub fn view(app: &App, t: &Tournament) -> View {
    tournament_view(t, &standings(t), &|game| app.live.channel_of(game), app.clock.now())
}

/// Shows the tournament's state on its message: an edit, or a new message when it has none or it was deleted
/// (its id then changes: the caller saves the tournament). Returns whether the message id changed.
pub async fn show(app: &App, stored: &mut StoredTournament) -> bool {
    let Some(http) = app.http() else { return false };
    let t = &stored.tournament;
    let channel = serenity::ChannelId::new(t.channel_id);
    let view = view(app, t);
    if let Some(message) = stored.message {
        match channel.edit_message(http, serenity::MessageId::new(message), builders::edit_message(&view)).await {
            Ok(_) => return false,
            Err(e) if error_code(&e) == Some(codes::UNKNOWN_MESSAGE) => {}
            Err(e) => {
                tracing::warn!(tournament = t.id, "could not show the tournament's message: {e}");
                return false;
            }
        }
    }
    match channel.send_message(http, builders::create_message(&view)).await {
        Ok(message) => {
            stored.message = Some(message.id.get());
            true
        }
        Err(e) => {
            tracing::warn!(tournament = t.id, "could not post the tournament's message: {e}");
            false
        }
    }
}

/// Shows the tournament held by `ledger` on its message, and saves the ledger when the message had to be posted
/// anew (its id changed): a message whose id is not kept would be posted again at every change.
pub async fn show_and_keep(app: &App, ledger: &mut Ledger) {
    if show(app, &mut ledger.stored).await
        && let Err(e) = ledger.save(app).await
    {
        tracing::warn!(tournament = ledger.stored.tournament.id, "could not save the tournament's new message: {e}");
    }
}
