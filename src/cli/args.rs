//! The command line's words: the subcommands and their flags, as clap parses them.

use crate::ai::Level;
use crate::ai::book_gen::{BookKind, BookVariant};
use crate::cli::play::First;
use crate::engine::{DEFAULT_OPENING_PLIES, Variant};
use crate::game::Lang;
use clap::builder::{PossibleValuesParser, TypedValueParser};
use clap::{Parser, Subcommand};

#[derive(Parser)]
#[command(name = "cuatro", version, about = "Connect Four: terminal game, solver and Discord bot")]
pub struct Cli {
    /// Without a subcommand: `run`.
    #[command(subcommand)]
    pub command: Option<Command>,
}

#[derive(Subcommand)]
pub enum Command {
    /// Run the Discord bot (config: ./config.toml or CUATRO_CONFIG, CUATRO_* variables, DISCORD_TOKEN).
    Run,
    #[command(flatten)]
    Offline(Offline),
}

/// The subcommands that run without Discord ([`crate::cli::run`] runs them).
#[derive(Subcommand)]
pub enum Offline {
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
        #[arg(long, default_value = "classic", value_parser = PossibleValuesParser::new(BookVariant::NAMES)
            .map(|name| name.parse::<BookVariant>().expect("a listed name")))]
        variant: BookVariant,
        /// `lines`: the AI's own perfect lines plus every reply; `full`: every position; `checkpoint`:
        /// an unfinished run's positions as they stand. Default: `lines`.
        #[arg(long, value_parser = PossibleValuesParser::new(BookKind::NAMES)
            .map(|name| name.parse::<BookKind>().expect("a listed name")))]
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
        #[arg(long, default_value = "classic", value_parser = crate::cli::replay::parse_theme)]
        theme: crate::game::Theme,
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
pub enum Bench {
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
pub enum PuzzleCommand {
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

#[cfg(test)]
mod tests {
    use super::*;
    use clap::CommandFactory;

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
    fn the_book_s_variant_and_kind_are_read_by_name() {
        let cli = Cli::try_parse_from(["cuatro", "book", "--variant", "popout", "--kind", "checkpoint"]).unwrap();
        let Some(Command::Offline(Offline::Book { variant, kind, .. })) = cli.command else { panic!("not `book`") };
        assert_eq!((variant, kind), (BookVariant::Popout, Some(BookKind::Checkpoint)));
        assert!(Cli::try_parse_from(["cuatro", "book", "--kind", "half"]).is_err());
    }
}
