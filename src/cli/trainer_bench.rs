//! `cuatro bench trainer`: how long the puzzle trainer takes to serve a puzzle from the built-in set (a SQLite
//! database in a temporary directory) and to judge a press (a kept move with the defence's reply, a failed move
//! with the solution line).

use crate::ai::puzzle::{PuzzleState, Step, built_in_set, keeping_columns, solution_line};
use crate::ai::solver::Solver;
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

/// Serves `count` puzzles to one player (pick near the rating and open the attempt), then judges the first
/// press of the first `count` puzzles of the set: the solution's move, and a move that fails.
pub fn run<W: Write>(out: &mut W, count: usize) -> io::Result<()> {
    let set = built_in_set();
    let runtime = tokio::runtime::Runtime::new()?;
    let dir = std::env::temp_dir().join(format!("cuatro-bench-trainer-{}", std::process::id()));
    std::fs::create_dir_all(&dir)?;
    let serving = runtime.block_on(async {
        let store = Store::open(&format!("sqlite://{}", dir.join("bench.db").display())).await?;
        let puzzles: Vec<NewPuzzle> = set
            .iter()
            .map(|p| NewPuzzle { variant: p.variant.clone(), moves: p.moves.clone(), goal: p.goal, source: None })
            .collect();
        let started = Instant::now();
        store.add_puzzles(&puzzles, 0).await?;
        let loaded = started.elapsed();
        let mut times = Vec::with_capacity(count);
        for i in 0..count {
            let started = Instant::now();
            let Some(puzzle) = store.pick_puzzle(1, Some(2), "classic", 1500.0).await? else { break };
            store.open_attempt(&puzzle, 1, Some(2), 0, "en", i as i64).await?;
            times.push(started.elapsed());
        }
        store.close().await;
        Ok::<_, crate::store::StoreError>((loaded, times))
    });
    let _ = std::fs::remove_dir_all(&dir);
    let (loaded, serve) = serving.map_err(|e| io::Error::other(e.to_string()))?;
    writeln!(out, "loaded {} puzzles in {} ms", set.len(), loaded.as_millis())?;
    writeln!(out, "serve ({} puzzles to one player): {}", serve.len(), spread(serve))?;

    let (mut kept, mut failed) = (Vec::new(), Vec::new());
    for puzzle in set.iter().take(count) {
        let state = PuzzleState::new(&puzzle.moves, puzzle.goal, "").map_err(|e| io::Error::other(e.to_string()))?;
        let mut solver = Solver::new();
        let line = solution_line(&mut solver, &state.position, state.goal);
        let keeping = keeping_columns(&mut solver, &state.position, state.goal);
        // Each press from a fresh solver, as a press in the bot gets.
        let started = Instant::now();
        let step = state.press(&mut Solver::new(), line[0]);
        kept.push(started.elapsed());
        assert!(matches!(step, Step::GoOn { .. } | Step::Solved), "the solution's move keeps the goal");
        if let Some(wrong) = (0..7u8).find(|&c| state.position.can_play(c.into()) && !keeping.contains(&c.into())) {
            let started = Instant::now();
            state.press(&mut Solver::new(), wrong);
            failed.push(started.elapsed());
        }
    }
    writeln!(out, "press kept (judge + defence's reply, {} puzzles): {}", kept.len(), spread(kept))?;
    writeln!(out, "press failed (judge + solution line, {} puzzles): {}", failed.len(), spread(failed))
}

#[cfg(test)]
mod tests {
    #[test]
    fn the_benchmark_prints_its_four_figures() {
        let mut out = Vec::new();
        super::run(&mut out, 5).unwrap();
        let out = String::from_utf8(out).unwrap();
        assert_eq!(out.lines().count(), 4, "{out}");
        assert!(out.starts_with("loaded 2000 puzzles in "), "{out}");
        assert!(out.contains("serve (5 puzzles to one player): p50 "), "{out}");
        assert!(out.contains("press kept (judge + defence's reply, 5 puzzles)"), "{out}");
    }
}
