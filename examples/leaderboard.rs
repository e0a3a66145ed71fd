//! Leaderboard benchmark: records N seeded games into a temporary database, then times the leaderboard, rank,
//! stats and rebuild queries.
//!
//! `cargo run --release --example leaderboard -- --games 100000 --players 2000 [--runs 200] [--seed 1]
//! [--database sqlite|postgres]`
//!
//! `--database sqlite` (the default) uses a SQLite file in a temporary directory; `--database postgres` a fresh
//! schema `bench_leaderboard` on the test server (`TEST_POSTGRES_URL`, else
//! `postgres://postgres@127.0.0.1:5432/test`). Either is removed at the end, also when the run fails.

use cuatro::engine::Rng;
use cuatro::game::{FinishedGame, Format, Millis};
use cuatro::store::scratch::ScratchDatabase;
use cuatro::store::{Engine, Store, StoreError};
use std::error::Error;
use std::future::Future;
use std::process::ExitCode;
use std::time::{Duration, Instant};

const USAGE: &str = "usage: leaderboard [--games N] [--players P] [--runs R] [--seed S] [--database sqlite|postgres]";
/// The big server most games are played on; a couple of small ones hold the rest.
const MAIN_GUILD: u64 = 1_000;
const OTHER_GUILDS: [u64; 2] = [2_000, 3_000];
const VARIANT: &str = "classic";
/// Games per `record_finished` call.
const BATCH: usize = 1_000;
const PER_PAGE: u32 = 10;
/// The first game's finish time; sessions then end 0–60 s apart.
const START: Millis = 1_700_000_000_000;

struct Args {
    games: usize,
    players: u64,
    runs: usize,
    seed: u64,
    database: Engine,
}

fn main() -> ExitCode {
    let args = match parse_args(std::env::args().skip(1)) {
        Ok(args) => args,
        Err(e) => {
            eprintln!("leaderboard: {e}\n{USAGE}");
            return ExitCode::from(2);
        }
    };
    let runtime = tokio::runtime::Builder::new_current_thread().enable_all().build().expect("a tokio runtime");
    match runtime.block_on(run(args)) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("leaderboard: {e}");
            ExitCode::FAILURE
        }
    }
}

/// Reads `--games`, `--players`, `--runs`, `--seed` and `--database`.
fn parse_args(mut argv: impl Iterator<Item = String>) -> Result<Args, String> {
    let mut args = Args { games: 100_000, players: 2_000, runs: 200, seed: 1, database: Engine::Sqlite };
    while let Some(flag) = argv.next() {
        let value = argv.next().ok_or_else(|| format!("{flag} needs a value"))?;
        let number = |v: &str| v.parse::<u64>().map_err(|_| format!("{flag}: `{v}` is not a number"));
        match flag.as_str() {
            "--games" => args.games = number(&value)? as usize,
            "--players" => args.players = number(&value)?,
            "--runs" => args.runs = number(&value)? as usize,
            "--seed" => args.seed = number(&value)?,
            "--database" => args.database = Engine::parse(&value).map_err(|e| format!("--database: {e}"))?,
            _ => return Err(format!("unknown argument `{flag}`")),
        }
    }
    if args.players < 2 || args.runs == 0 {
        return Err("--players must be at least 2 and --runs at least 1".into());
    }
    Ok(args)
}

async fn run(args: Args) -> Result<(), Box<dyn Error>> {
    let database = ScratchDatabase::create(args.database, "bench_leaderboard").await?;
    let result = bench(&args, &database.url, database.engine.name()).await;
    if let Err(e) = database.remove().await {
        eprintln!("leaderboard: could not remove the scratch database: {e}");
    }
    Ok(result?)
}

async fn bench(args: &Args, url: &str, engine: &str) -> Result<(), StoreError> {
    let store = Store::open(url).await?;

    let games = generate(args);
    let started = Instant::now();
    let mut changes = 0;
    for batch in games.chunks(BATCH) {
        changes += store.record_finished(batch).await?.len();
    }
    let load = started.elapsed();
    let pvp = games.iter().filter(|g| g.red.is_some() && g.yellow.is_some()).count();
    println!(
        "loaded {} games ({pvp} PvP, {} vs-CPU) into {engine} in {:.2} s ({:.0} games/s, batches of {BATCH}); \
         {changes} rating changes",
        games.len(),
        games.len() - pvp,
        load.as_secs_f64(),
        games.len() as f64 / load.as_secs_f64()
    );

    let first = store.leaderboard(MAIN_GUILD, VARIANT, 0, PER_PAGE).await?;
    let (last, middle) = (first.pages - 1, first.pages / 2);
    let mid_page = store.leaderboard(MAIN_GUILD, VARIANT, middle, PER_PAGE).await?;
    let mid_user = mid_page.rows.first().map_or(1, |(_, s)| s.user_id);
    let caller = first.rows.first().map_or(2, |(_, s)| s.user_id);
    println!("main server: {} players, {} pages of {PER_PAGE}; mid-table user {mid_user}", first.players, first.pages);

    println!("{:<28} {:>10} {:>10} {:>10} {:>10}", "query (µs)", "mean", "p50", "p99", "max");
    let runs = args.runs;
    time("leaderboard page 0", runs, || store.leaderboard(MAIN_GUILD, VARIANT, 0, PER_PAGE)).await?;
    time("leaderboard middle page", runs, || store.leaderboard(MAIN_GUILD, VARIANT, middle, PER_PAGE)).await?;
    time("leaderboard last page", runs, || store.leaderboard(MAIN_GUILD, VARIANT, last, PER_PAGE)).await?;
    time("standing (mid-table)", runs, || store.standing(MAIN_GUILD, VARIANT, mid_user)).await?;
    time("player_stats", runs, || store.player_stats(Some(MAIN_GUILD), VARIANT, mid_user, caller)).await?;
    time("rebuild_standings (once)", 1, || store.rebuild_standings(MAIN_GUILD)).await?;
    let rebuilt = store.leaderboard(MAIN_GUILD, VARIANT, 0, PER_PAGE).await?;
    println!("rebuild leaves the same first page: {}", same_page(&first, &rebuilt));
    store.close().await;
    Ok(())
}

/// The two pages list the same players with ratings within 1e-9.
fn same_page(a: &cuatro::game::LeaderboardPage, b: &cuatro::game::LeaderboardPage) -> bool {
    a.rows.len() == b.rows.len()
        && a.rows
            .iter()
            .zip(&b.rows)
            .all(|((ra, sa), (rb, sb))| ra == rb && sa.user_id == sb.user_id && (sa.rating - sb.rating).abs() <= 1e-9)
}

/// Runs `query` `runs` times and prints mean, p50, p99 and max in microseconds.
async fn time<T, F, Fut>(name: &str, runs: usize, mut query: F) -> Result<(), StoreError>
where
    F: FnMut() -> Fut,
    Fut: Future<Output = Result<T, StoreError>>,
{
    let mut samples: Vec<Duration> = Vec::with_capacity(runs);
    for _ in 0..runs {
        let started = Instant::now();
        query().await?;
        samples.push(started.elapsed());
    }
    samples.sort();
    let micros = |d: Duration| d.as_secs_f64() * 1e6;
    let mean = samples.iter().map(|d| micros(*d)).sum::<f64>() / runs as f64;
    let at = |q: f64| micros(samples[((runs as f64 * q).ceil() as usize).clamp(1, runs) - 1]);
    println!("{name:<28} {mean:>10.0} {:>10.0} {:>10.0} {:>10.0}", at(0.50), at(0.99), micros(samples[runs - 1]));
    Ok(())
}

/// Seeded games, in finish order: mostly single games on the main server among `players`, some rated
/// two-game matches (the second closes the period), some rated singles, some vs-CPU games (on the server or in
/// DMs) and some games on two small servers.
fn generate(args: &Args) -> Vec<FinishedGame> {
    let mut rng = Rng::new(args.seed);
    let mut games = Vec::with_capacity(args.games + 1);
    let mut at = START;
    let mut session = 0;
    while games.len() < args.games {
        session += 1;
        at += rng.below(60_000) as i64;
        let red = 1 + rng.below(args.players);
        let yellow = 1 + (red + rng.below(args.players - 1)) % args.players;
        let mut game = single(&mut rng, session, MAIN_GUILD, red, yellow, at);
        match rng.below(100) {
            0..10 => {
                game.yellow = None;
                game.cpu_level = Some(["easy", "medium", "hard"][rng.below(3) as usize].into());
                if rng.chance(1, 2) {
                    game.guild_id = None;
                }
                games.push(game);
            }
            10..25 => {
                let mut second = single(&mut rng, session, MAIN_GUILD, yellow, red, at + 30_000);
                (second.game_no, second.format, second.rated, second.closes_period) = (1, Format::Match, true, true);
                (game.format, game.rated) = (Format::Match, true);
                games.push(game);
                games.push(second);
            }
            25..30 => {
                game.guild_id = Some(OTHER_GUILDS[rng.below(2) as usize]);
                games.push(game);
            }
            30..40 => {
                (game.rated, game.closes_period) = (true, true);
                games.push(game);
            }
            _ => games.push(game),
        }
    }
    games
}

/// An unrated single game with a random result and openings.
fn single(rng: &mut Rng, session_id: u64, guild: u64, red: u64, yellow: u64, at: Millis) -> FinishedGame {
    FinishedGame {
        session_id,
        game_no: 0,
        guild_id: Some(guild),
        variant: VARIANT.into(),
        format: Format::Single,
        red: Some(red),
        yellow: Some(yellow),
        cpu_level: None,
        result: ["red", "yellow", "draw"][rng.below(3) as usize].into(),
        end_reason: "line".into(),
        moves: "d d c e".into(),
        red_first: Some(rng.below(7) as u8),
        yellow_first: Some(rng.below(7) as u8),
        rated: false,
        closes_period: false,
        finished_at: at,
    }
}
