//! Entries, check-in, the start, refusals, late joins, no-shows, pauses and the organiser's changes.

use super::*;

const SWISS: TournamentFormat = TournamentFormat::Swiss { rounds: 5 };
const MINUTE: i64 = 60_000;

#[test]
fn entries_are_refused_with_a_reason() {
    let mut t = Tournament::new(1, 2, 3, 99, TournamentSetup { cap: Some(2), ..setup(SWISS) }, 0);
    assert_eq!(t.status, Status::Open);
    assert_eq!(t.start(0), Err(TournamentRefusal::TooFew));
    t.join(1, 1500.0, 0).unwrap();
    assert_eq!(t.join(1, 1500.0, 0), Err(TournamentRefusal::AlreadyIn));
    assert_eq!(t.start(0), Err(TournamentRefusal::TooFew));
    t.join(2, 1500.0, 0).unwrap();
    assert_eq!(t.join(3, 1500.0, 0), Err(TournamentRefusal::Full));
    // The organiser is not held by the cap.
    t.add(3, 1500.0, 0).unwrap();
    assert_eq!(t.leave(4, 0), Err(TournamentRefusal::NotIn));
    t.leave(3, 0).unwrap();
    assert_eq!(t.entrants.len(), 2, "leaving before the start removes the entry");
    assert_eq!(t.pause(0), Err(TournamentRefusal::WrongStatus));
    assert_eq!(t.resume(0), Err(TournamentRefusal::WrongStatus));
    assert_eq!(t.forbid(1, 1), Err(TournamentRefusal::SamePlayer));
    assert_eq!(t.forbid(1, 7), Err(TournamentRefusal::NotIn));
    assert_eq!(t.pair_by_hand(1, 1), Err(TournamentRefusal::SamePlayer));
    assert_eq!(t.pair_by_hand(1, 7), Err(TournamentRefusal::NotIn));
    t.pair_by_hand(1, 2).unwrap();
    assert_eq!(t.pair_by_hand(2, 1), Err(TournamentRefusal::NoSuchPairing));
    assert_eq!(t.adjudicate(1, 2, None, 2, false), Err(TournamentRefusal::NoSuchPairing));
    assert_eq!(t.adjudicate(1, 1, None, 2, false), Err(TournamentRefusal::SamePlayer));
    assert_eq!(t.start(0).unwrap().len(), 1);
    assert_eq!(t.pairings[0].by, PairedBy::Hand);
    assert_eq!(t.start(0), Err(TournamentRefusal::WrongStatus));
    t.cancel(StopReason::Organiser).unwrap();
    assert_eq!(t.cancel(StopReason::Organiser), Err(TournamentRefusal::Over));
    assert_eq!(t.stop, Some(StopReason::Organiser));
    assert_eq!(t.join(5, 1500.0, 0), Err(TournamentRefusal::Over));
    assert_eq!(t.start(0), Err(TournamentRefusal::Over));
    assert!(t.pairings[0].void, "cancelling voids the unplayed pairings");
    assert!(!t.record(1, score(2, 0), &[]));
}

#[test]
fn a_round_robin_is_limited_and_closed_once_started() {
    let mut t = open(TournamentFormat::RoundRobin { double: false }, ROUND_ROBIN_MAX as u64);
    assert_eq!(t.join(13, 1500.0, 0), Err(TournamentRefusal::Full), "a thirteenth player cannot join");
    assert_eq!(t.add(13, 1500.0, 0), Err(TournamentRefusal::TooMany), "nor be added");
    // A tournament stored before joins were limited, with a thirteenth player: its scheduled start leaves it open.
    t.entrants.push(Entrant {
        user: 13,
        rating: 1500.0,
        checked_in: false,
        joined_round: 0,
        withdrawn: None,
        no_shows: 0,
    });
    assert_eq!(t.start(0), Err(TournamentRefusal::TooMany));
    assert_eq!(t.status, Status::Open, "a refused start changes nothing");
    t.scheduled_start_refused(TournamentRefusal::TooMany);
    assert_eq!((t.status, t.stop, t.setup.starts_at), (Status::Open, Some(StopReason::TooManyAtStart), None));
    t.leave(1, 0).unwrap();
    t.start(0).unwrap();
    assert_eq!(t.stop, None, "the start clears the note");
    assert_eq!(t.join(50, 1500.0, 0), Err(TournamentRefusal::Closed));
    assert_eq!(t.add(50, 1500.0, 0), Err(TournamentRefusal::Closed));
    assert_eq!(t.forbid(2, 3), Err(TournamentRefusal::WrongStatus));
    assert_eq!(t.pair_by_hand(2, 3), Err(TournamentRefusal::WrongStatus));
}

#[test]
fn check_in_opens_before_the_start_and_the_absent_are_dropped() {
    let at = 100 * MINUTE;
    let mut t = Tournament::new(
        1,
        2,
        3,
        99,
        TournamentSetup { starts_at: Some(at), check_in_ms: Some(10 * MINUTE as u64), ..setup(SWISS) },
        0,
    );
    for user in 1..=4 {
        t.join(user, 1500.0, 0).unwrap();
    }
    assert!(!t.check_in_open(at - 11 * MINUTE));
    assert_eq!(t.check_in(1, at - 11 * MINUTE), Err(TournamentRefusal::NoCheckIn));
    assert!(t.check_in_open(at - 10 * MINUTE));
    t.check_in(1, at - 5 * MINUTE).unwrap();
    t.check_in(2, at - MINUTE).unwrap();
    assert_eq!(t.check_in(9, at - MINUTE), Err(TournamentRefusal::NotIn));
    // Joining inside the window is checking in.
    t.join(5, 1500.0, at - MINUTE).unwrap();
    assert!(!t.check_in_open(at));
    assert!(!t.start_due(at - 1));
    assert!(t.start_due(at));
    t.start(at).unwrap();
    let users: Vec<UserId> = t.entrants.iter().map(|e| e.user).collect();
    assert_eq!(users, [1, 2, 5]);
    assert_eq!((t.status, t.round, t.started_at), (Status::Running, 1, Some(at)));
    assert!(!t.start_due(at));
}

#[test]
fn a_late_joiner_gets_one_half_point_bye_until_half_the_rounds() {
    let mut t = open(SWISS, 4);
    t.start(0).unwrap();
    t.join(5, 1500.0, 0).unwrap();
    let bye = t.pairings.last().unwrap().clone();
    assert_eq!((bye.round, bye.first, bye.second, bye.by), (1, 5, None, PairedBy::LateBye));
    assert_eq!((bye.result.unwrap().first, bye.result.unwrap().second), (1, 0));
    assert_eq!(t.entrant(5).unwrap().joined_round, 1);
    assert_eq!(t.current_pairing(5), None, "a bye is not a pairing to play");
    for i in t.round_pairings(1).filter(|(_, p)| p.is_open()).map(|(i, _)| i).collect::<Vec<_>>() {
        play(&mut t, i, 2, 0);
    }
    let to_play = t.advance(0);
    assert_eq!(t.round, 2);
    assert!(to_play.iter().any(|&i| t.pairings[i].involves(5)), "paired from the next round");
    assert_eq!(t.standings_points(5), 1);
    // Round 2 of 5 started: 2 × 2 ≤ 5, still open.
    t.join(6, 1500.0, 0).unwrap();
    let late: Vec<_> = t.pairings.iter().filter(|p| p.involves(6)).collect();
    assert_eq!(late.len(), 1, "one bye only, however many rounds were missed");
    assert_eq!(late[0].round, 2);
    for i in to_play {
        play(&mut t, i, 1, 1);
    }
    t.advance(0);
    assert_eq!(t.round, 3);
    assert_eq!(t.join(7, 1500.0, 0), Err(TournamentRefusal::Closed));
    t.add(7, 1500.0, 0).unwrap();
    assert_eq!(t.pairings.last().unwrap().by, PairedBy::LateBye);
}

#[test]
fn a_second_no_show_withdraws_the_player() {
    let mut t = open(SWISS, 4);
    let round1 = t.start(0).unwrap();
    let no_show = t.pairings[round1[0]].first;
    let opponent = t.pairings[round1[0]].second.unwrap();
    let i = round1[0];
    t.started_game(i, 77);
    let forfeit = Score { first: 0, second: 2, forfeit: true, moves: 0, seq: 0 };
    assert!(t.record(77, forfeit, &[no_show]));
    assert!(!t.record(77, forfeit, &[no_show]), "a result is recorded once");
    assert_eq!(t.entrant(no_show).unwrap().no_shows, 1);
    assert_eq!(t.entrant(no_show).unwrap().withdrawn, None);
    play(&mut t, round1[1], 1, 1);
    let round2 = t.advance(0);
    let i = round2.into_iter().find(|&i| t.pairings[i].involves(no_show)).unwrap();
    t.started_game(i, 78);
    let lost = if t.pairings[i].first == no_show { forfeit } else { Score { first: 2, second: 0, ..forfeit } };
    assert!(t.record(78, lost, &[no_show, opponent]));
    let entrant = t.entrant(no_show).unwrap();
    assert_eq!((entrant.no_shows, entrant.withdrawn), (2, Some(2)));
    assert_eq!(t.withdraw(no_show, 0), Err(TournamentRefusal::NotIn));
    for i in t.round_pairings(2).filter(|(_, p)| p.is_open()).map(|(i, _)| i).collect::<Vec<_>>() {
        play(&mut t, i, 2, 0);
    }
    t.advance(0);
    assert!(t.round_pairings(3).all(|(_, p)| !p.involves(no_show)), "never paired again");
}

#[test]
fn a_swiss_plays_its_rounds_then_finishes() {
    let mut t = open(TournamentFormat::Swiss { rounds: 3 }, 6);
    let mut to_play = t.start(0).unwrap();
    for round in 1..=3 {
        assert_eq!(t.round, round);
        assert_eq!(to_play.len(), 3);
        assert!(t.advance(0).is_empty(), "no round before this one is complete");
        for i in to_play {
            assert_eq!(t.current_pairing(t.pairings[i].first), Some(i));
            play(&mut t, i, 2, 0);
        }
        t.pause(0).unwrap();
        assert!(t.advance(0).is_empty(), "paused: no new round");
        t.resume(0).unwrap();
        to_play = t.advance(0);
    }
    assert!(to_play.is_empty());
    assert_eq!(t.status, Status::Finished);
    assert_eq!(t.rounds_total(), Some(3));
    assert_eq!(t.withdraw(1, 0), Err(TournamentRefusal::Over));
}

#[test]
fn the_organiser_adjudicates_and_corrects_results() {
    let mut t = open(SWISS, 2);
    let i = t.start(0).unwrap()[0];
    let (first, second) = (t.pairings[i].first, t.pairings[i].second.unwrap());
    assert_eq!(t.adjudicate(second, first, Some(2), 2, true), Err(TournamentRefusal::NoSuchPairing));
    assert_eq!(t.adjudicate(second, first, None, 2, true), Ok(i));
    let result = t.pairings[i].result.unwrap();
    assert_eq!((result.first, result.second, result.forfeit), (0, 2, true));
    assert_eq!(t.adjudicate(first, second, Some(1), 5, false), Ok(i));
    let corrected = t.pairings[i].result.unwrap();
    assert_eq!((corrected.first, corrected.second, corrected.forfeit, corrected.seq), (2, 0, false, result.seq));
    t.advance(0);
    assert_eq!(t.round, 2);
}

#[test]
fn hand_pairings_come_first_and_forbidden_pairs_are_kept_apart() {
    let mut t = open(TournamentFormat::Swiss { rounds: 2 }, 4);
    // Natural first round (top half against bottom half): 1–3, 2–4.
    t.forbid(1, 3).unwrap();
    t.forbid(3, 1).unwrap();
    assert_eq!(t.forbidden, [[1, 3]]);
    t.start(0).unwrap();
    assert!(t.round_pairings(1).all(|(_, p)| p.opponent(1) != Some(3)));
    t.pair_by_hand(1, 4).unwrap();
    for i in t.round_pairings(1).map(|(i, _)| i).collect::<Vec<_>>() {
        play(&mut t, i, 1, 1);
    }
    t.advance(0);
    let hand: Vec<_> = t.round_pairings(2).filter(|(_, p)| p.by == PairedBy::Hand).collect();
    assert_eq!(hand.len(), 1);
    assert_eq!(hand[0].1.opponent(1), Some(4));
    assert!(t.by_hand.is_empty(), "used by the round");
}

#[test]
fn an_arena_ends_on_time_pushed_back_by_a_pause() {
    let mut t = open(TournamentFormat::Arena { minutes: 10 }, 5);
    let to_play = t.start(0).unwrap();
    assert_eq!(to_play.len(), 2, "one of five waits");
    assert_eq!(t.round, 2);
    assert_eq!(t.ends_at, Some(10 * MINUTE));
    assert_eq!(t.rounds_total(), None);
    t.pause(MINUTE).unwrap();
    assert_eq!(t.status, Status::Paused);
    play(&mut t, to_play[0], 2, 0);
    assert!(t.advance(2 * MINUTE).is_empty(), "paused: nobody is paired");
    t.resume(3 * MINUTE).unwrap();
    assert_eq!(t.ends_at, Some(12 * MINUTE));
    t.join(6, 1500.0, 3 * MINUTE).unwrap();
    assert!(!t.advance(3 * MINUTE).is_empty());
    let open_games: Vec<usize> = (0..t.pairings.len()).filter(|&i| t.pairings[i].is_open()).collect();
    assert!(t.advance(12 * MINUTE).is_empty());
    assert_eq!(t.status, Status::Finished);
    assert!(open_games.iter().all(|&i| t.pairings[i].void), "games under way at the end do not count");
    assert!(!play(&mut t, open_games[0], 2, 0), "a result after the end is ignored");
    assert_eq!(t.join(7, 1500.0, 12 * MINUTE), Err(TournamentRefusal::Over));
}

#[test]
fn why_tells_the_round_the_points_and_the_first_moves() {
    let mut t = open(TournamentFormat::Swiss { rounds: 3 }, 5);
    assert_eq!(t.why(1), None);
    t.start(0).unwrap();
    let bye = t.pairings.iter().find(|p| p.is_bye()).unwrap().first;
    let why = t.why(bye).unwrap();
    assert_eq!((why.round, why.by, why.opponent, why.points, why.moves_first), (1, PairedBy::Bye, None, 0, false));
    assert_eq!(why.group_size, 5);
    for i in t.round_pairings(1).filter(|(_, p)| p.is_open()).map(|(i, _)| i).collect::<Vec<_>>() {
        play(&mut t, i, 2, 0);
    }
    t.advance(0);
    let i = t.round_pairings(2).find(|(_, p)| p.by == PairedBy::Swiss).unwrap().0;
    let p = t.pairings[i].clone();
    let why = t.why(p.first).unwrap();
    let before =
        |u: UserId| t.pairings.iter().filter(|q| q.round == 1).filter_map(move |q| q.points_of(u)).map(|x| x.0);
    assert_eq!(why.round, 2);
    assert_eq!(why.by, PairedBy::Swiss);
    assert_eq!(why.opponent, p.second);
    assert_eq!(why.points, before(p.first).map(u32::from).sum::<u32>());
    assert_eq!(why.opponent_points, before(p.second.unwrap()).map(u32::from).sum::<u32>());
    assert!(why.moves_first);
    let firsts = |u: UserId| t.pairings.iter().filter(|q| q.round == 1 && q.second.is_some() && q.first == u).count();
    assert_eq!(why.firsts, [firsts(p.first) as u32, firsts(p.second.unwrap()) as u32]);
    assert!(why.firsts[0] <= why.firsts[1], "the one who moved first less often moves first");
}

#[test]
fn why_tells_when_a_rematch_was_avoided() {
    let mut t = open(TournamentFormat::Swiss { rounds: 2 }, 4);
    // Round 1 by hand, 1–3 and 2–4, all drawn: round 2 is one score group whose natural pairs are 1–3 and 2–4.
    t.pair_by_hand(1, 3).unwrap();
    t.pair_by_hand(2, 4).unwrap();
    for i in t.start(0).unwrap() {
        play(&mut t, i, 1, 1);
    }
    t.advance(0);
    assert!(t.round_pairings(2).all(|(_, p)| p.opponent(1) != Some(3) && p.opponent(2) != Some(4)));
    let why = t.why(1).unwrap();
    assert_eq!((why.group_size, why.rematch_avoided, why.points), (4, true, 1));
}

impl Tournament {
    /// `user`'s points in the standings.
    fn standings_points(&self, user: UserId) -> u32 {
        standings(self).into_iter().find(|s| s.user == user).map_or(0, |s| s.points)
    }
}
