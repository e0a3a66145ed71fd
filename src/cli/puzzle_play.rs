//! `cuatro puzzle play`: the built-in set's puzzles (or a set file's) solved in the terminal, judged as in
//! Discord: any move that keeps the goal is accepted, the defence plays its longest resistance.

use crate::ai::puzzle::{Goal, PuzzleState, SetPuzzle, Step, parse_line, plies_after, puzzle_game};
use crate::ai::solver::Solver;
use crate::engine::{Colour, Move, Rng};
use crate::render::board_text;
use std::io::{self, BufRead, Write};

/// The puzzles of a set file's text (classic lines only: the judge is the classic solver's).
pub fn read_set(text: &str) -> Result<Vec<SetPuzzle>, String> {
    let puzzles: Vec<SetPuzzle> = text
        .lines()
        .filter(|l| !l.trim().is_empty() && !l.starts_with('#'))
        .map(parse_line)
        .collect::<Result<_, _>>()?;
    Ok(puzzles.into_iter().filter(|p| p.variant == "classic").collect())
}

fn colour_name(colour: Colour) -> &'static str {
    match colour {
        Colour::Red => "Red",
        Colour::Yellow => "Yellow",
        Colour::Green => "Green",
    }
}

fn goal_line(goal: Goal, mover: Colour) -> String {
    match goal {
        Goal::Win { moves: 1 } => format!("{} to play and win now.", colour_name(mover)),
        Goal::Win { moves } => format!("{} to play and win in {moves} moves.", colour_name(mover)),
        Goal::OnlyMove => format!("{} to play: find the only move that does not lose.", colour_name(mover)),
    }
}

/// A column from a line: `4` or `d` (1–7, a–g).
fn column_of(line: &str) -> Option<u8> {
    match line.trim().as_bytes() {
        [d @ b'1'..=b'7'] => Some(d - b'1'),
        [c @ b'a'..=b'g'] => Some(c - b'a'),
        _ => None,
    }
}

fn columns(cs: &[u8]) -> String {
    cs.iter().map(|&c| Move::Drop(c).to_string()).collect::<Vec<_>>().join(", ")
}

/// Plays `puzzles` in a seeded order from `input` until it ends or says `q`; returns (solved, tried).
pub fn run<R: BufRead, W: Write>(
    puzzles: &[SetPuzzle],
    seed: u64,
    input: R,
    out: &mut W,
) -> io::Result<(usize, usize)> {
    let mut order: Vec<usize> = (0..puzzles.len()).collect();
    let mut rng = Rng::new(seed);
    for i in (1..order.len()).rev() {
        order.swap(i, rng.below(i as u64 + 1) as usize);
    }
    let (mut solver, mut lines) = (Solver::new(), input.lines());
    let (mut solved, mut tried) = (0, 0);
    writeln!(out, "Columns are 1-7 (or a-g); q quits.")?;
    'puzzles: for (n, &i) in order.iter().enumerate() {
        let puzzle = &puzzles[i];
        let Some((mut game, mover, _)) = puzzle_game(&puzzle.variant, &puzzle.moves, "") else {
            return Err(io::Error::new(io::ErrorKind::InvalidData, format!("{}: does not replay", puzzle.moves)));
        };
        writeln!(out, "\nPuzzle {} of {}. {}", n + 1, puzzles.len(), goal_line(puzzle.goal, mover))?;
        let mut plies = String::new();
        loop {
            write!(out, "{}", board_text(&game))?;
            write!(out, "your move> ")?;
            out.flush()?;
            let Some(line) = lines.next().transpose()? else { break 'puzzles };
            if line.trim() == "q" {
                break 'puzzles;
            }
            let Some(column) = column_of(&line) else {
                writeln!(out, "A column, please: 1-7 or a-g.")?;
                continue;
            };
            let state = PuzzleState::new(&puzzle.moves, puzzle.goal, &plies)
                .map_err(|e| io::Error::new(io::ErrorKind::InvalidData, e.to_string()))?;
            match state.press(&mut solver, column) {
                Step::ColumnFull => writeln!(out, "That column is full.")?,
                Step::GoOn { reply } => {
                    game.play(Move::Drop(column)).expect("a judged move is legal");
                    game.play(Move::Drop(reply)).expect("the defence's reply is legal");
                    plies = plies_after(&plies, &[column, reply]);
                    writeln!(out, "{} keeps it. The defence answers {}.", columns(&[column]), columns(&[reply]))?;
                }
                Step::Solved => {
                    game.play(Move::Drop(column)).expect("a judged move is legal");
                    write!(out, "{}", board_text(&game))?;
                    writeln!(out, "Solved!")?;
                    (solved, tried) = (solved + 1, tried + 1);
                    continue 'puzzles;
                }
                Step::Failed { keeping, line, .. } => {
                    writeln!(out, "{} lets it slip. Moves that kept it: {}.", columns(&[column]), columns(&keeping))?;
                    writeln!(out, "Solution: {}.", columns(&line))?;
                    tried += 1;
                    continue 'puzzles;
                }
            }
        }
    }
    writeln!(out, "\nsolved {solved} of {tried}")?;
    Ok((solved, tried))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::puzzle::{built_in_set, solution_line};

    /// A one-puzzle set, its solution line, and a column that throws the goal away.
    fn one_puzzle(index: usize) -> (Vec<SetPuzzle>, Vec<u8>, u8) {
        let puzzle = built_in_set().into_iter().nth(index).unwrap();
        let state = PuzzleState::new(&puzzle.moves, puzzle.goal, "").unwrap();
        let mut solver = Solver::new();
        let line = solution_line(&mut solver, &state.position, state.goal);
        let keeping = crate::ai::puzzle::keeping_columns(&mut solver, &state.position, state.goal);
        let wrong = (0..7u8).find(|&c| state.position.can_play(c.into()) && !keeping.contains(&c.into())).unwrap();
        (vec![puzzle], line, wrong)
    }

    #[test]
    fn a_puzzle_is_solved_along_its_line_and_a_wrong_move_shows_the_solution() {
        let (set, line, wrong) = one_puzzle(0);
        let mut input: String = "x\n9\n".into();
        input.extend(line.iter().step_by(2).map(|&c| format!("{}\n", c + 1)));
        let mut out = Vec::new();
        assert_eq!(run(&set, 3, io::Cursor::new(input), &mut out).unwrap(), (1, 1));
        let shown = String::from_utf8(out).unwrap();
        assert!(shown.contains("Puzzle 1 of 1.") && shown.contains("A column, please"), "{shown}");
        assert!(shown.contains("Solved!") && shown.ends_with("solved 1 of 1\n"), "{shown}");

        let mut out = Vec::new();
        let wrong = format!("{}\n", (b'a' + wrong) as char);
        assert_eq!(run(&set, 3, io::Cursor::new(wrong), &mut out).unwrap(), (0, 1));
        let shown = String::from_utf8(out).unwrap();
        assert!(shown.contains(&format!("Solution: {}.", columns(&line))), "{shown}");
        assert!(shown.contains("lets it slip"), "{shown}");
    }

    #[test]
    fn set_files_are_read_and_columns_parse() {
        let set = read_set("# a comment\nclassic 4453 win 3\n\npopout ddc^ win 2\n").unwrap();
        assert_eq!(set.len(), 1, "classic lines only");
        assert!(read_set("classic 44x only").is_err());
        assert_eq!((column_of("4"), column_of(" d "), column_of("8"), column_of("dd")), (Some(3), Some(3), None, None));
    }
}
