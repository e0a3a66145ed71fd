//! Arenas over random games: never the same two players twice in a row, each player in one game at a time.

use super::*;
use cuatro_engine::Rng;
use proptest::prelude::*;

/// Runs an arena of `players` for `steps` results in a random order, checking each new pairing.
fn simulate(players: u64, steps: u32, seed: u64) -> Result<(), TestCaseError> {
    let mut rng = Rng::new(seed);
    let mut t = Tournament::new(1, 2, 3, 99, setup(TournamentFormat::Arena { minutes: 60 }), 0);
    for user in 1..=players {
        t.join(user, 1200.0 + rng.below(800) as f64, 0).unwrap();
    }
    if rng.chance(1, 2) {
        t.forbid(1, 2).unwrap();
    }
    let mut new = t.start(0).unwrap();
    let mut next_user = players + 1;
    for step in 0..steps {
        for &i in &new {
            let p = &t.pairings[i];
            let (a, b) = (p.first, p.second.unwrap());
            prop_assert!(p.by == PairedBy::Arena && p.round as usize == i + 1);
            prop_assert!(!t.forbidden.contains(&[a.min(b), a.max(b)]), "{}–{} were forbidden", a, b);
            for user in [a, b] {
                let previous = t.pairings[..i].iter().rev().find(|q| q.involves(user));
                prop_assert!(
                    previous.is_none_or(|q| q.opponent(user) != p.opponent(user)),
                    "{}–{} again in a row at pairing {}",
                    a,
                    b,
                    i + 1
                );
                let open = t.pairings.iter().filter(|q| q.is_open() && q.involves(user)).count();
                prop_assert_eq!(open, 1, "{} is in one game at a time", user);
            }
        }
        let open: Vec<usize> = (0..t.pairings.len()).filter(|&i| t.pairings[i].is_open()).collect();
        if open.is_empty() {
            break;
        }
        let i = open[rng.below(open.len() as u64) as usize];
        let (first, second) = [(2, 0), (1, 1), (0, 2)][rng.below(3) as usize];
        t.pairings[i].berserk = [rng.chance(1, 4), rng.chance(1, 4)];
        let game = i as u64 + 1;
        t.started_game(i, game);
        let moves = 4 + rng.below(30) as u32;
        let score = Score { first, second, forfeit: false, moves, seq: 0 };
        prop_assert!(t.record(game, score, &[]));
        if rng.chance(1, 20) {
            t.join(next_user, 1500.0, i64::from(step)).unwrap();
            next_user += 1;
        }
        if rng.chance(1, 30) && t.active().count() > 2 {
            let user = t.pairings[i].first;
            t.withdraw(user, 0).unwrap();
        }
        new = t.advance(i64::from(step));
    }
    let seqs: Vec<u64> = t.pairings.iter().filter_map(|p| p.result.map(|r| r.seq)).collect();
    prop_assert!(seqs.iter().all(|&s| s >= 1 && s <= t.results_seen));
    Ok(())
}

proptest! {
    #[test]
    fn an_arena_never_pairs_the_same_two_players_in_a_row(players in 2u64..=10, seed: u64) {
        simulate(players, 150, seed)?;
    }
}

#[test]
fn free_players_are_paired_by_rank_and_the_odd_one_waits() {
    let mut t = open(TournamentFormat::Arena { minutes: 60 }, 4);
    // Nobody has points: ranks follow user ids (1 the best), so 1–2 and 3–4.
    let new = t.start(0).unwrap();
    let pairs: Vec<(UserId, UserId)> =
        new.iter().map(|&i| (t.pairings[i].first, t.pairings[i].second.unwrap())).collect();
    assert_eq!(pairs, [(1, 2), (3, 4)]);
    play(&mut t, new[0], 2, 0);
    assert!(t.advance(0).is_empty(), "1 and 2 just met: they wait");
    assert_eq!(t.current_pairing(1), None);
    play(&mut t, new[1], 0, 2);
    // Standings 1 (2 points), 4 (2), then 2, 3: 1–4 and 2–3; the one who moved first less often moves first.
    let new = t.advance(0);
    let pairs: Vec<(UserId, UserId)> =
        new.iter().map(|&i| (t.pairings[i].first, t.pairings[i].second.unwrap())).collect();
    assert_eq!(pairs, [(4, 1), (2, 3)]);
}
