//! Which classic positions make a puzzle ("win in k", "the only move that does not lose"), which presses solve
//! it, and the defence's longest resistance, all by the exact solver.

use crate::solver::{Position, Solver};

/// The solver's score of a win with the mover's `k`-th stone of the game is `22 - k`.
const WIN_BASE: i32 = 22;

/// The longest forced win a puzzle asks for, in the solver's moves.
pub const LONGEST_WIN: u32 = 10;

/// What a puzzle asks of the side to move.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Goal {
    /// Win by force within `moves` of its own moves (this one included).
    Win { moves: u32 },
    /// Find the one move that does not lose (it keeps a draw or better).
    OnlyMove,
}

/// The answer to one press.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Verdict {
    /// The column is full.
    ColumnFull,
    /// The goal is reached: the win completed, or the only move found.
    Solved,
    /// The win is still forced within `moves` more moves; the defence answered in column `reply` (0-based).
    GoOn { reply: usize, moves: u32 },
    /// The move threw the goal away; `keeping` are the columns that kept it.
    Failed { keeping: Vec<usize> },
}

/// What a missed move left, for the defence (the side to move then).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum AfterMiss {
    /// The defence wins by force now.
    DefenceWins,
    /// A draw: the exact value (classic), or the game ended drawn.
    Draw,
    /// The puzzle's side still wins, but not within the moves the puzzle asked.
    TooSlow,
    /// Neither side has a forced win within `moves` of its own moves (PopOut: the search's horizon).
    Unclear { moves: u32 },
}

/// The mover's own moves to its fastest forced win, from the exact `score` of a position with `moves_played`.
fn moves_to_win(moves_played: usize, score: i32) -> u32 {
    (WIN_BASE - (moves_played / 2) as i32 - score).max(1) as u32
}

/// The least score of a win within `moves` of the mover's own moves.
fn win_within(p: &Position, moves: u32) -> i32 {
    WIN_BASE - (p.nb_moves() / 2) as i32 - moves as i32
}

/// Whether playing `col` (legal, not winning at once) gives the mover a score of at least `v`.
fn reaches(solver: &mut Solver, p: &Position, col: usize, v: i32) -> bool {
    let mut child = *p;
    child.play_col(col);
    // The mover's score through `col` is minus the reply's: at least `v` when the reply's is below `-v + 1`.
    !solver.score_at_least(&child, -v + 1)
}

/// Whether `col` keeps `goal` in `p` (a legal column).
fn keeps(solver: &mut Solver, p: &Position, goal: Goal, col: usize) -> bool {
    if p.is_winning_move(col) {
        return true;
    }
    match goal {
        Goal::Win { moves } => moves > 1 && reaches(solver, p, col, win_within(p, moves)),
        Goal::OnlyMove => reaches(solver, p, col, 0),
    }
}

/// The legal columns that keep `goal` in `p`, left to right.
pub fn keeping_columns(solver: &mut Solver, p: &Position, goal: Goal) -> Vec<usize> {
    (0..Position::WIDTH).filter(|&col| p.can_play(col) && keeps(solver, p, goal, col)).collect()
}

/// Judges a press of `col` in puzzle position `p` with `goal`: any move that keeps the goal is accepted, not
/// only the solver's line. After a winning move that does not end the game, the defence answers with its
/// longest resistance (the reply with the best exact score; the leftmost of equals).
pub fn judge(solver: &mut Solver, p: &Position, goal: Goal, col: usize) -> Verdict {
    if col >= Position::WIDTH || !p.can_play(col) {
        return Verdict::ColumnFull;
    }
    if p.is_winning_move(col) {
        return Verdict::Solved;
    }
    if !keeps(solver, p, goal, col) {
        return Verdict::Failed { keeping: keeping_columns(solver, p, goal) };
    }
    let Goal::Win { moves } = goal else { return Verdict::Solved };
    let mut child = *p;
    child.play_col(col);
    let scores = solver.analyze(&child);
    let best = scores.iter().flatten().copied().max().expect("a position the mover has not won has a move");
    let reply = scores.iter().position(|&s| s == Some(best)).expect("the best score is some column's");
    Verdict::GoOn { reply, moves: moves - 1 }
}

/// The puzzle `p` makes for its side to move, if any:
/// - a forced win in 2 to [`LONGEST_WIN`] moves, unless more than half the legal moves win too (then any move
///   does, and it is no puzzle);
/// - else, a position where exactly one move does not lose, unless every other move loses at once (then the
///   answer is a plain block).
///
/// `p` must not be won already nor full.
pub fn classify(solver: &mut Solver, p: &Position) -> Option<Goal> {
    if p.can_win_next() {
        return None;
    }
    let legal: Vec<usize> = (0..Position::WIDTH).filter(|&col| p.can_play(col)).collect();
    let score = solver.solve(p);
    if score > 0 {
        let moves = moves_to_win(p.nb_moves(), score);
        let winning = legal.iter().filter(|&&col| reaches(solver, p, col, 1)).count();
        return ((2..=LONGEST_WIN).contains(&moves) && winning * 2 <= legal.len()).then_some(Goal::Win { moves });
    }
    if score < 0 || legal.len() < 2 {
        return None;
    }
    let holding = legal.iter().filter(|&&col| reaches(solver, p, col, 0)).count();
    let losing_at_once = legal
        .iter()
        .filter(|&&col| {
            let mut child = *p;
            child.play_col(col);
            child.can_win_next()
        })
        .count();
    (holding == 1 && losing_at_once < legal.len() - 1).then_some(Goal::OnlyMove)
}

#[cfg(test)]
#[path = "judge_tests.rs"]
mod tests;
