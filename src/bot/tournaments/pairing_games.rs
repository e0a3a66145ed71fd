//! A pairing's game: a thread of its own under the tournament's channel, both players pinged there, and its board
//! posted as the first game of the pairing (no interaction: the bot posts it itself).

use crate::bot::app::App;
use crate::bot::clock::now_ms;
use crate::bot::games::live::Slot;
use crate::bot::pipeline::builders;
use crate::bot::types::Error;
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
        format: match t.format {
            TournamentFormat::Arena { .. } => Format::Single,
            _ => Format::Match,
        },
        clock: t.clock,
        timer_ms: if t.clock.is_some() { None } else { Some(t.timer_ms) },
        rated: true,
        theme: settings.theme,
        hints: false,
        ..Rules::new(t.variant, None, TimeoutAction::Forfeit, t.lang)
    }
}

/// Opens pairing `p`'s game as session `game`: a public thread in the tournament's channel, a message there
/// pinging both players, then the board. Nothing is kept when a step fails (the caller tries again later).
pub async fn open(app: &Arc<App>, t: &Tournament, p: &Pairing, game: u64) -> Result<(), Error> {
    let Some(second) = p.second else { return Ok(()) };
    let http = app.http().ok_or("not connected to Discord")?;
    let lang = t.lang;
    let name = tr!(lang, "tournament-thread-title", id = t.id.to_string(), round = p.round);
    let builder = serenity::CreateThread::new(name.chars().take(100).collect::<String>())
        .kind(serenity::ChannelType::PublicThread)
        .auto_archive_duration(serenity::AutoArchiveDuration::OneDay);
    let thread = serenity::ChannelId::new(t.channel_id).create_thread(http, builder).await?.id;
    let opens = match t.format {
        TournamentFormat::Arena { .. } => {
            tr!(lang, "tournament-arena-game-opens", first = p.first, second, id = t.id.to_string())
        }
        _ => tr!(lang, "tournament-game-opens", first = p.first, second, round = p.round, id = t.id.to_string()),
    };
    let mentions = serenity::CreateAllowedMentions::new().users([p.first, second].map(serenity::UserId::new));
    thread.send_message(http, serenity::CreateMessage::new().content(opens).allowed_mentions(mentions)).await?;
    let rules = rules_of(app, t).await;
    let session = Session::tournament_pairing(game, t.guild_id, thread.get(), p.first, second, rules, t.id, now_ms());
    let slot = Slot::new(session, app.idle_ms());
    if app.live.claim(thread.get(), Arc::clone(&slot)).is_err() {
        return Err("the new thread already has a game".into());
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
