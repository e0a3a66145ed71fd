//! The `cuatro` binary: parses the command line and calls into the library.

use clap::{Parser, Subcommand};
use cuatro::ai::Level;
use cuatro::ai::arena::ArenaConfig;
use cuatro::cli::move_cmd::MoveOptions;
use cuatro::cli::play::{First, PlayOptions};
use cuatro::engine::{DEFAULT_OPENING_PLIES, Variant};
use std::io::{self, BufWriter, IsTerminal};
use std::process::ExitCode;
use std::time::Duration;

#[derive(Parser)]
#[command(name = "cuatro", version, about = "Connect Four: terminal game, solver and Discord bot")]
#[command(arg_required_else_help = true)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Play against the AI in the terminal (line-based; works with piped input).
    Play {
        /// Variant id: classic, popout, five-in-a-row, small, misere, cylinder, obstacles,
        /// random-opening, three-players, two-vs-two, a size like 8x7 or 9x6k5, joined with `+`.
        #[arg(long, default_value = "classic")]
        variant: Variant,
        /// easy, medium, hard, greedy or random.
        #[arg(long, default_value = "medium")]
        level: Level,
        /// Who takes the first seat.
        #[arg(long, value_enum, default_value = "me")]
        first: First,
        /// Seeds the CPU's choices, obstacles and random openings.
        #[arg(long, default_value_t = 0)]
        seed: u64,
        /// Random plies of a random-opening game.
        #[arg(long, default_value_t = DEFAULT_OPENING_PLIES)]
        opening: u8,
    },
    /// Print the AI's move for each position read from stdin (digits `4453` or notation `d d e c^`).
    Move {
        /// easy, medium, hard, greedy or random.
        #[arg(long, default_value = "hard")]
        level: Level,
        /// Variant id (see `play --help`).
        #[arg(long, default_value = "classic")]
        variant: Variant,
        /// Seeds tie-breaks, obstacles and random openings.
        #[arg(long, default_value_t = 0)]
        seed: u64,
        /// Random plies of a random-opening game.
        #[arg(long, default_value_t = DEFAULT_OPENING_PLIES)]
        opening: u8,
    },
    /// Levels play each other; the last line sums up from `--a`'s side.
    Arena {
        #[arg(long)]
        a: Level,
        #[arg(long)]
        b: Level,
        #[arg(long, default_value = "classic")]
        variant: Variant,
        #[arg(long, default_value_t = 100)]
        games: usize,
        /// Game i is seeded with seed + i.
        #[arg(long, default_value_t = 0)]
        seed: u64,
        /// Time budget per move in milliseconds (hard then searches until it is spent).
        #[arg(long)]
        budget_ms: Option<u64>,
        /// Games played at once.
        #[arg(long, default_value_t = 1)]
        jobs: usize,
    },
    /// Print engine throughput figures (play/undo, line checks, random playouts).
    Bench {
        /// Milliseconds spent on each figure.
        #[arg(long, default_value_t = 500)]
        millis: u64,
    },
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    let result = match cli.command {
        Command::Play { variant, level, first, seed, opening } => {
            let echo = !io::stdin().is_terminal();
            let opts = PlayOptions { variant, level, first, seed, opening, echo };
            cuatro::cli::play::run(&opts, io::stdin().lock(), &mut io::stdout().lock())
        }
        Command::Move { level, variant, seed, opening } => {
            let opts = MoveOptions { level, variant, seed, opening };
            cuatro::cli::move_cmd::run(&opts, io::stdin().lock(), &mut io::stdout().lock(), &mut io::stderr())
        }
        Command::Arena { a, b, variant, games, seed, budget_ms, jobs } => {
            let budget = budget_ms.map(Duration::from_millis);
            let cfg = ArenaConfig { a, b, variant, games, seed, budget, jobs };
            cuatro::cli::arena::run(&cfg, &mut io::stdout())
        }
        Command::Bench { millis } => cuatro::cli::bench::run(&mut BufWriter::new(io::stdout().lock()), millis),
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) if e.kind() == io::ErrorKind::BrokenPipe => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("cuatro: {e}");
            ExitCode::FAILURE
        }
    }
}
