//! Swiss pairings over random histories, checked by brute force: no avoidable rematch, score groups kept as far
//! as possible, one bye each while someone has none, the same pairings from the same state.

use super::*;
use cuatro_engine::Rng;
use proptest::prelude::*;
use std::collections::{HashMap, HashSet};

/// Every perfect matching of `players` (an even count).
fn matchings(players: &[UserId]) -> Vec<Vec<(UserId, UserId)>> {
    let Some((&first, rest)) = players.split_first() else { return vec![Vec::new()] };
    let mut all = Vec::new();
    for (k, &partner) in rest.iter().enumerate() {
        let others: Vec<UserId> = rest.iter().enumerate().filter(|&(j, _)| j != k).map(|(_, &u)| u).collect();
        for mut m in matchings(&others) {
            m.push((first, partner));
            all.push(m);
        }
    }
    all
}

/// Points (half points), the pairs that met (lower id first) and the players who had a bye.
type Before = (HashMap<UserId, u32>, HashSet<(UserId, UserId)>, HashSet<UserId>);

/// The history before `round`, computed afresh from the pairings.
fn before(t: &Tournament, round: u32) -> Before {
    let (mut points, mut met, mut byes) = (HashMap::new(), HashSet::new(), HashSet::new());
    for p in t.pairings.iter().filter(|p| p.round < round && !p.void) {
        for user in [Some(p.first), p.second].into_iter().flatten() {
            *points.entry(user).or_insert(0) += p.points_of(user).map_or(0, |x| u32::from(x.0));
        }
        match p.second {
            Some(b) => {
                met.insert((p.first.min(b), p.first.max(b)));
            }
            None => {
                byes.insert(p.first);
            }
        }
    }
    (points, met, byes)
}

/// (rematches, total squared score difference) of a matching.
fn quality(pairs: &[(UserId, UserId)], points: &HashMap<UserId, u32>, met: &HashSet<(UserId, UserId)>) -> (usize, u64) {
    let rematches = pairs.iter().filter(|&&(a, b)| met.contains(&(a.min(b), a.max(b)))).count();
    let squares = pairs
        .iter()
        .map(|(a, b)| {
            let d = u64::from(points.get(a).copied().unwrap_or(0).abs_diff(points.get(b).copied().unwrap_or(0)));
            d * d
        })
        .sum();
    (rematches, squares)
}

/// Checks the pairings of `round`, just made.
fn check_round(t: &Tournament, round: u32) -> Result<(), TestCaseError> {
    let (points, met, byes) = before(t, round);
    let pairings: Vec<&Pairing> = t.round_pairings(round).map(|(_, p)| p).collect();
    let mut seen = HashSet::new();
    for p in &pairings {
        for user in [Some(p.first), p.second].into_iter().flatten() {
            prop_assert!(seen.insert(user), "{} paired twice in round {}", user, round);
        }
    }
    let active: HashSet<UserId> = t.active().map(|e| e.user).collect();
    prop_assert_eq!(&seen, &active, "round {} pairs every active player once", round);
    let pool: Vec<UserId> = pairings.iter().filter(|p| p.by != PairedBy::LateBye).map(|p| p.first).collect();
    if let Some(bye) = pairings.iter().find(|p| p.by == PairedBy::Bye) {
        let everyone: Vec<UserId> = pairings
            .iter()
            .filter(|p| p.by != PairedBy::LateBye)
            .flat_map(|p| [Some(p.first), p.second])
            .flatten()
            .collect();
        prop_assert!(everyone.len() % 2 == 1 && pool.len() * 2 == everyone.len() + 1);
        if everyone.iter().any(|u| !byes.contains(u)) {
            prop_assert!(!byes.contains(&bye.first), "a second bye for {} while others had none", bye.first);
        }
        let result = bye.result.unwrap();
        prop_assert_eq!((result.first, result.second), (2, 0));
    }
    let swiss: Vec<(UserId, UserId)> =
        pairings.iter().filter(|p| p.by == PairedBy::Swiss).map(|p| (p.first, p.second.unwrap())).collect();
    let players: Vec<UserId> = swiss.iter().flat_map(|&(a, b)| [a, b]).collect();
    let best = matchings(&players).iter().map(|m| quality(m, &points, &met)).min().unwrap();
    let actual = quality(&swiss, &points, &met);
    prop_assert_eq!(actual, best, "round {}: (rematches, squared score differences)", round);
    Ok(())
}

/// Plays a Swiss of `players` over `rounds` rounds with random results, late joins and withdrawals, checking each
/// round as it is made and that making it twice gives the same pairings.
fn simulate(players: u64, rounds: u32, seed: u64) -> Result<(), TestCaseError> {
    let mut rng = Rng::new(seed);
    let mut t = Tournament::new(1, 2, 3, 99, setup(TournamentFormat::Swiss { rounds }), 0);
    for user in 1..=players {
        t.join(user, 1000.0 + rng.below(1000) as f64, 0).unwrap();
    }
    let mut copy = t.clone();
    let mut to_play = t.start(0).unwrap();
    prop_assert_eq!(copy.start(0).unwrap(), to_play.clone());
    prop_assert_eq!(&copy.pairings, &t.pairings);
    let mut next_user = players + 1;
    while t.status == Status::Running {
        check_round(&t, t.round)?;
        if rng.chance(1, 4) {
            let _ = t.join(next_user, 1000.0 + rng.below(1000) as f64, 0);
            next_user += 1;
        }
        for i in to_play {
            let (first, second) = match rng.below(7) {
                0 => (0, 0),
                1 | 2 => (1, 1),
                3 | 4 => (2, 0),
                _ => (0, 2),
            };
            play(&mut t, i, first, second);
        }
        let active: Vec<UserId> = t.active().map(|e| e.user).collect();
        if active.len() > 2 && rng.chance(1, 5) {
            let gone = active[rng.below(active.len() as u64) as usize];
            t.withdraw(gone, 0).unwrap();
        }
        let mut copy = t.clone();
        to_play = t.advance(0);
        prop_assert_eq!(copy.advance(0), to_play.clone());
        prop_assert_eq!(&copy.pairings, &t.pairings);
    }
    prop_assert_eq!(t.status, Status::Finished);
    prop_assert_eq!(t.round, rounds);
    Ok(())
}

proptest! {
    #[test]
    fn swiss_pairings_avoid_rematches_keep_score_groups_and_share_byes(
        players in 2u64..=8,
        rounds in 1u32..=8,
        seed: u64,
    ) {
        simulate(players, rounds, seed)?;
    }
}

#[test]
fn five_players_get_five_different_byes() {
    let mut t = open(TournamentFormat::Swiss { rounds: 5 }, 5);
    let mut to_play = t.start(0).unwrap();
    let mut byes = Vec::new();
    while t.status == Status::Running {
        byes.extend(t.round_pairings(t.round).filter(|(_, p)| p.is_bye()).map(|(_, p)| p.first));
        for i in to_play {
            play(&mut t, i, 2, 0);
        }
        to_play = t.advance(0);
    }
    byes.sort_unstable();
    assert_eq!(byes, [1, 2, 3, 4, 5]);
}

#[test]
fn the_first_round_pairs_the_top_half_against_the_bottom_half() {
    let mut t = open(TournamentFormat::Swiss { rounds: 3 }, 8);
    t.start(0).unwrap();
    let pairs: Vec<(UserId, Option<UserId>)> = t.round_pairings(1).map(|(_, p)| (p.first, p.second)).collect();
    assert_eq!(pairs, [(1, Some(5)), (2, Some(6)), (3, Some(7)), (4, Some(8))]);
}

#[test]
fn first_moves_alternate_towards_the_player_who_had_fewer() {
    let mut t = open(TournamentFormat::Swiss { rounds: 4 }, 8);
    let mut to_play = t.start(0).unwrap();
    while t.status == Status::Running {
        for i in to_play {
            play(&mut t, i, 1, 1);
        }
        to_play = t.advance(0);
    }
    for e in &t.entrants {
        let firsts = t.pairings.iter().filter(|p| p.second.is_some() && p.first == e.user).count();
        assert!((1..=3).contains(&firsts), "{} moved first {firsts} times of 4", e.user);
    }
}

/// Its speed is measured by `cuatro bench tournament` (docs/benchmarks.md), not here.
#[test]
fn a_500_player_round_is_paired_whole_without_a_rematch() {
    let mut rng = Rng::new(7);
    let mut t = Tournament::new(1, 2, 3, 99, setup(TournamentFormat::Swiss { rounds: 4 }), 0);
    for user in 1..=500 {
        t.join(user, 1000.0 + rng.below(1000) as f64, 0).unwrap();
    }
    let mut to_play = t.start(0).unwrap();
    for _ in 0..3 {
        for i in to_play {
            let first = rng.below(3) as u8;
            play(&mut t, i, first, 2 - first);
        }
        to_play = t.advance(0);
        assert_eq!(to_play.len(), 250);
    }
    let rematches = t.round_pairings(t.round).filter(|(_, p)| {
        t.pairings.iter().any(|q| q.round < t.round && q.second.is_some() && q.opponent(p.first) == p.second)
    });
    assert_eq!(rematches.count(), 0);
}
