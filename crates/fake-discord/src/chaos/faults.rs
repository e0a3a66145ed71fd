//! The fault injector of a chaos run: at seeded random moments, one of kill -9 (aimed at a phase: a click being
//! saved, the CPU thinking, or nothing under way) then a restart, REST failures (errors, 429s, slow answers), a
//! gateway close, the database taken away or (SQLite) full, a second process on the same shards, the bot's send
//! permission revoked in a channel, a board deleted, the bot removed from a server and added back, a game's
//! thread deleted, or a tournament's channel refusing the bot its threads or its posts in them.

use super::options::{GUILDS, TOURNAMENT_CHANNELS};
use super::world::World;
use crate::is_group_dm;
use cuatro_engine::Rng;
use serde_json::json;
use std::sync::Arc;
use std::sync::atomic::Ordering;
use std::time::{Duration, Instant};
use tokio::time::{sleep, timeout};

/// The fake's own waits give up (panicking) after 10 s; the injector's end sooner.
const FAKE_WAIT: Duration = Duration::from_secs(8);
/// Runs this long or longer end with a third of their time without kills, so that the last process's memory can
/// be followed from its minute 2 to the end.
pub(super) const CALM_AFTER: Duration = Duration::from_secs(15 * 60);

/// Injects faults until the deadline, then waits for the lasting ones (an outage, a server away) to end.
pub async fn inject(world: Arc<World>) {
    let mut rng = Rng::new(world.options.seed.wrapping_mul(31).wrapping_add(7));
    let mut lasting = Vec::new();
    let calm_from = match world.options.duration {
        long if long >= CALM_AFTER => world.deadline - long / 3,
        _ => world.deadline,
    };
    sleep(Duration::from_secs(3)).await;
    loop {
        sleep(Duration::from_millis(1000 + rng.below(3000))).await;
        if world.over() {
            break;
        }
        let mut roll = rng.below(100);
        if roll < 24 && Instant::now() >= calm_from {
            roll = 24 + rng.below(76);
        }
        match roll {
            0..=23 => kill(&world, &mut rng).await,
            24..=43 => rest_fault(&world, &mut rng),
            44..=51 => gateway_close(&world, &mut rng).await,
            52..=63 => {
                let period = Duration::from_millis(2000 + rng.below(3000));
                let full = world.proxy.is_none() && rng.below(2) == 0;
                lasting.push(tokio::spawn(database_away(Arc::clone(&world), period, full)));
            }
            64..=67 => lasting.push(tokio::spawn(second_process(Arc::clone(&world), rng.below(4000)))),
            68..=72 => {
                let Some((_, channel, _)) = pick_board(&world, &mut rng, |c| world.fake.guild_of(c).is_some()) else {
                    continue;
                };
                let period = Duration::from_millis(2000 + rng.below(4000));
                lasting.push(tokio::spawn(writes_denied(Arc::clone(&world), channel, period)));
            }
            73..=82 => delete_board(&world, &mut rng).await,
            83..=89 => {
                let (guild, away) = (GUILDS[rng.below(2) as usize], Duration::from_millis(1000 + rng.below(2000)));
                lasting.push(tokio::spawn(server_away(Arc::clone(&world), guild, away)));
            }
            90..=94 => delete_thread(&world, &mut rng).await,
            _ => {
                let channel = TOURNAMENT_CHANNELS[rng.below(2) as usize];
                let (threads, period) = (rng.chance(1, 2), Duration::from_millis(2000 + rng.below(4000)));
                lasting.push(tokio::spawn(tournament_refused(Arc::clone(&world), channel, threads, period)));
            }
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

/// Holds the database's writes on a connection of its own until dropped: SQLite's write lock, or on PostgreSQL
/// an exclusive lock of the games table (reads go on). `None` if it could not be taken.
async fn hold_writes(world: &World) -> Option<sqlx::AnyConnection> {
    use sqlx::Connection;
    sqlx::any::install_default_drivers();
    let mut holder = sqlx::AnyConnection::connect(&world.db_url).await.ok()?;
    let taken = match world.proxy {
        None => sqlx::query("BEGIN IMMEDIATE").execute(&mut holder).await.is_ok(),
        Some(_) => {
            sqlx::query("BEGIN").execute(&mut holder).await.is_ok()
                && sqlx::query("LOCK TABLE games IN EXCLUSIVE MODE").execute(&mut holder).await.is_ok()
        }
    };
    taken.then_some(holder)
}

/// Kills the bot with SIGKILL at a moment of the aimed phase, and starts it again after up to 1.5 s. The kill
/// is counted by the phase it actually fell in: a save held up (the database's writes held while a click is under
/// way, so the kill lands inside its save), a board showing the CPU thinking, else an interaction under way
/// (mid-save), else idle.
async fn kill(world: &World, rng: &mut Rng) {
    let mut held = None;
    match rng.below(3) {
        0 => {
            held = hold_writes(world).await;
            wait_for(Duration::from_secs(3), || world.in_flight.load(Ordering::SeqCst) > 0).await;
            // A save waits up to a second for the database: the kill lands while it waits.
            let within = if held.is_some() { 50_000 + rng.below(400_000) } else { rng.below(4000) };
            sleep(Duration::from_micros(within)).await;
        }
        1 => wait_for(Duration::from_secs(15), || cpu_thinking(world)).await,
        _ => {
            let idle = || world.in_flight.load(Ordering::SeqCst) == 0 && !cpu_thinking(world);
            wait_for(Duration::from_secs(3), idle).await
        }
    }
    let _gate = world.gate.write().await;
    let phase = if held.is_some() && world.in_flight.load(Ordering::SeqCst) > 0 {
        "kill -9 (mid-save, its write held)"
    } else if cpu_thinking(world) {
        "kill -9 (CPU thinking)"
    } else if world.in_flight.load(Ordering::SeqCst) > 0 {
        "kill -9 (mid-save)"
    } else {
        "kill -9 (idle)"
    };
    let killed = Instant::now();
    world.bot.lock().await.kill();
    if world.round_live.load(Ordering::SeqCst) {
        world.log.lock().unwrap().kills_in_round += 1;
    }
    if let Some(mut holder) = held {
        let _ = sqlx::query("ROLLBACK").execute(&mut holder).await;
        let _ = sqlx::Connection::close(holder).await;
    }
    world.count_fault(phase);
    sleep(Duration::from_millis(rng.below(1500))).await;
    let ready = world.start_bot().await;
    if ready.is_none() {
        world.note("the bot did not come back after a kill".into());
    }
    world.log.lock().unwrap().kills.push((killed, ready.unwrap_or_else(Instant::now)));
}

/// Fails the next few REST requests of one kind, as Discord or the network may: an error, a rate limit (429,
/// which the bot sees unretried: serenity's own limiter is off behind the fake's proxy), an answer late, or a
/// request applied whose answer is lost. Each is counted when armed and, by the fake, when a request meets it.
fn rest_fault(world: &World, rng: &mut Rng) {
    match rng.below(11) {
        0 => {
            world.arm("REST: answer refused (404 10062)", |fake| {
                fake.fail_requests("POST", "/callback", 1 + rng.below(2) as u32, 404, 10062)
            });
        }
        1 => {
            world.arm("REST: edit through a token (500)", |fake| {
                fake.fail_requests("PATCH", "/messages/@original", 1 + rng.below(3) as u32, 500, 0)
            });
        }
        2 => {
            let boards: Vec<(u64, u64)> = world.boards.lock().unwrap().values().copied().collect();
            if boards.is_empty() {
                return;
            }
            let (channel, board) = boards[rng.below(boards.len() as u64) as usize];
            world.arm("REST: board edit (503)", |fake| {
                fake.fail_requests("PATCH", &format!("/channels/{channel}/messages/{board}"), 1, 503, 0)
            });
        }
        3 => {
            world.arm("REST: message post, connection closed", |fake| fake.fail_requests("POST", "/messages", 1, 0, 0));
        }
        4 => {
            world.arm("REST: message post (502)", |fake| fake.fail_requests("POST", "/messages", 1, 502, 0));
        }
        5 => {
            let retry_after = Duration::from_millis(500 + rng.below(2500));
            world.arm("REST: edit through a token, rate limited (429)", |fake| {
                fake.rate_limit("PATCH", "/messages/@original", 1 + rng.below(3) as u32, retry_after)
            });
        }
        6 => {
            world.arm("REST: global rate limit (429)", |fake| {
                fake.rate_limit_globally(Duration::from_millis(500 + rng.below(1500)))
            });
        }
        7 => {
            let delay = Duration::from_millis(3000 + rng.below(2000));
            world.arm("REST: edit through a token answered after 3 s", |fake| {
                fake.delay_requests("PATCH", "/messages/@original", 1, delay)
            });
        }
        8 => {
            world.arm("REST: message post applied, its answer lost", |fake| {
                fake.apply_then_drop("POST", "/messages", 1)
            });
        }
        9 => {
            world.arm("REST: edit through a token applied, its answer lost", |fake| {
                fake.apply_then_drop("PATCH", "/messages/@original", 1)
            });
        }
        _ => {
            world.arm("REST: edit through a token, connection closed", |fake| {
                fake.fail_requests("PATCH", "/messages/@original", 1, 0, 0)
            });
        }
    }
}

async fn gateway_close(world: &World, rng: &mut Rng) {
    let code = [4000, 1001, 4009][rng.below(3) as usize];
    if world.second_running.load(Ordering::SeqCst) {
        return;
    }
    if timeout(FAKE_WAIT, world.fake.disconnect(code)).await.is_ok() {
        world.count_fault("gateway closed");
        world.mark(format!("(close code {code})"));
    }
}

/// The database taken away for `period`: SQLite's write lock held by another connection, or PostgreSQL's
/// connections cut and new ones refused (through the proxy; the shared server is never touched). With `full`
/// (SQLite), the disk is full instead: writes that grow the database fail with SQLITE_FULL (the bot's
/// test-only hook, `store::disk_full`).
async fn database_away(world: Arc<World>, period: Duration, full: bool) {
    if full {
        world.count_fault("database full (SQLITE_FULL)");
        let flag = world.disk_full_flag();
        if std::fs::write(&flag, b"").is_ok() {
            sleep(period).await;
        }
        let _ = std::fs::remove_file(&flag);
        return;
    }
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

/// A second process started on the same shards after `after_ms` (a deploy that overlaps, an operator's mistake):
/// its gateway connections get every event too, and it must stay silent while the first holds the shards. It
/// runs for 3 to 6 s and is then killed (counted as a kill: it may hold the shards by then, on PostgreSQL after
/// an outage). No kill of the first happens meanwhile, and no gateway close: the fake holds players' events back
/// while no connection is live, and would hand them to the second process alone while the first reconnects.
async fn second_process(world: Arc<World>, after_ms: u64) {
    sleep(Duration::from_millis(after_ms)).await;
    let mut first = world.bot.lock().await;
    wait_for(Duration::from_secs(10), || world.fake.live_connections(0) > 0).await;
    if world.over() || !first.running() || world.fake.live_connections(0) == 0 {
        return;
    }
    world.second_running.store(true, Ordering::SeqCst);
    let mut second = first.sibling();
    if let Some(proxy) = &world.proxy {
        let url = proxy.url_through(&world.db_url);
        let joiner = if url.contains('?') { '&' } else { '?' };
        second.set("database.url", &format!("{url}{joiner}application_name={}_second", world.application_name(0)));
    }
    match second.try_start().await {
        Ok(_) => {
            world.count_fault("a second process on the same shards");
            sleep(Duration::from_millis(3000 + after_ms % 3000)).await;
        }
        Err(why) => world.note(format!("the second process did not start: {}", why.lines().next().unwrap_or(""))),
    }
    let killed = Instant::now();
    second.kill();
    world.mark("(the second process killed)".into());
    world.log.lock().unwrap().kills.push((killed, killed));
    world.second_running.store(false, Ordering::SeqCst);
    drop(first);
}

/// The bot's Send Messages permission revoked in `channel` for `period` (its posts and edits there get 50013),
/// then given back.
async fn writes_denied(world: Arc<World>, channel: u64, period: Duration) {
    world.fake.deny_writes(channel, 50013);
    world.count_fault("send permission revoked in a channel (50013)");
    sleep(period).await;
    world.fake.allow_writes(channel);
}

/// A moderator deletes a table's board (the fake forgets it, and the bot gets MESSAGE_DELETE; in a group DM the bot
/// is not in, a player deletes it and the bot hears nothing).
async fn delete_board(world: &World, rng: &mut Rng) {
    let Some((table, channel, board)) = pick_board(world, rng, |_| true) else { return };
    let _turn = world.tables[table].lock().await;
    world.fake.delete_message(board);
    if is_group_dm(channel) {
        return world.count_fault("board deleted in a group DM");
    }
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

/// A game's thread deleted (THREAD_DELETE, as Discord sends it): its game ends, unscored.
async fn delete_thread(world: &World, rng: &mut Rng) {
    let threads: Vec<u64> = world.fake.threads().iter().filter_map(|t| t["id"].as_str()?.parse().ok()).collect();
    let Some((table, channel, _)) = pick_board(world, rng, |channel| threads.contains(&channel)) else { return };
    let _turn = world.tables[table].lock().await;
    world.gone.lock().unwrap().insert(channel);
    if timeout(FAKE_WAIT, world.fake.delete_thread(channel)).await.is_ok() {
        world.count_fault("thread deleted");
    }
}

/// A tournament's channel refuses the bot for `period`: it may not open threads there (`threads`), or may not post
/// in its threads; its organiser resumes a tournament the bot paused for it once it is over.
async fn tournament_refused(world: Arc<World>, channel: u64, threads: bool, period: Duration) {
    world.tournament_faults.fetch_add(1, Ordering::SeqCst);
    if threads {
        world.fake.deny_threads(channel);
        world.count_fault("tournament: threads refused in its channel (50013)");
    } else {
        world.fake.deny_thread_writes(channel, 50013);
        world.count_fault("tournament: posts in its threads refused (50013)");
    }
    sleep(period).await;
    match threads {
        true => world.fake.allow_threads(channel),
        false => world.fake.allow_writes(channel),
    }
    world.tournament_faults.fetch_sub(1, Ordering::SeqCst);
}

/// A random table's (table, channel, board) among those whose channel `pick` accepts.
fn pick_board(world: &World, rng: &mut Rng, pick: impl Fn(u64) -> bool) -> Option<(usize, u64, u64)> {
    let boards: Vec<(usize, u64, u64)> =
        world.boards.lock().unwrap().iter().map(|(&t, &(c, b))| (t, c, b)).filter(|&(_, c, _)| pick(c)).collect();
    (!boards.is_empty()).then(|| boards[rng.below(boards.len() as u64) as usize])
}
