//! A classic puzzle being solved: the position its plies reached, one press judged into the next plies, and the
//! solution line shown when it ends.

use super::judge::{Goal, Verdict, judge};
use crate::ai::solver::{Position, Solver};
use crate::engine::{Colour, Game, Move, Variant, format_digits, parse_moves};

/// Why a stored puzzle cannot be played (a corrupt row, or a variant the judge does not know).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("not a playable classic puzzle: {0}")]
pub struct Unplayable(String);

/// A classic puzzle after `plies` (compact notation) were played from its position `moves`.
#[derive(Debug, Clone, Copy)]
pub struct PuzzleState {
    pub position: Position,
    /// What is left to reach from here.
    pub goal: Goal,
}

/// What one press did.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Step {
    /// The column is full (nothing changes).
    ColumnFull,
    /// The move keeps the goal; the defence replied in column `reply` (0-based).
    GoOn {
        reply: u8,
    },
    Solved,
    /// The move threw the goal away. `keeping`: the columns that kept it; `line`: a solution from the position
    /// before the move (the keeping move, the defence's longest resistance, … to the win); `score`: the exact
    /// score of the position after the move, for the side to move then (the defence): positive, it wins;
    /// zero, a draw; negative, the solver still wins, but too slowly.
    Failed {
        keeping: Vec<u8>,
        line: Vec<u8>,
        score: i32,
    },
}

fn position_of(moves: &str, plies: &str) -> Result<Position, Unplayable> {
    let all = format!("{moves}{plies}");
    let parsed = parse_moves(&all).map_err(|e| Unplayable(format!("{all}: {e}")))?;
    let digits = format_digits(&parsed).ok_or_else(|| Unplayable(format!("{all}: not drops on seven columns")))?;
    Position::from_digits(&digits).map_err(|e| Unplayable(format!("{all}: {e:?}")))
}

impl PuzzleState {
    /// The state of puzzle `moves` (compact notation, from the start) with goal `goal` after `plies`: each pair
    /// of plies is one of the solver's moves and the defence's reply.
    pub fn new(moves: &str, goal: Goal, plies: &str) -> Result<PuzzleState, Unplayable> {
        let position = position_of(moves, plies)?;
        let played = parse_moves(plies).map_err(|e| Unplayable(e.to_string()))?.len() as u32;
        let goal = match goal {
            Goal::Win { moves } => Goal::Win { moves: moves.saturating_sub(played / 2).max(1) },
            Goal::OnlyMove => Goal::OnlyMove,
        };
        Ok(PuzzleState { position, goal })
    }

    /// Judges a press of `column` (0-based).
    pub fn press(&self, solver: &mut Solver, column: u8) -> Step {
        match judge(solver, &self.position, self.goal, usize::from(column)) {
            Verdict::ColumnFull => Step::ColumnFull,
            Verdict::Solved => Step::Solved,
            Verdict::GoOn { reply, .. } => Step::GoOn { reply: reply as u8 },
            Verdict::Failed { keeping } => {
                let mut after = self.position;
                after.play_col(usize::from(column));
                let score = if after.can_win_next() { 1 } else { solver.solve(&after) };
                let line = solution_line(solver, &self.position, self.goal);
                Step::Failed { keeping: keeping.into_iter().map(|c| c as u8).collect(), line, score }
            }
        }
    }
}

/// A line that reaches `goal` from `p`: the solver's quickest keeping move, the defence's longest resistance,
/// and so on to the win (an only-move puzzle: the one move).
pub fn solution_line(solver: &mut Solver, p: &Position, goal: Goal) -> Vec<u8> {
    let (mut p, mut goal, mut line) = (*p, goal, Vec::new());
    loop {
        let scores = solver.analyze(&p);
        let best = scores.iter().flatten().copied().max();
        let Some(column) = best.and_then(|best| scores.iter().position(|&s| s == Some(best))) else { break };
        line.push(column as u8);
        let Verdict::GoOn { reply, moves } = judge(solver, &p, goal, column) else { break };
        p.play_col(column);
        p.play_col(reply);
        line.push(reply as u8);
        goal = Goal::Win { moves };
    }
    line
}

/// The game at puzzle `moves` (of `variant`, compact notation from the start) after `plies`: the game, the
/// solver's colour (to move at the puzzle's position), and the number of plies; `None` for a row that does not
/// replay.
pub fn puzzle_game(variant: &str, moves: &str, plies: &str) -> Option<(Game, Colour, u32)> {
    let mut game = Game::new(variant.parse::<Variant>().ok()?);
    for mv in parse_moves(moves).ok()? {
        game.play(mv).ok()?;
    }
    let mover = game.colour_to_move();
    let plies = parse_moves(plies).ok()?;
    for &mv in &plies {
        game.play(mv).ok()?;
    }
    Some((game, mover, plies.len() as u32))
}

/// The next plies (compact notation) after `plies` with `columns` dropped.
pub fn plies_after(plies: &str, columns: &[u8]) -> String {
    let mut next = plies.to_string();
    for &column in columns {
        next.push_str(&Move::Drop(column).to_string());
    }
    next
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::puzzle::generate_classic;

    /// A classic set's puzzle in compact notation.
    fn compact(digits: &str) -> String {
        let moves = crate::engine::parse_digits(digits).unwrap();
        crate::engine::compact_moves(&moves)
    }

    #[test]
    fn a_win_is_played_out_along_the_solution_line_and_a_wrong_move_fails_with_the_line() {
        let set = generate_classic(12, 11);
        let mut solver = Solver::new();
        let mut checked = 0;
        for puzzle in set.puzzles.iter().filter(|p| matches!(p.goal, Goal::Win { moves } if moves >= 3)) {
            let moves = compact(&puzzle.digits);
            let start = PuzzleState::new(&moves, puzzle.goal, "").unwrap();
            let line = solution_line(&mut solver, &start.position, start.goal);
            let Goal::Win { moves: k } = puzzle.goal else { unreachable!() };
            assert_eq!(line.len() as u32, 2 * k - 1, "{puzzle}: the line is the win in {k}: {line:?}");

            // Played along the line, every press goes on with the line's reply, and the last one solves it.
            let mut plies = String::new();
            for pair in line.chunks(2) {
                let state = PuzzleState::new(&moves, puzzle.goal, &plies).unwrap();
                match (state.press(&mut solver, pair[0]), pair.get(1)) {
                    (Step::GoOn { reply }, Some(&expected)) => assert_eq!(reply, expected),
                    (Step::Solved, None) => {}
                    (step, _) => panic!("{puzzle}: {step:?} at {plies:?}"),
                }
                plies = plies_after(&plies, pair);
            }

            // A column that keeps nothing fails, with the keeping columns and the whole line.
            let keeping = super::super::keeping_columns(&mut solver, &start.position, start.goal);
            let Some(wrong) = (0..7u8).find(|&c| start.position.can_play(c.into()) && !keeping.contains(&c.into()))
            else {
                continue;
            };
            let Step::Failed { keeping: told, line: shown, score } = start.press(&mut solver, wrong) else {
                panic!("{puzzle}: column {wrong} should fail")
            };
            assert_eq!(told, keeping.iter().map(|&c| c as u8).collect::<Vec<_>>());
            assert_eq!(shown, line);
            assert!(score > -(22 - start.position.nb_moves() as i32 / 2 - k as i32), "not a win in time: {score}");
            checked += 1;
        }
        assert!(checked >= 3, "{checked} puzzles checked");
    }

    #[test]
    fn an_only_move_puzzle_is_solved_by_its_one_move() {
        let set = generate_classic(8, 3);
        let mut solver = Solver::new();
        let puzzle = set.puzzles.iter().find(|p| p.goal == Goal::OnlyMove).expect("a quarter are only-move");
        let state = PuzzleState::new(&compact(&puzzle.digits), Goal::OnlyMove, "").unwrap();
        let line = solution_line(&mut solver, &state.position, Goal::OnlyMove);
        assert_eq!(line.len(), 1);
        assert_eq!(state.press(&mut solver, line[0]), Step::Solved);
        let other = (0..7u8).find(|&c| c != line[0] && state.position.can_play(c.into())).unwrap();
        assert!(matches!(state.press(&mut solver, other), Step::Failed { score, .. } if score > 0), "it loses");
    }

    #[test]
    fn a_goal_shrinks_with_the_plies_played_and_bad_rows_are_refused() {
        let state = PuzzleState::new("dd", Goal::Win { moves: 4 }, "cc").unwrap();
        assert_eq!(state.goal, Goal::Win { moves: 3 });
        assert_eq!(state.position.nb_moves(), 4);
        assert!(PuzzleState::new("dd", Goal::Win { moves: 4 }, "c^").is_err(), "pops");
        assert!(PuzzleState::new("zz", Goal::OnlyMove, "").is_err());
        assert_eq!(plies_after("cc", &[3, 4]), "ccde");
        let (game, mover, plies) = puzzle_game("classic", "ddc", "ab").unwrap();
        assert_eq!((game.moves().len(), mover, plies), (5, Colour::Yellow, 2));
        assert!(puzzle_game("classic", "dd", "zz").is_none() && puzzle_game("nope", "", "").is_none());
    }
}
