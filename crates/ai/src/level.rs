//! Difficulty levels: what each one searches, and choosing a move at a level.

use super::analysis::Limits;
use super::dispatch::{best_move, strongest_move};
use super::nodes::{HARD_NODES, MEDIUM_NODES, Scale, hard_nodes};
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

    /// Depth and node limits in `variant`: the node budget at `effort`'s scale, or with a time budget, `hard`
    /// searches until the budget is spent.
    fn limits(self, variant: &Variant, effort: Effort) -> Limits {
        let deadline = Some(Instant::now() + effort.budget.unwrap_or(SAFETY_NET));
        let (depth, nodes) = match self {
            Level::Random => (0, 0),
            Level::Greedy => (1, 1_000),
            Level::Easy => (2, 20_000),
            Level::Medium => (5, MEDIUM_NODES),
            Level::Hard if effort.budget.is_some() => (64, u64::MAX),
            Level::Hard => (64, hard_nodes(variant).unwrap_or(HARD_NODES)),
        };
        let max_nodes = match nodes {
            0 | u64::MAX => nodes,
            _ => effort.scale.of(nodes),
        };
        Limits { depth, max_nodes, deadline }
    }
}

/// How much one move is searched: a time budget (the arena's `--budget-ms`), or a share of the level's node
/// budget (smaller while CPU moves queue up on the bot, see `budget.rs`).
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Effort {
    pub budget: Option<Duration>,
    pub scale: Scale,
}

impl Effort {
    /// The level's own limits.
    pub const FULL: Effort = Effort { budget: None, scale: Scale::FULL };

    /// The level's node budget at `scale`.
    pub fn scaled(scale: Scale) -> Effort {
        Effort { scale, ..Effort::FULL }
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
    fn a_scale_shrinks_the_node_budget_and_a_time_budget_lifts_it() {
        let nodes = |level: Level, id: &str, effort| level.limits(&id.parse().unwrap(), effort).max_nodes;
        let half = Effort::scaled(Scale::new(0.5).unwrap());
        assert_eq!(nodes(Level::Hard, "popout", Effort::FULL), 2_500_000);
        assert_eq!(nodes(Level::Hard, "popout", half), 1_250_000);
        assert_eq!(nodes(Level::Hard, "three-players", half), 1_000_000);
        assert_eq!(nodes(Level::Medium, "10x10", half), 150_000);
        assert_eq!(nodes(Level::Random, "10x10", half), 0);
        let timed = Effort { budget: Some(Duration::from_millis(50)), ..half };
        assert_eq!(nodes(Level::Hard, "10x10", timed), u64::MAX);
    }

    #[test]
    fn hard_at_its_floor_still_wins_and_blocks() {
        for id in ["popout", "10x10"] {
            let v: Variant = id.parse().unwrap();
            let floor = Effort::scaled(crate::budget::floor(Level::Hard, &v));
            let win = game(id, "a a b b c c");
            assert_eq!(choose_move_with(&win, Level::Hard, &mut Rng::new(1), floor), Some(Move::Drop(3)), "{id}");
            let block = game(id, "a g a g c g");
            assert_eq!(choose_move_with(&block, Level::Hard, &mut Rng::new(1), floor), Some(Move::Drop(6)), "{id}");
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
