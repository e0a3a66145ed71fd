//! The director: every tick, each tournament of a served server is read, its games' results applied, started when
//! due, moved on (a round paired, an arena's free players paired, the end), its new games opened in threads, and
//! its message shown when it changed.

use super::ledger::{Ledger, Unopened};
use super::{message, pairing_games};
use crate::bot::app::App;
use crate::game::tournament::{Status, TournamentRefusal};
use std::sync::Arc;
use std::time::Duration;

/// How often tournaments are looked at.
const TICK: Duration = Duration::from_secs(2);

/// How long a tick waits for a tournament a click or command holds.
const LOCK_WAIT: Duration = Duration::from_secs(5);

/// Runs the tournaments until the task is aborted.
pub async fn direct(app: Arc<App>) {
    let mut ticker = tokio::time::interval(TICK);
    ticker.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
    loop {
        ticker.tick().await;
        if app.http().is_none() {
            continue;
        }
        let under_way = match app.store.tournaments_under_way().await {
            Ok(list) => list,
            Err(e) => {
                tracing::warn!("could not list the tournaments under way: {e}");
                continue;
            }
        };
        for (id, guild) in under_way {
            if app.shards.serves(Some(guild)) {
                step(&app, id).await;
            }
        }
    }
}

/// One tournament's step (see the module's doc).
pub async fn step(app: &Arc<App>, id: u64) {
    let mut ledger = match Ledger::open(app, id, LOCK_WAIT).await {
        Ok(ledger) => ledger,
        Err(Unopened::Store(e)) => return tracing::warn!(tournament = id, "could not read the tournament: {e}"),
        Err(Unopened::Busy | Unopened::Missing) => return,
    };
    let before = ledger.stored.clone();
    if let Err(e) = ledger.apply_results(app).await {
        return tracing::warn!(tournament = id, "could not read the tournament's results: {e}");
    }
    let now = app.clock.now();
    if ledger.t().start_due(now) {
        match ledger.t().start(now) {
            Ok(_) => {}
            Err(TournamentRefusal::TooFew | TournamentRefusal::TooMany) => {
                tracing::info!(tournament = id, "not enough (or too many) players at the start: cancelled");
                let _ = ledger.t().cancel();
            }
            Err(refusal) => tracing::warn!(tournament = id, "could not start the tournament: {refusal:?}"),
        }
    }
    ledger.t().advance(now);
    if open_games(app, &mut ledger).await.is_err() || ledger.stored.tournament == before.tournament {
        return;
    }
    if let Err(e) = ledger.save(app).await {
        return tracing::warn!(tournament = id, "could not save the tournament: {e}");
    }
    if message::show(app, &mut ledger.stored).await
        && let Err(e) = ledger.save(app).await
    {
        tracing::warn!(tournament = id, "could not save the tournament's new message: {e}");
    }
}

/// Opens the game of every pairing that should be played and has none (or whose game was never stored: a crash
/// between the tournament's save and the game's). Each game's id is saved on its pairing before the game is made,
/// so a crash never leaves two games for one pairing.
async fn open_games(app: &Arc<App>, ledger: &mut Ledger) -> Result<(), ()> {
    if !matches!(ledger.stored.tournament.status, Status::Running | Status::Paused) {
        return Ok(());
    }
    let waiting: Vec<usize> = ledger
        .stored
        .tournament
        .pairings
        .iter()
        .enumerate()
        .filter(|(_, p)| p.second.is_some() && p.result.is_none() && !p.void)
        .map(|(i, _)| i)
        .collect();
    for index in waiting {
        let game = ledger.stored.tournament.pairings[index].game;
        if let Some(game) = game {
            if app.live.channel_of(game).is_some() || !matches!(app.store.game(game).await, Ok(None)) {
                continue;
            }
            tracing::warn!(
                tournament = ledger.stored.tournament.id,
                game,
                "a pairing's game was never stored: opening it again"
            );
        }
        let game = app.next_id();
        ledger.t().started_game(index, game);
        if let Err(e) = ledger.save(app).await {
            tracing::warn!(tournament = ledger.stored.tournament.id, "could not save the tournament: {e}");
            return Err(());
        }
        let pairing = ledger.stored.tournament.pairings[index].clone();
        if let Err(e) = pairing_games::open(app, &ledger.stored.tournament, &pairing, game).await {
            tracing::warn!(tournament = ledger.stored.tournament.id, game, "could not open a pairing's game: {e}");
        }
    }
    Ok(())
}
