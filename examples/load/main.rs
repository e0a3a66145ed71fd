//! Load benchmark: N PvP games on the real bot against the loopback fake Discord (set-up, memory, moves, restore),
//! or with `--vs-cpu`, N players at once against the CPU for M minutes (`load/vs_cpu.rs`), or with `--web`, R
//! readers of N finished games' web pages for M minutes while P pairs play on (`load/web.rs`).
//!
//! `cargo run --release --example load -- [--games N] [--moves M] [--concurrency C] [--database sqlite|postgres]`
//! `cargo run --release --example load -- --vs-cpu [--games N] [--minutes M] [--seed S] [--level L]
//! [--variants V,V…] [--database sqlite|postgres]`
//! `cargo run --release --example load -- --web [--games N] [--minutes M] [--readers R] [--players P]
//! [--database sqlite|postgres]`
//!
//! `--database sqlite` (the default) puts the bot's database in a SQLite file in a temporary directory;
//! `--database postgres` in a fresh schema `bench_load` on the test server (`TEST_POSTGRES_URL`, else
//! `postgres://postgres@127.0.0.1:5432/test`). The restart reopens the same database by its URL. Either is
//! removed at the end, also when the run fails.

mod vs_cpu;
mod web;

use cuatro::bot::Running;
use cuatro::config::{Config, Secret};
use cuatro::engine::{Game, Move, Rng, Variant};
use cuatro::game::{Action, Press, Session};
use cuatro::store::scratch::ScratchDatabase;
use cuatro::store::{Engine, Store};
use cuatro_fake_discord::{CHANNEL_ID, FakeDiscord, FakeUser, Opt};
use serde_json::Value;
use std::future::Future;
use std::process::ExitCode;
use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::{Duration, Instant, SystemTime, UNIX_EPOCH};

/// How long one interaction may go unanswered before it counts as failed.
const ANSWER_WAIT: Duration = Duration::from_secs(10);
/// Game `i` is played by red `RED_BASE + i` (who challenges and moves first) and yellow `YELLOW_BASE + i`.
const RED_BASE: u64 = 4_100_000_000_000_000_000;
const YELLOW_BASE: u64 = 5_100_000_000_000_000_000;
const USAGE: &str = "usage: load [--games N] [--moves M] [--concurrency C] [--database sqlite|postgres]\n       \
                     load --vs-cpu [--games N] [--minutes M] [--seed S] [--level easy|medium|hard] \
                     [--variants V,V...] [--database sqlite|postgres]\n       \
                     load --web [--games N] [--minutes M] [--readers R] [--players P] [--database sqlite|postgres]";

struct Args {
    games: usize,
    moves: u32,
    concurrency: usize,
    database: Engine,
    /// The vs-CPU mode's plan, with `--vs-cpu`.
    vs_cpu: Option<vs_cpu::Plan>,
    /// The web mode's plan, with `--web`.
    web: Option<web::Plan>,
}

/// One game in progress: its channel, board message, game id and players.
struct Table {
    board: u64,
    game: u64,
    red: FakeUser,
    yellow: FakeUser,
}

/// One click's latency: until `fake.response` saw the answer (it polls every 5 ms), and until the fake
/// received the callback request (exact).
struct Sample {
    polled: Duration,
    callback: Duration,
}

struct Percentiles {
    p50: Duration,
    p90: Duration,
    p99: Duration,
    max: Duration,
}

struct MoveFigures {
    moves: usize,
    per_second: f64,
    callback: Percentiles,
}

fn main() -> ExitCode {
    // SAFETY: the first statement of main, before any thread exists that could read the environment.
    unsafe { std::env::set_var("HTTPS_PROXY", "http://127.0.0.1:9") };
    let args = match parse_args() {
        Ok(args) => args,
        Err(e) => {
            eprintln!("load: {e}\n{USAGE}");
            return ExitCode::from(2);
        }
    };
    init_logs();
    let runtime = tokio::runtime::Builder::new_multi_thread().enable_all().build().expect("a tokio runtime");
    match runtime.block_on(run(args)) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("load: {e}");
            ExitCode::FAILURE
        }
    }
}

fn parse_args() -> Result<Args, String> {
    let mut args = Args { games: 1000, moves: 10, concurrency: 64, database: Engine::Sqlite, vs_cpu: None, web: None };
    let (mut games, mut pvp_only, mut cpu_only, mut web_only, mut vs_cpu) = (None, None, None, None, false);
    let (mut web, mut minutes) = (false, None);
    let mut pages = web::Plan { games: 100, minutes: 1.0, readers: 32, players: 50 };
    let mut plan = vs_cpu::Plan {
        games: 200,
        minutes: 10.0,
        seed: 1,
        level: vs_cpu::Plan::level("hard")?,
        variants: vs_cpu::Plan::variants("three-players,popout,10x10,classic")?,
    };
    let mut words = std::env::args().skip(1);
    while let Some(flag) = words.next() {
        if flag == "--vs-cpu" || flag == "--web" {
            vs_cpu |= flag == "--vs-cpu";
            web |= flag == "--web";
            continue;
        }
        let value = words.next().ok_or(format!("{flag} needs a value"))?;
        let n = || value.parse::<usize>().map_err(|_| format!("{flag}: `{value}` is not a number"));
        match flag.as_str() {
            "--games" => games = Some(n()?),
            "--moves" => args.moves = u32::try_from(n()?).map_err(|_| "--moves is too large")?,
            "--concurrency" => args.concurrency = n()?,
            "--database" => args.database = Engine::parse(&value).map_err(|e| format!("--database: {e}"))?,
            "--minutes" => {
                minutes = value
                    .parse::<f64>()
                    .ok()
                    .filter(|m| *m > 0.0 && *m <= 24.0 * 60.0)
                    .map(Some)
                    .ok_or(format!("--minutes: `{value}` is not a number of minutes above 0 (at most a day)"))?
            }
            "--readers" => pages.readers = n()?,
            "--players" => pages.players = n()?,
            "--seed" => plan.seed = value.parse().map_err(|_| format!("--seed: `{value}` is not a number"))?,
            "--level" => plan.level = vs_cpu::Plan::level(&value)?,
            "--variants" => plan.variants = vs_cpu::Plan::variants(&value)?,
            _ => return Err(format!("unknown argument `{flag}`")),
        }
        match flag.as_str() {
            "--moves" | "--concurrency" => pvp_only = Some(flag),
            "--seed" | "--level" | "--variants" => cpu_only = Some(flag),
            "--readers" | "--players" => web_only = Some(flag),
            _ => {}
        }
    }
    let (mode, other) = match (vs_cpu, web) {
        (true, true) => return Err("--vs-cpu and --web are two modes: one at a time".into()),
        (true, false) => ("--vs-cpu", pvp_only.or(web_only)),
        (false, true) => ("--web", pvp_only.or(cpu_only)),
        (false, false) => ("", cpu_only.or(web_only).or(minutes.map(|_| "--minutes".to_string()))),
    };
    if let Some(flag) = other {
        return Err(format!("{flag} does not apply {}", if mode.is_empty() { "without a mode" } else { mode }));
    }
    if vs_cpu {
        plan.games = games.unwrap_or(plan.games);
        plan.minutes = minutes.unwrap_or(plan.minutes);
    } else if web {
        pages.games = games.unwrap_or(pages.games);
        pages.minutes = minutes.unwrap_or(pages.minutes);
    } else {
        args.games = games.unwrap_or(args.games);
    }
    if games == Some(0) || args.concurrency == 0 || pages.readers == 0 {
        return Err("--games, --concurrency and --readers must be at least 1".into());
    }
    args.vs_cpu = vs_cpu.then_some(plan);
    args.web = web.then_some(pages);
    Ok(args)
}

/// Bot and serenity warnings go to stderr (`RUST_LOG` overrides the `warn` level).
fn init_logs() {
    let filter = tracing_subscriber::EnvFilter::try_from_default_env()
        .unwrap_or_else(|_| tracing_subscriber::EnvFilter::new("warn"));
    tracing_subscriber::fmt().with_env_filter(filter).with_writer(std::io::stderr).init();
}

async fn run(mut args: Args) -> Result<(), String> {
    check_pattern(args.moves)?;
    let database = ScratchDatabase::create(args.database, "bench_load").await.map_err(|e| e.to_string())?;
    let result = match (args.vs_cpu.take(), args.web.take()) {
        (Some(plan), _) => bench_vs_cpu(plan, database.url.clone(), database.engine.name()).await,
        (_, Some(plan)) => bench_web(plan, database.url.clone(), database.engine.name()).await,
        _ => bench(&args, database.url.clone(), database.engine.name()).await,
    };
    if let Err(e) = database.remove().await {
        eprintln!("load: could not remove the scratch database: {e}");
    }
    result
}

async fn bench(args: &Args, url: String, engine: &str) -> Result<(), String> {
    let fake = FakeDiscord::start().await;
    let config = bot_config(&fake, url);
    let bot = start_bot(&fake, config.clone()).await?;
    fake.wait_commands_registered().await;
    println!(
        "load: {} games, {} moves each, {} in flight, database {engine}",
        args.games, args.moves, args.concurrency
    );

    let rss_before = rss_bytes();
    let tables = phase_setup(&fake, args).await;
    let per_game = phase_memory(rss_before, &bot, tables.len());
    let figures = phase_moves(&fake, &bot, &tables, args).await;
    let (bot, restore) = phase_restart(&fake, bot, config, &tables, args).await?;
    println!(
        "summary: db={engine} games={} moves={} moves/s={:.0} p50={:.2}ms p99={:.2}ms bytes/game={} restore={:.0}ms",
        tables.len(),
        figures.moves,
        figures.per_second,
        ms(figures.callback.p50),
        ms(figures.callback.p99),
        per_game,
        ms(restore),
    );
    bot.stop().await;
    fake.shutdown().await;
    Ok(())
}

/// The vs-CPU mode on a fresh bot.
async fn bench_vs_cpu(plan: vs_cpu::Plan, url: String, engine: &str) -> Result<(), String> {
    let fake = FakeDiscord::start().await;
    let bot = start_bot(&fake, bot_config(&fake, url)).await?;
    fake.wait_commands_registered().await;
    let result = vs_cpu::run(&fake, &bot, engine, plan).await;
    bot.stop().await;
    fake.shutdown().await;
    result
}

/// The web mode on a fresh bot serving its pages on a loopback port of its own, with no limit on requests (the
/// readers share one address).
async fn bench_web(plan: web::Plan, url: String, engine: &str) -> Result<(), String> {
    let fake = FakeDiscord::start().await;
    let mut config = bot_config(&fake, url);
    config.web.listen = Some("127.0.0.1:0".into());
    config.web.requests_per_minute = 1_000_000;
    let bot = start_bot(&fake, config).await?;
    fake.wait_commands_registered().await;
    let result = web::run(&fake, &bot, engine, plan).await;
    bot.stop().await;
    fake.shutdown().await;
    result
}

/// The column of move `k` (0-based): 0, 1, …, 6, 0, 1, … Rows then alternate colours, so the first
/// line is a diagonal on the fourth row (move 22); `check_pattern` confirms it for the run.
fn column(k: u32) -> u8 {
    (k % 7) as u8
}

/// Plays the pattern on the engine: the M moves and the restart phase's extra one must not end the game.
fn check_pattern(moves: u32) -> Result<(), String> {
    let mut game = Game::new(Variant::default());
    for k in 0..=moves {
        let outcome = game.play(Move::Drop(column(k))).map_err(|e| format!("move {}: {e}", k + 1))?;
        if outcome.is_over() {
            return Err(format!(
                "the move pattern ends a game at move {}: use --moves {} or fewer",
                k + 1,
                k.max(1) - 1
            ));
        }
    }
    Ok(())
}

fn bot_config(fake: &FakeDiscord, url: String) -> Config {
    let mut config = Config::default();
    config.discord.token = Some(Secret::new("fake-token"));
    config.discord.api_proxy = Some(fake.api_proxy());
    config.database.url = url;
    let games = &mut config.games;
    games.max_games_per_server = usize::MAX;
    games.max_cpu_games_per_server = usize::MAX;
    games.cpu_game_cooldown = Duration::ZERO;
    games.max_games_per_user = usize::MAX;
    games.challenge_cooldown = Duration::ZERO;
    games.tick = Duration::from_millis(250);
    games.default_timer = None;
    config
}

/// Starts the bot and waits until it is connected and has set itself up.
async fn start_bot(fake: &FakeDiscord, config: Config) -> Result<Running, String> {
    let readies = fake.readies();
    let bot = cuatro::bot::start(config).await.map_err(|e| format!("the bot did not start: {e}"))?;
    wait_ready(fake, readies).await?;
    Ok(bot)
}

async fn wait_ready(fake: &FakeDiscord, readies_before: u64) -> Result<(), String> {
    let connected = async {
        while fake.readies() <= readies_before {
            tokio::time::sleep(Duration::from_millis(10)).await;
        }
    };
    tokio::time::timeout(ANSWER_WAIT, connected).await.map_err(|_| "no READY from the bot's new connection")?;
    // poise's setup runs after READY; give it a moment, as the end-to-end tests do.
    tokio::time::sleep(Duration::from_millis(200)).await;
    Ok(())
}

/// Phase 1: every game is a challenge and its acceptance, `concurrency` at a time.
async fn phase_setup(fake: &FakeDiscord, args: &Args) -> Vec<Table> {
    let started = Instant::now();
    let fake = fake.clone();
    let results = pool(args.games, args.concurrency, move |i| open_table(fake.clone(), i)).await;
    let elapsed = started.elapsed();
    let tables = keep_ok(results, "set-up");
    let rate = tables.len() as f64 / elapsed.as_secs_f64();
    println!(
        "set-up: {} games (challenge + accept) in {:.2} s = {rate:.1} games/s",
        tables.len(),
        elapsed.as_secs_f64()
    );
    tables
}

async fn open_table(fake: FakeDiscord, i: usize) -> Result<Table, String> {
    let red = FakeUser::new(RED_BASE + i as u64, &format!("red{i}"));
    let yellow = FakeUser::new(YELLOW_BASE + i as u64, &format!("yellow{i}"));
    let options = vec![("opponent", Opt::User(yellow.clone()))];
    let challenge = fake.slash_in(CHANNEL_ID + i as u64, &red, &["connect4", "challenge"], options).await;
    expect_type(&answer(&fake, challenge).await?, 4, "challenge")?;
    let board = fake.original_message(challenge).ok_or("the challenge created no message")?;
    let accept = fake.click(&yellow, board, &button(&fake, board, "c4:a:")?).await;
    expect_type(&answer(&fake, accept).await?, 7, "accept")?;
    match Action::parse(&button(&fake, board, "c4:d:")?) {
        Ok(Action::Board { game, press: Press::Drop { move_no: 0, .. }, .. }) => Ok(Table { board, game, red, yellow }),
        other => Err(format!("unexpected first drop button: {other:?}")),
    }
}

/// The process's CPU time so far (user + system), from /proc/self/stat, in clock ticks of 10 ms.
fn process_cpu() -> Option<Duration> {
    let stat = std::fs::read_to_string("/proc/self/stat").ok()?;
    let fields: Vec<&str> = stat.rsplit_once(')')?.1.split_whitespace().collect();
    let ticks: u64 = fields.get(11)?.parse::<u64>().ok()? + fields.get(12)?.parse::<u64>().ok()?;
    Some(Duration::from_millis(ticks * 10))
}

/// Phase 2: resident memory per live game, and the size of a session itself.
fn phase_memory(rss_before: Option<u64>, bot: &Running, tables: usize) -> u64 {
    let live = bot.app.live.len();
    let (Some(before), Some(after)) = (rss_before, rss_bytes()) else {
        println!("memory: VmRSS not readable from /proc/self/status");
        return 0;
    };
    let per_game = after.saturating_sub(before) / tables.max(1) as u64;
    println!(
        "memory: VmRSS {:.1} MiB -> {:.1} MiB with {live} live games = {per_game} bytes/game \
         (upper bound: includes the fake Discord's stored messages and request log, same process)",
        mib(before),
        mib(after),
    );
    println!("memory: size_of::<Session>() = {} bytes", std::mem::size_of::<Session>());
    per_game
}

/// Phase 3: every game plays its moves, `concurrency` games at a time.
async fn phase_moves(fake: &FakeDiscord, bot: &Running, tables: &[Table], args: &Args) -> MoveFigures {
    let tables: Arc<Vec<Table>> = Arc::new(tables.iter().map(clone_table).collect());
    let (fake, moves) = (fake.clone(), args.moves);
    let (started, cpu_before, saves_before) = (Instant::now(), process_cpu(), bot.app.metrics.db_writes());
    let results = pool(tables.len(), args.concurrency, move |i| {
        let (fake, tables) = (fake.clone(), Arc::clone(&tables));
        async move { play_game(&fake, &tables[i], moves).await }
    })
    .await;
    let elapsed = started.elapsed();
    let samples: Vec<Sample> = keep_ok(results, "moves").into_iter().flatten().collect();
    let per_second = samples.len() as f64 / elapsed.as_secs_f64();
    let polled = percentiles(samples.iter().map(|s| s.polled).collect());
    let callback = percentiles(samples.iter().map(|s| s.callback).collect());
    println!("moves: {} in {:.2} s = {per_second:.0} moves/s", samples.len(), elapsed.as_secs_f64());
    if let Some(cpu) = process_cpu().zip(cpu_before).map(|(after, before)| after - before) {
        println!(
            "moves: the process used {:.2} s of CPU = {:.0} µs per move (bot and fake together) = {:.0} moves/s per core",
            cpu.as_secs_f64(),
            cpu.as_secs_f64() * 1e6 / samples.len().max(1) as f64,
            samples.len() as f64 / cpu.as_secs_f64().max(1e-9)
        );
    }
    let saves = bot.app.metrics.db_writes() - saves_before;
    println!("moves: {saves} game saves = {:.2} per move", saves as f64 / samples.len().max(1) as f64);
    print_latency("click -> callback received by the fake", &callback);
    print_latency("click -> answer seen by fake.response (polls every 5 ms)", &polled);
    MoveFigures { moves: samples.len(), per_second, callback }
}

fn clone_table(table: &Table) -> Table {
    Table { board: table.board, game: table.game, red: table.red.clone(), yellow: table.yellow.clone() }
}

async fn play_game(fake: &FakeDiscord, table: &Table, moves: u32) -> Result<Vec<Sample>, String> {
    let mut samples = Vec::with_capacity(moves as usize);
    for k in 0..moves {
        samples
            .push(drop_stone(fake, table, k).await.map_err(|e| format!("game {}, move {}: {e}", table.game, k + 1))?);
    }
    Ok(samples)
}

/// Plays move `k` (0-based) of the pattern and times it.
async fn drop_stone(fake: &FakeDiscord, table: &Table, k: u32) -> Result<Sample, String> {
    let user = if k.is_multiple_of(2) { &table.red } else { &table.yellow };
    let custom_id = Press::Drop { move_no: k, column: column(k) }.on(table.game).to_string();
    let started = Instant::now();
    let click = fake.click(user, table.board, &custom_id).await;
    let body = answer(fake, click).await?;
    let polled = started.elapsed();
    expect_type(&body, 7, "drop")?;
    let received = fake.callback_at(click).ok_or("no callback request recorded")?;
    Ok(Sample { polled, callback: received.saturating_duration_since(started) })
}

/// Phase 4: stop the bot, time a start that restores every game, then use an old board's button.
async fn phase_restart(
    fake: &FakeDiscord,
    bot: Running,
    config: Config,
    tables: &[Table],
    args: &Args,
) -> Result<(Running, Duration), String> {
    let live_before = bot.app.live.len();
    bot.stop().await;
    read_store(&config.database.url).await?;
    let readies = fake.readies();
    let heap_before = heap_bytes();
    let started = Instant::now();
    let bot = cuatro::bot::start(config).await.map_err(|e| format!("the bot did not restart: {e}"))?;
    let restore = started.elapsed();
    let live = bot.app.live.len();
    println!("restart: start() restored {live} of {live_before} live games in {:.1} ms", ms(restore));
    let per_game = heap_bytes().saturating_sub(heap_before) / live.max(1) as u64;
    println!(
        "memory: the restarted bot's heap grew by {per_game} bytes per restored game \
         (sessions, registry and the bot's fixed start-up cost spread over them; the fake excluded)"
    );
    wait_ready(fake, readies).await?;
    if tables.is_empty() {
        return Ok((bot, restore));
    }
    let table = &tables[Rng::new(seed()).below(tables.len() as u64) as usize];
    let body = old_button_click(fake, table, args.moves).await?;
    let kind = &body["type"];
    let verdict = if kind == 7 { "ok" } else { "FAILED" };
    println!("restart: old board button of game {} after the restart answered type {kind}: {verdict}", table.game);
    Ok((bot, restore))
}

/// Times what the restore does with the database alone: open it and read every active session.
async fn read_store(url: &str) -> Result<(), String> {
    let started = Instant::now();
    let store = Store::open(url).await.map_err(|e| format!("reopening the database: {e}"))?;
    let (sessions, broken) = store.active_sessions().await.map_err(|e| format!("reading the games: {e}"))?;
    let elapsed = started.elapsed();
    store.close().await;
    println!(
        "restart: database alone: open + read {} active sessions ({} unreadable) in {:.1} ms",
        sessions.len(),
        broken.len(),
        ms(elapsed)
    );
    Ok(())
}

/// Clicks the next move's button as the board message stored before the restart shows it.
async fn old_button_click(fake: &FakeDiscord, table: &Table, moves: u32) -> Result<Value, String> {
    let Ok(Action::Board { game, press: Press::Drop { move_no, .. }, .. }) =
        Action::parse(&button(fake, table.board, "c4:d:")?)
    else {
        return Err("the old board has no drop button".into());
    };
    if move_no != moves {
        println!("restart: note: the old board shows move {move_no}, expected {moves}");
    }
    let user = if move_no.is_multiple_of(2) { &table.red } else { &table.yellow };
    let custom_id = Press::Drop { move_no, column: column(move_no) }.on(game).to_string();
    let click = fake.click(user, table.board, &custom_id).await;
    answer(fake, click).await
}

/// Runs `job(0..count)` on `concurrency` tasks; results come back in index order.
async fn pool<T, F, Fut>(count: usize, concurrency: usize, job: F) -> Vec<Result<T, String>>
where
    T: Send + 'static,
    F: Fn(usize) -> Fut + Send + Sync + 'static,
    Fut: Future<Output = Result<T, String>> + Send + 'static,
{
    let (next, job) = (Arc::new(AtomicUsize::new(0)), Arc::new(job));
    let workers: Vec<_> = (0..concurrency.min(count))
        .map(|_| {
            let (next, job) = (Arc::clone(&next), Arc::clone(&job));
            tokio::spawn(async move {
                let mut done = Vec::new();
                loop {
                    let i = next.fetch_add(1, Ordering::Relaxed);
                    if i >= count {
                        return done;
                    }
                    done.push((i, job(i).await));
                }
            })
        })
        .collect();
    let mut results: Vec<Result<T, String>> = (0..count).map(|_| Err("a worker panicked".into())).collect();
    for worker in workers {
        for (i, result) in worker.await.unwrap_or_default() {
            results[i] = result;
        }
    }
    results
}

/// The successes; failures are counted and the first few printed.
fn keep_ok<T>(results: Vec<Result<T, String>>, phase: &str) -> Vec<T> {
    let (ok, failed): (Vec<_>, Vec<_>) = results.into_iter().partition(Result::is_ok);
    if !failed.is_empty() {
        println!("{phase}: {} FAILED", failed.len());
        for error in failed.iter().filter_map(|r| r.as_ref().err()).take(3) {
            println!("{phase}:   {error}");
        }
    }
    ok.into_iter().filter_map(Result::ok).collect()
}

/// The callback body of interaction `id`, without the fake's panic on a timeout.
async fn answer(fake: &FakeDiscord, id: u64) -> Result<Value, String> {
    let forever = Duration::from_secs(24 * 3600);
    let waited = tokio::time::timeout(ANSWER_WAIT, fake.response(id, forever)).await;
    waited.map_err(|_| format!("interaction {id} got no accepted callback within {ANSWER_WAIT:?}"))
}

fn expect_type(body: &Value, kind: u64, what: &str) -> Result<(), String> {
    let ephemeral = body["data"]["flags"].as_u64().unwrap_or(0) & 64 != 0;
    if body["type"] == kind && !ephemeral {
        return Ok(());
    }
    Err(format!("{what}: expected a public type {kind} answer, got {body}"))
}

/// The first button on stored message `message` whose custom id starts with `prefix`.
fn button(fake: &FakeDiscord, message: u64, prefix: &str) -> Result<String, String> {
    let stored = fake.message(message).ok_or(format!("message {message} is not stored"))?;
    let ids = FakeDiscord::buttons(&stored).into_iter().flatten().map(|(id, _, _)| id);
    ids.into_iter().find(|id| id.starts_with(prefix)).ok_or(format!("no `{prefix}` button on message {message}"))
}

fn percentiles(mut samples: Vec<Duration>) -> Percentiles {
    samples.sort_unstable();
    let at = |p: f64| {
        let rank = (p / 100.0 * samples.len() as f64).ceil() as usize;
        samples.get(rank.clamp(1, samples.len().max(1)) - 1).copied().unwrap_or_default()
    };
    Percentiles { p50: at(50.0), p90: at(90.0), p99: at(99.0), max: at(100.0) }
}

fn print_latency(what: &str, p: &Percentiles) {
    println!(
        "moves: latency {what}: p50={:.2}ms p90={:.2}ms p99={:.2}ms max={:.2}ms",
        ms(p.p50),
        ms(p.p90),
        ms(p.p99),
        ms(p.max)
    );
}

/// Counts live heap bytes, so the bot's own memory can be told apart from the fake's.
struct CountingAllocator;

static HEAP: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(0);

// SAFETY: every call is forwarded unchanged to the system allocator; only a counter is added.
unsafe impl std::alloc::GlobalAlloc for CountingAllocator {
    unsafe fn alloc(&self, layout: std::alloc::Layout) -> *mut u8 {
        HEAP.fetch_add(layout.size() as u64, std::sync::atomic::Ordering::Relaxed);
        // SAFETY: the caller upholds `alloc`'s contract, which `System` shares.
        unsafe { std::alloc::System.alloc(layout) }
    }
    unsafe fn dealloc(&self, ptr: *mut u8, layout: std::alloc::Layout) {
        HEAP.fetch_sub(layout.size() as u64, std::sync::atomic::Ordering::Relaxed);
        // SAFETY: `ptr` came from `alloc` above with this layout.
        unsafe { std::alloc::System.dealloc(ptr, layout) }
    }
}

#[global_allocator]
static ALLOCATOR: CountingAllocator = CountingAllocator;

fn heap_bytes() -> u64 {
    HEAP.load(std::sync::atomic::Ordering::Relaxed)
}

/// VmRSS of this process, from /proc/self/status.
fn rss_bytes() -> Option<u64> {
    let status = std::fs::read_to_string("/proc/self/status").ok()?;
    let line = status.lines().find(|l| l.starts_with("VmRSS:"))?;
    let kib: u64 = line.split_whitespace().nth(1)?.parse().ok()?;
    Some(kib * 1024)
}

fn seed() -> u64 {
    SystemTime::now().duration_since(UNIX_EPOCH).map_or(1, |d| d.as_nanos() as u64)
}

fn ms(d: Duration) -> f64 {
    d.as_secs_f64() * 1000.0
}

fn mib(bytes: u64) -> f64 {
    bytes as f64 / (1024.0 * 1024.0)
}
