//! Post-game review and hints: each move labelled best / inaccuracy / mistake / blunder, the move
//! that decided the game, and the best move with a one-line reason.

use super::analysis::{Limits, WIN};
use super::dispatch::analyse;
use super::perfect::{position_of, with_perfect};
use cuatro_engine::{Game, Move};
use std::fmt;

/// What a position is worth to the side to move, as far as the oracle can tell.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Verdict {
    Loss,
    /// Not proven either way (bounded search); ranked between a loss and a win.
    Unclear,
    Draw,
    Win,
}

impl Verdict {
    /// How good a result is, for comparing "keeps the result" vs "changes it".
    fn rank(self) -> i32 {
        match self {
            Verdict::Loss => 0,
            Verdict::Draw | Verdict::Unclear => 1,
            Verdict::Win => 2,
        }
    }
}

/// A move's value from the mover's point of view: a verdict and a score on the oracle's scale
/// (exact solver scores in classic, search scores in variants); higher is better.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Judged {
    pub verdict: Verdict,
    pub score: i32,
    /// Own moves until the win or loss, when the oracle knows it.
    pub moves_to_end: Option<u32>,
}

/// Anything that can score every legal move of a position: the exact solver or a bounded search.
pub trait Oracle {
    fn judge_moves(&mut self, game: &Game) -> Vec<(Move, Judged)>;
    /// Score drops that still count as best / as an inaccuracy, for unproven scores.
    fn margins(&self) -> (i32, i32) {
        (0, i32::MAX)
    }
}

/// The bounded search as an oracle (every variant): proven wins and losses, heuristic scores otherwise.
pub struct SearchOracle {
    pub limits: Limits,
}

impl Oracle for SearchOracle {
    fn judge_moves(&mut self, game: &Game) -> Vec<(Move, Judged)> {
        let limits = self.limits;
        analyse(game, limits)
            .scores
            .into_iter()
            .map(|(mv, score)| {
                // Scores of proven results are WIN minus the plies to the end.
                let plies = (WIN - score.abs()) as u32;
                let (verdict, moves_to_end) = if score > WIN / 2 {
                    (Verdict::Win, Some(plies.div_ceil(2)))
                } else if score < -WIN / 2 {
                    (Verdict::Loss, Some(plies.div_ceil(2)))
                } else {
                    (Verdict::Unclear, None)
                };
                (mv, Judged { verdict, score, moves_to_end })
            })
            .collect()
    }

    fn margins(&self) -> (i32, i32) {
        (16, 128)
    }
}

/// Classic: exact scores from the book and the solver. Positions outside the book before `exact_from_ply`
/// stones would take too long to solve exactly and go to the search. The book holds every position up to
/// 6 stones, so solving from 6 on makes every verdict of a classic game exact (`cuatro review`: 0.4–4.3 s
/// for whole games; the book to 7 stones in progress will shorten it).
pub struct ClassicOracle {
    pub exact_from_ply: usize,
    pub fallback: SearchOracle,
}

impl Default for ClassicOracle {
    fn default() -> Self {
        ClassicOracle { exact_from_ply: 6, fallback: SearchOracle { limits: DEFAULT_LIMITS } }
    }
}

/// The search used where nothing exact is affordable: about half a second of work.
const DEFAULT_LIMITS: Limits = Limits { depth: 64, max_nodes: 2_000_000, deadline: None };

impl Oracle for ClassicOracle {
    fn judge_moves(&mut self, game: &Game) -> Vec<(Move, Judged)> {
        let Some(p) = position_of(game) else { return self.fallback.judge_moves(game) };
        let n = p.nb_moves() as i32;
        let exact = with_perfect(|perfect| perfect.book_scores(&p))
            .or_else(|| (p.nb_moves() >= self.exact_from_ply).then(|| with_perfect(|perfect| perfect.scores(&p))));
        let Some(scores) = exact else { return self.fallback.judge_moves(game) };
        (0..7)
            .filter_map(|c| scores[c].map(|s| (c, s)))
            .map(|(c, score)| {
                // The winner completes four with its k-th stone, k = 22 - |score|.
                let k = 22 - score.abs();
                let (verdict, moves_to_end) = match score.signum() {
                    1 => (Verdict::Win, Some((k - n / 2) as u32)),
                    -1 => (Verdict::Loss, Some((k - (n + 1) / 2) as u32)),
                    _ => (Verdict::Draw, None),
                };
                (Move::Drop(c as u8), Judged { verdict, score, moves_to_end })
            })
            .collect()
    }
}

/// The oracle that fits a game: exact in classic, the bounded search elsewhere.
pub fn oracle_for(game: &Game) -> Box<dyn Oracle> {
    if game.variant().is_classic() {
        Box::new(ClassicOracle::default())
    } else {
        Box::new(SearchOracle { limits: DEFAULT_LIMITS })
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Label {
    /// Keeps the score (the best available).
    Best,
    /// Keeps the result but loses score.
    Inaccuracy,
    /// Win → draw, or draw → loss.
    Mistake,
    /// Win → loss.
    Blunder,
}

impl fmt::Display for Label {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Label::Best => "best",
            Label::Inaccuracy => "inaccuracy",
            Label::Mistake => "mistake",
            Label::Blunder => "blunder",
        })
    }
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MoveReview {
    /// Index in the game's move list (0-based, opening included).
    pub index: usize,
    pub played: Move,
    pub best: Move,
    pub before: Judged,
    pub after: Judged,
    pub label: Label,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Review {
    pub moves: Vec<MoveReview>,
    /// The last move that changed the result (a mistake or blunder); `None` when nobody's move
    /// changed it, i.e. the start position already held the result.
    pub decided_at: Option<usize>,
}

/// Labels one move given the best option and the played one.
pub fn label(best: Judged, played: Judged, margins: (i32, i32)) -> Label {
    let (best_margin, inaccuracy_margin) = margins;
    let drop = best.score.saturating_sub(played.score);
    let proven = |j: Judged| j.verdict != Verdict::Unclear;
    if best.verdict == Verdict::Win && played.verdict == Verdict::Loss {
        Label::Blunder
    } else if played.verdict.rank() < best.verdict.rank() && (proven(best) || proven(played)) {
        Label::Mistake
    } else if drop <= best_margin {
        Label::Best
    } else if drop <= inaccuracy_margin || (proven(best) && best.verdict == played.verdict) {
        Label::Inaccuracy
    } else {
        Label::Mistake
    }
}

/// Reviews every move after the opening of a (usually finished) game.
pub fn review(game: &Game, oracle: &mut dyn Oracle) -> Review {
    let mut replay = Game::from_parts(*game.variant(), &game.obstacle_heights(), &game.moves()[..game.opening_len()])
        .expect("a game's own start is valid");
    let mut moves = Vec::new();
    for (index, &played) in game.moves().iter().enumerate().skip(game.opening_len()) {
        let options = oracle.judge_moves(&replay);
        let (best_move, before) = *options.iter().max_by_key(|(_, j)| j.score).expect("an ongoing game has moves");
        let after = options.iter().find(|(m, _)| *m == played).map(|o| o.1).expect("played moves are legal");
        moves.push(MoveReview {
            index,
            played,
            best: best_move,
            before,
            after,
            label: label(before, after, oracle.margins()),
        });
        replay.play(played).expect("the game's moves are legal");
    }
    let decided_at = moves.iter().rev().find(|m| matches!(m.label, Label::Mistake | Label::Blunder)).map(|m| m.index);
    Review { moves, decided_at }
}

/// The best move and a one-line reason, e.g. "d wins in 4 moves".
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Hint {
    pub mv: Move,
    pub judged: Judged,
    pub reason: String,
}

pub fn hint(game: &Game, oracle: &mut dyn Oracle) -> Option<Hint> {
    let options = oracle.judge_moves(game);
    let (mv, judged) = *options.iter().max_by_key(|(_, j)| j.score)?;
    let plural = |n: u32| if n == 1 { "move" } else { "moves" };
    let reason = match (judged.verdict, judged.moves_to_end) {
        (Verdict::Win, Some(n)) => format!("{mv} wins in {n} {}", plural(n)),
        (Verdict::Win, None) => format!("{mv} wins"),
        (Verdict::Draw, _) => format!("{mv} holds the draw"),
        (Verdict::Loss, Some(n)) => format!("every move loses; {mv} holds out longest ({n} {})", plural(n)),
        (Verdict::Loss, None) => format!("every move loses; {mv} holds out longest"),
        (Verdict::Unclear, _) => format!("{mv} is the strongest move the search found"),
    };
    Some(Hint { mv, judged, reason })
}

#[cfg(test)]
mod tests {
    use super::*;
    use cuatro_engine::test_game as game;

    fn j(verdict: Verdict, score: i32) -> Judged {
        Judged { verdict, score, moves_to_end: None }
    }

    fn search() -> SearchOracle {
        SearchOracle { limits: Limits { depth: 6, max_nodes: 2_000_000, deadline: None } }
    }

    #[test]
    fn a_missed_block_is_found_and_decides_the_game() {
        // Red a1 b1 c1 threatens d1; yellow plays g1 instead of blocking; red wins at d1.
        let g = game("classic", "a a b b c g d");
        let r = review(&g, &mut search());
        assert_eq!(r.moves.len(), 7);
        let miss = &r.moves[5];
        assert_eq!(miss.played, Move::Drop(6));
        assert_eq!(miss.best, Move::Drop(3));
        assert_eq!(miss.label, Label::Mistake, "{miss:?}");
        assert_eq!(miss.after.verdict, Verdict::Loss);
        assert_eq!(r.moves[6].label, Label::Best);
        assert_eq!(r.moves[6].before.verdict, Verdict::Win);
        assert_eq!(r.decided_at, Some(5));
    }

    #[test]
    fn hints_give_the_move_and_a_reason() {
        let h = hint(&game("classic", "a a b b c c"), &mut search()).unwrap();
        assert_eq!(h.mv, Move::Drop(3));
        assert_eq!(h.reason, "d wins in 1 move");
        let h = hint(&game("popout", "a a b b c"), &mut search()).unwrap();
        assert_eq!(h.mv, Move::Drop(3), "{h:?}");
        let h = hint(&game("classic", "d"), &mut search()).unwrap();
        assert_eq!(h.judged.verdict, Verdict::Unclear);
        assert!(h.reason.ends_with("is the strongest move the search found"), "{}", h.reason);
    }

    #[test]
    fn classic_reviews_are_exact_late_in_the_game() {
        // A position of Pons' end-easy set scored 1 (red to move wins with its last stone).
        let digits = "7422341735647741166133573473242566";
        let moves: String = digits.chars().map(|c| (b'a' + c.to_digit(10).unwrap() as u8 - 1) as char).collect();
        let g = game("classic", &moves);
        let h = hint(&g, &mut ClassicOracle::default()).unwrap();
        assert_eq!((h.judged.verdict, h.judged.score), (Verdict::Win, 1), "{h:?}");
        assert_eq!(h.judged.moves_to_end, Some(4), "the 21st stone, red has 17");
        assert!(h.reason.ends_with("wins in 4 moves"), "{}", h.reason);
        // Review from there on: one exact verdict per move, and labels by exact scores.
        let mut later = g.clone();
        later.play(h.mv).unwrap();
        let options = ClassicOracle::default().judge_moves(&later);
        assert!(options.iter().all(|(_, j)| j.verdict == Verdict::Loss), "{options:?}");
    }

    #[test]
    fn labels_follow_the_spec() {
        use Verdict::*;
        let exact = (0, i32::MAX);
        assert_eq!(label(j(Win, 5), j(Win, 5), exact), Label::Best);
        assert_eq!(label(j(Win, 5), j(Win, 2), exact), Label::Inaccuracy);
        assert_eq!(label(j(Loss, -2), j(Loss, -9), exact), Label::Inaccuracy);
        assert_eq!(label(j(Win, 5), j(Draw, 0), exact), Label::Mistake);
        assert_eq!(label(j(Draw, 0), j(Loss, -3), exact), Label::Mistake);
        assert_eq!(label(j(Win, 5), j(Loss, -3), exact), Label::Blunder);
        // Unproven search scores: small drops are best, medium ones inaccuracies, big ones mistakes.
        let margins = (10, 200);
        assert_eq!(label(j(Unclear, 100), j(Unclear, 95), margins), Label::Best);
        assert_eq!(label(j(Unclear, 100), j(Unclear, 0), margins), Label::Inaccuracy);
        assert_eq!(label(j(Unclear, 300), j(Unclear, -300), margins), Label::Mistake);
        assert_eq!(label(j(Unclear, 0), j(Loss, -900_000), margins), Label::Mistake);
    }
}
