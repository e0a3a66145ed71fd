//! A seeded chaos run: the real `cuatro` binary against the fake Discord, many games played at once and tournaments
//! played to their end while faults are injected (kill -9, REST failures, gateway closes, the database taken away,
//! deleted boards and threads, the bot removed from a server, a tournament's threads refused), then a clean restart
//! and the checks of `check`. Shared by `examples/chaos.rs` and the `chaos` end-to-end test.

mod audit;
mod check;
mod duplicates;
pub mod errands;
mod faults;
mod options;
mod report;
mod table;
mod tournament_audit;
mod tournaments;
mod world;

pub use options::Options;
pub use report::Report;

use crate::FakeDiscord;
use crate::child::ChildBot;
use crate::tcp_proxy::{self, TcpProxy};
use cuatro_store::Engine;
use cuatro_store::scratch::ScratchDatabase;
use std::sync::Arc;
use std::time::{Duration, Instant};
use world::{DISK_FULL_FLAG, World};

/// The bot's test hook that makes a day pass every period (`cuatro::bot::clock::DAY_EVERY_VARIABLE`).
const DAY_EVERY_VARIABLE: &str = "TEST_CUATRO_DAY_EVERY";

/// Runs the chaos described by `options` and returns what it found. `None` when the engine is PostgreSQL and
/// no server answers (and none is required: see `scratch::test_schema`).
pub async fn run(options: Options) -> Option<Report> {
    let engine = options.engine.name().to_lowercase();
    let name = format!("chaos_{engine}_{}_{}", options.seed, std::process::id());
    let database = match options.engine {
        Engine::Sqlite => ScratchDatabase::create(Engine::Sqlite, &name).await.expect("a SQLite scratch database"),
        Engine::Postgres => match ScratchDatabase::create(Engine::Postgres, &name).await {
            Ok(database) => database,
            Err(e) if std::env::var_os("CI").is_none() && std::env::var_os("TEST_POSTGRES_URL").is_none() => {
                eprintln!("PostgreSQL not reachable ({e}): skipping the chaos run");
                return None;
            }
            Err(e) => panic!("PostgreSQL must be reachable (CI or TEST_POSTGRES_URL set): {e}"),
        },
    };
    let dir = std::env::temp_dir().join(format!("cuatro-{name}-dir"));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let fake = FakeDiscord::start().await;
    // PostgreSQL is reached through a proxy the faults can cut; its connections carry a name per start.
    let proxy = match options.engine {
        Engine::Postgres => Some(TcpProxy::start(&tcp_proxy::upstream_of(&database.url)).await),
        Engine::Sqlite => None,
    };
    let bot_url = proxy.as_ref().map_or_else(|| database.url.clone(), |p| p.url_through(&database.url));
    let mut bot = ChildBot::new(&fake, &dir, &bot_url);
    configure(&mut bot, options.engine);
    // A day passes every tenth of the run (at least every 20 s): each server's daily puzzle is posted once a period.
    let day_every = (options.duration / 10).max(Duration::from_secs(20));
    let start = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).unwrap_or_default();
    bot.set_variable(DAY_EVERY_VARIABLE, &format!("{}/{}", start.as_millis(), day_every.as_millis()));
    if options.engine == Engine::Sqlite {
        let flag = dir.join(DISK_FULL_FLAG);
        bot.set_variable(cuatro_store::disk_full::FLAG_VARIABLE, &flag.to_string_lossy());
    }
    let world = Arc::new(World::new(options.clone(), fake, bot, database.url.clone(), proxy, dir.clone()));
    world.start_bot().await.expect("the bot starts");
    world.setup_servers().await;

    let started = Instant::now();
    let tables: Vec<_> = (0..options.games).map(|i| tokio::spawn(table::play(Arc::clone(&world), i))).collect();
    let injector = tokio::spawn(faults::inject(Arc::clone(&world)));
    let tournaments = tokio::spawn({
        let world = Arc::clone(&world);
        async move { tournaments::run(&world).await }
    });
    let watcher = tokio::spawn(check::watch(Arc::clone(&world)));
    for task in tables {
        if let Err(e) = task.await {
            world.note(format!("a table's driver failed: {e}"));
        }
    }
    if let Err(e) = injector.await {
        world.note(format!("the fault injector failed: {e}"));
    }
    // The last season of tournaments is played out, the faults over.
    if let Err(e) = tournaments.await {
        world.note(format!("the tournaments' driver failed: {e}"));
    }
    let played_for = started.elapsed();
    let report = check::settle_and_check(&world, played_for).await;
    watcher.abort();

    world.bot.lock().await.kill();
    world.fake.shutdown().await;
    let keep = std::env::var_os("CHAOS_KEEP").is_some();
    if !keep {
        let _ = database.remove().await;
        let _ = std::fs::remove_dir_all(&dir);
    } else {
        eprintln!("chaos: kept the database {} and the bot's log in {}", database.url, dir.display());
    }
    Some(report)
}

/// The bot's settings in a chaos run: games that never wait long on a cap or a cooldown, the CPU shown as
/// "thinking" after 200 ms, the web pages on a port of each process's own, and on PostgreSQL a short lease (a restart waits out the dead process's).
fn configure(bot: &mut ChildBot, engine: Engine) {
    bot.set("games.tick", "100ms")
        .set("games.thinking_after", "200ms")
        .set("games.max_games_per_user", "10")
        .set("games.max_games_per_server", "1000")
        .set("web.listen", "127.0.0.1:0");
    if engine == Engine::Postgres {
        bot.set("discord.shard_lease", "1s");
    }
}
