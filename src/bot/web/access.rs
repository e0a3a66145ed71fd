//! Which games have a page: finished (or, live, under way in this process), played in a server whose admins turned
//! the pages on, in a channel everyone in that server may view (never a DM, a group chat, a private thread or a
//! staff channel).

use crate::bot::app::App;
use crate::bot::assist::audience;
use crate::bot::games::slot::Slot;
use crate::game::{Lang, Seat, Session, parse_game_code};
use crate::render::seat_name;
use crate::tr;
use std::sync::Arc;

/// The finished game of page `code`, when it may be shown to anyone.
pub async fn public_game(app: &App, code: &str) -> Option<Session> {
    let id = parse_game_code(code)?;
    let session = match app.store.session(id).await {
        Ok(session) => session?,
        Err(e) => {
            tracing::info!(game = id, "could not read a game for its page: {e}");
            return None;
        }
    };
    if session.is_active() || !app.settings_of(session.guild_id).await.web_pages {
        return None;
    }
    audience::open_to_anyone(app, &session).await.then_some(session)
}

/// The slot of game `code` under way in this process, when its page may be shown to anyone (its server's pages on,
/// a channel everyone in the server may view).
pub async fn public_live_game(app: &App, code: &str) -> Option<Arc<Slot>> {
    let id = parse_game_code(code)?;
    let slot = app.live.channel_of(id).and_then(|channel| app.live.get(channel)).filter(|s| s.game_id() == id)?;
    let session = slot.session.lock().await.clone();
    if !session.is_active() || !app.settings_of(session.guild_id).await.web_pages {
        return None;
    }
    audience::open_to_anyone(app, &session).await.then_some(slot)
}

/// The players' names by seat, as the page shows them: the CPU with its level, a user as [`player_name`] names them.
pub fn player_names(app: &App, session: &Session, lang: Lang) -> Vec<String> {
    let name = |seat: &Option<Seat>| match seat {
        Some(Seat::Human(id)) => player_name(app, *id, lang),
        other => seat_name(*other, lang),
    };
    session.seats.iter().map(name).collect()
}

/// A user as the pages name them: their Discord name as last seen ("a player" when the bot has not seen them since
/// it started), or "a former player" for one who asked to be forgotten.
pub fn player_name(app: &App, user: u64, lang: Lang) -> String {
    if crate::game::is_former_player(user) {
        return seat_name(Some(Seat::Human(user)), lang);
    }
    app.names.of(user).unwrap_or_else(|| tr!(lang, "web-player"))
}
