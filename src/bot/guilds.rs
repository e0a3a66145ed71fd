//! A server's life with the bot: present, left (its games end), and its data purged after the grace period.

use crate::bot::app::App;
use crate::bot::clock::now_ms;
use crate::bot::games::board;

/// The bot was removed from `guild`: its games end unscored (their channels are out of reach), and its data
/// is purged after the grace period unless it comes back.
pub async fn guild_left(app: &App, guild: u64) {
    for slot in app.live.slots_in(guild) {
        let mut session = slot.session.lock().await;
        board::channel_gone(app, &slot, &mut session).await;
    }
    if let Err(e) = app.store.guild_left(guild, now_ms()).await {
        tracing::error!(guild, "could not note that the bot left the server: {e}");
    }
    app.settings.remove(&guild);
}

/// The bot is in `guild` (again): nothing of it is to be purged.
pub async fn guild_present(app: &App, guild: u64) {
    if let Err(e) = app.store.guild_back(guild).await {
        tracing::warn!(guild, "could not note the server's presence: {e}");
    }
}

/// Deletes the data of servers that removed the bot longer ago than `games.purge_after`.
pub async fn purge_departed(app: &App) {
    let before = now_ms() - app.config.games.purge_after.as_millis() as i64;
    let guilds = match app.store.guilds_to_purge(before).await {
        Ok(guilds) => guilds,
        Err(e) => return tracing::warn!("could not list servers to purge: {e}"),
    };
    // Each server is purged by the one process that serves its shard.
    for guild in guilds.into_iter().filter(|&g| app.shards.serves(Some(g))) {
        match app.store.purge_guild(guild).await {
            Ok(rows) => tracing::info!(guild, rows, "purged the data of a server that removed the bot"),
            Err(e) => tracing::error!(guild, "could not purge a server's data: {e}"),
        }
    }
}
