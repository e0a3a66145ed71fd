//! Button clicks: parse the custom id, then hand the click to the feature that answers it.

use super::app::App;
use super::hint;
use super::pause;
use super::play;
use super::replay;
use super::reply::answer_ephemeral;
use super::review;
use super::start;
use crate::game::{Action, ButtonId, Lang};
use crate::render::Msg;
use poise::serenity_prelude as serenity;
use serenity::ComponentInteraction;
use std::time::Instant;

/// Handles one button click from start to answer.
pub async fn handle(app: &App, ctx: &serenity::Context, ci: &ComponentInteraction) {
    let (started, _watch) = (Instant::now(), app.metrics.watch_click(ci.id.get()));
    let lang = Lang::from_locale(&ci.locale);
    let user = ci.user.id.get();
    let guild = ci.guild_id.map(|g| g.get());
    if !app.shards.served_soon(guild).await {
        if app.shards.stalled(guild) {
            // Held here until the database went away: nobody else is known to serve it, so the player is told.
            return answer_ephemeral(ctx, ci, lang.t(Msg::DatabaseAway)).await;
        }
        // Left unanswered: the shard's holder answers it, and an answer from here could beat its answer.
        tracing::debug!(user, "a click for a server whose shard this process does not hold");
        return app.shards.note_ignored();
    }
    let action = match ButtonId::parse(&ci.data.custom_id) {
        Ok(ButtonId::Page(button)) => return super::standings::page_click(app, ctx, ci, button).await,
        Ok(ButtonId::Reset(button)) => return super::admin::reset_click(app, ctx, ci, button).await,
        Ok(ButtonId::Puzzle(button)) => return super::puzzle::puzzle_click(app, ctx, ci, button, started).await,
        Ok(ButtonId::Game(action)) => action,
        Err(_) => {
            tracing::info!(user, "rejected a malformed button id");
            return answer_ephemeral(ctx, ci, lang.t(Msg::BadButton)).await;
        }
    };
    match action {
        Action::Replace { game } | Action::Keep { game } => {
            return start::answer_replacement(app, ctx, ci, action, game).await;
        }
        Action::Hint { .. } => return hint::hint_click(app, ctx, ci, action, lang).await,
        Action::Review { .. } | Action::ReviewPage { .. } => {
            return review::review_click(app, ctx, ci, action, lang).await;
        }
        Action::Replay { .. } => return replay::replay_click(app, ctx, ci, action, lang).await,
        Action::AgreePause { .. } | Action::RefusePause { .. } => {
            return pause::answer_pause_click(app, ctx, ci, action, lang).await;
        }
        _ => {}
    }
    play::board_click(app, ctx, ci, action, lang, started).await;
}
