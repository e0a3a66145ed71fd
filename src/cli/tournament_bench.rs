//! `cuatro bench tournament`: the time to pair each round of a large Swiss, then to rank it and write its CSV.

use crate::engine::Rng;
use crate::game::tournament::{Score, Status, Tournament, TournamentFormat, TournamentSetup, csv, standings};
use std::io::{self, Write};
use std::time::{Duration, Instant};

/// Plays a Swiss of `players` (ratings 1000–2499 from `seed`) over `rounds` rounds, each match's result drawn by the
/// rating gap (10% draws), and prints the time to pair each round (the start for round 1, the `advance` that makes
/// each next one), their max and mean, then the time of the final standings and CSV.
pub fn run<W: Write>(out: &mut W, players: u64, rounds: u32, seed: u64) -> io::Result<()> {
    let mut rng = Rng::new(seed);
    let setup = TournamentSetup::plain(TournamentFormat::Swiss { rounds });
    let mut t = Tournament::new(1, 1, 1, 0, setup, 0);
    for user in 1..=players {
        t.join(user, 1000.0 + rng.below(1500) as f64, 0).map_err(|r| io::Error::other(format!("join: {r:?}")))?;
    }
    writeln!(out, "swiss: {players} players, {rounds} rounds, seed {seed}")?;
    let started = Instant::now();
    let mut to_play = t.start(0).map_err(|r| io::Error::other(format!("start: {r:?}")))?;
    let mut times = vec![started.elapsed()];
    writeln!(out, "round 1: {} pairings in {:.2} ms", to_play.len(), ms(times[0]))?;
    while t.status == Status::Running {
        for &i in &to_play {
            let pairing = &t.pairings[i];
            let rating = |user| t.entrant(user).map_or(1500.0, |e| e.rating);
            let gap = pairing.second.map_or(0.0, |second| rating(second) - rating(pairing.first));
            let expected = 1.0 / (1.0 + 10f64.powf(gap / 400.0));
            let roll = rng.below(1000) as f64 / 1000.0;
            let (first, second) = if roll < 0.1 {
                (1, 1)
            } else if roll < 0.1 + 0.9 * expected {
                (2, 0)
            } else {
                (0, 2)
            };
            let game = i as u64 + 1;
            t.started_game(i, game);
            let score = Score { first, second, forfeit: false, moves: 30, seq: 0 };
            t.record(game, score, &[]);
        }
        let started = Instant::now();
        to_play = t.advance(0);
        let elapsed = started.elapsed();
        if t.status == Status::Running {
            times.push(elapsed);
            writeln!(out, "round {}: {} pairings in {:.2} ms", t.round, to_play.len(), ms(elapsed))?;
        }
    }
    let max = times.iter().max().copied().unwrap_or_default();
    let mean = times.iter().sum::<Duration>() / times.len().max(1) as u32;
    writeln!(out, "pairing: max {:.2} ms, mean {:.2} ms", ms(max), ms(mean))?;
    let started = Instant::now();
    let table = standings(&t);
    writeln!(out, "standings ({} lines): {:.2} ms", table.len(), ms(started.elapsed()))?;
    let started = Instant::now();
    let text = csv(&t, &|user| format!("player{user}"));
    writeln!(out, "csv ({} bytes): {:.2} ms", text.len(), ms(started.elapsed()))?;
    message_update(out)
}

/// The tournament message's update when 64 games end at once: a 128-player Swiss's first round, all 64 results
/// recorded, then the standings computed and the message rendered, as the director does in one step.
fn message_update<W: Write>(out: &mut W) -> io::Result<()> {
    let mut t = Tournament::new(1, 1, 1, 0, TournamentSetup::plain(TournamentFormat::Swiss { rounds: 7 }), 0);
    for user in 1..=128 {
        t.join(user, 1500.0, 0).map_err(|r| io::Error::other(format!("join: {r:?}")))?;
    }
    let to_play = t.start(0).map_err(|r| io::Error::other(format!("start: {r:?}")))?;
    for (n, &i) in to_play.iter().enumerate() {
        t.started_game(i, n as u64 + 1);
    }
    let started = Instant::now();
    for n in 0..to_play.len() {
        t.record(n as u64 + 1, Score { first: 2, second: 0, forfeit: false, moves: 7, seq: 0 }, &[]);
    }
    let view = crate::render::tournament_view(&t, &standings(&t), &|game| Some(game), 0);
    let elapsed = started.elapsed();
    let embed = view.embed.map_or(0, |e| e.description.len() + e.fields.iter().map(|f| f.value.len()).sum::<usize>());
    writeln!(out, "message update, {} games ended at once: {:.2} ms ({} characters)", to_play.len(), ms(elapsed), embed)
}

fn ms(d: Duration) -> f64 {
    d.as_secs_f64() * 1e3
}
