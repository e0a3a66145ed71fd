//! The built-in puzzle set embedded in the binary (`puzzles/classic.txt`, written by `cuatro puzzle generate`),
//! and the set files' line format.

use super::generate::PuzzleLine;
use super::judge::Goal;
use crate::engine::{compact_moves, parse_digits, parse_moves};

/// The built-in classic set.
const BUILT_IN: &str = include_str!("../../../puzzles/classic.txt");

/// A puzzle of a set file, its moves in compact notation (`ddc…`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SetPuzzle {
    pub variant: String,
    pub moves: String,
    pub goal: Goal,
}

/// Reads one line of a set file: `<variant> <moves> win <k>` or `<variant> <moves> only`, the moves of a classic
/// line as 1-based column digits, of any other variant in compact notation.
pub fn parse_line(line: &str) -> Result<SetPuzzle, String> {
    let fields: Vec<&str> = line.split_whitespace().collect();
    let (variant, moves, goal) = match fields.as_slice() {
        [variant, moves, "only"] => (*variant, *moves, Goal::OnlyMove),
        [variant, moves, "win", k] => {
            let moves_to_win = k.parse::<u32>().ok().filter(|k| *k >= 1).ok_or_else(|| format!("bad length {k}"))?;
            (*variant, *moves, Goal::Win { moves: moves_to_win })
        }
        _ => return Err(format!("not a puzzle line: {line:?}")),
    };
    let parsed = if variant == "classic" { parse_digits(moves) } else { parse_moves(moves) };
    let parsed = parsed.map_err(|e| format!("{moves}: {e}"))?;
    Ok(SetPuzzle { variant: variant.to_string(), moves: compact_moves(&parsed), goal })
}

impl From<&PuzzleLine> for SetPuzzle {
    fn from(line: &PuzzleLine) -> SetPuzzle {
        parse_line(&line.to_string()).expect("a generated line reads back")
    }
}

/// The built-in set, in file order.
pub fn built_in_set() -> Vec<SetPuzzle> {
    BUILT_IN.lines().filter(|l| !l.trim().is_empty()).map(|l| parse_line(l).expect("the built-in set reads")).collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::puzzle::{PuzzleState, classify};
    use crate::ai::solver::Solver;
    use std::collections::HashSet;

    #[test]
    fn lines_read_in_both_notations_and_bad_ones_are_refused() {
        let line = parse_line("classic 4453 win 3").unwrap();
        assert_eq!((line.moves.as_str(), line.goal), ("ddec", Goal::Win { moves: 3 }));
        assert_eq!(parse_line("popout ddc^ win 2").unwrap().moves, "ddc^");
        assert_eq!(parse_line("classic 44 only").unwrap().goal, Goal::OnlyMove);
        for bad in ["classic 4453 win", "classic 4453 win 0", "classic 44x only", "classic 44 lose 2", ""] {
            assert!(parse_line(bad).is_err(), "{bad:?}");
        }
    }

    #[test]
    fn the_built_in_set_is_small_distinct_and_every_puzzle_is_what_it_says() {
        assert!(BUILT_IN.len() <= 1 << 20, "at most 1 MB");
        let set = built_in_set();
        assert!(set.len() >= 1000, "{} puzzles", set.len());
        let keys: HashSet<&str> = set.iter().map(|p| p.moves.as_str()).collect();
        assert_eq!(keys.len(), set.len(), "no duplicates");
        // Every 50th puzzle re-proved by the exact solver (all of them take a few seconds in release only).
        let mut solver = Solver::new();
        for puzzle in set.iter().step_by(50) {
            let state = PuzzleState::new(&puzzle.moves, puzzle.goal, "").unwrap();
            assert_eq!(classify(&mut solver, &state.position), Some(puzzle.goal), "{puzzle:?}");
        }
    }
}
