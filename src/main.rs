//! The `cuatro` binary: parses the command line, tunes the allocator, and runs the bot (`run`, with its
//! configuration, logging and async runtime) or one of the commands that need no Discord (`cuatro::cli`).

use clap::Parser;
use cuatro::cli::args::{Cli, Command};
use std::process::ExitCode;

/// Blocks of 1 MiB and more (a search's table: 16 MB for PopOut) are mapped for each allocation and unmapped when
/// freed. glibc otherwise raises its mapping threshold after the first such block is freed, and from then on
/// keeps each thread's freed tables in that thread's heap: the resident memory grew by a table per search thread
/// (three threads searching PopOut kept 98 MiB resident after their searches ended, 2 MiB with this setting).
/// Two heaps (arenas) at most, instead of up to eight per core: each keeps the peak of the threads that used it.
#[cfg(all(target_os = "linux", target_env = "gnu"))]
fn return_large_blocks_to_the_system() {
    // SAFETY: mallopt only tunes the allocator; it runs first thing in main, before any other thread exists.
    unsafe {
        libc::mallopt(libc::M_MMAP_THRESHOLD, 1 << 20);
        libc::mallopt(libc::M_ARENA_MAX, 2);
    }
}

#[cfg(not(all(target_os = "linux", target_env = "gnu")))]
fn return_large_blocks_to_the_system() {}

/// `cuatro run`: exit 2 without a token, 3 when Discord rejects it, 1 on other failures.
fn run_bot() -> ExitCode {
    let config = match cuatro::config::Config::load() {
        Ok(config) => config,
        Err(e) => {
            eprintln!("cuatro: {e}");
            return ExitCode::from(1);
        }
    };
    if let Err(e) = config.token() {
        eprintln!("cuatro: {e}");
        return ExitCode::from(2);
    }
    cuatro::bot::logging::install();
    let runtime = match tokio::runtime::Runtime::new() {
        Ok(runtime) => runtime,
        Err(e) => {
            eprintln!("cuatro: cannot start the async runtime: {e}");
            return ExitCode::from(1);
        }
    };
    match runtime.block_on(cuatro::bot::run(config)) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("cuatro: {e}");
            ExitCode::from(e.exit_code())
        }
    }
}

fn main() -> ExitCode {
    return_large_blocks_to_the_system();
    match Cli::parse().command.unwrap_or(Command::Run) {
        Command::Run => run_bot(),
        Command::Offline(command) => cuatro::cli::run(command),
    }
}
