//! The shards' leases in the database, and on PostgreSQL their advisory locks: taken at start, then kept in the
//! background, loading the games of a shard newly taken and dropping those of a shard lost.

use crate::bot::app::App;
use crate::bot::clock::now_ms;
use crate::bot::games::slot::Slot;
use crate::bot::shards::process_lock;
use crate::game::{EndReason, GameResult, Session};
use crate::store::BoardMessages;
use crate::store::{Engine, Lease, StoreError};
use std::collections::BTreeSet;
use std::sync::Arc;
use std::time::Duration;

/// How often the lock connection is checked and the free locks of the shards not held are tried (on SQLite: the
/// process lock).
const LOCK_CHECK: Duration = Duration::from_millis(500);

/// How long a step on the lock connection may take before the connection counts as lost.
const LOCK_TIMEOUT: Duration = Duration::from_secs(5);

fn lease_ms(app: &App) -> i64 {
    app.config.discord.shard_lease.as_millis() as i64
}

/// Takes or renews each of this process's leases once. On PostgreSQL a shard is taken only with its advisory lock
/// (without it, its holder is alive), and then at once, whatever the lease's expiry. A shard newly taken has its
/// active games loaded first (then it is served); a shard lost to another process has its games dropped from
/// memory (their timers stop here, the new holder runs them), as is a stalled shard whose lock another process
/// holds now. An unreachable database changes nothing at first; a shard whose lease runs out unrenewed is
/// stalled: not served (its players are told that the database cannot be reached) until a renewal succeeds.
pub async fn renew(app: &App) -> Result<(), StoreError> {
    stop_expired(app);
    let locked = lock_pass(app).await.inspect_err(|e| tracing::warn!("could not take the shards' locks: {e}"))?;
    let mut first_error = None;
    for shard in app.shards.first..=app.shards.last {
        if let Some(locked) = &locked
            && !locked.contains(&shard)
        {
            tracing::debug!(shard, "the shard's lock is held by another live process");
            give_up_to_lock_holder(app, shard);
            continue;
        }
        if let Err(e) = take(app, shard, locked.is_some()).await {
            tracing::warn!(shard, "could not take or renew the shard's lease: {e}");
            first_error.get_or_insert(e);
        }
    }
    first_error.map_or(Ok(()), Err)
}

/// Takes or renews the lease of `shard` (`take_over`: whatever its expiry, the caller holding its lock).
async fn take(app: &App, shard: u32, take_over: bool) -> Result<(), StoreError> {
    let shards = &app.shards;
    let ttl = lease_ms(app);
    let serving = shards.is_held(shard);
    let since = now_ms();
    match app.store.acquire_lease(shards.total, shard, &shards.owner, since, ttl, take_over).await? {
        Lease::Held if serving => shards.hold(shard, since + ttl),
        // Renewed after it ran out, nobody else having held it: the games in memory are still current.
        Lease::Held => restore_shard(app, shard, since + ttl).await?,
        Lease::TakenOver { from } => {
            // Games kept from an earlier hold may have moved on elsewhere since: the database has them.
            let dropped = forget_games(app, shard);
            if let Some(from) = from {
                tracing::info!(shard, %from, dropped, "taking the shard over");
            }
            restore_shard(app, shard, since + ttl).await?;
        }
        Lease::Taken { owner, expires_at } => {
            let was_held = shards.release(shard);
            let dropped = forget_games(app, shard);
            if was_held || dropped > 0 {
                tracing::error!(shard, %owner, dropped, "lost the lease of a shard: its games are another process's");
            } else {
                let wait = (expires_at - now_ms()).max(0);
                tracing::info!(shard, %owner, "shard held by another process; taking it over within {wait} ms");
            }
        }
    }
    Ok(())
}

/// Drops the games of `shard` from memory, with their unsaved states; returns how many games.
fn forget_games(app: &App, shard: u32) -> usize {
    let shards = &app.shards;
    app.outbox.retain(|_, (session, _)| shards.shard_of(session.guild_id) != shard);
    app.live.forget_where(|guild| shards.shard_of(guild) == shard)
}

/// Stalls the shards whose leases ran out unrenewed (their games stay in memory: a renewal that finds that
/// nobody took the shard meanwhile serves them again).
fn stop_expired(app: &App) {
    for shard in app.shards.release_expired() {
        tracing::error!(shard, "the shard's lease ran out unrenewed: not serving it until a renewal succeeds");
    }
}

/// Loads the active games of `shard` into memory (those not there already), then serves the shard until `until`.
/// A channel holds one game: a game stored as active in a channel where a newer game is active too lost its
/// ending (it ended in memory while the database was away, and the process died before the retry), and is ended
/// unscored.
async fn restore_shard(app: &App, shard: u32, until: i64) -> Result<(), StoreError> {
    let (mut sessions, broken) = app.store.active_sessions_of_shard(shard, app.shards.total).await?;
    for error in broken {
        tracing::error!("skipping a stored game: {error}");
    }
    // Newest first: an older game of a channel then finds the newer one in its place.
    sessions.sort_by_key(|(session, _)| std::cmp::Reverse(session.created_at));
    let mut count = 0;
    for (session, shown) in sessions {
        let current = app.live.get(session.channel_id).filter(|slot| slot.with_info(|info| info.active));
        if let Some(slot) = current {
            if slot.game_id() == session.id {
                continue;
            }
            if slot.session.lock().await.created_at > session.created_at {
                end_superseded(app, session, shown).await;
                continue;
            }
        }
        let (game, channel) = (session.id, session.channel_id);
        let slot = Slot::restored(session, shown, app.idle_ms());
        // A board shown only through tokens takes back its latest one: it can be edited for the token's 15 minutes.
        if shown.tokens_only {
            match app.store.board_token(game).await {
                Ok(Some(token)) => slot.restore_token(token, now_ms()),
                Ok(None) => {}
                Err(e) => tracing::info!(game, "could not read the board's token: {e}"),
            }
        }
        app.live.replace(channel, slot);
        count += 1;
    }
    app.shards.hold(shard, until);
    tracing::info!(shard, total = app.shards.total, "serving the shard: restored {count} active games");
    Ok(())
}

/// Ends, unscored, a stored game whose channel holds a newer game.
async fn end_superseded(app: &App, session: Session, shown: BoardMessages) {
    let slot = Slot::restored(session, shown, app.idle_ms());
    let mut session = slot.session.lock().await;
    session.finish(GameResult::Abandoned, EndReason::Replaced, now_ms());
    app.persist(&slot, &mut session).await;
    tracing::warn!(
        game = session.id,
        channel = session.channel_id,
        "a newer game is active in the channel: this older one, still stored as active, is ended unscored"
    );
}

/// On PostgreSQL, one pass over the lock connection: connects it if needed, tries the locks of the shards not
/// locked yet (or checks that it still answers), and returns the shards locked. A lost connection stalls every
/// shard at once (its locks are gone, so a successor may be taking them); it is connected again on the next
/// pass, and a shard locked again is served again with the games kept in memory when its lease is still this
/// process's, or taken over from the database when another process held it meanwhile. `None` on SQLite.
async fn lock_pass(app: &App) -> Result<Option<BTreeSet<u32>>, StoreError> {
    if app.store.engine() != Engine::Postgres {
        return Ok(sqlite_lock_pass(app));
    }
    let shards = &app.shards;
    let mut locks = shards.locks.lock().await;
    let step = async {
        if locks.conn.is_none() {
            locks.conn = app.store.shard_locks(&format!("cuatro locks {}", shards.owner)).await?;
        }
        let locks = &mut *locks;
        let Some(conn) = locks.conn.as_mut() else { return Ok(()) };
        let missing: Vec<u32> = (shards.first..=shards.last).filter(|s| !locks.locked.contains(s)).collect();
        if missing.is_empty() {
            conn.check().await?;
        }
        for shard in missing {
            if conn.try_lock(shards.total, shard).await? {
                tracing::info!(shard, "took the shard's lock");
                locks.locked.insert(shard);
            }
        }
        Ok::<(), StoreError>(())
    };
    let passed = tokio::time::timeout(LOCK_TIMEOUT, step).await;
    shards.set_cut_off(!matches!(passed, Ok(Ok(()))));
    let error = match passed {
        Ok(Ok(())) => return Ok(Some(locks.locked.clone())),
        Ok(Err(e)) => e,
        Err(_) => StoreError::Sql(sqlx::Error::Io(std::io::Error::new(
            std::io::ErrorKind::TimedOut,
            format!("the lock connection did not answer within {LOCK_TIMEOUT:?}"),
        ))),
    };
    let had_connection = locks.conn.take().is_some();
    locks.locked.clear();
    drop(locks);
    if had_connection {
        shards.note_lock_loss();
        for shard in shards.first..=shards.last {
            if shards.stall(shard) {
                tracing::error!(shard, "lost the connection holding the shard's lock: not serving it ({error})");
            }
        }
    }
    Err(error)
}

/// On SQLite, the database's process lock stands for every shard's lock: every shard while this process holds it
/// (taken now if its holder is gone), none while another live process does. `None` (the leases alone decide) for
/// an in-memory database, or a lock file that cannot be opened.
fn sqlite_lock_pass(app: &App) -> Option<BTreeSet<u32>> {
    let mut lock = app.shards.sqlite_lock.lock().unwrap_or_else(|e| e.into_inner());
    let file = lock.file.clone()?;
    if lock.held.is_none() {
        match process_lock::take(&file) {
            Ok(Some(taken)) => {
                tracing::info!("took the SQLite database's process lock: no other process is alive on it");
                lock.held = Some(taken);
            }
            Ok(None) => {}
            Err(e) => {
                tracing::warn!("could not lock the SQLite database for this process ({e}): shards wait for old leases");
                return None;
            }
        }
    }
    let shards = &app.shards;
    Some(if lock.held.is_some() { (shards.first..=shards.last).collect() } else { BTreeSet::new() })
}

/// Takes over the shards whose locks were just taken, stops serving those whose leases ran out, and gives up
/// the stalled shards whose locks another live process holds now.
async fn check_locks(app: &App) {
    stop_expired(app);
    let locked = match lock_pass(app).await {
        Ok(Some(locked)) => locked,
        Ok(None) => return,
        Err(e) => return tracing::debug!("no lock connection: {e}"),
    };
    for shard in app.shards.first..=app.shards.last {
        if !locked.contains(&shard) {
            give_up_to_lock_holder(app, shard);
        } else if !app.shards.is_held(shard)
            && let Err(e) = take(app, shard, true).await
        {
            tracing::warn!(shard, "could not take the shard's lease: {e}");
        }
    }
}

/// A shard whose lock another live process holds is that process's: stops serving it here (stalled or not)
/// and drops its games from memory.
fn give_up_to_lock_holder(app: &App, shard: u32) {
    if app.shards.release(shard) {
        let dropped = forget_games(app, shard);
        tracing::error!(shard, dropped, "another process holds the shard's lock now: its games are that process's");
    }
}

/// Ends the connection holding the shards' locks, which frees them: closed at a clean stop (after the leases
/// were handed back), dropped as a crash would.
pub async fn drop_locks(app: &App, close: bool) {
    app.shards.sqlite_lock.lock().unwrap_or_else(|e| e.into_inner()).held = None;
    let mut locks = app.shards.locks.lock().await;
    locks.locked.clear();
    if let Some(conn) = locks.conn.take()
        && close
    {
        conn.close().await;
    }
}

/// Renews the leases every third of their lifetime, and checks the locks (SQLite: the process lock) every `LOCK_CHECK`,
/// until the task is aborted.
pub async fn keep(app: Arc<App>) {
    let period = (app.config.discord.shard_lease / 3).max(Duration::from_millis(10));
    let mut renewals = tokio::time::interval(period);
    renewals.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
    let mut checks = tokio::time::interval(LOCK_CHECK);
    checks.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
    renewals.tick().await;
    checks.tick().await;
    loop {
        tokio::select! {
            _ = renewals.tick() => {
                let _ = renew(&app).await;
            }
            _ = checks.tick() => check_locks(&app).await,
        }
    }
}
