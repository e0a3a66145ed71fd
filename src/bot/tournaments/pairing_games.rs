//! A pairing's game: a thread of its own under the tournament's channel, both players pinged there, and its board
//! posted as the first game of the pairing (no interaction: the bot posts it itself).

use crate::ai::random_opening::drawn_start;
use crate::bot::app::App;
use crate::bot::clock::now_ms;
use crate::bot::games::slot::Slot;
use crate::bot::pipeline::builders;
use crate::engine::Setup;
use crate::game::tournament::{Pairing, Tournament, TournamentFormat};
use crate::game::{Format, Rules, Session, TimeoutAction};
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

/// Why a pairing's game was not opened (logged; the director tries again at its next pass).
#[derive(Debug, thiserror::Error)]
pub enum NotOpened {
    #[error("not connected to Discord yet")]
    Offline,
    #[error("Discord: {0}")]
    Discord(#[from] serenity::Error),
    #[error("the new thread already has a game")]
    ThreadTaken,
    #[error("the opening could not be chosen: {0}")]
    Opening(#[from] tokio::task::JoinError),
}

/// Opens pairing `p`'s game as session `game`: a public thread in the tournament's channel, a message there
/// pinging both players, then the board. Nothing is kept when a step fails (the caller tries again later).
pub async fn open(app: &Arc<App>, t: &Tournament, p: &Pairing, game: u64) -> Result<(), NotOpened> {
    let Some(second) = p.second else { return Ok(()) };
    let http = app.http().ok_or(NotOpened::Offline)?;
    let lang = t.setup.lang;
    let name = tr!(lang, "tournament-thread-title", id = t.id.to_string(), round = p.round);
    let builder = serenity::CreateThread::new(name.chars().take(100).collect::<String>())
        .kind(serenity::ChannelType::PublicThread)
        .auto_archive_duration(serenity::AutoArchiveDuration::OneDay);
    let thread = serenity::ChannelId::new(t.channel_id).create_thread(http, builder).await?.id;
    let opens = match t.setup.format {
        TournamentFormat::Arena { .. } => {
            tr!(lang, "tournament-arena-game-opens", first = p.first, second, id = t.id.to_string())
        }
        _ => tr!(lang, "tournament-game-opens", first = p.first, second, round = p.round, id = t.id.to_string()),
    };
    let mentions = serenity::CreateAllowedMentions::new().users([p.first, second].map(serenity::UserId::new));
    thread.send_message(http, serenity::CreateMessage::new().content(opens).allowed_mentions(mentions)).await?;
    let rules = rules_of(app, t).await;
    let mut session =
        Session::tournament_pairing(game, t.guild_id, thread.get(), p.first, second, rules, t.id, now_ms());
    if t.setup.variant.random_opening {
        // The same opening for both games of the match; on the classic board, one the solver scores as a draw.
        let (variant, setup) = (t.setup.variant, Setup { seed: game, ..Setup::default() });
        let start = tokio::task::spawn_blocking(move || drawn_start(variant, setup)).await?;
        session.start_from(start, now_ms());
    }
    let slot = Slot::new(session, app.idle_ms());
    if app.live.claim(thread.get(), Arc::clone(&slot)).is_err() {
        return Err(NotOpened::ThreadTaken);
    }
    let mut session = slot.session.lock().await;
    app.persist(&slot, &mut session).await;
    let view = session_view(&session, app.notes(&slot, &session));
    match thread.send_message(http, builders::create_message(&view)).await {
        Ok(message) => {
            slot.posted(message.id.get());
            app.persist(&slot, &mut session).await;
            Ok(())
        }
        Err(e) => {
            // Saved and timed: the board is posted again by the usual display path at the next change.
            tracing::warn!(game, "could not post a tournament game's board in its thread: {e}");
            Ok(())
        }
    }
}
