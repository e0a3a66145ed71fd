//! Chaos run: the real `cuatro` binary against the loopback fake Discord, N games at once under seeded faults
//! (kill -9, REST failures, gateway closes, the database taken away or full, a second process, revoked
//! permissions, deleted boards and threads, the bot removed from a server), then a clean restart and checks. See
//! docs/chaos.md.
//!
//! `cargo run --release --example chaos -- [--games N] [--minutes M] [--seed S | --seeds S1,S2,…]
//! [--database sqlite|postgres] [--verbose]`
//!
//! With `--seeds`, one run per seed, in a row, each table printed with its seed, then a line per seed.
//!
//! The `cuatro` binary of the same profile is built first (through cargo, with the `test-support` feature's
//! fault hooks). `--database postgres` uses a fresh schema on the test server (`TEST_POSTGRES_URL`, else
//! `postgres://postgres@127.0.0.1:5432/test`), reached through a local TCP proxy. Exit status: 0 when nothing was
//! lost, stuck, counted twice or left unanswered, no panic, memory and PostgreSQL connections within bounds; 1
//! otherwise.

use cuatro::store::Engine;
use cuatro_fake_discord::{chaos, child};
use std::process::ExitCode;
use std::time::Duration;

const USAGE: &str =
    "usage: chaos [--games N] [--minutes M] [--seed S | --seeds S1,S2,…] [--database sqlite|postgres] [--verbose]";

fn main() -> ExitCode {
    // SAFETY: the first statement of main, before any thread exists that could read the environment.
    unsafe { std::env::set_var("HTTPS_PROXY", "http://127.0.0.1:9") };
    let (options, seeds) = match parse_args(std::env::args().skip(1)) {
        Ok(parsed) => parsed,
        Err(e) => {
            eprintln!("chaos: {e}\n{USAGE}");
            return ExitCode::from(2);
        }
    };
    if let Err(e) = build_the_binary() {
        eprintln!("chaos: {e}");
        return ExitCode::from(2);
    }
    let runtime = tokio::runtime::Builder::new_multi_thread().enable_all().build().expect("a tokio runtime");
    let mut outcomes = Vec::new();
    for seed in seeds {
        let outcome = match runtime.block_on(chaos::run(chaos::Options { seed, ..options.clone() })) {
            None => "did not run",
            Some(report) => {
                println!("{report}");
                if report.fully_clean() { "clean" } else { "FAILED" }
            }
        };
        outcomes.push((seed, outcome));
    }
    if outcomes.len() > 1 {
        for (seed, outcome) in &outcomes {
            println!("seed {seed}: {outcome}");
        }
    }
    let any = |wanted: &str| outcomes.iter().any(|(_, outcome)| *outcome == wanted);
    if any("did not run") {
        ExitCode::from(2)
    } else if any("FAILED") {
        ExitCode::from(1)
    } else {
        ExitCode::SUCCESS
    }
}

/// The options of every run, and the seeds to run them with (one, or the list of `--seeds`).
fn parse_args(mut args: impl Iterator<Item = String>) -> Result<(chaos::Options, Vec<u64>), String> {
    let mut options =
        chaos::Options { games: 8, duration: Duration::from_secs(60), seed: 1, engine: Engine::Sqlite, verbose: false };
    let mut seeds = None;
    while let Some(flag) = args.next() {
        if flag == "--verbose" {
            options.verbose = true;
            continue;
        }
        let value = args.next().ok_or_else(|| format!("{flag} needs a value"))?;
        let bad = |e: &dyn std::fmt::Display| format!("{flag} {value}: {e}");
        match flag.as_str() {
            "--games" => options.games = value.parse().map_err(|e| bad(&e))?,
            "--minutes" => {
                let minutes: f64 = value.parse().map_err(|e| bad(&e))?;
                if !(minutes > 0.0 && minutes < 24.0 * 60.0) {
                    return Err(bad(&"between 0 and a day"));
                }
                options.duration = Duration::from_secs_f64(minutes * 60.0);
            }
            "--seed" => options.seed = value.parse().map_err(|e| bad(&e))?,
            "--seeds" => {
                let list: Result<Vec<u64>, _> = value.split(',').map(|s| s.trim().parse()).collect();
                seeds = Some(list.map_err(|e| bad(&e))?);
            }
            "--database" => options.engine = Engine::parse(&value)?,
            _ => return Err(format!("unknown option {flag}")),
        }
    }
    if options.games == 0 {
        return Err("--games must be at least 1".into());
    }
    let seeds = seeds.unwrap_or_else(|| vec![options.seed]);
    Ok((options, seeds))
}

/// Builds the `cuatro` binary of this example's profile (cargo sets `CARGO` for `cargo run`); without cargo,
/// the binary must already be there.
fn build_the_binary() -> Result<(), String> {
    let binary = child::built_binary();
    let Some(cargo) = std::env::var_os("CARGO") else {
        return if binary.exists() {
            Ok(())
        } else {
            Err(format!("{} is missing: build it first (cargo build --release)", binary.display()))
        };
    };
    let release = binary.parent().and_then(|p| p.file_name()).is_some_and(|name| name == "release");
    let mut build = std::process::Command::new(cargo);
    // With the test-only hooks (the "database full" fault).
    build.args(["build", "--quiet", "--bin", "cuatro", "--features", "test-support"]);
    if release {
        build.arg("--release");
    }
    match build.status() {
        Ok(status) if status.success() => Ok(()),
        Ok(status) => Err(format!("building the cuatro binary failed ({status})")),
        Err(e) => Err(format!("cannot run cargo: {e}")),
    }
}
