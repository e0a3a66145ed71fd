//! `cuatro bench`: engine throughput (play/undo, line checks, playouts) and solver speed on test sets.

use crate::ai::perfect::{perfect_move, with_perfect};
use crate::ai::solver::{Position, Solver};
use crate::engine::{Board, Colour, Game, Move, Rng, Variant};
use std::hint::black_box;
use std::io::{self, Write};
use std::time::Instant;

/// Solves every `<digits> <score>` line of each file from a cleared table (as Pons' benchmark
/// does) and prints per file: positions, mean / p50 / p99 / max microseconds, mean nodes and
/// wrong scores. Returns the number of wrong or unreadable lines.
pub fn solver_sets<W: Write>(out: &mut W, files: &[std::path::PathBuf]) -> io::Result<usize> {
    let mut solver = Solver::new();
    let mut bad_total = 0;
    for file in files {
        let text =
            std::fs::read_to_string(file).map_err(|e| io::Error::new(e.kind(), format!("{}: {e}", file.display())))?;
        let (mut times, mut nodes, mut bad) = (Vec::new(), 0u64, 0usize);
        for line in text.lines() {
            let parsed = line
                .split_once(' ')
                .and_then(|(d, s)| Some((Position::from_digits(d).ok()?, s.trim().parse::<i32>().ok()?)));
            let Some((position, expected)) = parsed else {
                bad += 1;
                continue;
            };
            solver.reset();
            let start = Instant::now();
            let score = solver.solve(&position);
            times.push(start.elapsed().as_secs_f64() * 1e6);
            nodes += solver.node_count();
            bad += usize::from(score != expected);
        }
        let n = times.len().max(1);
        let mean = times.iter().sum::<f64>() / n as f64;
        times.sort_by(f64::total_cmp);
        let at =
            |q: usize| times.get((times.len() * q / 100).min(times.len().saturating_sub(1))).copied().unwrap_or(0.0);
        writeln!(
            out,
            "{}: positions={} mean={mean:.1}us p50={:.1}us p99={:.1}us max={:.1}us nodes={:.0} wrong={bad}",
            file.display(),
            times.len(),
            at(50),
            at(99),
            times.last().copied().unwrap_or(0.0),
            nodes as f64 / n as f64
        )?;
        bad_total += bad;
    }
    Ok(bad_total)
}

/// Times the hard level's perfect move on random classic positions, `per_ply` of them at each
/// ply of `plies` (random legal play, never an ended game), each from a cleared table, and
/// prints the distribution per ply and overall, with the mean nodes searched (a figure that does
/// not depend on the machine's load).
pub fn perfect_moves<W: Write>(
    out: &mut W,
    plies: std::ops::RangeInclusive<usize>,
    per_ply: usize,
    seed: u64,
) -> io::Result<()> {
    // Positions and tie-breaks draw from generators of their own, so that the positions of a
    // seed do not depend on how the move is chosen.
    let (mut rng, mut ties) = (Rng::new(seed), Rng::new(seed ^ 0x7469_6573));
    let (mut all, mut all_nodes) = (Vec::new(), 0);
    writeln!(out, "ply positions mean_ms p50_ms p99_ms max_ms mean_nodes")?;
    for ply in plies {
        let (mut times, mut nodes) = (Vec::with_capacity(per_ply), 0);
        for _ in 0..per_ply {
            let Some(game) = random_position(ply, &mut rng) else { continue };
            with_perfect(|p| p.reset());
            let start = Instant::now();
            black_box(perfect_move(&game, &mut ties));
            times.push(start.elapsed().as_secs_f64() * 1e3);
            nodes += with_perfect(|p| p.node_count());
        }
        write_distribution(out, &ply.to_string(), &mut times, nodes)?;
        all.extend(times);
        all_nodes += nodes;
    }
    write_distribution(out, "all", &mut all, all_nodes)
}

fn write_distribution<W: Write>(out: &mut W, label: &str, times: &mut [f64], nodes: u64) -> io::Result<()> {
    if times.is_empty() {
        return writeln!(out, "{label} 0");
    }
    times.sort_by(f64::total_cmp);
    let n = times.len();
    let mean = times.iter().sum::<f64>() / n as f64;
    let at = |q: usize| times[(n * q / 100).min(n - 1)];
    writeln!(out, "{label} {n} {mean:.2} {:.2} {:.2} {:.2} {}", at(50), at(99), times[n - 1], nodes / n as u64)
}

/// A classic game after `ply` random moves that ended nothing (retries a few times).
fn random_position(ply: usize, rng: &mut Rng) -> Option<Game> {
    'attempt: for _ in 0..100 {
        let mut g = Game::new(Variant::CLASSIC);
        for _ in 0..ply {
            let legal = g.legal_moves();
            if g.play(legal[rng.below(legal.len() as u64) as usize]).ok()?.is_over() {
                continue 'attempt;
            }
        }
        return Some(g);
    }
    None
}

/// Runs each engine measurement for about `millis` and prints one line per figure.
pub fn engine<W: Write>(out: &mut W, millis: u64) -> io::Result<()> {
    let classic = Variant::CLASSIC;
    let budget = std::time::Duration::from_millis(millis);

    // A mid-game classic board to work on.
    let mut board = Board::empty(classic.geometry());
    for (i, c) in [3, 3, 2, 4, 4, 2, 1].into_iter().enumerate() {
        board.drop_stone(c, Colour::from_index(i % 2));
    }
    let ns = time_per_op(budget, 7, |i| {
        let col = (i % 7) as u8;
        if !board.is_column_full(col) {
            board.drop_stone(col, Colour::Red);
            black_box(&board);
            board.undo_drop(col, Colour::Red);
        }
    });
    writeln!(out, "board drop+undo (7x6)          {ns:>8.2} ns/op")?;
    let ns = time_per_op(budget, 1, |_| {
        black_box(black_box(&board).has_line(Colour::Red));
    });
    writeln!(out, "line check (7x6, connect 4)    {ns:>8.2} ns/op")?;
    let big = "10x10k6".parse::<Variant>().expect("valid");
    let mut big_board = Board::empty(big.geometry());
    for c in 0..10 {
        big_board.drop_stone(c, Colour::from_index(c as usize % 2));
    }
    let ns = time_per_op(budget, 1, |_| {
        black_box(black_box(&big_board).has_line(Colour::Red));
    });
    writeln!(out, "line check (10x10, connect 6)  {ns:>8.2} ns/op")?;

    let mut game = Game::new(classic);
    for c in [3, 3, 2, 4, 4, 2, 1] {
        game.play(Move::Drop(c)).expect("legal");
    }
    let ns = time_per_op(budget, 7, |i| {
        let mv = Move::Drop((i % 7) as u8);
        if game.play(mv).is_ok() {
            black_box(&game);
            game.undo();
        }
    });
    writeln!(out, "game play+undo with outcome    {ns:>8.2} ns/op")?;

    for id in ["classic", "popout", "10x10k6", "three-players"] {
        let variant: Variant = id.parse().expect("valid");
        let (games, moves, secs) = playouts(variant, budget);
        writeln!(
            out,
            "random playouts {id:<14} {:>9.0} games/s {:>11.0} moves/s",
            games as f64 / secs,
            moves as f64 / secs
        )?;
    }
    Ok(())
}

/// Nanoseconds per call of `op`, run in batches until `budget` has passed.
fn time_per_op(budget: std::time::Duration, batch: u64, mut op: impl FnMut(u64)) -> f64 {
    let start = Instant::now();
    let mut calls = 0u64;
    while start.elapsed() < budget {
        for i in 0..batch * 10_000 {
            op(i);
        }
        calls += batch * 10_000;
    }
    start.elapsed().as_nanos() as f64 / calls as f64
}

/// Random games to the end; PopOut games are capped at 500 plies (repetition ends most anyway).
fn playouts(variant: Variant, budget: std::time::Duration) -> (u64, u64, f64) {
    let mut rng = Rng::new(1);
    let start = Instant::now();
    let (mut games, mut moves) = (0, 0);
    let fresh = Game::new(variant);
    while start.elapsed() < budget {
        let mut g = fresh.clone();
        while !g.is_over() && g.moves().len() < 500 {
            let legal = g.legal_moves();
            g.play(legal[rng.below(legal.len() as u64) as usize]).expect("legal");
            moves += 1;
        }
        games += 1;
    }
    (games, moves, start.elapsed().as_secs_f64())
}
