//! A pairing's game: a thread of its own under the tournament's channel (opened once, reused if the rest failed),
//! both players pinged there, and its board posted as the first game of the pairing (no interaction: the bot posts
//! it itself); and the thread archived once the match is over.

use super::refusal::Refusal;
use crate::ai::random_opening::drawn_start;
use crate::bot::app::App;
use crate::bot::clock::now_ms;
use crate::bot::games::slot::Slot;
use crate::bot::games::{board, copies};
use crate::bot::pipeline::builders;
use crate::engine::Setup;
use crate::game::tournament::{Pairing, Status, Tournament, TournamentFormat};
use crate::game::{EndReason, Format, GameResult, Rules, Session, TimeoutAction};
use crate::render::session_view;
use crate::tr;
use poise::serenity_prelude as serenity;
use std::sync::Arc;

/// The rules of the tournament's games: its variant and time, forfeit on time (a no-show must end), rated, the
/// server's theme, no hints; a two-game match except in an arena.
async fn rules_of(app: &App, t: &Tournament) -> Rules {
    let settings = app.settings_of(Some(t.guild_id)).await;
    Rules {
        format: match t.setup.format {
            TournamentFormat::Arena { .. } => Format::Single,
            _ => Format::Match,
        },
        clock: t.setup.clock,
        timer_ms: if t.setup.clock.is_some() { None } else { Some(t.setup.timer_ms) },
        rated: true,
        theme: settings.theme,
        hints: false,
        ..Rules::new(t.setup.variant, None, TimeoutAction::Forfeit, t.setup.lang)
    }
}

/// Why a pairing's game was not opened.
#[derive(Debug, thiserror::Error)]
pub enum NotOpened {
    #[error("not connected to Discord yet")]
    Offline,
    #[error("Discord refused: {0}")]
    Discord(#[from] serenity::Error),
    #[error("the thread already has a game")]
    ThreadTaken,
    #[error("the opening could not be chosen: {0}")]
    Opening(#[from] tokio::task::JoinError),
}

impl NotOpened {
    /// What the refusal means for the tournament (an opening that could not be chosen is tried again).
    pub fn refusal(&self) -> Refusal {
        match self {
            NotOpened::Discord(e) => Refusal::of(e),
            NotOpened::Offline | NotOpened::Opening(_) => Refusal::Passing { code: 0 },
            NotOpened::ThreadTaken => Refusal::Lasting { code: 0 },
        }
    }
}

/// The name of pairing `index`'s thread, unique in the tournament (at most 100 characters, Discord's limit).
fn thread_name(t: &Tournament, index: usize) -> String {
    let (id, round, pairing) = (t.id.to_string(), t.pairings[index].round, (index + 1).to_string());
    let name = match t.setup.format {
        TournamentFormat::Arena { .. } => tr!(t.setup.lang, "tournament-arena-thread-title", id, pairing),
        _ => tr!(t.setup.lang, "tournament-thread-title", id, round, pairing),
    };
    name.chars().take(100).collect()
}

/// Opens a public thread for pairing `index` under the tournament's channel (the bot's request, nothing else).
pub async fn open_thread(app: &App, t: &Tournament, index: usize) -> Result<u64, NotOpened> {
    let http = app.http().ok_or(NotOpened::Offline)?;
    let builder = serenity::CreateThread::new(thread_name(t, index))
        .kind(serenity::ChannelType::PublicThread)
        .auto_archive_duration(serenity::AutoArchiveDuration::OneDay);
    Ok(serenity::ChannelId::new(t.channel_id).create_thread(http, builder).await?.id.get())
}

/// The thread the bot already opened for pairing `index` and could not record (its answer lost, the database
/// away, the process killed in between), found by its name among the server's active threads.
pub async fn thread_opened_before(app: &App, t: &Tournament, index: usize) -> Result<Option<u64>, NotOpened> {
    let http = app.http().ok_or(NotOpened::Offline)?;
    let name = thread_name(t, index);
    let active = serenity::GuildId::new(t.guild_id).get_active_threads(http).await?;
    Ok(active
        .threads
        .into_iter()
        .find(|thread| thread.parent_id.map(|p| p.get()) == Some(t.channel_id) && thread.name == name)
        .map(|thread| thread.id.get()))
}

/// Starts pairing `p`'s game as session `game` in `thread`: a message there pinging both players, then the session
/// (saved) and its board. Nothing is kept when the ping fails; once the session is saved, a board Discord refuses is
/// posted again by the usual display path at the game's next change. A thread opened before (`reused`) may hold
/// the game's board already, posted by a process that stopped before it could save the game: the newest such copy
/// is the board again (its ping went before it), and any older one is retired.
pub async fn start_in(
    app: &Arc<App>,
    t: &Tournament,
    p: &Pairing,
    game: u64,
    thread: u64,
    reused: bool,
) -> Result<(), NotOpened> {
    let Some(second) = p.second else { return Ok(()) };
    let http = app.http().ok_or(NotOpened::Offline)?;
    let mut earlier = match reused {
        true => copies::find(app, http, thread, None, game).await?,
        false => Vec::new(),
    };
    let found = earlier.pop();
    let lang = t.setup.lang;
    let opens = match t.setup.format {
        TournamentFormat::Arena { .. } => {
            tr!(lang, "tournament-arena-game-opens", first = p.first, second, id = t.id.to_string())
        }
        _ => tr!(lang, "tournament-game-opens", first = p.first, second, round = p.round, id = t.id.to_string()),
    };
    let mentions = serenity::CreateAllowedMentions::new().users([p.first, second].map(serenity::UserId::new));
    let channel = serenity::ChannelId::new(thread);
    if found.is_none() {
        channel.send_message(http, serenity::CreateMessage::new().content(opens).allowed_mentions(mentions)).await?;
    }
    let rules = rules_of(app, t).await;
    let mut session = Session::tournament_pairing(game, t.guild_id, thread, p.first, second, rules, t.id, now_ms());
    if t.setup.variant.random_opening {
        // The same opening for both games of the match; on the classic board, one the solver scores as a draw.
        let (variant, setup) = (t.setup.variant, Setup { seed: game, ..Setup::default() });
        let start = tokio::task::spawn_blocking(move || drawn_start(variant, setup)).await?;
        session.start_from(start, now_ms());
    }
    let slot = Slot::new(session, app.idle_ms());
    if app.live.claim(thread, Arc::clone(&slot)).is_err() {
        return Err(NotOpened::ThreadTaken);
    }
    let mut session = slot.session.lock().await;
    if let Some(board) = found {
        tracing::warn!(game, "the board was posted before a stop as message {board}: it is the board");
        slot.posted(board);
        app.persist(&slot, &mut session).await;
        board::show(app, &slot, &mut session).await;
        copies::retire(app, &slot, &session, &earlier).await;
        return Ok(());
    }
    app.persist(&slot, &mut session).await;
    let view = session_view(&session, app.notes(&slot, &session));
    match channel.send_message(http, builders::create_message(&view)).await {
        Ok(message) => {
            slot.posted(message.id.get());
            app.persist(&slot, &mut session).await;
        }
        Err(e) => tracing::warn!(game, "could not post a tournament game's board in its thread: {e}"),
    }
    Ok(())
}

/// Archives `thread`, whose match is over (the bot opened it: archiving its own thread needs no permission).
pub async fn archive(app: &App, thread: u64) -> Result<(), serenity::Error> {
    let Some(http) = app.http() else { return Ok(()) };
    serenity::ChannelId::new(thread).edit_thread(http, serenity::EditThread::new().archived(true)).await.map(drop)
}

/// Stops, unscored for `why`, the games still under way of pairings `t` no longer counts (a result set by hand, a
/// cancellation, a pairing voided): none may go on as if it counted, nor hold a player the next round pairs.
/// Returns how many of those games are still stored as under way (their save failed, or queued): until none is,
/// their players may not be paired again.
pub async fn stop_closed(app: &Arc<App>, t: &Tournament, why: EndReason) -> usize {
    let cancelled = t.status == Status::Cancelled;
    let closed_unplayed =
        |p: &&Pairing| !p.is_open() && !p.archived && (cancelled || p.void || p.result.is_some_and(|r| r.forfeit));
    let mut still_stored = 0;
    for game in t.pairings.iter().filter(closed_unplayed).filter_map(|p| p.game) {
        if let Some(slot) = app.live.channel_of(game).and_then(|channel| app.live.get(channel)) {
            let mut session = slot.session.lock().await;
            if session.id == game && session.is_active() {
                session.finish(GameResult::Abandoned, why, now_ms());
                app.persist(&slot, &mut session).await;
                board::show(app, &slot, &mut session).await;
                tracing::info!(tournament = t.id, game, "stopped a game its tournament no longer counts");
            }
        }
        match app.store.game(game).await {
            Ok(Some(row)) if row.status != "finished" => still_stored += 1,
            Ok(_) => {}
            Err(_) => still_stored += 1,
        }
    }
    still_stored
}
