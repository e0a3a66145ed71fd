//! A tournament whose channel was deleted: cancelled (its message and its games' threads went with the channel),
//! the games still played stopped, and its organiser told.

use super::ledger::Ledger;
use super::tell;
use crate::bot::app::App;
use crate::bot::games::board;
use crate::game::tournament::StopReason;
use crate::game::{EndReason, GameResult};
use std::sync::Arc;
use std::time::Duration;

/// How long the cancellation waits for a tournament a click or command holds.
const LOCK_WAIT: Duration = Duration::from_secs(5);

/// Cancels the tournaments under way in `channel` of `guild`, which was deleted.
pub async fn cancel_in(app: &Arc<App>, guild: u64, channel: u64) {
    let tournaments = match app.store.tournaments_of_guild(guild, 25).await {
        Ok(all) => all,
        Err(e) => return tracing::warn!(guild, channel, "could not read the tournaments of a deleted channel: {e}"),
    };
    for stored in tournaments.iter().filter(|s| s.tournament.channel_id == channel && !s.tournament.is_over()) {
        let id = stored.tournament.id;
        let changed = Ledger::change(app, id, LOCK_WAIT, |t| t.cancel(StopReason::ChannelGone)).await;
        let Ok(Ok((ledger, ()))) = changed else {
            tracing::warn!(tournament = id, "could not cancel a tournament whose channel was deleted");
            continue;
        };
        tracing::info!(tournament = id, "its channel was deleted: cancelled");
        tell::organiser(app, &ledger.stored.tournament).await;
        for game in ledger.stored.tournament.pairings.iter().filter_map(|p| p.game) {
            let Some(slot) = app.live.channel_of(game).and_then(|thread| app.live.get(thread)) else { continue };
            let mut session = slot.session.lock().await;
            if session.id == game && session.is_active() {
                session.finish(GameResult::Abandoned, EndReason::TournamentCancelled, crate::bot::clock::now_ms());
                app.persist(&slot, &mut session).await;
                board::show(app, &slot, &mut session).await;
            }
        }
    }
}
