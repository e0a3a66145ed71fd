//! Puzzles from outside the trainer's presses: the built-in sets loaded at start, and the puzzles mined from
//! finished server games on the review thread.

use crate::ai::puzzle::{Mined, POPOUT, POPOUT_FEWEST_PLIES, PUZZLE_VARIANTS, built_in_set};
use crate::ai::puzzle::{mine_game, mine_popout_position};
use crate::ai::solver::Solver;
use crate::bot::app::App;
use crate::engine::{Game, Move, Variant, parse_moves};
use crate::game::FinishedGame;
use crate::store::{NewPuzzle, PuzzleSource, StoreError};
use std::sync::Arc;

/// Stores the built-in puzzle sets' puzzles not stored yet; returns how many were new.
pub async fn load_built_in(app: &App) -> Result<u64, StoreError> {
    let (sets, mut added) = (built_in_set(), 0);
    for variant in PUZZLE_VARIANTS {
        let set: Vec<NewPuzzle> = sets
            .iter()
            .filter(|p| p.variant == variant)
            .cloned()
            .map(|p| NewPuzzle { variant: p.variant, moves: p.moves, goal: p.goal, source: None })
            .collect();
        if app.store.built_in_puzzles(variant).await? < set.len() as u64 {
            added += app.store.add_puzzles(&set, app.clock.now()).await?;
        }
    }
    Ok(added)
}

/// Searches the finished games waiting for puzzles, one at a time on the review thread (never ahead of a CPU
/// move), until the task is aborted.
pub async fn mine_finished(app: Arc<App>) {
    let every = app.config.games.tick * 4;
    loop {
        tokio::time::sleep(every).await;
        while let Some(game) = app.mining.take() {
            mine_one(&app, game).await;
        }
    }
}

/// The puzzles of a finished PopOut game, one position at a time on the review thread (a position can take a
/// second of search: reviews waiting are not held up by a whole game).
async fn mine_popout(app: &App, moves: &[Move]) -> Vec<Mined> {
    let mut found = Vec::new();
    let mut game = Game::new(POPOUT);
    for (plies, &played) in moves.iter().enumerate() {
        if plies >= POPOUT_FEWEST_PLIES {
            let before = game.clone();
            if let Some(Some(goal)) = app.cpu.review(move || mine_popout_position(&before, played)).await {
                found.push(Mined { plies, goal });
            }
        }
        if game.play(played).map_or(true, |outcome| outcome.is_over()) {
            break;
        }
    }
    found
}

/// Stores the puzzles of one finished server game, each with where it came from.
async fn mine_one(app: &App, game: FinishedGame) {
    let (Ok(variant), Ok(moves)) = (game.variant.parse::<Variant>(), parse_moves(&game.moves)) else { return };
    let Some(guild) = game.guild_id else { return };
    let mined = if variant == Variant::CLASSIC {
        let searched = moves.clone();
        app.cpu.review(move || mine_game(&mut Solver::new(), &searched)).await.unwrap_or_default()
    } else if variant == POPOUT {
        mine_popout(app, &moves).await
    } else {
        return;
    };
    let puzzles: Vec<NewPuzzle> = mined
        .into_iter()
        .map(|found| NewPuzzle {
            variant,
            moves: moves[..found.plies].to_vec(),
            goal: found.goal,
            source: Some(PuzzleSource {
                guild,
                game: game.session_id,
                move_no: found.plies as u32 + 1,
                red: game.red,
                yellow: game.yellow,
            }),
        })
        .collect();
    if puzzles.is_empty() {
        return;
    }
    match app.store.add_puzzles(&puzzles, app.clock.now()).await {
        Ok(added) => tracing::info!(guild, game = game.session_id, added, "found puzzles in a finished game"),
        Err(e) => tracing::warn!(guild, "could not store the puzzles of a finished game: {e}"),
    }
}
