//! Tests of the tournament core: the life of a tournament, pairings, standings and exports.

mod arena;
mod export;
mod lifecycle;
mod round_robin;
mod standings;
mod swiss;
mod threads;

use super::*;

/// The settings of a test tournament: no clock, no cap, no start time, no check-in.
fn setup(format: TournamentFormat) -> TournamentSetup {
    TournamentSetup::plain(format)
}

/// An open tournament with users `1..=players`, rated 2000 − 10 × id (user 1 the highest).
fn open(format: TournamentFormat, players: u64) -> Tournament {
    let mut t = Tournament::new(1, 2, 3, 99, setup(format), 0);
    for user in 1..=players {
        t.join(user, 2000.0 - 10.0 * user as f64, 0).unwrap();
    }
    t
}

fn score(first: u8, second: u8) -> Score {
    Score { first, second, forfeit: false, moves: 20, seq: 0 }
}

/// Plays pairing `index` (its game numbered `index + 1`) to `first`–`second`.
fn play(t: &mut Tournament, index: usize, first: u8, second: u8) -> bool {
    let game = index as u64 + 1;
    t.started_game(index, game);
    t.record(game, score(first, second), &[])
}

/// The index of the pairing of `a` and `b` (either order) in `round`.
fn find(t: &Tournament, round: u32, a: UserId, b: UserId) -> usize {
    t.round_pairings(round).find(|(_, p)| p.opponent(a) == Some(b)).map(|(i, _)| i).unwrap()
}

/// Plays the pairing of `a` and `b` in the current round, `a` scoring `points_a` of 2.
fn play_between(t: &mut Tournament, a: UserId, b: UserId, points_a: u8) {
    let i = find(t, t.round, a, b);
    let (first, second) = if t.pairings[i].first == a { (points_a, 2 - points_a) } else { (2 - points_a, points_a) };
    assert!(play(t, i, first, second));
}
