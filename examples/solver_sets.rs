//! Generates classic 7x6 solver test sets in the format of Pascal Pons' `Test_L<stage>_R<rating>` files
//! (`<digits> <score>` per line) from seeded random games, scored by this project's solver.
//!
//! `cargo run --release --example solver_sets -- --stage S --rating R [--count N] [--seed X] [--stones A-B]`
//!
//! Stage (stones on the board): 1 = 0–14 (beginning), 2 = 15–28 (middle), 3 = 29–41 (end); `--stones` narrows it.
//! Rating (moves left until the end of the game under perfect play, the winning stone included, or until the
//! board is full for a draw): 1 = 1–14 (easy), 2 = 15–28 (medium), 3 = 29–42 (hard). Every line of Pons'
//! `Test_L*_R1` sets has at most 14 moves left, so these bands reproduce his R1 and extend it.
//!
//! Each candidate: a stone count drawn uniformly from the stage, a random game to it (random non-winning
//! moves), skipped if the side to move can win at once or if the position or its mirror image was drawn
//! before; then solved from a cleared table and kept if its moves left fall in the rating's band (for ratings 1
//! and 2, two null-window searches first skip positions that surely last longer). Progress
//! and the kept positions' node counts go to standard error.

use cuatro::ai::solver::{Position, Solver};
use cuatro::engine::Rng;
use std::collections::HashSet;
use std::ops::RangeInclusive;
use std::time::Instant;

const USAGE: &str = "usage: solver_sets --stage 1|2|3 --rating 1|2|3 [--count N] [--seed X] [--stones A-B]";

struct Args {
    stones: RangeInclusive<usize>,
    left: RangeInclusive<usize>,
    count: usize,
    seed: u64,
}

fn parse_args() -> Result<Args, String> {
    let (mut stage, mut rating, mut count, mut seed, mut stones) = (None, None, 1000, 1, None);
    let mut it = std::env::args().skip(1);
    while let Some(flag) = it.next() {
        let value = it.next().ok_or(USAGE)?;
        let bad = |_| format!("bad value for {flag}: {value}");
        match flag.as_str() {
            "--stage" => stage = Some(value.parse::<u8>().map_err(bad)?),
            "--rating" => rating = Some(value.parse::<u8>().map_err(bad)?),
            "--count" => count = value.parse().map_err(bad)?,
            "--seed" => seed = value.parse().map_err(bad)?,
            "--stones" => {
                let (a, b) = value.split_once('-').ok_or_else(|| format!("bad value for {flag}: {value}"))?;
                stones = Some(a.parse().map_err(bad)?..=b.parse().map_err(bad)?);
            }
            _ => return Err(USAGE.to_string()),
        }
    }
    let stage = match stage {
        Some(1) => 0..=14,
        Some(2) => 15..=28,
        Some(3) => 29..=41,
        _ => return Err(USAGE.to_string()),
    };
    let left = match rating {
        Some(1) => 1..=14,
        Some(2) => 15..=28,
        Some(3) => 29..=42,
        _ => return Err(USAGE.to_string()),
    };
    let stones = stones.unwrap_or(stage);
    if stones.is_empty() || *stones.end() >= Position::CELLS {
        return Err(format!("bad stone range {stones:?}"));
    }
    Ok(Args { stones, left, count, seed })
}

/// Moves left until the game ends under perfect play, from `stones` stones and the exact `score` for the side
/// to move (`22 - k`: the winner wins with its k-th stone; 0: the board fills up).
fn moves_left(stones: usize, score: i32) -> usize {
    if score == 0 {
        return Position::CELLS - stones;
    }
    let k = 22 - score.unsigned_abs() as usize;
    let first_player_wins = stones.is_multiple_of(2) == (score > 0);
    let last_move = if first_player_wins { 2 * k - 1 } else { 2 * k };
    last_move - stones
}

/// Can the game end within `most` moves under perfect play? Two null-window searches (is the score at least
/// the slowest win that soon, or at most the slowest such loss?) rule out, far more cheaply than an exact solve,
/// the many beginning positions that last longer than the band allows.
fn may_end_in_time(solver: &mut Solver, p: &Position, most: usize) -> bool {
    let n = p.nb_moves();
    if most >= Position::CELLS - n {
        return true;
    }
    let slowest_win = (1..=21).find(|&s| moves_left(n, s) <= most);
    let slowest_loss = (1..=21).map(|s| -s).find(|&s| moves_left(n, s) <= most);
    solver.reset();
    slowest_win.is_some_and(|s| solver.score_at_least(p, s))
        || slowest_loss.is_some_and(|s| !solver.score_at_least(p, s + 1))
}

/// The digits of a random game of `stones` moves that never completes four, or `None` if it got stuck.
fn random_game(stones: usize, rng: &mut Rng) -> Option<String> {
    let (mut p, mut digits) = (Position::new(), String::with_capacity(stones));
    for _ in 0..stones {
        let moves: Vec<usize> = (0..Position::WIDTH).filter(|&c| p.can_play(c) && !p.is_winning_move(c)).collect();
        let col = *moves.get(rng.below(moves.len().max(1) as u64) as usize)?;
        p.play_col(col);
        digits.push(char::from(b'1' + col as u8));
    }
    Some(digits)
}

fn main() {
    let args = parse_args().unwrap_or_else(|e| {
        eprintln!("{e}");
        std::process::exit(2)
    });
    let mut rng = Rng::new(args.seed);
    let mut solver = Solver::new();
    let mut seen = HashSet::new();
    let (mut drawn, mut nodes) = (0usize, Vec::with_capacity(args.count));
    let span = (args.stones.end() - args.stones.start() + 1) as u64;
    let start = Instant::now();
    while nodes.len() < args.count {
        let Some(digits) = random_game(args.stones.start() + rng.below(span) as usize, &mut rng) else { continue };
        let p = Position::from_digits(&digits).expect("random games complete no four");
        let mirror: String = digits.chars().map(|c| char::from(b'8' - c as u8 + b'0')).collect();
        let mirror_key = Position::from_digits(&mirror).expect("the mirror of a legal game is legal").key();
        if p.can_win_next() || !seen.insert(p.key().min(mirror_key)) {
            continue;
        }
        drawn += 1;
        if !may_end_in_time(&mut solver, &p, *args.left.end()) {
            continue;
        }
        solver.reset();
        let score = solver.solve(&p);
        if args.left.contains(&moves_left(p.nb_moves(), score)) {
            println!("{digits} {score}");
            nodes.push(solver.node_count());
            if nodes.len() % 50 == 0 {
                eprintln!("{} kept of {drawn} candidates, {:.0} s", nodes.len(), start.elapsed().as_secs_f64());
            }
        }
    }
    nodes.sort_unstable();
    let mean = nodes.iter().sum::<u64>() as f64 / nodes.len().max(1) as f64;
    let at = |q: usize| nodes.get(nodes.len() * q / 100).copied().unwrap_or(0);
    eprintln!(
        "kept {} of {drawn} candidates in {:.0} s; nodes: mean {mean:.0}, min {}, p50 {}, p90 {}, max {}",
        nodes.len(),
        start.elapsed().as_secs_f64(),
        nodes.first().copied().unwrap_or(0),
        at(50),
        at(90),
        nodes.last().copied().unwrap_or(0)
    );
}
