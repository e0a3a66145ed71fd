//! Telling a tournament's organiser, in a direct message, why it stopped or did not start: once per reason, one
//! request each (a refused DM is logged, never tried again).

use crate::bot::app::App;
use crate::game::tournament::Tournament;
use crate::render::stop_notice;
use poise::serenity_prelude as serenity;

/// Sends the organiser of `t` the reason it stopped (`t.stop`), with a link to its channel.
pub async fn organiser(app: &App, t: &Tournament) {
    let (Some(http), Some(stop)) = (app.http(), t.stop) else { return };
    let text = stop_notice(t, stop, t.setup.lang);
    let organiser = serenity::UserId::new(t.organiser);
    let sent = match organiser.create_dm_channel(http).await {
        Ok(dm) => dm.id.send_message(http, serenity::CreateMessage::new().content(text)).await.map(drop),
        Err(e) => Err(e),
    };
    if let Err(e) = sent {
        tracing::info!(tournament = t.id, "could not tell the organiser why the tournament stopped: {e}");
    }
}
