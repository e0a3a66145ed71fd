//! `cuatro bench`: engine throughput figures (play/undo, line checks, random playouts).

use crate::engine::{Board, Colour, Game, Move, Rng, Variant};
use std::hint::black_box;
use std::io::{self, Write};
use std::time::Instant;

/// Runs each measurement for about `millis` and prints one line per figure.
pub fn run<W: Write>(out: &mut W, millis: u64) -> io::Result<()> {
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
