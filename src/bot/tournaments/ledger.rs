//! A tournament read under this process's lock for it, changed, and saved over the version it was read at.

use crate::bot::app::App;
use crate::game::PairingResult;
use crate::game::tournament::{Score, Tournament};
use crate::store::{StoreError, StoredTournament};
use std::sync::Arc;
use std::time::Duration;
use tokio::sync::{Mutex, OwnedMutexGuard};

/// A tournament held for changing: one holder per tournament in this process; other processes are kept off by
/// the version check of the save.
pub struct Ledger {
    pub stored: StoredTournament,
    _held: OwnedMutexGuard<()>,
}

/// Why a tournament could not be opened.
#[derive(Debug)]
pub enum Unopened {
    /// Its lock stayed held for the whole wait.
    Busy,
    Missing,
    Store(StoreError),
}

impl Ledger {
    /// Opens tournament `id`, waiting at most `wait` for this process's other holder.
    pub async fn open(app: &App, id: u64, wait: Duration) -> Result<Ledger, Unopened> {
        let lock = Arc::clone(&*app.tournament_locks.entry(id).or_insert_with(|| Arc::new(Mutex::new(()))));
        let held = tokio::time::timeout(wait, lock.lock_owned()).await.map_err(|_| Unopened::Busy)?;
        match app.store.tournament(id).await {
            Ok(Some(stored)) => Ok(Ledger { stored, _held: held }),
            Ok(None) => Err(Unopened::Missing),
            Err(e) => Err(Unopened::Store(e)),
        }
    }

    /// Opens tournament `id`, applies `change` and saves it. A save another process beat is tried again on a fresh
    /// read, up to `TRIES` times. Returns the saved ledger and what `change` said, or its refusal (nothing saved).
    pub async fn change<T, R>(
        app: &App,
        id: u64,
        wait: Duration,
        mut change: impl FnMut(&mut Tournament) -> Result<T, R>,
    ) -> Result<Result<(Ledger, T), R>, Unopened> {
        /// Reads and saves of one change, at most.
        const TRIES: usize = 3;
        let mut tries = 0;
        loop {
            let mut ledger = Ledger::open(app, id, wait).await?;
            let said = match change(ledger.t()) {
                Ok(said) => said,
                Err(refusal) => return Ok(Err(refusal)),
            };
            match ledger.save(app).await {
                Ok(()) => return Ok(Ok((ledger, said))),
                Err(StoreError::Stale { .. }) if tries + 1 < TRIES => tries += 1,
                Err(e) => return Err(Unopened::Store(e)),
            }
        }
    }

    pub fn t(&mut self) -> &mut Tournament {
        &mut self.stored.tournament
    }

    /// Saves the tournament over the version it was read at.
    pub async fn save(&mut self, app: &App) -> Result<(), StoreError> {
        app.store.save_tournament(&mut self.stored, app.clock.now()).await
    }

    /// Applies the results its games recorded (each once); returns whether any was new.
    pub async fn apply_results(&mut self, app: &App) -> Result<bool, StoreError> {
        let results = app.store.tournament_results(self.stored.tournament.id).await?;
        let mut changed = false;
        for result in results {
            changed |= apply(&mut self.stored.tournament, &result);
        }
        Ok(changed)
    }
}

/// Records one game's result on its pairing, the points turned to the pairing's order of players.
fn apply(t: &mut Tournament, result: &PairingResult) -> bool {
    let Some(index) = t.pairing_of_game(result.game) else { return false };
    let swapped = t.pairings[index].first != result.players[0];
    let [a, b] = result.points;
    let (first, second) = if swapped { (b, a) } else { (a, b) };
    let forfeit = !result.no_show.is_empty() || (a, b) == (0, 0);
    let score = Score { first, second, forfeit, moves: result.moves, seq: 0 };
    t.record(result.game, score, &result.no_show)
}
