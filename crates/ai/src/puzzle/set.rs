//! The built-in puzzle sets embedded in the binary (`puzzles/classic.txt` and `puzzles/popout.txt`, written by
//! `cuatro puzzle generate`), and the set files' line format.

use super::generate::PuzzleLine;
use super::judge::Goal;
use cuatro_engine::{Move, Variant, parse_digits, parse_moves};

/// The built-in sets, one per variant with puzzles.
const BUILT_IN: [&str; 2] =
    [include_str!("../../../../puzzles/classic.txt"), include_str!("../../../../puzzles/popout.txt")];

/// A puzzle of a set file.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SetPuzzle {
    pub variant: Variant,
    pub moves: Vec<Move>,
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
    let variant = variant.parse().map_err(|e| format!("{variant}: {e}"))?;
    Ok(SetPuzzle { variant, moves: parsed, goal })
}

impl From<&PuzzleLine> for SetPuzzle {
    fn from(line: &PuzzleLine) -> SetPuzzle {
        parse_line(&line.to_string()).expect("a generated line reads back")
    }
}

/// The built-in sets' puzzles, classic then PopOut, each in file order.
pub fn built_in_set() -> Vec<SetPuzzle> {
    let lines = BUILT_IN.iter().flat_map(|set| set.lines()).filter(|l| !l.trim().is_empty());
    lines.map(|l| parse_line(l).expect("the built-in set reads")).collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::puzzle::{classify, popout, puzzle_game};
    use crate::solver::{Position, Solver};
    use std::collections::HashSet;

    #[test]
    fn lines_read_in_both_notations_and_bad_ones_are_refused() {
        let line = parse_line("classic 4453 win 3").unwrap();
        assert_eq!((line.moves, line.goal), (parse_moves("ddec").unwrap(), Goal::Win { moves: 3 }));
        assert_eq!(parse_line("popout ddc^ win 2").unwrap().moves, parse_moves("ddc^").unwrap());
        assert_eq!(parse_line("classic 44 only").unwrap().goal, Goal::OnlyMove);
        for bad in ["classic 4453 win", "classic 4453 win 0", "classic 44x only", "classic 44 lose 2", ""] {
            assert!(parse_line(bad).is_err(), "{bad:?}");
        }
    }

    #[test]
    fn the_built_in_sets_are_small_distinct_and_every_puzzle_is_what_it_says() {
        assert!(BUILT_IN.iter().all(|set| set.len() <= 1 << 20), "at most 1 MB each");
        let set = built_in_set();
        let of = |variant: Variant| set.iter().filter(|p| p.variant == variant).collect::<Vec<_>>();
        let (classic, pops) = (of(Variant::CLASSIC), of(crate::puzzle::POPOUT));
        assert!(classic.len() >= 1000 && pops.len() >= 100, "{} and {} puzzles", classic.len(), pops.len());
        let keys: HashSet<(Variant, &[Move])> = set.iter().map(|p| (p.variant, p.moves.as_slice())).collect();
        assert_eq!(keys.len(), set.len(), "no duplicates");
        // Every 50th classic puzzle re-proved by the exact solver, every 40th PopOut one by full-width search (all
        // of them take minutes in release only).
        let mut solver = Solver::new();
        for puzzle in classic.iter().step_by(50) {
            let digits = cuatro_engine::format_digits(&puzzle.moves).unwrap();
            let position = Position::from_digits(&digits).unwrap();
            assert_eq!(classify(&mut solver, &position), Some(puzzle.goal), "{puzzle:?}");
        }
        for puzzle in pops.iter().step_by(40) {
            let (game, ..) = puzzle_game(puzzle.variant, &puzzle.moves, &[]).unwrap();
            assert_eq!(popout::classify(&game), Some(puzzle.goal), "{puzzle:?}");
        }
    }
}
