//! PopOut puzzles proved by full-width search: forced wins of up to [`POPOUT_PLIES`] plies (drops and pops), the
//! moves that keep one, the defence's longest resistance, and what a missed move leaves.

use super::judge::{AfterMiss, Goal};
use crate::analysis::{Analysis, Limits, WIN};
use crate::popout::analyse_with_table;
use cuatro_engine::{Game, Move};

/// The deepest forced win a PopOut puzzle asks for, in plies (the mover's seventh move). The dedicated search
/// classifies a position this deep in under a second (`cuatro puzzle generate --variant popout` prints the
/// slowest); a failed press costs about as much (the moves that kept the win), so two plies more, whose slowest
/// positions take seconds, would pass the 3 s answer budget.
pub const POPOUT_PLIES: u32 = 13;

/// The longest win a PopOut puzzle asks for, in the mover's own moves.
pub const POPOUT_LONGEST_WIN: u32 = POPOUT_PLIES.div_ceil(2);

/// Nodes the search of the position after a missed move may spend on its verdict (about a quarter of a second).
const VERDICT_NODES: u64 = 1_000_000;

/// The search table of a puzzle's searches: 2^16 buckets, 2 MiB (the game's 16 MiB table, set up at every one of
/// the many short searches of a press, costs more than the search).
const TABLE_BITS: u32 = 16;

/// The search of the puzzle code: PopOut's own, with its smaller table.
fn analyse(game: &Game, limits: Limits) -> Analysis {
    analyse_with_table(game, limits, TABLE_BITS)
}

/// A full-width search of `game` that sees every win of its side to move within `plies` plies (the search finds a
/// win one ply past its depth).
fn search(game: &Game, plies: u32) -> Analysis {
    analyse(game, Limits { depth: plies.saturating_sub(1).max(1), max_nodes: u64::MAX, deadline: None })
}

/// Plies to the fastest forced win of the side to move in `game`, if it wins within `plies`.
pub fn win_in_plies(game: &Game, plies: u32) -> Option<u32> {
    let best = search(game, plies).best_score()?;
    (best > WIN / 2 && WIN - best <= plies as i32).then_some((WIN - best) as u32)
}

/// The defence's longest resistance in `after` (the defence to move) when every reply loses within `plies`
/// plies: the reply losing latest, the first of equals in move order; `None` when some reply holds out longer.
fn longest_resistance(after: &Game, plies: u32) -> Option<Move> {
    let found = search(after, plies);
    let best = found.best_score()?;
    (best < -WIN / 2 && WIN + best <= plies as i32)
        .then(|| found.scores.iter().filter(|s| s.1 == best).map(|s| s.0).min())
        .flatten()
}

/// What a move does to a win within `moves` of the mover's own moves.
#[derive(Debug, Clone)]
pub enum PopPress {
    /// Not a legal move here.
    Illegal,
    /// The move wins at once.
    Wins,
    /// The win is still forced; the defence's longest resistance is `reply`.
    Keeps { reply: Move },
    /// The win is gone; `after` is the game after the move.
    Misses { after: Box<Game> },
}

/// Judges `mv` in `game`, whose mover is to win within `moves` of its own moves.
pub fn press(game: &Game, moves: u32, mv: Move) -> PopPress {
    if !game.legal_moves().contains(&mv) {
        return PopPress::Illegal;
    }
    let mover = game.colour_to_move();
    let mut after = game.clone();
    match after.play(mv) {
        Err(_) => PopPress::Illegal,
        Ok(outcome) if outcome.is_over() && outcome.winner() == Some(mover) => PopPress::Wins,
        Ok(outcome) if outcome.is_over() => PopPress::Misses { after: Box::new(after) },
        Ok(_) => match (moves > 1).then(|| longest_resistance(&after, 2 * (moves - 1))).flatten() {
            Some(reply) => PopPress::Keeps { reply },
            None => PopPress::Misses { after: Box::new(after) },
        },
    }
}

/// The legal moves of `game` that keep a win within `moves` of the mover's moves, in move order (drops, then
/// pops, left to right).
pub fn keeping_moves(game: &Game, moves: u32) -> Vec<Move> {
    let mut legal: Vec<Move> = game.legal_moves().iter().copied().collect();
    legal.sort();
    legal.into_iter().filter(|&mv| matches!(press(game, moves, mv), PopPress::Wins | PopPress::Keeps { .. })).collect()
}

/// A winning line from `game` within `moves` of the mover's moves: the quickest winning move (the first of
/// equals), the defence's longest resistance, and so on to the win.
pub fn solution_line(game: &Game, moves: u32) -> Vec<Move> {
    let (mut game, mut moves, mut line) = (game.clone(), moves, Vec::new());
    while moves >= 1 {
        let found = search(&game, 2 * moves - 1);
        let Some(best) = found.best_score().filter(|&b| b > WIN / 2) else { break };
        let Some(mv) = found.scores.iter().filter(|s| s.1 == best).map(|s| s.0).min() else { break };
        line.push(mv);
        let PopPress::Keeps { reply } = press(&game, moves, mv) else { break };
        line.push(reply);
        for played in [mv, reply] {
            game.play(played).expect("the line's moves are legal");
        }
        moves -= 1;
    }
    line
}

/// The verdict on `after`, the game after a missed move: a search of at most [`POPOUT_PLIES`] plies and
/// [`VERDICT_NODES`] nodes.
pub fn after_miss(after: &Game) -> AfterMiss {
    let outcome = after.outcome();
    if outcome.is_over() {
        return if outcome.winner().is_some() { AfterMiss::DefenceWins } else { AfterMiss::Draw };
    }
    let limits = Limits { depth: POPOUT_PLIES, max_nodes: VERDICT_NODES, deadline: None };
    let found = analyse(after, limits);
    match found.best_score() {
        Some(best) if best > WIN / 2 => AfterMiss::DefenceWins,
        Some(best) if best < -WIN / 2 => AfterMiss::TooSlow,
        _ => AfterMiss::Unclear { moves: (found.depth / 2).max(1) },
    }
}

/// The puzzle `game` (plain PopOut, not over) makes for its side to move, if any: a forced win in 2 to
/// [`POPOUT_LONGEST_WIN`] moves, unless more than half the legal moves keep it (then any move does).
pub fn classify(game: &Game) -> Option<Goal> {
    classify_with_keeping(game).map(|(goal, _)| goal)
}

/// [`classify`], with the moves that keep the goal.
pub fn classify_with_keeping(game: &Game) -> Option<(Goal, Vec<Move>)> {
    if game.is_over() {
        return None;
    }
    // The search deepens ply by ply, so a win at once shows as one move (no puzzle).
    let moves = win_in_plies(game, POPOUT_PLIES)?.div_ceil(2);
    if moves < 2 {
        return None;
    }
    let keeping = keeping_moves(game, moves);
    (keeping.len() * 2 <= game.legal_moves().len()).then_some((Goal::Win { moves }, keeping))
}

#[cfg(test)]
mod tests {
    use super::*;
    use cuatro_engine::test_game;

    /// Red a1 b1 c1 against yellow's two stones on a and b: red wins at once on d (and only there).
    const WIN_AT_ONCE: &str = "a a b b c g";

    #[test]
    fn a_win_at_once_is_judged_and_no_puzzle() {
        let game = test_game("popout", WIN_AT_ONCE);
        assert_eq!(win_in_plies(&game, 7), Some(1));
        assert!(matches!(press(&game, 1, Move::Drop(3)), PopPress::Wins));
        assert!(matches!(press(&game, 1, Move::Drop(4)), PopPress::Misses { .. }));
        assert!(matches!(press(&game, 1, Move::Drop(9)), PopPress::Illegal));
        assert!(matches!(press(&game, 1, Move::Pop(6)), PopPress::Illegal), "yellow's stone");
        assert_eq!(keeping_moves(&game, 1), vec![Move::Drop(3)]);
        assert_eq!(solution_line(&game, 1), vec![Move::Drop(3)]);
        assert_eq!(classify(&game), None);
        assert_eq!(win_in_plies(&test_game("popout", "a a b b"), 1), None);
    }

    #[test]
    fn a_missed_win_is_told_from_what_it_leaves() {
        let game = test_game("popout", WIN_AT_ONCE);
        let PopPress::Misses { after } = press(&game, 1, Move::Drop(4)) else { panic!("e does not win at once") };
        // Yellow, to move, blocks on d; nobody wins by force within the verdict's horizon this early.
        assert!(
            matches!(after_miss(&after), AfterMiss::Unclear { .. } | AfterMiss::TooSlow),
            "{:?}",
            after_miss(&after)
        );
    }
}
