//! The pairings' games as threads: openings due, refusals tried again with doubling waits and a pause after a few,
//! threads archived after their match; and the bounds on entrants and on open tournaments.

use super::*;

const SECOND: i64 = 1000;

fn running_swiss(players: u64) -> Tournament {
    let mut t = open(TournamentFormat::Swiss { rounds: 3 }, players);
    t.start(0).unwrap();
    t
}

#[test]
fn a_refused_opening_waits_longer_each_time_and_pauses_the_tournament_after_a_few() {
    let mut t = running_swiss(4);
    assert_eq!(t.due_openings(0, 10), vec![0, 1], "both games of round 1");
    assert_eq!(t.due_openings(0, 1), vec![0], "at most as many as asked");
    // A rate limit: tried again 5 s later, then 10 s after the second refusal.
    assert!(!t.opening_refused(0, 429, false, 0));
    assert_eq!(t.due_openings(4 * SECOND, 10), vec![1]);
    assert_eq!(t.due_openings(5 * SECOND, 10), vec![0, 1]);
    assert!(!t.opening_refused(0, 429, false, 5 * SECOND));
    assert_eq!(t.due_openings(14 * SECOND, 10), vec![1]);
    // The third refusal in a row pauses it: nothing opens until the organiser resumes.
    assert!(t.opening_refused(0, 503, false, 15 * SECOND));
    assert_eq!((t.status, t.stop), (Status::Paused, Some(StopReason::DiscordRefused { code: 503 })));
    assert!(t.due_openings(3_600 * SECOND, 10).is_empty());
    t.resume(3_600 * SECOND).unwrap();
    assert_eq!(t.stop, None);
    assert_eq!(t.due_openings(3_600 * SECOND, 10), vec![0, 1], "resuming tries again at once");
    // Opened: not due any more.
    t.opened_in(0, 777);
    assert_eq!(t.due_openings(3_600 * SECOND, 10), vec![1]);
    assert_eq!((t.pairings[0].thread, t.pairings[0].open_failures), (Some(777), 0));
}

#[test]
fn a_missing_permission_pauses_at_the_first_refusal() {
    let mut t = running_swiss(2);
    assert!(t.opening_refused(0, 50013, true, 0));
    assert_eq!(t.stop, Some(StopReason::DiscordRefused { code: 50013 }));
    // Already paused: a second refusal keeps the first reason.
    assert!(!t.opening_refused(0, 160006, true, 0));
    assert_eq!(t.stop, Some(StopReason::DiscordRefused { code: 50013 }));
}

#[test]
fn a_thread_is_archived_a_while_after_its_match_is_over() {
    let mut t = running_swiss(4);
    t.opened_in(0, 700);
    t.opened_in(1, 701);
    play(&mut t, 0, 2, 0);
    assert!(t.archive_due(10 * SECOND), "the finished match's thread is given its time");
    assert!(!t.archive_due(11 * SECOND), "once");
    assert!(t.threads_to_archive(10 * SECOND).is_empty());
    assert_eq!(t.threads_to_archive(10 * SECOND + ARCHIVE_AFTER_MS), vec![(0, 700)]);
    t.archived(0);
    assert!(t.threads_to_archive(i64::MAX).is_empty(), "the open match's thread stays");
    // A cancellation voids the match under way: its thread is archived too, at once (the tournament is over).
    t.cancel(StopReason::Organiser).unwrap();
    assert!(t.archive_due(20 * SECOND));
    assert_eq!(t.threads_to_archive(20 * SECOND), vec![(1, 701)]);
}

#[test]
fn entries_are_bounded_and_a_tournament_never_started_is_cancelled() {
    let mut t = Tournament::new(1, 2, 3, 99, setup(TournamentFormat::Arena { minutes: 10 }), 0);
    for user in 1..=MAX_ENTRANTS as u64 {
        t.join(user, 1500.0, 0).unwrap();
    }
    assert_eq!(t.join(5000, 1500.0, 0), Err(TournamentRefusal::Full));
    assert_eq!(t.add(5000, 1500.0, 0), Err(TournamentRefusal::Full), "the organiser is held by the limit too");
    assert!(!t.expire_open(OPEN_LIMIT_MS - 1));
    assert!(t.expire_open(OPEN_LIMIT_MS));
    assert_eq!((t.status, t.stop), (Status::Cancelled, Some(StopReason::NeverStarted)));
    // One with a start time is not forgotten: it starts (or is cancelled) at its time.
    let mut timed = Tournament::new(1, 2, 3, 99, TournamentSetup { starts_at: Some(5), ..setup(SWISS) }, 0);
    assert!(!timed.expire_open(OPEN_LIMIT_MS * 2));
    timed.scheduled_start_refused(TournamentRefusal::TooFew);
    assert_eq!((timed.status, timed.stop), (Status::Cancelled, Some(StopReason::TooFewAtStart)));
}

const SWISS: TournamentFormat = TournamentFormat::Swiss { rounds: 5 };
