//! Puzzles found in a finished game: the positions where the side to move had a forced win (classic: or one move
//! alone that did not lose) and missed it, or found it with the only good move.

use super::judge::{Goal, classify, keeping_columns};
use super::popout;
use crate::solver::{Position, Solver};
use cuatro_engine::{Game, Move};

/// Stones on the board before a position is examined: fewer, and the exact solver can take seconds.
const FEWEST_STONES: usize = 14;

/// Plies before a PopOut position is examined: earlier, no forced win is short enough to be a puzzle.
pub const POPOUT_FEWEST_PLIES: usize = 8;

/// A puzzle found in a game: the moves before it (the puzzle's position) and its goal.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Mined {
    /// Plies played before the puzzle's position (its move number is `plies + 1`).
    pub plies: usize,
    pub goal: Goal,
}

/// The puzzles of a classic game's `moves` (drops on the 7×6 board; anything else finds none). A position makes
/// a puzzle when it is one ([`classify`]) and the move played there missed its goal or was the only one that
/// kept it.
pub fn mine_game(solver: &mut Solver, moves: &[Move]) -> Vec<Mined> {
    let mut p = Position::new();
    let mut found = Vec::new();
    for (plies, mv) in moves.iter().enumerate() {
        let &Move::Drop(column) = mv else { return found };
        let column = usize::from(column);
        if column >= Position::WIDTH || !p.can_play(column) {
            return found;
        }
        if plies >= FEWEST_STONES
            && let Some(goal) = classify(solver, &p)
        {
            let keeping = keeping_columns(solver, &p, goal);
            if !keeping.contains(&column) || keeping.len() == 1 {
                found.push(Mined { plies, goal });
            }
        }
        if p.is_winning_move(column) {
            return found;
        }
        p.play_col(column);
    }
    found
}

/// The puzzle of a plain PopOut position `before` where `played` was played, if it makes one (`popout::classify`)
/// and `played` missed the win or was the only move that kept it. One position at a time: up to a second of
/// full-width search each.
pub fn mine_popout_position(before: &Game, played: Move) -> Option<Goal> {
    let (goal, keeping) = popout::classify_with_keeping(before)?;
    (!keeping.contains(&played) || keeping.len() == 1).then_some(goal)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::puzzle::generate_classic;
    use cuatro_engine::parse_digits;

    #[test]
    fn a_missed_win_becomes_a_puzzle_and_a_game_without_one_gives_none() {
        let set = generate_classic(12, 21);
        let mut solver = Solver::new();
        let mut checked = 0;
        for puzzle in set.puzzles.iter().filter(|p| p.moves.len() >= FEWEST_STONES) {
            let position = Position::from_digits(&puzzle.moves).unwrap();
            let keeping = keeping_columns(&mut solver, &position, puzzle.goal);
            let Some(missed) = (0..7).find(|&c| position.can_play(c) && !keeping.contains(&c)) else { continue };
            // The game went on with a move that missed the goal: the position is found, with its goal.
            let mut digits = puzzle.moves.clone();
            digits.push(char::from(b'1' + missed as u8));
            let found = mine_game(&mut solver, &parse_digits(&digits).unwrap());
            let here = Mined { plies: puzzle.moves.len(), goal: puzzle.goal };
            assert!(found.contains(&here), "{puzzle}: {found:?}");
            checked += 1;
        }
        assert!(checked >= 3, "{checked}");
        assert!(mine_game(&mut solver, &parse_digits("4444").unwrap()).is_empty(), "too few stones");
        assert!(mine_game(&mut solver, &[Move::Pop(3)]).is_empty(), "not a classic game");
    }

    #[test]
    fn a_missed_popout_win_is_found_and_a_move_among_several_keeping_ones_is_not() {
        let set = crate::puzzle::generate_popout(6, 9);
        let mut checked = 0;
        for puzzle in &set.puzzles {
            let game = cuatro_engine::test_game("popout", &puzzle.moves);
            let keeping = popout::keeping_moves(
                &game,
                match puzzle.goal {
                    Goal::Win { moves } => moves,
                    Goal::OnlyMove => unreachable!("PopOut puzzles are wins"),
                },
            );
            let missed = game.legal_moves().iter().copied().find(|mv| !keeping.contains(mv)).unwrap();
            assert_eq!(mine_popout_position(&game, missed), Some(puzzle.goal), "{puzzle}");
            let expected = (keeping.len() == 1).then_some(puzzle.goal);
            assert_eq!(mine_popout_position(&game, keeping[0]), expected, "{puzzle}");
            checked += 1;
        }
        assert_eq!(checked, 6);
        assert_eq!(mine_popout_position(&cuatro_engine::test_game("popout", "dd"), Move::Drop(3)), None);
    }
}
