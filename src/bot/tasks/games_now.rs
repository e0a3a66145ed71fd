//! The "Games now" messages' upkeep: the servers that keep one are read from the database at start and every
//! minute, and each server owed a refresh (a game of it changed, its setting, its message deleted) is refreshed at
//! most once per `games.games_now_every`, off the path of every click.

use crate::bot::app::App;
use crate::bot::listing::now_message;
use std::sync::Arc;
use std::time::{Duration, Instant};
use tokio::task::JoinSet;

/// How often the servers with a message are read again (shards taken over, settings made by another process).
const RELOAD_EVERY: Duration = Duration::from_secs(60);

/// Refreshes the servers' messages as they are owed, every tick, until the task is aborted (its refreshes under
/// way end with it).
pub async fn keep_games_now(app: Arc<App>) {
    let every = app.config.games.games_now_every;
    let mut reloaded: Option<Instant> = None;
    let mut refreshing = JoinSet::new();
    loop {
        if reloaded.is_none_or(|at| at.elapsed() >= RELOAD_EVERY) {
            match app.store.games_now_servers().await {
                Ok(servers) => {
                    app.games_now.stored(&servers);
                    reloaded = Some(Instant::now());
                }
                Err(e) => tracing::warn!("could not read the servers' \"Games now\" messages: {e}"),
            }
        }
        if let Some(http) = app.http().cloned() {
            for guild in app.games_now.take_due(every, Instant::now(), |g| app.shards.serves(Some(g))) {
                let (app, http) = (Arc::clone(&app), Arc::clone(&http));
                refreshing.spawn(async move { now_message::refresh(&app, &http, guild).await });
            }
        }
        while refreshing.try_join_next().is_some() {}
        tokio::time::sleep(app.config.games.tick).await;
    }
}
