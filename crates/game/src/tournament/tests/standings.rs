//! Standings and tie-breaks against hand-computed tables.

use super::*;

/// A pairing of `round` with its result, `first` scoring `a` and `second` (None: a bye) `b`.
fn result(round: u32, first: UserId, second: Option<UserId>, a: u8, b: u8, seq: u64) -> Pairing {
    let by = if second.is_some() { PairedBy::Swiss } else { PairedBy::Bye };
    Pairing {
        result: Some(Score { first: a, second: b, forfeit: false, moves: 20, seq }),
        ..Pairing::new(round, first, second, by)
    }
}

fn line(table: &[Standing], user: UserId) -> &Standing {
    table.iter().find(|s| s.user == user).unwrap()
}

/// Five players A–E (users 1–5), three rounds; half points, byes 2:
///
/// | round | pairings                          |
/// |-------|-----------------------------------|
/// | 1     | A–B 2–0, C–D 1–1, E bye           |
/// | 2     | A–E 1–1, B–C 2–0, D bye           |
/// | 3     | A–D 2–0, E–B 2–0, C bye           |
///
/// Points: A 5, E 5, C 3, D 3, B 2. A bye is played against a virtual opponent with the player's own points and won
/// (FIDE 2023). Buchholz cut-1 (opponents' points, the lowest dropped): A: B 2, E 5, D 3 → 8; E: A 5, B 2, bye 5 →
/// 10; D: C 3, A 5, bye 3 → 8; C: D 3, B 2, bye 3 → 6; B: A 5, C 3, E 5 → 10. Sonneborn–Berger (opponent's points ×
/// half points scored / 2): A: 2·2/2 + 5·1/2 + 3·2/2 = 7.5; E: 5·1/2 + 2·2/2 + 5·2/2 = 9.5; D: 3·1/2 + 3·2/2 = 4.5;
/// C: 3·1/2 + 3·2/2 = 4.5; B: 3·2/2 = 3. So E (Buchholz 10) before A (8), D (8) before C (6), then B.
#[test]
fn swiss_standings_follow_buchholz_cut_one_then_sonneborn_berger() {
    let mut t = open(TournamentFormat::Swiss { rounds: 3 }, 5);
    t.status = Status::Finished;
    t.round = 3;
    t.pairings = vec![
        result(1, 1, Some(2), 2, 0, 1),
        result(1, 3, Some(4), 1, 1, 2),
        result(1, 5, None, 2, 0, 3),
        result(2, 1, Some(5), 1, 1, 4),
        result(2, 2, Some(3), 2, 0, 5),
        result(2, 4, None, 2, 0, 6),
        result(3, 1, Some(4), 2, 0, 7),
        result(3, 5, Some(2), 2, 0, 8),
        result(3, 3, None, 2, 0, 9),
    ];
    let table = standings(&t);
    let order: Vec<UserId> = table.iter().map(|s| s.user).collect();
    assert_eq!(order, [5, 1, 4, 3, 2]);
    let expect = [(5, 5, [10.0, 9.5]), (1, 5, [8.0, 7.5]), (4, 3, [8.0, 4.5]), (3, 3, [6.0, 4.5]), (2, 2, [10.0, 3.0])];
    for (rank, (user, points, tiebreaks)) in expect.into_iter().enumerate() {
        let s = line(&table, user);
        assert_eq!((s.rank, s.points, s.tiebreaks.as_slice()), (rank as u32 + 1, points, tiebreaks.as_slice()));
    }
    let a = line(&table, 1);
    assert_eq!((a.wins, a.draws, a.losses, a.played), (2, 1, 0, 3));
    let c = line(&table, 3);
    assert_eq!((c.wins, c.draws, c.losses, c.played), (0, 1, 1, 2), "a bye is not a game");
    // A void pairing counts for nobody.
    t.pairings[0].void = true;
    let table = standings(&t);
    assert_eq!((line(&table, 1).points, line(&table, 1).played), (3, 2));
}

/// A late joiner's ½-point bye is an unplayed round of their choosing: drawn against a virtual opponent with their
/// own points, and the first round cut from Buchholz; a pairing's bye is won, and cut only as the lowest.
///
/// Round 1: 1–2 2–0, 3 joins late (½-point bye). Round 2: 3–1 2–0, 2 bye. Half points: 1: 2, 2: 2, 3: 3.
/// Buchholz cut-1: 3: late bye 3 (cut first), 1 → 2; 1: 2, 3 → 3; 2: 1, bye 2 → 2. Sonneborn–Berger: 3: 2·2/2 +
/// 3·1/2 = 3.5; 1: 2·2/2 = 2; 2: bye 2·2/2 = 2.
#[test]
fn a_late_joiner_s_bye_is_cut_first_and_a_pairing_s_bye_is_a_win_against_one_s_own_score() {
    let mut t = open(TournamentFormat::Swiss { rounds: 2 }, 3);
    t.status = Status::Finished;
    t.round = 2;
    let mut late = result(1, 3, None, 1, 0, 2);
    late.by = PairedBy::LateBye;
    t.pairings =
        vec![result(1, 1, Some(2), 2, 0, 1), late, result(2, 3, Some(1), 2, 0, 3), result(2, 2, None, 2, 0, 4)];
    let table = standings(&t);
    let got: Vec<(UserId, u32, Vec<f64>)> = table.iter().map(|s| (s.user, s.points, s.tiebreaks.clone())).collect();
    assert_eq!(got, [(3, 3, vec![2.0, 3.5]), (1, 2, vec![3.0, 2.0]), (2, 2, vec![2.0, 2.0])]);
}

/// Four players, one cycle (users 1–4), half points:
///
/// 1–2 2–0, 1–3 1–1, 1–4 2–0, 2–3 0–2, 2–4 1–1, 3–4 0–2.
///
/// Points: 1: 5, 2: 1, 3: 3, 4: 3. Sonneborn–Berger: 1: 1·2/2 + 3·1/2 + 3·2/2 = 5.5; 3: 5·1/2 + 1·2/2 = 3.5;
/// 4: 1·1/2 + 3·2/2 = 3.5; 2: 3·1/2 = 1.5. 3 and 4 are level on both; 4 beat 3 (head-to-head 2 against 0).
#[test]
fn round_robin_standings_follow_sonneborn_berger_then_head_to_head() {
    let mut t = open(TournamentFormat::RoundRobin { double: false }, 4);
    let mut to_play = t.start(0).unwrap();
    let results = [((1, 2), 2), ((1, 3), 1), ((1, 4), 2), ((2, 3), 0), ((2, 4), 1), ((3, 4), 0)];
    while t.status == Status::Running {
        for &i in &to_play {
            let p = &t.pairings[i];
            let (a, b) = (p.first.min(p.second.unwrap()), p.first.max(p.second.unwrap()));
            let points_a = results.iter().find(|(pair, _)| *pair == (a, b)).unwrap().1;
            play_between(&mut t, a, b, points_a);
        }
        to_play = t.advance(0);
    }
    let table = standings(&t);
    let summary: Vec<(UserId, u32, Vec<f64>)> = table.iter().map(|s| (s.user, s.points, s.tiebreaks.clone())).collect();
    assert_eq!(
        summary,
        [(1, 5, vec![5.5, 0.0]), (4, 3, vec![3.5, 2.0]), (3, 3, vec![3.5, 0.0]), (2, 1, vec![1.5, 0.0])]
    );
}

/// An arena's points: win 2, draw 1, doubled after two wins in a row (in `seq` order), +1 for a berserk win of 7
/// moves or more.
#[test]
fn arena_points_double_on_a_streak_and_reward_berserk() {
    let mut t = open(TournamentFormat::Arena { minutes: 30 }, 8);
    t.status = Status::Finished;
    let game = |round: u32, opponent: UserId, mine: u8, seq: u64, berserk: bool, moves: u32| Pairing {
        result: Some(Score { first: mine, second: 2 - mine, forfeit: false, moves, seq }),
        berserk: [berserk, false],
        ..Pairing::new(round, 1, Some(opponent), PairedBy::Arena)
    };
    t.pairings = vec![
        // Paired before the others but finished last (seq 7): on fire, a win is 4, no berserk bonus at 5 moves.
        game(1, 8, 2, 7, true, 5),
        game(2, 2, 2, 1, false, 20),
        game(3, 3, 2, 2, false, 20),
        // Two wins before: doubled.
        game(4, 4, 2, 3, false, 20),
        // On fire: a draw is 2, and ends the streak.
        game(5, 5, 1, 4, false, 20),
        game(6, 6, 2, 5, false, 20),
        // A berserk win of 7 moves: +1.
        game(7, 7, 2, 6, true, 7),
    ];
    // A loss while berserk for user 2 and a void game count nothing.
    t.pairings.push(Pairing { berserk: [false, true], ..game(8, 2, 2, 8, false, 30) });
    t.pairings.push(Pairing { void: true, ..game(9, 3, 2, 9, false, 30) });
    let table = standings(&t);
    let one = line(&table, 1);
    assert_eq!(one.points, 2 + 2 + 4 + 2 + 2 + 3 + 4 + 4);
    assert!(one.on_fire);
    assert_eq!((one.wins, one.draws, one.losses, one.played), (7, 1, 0, 8));
    let five = line(&table, 5);
    assert_eq!((five.points, five.on_fire), (1, false));
    assert_eq!(line(&table, 2).points, 0);
    // Performance: mean opponent rating + 400 × (wins − losses) / games.
    let ratings: f64 = [8, 2, 3, 4, 5, 6, 7, 2].iter().map(|&u| 2000.0 - 10.0 * u as f64).sum();
    assert!((one.tiebreaks[0] - (ratings + 400.0 * 7.0) / 8.0).abs() < 1e-9);
    assert_eq!(line(&table, 8).tiebreaks, [2000.0 - 10.0 - 400.0]);
    assert_eq!(table[0].user, 1);
}
