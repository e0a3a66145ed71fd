//! `cuatro puzzle play`: the built-in set's puzzles (or a set file's) solved in the terminal, judged as in
//! Discord: any move that keeps the goal is accepted, the defence plays its longest resistance.

use crate::ai::puzzle::puzzle_game;
use crate::ai::puzzle::{AfterMiss, Goal, PUZZLE_VARIANTS, PuzzleState, SetPuzzle, Step, parse_line};
use crate::ai::solver::Solver;
use crate::engine::{Colour, Move, Rng, Variant, compact_moves};
use crate::game::Lang;
use crate::render::{board_text, variant_label};
use crate::tr;
use std::io::{self, BufRead, Write};

/// The puzzles of a set file's text (lines of the variants with puzzles; others are skipped).
pub fn read_set(text: &str) -> Result<Vec<SetPuzzle>, String> {
    let puzzles: Vec<SetPuzzle> = text
        .lines()
        .filter(|l| !l.trim().is_empty() && !l.starts_with('#'))
        .map(parse_line)
        .collect::<Result<_, _>>()?;
    Ok(puzzles.into_iter().filter(|p| PUZZLE_VARIANTS.contains(&p.variant)).collect())
}

/// The puzzle's task for the side to move, as a sentence.
fn goal_line(goal: Goal, mover: Colour, lang: Lang) -> String {
    let colour = mover.name();
    match goal {
        Goal::Win { moves: 1 } => tr!(lang, "terminal-puzzle-goal-win-now", colour),
        Goal::Win { moves } => tr!(lang, "terminal-puzzle-goal-win-in", colour, moves),
        Goal::OnlyMove => tr!(lang, "terminal-puzzle-goal-only-move", colour),
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
fn after_text(after: AfterMiss, lang: Lang) -> String {
    match after {
        AfterMiss::DefenceWins => tr!(lang, "terminal-puzzle-after-defence-wins"),
        AfterMiss::Draw => tr!(lang, "terminal-puzzle-after-draw"),
        AfterMiss::TooSlow => tr!(lang, "terminal-puzzle-after-too-slow"),
        AfterMiss::Unclear { moves } => tr!(lang, "terminal-puzzle-after-unclear", moves),
    }
}

/// Plays `puzzles` in a seeded order from `input` until it ends or says `q`, speaking `lang`; returns
/// (solved, tried).
pub fn run<R: BufRead, W: Write>(
    puzzles: &[SetPuzzle],
    seed: u64,
    lang: Lang,
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
    writeln!(out, "{}", tr!(lang, "terminal-puzzle-help"))?;
    'puzzles: for (n, &i) in order.iter().enumerate() {
        let puzzle = &puzzles[i];
        let Some((mut game, mover, _)) = puzzle_game(puzzle.variant, &puzzle.moves, &[]) else {
            let moves = compact_moves(&puzzle.moves);
            return Err(io::Error::new(io::ErrorKind::InvalidData, format!("{moves}: does not replay")));
        };
        let goal = goal_line(puzzle.goal, mover, lang);
        let header = if puzzle.variant == Variant::CLASSIC {
            tr!(lang, "terminal-puzzle-header", n = n + 1, total = puzzles.len(), goal)
        } else {
            let variant = variant_label(lang, &puzzle.variant);
            tr!(lang, "terminal-puzzle-header-variant", n = n + 1, total = puzzles.len(), variant, goal)
        };
        writeln!(out, "\n{header}")?;
        let mut plies = Vec::new();
        loop {
            write!(out, "{}", board_text(&game))?;
            write!(out, "{}", tr!(lang, "terminal-puzzle-prompt"))?;
            out.flush()?;
            let Some(line) = lines.next().transpose()? else { break 'puzzles };
            if line.trim() == "q" {
                break 'puzzles;
            }
            let Some(mv) = move_of(&line) else {
                writeln!(out, "{}", tr!(lang, "terminal-puzzle-not-a-move"))?;
                continue;
            };
            let state = PuzzleState::new(puzzle.variant, &puzzle.moves, puzzle.goal, &plies)
                .map_err(|e| io::Error::new(io::ErrorKind::InvalidData, e.to_string()))?;
            match state.press(&mut solver, mv) {
                Step::Illegal => writeln!(out, "{}", tr!(lang, "terminal-puzzle-impossible"))?,
                Step::GoOn { reply } => {
                    game.play(mv).expect("a judged move is legal");
                    game.play(reply).expect("the defence's reply is legal");
                    plies.extend([mv, reply]);
                    let text = tr!(lang, "terminal-puzzle-keeps", move = mv.to_string(), reply = reply.to_string());
                    writeln!(out, "{text}")?;
                }
                Step::Solved => {
                    game.play(mv).expect("a judged move is legal");
                    write!(out, "{}", board_text(&game))?;
                    writeln!(out, "{}", tr!(lang, "terminal-puzzle-solved"))?;
                    (solved, tried) = (solved + 1, tried + 1);
                    continue 'puzzles;
                }
                Step::Failed { keeping, line, after } => {
                    let text = tr!(
                        lang,
                        "terminal-puzzle-slip",
                        move = mv.to_string(),
                        after = after_text(after, lang),
                        keeping = moves(&keeping)
                    );
                    writeln!(out, "{text}")?;
                    writeln!(out, "{}", tr!(lang, "terminal-puzzle-solution", line = moves(&line)))?;
                    tried += 1;
                    continue 'puzzles;
                }
            }
        }
    }
    writeln!(out, "\n{}", tr!(lang, "terminal-puzzle-score", solved, tried))?;
    Ok((solved, tried))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::puzzle::built_in_set;

    /// A one-puzzle set, its solution line, and a move that throws the goal away.
    fn one_puzzle(variant: Variant) -> (Vec<SetPuzzle>, Vec<Move>, Move) {
        let puzzle = built_in_set().into_iter().find(|p| p.variant == variant).unwrap();
        let state = PuzzleState::new(variant, &puzzle.moves, puzzle.goal, &[]).unwrap();
        let mut solver = Solver::new();
        let line = state.solution_line(&mut solver);
        let keeping = state.keeping_moves(&mut solver);
        let (game, ..) = puzzle_game(variant, &puzzle.moves, &[]).unwrap();
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
            assert_eq!(run(&set, 3, Lang::En, io::Cursor::new(input), &mut out).unwrap(), (1, 1));
            let shown = String::from_utf8(out).unwrap();
            assert!(shown.contains("Puzzle 1 of 1") && shown.contains("A move, please"), "{shown}");
            assert!(shown.contains("Solved!") && shown.ends_with("solved 1 of 1\n"), "{shown}");

            let mut out = Vec::new();
            assert_eq!(run(&set, 3, Lang::En, io::Cursor::new(format!("{wrong}\n")), &mut out).unwrap(), (0, 1));
            let shown = String::from_utf8(out).unwrap();
            assert!(shown.contains(&format!("Solution: {}.", moves(&line))), "{shown}");
            assert!(shown.contains("lets it slip"), "{shown}");
        }
    }

    #[test]
    fn a_spanish_puzzle_game_speaks_spanish() {
        let (set, line, wrong) = one_puzzle(Variant::CLASSIC);
        let mut out = Vec::new();
        assert_eq!(run(&set, 3, Lang::Es, io::Cursor::new(format!("x\n{wrong}\n")), &mut out).unwrap(), (0, 1));
        let shown = String::from_utf8(out).unwrap();
        assert!(shown.starts_with("Las columnas son 1-7"), "{shown}");
        assert!(shown.contains("\nProblema 1 de 1. Juegan las "), "{shown}");
        assert!(shown.contains("tu jugada> Una jugada, por favor"), "{shown}");
        assert!(shown.contains(&format!("{wrong} lo deja escapar. ")), "{shown}");
        assert!(shown.contains(&format!("Solución: {}.", moves(&line))), "{shown}");
        assert!(shown.ends_with("\nresueltos 0 de 1\n"), "{shown}");
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
