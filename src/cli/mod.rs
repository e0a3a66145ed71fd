//! Command-line subcommands that run without Discord: their flags ([`args`]) and [`run`], which calls each one.

pub mod arena;
pub mod args;
pub mod bench;
pub mod move_cmd;
pub mod play;
pub mod puzzle_generate;
pub mod puzzle_play;
pub mod rebuild;
pub mod replay;
pub mod review;
pub mod solve;
pub mod tournament_bench;
pub mod trainer_bench;

use crate::ai::arena::ArenaConfig;
use crate::ai::book_gen::{BookJob, BookKind, BookVariant};
use crate::cli::args::{Bench, Offline, PuzzleCommand};
use crate::cli::move_cmd::MoveOptions;
use crate::cli::play::{PlayOptions, terminal_lang};
use std::io::{self, BufWriter, IsTerminal};
use std::process::ExitCode;
use std::time::Duration;

/// Runs a subcommand that needs no Discord: exit 0 when it is done, 1 when it fails, 2 when its flags do not go
/// together.
pub fn run(command: Offline) -> ExitCode {
    let result = match command {
        Offline::RebuildStandings { guild } => return rebuild::run(guild),
        Offline::Play { variant, level, first, seed, opening, lang } => {
            let echo = !io::stdin().is_terminal();
            let lang = terminal_lang(lang.as_deref(), std::env::var("LANG").ok().as_deref());
            let opts = PlayOptions { variant, level, first, seed, opening, echo, lang };
            crate::cli::play::run(&opts, io::stdin().lock(), &mut io::stdout().lock())
        }
        Offline::Move { level, variant, seed, opening } => {
            let opts = MoveOptions { level, variant, seed, opening };
            crate::cli::move_cmd::run(&opts, io::stdin().lock(), &mut io::stdout().lock(), &mut io::stderr())
        }
        Offline::Review { variant } => {
            crate::cli::review::run(variant, io::stdin().lock(), &mut io::stdout().lock(), &mut io::stderr())
        }
        Offline::Puzzle(PuzzleCommand::Generate { variant, count, seed }) => {
            crate::cli::puzzle_generate::generate_set(&mut io::stdout().lock(), &mut io::stderr(), variant, count, seed)
        }
        Offline::Puzzle(PuzzleCommand::Play { file, seed, lang }) => {
            let lang = terminal_lang(lang.as_deref(), std::env::var("LANG").ok().as_deref());
            let set = match file {
                Some(path) => std::fs::read_to_string(&path)
                    .map_err(|e| format!("{}: {e}", path.display()))
                    .and_then(|text| crate::cli::puzzle_play::read_set(&text)),
                None => Ok(crate::ai::puzzle::built_in_set()),
            };
            match set {
                Ok(set) => crate::cli::puzzle_play::run(&set, seed, lang, io::stdin().lock(), &mut io::stdout().lock())
                    .map(|_| ()),
                Err(e) => {
                    eprintln!("cuatro: {e}");
                    return ExitCode::from(1);
                }
            }
        }
        Offline::Replay { variant, theme, out } => {
            crate::cli::replay::run(variant, theme, io::stdin().lock(), &out, &mut io::stdout().lock())
        }
        Offline::Arena {
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
            crate::cli::arena::run(&cfg, &mut io::stdout())
        }
        Offline::Solve { analyze, stats } => {
            crate::cli::solve::run(io::stdin().lock(), &mut io::stdout().lock(), &mut io::stderr(), analyze, stats)
        }
        Offline::Book { variant: BookVariant::Popout, kind, depth, checkpoint, out, merge, min_nodes, .. } => {
            if kind.is_some() || depth.is_some() || checkpoint.is_some() || !merge.is_empty() || min_nodes.is_some() {
                eprintln!("cuatro: --kind, --depth, --checkpoint, --merge and --min-nodes make the classic book");
                return ExitCode::from(2);
            }
            let out = out.unwrap_or_else(|| BookVariant::Popout.default_out().into());
            crate::ai::popout::strategy_gen::generate(&out, &mut io::stderr()).map(|_| ())
        }
        Offline::Book { variant: BookVariant::Classic, kind, depth, jobs, checkpoint, out, merge, min_nodes } => {
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
            crate::ai::book_gen::generate(&job, &mut io::stderr()).map(|_| ())
        }
        Offline::Bench(Bench::Engine { millis }) => {
            crate::cli::bench::engine(&mut BufWriter::new(io::stdout().lock()), millis)
        }
        Offline::Bench(Bench::Move { from, to, per_ply, seed }) => {
            crate::cli::bench::perfect_moves(&mut io::stdout(), from..=to, per_ply, seed)
        }
        Offline::Bench(Bench::Trainer { count }) => crate::cli::trainer_bench::run(&mut io::stdout(), count),
        Offline::Bench(Bench::Tournament { players, rounds, seed }) => {
            crate::cli::tournament_bench::run(&mut io::stdout(), players, rounds, seed)
        }
        Offline::Bench(Bench::Solver { files }) => match crate::cli::bench::solver_sets(&mut io::stdout(), &files) {
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

/// Where `cuatro book` keeps its checkpoint unless told: the user's cache directory, outside the repository.
/// `--kind checkpoint` reads what a `full` run wrote.
pub fn default_checkpoint(
    kind: BookKind,
    var: impl Fn(&str) -> Option<std::ffi::OsString>,
) -> Option<std::path::PathBuf> {
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

#[cfg(test)]
mod tests {
    use super::*;
    use std::ffi::OsString;
    use std::path::PathBuf;
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
