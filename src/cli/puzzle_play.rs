//! `cuatro puzzle play`: the built-in set's puzzles (or a set file's) solved in the terminal, judged as in
//! Discord: any move that keeps the goal is accepted, the defence plays its longest resistance.

use crate::ai::puzzle::puzzle_game;
use crate::ai::puzzle::{AfterMiss, Goal, PUZZLE_VARIANTS, PuzzleState, SetPuzzle, Step, parse_line, plies_after};
use crate::ai::solver::Solver;
use crate::engine::{Colour, Move, Rng};
use crate::render::board_text;
use std::io::{self, BufRead, Write};

/// The puzzles of a set file's text (lines of the variants with puzzles; others are skipped).
pub fn read_set(text: &str) -> Result<Vec<SetPuzzle>, String> {
    let puzzles: Vec<SetPuzzle> = text
        .lines()
        .filter(|l| !l.trim().is_empty() && !l.starts_with('#'))
        .map(parse_line)
        .collect::<Result<_, _>>()?;
    Ok(puzzles.into_iter().filter(|p| PUZZLE_VARIANTS.contains(&p.variant.as_str())).collect())
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

/// A move from a line: a drop `4` or `d` (1–7, a–g), a pop `4^` or `d^`.
fn move_of(line: &str) -> Option<Move> {
    let (column, pop) = match line.trim().as_bytes() {
        [column] => (*column, false),
        [column, b'^'] => (*column, true),
        _ => return None,
    };
    let column = match column {
        b'1'..=b'7' => column - b'1',
        b'a'..=b'g' => column - b'a',
        _ => return None,
    };
    Some(if pop { Move::Pop(column) } else { Move::Drop(column) })
}

fn moves(moves: &[Move]) -> String {
    moves.iter().map(Move::to_string).collect::<Vec<_>>().join(", ")
}

/// What a missed move left, as a sentence.
fn after_text(after: AfterMiss) -> String {
    match after {
        AfterMiss::DefenceWins => "Now the other side wins.".into(),
        AfterMiss::Draw => "Now it is a draw.".into(),
        AfterMiss::TooSlow => "You still win, but not in time.".into(),
        AfterMiss::Unclear { moves } => format!("Neither side wins by force within {moves} moves."),
    }
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
    writeln!(out, "Columns are 1-7 (or a-g); in PopOut, 4^ (or d^) pops; q quits.")?;
    'puzzles: for (n, &i) in order.iter().enumerate() {
        let puzzle = &puzzles[i];
        let Some((mut game, mover, _)) = puzzle_game(&puzzle.variant, &puzzle.moves, "") else {
            return Err(io::Error::new(io::ErrorKind::InvalidData, format!("{}: does not replay", puzzle.moves)));
        };
        let variant = if puzzle.variant == "classic" { String::new() } else { format!(" ({})", puzzle.variant) };
        writeln!(out, "\nPuzzle {} of {}{variant}. {}", n + 1, puzzles.len(), goal_line(puzzle.goal, mover))?;
        let mut plies = String::new();
        loop {
            write!(out, "{}", board_text(&game))?;
            write!(out, "your move> ")?;
            out.flush()?;
            let Some(line) = lines.next().transpose()? else { break 'puzzles };
            if line.trim() == "q" {
                break 'puzzles;
            }
            let Some(mv) = move_of(&line) else {
                writeln!(out, "A move, please: a column 1-7 or a-g (4^ or d^ pops in PopOut).")?;
                continue;
            };
            let state = PuzzleState::new(&puzzle.variant, &puzzle.moves, puzzle.goal, &plies)
                .map_err(|e| io::Error::new(io::ErrorKind::InvalidData, e.to_string()))?;
            match state.press(&mut solver, mv) {
                Step::Illegal => writeln!(out, "That move is not possible here.")?,
                Step::GoOn { reply } => {
                    game.play(mv).expect("a judged move is legal");
                    game.play(reply).expect("the defence's reply is legal");
                    plies = plies_after(&plies, &[mv, reply]);
                    writeln!(out, "{mv} keeps it. The defence answers {reply}.")?;
                }
                Step::Solved => {
                    game.play(mv).expect("a judged move is legal");
                    write!(out, "{}", board_text(&game))?;
                    writeln!(out, "Solved!")?;
                    (solved, tried) = (solved + 1, tried + 1);
                    continue 'puzzles;
                }
                Step::Failed { keeping, line, after } => {
                    writeln!(out, "{mv} lets it slip. {} Moves that kept it: {}.", after_text(after), moves(&keeping))?;
                    writeln!(out, "Solution: {}.", moves(&line))?;
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
    use crate::ai::puzzle::built_in_set;

    /// A one-puzzle set, its solution line, and a move that throws the goal away.
    fn one_puzzle(variant: &str) -> (Vec<SetPuzzle>, Vec<Move>, Move) {
        let puzzle = built_in_set().into_iter().find(|p| p.variant == variant).unwrap();
        let state = PuzzleState::new(variant, &puzzle.moves, puzzle.goal, "").unwrap();
        let mut solver = Solver::new();
        let line = state.solution_line(&mut solver);
        let keeping = state.keeping_moves(&mut solver);
        let (game, ..) = puzzle_game(variant, &puzzle.moves, "").unwrap();
        let wrong = game.legal_moves().iter().copied().find(|mv| !keeping.contains(mv)).unwrap();
        (vec![puzzle], line, wrong)
    }

    #[test]
    fn a_puzzle_is_solved_along_its_line_and_a_wrong_move_shows_the_solution() {
        for variant in PUZZLE_VARIANTS {
            let (set, line, wrong) = one_puzzle(variant);
            let mut input: String = "x\n9\n".into();
            input.extend(line.iter().step_by(2).map(|mv| format!("{mv}\n")));
            let mut out = Vec::new();
            assert_eq!(run(&set, 3, io::Cursor::new(input), &mut out).unwrap(), (1, 1));
            let shown = String::from_utf8(out).unwrap();
            assert!(shown.contains("Puzzle 1 of 1") && shown.contains("A move, please"), "{shown}");
            assert!(shown.contains("Solved!") && shown.ends_with("solved 1 of 1\n"), "{shown}");

            let mut out = Vec::new();
            assert_eq!(run(&set, 3, io::Cursor::new(format!("{wrong}\n")), &mut out).unwrap(), (0, 1));
            let shown = String::from_utf8(out).unwrap();
            assert!(shown.contains(&format!("Solution: {}.", moves(&line))), "{shown}");
            assert!(shown.contains("lets it slip"), "{shown}");
        }
    }

    #[test]
    fn set_files_are_read_and_moves_parse() {
        let set = read_set("# a comment\nclassic 4453 win 3\n\npopout ddc^ win 2\nfive-in-a-row dd win 2\n").unwrap();
        assert_eq!(set.len(), 2, "the variants with puzzles");
        assert!(read_set("classic 44x only").is_err());
        assert_eq!(
            (move_of("4"), move_of(" d "), move_of("d^"), move_of("4^")),
            (Some(Move::Drop(3)), Some(Move::Drop(3)), Some(Move::Pop(3)), Some(Move::Pop(3)))
        );
        assert_eq!((move_of("8"), move_of("dd"), move_of("^")), (None, None, None));
    }
}
