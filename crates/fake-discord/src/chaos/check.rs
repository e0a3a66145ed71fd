//! The checks of a chaos run: a watcher during it (no game goes backwards in the database, PostgreSQL connections
//! per process, memory at minute 2), then a clean restart after which every game left must move or answer a
//! press and is resigned, and the audit of [`super::audit`].

use super::report::Report;
use super::table::board_game;
use super::world::World;
use super::{audit, tournament_audit};
use crate::{CHANNEL_ID, FakeDiscord, FakeUser, Opt};
use cuatro_game::{Action, ButtonId, Phase, Press, Seat, Session};
use sqlx::AnyPool;
use std::collections::{BTreeMap, HashMap};
use std::sync::Arc;
use std::time::{Duration, Instant};
use tokio::time::sleep;

/// Threads the CPU moves share in the bot (`games.cpu_threads` = one per core; the machine has 2).
const CPU_THREADS: usize = 2;
/// A restored game with the CPU to move moves within this, plus as much again per place ahead of it in the CPU
/// queue (per CPU thread).
const CPU_OWED_WITHIN: Duration = Duration::from_secs(5);

/// A game's progress as stored: finished, which game of its session the stored moves are (a match has two),
/// and those moves.
#[derive(Clone, PartialEq, Eq, Debug)]
struct Progress {
    finished: bool,
    game: usize,
    moves: String,
    /// For the report: the phase, the games played, the last write's time.
    phase: String,
    played: usize,
    updated_at: i64,
}

/// Every game's stored progress, by id.
async fn progress(pool: &AnyPool) -> Result<BTreeMap<i64, Progress>, sqlx::Error> {
    let rows: Vec<(i64, String, String, String, i64)> =
        sqlx::query_as("SELECT id, status, moves, state, updated_at FROM games").fetch_all(pool).await?;
    Ok(rows
        .into_iter()
        .map(|(id, status, moves, state, updated_at)| {
            let session = Session::from_json(&state).ok();
            let played = session.as_ref().map_or(0, |s| s.played.len());
            // Which game of a match was reached (a second game conceded unplayed counts: the board shows the
            // first again, but the match did not go back).
            let game = session.as_ref().map_or(0, |s| if s.second_game_unplayed() { 1 } else { s.game_no() });
            let phase = session.map_or_else(String::new, |s| format!("{:?} {:?}", s.phase, s.rules.format));
            (id, Progress { finished: status == "finished", game, moves, phase, played, updated_at })
        })
        .collect())
}

/// Whether `new` is behind `old`: a finished game playing again, a match's game undone, or moves taken back.
fn went_back(old: &Progress, new: &Progress) -> bool {
    (old.finished && !new.finished)
        || new.game < old.game
        || (new.game == old.game && !new.moves.starts_with(&old.moves))
}

/// Watches the run every 250 ms: the stored games never go backwards (each change is kept for the report), the
/// bot's connections to PostgreSQL, and its memory at minute 2.
pub async fn watch(world: Arc<World>) {
    let pool = world.checks_pool().await;
    let mut seen: BTreeMap<i64, Progress> = BTreeMap::new();
    loop {
        sleep(Duration::from_millis(250)).await;
        if let Ok(now) = progress(&pool).await {
            let at = world.started.elapsed().as_secs_f64();
            let mut log = world.log.lock().unwrap();
            for (id, new) in now {
                let old = seen.get(&id);
                if let Some(old) = old
                    && went_back(old, &new)
                {
                    log.backwards.push(format!("game {id}: {old:?} → {new:?}"));
                }
                if old.is_none_or(|old| (&old.moves, old.finished) != (&new.moves, new.finished)) {
                    let status = if new.finished { "finished" } else { "active" };
                    log.history.entry(id as u64).or_default().push((at, new.moves.clone(), status.into()));
                }
                seen.insert(id, new);
            }
        }
        let overlaps = tournament_audit::paired_over_running(&pool).await;
        world.log.lock().unwrap().paired_over_running.extend(overlaps);
        if world.proxy.is_some() {
            let pattern = format!("{}%", world.application_name(0).trim_end_matches('0'));
            let counts: Result<Vec<(String, i64)>, _> = sqlx::query_as(
                "SELECT application_name, COUNT(*) FROM pg_stat_activity WHERE application_name LIKE $1 \
                 GROUP BY application_name",
            )
            .bind(pattern)
            .fetch_all(&pool)
            .await;
            if let Ok(counts) = counts {
                let most = counts.iter().map(|(_, n)| *n as usize).max().unwrap_or(0);
                let mut log = world.log.lock().unwrap();
                log.pg_connections = Some(log.pg_connections.unwrap_or(0).max(most));
            }
        }
        if let Ok(bot) = world.bot.try_lock()
            && let (Some(pid), Some(rss), Some(since)) = (bot.pid(), bot.memory(), bot.started_at)
        {
            let mut log = world.log.lock().unwrap();
            if since.elapsed() >= Duration::from_secs(120) && log.rss_minute_2.is_none_or(|(seen, _, _)| seen != pid) {
                log.rss_minute_2 = Some((pid, rss, since.elapsed()));
            }
            if log.rss_by_minute.as_ref().is_none_or(|(seen, _)| *seen != pid) {
                log.rss_by_minute = Some((pid, Vec::new()));
            }
            let minutes = &mut log.rss_by_minute.as_mut().expect("just set").1;
            if since.elapsed() >= Duration::from_secs(60 * (minutes.len() as u64 + 1)) {
                minutes.push(rss);
            }
        }
    }
}

/// After the run: restarts the bot cleanly, checks that no game is stuck (a restored game with the CPU to move
/// moves, every game answers a press) while resigning every game left, then audits the record.
pub async fn settle_and_check(world: &World, played_for: Duration) -> Report {
    // The memory at the end, of the process whose minute 2 was seen.
    let (rss_minute_2, rss_end, rss_by_minute) = {
        let bot = world.bot.lock().await;
        let end = bot.memory().zip(bot.started_at.map(|s| s.elapsed()));
        let log = world.log.lock().unwrap();
        let by_minute = log.rss_by_minute.clone().filter(|(pid, _)| Some(*pid) == bot.pid()).map(|(_, m)| m);
        match log.rss_minute_2 {
            Some((pid, rss, age)) if Some(pid) == bot.pid() => (Some((rss, age)), end, by_minute),
            _ => (None, None, by_minute),
        }
    };
    let exit = world.bot.lock().await.terminate(Duration::from_secs(15)).await;
    if !exit.is_some_and(|e| e.success()) {
        world.note(format!("the clean stop ended with {exit:?}"));
    }
    let Some(ready) = world.start_bot().await else {
        world.note("the bot did not start again after the clean stop".into());
        let report = audit::audit(world, &world.checks_pool().await, &world.fake.requests(), played_for).await;
        return Report { stuck: vec!["the bot did not start again: no game could be checked".into()], ..report };
    };
    wait_serving(world).await;

    let pool = world.checks_pool().await;
    let mut stuck = Vec::new();
    let active = active_sessions(&pool).await;
    stuck.extend(cpu_owed_moves(world, &pool, &active, ready).await);
    for session in active_sessions(&pool).await {
        if let Some(why) = resign(world, &pool, &session).await {
            stuck.push(format!("game {} ({}): {why}", session.id, session.rules.variant));
        }
    }
    let requests = world.fake.requests();
    let panics = world.bot.lock().await.panics();
    let report = audit::audit(world, &pool, &requests, played_for).await;
    let (ids, resumes) = {
        let log = world.log.lock().unwrap();
        (log.tournaments.clone(), log.resumes.clone())
    };
    let tournaments = tournament_audit::audit(&pool, &world.fake, &requests, &ids, &resumes).await;
    pool.close().await;
    Report {
        stuck,
        panics,
        rss_minute_2,
        rss_end,
        rss_by_minute: rss_by_minute.unwrap_or_default(),
        tournaments,
        ..report
    }
}

/// Waits until a command is answered other than "handed over" (on PostgreSQL the restarted process takes its
/// shard over within a lease; a clean stop hands the leases back at once).
async fn wait_serving(world: &World) {
    let admin = FakeUser::new(4_900_000_000_000_000_009, "admin");
    let start = Instant::now();
    while start.elapsed() < Duration::from_secs(15) {
        let answer = world.slash(usize::MAX, CHANNEL_ID, &admin, &["connect4", "rules"], vec![]).await;
        let text = answer.as_ref().and_then(|a| a["data"]["content"].as_str()).unwrap_or("handed over");
        if !text.contains("handed over") {
            return;
        }
        sleep(Duration::from_millis(200)).await;
    }
    world.note("the restarted bot did not serve within 15 s".into());
}

async fn active_sessions(pool: &AnyPool) -> Vec<Session> {
    let rows: Vec<(String,)> = sqlx::query_as("SELECT state FROM games WHERE status <> 'finished' ORDER BY id")
        .fetch_all(pool)
        .await
        .unwrap_or_default();
    rows.iter().filter_map(|(state,)| Session::from_json(state).ok()).collect()
}

async fn stored(pool: &AnyPool, id: u64) -> Option<Session> {
    let row: Option<(String,)> =
        sqlx::query_as("SELECT state FROM games WHERE id = $1").bind(id as i64).fetch_optional(pool).await.ok()?;
    Session::from_json(&row?.0).ok()
}

/// The board message of stored game `id`, if it has one.
async fn board_of(pool: &AnyPool, id: u64) -> Option<u64> {
    let row: Option<(Option<i64>,)> =
        sqlx::query_as("SELECT message_id FROM games WHERE id = $1").bind(id as i64).fetch_optional(pool).await.ok()?;
    row?.0.map(|m| m as u64)
}

/// The restored games with the CPU to move each move within [`CPU_OWED_WITHIN`] per place in the CPU queue
/// (counted from the restart's READY); the reasons of those that do not.
async fn cpu_owed_moves(world: &World, pool: &AnyPool, active: &[Session], ready: Instant) -> Vec<String> {
    let owed: Vec<&Session> = active.iter().filter(|s| s.cpu_to_move().is_some() && s.pause.is_none()).collect();
    let mut late = Vec::new();
    for (place, session) in owed.iter().enumerate() {
        let within = CPU_OWED_WITHIN * (1 + (place / CPU_THREADS) as u32);
        loop {
            let now = stored(pool, session.id).await;
            if now.is_none_or(|s| s.move_no() != session.move_no() || s.is_active() != session.is_active()) {
                break;
            }
            if ready.elapsed() > within {
                late.push(format!("game {}: the CPU's owed move was not played within {within:?}", session.id));
                break;
            }
            sleep(Duration::from_millis(100)).await;
        }
    }
    world.log.lock().unwrap().cpu_owed = owed.len();
    late
}

/// Ends `session` by presses as its players would (resign, resign the match, decline or leave); `Some(why)` if a
/// press went unanswered or the game did not end.
async fn resign(world: &World, pool: &AnyPool, session: &Session) -> Option<String> {
    let humans: Vec<u64> = session
        .seats
        .iter()
        .filter_map(|s| match s {
            Some(Seat::Human(id)) => Some(*id),
            _ => None,
        })
        .collect();
    let mut players = humans;
    if let Phase::Challenge { challenger, target } = session.phase {
        players.extend([Some(challenger), target].into_iter().flatten());
    }
    players.dedup();
    let mut presses = 0;
    let mut refused: HashMap<u64, u32> = HashMap::new();
    let mut answers = Vec::new();
    for _ in 0..12 {
        let now = stored(pool, session.id).await?;
        if !now.is_active() {
            return None;
        }
        let user = players.iter().copied().find(|u| {
            refused.get(u).copied().unwrap_or(0) < 2 && !now.out.get(seat_of(&now, *u)).copied().unwrap_or(false)
        });
        let Some(user) = user else {
            return Some(format!("no player could end it ({:?}); the answers: {answers:?}", now.phase));
        };
        let board = board_of(pool, session.id).await.and_then(|m| world.fake.message(m).map(|msg| (m, msg)));
        let answer = match board.as_ref().and_then(|(m, msg)| Some((*m, end_button(msg, &now)?))) {
            Some((message, button)) => {
                world.click(usize::MAX, &FakeUser::new(user, "player"), message, &button, "settle").await
            }
            None => {
                let options = vec![("whole-match", Opt::Bool(true))];
                world
                    .slash(usize::MAX, now.channel_id, &FakeUser::new(user, "player"), &["connect4", "resign"], options)
                    .await
            }
        };
        presses += 1;
        let Some(answer) = answer else { return Some(format!("press {presses} was not answered within 4 s")) };
        let text = answer["data"]["content"].as_str().unwrap_or_default().to_string();
        if answer["type"] == 4 && answer["data"]["flags"].as_u64().unwrap_or(0) & 64 != 0 {
            *refused.entry(user).or_default() += 1;
        }
        answers.push(format!("{}: {text}", answer["type"]));
        sleep(Duration::from_millis(300)).await;
    }
    let last = stored(pool, session.id).await;
    last.filter(Session::is_active).map(|s| format!("still active after {presses} presses: {:?}", s.phase))
}

fn seat_of(session: &Session, user: u64) -> usize {
    session.seats.iter().position(|s| *s == Some(Seat::Human(user))).unwrap_or(usize::MAX)
}

/// The button on `message` that ends the game: resign the match, resign, or leave or decline a challenge.
fn end_button(message: &serde_json::Value, session: &Session) -> Option<String> {
    board_game(message).filter(|g| *g == session.id)?;
    let buttons: Vec<Action> = FakeDiscord::buttons(message)
        .into_iter()
        .flatten()
        .filter(|(_, disabled, _)| !disabled)
        .filter_map(|(id, _, _)| match ButtonId::parse(&id) {
            Ok(ButtonId::Game(action)) => Some(action),
            _ => None,
        })
        .collect();
    let pick = |pred: fn(&Action) -> bool| buttons.iter().find(|a| pred(a)).map(Action::to_string);
    pick(|a| matches!(a, Action::Board { press: Press::ResignMatch { .. }, .. }))
        .or_else(|| pick(|a| matches!(a, Action::Board { press: Press::Resign { .. }, .. })))
        .or_else(|| pick(|a| matches!(a, Action::Board { press: Press::Decline, .. })))
}
