//! `cuatro bench trainer`: how long the puzzle trainer takes to serve a puzzle from the built-in sets (a SQLite
//! database in a temporary directory) and to judge a press in each variant (a kept move with the defence's reply,
//! a failed move with the solution line and the verdict).

use crate::ai::puzzle::{PUZZLE_VARIANTS, PuzzleState, Step, built_in_set, puzzle_game};
use crate::ai::solver::Solver;
use crate::game::Lang;
use crate::store::{NewPuzzle, Store};
use std::io::{self, Write};
use std::time::{Duration, Instant};

/// `p50 / p99 / max` of `times`, in milliseconds.
fn spread(mut times: Vec<Duration>) -> String {
    times.sort();
    let ms = |d: Duration| d.as_secs_f64() * 1e3;
    let at = |q: usize| times.get((times.len().saturating_sub(1)) * q / 100).copied().unwrap_or_default();
    format!(
        "p50 {:.2} ms, p99 {:.2} ms, max {:.2} ms",
        ms(at(50)),
        ms(at(99)),
        ms(times.last().copied().unwrap_or_default())
    )
}

/// Serves `count` puzzles of each variant to one player (pick near the rating and open the attempt), then judges
/// the first press of each variant's first `count` puzzles: the solution's move, and a move that fails.
pub fn run<W: Write>(out: &mut W, count: usize) -> io::Result<()> {
    let set = built_in_set();
    let runtime = tokio::runtime::Runtime::new()?;
    let dir = std::env::temp_dir().join(format!("cuatro-bench-trainer-{}", std::process::id()));
    std::fs::create_dir_all(&dir)?;
    let serving = runtime.block_on(async {
        let store = Store::open(&format!("sqlite://{}", dir.join("bench.db").display())).await?;
        let puzzles: Vec<NewPuzzle> = set
            .iter()
            .map(|p| NewPuzzle { variant: p.variant, moves: p.moves.clone(), goal: p.goal, source: None })
            .collect();
        let started = Instant::now();
        store.add_puzzles(&puzzles, 0).await?;
        let loaded = started.elapsed();
        let mut times = Vec::with_capacity(count * PUZZLE_VARIANTS.len());
        for variant in PUZZLE_VARIANTS {
            for i in 0..count {
                let started = Instant::now();
                let Some(puzzle) = store.pick_puzzle(1, Some(2), variant, 1500.0).await? else { break };
                store.open_attempt(&puzzle, 1, Some(2), 0, Lang::En, i as i64).await?;
                times.push(started.elapsed());
            }
        }
        store.close().await;
        Ok::<_, crate::store::StoreError>((loaded, times))
    });
    let _ = std::fs::remove_dir_all(&dir);
    let (loaded, serve) = serving.map_err(|e| io::Error::other(e.to_string()))?;
    writeln!(out, "loaded {} puzzles in {} ms", set.len(), loaded.as_millis())?;
    writeln!(out, "serve ({} puzzles to one player): {}", serve.len(), spread(serve))?;

    for variant in PUZZLE_VARIANTS {
        let (mut kept, mut failed) = (Vec::new(), Vec::new());
        for puzzle in set.iter().filter(|p| p.variant == variant).take(count) {
            let state = PuzzleState::new(variant, &puzzle.moves, puzzle.goal, &[]).map_err(io::Error::other)?;
            let mut solver = Solver::new();
            let line = state.solution_line(&mut solver);
            let keeping = state.keeping_moves(&mut solver);
            // Each press from a fresh solver, as a press in the bot gets.
            let started = Instant::now();
            let step = state.press(&mut Solver::new(), line[0]);
            kept.push(started.elapsed());
            assert!(matches!(step, Step::GoOn { .. } | Step::Solved), "the solution's move keeps the goal");
            let (game, ..) = puzzle_game(variant, &puzzle.moves, &[]).ok_or_else(|| io::Error::other("no replay"))?;
            if let Some(wrong) = game.legal_moves().iter().copied().find(|mv| !keeping.contains(mv)) {
                let started = Instant::now();
                state.press(&mut Solver::new(), wrong);
                failed.push(started.elapsed());
            }
        }
        writeln!(out, "{variant} press kept (judge + defence's reply, {} puzzles): {}", kept.len(), spread(kept))?;
        writeln!(out, "{variant} press failed (judge + solution line, {} puzzles): {}", failed.len(), spread(failed))?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    #[test]
    fn the_benchmark_prints_its_figures_for_each_variant() {
        let mut out = Vec::new();
        super::run(&mut out, 5).unwrap();
        let out = String::from_utf8(out).unwrap();
        assert_eq!(out.lines().count(), 6, "{out}");
        assert!(out.starts_with(&format!("loaded {} puzzles in ", crate::ai::puzzle::built_in_set().len())), "{out}");
        assert!(out.contains("serve (10 puzzles to one player): p50 "), "{out}");
        assert!(out.contains("classic press kept (judge + defence's reply, 5 puzzles)"), "{out}");
        assert!(out.contains("popout press failed (judge + solution line, "), "{out}");
    }
}
