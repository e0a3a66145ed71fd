//! A puzzle being solved (classic or PopOut): the position its plies reached, one press judged into the next
//! plies, and the solution line shown when it ends.

use super::judge::{AfterMiss, Goal, Verdict, judge, keeping_columns};
use super::popout::{self, PopPress};
use crate::solver::{Position, Solver};
use cuatro_engine::{Colour, Game, Move, Variant, compact_moves, format_digits};

/// Why a stored puzzle cannot be played (a corrupt row, or a variant the judge does not know).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("not a playable puzzle: {0}")]
pub struct Unplayable(String);

/// PopOut on the classic 7×6 board, the other variant with puzzles.
pub const POPOUT: Variant = Variant { popout: true, ..Variant::CLASSIC };

/// The variants with puzzles: classic and PopOut on 7×6.
pub const PUZZLE_VARIANTS: [Variant; 2] = [Variant::CLASSIC, POPOUT];

/// The position of a puzzle, in its judge's terms.
#[derive(Debug, Clone)]
enum Board {
    /// Classic, judged by the exact solver.
    Classic(Position),
    /// PopOut, judged by full-width search (the game keeps its history for the repetition rule).
    PopOut(Box<Game>),
}

/// A puzzle after `plies` were played from its position `moves`.
#[derive(Debug, Clone)]
pub struct PuzzleState {
    board: Board,
    /// What is left to reach from here.
    pub goal: Goal,
}

/// What one press did.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Step {
    /// Not a legal move here (a full column, a pop of a stone not the mover's; nothing changes).
    Illegal,
    /// The move keeps the goal; the defence replied `reply`.
    GoOn {
        reply: Move,
    },
    Solved,
    /// The move threw the goal away. `keeping`: the moves that kept it; `line`: a solution from the position
    /// before the move (the keeping move, the defence's longest resistance, … to the win); `after`: what the move
    /// left.
    Failed {
        keeping: Vec<Move>,
        line: Vec<Move>,
        after: AfterMiss,
    },
}

fn position_of(moves: &[Move], plies: &[Move]) -> Result<Position, Unplayable> {
    let all = [moves, plies].concat();
    let shown = || compact_moves(&all);
    let digits = format_digits(&all).ok_or_else(|| Unplayable(format!("{}: not drops on seven columns", shown())))?;
    Position::from_digits(&digits).map_err(|e| Unplayable(format!("{}: {e:?}", shown())))
}

fn columns(columns: Vec<usize>) -> Vec<Move> {
    columns.into_iter().map(|c| Move::Drop(c as u8)).collect()
}

impl PuzzleState {
    /// The state of puzzle `moves` (of `variant`, from the start) with goal `goal` after `plies`: each pair of
    /// plies is one of the solver's moves and the defence's reply.
    pub fn new(variant: Variant, moves: &[Move], goal: Goal, plies: &[Move]) -> Result<PuzzleState, Unplayable> {
        let played = plies.len() as u32;
        let board = if variant == Variant::CLASSIC {
            Board::Classic(position_of(moves, plies)?)
        } else if variant == POPOUT && matches!(goal, Goal::Win { .. }) {
            let (game, ..) = puzzle_game(variant, moves, plies)
                .ok_or_else(|| Unplayable(compact_moves(&[moves, plies].concat())))?;
            Board::PopOut(Box::new(game))
        } else {
            return Err(Unplayable(format!("{variant} {goal:?}")));
        };
        let goal = match goal {
            Goal::Win { moves } => Goal::Win { moves: moves.saturating_sub(played / 2).max(1) },
            Goal::OnlyMove => Goal::OnlyMove,
        };
        Ok(PuzzleState { board, goal })
    }

    /// The mover's moves left to win (1 for an only-move puzzle: its one move).
    fn moves_left(&self) -> u32 {
        match self.goal {
            Goal::Win { moves } => moves,
            Goal::OnlyMove => 1,
        }
    }

    /// Judges a press of `mv`.
    pub fn press(&self, solver: &mut Solver, mv: Move) -> Step {
        match &self.board {
            Board::Classic(position) => {
                let Move::Drop(column) = mv else { return Step::Illegal };
                press_classic(solver, position, self.goal, column)
            }
            Board::PopOut(game) => match popout::press(game, self.moves_left(), mv) {
                PopPress::Illegal => Step::Illegal,
                PopPress::Wins => Step::Solved,
                PopPress::Keeps { reply } => Step::GoOn { reply },
                PopPress::Misses { after } => Step::Failed {
                    keeping: popout::keeping_moves(game, self.moves_left()),
                    line: popout::solution_line(game, self.moves_left()),
                    after: popout::after_miss(&after),
                },
            },
        }
    }

    /// A line that reaches the goal from here: the quickest keeping move, the defence's longest resistance, and
    /// so on to the win (an only-move puzzle: the one move).
    pub fn solution_line(&self, solver: &mut Solver) -> Vec<Move> {
        match &self.board {
            Board::Classic(position) => classic_line(solver, position, self.goal),
            Board::PopOut(game) => popout::solution_line(game, self.moves_left()),
        }
    }

    /// The legal moves that keep the goal, in move order.
    pub fn keeping_moves(&self, solver: &mut Solver) -> Vec<Move> {
        match &self.board {
            Board::Classic(position) => columns(keeping_columns(solver, position, self.goal)),
            Board::PopOut(game) => popout::keeping_moves(game, self.moves_left()),
        }
    }
}

/// Judges a drop in `column` of a classic puzzle.
fn press_classic(solver: &mut Solver, position: &Position, goal: Goal, column: u8) -> Step {
    match judge(solver, position, goal, usize::from(column)) {
        Verdict::ColumnFull => Step::Illegal,
        Verdict::Solved => Step::Solved,
        Verdict::GoOn { reply, .. } => Step::GoOn { reply: Move::Drop(reply as u8) },
        Verdict::Failed { keeping } => {
            let mut after = *position;
            after.play_col(usize::from(column));
            let score = if after.can_win_next() { 1 } else { solver.solve(&after) };
            let after = match score {
                s if s > 0 => AfterMiss::DefenceWins,
                0 => AfterMiss::Draw,
                _ => AfterMiss::TooSlow,
            };
            Step::Failed { keeping: columns(keeping), line: classic_line(solver, position, goal), after }
        }
    }
}

/// A classic line that reaches `goal` from `p` (see [`PuzzleState::solution_line`]).
fn classic_line(solver: &mut Solver, p: &Position, goal: Goal) -> Vec<Move> {
    let (mut p, mut goal, mut line) = (*p, goal, Vec::new());
    loop {
        let scores = solver.analyze(&p);
        let best = scores.iter().flatten().copied().max();
        let Some(column) = best.and_then(|best| scores.iter().position(|&s| s == Some(best))) else { break };
        line.push(Move::Drop(column as u8));
        let Verdict::GoOn { reply, moves } = judge(solver, &p, goal, column) else { break };
        p.play_col(column);
        p.play_col(reply);
        line.push(Move::Drop(reply as u8));
        goal = Goal::Win { moves };
    }
    line
}

/// The game at puzzle `moves` (of `variant`, from the start) after `plies`: the game, the solver's colour (to
/// move at the puzzle's position), and the number of plies; `None` for moves that are not legal.
pub fn puzzle_game(variant: Variant, moves: &[Move], plies: &[Move]) -> Option<(Game, Colour, u32)> {
    let mut game = Game::new(variant);
    for &mv in moves {
        game.play(mv).ok()?;
    }
    let mover = game.colour_to_move();
    for &mv in plies {
        game.play(mv).ok()?;
    }
    Some((game, mover, plies.len() as u32))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::puzzle::generate_classic;

    /// A classic set's puzzle (1-based column digits) as moves.
    fn digits(digits: &str) -> Vec<Move> {
        cuatro_engine::parse_digits(digits).unwrap()
    }

    /// Moves in compact notation.
    fn moves(compact: &str) -> Vec<Move> {
        cuatro_engine::parse_moves(compact).unwrap()
    }

    fn variant(id: &str) -> Variant {
        id.parse().unwrap()
    }

    /// Plays `state`'s solution line press by press (each press must go on with the line's reply and the last
    /// one solve it), then checks that a move keeping nothing fails with the keeping moves and the whole line.
    fn play_along_and_miss(variant: Variant, moves: &[Move], goal: Goal, solver: &mut Solver) -> Option<AfterMiss> {
        let start = PuzzleState::new(variant, moves, goal, &[]).unwrap();
        let line = start.solution_line(solver);
        let Goal::Win { moves: k } = goal else { unreachable!() };
        assert_eq!(line.len() as u32, 2 * k - 1, "{moves:?}: the line is the win in {k}: {line:?}");
        let mut plies = Vec::new();
        for pair in line.chunks(2) {
            let state = PuzzleState::new(variant, moves, goal, &plies).unwrap();
            match (state.press(solver, pair[0]), pair.get(1)) {
                (Step::GoOn { reply }, Some(&expected)) => assert_eq!(reply, expected),
                (Step::Solved, None) => {}
                (step, _) => panic!("{moves:?}: {step:?} at {plies:?}"),
            }
            plies.extend_from_slice(pair);
        }
        let keeping = start.keeping_moves(solver);
        let (game, ..) = puzzle_game(variant, moves, &[]).unwrap();
        let wrong = game.legal_moves().iter().copied().find(|mv| !keeping.contains(mv))?;
        let Step::Failed { keeping: told, line: shown, after } = start.press(solver, wrong) else {
            panic!("{moves:?}: {wrong} should fail")
        };
        assert_eq!((told, shown), (keeping, line));
        Some(after)
    }

    #[test]
    fn a_win_is_played_out_along_the_solution_line_and_a_wrong_move_fails_with_the_line() {
        let set = generate_classic(12, 11);
        let mut solver = Solver::new();
        let mut checked = 0;
        for puzzle in set.puzzles.iter().filter(|p| matches!(p.goal, Goal::Win { moves } if moves >= 3)) {
            let after = play_along_and_miss(Variant::CLASSIC, &digits(&puzzle.moves), puzzle.goal, &mut solver);
            assert_ne!(after, Some(AfterMiss::Unclear { moves: 1 }), "the solver's verdict is exact");
            checked += usize::from(after.is_some());
        }
        assert!(checked >= 3, "{checked} puzzles checked");
    }

    #[test]
    fn a_popout_win_is_played_out_with_pops_allowed_and_a_wrong_move_fails() {
        let mut solver = Solver::new();
        let set = crate::puzzle::generate_popout(3, 5);
        assert_eq!(set.puzzles.len(), 3);
        for puzzle in &set.puzzles {
            play_along_and_miss(variant("popout"), &moves(&puzzle.moves), puzzle.goal, &mut solver);
        }
        // A pop is judged like any move: yellow's stone at the foot of g is not red's to pop.
        let state = PuzzleState::new(variant("popout"), &moves("aabbcg"), Goal::Win { moves: 1 }, &[]).unwrap();
        assert_eq!(state.press(&mut solver, Move::Pop(6)), Step::Illegal);
        assert!(matches!(state.press(&mut solver, Move::Pop(0)), Step::Failed { .. }));
        assert_eq!(state.press(&mut solver, Move::Drop(3)), Step::Solved);
        let only = PuzzleState::new(variant("popout"), &moves("aabbcg"), Goal::OnlyMove, &[]);
        assert!(only.is_err(), "PopOut asks for wins only");
    }

    #[test]
    fn an_only_move_puzzle_is_solved_by_its_one_move() {
        let set = generate_classic(8, 3);
        let mut solver = Solver::new();
        let puzzle = set.puzzles.iter().find(|p| p.goal == Goal::OnlyMove).expect("a quarter are only-move");
        let state = PuzzleState::new(Variant::CLASSIC, &digits(&puzzle.moves), Goal::OnlyMove, &[]).unwrap();
        let line = state.solution_line(&mut solver);
        assert_eq!(line.len(), 1);
        assert_eq!(state.press(&mut solver, line[0]), Step::Solved);
        let (game, ..) = puzzle_game(Variant::CLASSIC, &digits(&puzzle.moves), &[]).unwrap();
        let other = game.legal_moves().iter().copied().find(|&mv| mv != line[0]).unwrap();
        let step = state.press(&mut solver, other);
        assert!(matches!(step, Step::Failed { after: AfterMiss::DefenceWins, .. }), "it loses: {step:?}");
        assert_eq!(state.press(&mut solver, Move::Pop(3)), Step::Illegal, "no pops in classic");
    }

    #[test]
    fn a_goal_shrinks_with_the_plies_played_and_bad_rows_are_refused() {
        let classic = Variant::CLASSIC;
        let state = PuzzleState::new(classic, &moves("dd"), Goal::Win { moves: 4 }, &moves("cc")).unwrap();
        assert_eq!(state.goal, Goal::Win { moves: 3 });
        assert!(PuzzleState::new(classic, &moves("dd"), Goal::Win { moves: 4 }, &moves("c^")).is_err(), "pops");
        assert!(PuzzleState::new(classic, &moves("dddddddd"), Goal::OnlyMove, &[]).is_err(), "a full column");
        let five = variant("five-in-a-row");
        assert!(PuzzleState::new(five, &moves("dd"), Goal::Win { moves: 2 }, &[]).is_err());
        let (game, mover, plies) = puzzle_game(classic, &moves("ddc"), &moves("ab")).unwrap();
        assert_eq!((game.moves().len(), mover, plies), (5, Colour::Yellow, 2));
        assert!(puzzle_game(classic, &moves("dd"), &moves("ddddd")).is_none(), "a full column");
    }
}
