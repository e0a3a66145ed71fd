//! `cuatro bench puzzles`: forced-win puzzles found in random play, and whether the hard level solves them.

use crate::ai::analysis::{Limits, WIN};
use crate::ai::dispatch::analyse;
use crate::ai::puzzle::{Goal, generate_classic};
use crate::ai::{Level, choose_move};
use crate::engine::{Game, Rng, Variant};
use std::io::{self, Write};
use std::time::Instant;

/// A position whose mover wins by force in `plies` plies (3 or 5: not at once), found by full-width search.
#[derive(Debug, Clone)]
pub struct Puzzle {
    pub game: Game,
    pub plies: u32,
}

/// A search to `depth` plies with no budget to speak of: exact about wins within its horizon.
fn exhaustive(depth: u32) -> Limits {
    Limits { depth, max_nodes: u64::MAX, deadline: None }
}

/// Plies to the mover's fastest forced win, if it wins within `depth` plies.
pub fn forced_win(game: &Game, depth: u32) -> Option<u32> {
    let best = analyse(game, exhaustive(depth)).best_score()?;
    (best > WIN / 2).then(|| (WIN - best) as u32)
}

/// Whether `mv` keeps a forced win of at most `plies` plies: after it, every reply loses within `plies - 1`.
fn keeps_the_win(game: &Game, mv: crate::engine::Move, plies: u32) -> bool {
    let mut after = game.clone();
    match after.play(mv) {
        Ok(outcome) if outcome.is_over() => return outcome.winner() == Some(game.colour_to_move()),
        Ok(_) => {}
        Err(_) => return false,
    }
    let best = analyse(&after, exhaustive(plies - 1)).best_score();
    best.is_some_and(|b| b < -WIN / 2)
}

/// Random games of `variant` (seeded), each position checked for a forced win in 3 or 5 plies (3 and 5 only:
/// a win at once is no puzzle), until `count` puzzles are found.
pub fn generate(variant: Variant, count: usize, seed: u64) -> Vec<Puzzle> {
    let mut rng = Rng::new(seed);
    let mut puzzles = Vec::new();
    'games: while puzzles.len() < count {
        let mut game = Game::new(variant);
        loop {
            let legal = game.legal_moves();
            let mv = legal[rng.below(legal.len() as u64) as usize];
            if game.play(mv).expect("a legal move").is_over() {
                continue 'games;
            }
            // Skip positions the mover wins at once, and give each game at most one puzzle per few plies.
            if game.moves().len() < 6 || rng.below(3) != 0 || forced_win(&game, 1).is_some() {
                continue;
            }
            if let Some(plies @ (3 | 5)) = forced_win(&game, 5) {
                puzzles.push(Puzzle { game: game.clone(), plies });
                continue 'games;
            }
        }
    }
    puzzles
}

/// Generates `count` puzzles and times the hard level on each; prints one line per puzzle and a summary:
/// puzzles solved (the move keeps the forced win), and the time per move (p50, p99, max).
pub fn run<W: Write>(out: &mut W, variant: Variant, count: usize, seed: u64) -> io::Result<usize> {
    let started = Instant::now();
    let puzzles = generate(variant, count, seed);
    writeln!(out, "# {} puzzles in {} ms of search", puzzles.len(), started.elapsed().as_millis())?;
    let mut times = Vec::with_capacity(puzzles.len());
    let mut solved = 0;
    for (i, puzzle) in puzzles.iter().enumerate() {
        let start = Instant::now();
        let mv = choose_move(&puzzle.game, Level::Hard, &mut Rng::new(seed ^ i as u64));
        let ms = start.elapsed().as_secs_f64() * 1e3;
        times.push(ms);
        let ok = mv.is_some_and(|mv| keeps_the_win(&puzzle.game, mv, puzzle.plies));
        solved += usize::from(ok);
        let moves = crate::engine::compact_moves(puzzle.game.moves());
        let played = mv.map_or("-".to_string(), |m| m.to_string());
        writeln!(out, "{moves} win-in={} hard={played} {} {ms:.0}ms", puzzle.plies, if ok { "ok" } else { "MISSED" })?;
    }
    times.sort_by(f64::total_cmp);
    let n = times.len().max(1);
    let at = |q: usize| times.get((times.len() * q / 100).min(n - 1)).copied().unwrap_or(0.0);
    writeln!(
        out,
        "variant={variant} puzzles={} solved={solved} p50={:.0}ms p99={:.0}ms max={:.0}ms",
        puzzles.len(),
        at(50),
        at(99),
        times.last().copied().unwrap_or(0.0)
    )?;
    Ok(puzzles.len() - solved)
}

/// `cuatro puzzle generate`: `count` puzzles of `variant` seeded by `seed`, one line each on `out`, and the
/// generator's figures on `err`.
pub fn generate_set<W: Write, E: Write>(
    out: &mut W,
    err: &mut E,
    variant: Variant,
    count: usize,
    seed: u64,
) -> io::Result<()> {
    let started = Instant::now();
    let mut goals: std::collections::BTreeMap<String, usize> = Default::default();
    let examined = if variant == Variant::CLASSIC {
        let set = generate_classic(count, seed);
        for line in &set.puzzles {
            writeln!(out, "{line}")?;
            let goal = match line.goal {
                Goal::Win { moves } => format!("win in {moves:>2}"),
                Goal::OnlyMove => "only move".into(),
            };
            *goals.entry(goal).or_default() += 1;
        }
        Some(set.examined)
    } else if variant.to_string() == "popout" {
        for puzzle in generate(variant, count, seed) {
            let moves = puzzle.plies.div_ceil(2);
            writeln!(out, "{variant} {} win {moves}", crate::engine::compact_moves(puzzle.game.moves()))?;
            *goals.entry(format!("win in {moves:>2}")).or_default() += 1;
        }
        None
    } else {
        return Err(io::Error::new(io::ErrorKind::InvalidInput, "puzzles exist for classic and popout"));
    };
    let (found, elapsed) = (goals.values().sum::<usize>(), started.elapsed());
    let share = examined.map_or(String::new(), |n| {
        format!(" from {n} positions examined ({:.1}%)", 100.0 * found as f64 / n.max(1) as f64)
    });
    let each = elapsed.as_secs_f64() * 1e3 / found.max(1) as f64;
    writeln!(err, "# {found} puzzles{share} in {:.1} s: {each:.0} ms per puzzle", elapsed.as_secs_f64())?;
    let counts: Vec<String> = goals.iter().map(|(goal, n)| format!("{goal}: {n}")).collect();
    writeln!(err, "# {}", counts.join(", "))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::test_game;

    #[test]
    fn a_win_is_found_and_the_moves_that_keep_it_are_told_apart() {
        assert_eq!(forced_win(&test_game("popout", "a a b b"), 1), None);
        // Red a1 b1 c1; yellow played g instead of d: red wins at once on d1, and only there.
        let g = test_game("popout", "a a b b c g");
        assert_eq!(forced_win(&g, 5), Some(1));
        assert!(keeps_the_win(&g, crate::engine::Move::Drop(3), 1));
        assert!(!keeps_the_win(&g, crate::engine::Move::Drop(4), 1));
    }

    #[test]
    fn a_classic_set_is_written_one_puzzle_a_line_with_its_figures() {
        let (mut out, mut err) = (Vec::new(), Vec::new());
        generate_set(&mut out, &mut err, Variant::CLASSIC, 8, 3).unwrap();
        let (out, err) = (String::from_utf8(out).unwrap(), String::from_utf8(err).unwrap());
        assert_eq!(out.lines().count(), 8, "{out}");
        assert!(out.lines().all(|l| l.starts_with("classic ") && (l.ends_with(" only") || l.contains(" win "))));
        assert!(err.starts_with("# 8 puzzles from ") && err.contains("%) in "), "{err}");
        let (mut out, mut err) = (Vec::new(), Vec::new());
        generate_set(&mut out, &mut err, "popout".parse().unwrap(), 2, 3).unwrap();
        let out = String::from_utf8(out).unwrap();
        assert!(out.lines().all(|l| l.starts_with("popout ") && (l.ends_with(" win 2") || l.ends_with(" win 3"))));
        let refused = generate_set(&mut Vec::new(), &mut Vec::new(), "five-in-a-row".parse().unwrap(), 1, 1);
        assert!(refused.is_err());
    }

    #[test]
    fn generated_puzzles_are_forced_wins_in_three_or_five() {
        let puzzles = generate("popout".parse().unwrap(), 3, 7);
        assert_eq!(puzzles.len(), 3);
        for p in &puzzles {
            assert!(matches!(p.plies, 3 | 5), "{p:?}");
            assert_eq!(forced_win(&p.game, 5), Some(p.plies));
            assert_eq!(forced_win(&p.game, 1), None);
        }
    }
}
