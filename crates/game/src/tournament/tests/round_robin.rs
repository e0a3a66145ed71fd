//! Round robins through the tournament: the whole table, the second cycle, withdrawals before and after half.

use super::*;
use std::collections::HashMap;

/// Plays every pairing to play of the current round as a win for the first player; returns the next round's.
fn play_round(t: &mut Tournament, to_play: Vec<usize>) -> Vec<usize> {
    for i in to_play {
        play(t, i, 2, 0);
    }
    t.advance(0)
}

#[test]
fn a_double_round_robin_meets_everyone_twice_with_the_first_move_swapped() {
    let mut t = open(TournamentFormat::RoundRobin { double: true }, 5);
    assert_eq!(t.rounds_total(), Some(10));
    let mut to_play = t.start(0).unwrap();
    let mut rounds = 0;
    while t.status == Status::Running {
        rounds += 1;
        assert_eq!(to_play.len(), 2, "one of five sits out, without a bye pairing");
        assert!(t.round_pairings(t.round).all(|(_, p)| p.by == PairedBy::Table && !p.is_bye()));
        to_play = play_round(&mut t, to_play);
    }
    assert_eq!((rounds, t.status), (10, Status::Finished));
    let mut met: HashMap<(UserId, UserId), u32> = HashMap::new();
    for p in &t.pairings {
        *met.entry((p.first, p.second.unwrap())).or_default() += 1;
    }
    for a in 1..=5 {
        for b in 1..=5 {
            if a != b {
                assert_eq!(met.get(&(a, b)), Some(&1), "{a} moves first against {b} once");
            }
        }
    }
}

#[test]
fn a_withdrawal_before_half_voids_every_game() {
    let mut t = open(TournamentFormat::RoundRobin { double: false }, 4);
    let to_play = t.start(0).unwrap();
    let to_play = play_round(&mut t, to_play);
    let gone = 4;
    let opponent = t.round_pairings(1).find_map(|(_, p)| p.opponent(gone)).unwrap();
    // One game of three played: fewer than half.
    t.withdraw(gone, 0).unwrap();
    assert_eq!(t.entrant(gone).unwrap().withdrawn, Some(2));
    assert!(t.pairings.iter().filter(|p| p.involves(gone)).all(|p| p.void));
    let to_play: Vec<usize> = to_play.into_iter().filter(|&i| !t.pairings[i].void).collect();
    assert_eq!(to_play.len(), 1);
    let to_play = play_round(&mut t, to_play);
    assert_eq!(t.round, 3);
    assert!(t.round_pairings(3).filter(|(_, p)| p.involves(gone)).all(|(_, p)| p.void && p.result.is_none()));
    assert_eq!(to_play.len(), 1);
    play_round(&mut t, to_play);
    assert_eq!(t.status, Status::Finished);
    let table = standings(&t);
    let line = |u: UserId| table.iter().find(|s| s.user == u).unwrap();
    assert_eq!((line(gone).points, line(gone).played, line(gone).withdrawn), (0, 0, true));
    assert_eq!(line(opponent).played, 2, "the voided game counts for nobody");
}

#[test]
fn a_withdrawal_after_half_forfeits_the_rest() {
    let mut t = open(TournamentFormat::RoundRobin { double: true }, 4);
    let mut to_play = t.start(0).unwrap();
    for _ in 0..3 {
        to_play = play_round(&mut t, to_play);
    }
    assert_eq!(t.round, 4);
    let gone = 1;
    // Three games of six played: half.
    t.withdraw(gone, 0).unwrap();
    let current = t.round_pairings(4).find(|(_, p)| p.involves(gone)).unwrap().1;
    let result = current.result.unwrap();
    assert!(result.forfeit && !current.void);
    assert_eq!(current.points_of(gone), Some((0, 2)));
    assert!(t.pairings.iter().filter(|p| p.round < 4).all(|p| !p.void), "played games stand");
    let mut to_play: Vec<usize> = to_play.into_iter().filter(|&i| t.pairings[i].is_open()).collect();
    while t.status == Status::Running {
        assert!(to_play.iter().all(|&i| !t.pairings[i].involves(gone)), "their games are not played");
        to_play = play_round(&mut t, to_play);
    }
    let forfeits: Vec<&Pairing> = t.pairings.iter().filter(|p| p.round >= 4 && p.involves(gone)).collect();
    assert_eq!(forfeits.len(), 3);
    assert!(forfeits.iter().all(|p| p.result.is_some_and(|r| r.forfeit) && p.points_of(gone) == Some((0, 2))));
    assert_eq!(t.status, Status::Finished);
}
