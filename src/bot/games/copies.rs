//! A restored game's board, made true once: copies a stopped process left (a board posted anew, its game's save
//! held or failing, by a process that died before it saved the new message's id) are searched for in the
//! channel, the newest becoming the board and every older one retired, so that one message plays the game; and the
//! board then shows the game as restored (one left on a state never saved, such as "thinking…" with every button
//! disabled, would wait for a click nobody can make).

use crate::bot::app::App;
use crate::bot::discord::{codes, error_code};
use crate::bot::games::board;
use crate::bot::games::slot::Slot;
use crate::bot::pipeline::builders;
use crate::game::{Action, ButtonId, Session};
use crate::render::{Msg, Translate, View};
use poise::serenity_prelude as serenity;
use std::sync::Arc;
use tokio::sync::Semaphore;

/// The most messages read from a channel: Discord's largest page.
const PAGE: u8 = 100;

/// Channel searches under way at a time, so that a restart with many games does not crowd out the answers.
static SEARCHING: Semaphore = Semaphore::const_new(4);

/// Searches the restored game's channel for copies of its board, if it is owed a search (see
/// [`Slot::take_copies_unchecked`]): the messages after its saved board (the newest page when it has none) whose
/// buttons play this game. The newest becomes the board, and the others and the saved board are retired. The
/// board then shows the game. Call before taking the game's lock; the search takes it.
pub async fn take_over(app: &Arc<App>, slot: &Arc<Slot>) {
    let Some(http) = app.http().filter(|_| slot.with_info(|info| info.copies_unchecked)) else { return };
    let Ok(_searching) = SEARCHING.acquire().await else { return };
    let mut session = slot.session.lock().await;
    // A game shown only through tokens has no channel to search: a copy is adopted when it is pressed (see
    // `press`), and the board shows at the next press.
    if !slot.take_copies_unchecked() || slot.is_disowned() || slot.tokens_only() {
        return;
    }
    let mut copies = match find(app, http, session.channel_id, slot.board(), session.id).await {
        Ok(copies) => copies,
        Err(e) if error_code(&e) == Some(codes::UNKNOWN_CHANNEL) => {
            return board::channel_gone(app, slot, &mut session).await;
        }
        Err(e) => {
            tracing::info!(game = session.id, "could not look for copies of the board: {e}");
            Vec::new()
        }
    };
    let newest = copies.pop();
    if let Some(newest) = newest {
        tracing::warn!(
            game = session.id,
            "the board was posted again as message {newest} before a stop: it is the board"
        );
        copies.extend(slot.board());
        slot.posted(newest);
        app.persist(slot, &mut session).await;
    }
    board::show(app, slot, &mut session).await;
    retire(app, slot, &session, &copies).await;
}

/// The bot's messages in `channel` whose buttons play game `game`, oldest first: among those after message `after`,
/// or among the newest page.
pub async fn find(
    app: &App,
    http: &serenity::Http,
    channel: u64,
    after: Option<u64>,
    game: u64,
) -> Result<Vec<u64>, serenity::Error> {
    let page = serenity::GetMessages::new().limit(PAGE);
    let page = match after {
        Some(message) => page.after(serenity::MessageId::new(message)),
        None => page,
    };
    let listed = serenity::ChannelId::new(channel).messages(http, page).await;
    app.metrics.rest(&listed);
    let mut copies: Vec<u64> = listed?.iter().filter(|m| m.author.bot && plays(m, game)).map(|m| m.id.get()).collect();
    copies.sort_unstable();
    Ok(copies)
}

/// Whether `message` carries a button that plays game `game`.
fn plays(message: &serenity::Message, game: u64) -> bool {
    let buttons = message.components.iter().flat_map(|row| &row.components);
    buttons
        .filter_map(|component| match component {
            serenity::ActionRowComponent::Button(button) => match &button.data {
                serenity::ButtonKind::NonLink { custom_id, .. } => ButtonId::parse(custom_id).ok(),
                _ => None,
            },
            _ => None,
        })
        .any(|id| matches!(id, ButtonId::Game(Action::Board { game: g, .. }) if g == game))
}

/// Takes the buttons off older boards of the game: each says the board moved below. Boards only tokens reach are
/// left as they are (a press on one is told the board moved).
pub async fn retire(app: &App, slot: &Slot, session: &Session, messages: &[u64]) {
    let Some(http) = app.http().filter(|_| !slot.tokens_only()) else { return };
    let retired = View { content: session.rules.lang.t(Msg::Reposted), ..View::default() };
    let channel = serenity::ChannelId::new(session.channel_id);
    for &message in messages {
        let edited =
            channel.edit_message(http, serenity::MessageId::new(message), builders::edit_message(&retired)).await;
        app.metrics.rest(&edited);
        if let Err(e) = edited {
            tracing::info!(game = session.id, "could not retire an older board {message}: {e}");
        }
    }
}
