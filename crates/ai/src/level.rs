//! Difficulty levels: what each one searches, and choosing a move at a level.

use super::analysis::Limits;
use super::dispatch::{best_move, strongest_move};
use super::nodes::{HARD_NODES, MEDIUM_NODES, hard_nodes};
use cuatro_engine::{Game, Move, Rng, Variant};
use std::fmt;
use std::str::FromStr;
use std::time::{Duration, Instant};

/// The wall-clock safety net for a search when no budget is given.
const SAFETY_NET: Duration = Duration::from_secs(5);

/// How strong the CPU plays. Bounded by depth and nodes, so a seed reproduces a game exactly.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum Level {
    /// Uniformly random legal moves (an arena baseline).
    Random,
    /// One ply: takes a win or the best-looking move (an arena baseline).
    Greedy,
    /// Shallow and sometimes careless: a beginner can win.
    Easy,
    /// A club player has to think (the default).
    #[default]
    Medium,
    /// The strongest search.
    Hard,
}

impl Level {
    pub const ALL: [Level; 5] = [Level::Random, Level::Greedy, Level::Easy, Level::Medium, Level::Hard];

    pub fn name(self) -> &'static str {
        match self {
            Level::Random => "random",
            Level::Greedy => "greedy",
            Level::Easy => "easy",
            Level::Medium => "medium",
            Level::Hard => "hard",
        }
    }

    /// Whether a move at this level costs little in `variant` whatever the position: a search of a few plies, or
    /// hard where it is exact (the book and the solver, on the classic board). The bot runs these moves on a lane
    /// of their own, never behind the node-limited searches.
    pub fn is_quick(self, variant: &Variant) -> bool {
        match self {
            Level::Random | Level::Greedy | Level::Easy => true,
            Level::Medium => false,
            Level::Hard => hard_nodes(variant).is_none(),
        }
    }

    /// Depth and node limits in `variant` under `effort`: the level's node budget and a time limit, or with
    /// [`Effort::timed`], no node budget for `hard`, which searches until the time is spent.
    fn limits(self, variant: &Variant, effort: Effort) -> Limits {
        let deadline = Some(Instant::now() + effort.time.unwrap_or(SAFETY_NET));
        let (depth, max_nodes) = match self {
            Level::Random => (0, 0),
            Level::Greedy => (1, 1_000),
            Level::Easy => (2, 20_000),
            Level::Medium => (5, MEDIUM_NODES),
            Level::Hard if !effort.node_budget => (64, u64::MAX),
            Level::Hard => (64, hard_nodes(variant).unwrap_or(HARD_NODES)),
        };
        Limits { depth, max_nodes, deadline }
    }
}

/// How much one move is searched: the level's node budget, cut short at a time limit (the bot's replies under
/// load), or a time budget alone (the arena's `--budget-ms`).
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Effort {
    /// The wall-clock time the move may take; `None`: a 5 s safety net.
    pub time: Option<Duration>,
    /// Whether the level's node budget holds (hard without it searches until `time` is spent).
    pub node_budget: bool,
}

impl Effort {
    /// The level's own limits.
    pub const FULL: Effort = Effort { time: None, node_budget: true };

    /// The level's limits, stopped at `time` if the search is still going (it returns its best move so far).
    pub fn cut_at(time: Duration) -> Effort {
        Effort { time: Some(time), node_budget: true }
    }

    /// `time` to search, with no node budget for hard.
    pub fn timed(time: Duration) -> Effort {
        Effort { time: Some(time), node_budget: false }
    }
}

impl Default for Effort {
    fn default() -> Self {
        Effort::FULL
    }
}

impl fmt::Display for Level {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("unknown level `{0}` (levels: easy, medium, hard, greedy, random)")]
pub struct LevelError(String);

impl FromStr for Level {
    type Err = LevelError;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let s = s.trim().to_ascii_lowercase();
        Level::ALL.into_iter().find(|l| l.name() == s).ok_or(LevelError(s))
    }
}

/// The move the CPU plays at `level`; `None` only when the game is over.
pub fn choose_move(game: &Game, level: Level, rng: &mut Rng) -> Option<Move> {
    choose_move_with(game, level, rng, Effort::FULL)
}

/// Like `choose_move`, searching with `effort` (a time budget, or a share of the level's node budget).
pub fn choose_move_with(game: &Game, level: Level, rng: &mut Rng, effort: Effort) -> Option<Move> {
    let legal = game.legal_moves();
    if legal.is_empty() {
        return None;
    }
    let random = |rng: &mut Rng| legal[rng.below(legal.len() as u64) as usize];
    let limits = level.limits(game.variant(), effort);
    match level {
        Level::Random => Some(random(rng)),
        // A beginner-level opponent: a third of its moves are careless, but never one that
        // misses a win at once or hands the next player one.
        Level::Easy => {
            let careful = best_move(game, limits, rng)?;
            let careless = random(rng);
            let safe = !wins_now(game, careful) && !hands_a_win(game, careless);
            Some(if safe && rng.chance(1, 3) { careless } else { careful })
        }
        // Classic: perfect play; plain PopOut: its own bitboard search.
        Level::Hard => strongest_move(game, limits, rng),
        _ => best_move(game, limits, rng),
    }
}

fn wins_now(game: &Game, mv: Move) -> bool {
    let mut g = game.clone();
    g.play(mv).ok().and_then(|o| o.winner()) == Some(game.colour_to_move())
}

/// After `mv`, can the next player win at once?
fn hands_a_win(game: &Game, mv: Move) -> bool {
    let mut g = game.clone();
    if g.play(mv).map(|o| o.is_over()).unwrap_or(true) {
        return false;
    }
    g.legal_moves().iter().any(|&reply| wins_now(&g, reply))
}

#[cfg(test)]
mod tests {
    use super::*;
    use cuatro_engine::test_game as game;
    use cuatro_engine::{Colour, Variant};

    #[test]
    fn levels_parse_and_print() {
        for l in Level::ALL {
            assert_eq!(l.name().parse::<Level>().unwrap(), l);
        }
        assert_eq!("HARD".parse::<Level>().unwrap(), Level::Hard);
        assert!("expert".parse::<Level>().is_err());
        assert_eq!(Level::default(), Level::Medium);
    }

    #[test]
    fn every_searching_level_takes_a_win_and_blocks_a_threat() {
        // Red to move with a1 b1 c1: d1 wins.
        let win = game("classic", "a a b b c c");
        // Red to move, yellow threatens a vertical four in column g.
        let block = game("classic", "a g a g c g");
        for level in [Level::Greedy, Level::Easy, Level::Medium, Level::Hard] {
            let mut rng = Rng::new(1);
            assert_eq!(choose_move(&win, level, &mut rng), Some(Move::Drop(3)), "{level} wins");
            if level != Level::Greedy {
                assert_eq!(choose_move(&block, level, &mut rng), Some(Move::Drop(6)), "{level} blocks");
            }
        }
    }

    #[test]
    fn every_variant_gets_a_legal_move_at_every_level() {
        for id in Variant::NAMES {
            let mut g = Game::new(id.parse().unwrap());
            if id == "classic" {
                // Hard solves classic exactly: start where that takes milliseconds, not minutes.
                g = game("classic", "bbebegfbecdfbbddaaaefc");
            }
            for level in Level::ALL {
                let mv = choose_move(&g, level, &mut Rng::new(5)).unwrap();
                assert!(g.check(mv).is_ok(), "{id} {level}: {mv}");
            }
        }
    }

    #[test]
    fn a_time_limit_keeps_the_node_budget_and_a_time_budget_lifts_it() {
        let limits = |level: Level, id: &str, effort| level.limits(&id.parse().unwrap(), effort);
        let cut = Effort::cut_at(Duration::from_millis(50));
        assert_eq!(limits(Level::Hard, "popout", Effort::FULL).max_nodes, 2_500_000);
        assert_eq!(limits(Level::Hard, "popout", cut).max_nodes, 2_500_000);
        assert_eq!(limits(Level::Hard, "three-players", cut).max_nodes, 2_000_000);
        assert_eq!(limits(Level::Medium, "10x10", cut).max_nodes, 300_000);
        assert_eq!(limits(Level::Random, "10x10", cut).max_nodes, 0);
        assert_eq!(limits(Level::Hard, "10x10", Effort::timed(Duration::from_millis(50))).max_nodes, u64::MAX);
        let deadline = limits(Level::Hard, "10x10", cut).deadline.unwrap();
        assert!(deadline <= Instant::now() + Duration::from_millis(50));
        assert!(limits(Level::Hard, "10x10", Effort::FULL).deadline.unwrap() > Instant::now() + SAFETY_NET / 2);
    }

    #[test]
    fn quick_levels_are_the_shallow_ones_and_exact_hard() {
        let quick = |level: Level, id: &str| level.is_quick(&id.parse().unwrap());
        for level in [Level::Random, Level::Greedy, Level::Easy] {
            assert!(quick(level, "popout") && quick(level, "10x10"), "{level}");
        }
        assert!(quick(Level::Hard, "classic") && quick(Level::Hard, "random-opening"));
        assert!(!quick(Level::Hard, "popout") && !quick(Level::Hard, "three-players"));
        assert!(!quick(Level::Medium, "classic"));
    }

    #[test]
    fn hard_cut_short_still_wins_and_blocks() {
        for id in ["popout", "10x10"] {
            let short = Effort::cut_at(Duration::from_millis(5));
            let win = game(id, "a a b b c c");
            assert_eq!(choose_move_with(&win, Level::Hard, &mut Rng::new(1), short), Some(Move::Drop(3)), "{id}");
            let block = game(id, "a g a g c g");
            assert_eq!(choose_move_with(&block, Level::Hard, &mut Rng::new(1), short), Some(Move::Drop(6)), "{id}");
        }
    }

    #[test]
    fn a_seed_reproduces_the_choice() {
        let g = game("classic", "d");
        let a = choose_move(&g, Level::Easy, &mut Rng::new(9));
        let b = choose_move(&g, Level::Easy, &mut Rng::new(9));
        assert_eq!(a, b);
    }

    #[test]
    fn three_player_search_stops_the_next_players_win() {
        // Yellow (next after red) has b1 c1 d1 open at e1: red must take e1 (paranoid search).
        let g = game("three-players", "a b i g c i a d h");
        assert_eq!(g.colour_to_move(), Colour::Red);
        assert_eq!(choose_move(&g, Level::Medium, &mut Rng::new(0)), Some(Move::Drop(4)));
    }
}
