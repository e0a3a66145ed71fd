//! One refresh of a server's "Games now" message: posted, edited in place, posted anew when it was deleted, moved
//! with its setting, or deleted once the setting is removed.

use super::under_way::{Scope, games_under_way, public_results};
use crate::bot::app::App;
use crate::bot::clock::now_ms;
use crate::bot::discord::{codes, error_code, may_pass};
use crate::bot::pipeline::builders;
use crate::bot::visibility::Viewer;
use crate::render::{RESULTS_SHOWN, View, games_now_view};
use crate::store::{PostedMessage, StoreError};
use poise::serenity_prelude as serenity;
use std::time::Instant;

/// Results read for the message: more than it shows, as those of channels not everyone sees are left out.
const RESULTS_READ: u32 = 3 * RESULTS_SHOWN as u32;

/// Why a refresh stopped.
#[derive(Debug, thiserror::Error)]
enum RefreshError {
    #[error("the database: {0}")]
    Store(#[from] StoreError),
    #[error("Discord: {0}")]
    Discord(#[from] serenity::Error),
}

/// What a refresh left.
enum Refreshed {
    /// The message shown now, if any.
    Shown(Option<PostedMessage>),
    /// The setting is gone, and so are the message and the row.
    Removed,
}

/// Refreshes `guild`'s message and tells the tracker how it went: a failure that may pass is tried again after the
/// usual wait; one Discord refuses for good (no access to the channel) waits for the next change.
pub async fn refresh(app: &App, http: &serenity::Http, guild: u64) {
    let refreshed = refresh_once(app, http, guild).await;
    let (owed, now) = (&app.games_now, Instant::now());
    match refreshed {
        Ok(Refreshed::Shown(shown)) => owed.refreshed(guild, shown.map(|s| (s.channel, s.message)), true, now),
        Ok(Refreshed::Removed) => owed.refreshed(guild, None, false, now),
        Err(RefreshError::Discord(e)) if !may_pass(&e) => {
            tracing::warn!(guild, "Discord refused the \"Games now\" message, tried again at the next change: {e}");
            owed.refreshed(guild, None, true, now);
        }
        Err(e) => {
            tracing::warn!(guild, "could not refresh the \"Games now\" message, trying again: {e}");
            owed.failed(guild, now);
        }
    }
}

async fn refresh_once(app: &App, http: &serenity::Http, guild: u64) -> Result<Refreshed, RefreshError> {
    let Some(row) = app.store.games_now(guild).await? else { return Ok(Refreshed::Removed) };
    let mut shown = row.shown;
    if let Some(old) = shown.filter(|old| Some(old.channel) != row.channel) {
        delete(http, old).await?;
        app.store.games_now_shown(guild, None).await?;
        shown = None;
    }
    let Some(channel) = row.channel else {
        // A setting made again meanwhile keeps the row: it is owed a refresh of its own.
        let removed = app.store.games_now_removed(guild).await?;
        tracing::info!(guild, removed, "the \"Games now\" message was removed with its setting");
        return Ok(if removed { Refreshed::Removed } else { Refreshed::Shown(None) });
    };
    let view = view_of(app, guild).await?;
    if let Some(old) = shown {
        let edit = builders::edit_message(&view);
        match serenity::ChannelId::new(old.channel).edit_message(http, old.message, edit).await {
            Ok(_) => return Ok(Refreshed::Shown(Some(old))),
            Err(e) if error_code(&e) == Some(codes::UNKNOWN_MESSAGE) => {
                tracing::info!(guild, channel, "the \"Games now\" message was deleted: posting it anew");
            }
            Err(e) => return Err(e.into()),
        }
    }
    let message = serenity::ChannelId::new(channel).send_message(http, builders::create_message(&view)).await?;
    let posted = PostedMessage { channel, message: message.id.get() };
    if !app.store.games_now_shown(guild, Some(posted)).await? {
        // The setting was removed while the message was posted: it goes too.
        delete(http, posted).await?;
        return Ok(Refreshed::Removed);
    }
    tracing::info!(guild, channel, message = posted.message, "posted the \"Games now\" message");
    Ok(Refreshed::Shown(Some(posted)))
}

/// The message as it is now: the games under way in the channels everyone sees, and the latest results there, in
/// the language of the admin who set it.
async fn view_of(app: &App, guild: u64) -> Result<View, StoreError> {
    let lang = app.settings_of(Some(guild)).await.games_now.map(|g| g.lang).unwrap_or_default();
    let games = games_under_way(app, Scope::Server(guild), &Viewer::Anyone);
    let results = public_results(app, guild, app.store.latest_results(guild, RESULTS_READ).await?);
    Ok(games_now_view(&games, &results, now_ms(), lang))
}

/// Deletes a message the bot posted; one already gone, or in a channel the bot cannot reach any more, counts as
/// deleted.
async fn delete(http: &serenity::Http, posted: PostedMessage) -> Result<(), serenity::Error> {
    match serenity::ChannelId::new(posted.channel).delete_message(http, posted.message).await {
        Err(e)
            if matches!(
                error_code(&e),
                Some(
                    codes::UNKNOWN_MESSAGE
                        | codes::UNKNOWN_CHANNEL
                        | codes::MISSING_ACCESS
                        | codes::MISSING_PERMISSIONS
                )
            ) =>
        {
            Ok(())
        }
        done => done,
    }
}
