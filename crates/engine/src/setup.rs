//! Starting positions: pre-filled five-in-a-row columns, seeded obstacles and random openings.

use super::board::Board;
use super::colour::Colour;
use super::game::Game;
use super::moves::Move;
use super::rng::Rng;
use super::variant::Variant;

/// Random plies of a `random-opening` game unless another count is asked for.
pub const DEFAULT_OPENING_PLIES: u8 = 4;

/// Choices made when a game is created; stored games keep the result, not the recipe.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Setup {
    /// Seeds obstacles and the random opening.
    pub seed: u64,
    /// Random plies for `random-opening` variants (ignored otherwise).
    pub opening_plies: u8,
}

impl Default for Setup {
    fn default() -> Self {
        Setup { seed: 0, opening_plies: DEFAULT_OPENING_PLIES }
    }
}

/// Why a start position was refused.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum SetupError {
    #[error("obstacles in column {} are not a stack from the bottom, or leave no room", *.0 as u32 + 1)]
    BadObstacles(u8),
    #[error("this variant has no obstacles")]
    UnexpectedObstacles,
    #[error("opening move {index} ({mv}) is not legal: {reason}")]
    BadOpening { index: usize, mv: Move, reason: String },
    #[error("an opening of {0} plies does not fit this board")]
    OpeningTooLong(usize),
}

/// The board before any move: pre-filled columns and obstacles (bottom stacks per column).
fn start_board(variant: &Variant, obstacles: &[u8]) -> Result<Board, SetupError> {
    let mut board = Board::empty(variant.geometry());
    let w = variant.width;
    if variant.five_in_a_row {
        board.prefill_locked(0, Colour::Red, Colour::Yellow);
        board.prefill_locked(w - 1, Colour::Yellow, Colour::Red);
    }
    if obstacles.iter().any(|&n| n > 0) && !variant.obstacles {
        return Err(SetupError::UnexpectedObstacles);
    }
    for (col, &n) in obstacles.iter().enumerate().take(w as usize) {
        if n >= variant.height {
            return Err(SetupError::BadObstacles(col as u8));
        }
        if n > 0 {
            board.block_bottom(col as u8, n);
        }
    }
    Ok(board)
}

/// Mirror-symmetric obstacle stacks (1 or 2 pairs of columns, plus maybe the centre), per column.
pub fn generate_obstacles(variant: &Variant, rng: &mut Rng) -> Vec<u8> {
    let w = variant.width as usize;
    let mut heights = vec![0u8; w];
    let max_h = variant.height.saturating_sub(variant.connect).clamp(1, 2);
    let mut candidates: Vec<usize> = (0..w / 2).collect();
    let pairs = 1 + rng.below(2) as usize;
    for _ in 0..pairs.min(candidates.len()) {
        let c = candidates.swap_remove(rng.below(candidates.len() as u64) as usize);
        let h = if max_h > 1 && rng.chance(1, 3) { 2 } else { 1 };
        heights[c] = h;
        heights[w - 1 - c] = h;
    }
    if w % 2 == 1 && rng.chance(1, 3) {
        heights[w / 2] = 1;
    }
    heights
}

/// Random drops that neither end the game nor leave the next seat an immediate winning drop
/// (where possible). The AI can check balance on top of this.
pub fn generate_opening(game: &Game, plies: u8, rng: &mut Rng) -> Vec<Move> {
    let mut g = game.clone();
    let mut out = Vec::new();
    for _ in 0..plies {
        let drops: Vec<Move> = g.legal_moves().iter().copied().filter(|m| !m.is_pop()).collect();
        let quiet: Vec<Move> = drops.iter().copied().filter(|&m| is_quiet(&g, m)).collect();
        let ending_free: Vec<Move> = drops.iter().copied().filter(|&m| !ends_game(&g, m)).collect();
        let pool = if !quiet.is_empty() { quiet } else { ending_free };
        if pool.is_empty() {
            break;
        }
        let mv = pool[rng.below(pool.len() as u64) as usize];
        g.play(mv).expect("generated opening moves are legal");
        out.push(mv);
    }
    out
}

fn ends_game(g: &Game, mv: Move) -> bool {
    let mut g = g.clone();
    g.play(mv).map(|o| o.is_over()).unwrap_or(true)
}

/// After `mv`, the game goes on and the next seat has no winning drop.
fn is_quiet(g: &Game, mv: Move) -> bool {
    let mut g = g.clone();
    if g.play(mv).map(|o| o.is_over()).unwrap_or(true) {
        return false;
    }
    let replies: Vec<Move> = g.legal_moves().iter().copied().filter(|m| !m.is_pop()).collect();
    !replies.into_iter().any(|r| ends_game(&g, r))
}

impl Game {
    /// A fresh game of `variant`; obstacles and any random opening come from `setup.seed`.
    pub fn start(variant: Variant, setup: Setup) -> Game {
        let mut rng = Rng::new(setup.seed);
        let obstacles = if variant.obstacles { generate_obstacles(&variant, &mut rng) } else { Vec::new() };
        let board = start_board(&variant, &obstacles).expect("generated obstacles are valid");
        let mut game = Game::from_board(variant, board);
        if variant.random_opening {
            let plies = setup.opening_plies.min(opening_cap(&game));
            let opening = generate_opening(&game, plies, &mut rng);
            game.apply_opening(&opening).expect("generated openings are legal");
        }
        game
    }

    /// A fresh game of a deterministic variant (no obstacles or opening drawn).
    pub fn new(variant: Variant) -> Game {
        Game::start(variant, Setup::default())
    }

    /// A game from an explicit start: obstacle stack heights per column and opening moves.
    pub fn from_parts(variant: Variant, obstacles: &[u8], opening: &[Move]) -> Result<Game, SetupError> {
        let mut game = Game::from_board(variant, start_board(&variant, obstacles)?);
        if opening.len() > opening_cap(&game) as usize {
            return Err(SetupError::OpeningTooLong(opening.len()));
        }
        game.apply_opening(opening)?;
        Ok(game)
    }

    fn apply_opening(&mut self, opening: &[Move]) -> Result<(), SetupError> {
        for (index, &mv) in opening.iter().enumerate() {
            let bad = |reason: String| SetupError::BadOpening { index: index + 1, mv, reason };
            match self.play(mv) {
                Ok(o) if o.is_over() => return Err(bad("it ends the game".into())),
                Ok(_) => {}
                Err(e) => return Err(bad(e.to_string())),
            }
        }
        self.set_opening_len(opening.len() as u8);
        Ok(())
    }

    /// Obstacle stack height per column (all zero without obstacles).
    pub fn obstacle_heights(&self) -> Vec<u8> {
        let b = self.board();
        (0..b.width()).map(|c| (0..b.height()).take_while(|&r| b.is_blocked(c, r)).count() as u8).collect()
    }
}

/// At most a quarter of the free cells go to the opening.
fn opening_cap(game: &Game) -> u8 {
    let b = game.board();
    let free = (b.width() as u32 * b.height() as u32) - b.occupied().count_ones();
    (free / 4).min(u8::MAX as u32) as u8
}

#[cfg(test)]
mod tests {
    use super::*;

    fn v(id: &str) -> Variant {
        id.parse().unwrap()
    }

    #[test]
    fn five_in_a_row_prefills_outer_columns_as_the_spec_says() {
        let g = Game::new(v("five-in-a-row"));
        let b = g.board();
        let col = |c: u8| (0..6).map(|r| b.at(c, r).unwrap().letter()).collect::<String>();
        assert_eq!(col(0), "RYRYRY");
        assert_eq!(col(8), "YRYRYR");
        assert!(!g.is_over());
        assert_eq!(g.colour_to_move(), Colour::Red);
    }

    #[test]
    fn obstacles_are_mirror_symmetric_and_seeded() {
        for seed in 0..200 {
            let setup = Setup { seed, ..Setup::default() };
            let g = Game::start(v("obstacles"), setup);
            let h = g.obstacle_heights();
            assert!(h.iter().any(|&x| x > 0), "seed {seed}: some obstacle");
            let mirrored: Vec<u8> = h.iter().rev().copied().collect();
            assert_eq!(h, mirrored, "seed {seed}");
            assert_eq!(Game::start(v("obstacles"), setup), g, "same seed, same board");
            let rebuilt = Game::from_parts(*g.variant(), &h, &[]).unwrap();
            assert_eq!(rebuilt, g);
        }
    }

    #[test]
    fn random_openings_are_quiet_seeded_and_counted() {
        for seed in 0..100 {
            let setup = Setup { seed, opening_plies: 6 };
            let g = Game::start(v("random-opening"), setup);
            assert_eq!(g.moves().len(), 6);
            assert_eq!(g.opening_len(), 6);
            assert!(!g.is_over());
            assert_eq!(Game::start(v("random-opening"), setup), g);
        }
        let a = Game::start(v("random-opening"), Setup { seed: 1, opening_plies: 8 });
        let b = Game::start(v("random-opening"), Setup { seed: 2, opening_plies: 8 });
        assert_ne!(a.moves(), b.moves());
    }

    #[test]
    fn bad_parts_are_refused() {
        assert_eq!(Game::from_parts(v("classic"), &[1, 0, 0, 0, 0, 0, 1], &[]), Err(SetupError::UnexpectedObstacles));
        assert!(matches!(Game::from_parts(v("obstacles"), &[6], &[]), Err(SetupError::BadObstacles(0))));
        let win = [0, 1, 0, 1, 0, 1, 0].map(Move::Drop);
        assert!(matches!(Game::from_parts(v("random-opening"), &[], &win), Err(SetupError::BadOpening { .. })));
        let full = [Move::Drop(0); 7];
        assert!(matches!(
            Game::from_parts(v("random-opening"), &[], &full),
            Err(SetupError::BadOpening { index: 7, .. })
        ));
    }
}
