//! The fault injector of a chaos run: at seeded random moments, one of kill -9 (aimed at a phase: a click being
//! saved, the CPU thinking, or nothing under way) then a restart, REST failures, a gateway close, the database
//! taken away, a board deleted, the bot removed from a server and added back, or a game's thread deleted.

use super::GUILDS;
use super::world::World;
use cuatro::engine::Rng;
use serde_json::json;
use std::sync::Arc;
use std::sync::atomic::Ordering;
use std::time::{Duration, Instant};
use tokio::time::{sleep, timeout};

/// The fake's own waits give up (panicking) after 10 s; the injector's end sooner.
const FAKE_WAIT: Duration = Duration::from_secs(8);

/// Injects faults until the deadline, then waits for the lasting ones (an outage, a server away) to end.
pub async fn inject(world: Arc<World>) {
    let mut rng = Rng::new(world.options.seed.wrapping_mul(31).wrapping_add(7));
    let mut lasting = Vec::new();
    sleep(Duration::from_secs(3)).await;
    loop {
        sleep(Duration::from_millis(1000 + rng.below(3000))).await;
        if world.over() {
            break;
        }
        match rng.below(100) {
            0..=24 => kill(&world, &mut rng).await,
            25..=44 => rest_fault(&world, &mut rng),
            45..=54 => gateway_close(&world, &mut rng).await,
            55..=69 => {
                let period = Duration::from_millis(2000 + rng.below(3000));
                lasting.push(tokio::spawn(database_away(Arc::clone(&world), period)));
            }
            70..=81 => delete_board(&world, &mut rng).await,
            82..=89 => {
                let (guild, away) = (GUILDS[rng.below(2) as usize], Duration::from_millis(1000 + rng.below(2000)));
                lasting.push(tokio::spawn(server_away(Arc::clone(&world), guild, away)));
            }
            _ => delete_thread(&world, &mut rng).await,
        }
    }
    for task in lasting {
        let _ = task.await;
    }
}

/// Whether any table's board shows the CPU thinking.
fn cpu_thinking(world: &World) -> bool {
    let boards: Vec<u64> = world.boards.lock().unwrap().values().map(|&(_, board)| board).collect();
    boards
        .iter()
        .filter_map(|&b| world.fake.message(b))
        .any(|m| m["embeds"][0]["description"].as_str().is_some_and(|d| d.contains("is thinking…")))
}

/// Waits (up to `within`) until `ready` holds.
async fn wait_for(within: Duration, ready: impl Fn() -> bool) {
    let start = Instant::now();
    while !ready() && start.elapsed() < within {
        sleep(Duration::from_millis(1)).await;
    }
}

/// Kills the bot with SIGKILL at a moment of the aimed phase, and starts it again after up to 1.5 s. The kill
/// is counted by the phase it actually fell in: an interaction under way (mid-save), else a board showing the
/// CPU thinking, else idle.
async fn kill(world: &World, rng: &mut Rng) {
    match rng.below(3) {
        0 => {
            wait_for(Duration::from_secs(3), || world.in_flight.load(Ordering::SeqCst) > 0).await;
            sleep(Duration::from_micros(rng.below(4000))).await;
        }
        1 => wait_for(Duration::from_secs(5), || cpu_thinking(world)).await,
        _ => {
            let idle = || world.in_flight.load(Ordering::SeqCst) == 0 && !cpu_thinking(world);
            wait_for(Duration::from_secs(3), idle).await
        }
    }
    let _gate = world.gate.write().await;
    let phase = if world.in_flight.load(Ordering::SeqCst) > 0 {
        "kill -9 (mid-save)"
    } else if cpu_thinking(world) {
        "kill -9 (CPU thinking)"
    } else {
        "kill -9 (idle)"
    };
    let killed = Instant::now();
    world.bot.lock().await.kill();
    world.count_fault(phase);
    sleep(Duration::from_millis(rng.below(1500))).await;
    let ready = world.start_bot().await;
    if ready.is_none() {
        world.note("the bot did not come back after a kill".into());
    }
    world.log.lock().unwrap().kills.push((killed, ready.unwrap_or_else(Instant::now)));
}

/// Fails the next few REST requests of one kind, as Discord or the network may.
fn rest_fault(world: &World, rng: &mut Rng) {
    let fake = &world.fake;
    match rng.below(5) {
        0 => {
            fake.fail_requests("POST", "/callback", 1 + rng.below(2) as u32, 404, 10062);
            world.count_fault("REST: answer refused (404 10062)");
        }
        1 => {
            fake.fail_requests("PATCH", "/messages/@original", 1 + rng.below(3) as u32, 500, 0);
            world.count_fault("REST: edit through a token (500)");
        }
        2 => {
            let boards: Vec<(u64, u64)> = world.boards.lock().unwrap().values().copied().collect();
            if boards.is_empty() {
                return;
            }
            let (channel, board) = boards[rng.below(boards.len() as u64) as usize];
            fake.fail_requests("PATCH", &format!("/channels/{channel}/messages/{board}"), 1, 503, 0);
            world.count_fault("REST: board edit (503)");
        }
        3 => {
            fake.fail_requests("POST", "/messages", 1, 0, 0);
            world.count_fault("REST: message post, connection closed");
        }
        _ => {
            fake.fail_requests("PATCH", "/messages/@original", 1, 0, 0);
            world.count_fault("REST: edit through a token, connection closed");
        }
    }
}

async fn gateway_close(world: &World, rng: &mut Rng) {
    let code = [4000, 1001, 4009][rng.below(3) as usize];
    if timeout(FAKE_WAIT, world.fake.disconnect(code)).await.is_ok() {
        world.count_fault("gateway closed");
    }
}

/// The database taken away for `period`: SQLite's write lock held by another connection, or PostgreSQL's
/// connections cut and new ones refused (through the proxy; the shared server is never touched).
async fn database_away(world: Arc<World>, period: Duration) {
    world.count_fault("database away");
    match &world.proxy {
        Some(proxy) => {
            proxy.refuse_for(period);
            proxy.cut_all();
            sleep(period).await;
        }
        None => {
            use sqlx::Connection;
            let Ok(mut blocker) = sqlx::SqliteConnection::connect(&world.db_url).await else {
                return world.note("could not open a connection to lock the database".into());
            };
            if sqlx::query("BEGIN IMMEDIATE").execute(&mut blocker).await.is_ok() {
                sleep(period).await;
                let _ = sqlx::query("COMMIT").execute(&mut blocker).await;
            }
            let _ = blocker.close().await;
        }
    }
}

/// A moderator deletes a table's board (the fake forgets it, and the bot gets MESSAGE_DELETE).
async fn delete_board(world: &World, rng: &mut Rng) {
    let Some((table, channel, board)) = pick_board(world, rng, |_| true) else { return };
    let _turn = world.tables[table].lock().await;
    world.fake.delete_message(board);
    let mut event = json!({"id": board.to_string(), "channel_id": channel.to_string()});
    if let Some(guild) = world.fake.guild_of(channel) {
        event["guild_id"] = json!(guild.to_string());
    }
    let _ = timeout(FAKE_WAIT, world.fake.dispatch("MESSAGE_DELETE", event)).await;
    world.count_fault("board deleted");
}

/// The bot removed from `guild` (GUILD_DELETE), then added back (GUILD_CREATE) after `away`; the server's
/// players wait meanwhile.
async fn server_away(world: Arc<World>, guild: u64, away: Duration) {
    if !world.absent.lock().unwrap().insert(guild) {
        return;
    }
    for table in &world.tables {
        // Wait until no player of the server is mid-action.
        drop(table.lock().await);
    }
    if timeout(FAKE_WAIT, world.fake.remove_from_guild_in(guild)).await.is_ok() {
        world.count_fault("removed from a server and added back");
    }
    sleep(away).await;
    let _ = timeout(FAKE_WAIT, world.fake.add_to_guild_in(guild)).await;
    world.absent.lock().unwrap().remove(&guild);
}

/// A game's thread deleted (CHANNEL_DELETE): its game ends, unscored.
async fn delete_thread(world: &World, rng: &mut Rng) {
    let threads: Vec<u64> = world.fake.threads().iter().filter_map(|t| t["id"].as_str()?.parse().ok()).collect();
    let Some((table, channel, _)) = pick_board(world, rng, |channel| threads.contains(&channel)) else { return };
    let _turn = world.tables[table].lock().await;
    world.gone.lock().unwrap().insert(channel);
    if timeout(FAKE_WAIT, world.fake.delete_channel(channel)).await.is_ok() {
        world.count_fault("thread deleted");
    }
}

/// A random table's (table, channel, board) among those whose channel `pick` accepts.
fn pick_board(world: &World, rng: &mut Rng, pick: impl Fn(u64) -> bool) -> Option<(usize, u64, u64)> {
    let boards: Vec<(usize, u64, u64)> =
        world.boards.lock().unwrap().iter().map(|(&t, &(c, b))| (t, c, b)).filter(|&(_, c, _)| pick(c)).collect();
    (!boards.is_empty()).then(|| boards[rng.below(boards.len() as u64) as usize])
}
