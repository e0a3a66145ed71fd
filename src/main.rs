//! The `cuatro` binary: parses the command line and calls into the library.
//!
//! `run`, `rebuild-standings` and `book` are wired up here (configuration, logging, the async runtime, the book's
//! checkpoint path), after the allocator is tuned.

use clap::builder::PossibleValuesParser;
use clap::{Parser, Subcommand};
use cuatro::ai::Level;
use cuatro::ai::arena::ArenaConfig;
use cuatro::ai::book_gen::{BookJob, BookKind, BookVariant};
use cuatro::cli::move_cmd::MoveOptions;
use cuatro::cli::play::{First, PlayOptions, terminal_lang};
use cuatro::engine::{DEFAULT_OPENING_PLIES, Variant};
use cuatro::game::Lang;
use std::io::{self, BufWriter, IsTerminal};
use std::process::ExitCode;
use std::time::Duration;

#[derive(Parser)]
#[command(name = "cuatro", version, about = "Connect Four: terminal game, solver and Discord bot")]
struct Cli {
    /// Without a subcommand: `run`.
    #[command(subcommand)]
    command: Option<Command>,
}

#[derive(Subcommand)]
enum Command {
    /// Run the Discord bot (config: ./config.toml or CUATRO_CONFIG, CUATRO_* variables, DISCORD_TOKEN).
    Run,
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
        /// Language of the prompts and messages (default: from LANG, else English).
        #[arg(long, value_parser = PossibleValuesParser::new(Lang::ALL.map(Lang::code)))]
        lang: Option<String>,
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
        /// The level the results are counted for.
        #[arg(long)]
        a: Level,
        /// Its opponent (every other seat in games of three or four seats).
        #[arg(long)]
        b: Level,
        /// Variant id (see `play --help`).
        #[arg(long, default_value = "classic")]
        variant: Variant,
        /// Games to play; A takes the colours in turn (see --a-first).
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
        /// Random plies that open each game (0: every game from the start position).
        #[arg(long, default_value_t = 2)]
        random_plies: usize,
        /// A plays first in every game (by default A takes the colours in turn).
        #[arg(long)]
        a_first: bool,
        /// A's moves stop after this many milliseconds, its node budget kept, as the bot cuts its replies
        /// under load (B is never cut). Ignored with --budget-ms.
        #[arg(long)]
        a_cut_ms: Option<u64>,
        /// Start no game after this many minutes; the games under way finish (the summary counts the games played).
        #[arg(long)]
        stop_after_minutes: Option<f64>,
    },
    /// Exact scores of classic positions read from stdin (1-based digits like `4453`; `-` or an
    /// empty line is the empty board).
    Solve {
        /// Print the score of each of the 7 columns instead (-1000 for a full column).
        #[arg(long)]
        analyze: bool,
        /// Append `<nodes> <microseconds>`, each position solved from a cleared table.
        #[arg(long)]
        stats: bool,
    },
    /// Generate (or resume) the classic opening book of exact scores up to `--depth` stones.
    /// Interrupt it at any time; the next run continues from the checkpoint. With `--variant popout`,
    /// prove the first player's win in PopOut and write its strategy (the classic options do not apply).
    Book {
        /// `classic`: the opening book; `popout`: the PopOut first player's winning strategy.
        #[arg(long, value_enum, default_value = "classic")]
        variant: BookVariant,
        /// `lines`: the AI's own perfect lines plus every reply; `full`: every position; `checkpoint`:
        /// an unfinished run's positions as they stand. Default: `lines`.
        #[arg(long, value_enum)]
        kind: Option<BookKind>,
        /// Deepest ply (stones on the board) the book covers. Default: 8.
        #[arg(long)]
        depth: Option<usize>,
        /// Threads solving positions.
        #[arg(long, default_value_t = 1)]
        jobs: usize,
        /// Solved positions of the deepest ply, appended as `<key> <score>` lines (with `full`, also
        /// a best column and the nodes spent: `<key> <score> <column> <nodes>`). A directory holds
        /// one file per run, all read on resuming. Default: `$XDG_CACHE_HOME/cuatro/book/<kind>.scores`
        /// (`~/.cache/…` without XDG_CACHE_HOME); `--kind checkpoint` reads the `full` run's file.
        #[arg(long)]
        checkpoint: Option<std::path::PathBuf>,
        /// Where the finished book is written (embedded at the next build). Default: `book/classic.book`,
        /// or `book/popout.strategy` with `--variant popout`.
        #[arg(long)]
        out: Option<std::path::PathBuf>,
        /// Books whose entries are added to the result (e.g. a `lines` book merged into a shallower `full` one).
        #[arg(long)]
        merge: Vec<std::path::PathBuf>,
        /// With `--kind checkpoint`, keep only the positions whose solve took at least this many
        /// nodes (the slow ones; lines without a node count are kept).
        #[arg(long)]
        min_nodes: Option<u64>,
    },
    /// Review whole games read from stdin, one per line (digits `4453` or notation `d d e c^`): each move
    /// labelled best / inaccuracy / mistake / blunder, then the time the review took.
    Review {
        /// Variant id (see `play --help`).
        #[arg(long, default_value = "classic")]
        variant: Variant,
    },
    /// Write a finished game as an animated GIF: one game read from stdin, as moves (digits `4453` or notation
    /// `d d e c^`) from the start position, or as a game record (`{"variant":"obstacles","obstacles":"b1 f1",
    /// "moves":"dc"}`) for obstacles and random openings. Prints the size, the frame count and the alt text.
    Replay {
        /// Variant id (see `play --help`); a record must be of this variant.
        #[arg(long, default_value = "classic")]
        variant: Variant,
        /// How stones are drawn: classic, xo or colour-blind.
        #[arg(long, default_value = "classic", value_parser = cuatro::cli::replay::parse_theme)]
        theme: cuatro::game::Theme,
        /// The GIF file to write.
        #[arg(long)]
        out: std::path::PathBuf,
    },
    /// Puzzle sets: positions with one task, proved by the exact solver (classic) or full-width search (PopOut).
    #[command(subcommand)]
    Puzzle(PuzzleCommand),
    /// Print speed figures.
    #[command(subcommand)]
    Bench(Bench),
    /// Recompute a server's leaderboard and ratings from its stored results (the database of the
    /// bot's configuration; safe while the bot runs).
    RebuildStandings {
        /// The server (guild) id.
        #[arg(long)]
        guild: u64,
    },
}

#[derive(Subcommand)]
enum Bench {
    /// Engine throughput: play/undo, line checks, random playouts.
    Engine {
        /// Milliseconds spent on each figure.
        #[arg(long, default_value_t = 500)]
        millis: u64,
    },
    /// The hard level's perfect move on random classic positions: time distribution per ply.
    Move {
        /// First ply to sample.
        #[arg(long, default_value_t = 0)]
        from: usize,
        /// Last ply to sample.
        #[arg(long, default_value_t = 30)]
        to: usize,
        /// Positions per ply.
        #[arg(long, default_value_t = 20)]
        per_ply: usize,
        #[arg(long, default_value_t = 1)]
        seed: u64,
    },
    /// The puzzle trainer: the time to serve a puzzle from the built-in sets (a temporary SQLite database) and to
    /// judge a press in each variant (a kept move with the defence's reply, a failed move with the solution line).
    Trainer {
        /// Puzzles served and presses judged.
        #[arg(long, default_value_t = 200)]
        count: usize,
    },
    /// The solver on test sets of `<digits> <score>` lines, each position from a cleared table.
    Solver {
        /// Files such as tests/data/Test_L3_R1.
        #[arg(required = true)]
        files: Vec<std::path::PathBuf>,
    },
    /// Tournament pairing: a Swiss with seeded ratings and results, the time to pair each round, then to rank it and
    /// write its CSV.
    Tournament {
        /// Players in the Swiss.
        #[arg(long, default_value_t = 500)]
        players: u64,
        /// Rounds played.
        #[arg(long, default_value_t = 9)]
        rounds: u32,
        /// Seeds the ratings and the results.
        #[arg(long, default_value_t = 1)]
        seed: u64,
    },
}

#[derive(Subcommand)]
enum PuzzleCommand {
    /// Write a puzzle set to stdout, one puzzle per line (`classic 4453… win 3`, `classic 4453… only`,
    /// `popout ddec^… win 2`); print on stderr how many positions were examined, the share that became
    /// puzzles, the time per puzzle, the slowest position's proof and the count of each goal.
    Generate {
        /// classic (wins in 2 to 10 moves and "only move" puzzles, by the exact solver) or popout (wins in 2 to 7
        /// moves, pops included, by full-width search to 13 plies).
        #[arg(long, default_value = "classic")]
        variant: Variant,
        /// Puzzles to write.
        #[arg(long, default_value_t = 100)]
        count: usize,
        /// Seeds the random positions.
        #[arg(long, default_value_t = 1)]
        seed: u64,
    },
    /// Solve puzzles in the terminal: the built-in sets (or a set file's) in a seeded order, judged as in Discord
    /// (the exact solver, full-width search in PopOut); a move per line (1-7 or a-g, `d^` pops), q to quit.
    Play {
        /// A set file written by `puzzle generate` (default: the built-in set).
        #[arg(long)]
        file: Option<std::path::PathBuf>,
        /// Seeds the order of the puzzles.
        #[arg(long, default_value_t = 1)]
        seed: u64,
        /// Language of the prompts and messages (default: from LANG, else English).
        #[arg(long, value_parser = PossibleValuesParser::new(Lang::ALL.map(Lang::code)))]
        lang: Option<String>,
    },
}

/// Where `cuatro book` keeps its checkpoint unless told: the user's cache directory, outside the repository.
/// `--kind checkpoint` reads what a `full` run wrote.
fn default_checkpoint(kind: BookKind, var: impl Fn(&str) -> Option<std::ffi::OsString>) -> Option<std::path::PathBuf> {
    let cache = var("XDG_CACHE_HOME")
        .filter(|dir| std::path::Path::new(dir).is_absolute())
        .map(std::path::PathBuf::from)
        .or_else(|| {
            var("HOME").filter(|home| !home.is_empty()).map(|home| std::path::Path::new(&home).join(".cache"))
        })?;
    let name = match kind {
        BookKind::Lines => "lines",
        BookKind::Full | BookKind::Checkpoint => "full",
    };
    Some(cache.join("cuatro").join("book").join(format!("{name}.scores")))
}

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

/// `cuatro rebuild-standings`: exit 1 when the configuration or the database fails.
fn rebuild_standings(guild: u64) -> ExitCode {
    let rebuild = |config: cuatro::config::Config| -> Result<(), String> {
        let runtime = tokio::runtime::Runtime::new().map_err(|e| format!("cannot start the async runtime: {e}"))?;
        runtime.block_on(async {
            let store = cuatro::store::Store::open(&config.database.url).await.map_err(|e| e.to_string())?;
            let rebuilt = store.rebuild_standings(guild).await.map_err(|e| e.to_string());
            store.close().await;
            rebuilt
        })
    };
    match cuatro::config::Config::load().map_err(|e| e.to_string()).and_then(rebuild) {
        Ok(()) => {
            println!("rebuilt the leaderboard of server {guild} from its stored results");
            ExitCode::SUCCESS
        }
        Err(e) => {
            eprintln!("cuatro: {e}");
            ExitCode::from(1)
        }
    }
}

fn main() -> ExitCode {
    return_large_blocks_to_the_system();
    let cli = Cli::parse();
    let result = match cli.command.unwrap_or(Command::Run) {
        Command::Run => return run_bot(),
        Command::RebuildStandings { guild } => return rebuild_standings(guild),
        Command::Play { variant, level, first, seed, opening, lang } => {
            let echo = !io::stdin().is_terminal();
            let lang = terminal_lang(lang.as_deref(), std::env::var("LANG").ok().as_deref());
            let opts = PlayOptions { variant, level, first, seed, opening, echo, lang };
            cuatro::cli::play::run(&opts, io::stdin().lock(), &mut io::stdout().lock())
        }
        Command::Move { level, variant, seed, opening } => {
            let opts = MoveOptions { level, variant, seed, opening };
            cuatro::cli::move_cmd::run(&opts, io::stdin().lock(), &mut io::stdout().lock(), &mut io::stderr())
        }
        Command::Review { variant } => {
            cuatro::cli::review::run(variant, io::stdin().lock(), &mut io::stdout().lock(), &mut io::stderr())
        }
        Command::Puzzle(PuzzleCommand::Generate { variant, count, seed }) => {
            cuatro::cli::puzzle_generate::generate_set(
                &mut io::stdout().lock(),
                &mut io::stderr(),
                variant,
                count,
                seed,
            )
        }
        Command::Puzzle(PuzzleCommand::Play { file, seed, lang }) => {
            let lang = terminal_lang(lang.as_deref(), std::env::var("LANG").ok().as_deref());
            let set = match file {
                Some(path) => std::fs::read_to_string(&path)
                    .map_err(|e| format!("{}: {e}", path.display()))
                    .and_then(|text| cuatro::cli::puzzle_play::read_set(&text)),
                None => Ok(cuatro::ai::puzzle::built_in_set()),
            };
            match set {
                Ok(set) => {
                    cuatro::cli::puzzle_play::run(&set, seed, lang, io::stdin().lock(), &mut io::stdout().lock())
                        .map(|_| ())
                }
                Err(e) => {
                    eprintln!("cuatro: {e}");
                    return ExitCode::from(1);
                }
            }
        }
        Command::Replay { variant, theme, out } => {
            cuatro::cli::replay::run(variant, theme, io::stdin().lock(), &out, &mut io::stdout().lock())
        }
        Command::Arena {
            a,
            b,
            variant,
            games,
            seed,
            budget_ms,
            jobs,
            random_plies,
            a_first,
            a_cut_ms,
            stop_after_minutes,
        } => {
            let budget = budget_ms.map(Duration::from_millis);
            let minutes = stop_after_minutes.map(|m| Duration::try_from_secs_f64(m * 60.0));
            let Ok(stop_after) = minutes.transpose() else {
                eprintln!("cuatro: --stop-after-minutes must be a number of minutes, 0 or more");
                return ExitCode::from(2);
            };
            let cfg = ArenaConfig {
                a,
                b,
                variant,
                games,
                seed,
                budget,
                jobs,
                random_plies,
                a_first,
                a_cut: a_cut_ms.map(Duration::from_millis),
                stop_after,
            };
            cuatro::cli::arena::run(&cfg, &mut io::stdout())
        }
        Command::Solve { analyze, stats } => {
            cuatro::cli::solve::run(io::stdin().lock(), &mut io::stdout().lock(), &mut io::stderr(), analyze, stats)
        }
        Command::Book { variant: BookVariant::Popout, kind, depth, checkpoint, out, merge, min_nodes, .. } => {
            if kind.is_some() || depth.is_some() || checkpoint.is_some() || !merge.is_empty() || min_nodes.is_some() {
                eprintln!("cuatro: --kind, --depth, --checkpoint, --merge and --min-nodes make the classic book");
                return ExitCode::from(2);
            }
            let out = out.unwrap_or_else(|| BookVariant::Popout.default_out().into());
            cuatro::ai::popout::strategy_gen::generate(&out, &mut io::stderr()).map(|_| ())
        }
        Command::Book { variant: BookVariant::Classic, kind, depth, jobs, checkpoint, out, merge, min_nodes } => {
            let out = out.unwrap_or_else(|| BookVariant::Classic.default_out().into());
            let (kind, depth, min_nodes) =
                (kind.unwrap_or(BookKind::Lines), depth.unwrap_or(8), min_nodes.unwrap_or(0));
            let checkpoint = match checkpoint {
                Some(path) => path,
                None => match default_checkpoint(kind, |key| std::env::var_os(key)) {
                    Some(path) => path,
                    None => {
                        eprintln!("cuatro: no cache directory (set XDG_CACHE_HOME or HOME), give --checkpoint");
                        return ExitCode::from(2);
                    }
                },
            };
            eprintln!("checkpoint: {}", checkpoint.display());
            if let Some(dir) = checkpoint.parent().filter(|dir| !dir.as_os_str().is_empty())
                && let Err(e) = std::fs::create_dir_all(dir)
            {
                eprintln!("cuatro: {}: {e}", dir.display());
                return ExitCode::FAILURE;
            }
            let job = BookJob { kind, depth, checkpoint: &checkpoint, out: &out, merge: &merge, jobs, min_nodes };
            cuatro::ai::book_gen::generate(&job, &mut io::stderr()).map(|_| ())
        }
        Command::Bench(Bench::Engine { millis }) => {
            cuatro::cli::bench::engine(&mut BufWriter::new(io::stdout().lock()), millis)
        }
        Command::Bench(Bench::Move { from, to, per_ply, seed }) => {
            cuatro::cli::bench::perfect_moves(&mut io::stdout(), from..=to, per_ply, seed)
        }
        Command::Bench(Bench::Trainer { count }) => cuatro::cli::trainer_bench::run(&mut io::stdout(), count),
        Command::Bench(Bench::Tournament { players, rounds, seed }) => {
            cuatro::cli::tournament_bench::run(&mut io::stdout(), players, rounds, seed)
        }
        Command::Bench(Bench::Solver { files }) => match cuatro::cli::bench::solver_sets(&mut io::stdout(), &files) {
            Ok(0) => Ok(()),
            Ok(wrong) => {
                eprintln!("cuatro: {wrong} wrong or unreadable lines");
                return ExitCode::FAILURE;
            }
            Err(e) => Err(e),
        },
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

#[cfg(test)]
mod tests {
    use super::*;
    use clap::CommandFactory;
    use std::ffi::OsString;
    use std::path::PathBuf;

    fn about(path: &[&str]) -> String {
        let mut cmd = Cli::command();
        for name in path {
            cmd = cmd.find_subcommand(name).unwrap_or_else(|| panic!("no subcommand {name}")).clone();
        }
        cmd.get_about().map(|about| about.to_string()).unwrap_or_default()
    }

    #[test]
    fn every_bench_subcommand_has_its_own_description() {
        assert!(about(&["bench", "solver"]).starts_with("The solver on test sets"), "{}", about(&["bench", "solver"]));
        assert!(about(&["bench", "trainer"]).starts_with("The puzzle trainer"), "{}", about(&["bench", "trainer"]));
        for sub in Cli::command().find_subcommand("bench").unwrap().get_subcommands() {
            assert!(sub.get_about().is_some(), "`bench {}` has no description", sub.get_name());
        }
    }

    #[test]
    fn the_book_checkpoint_defaults_to_the_cache_directory() {
        let env = |vars: &'static [(&str, &str)]| {
            move |key: &str| vars.iter().find(|(k, _)| *k == key).map(|(_, v)| OsString::from(v))
        };
        let xdg = env(&[("XDG_CACHE_HOME", "/var/cache/me"), ("HOME", "/home/me")]);
        assert_eq!(
            default_checkpoint(BookKind::Lines, xdg),
            Some(PathBuf::from("/var/cache/me/cuatro/book/lines.scores"))
        );
        let home = env(&[("HOME", "/home/me")]);
        assert_eq!(
            default_checkpoint(BookKind::Full, home),
            Some(PathBuf::from("/home/me/.cache/cuatro/book/full.scores"))
        );
        // `--kind checkpoint` reads the file a `full` run writes; a relative XDG_CACHE_HOME is ignored, as the
        // XDG spec says.
        let relative = env(&[("XDG_CACHE_HOME", "cache"), ("HOME", "/home/me")]);
        assert_eq!(
            default_checkpoint(BookKind::Checkpoint, relative),
            Some(PathBuf::from("/home/me/.cache/cuatro/book/full.scores"))
        );
        assert_eq!(default_checkpoint(BookKind::Lines, env(&[])), None);
    }
}
