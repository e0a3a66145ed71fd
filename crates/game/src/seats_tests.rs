//! Tests of games of three or four seats: the lobby, teams, resigned seats and pairwise results.

use super::*;
use crate::Lang;
use crate::Refusal;
use crate::TimeoutAction;
use cuatro_engine::{Move, Variant};

const T0: Millis = 1_000_000;

fn rules(variant: &str) -> Rules {
    Rules::new(variant.parse::<Variant>().unwrap(), Some(60_000), TimeoutAction::Cpu, Lang::En)
}

fn lobby(variant: &str, invited: Vec<u64>) -> Session {
    Session::lobby(9, Some(1), 2, 10, invited, true, Level::Easy, rules(variant), T0, T0 + 600_000)
}

#[test]
fn joining_fills_seats_in_order_and_the_last_seat_starts_the_game() {
    let mut s = lobby("three-players", vec![]);
    assert_eq!(s.accept(10, T0), Err(Refusal::AlreadySeated));
    s.accept(11, T0).unwrap();
    assert_eq!(s.accept(11, T0), Err(Refusal::AlreadySeated));
    assert!(!s.is_playing());
    s.accept(12, T0).unwrap();
    assert!(s.is_playing());
    assert_eq!(s.seats, vec![Some(Seat::Human(10)), Some(Seat::Human(11)), Some(Seat::Human(12))]);
    assert_eq!(s.accept(13, T0), Err(Refusal::GameFull));
    assert_eq!(s.accept(12, T0), Err(Refusal::AlreadySeated));
    assert_eq!(s.human_to_move(), Some(10));
    assert_eq!(s.deadline, Some(T0 + 60_000));
}

#[test]
fn invited_seats_are_kept_and_the_creator_fills_the_rest_with_the_cpu() {
    let mut s = lobby("two-vs-two", vec![20]);
    assert!(s.involves(20));
    s.accept(11, T0).unwrap();
    s.accept(12, T0).unwrap();
    assert_eq!(s.accept(13, T0), Err(Refusal::SeatsReserved));
    assert_eq!(s.start_lobby(11, T0), Err(Refusal::NotCreator));
    s.start_lobby(10, T0).unwrap();
    assert!(s.is_playing() && s.invited.is_empty());
    assert_eq!(s.seats[3], Some(Seat::Cpu(Level::Easy)));
    assert_eq!(s.start_lobby(10, T0), Err(Refusal::NotAChallenge));
}

#[test]
fn leaving_a_lobby_frees_the_seat_and_the_creator_cancels_it() {
    let mut s = lobby("three-players", vec![30]);
    s.accept(11, T0).unwrap();
    s.decline(11, T0).unwrap();
    assert_eq!(s.seats[1], None);
    s.decline(30, T0).unwrap();
    assert!(s.invited.is_empty());
    assert_eq!(s.decline(99, T0), Err(Refusal::NotYourChallenge));
    s.decline(10, T0).unwrap();
    assert!(!s.is_active());
}

fn three_humans() -> Session {
    let mut s = lobby("three-players", vec![]);
    s.accept(11, T0).unwrap();
    s.accept(12, T0).unwrap();
    s
}

#[test]
fn a_resigned_seat_is_played_by_the_cpu_and_the_last_seat_in_wins() {
    let mut s = three_humans();
    s.resign(11, T0).unwrap();
    assert!(s.is_playing() && s.is_out(1));
    assert_eq!(s.play(11, Move::Drop(0), 0, T0), Err(Refusal::Resigned));
    s.play(10, Move::Drop(0), 0, T0).unwrap();
    assert_eq!(s.cpu_to_move(), Some(Level::Medium));
    assert_eq!(s.human_to_move(), None);
    s.apply_cpu(Move::Drop(1), T0);
    assert_eq!(s.human_to_move(), Some(12));
    s.resign(12, T0 + 5).unwrap();
    assert_eq!(s.phase, Phase::Finished { result: GameResult::Win(0), reason: EndReason::Resigned });
    assert_eq!(s.result_name(), Some("red"));
    assert_eq!(s.places(GameResult::Win(0)), Some(vec![0, 2, 2]));
}

#[test]
fn a_three_player_win_scores_two_pairwise_wins_and_a_draw_between_the_others() {
    let mut s = three_humans();
    s.rules.rated = true;
    // Green (seat 2) builds a row on the bottom; red and yellow stack elsewhere.
    for (i, mv) in [0, 8, 4, 0, 8, 5, 0, 2, 6, 1, 2, 7].into_iter().enumerate() {
        let user = 10 + (i % 3) as u64;
        s.play(user, Move::Drop(mv), i as u32, T0 + i as i64).unwrap();
    }
    assert_eq!(s.phase, Phase::Finished { result: GameResult::Win(2), reason: EndReason::Line });
    assert_eq!(s.result_name(), Some("green"));
    let rows = s.finished_games();
    let summary: Vec<(Option<u64>, Option<u64>, &str, bool)> =
        rows.iter().map(|g| (g.red, g.yellow, g.result.as_str(), g.rated)).collect();
    assert_eq!(
        summary,
        vec![
            (Some(10), Some(11), "draw", true),
            (Some(10), Some(12), "yellow", true),
            (Some(11), Some(12), "yellow", true)
        ]
    );
    assert!(rows.iter().all(|g| g.variant == "three-players" && g.closes_period));
}

#[test]
fn two_vs_two_resigning_loses_for_the_team_and_team_mates_are_not_compared() {
    let mut s = lobby("two-vs-two", vec![]);
    for user in [11, 12, 13] {
        s.accept(user, T0).unwrap();
    }
    assert_eq!(s.side_of(0), vec![0, 2]);
    s.resign(13, T0 + 1).unwrap();
    assert_eq!(s.phase, Phase::Finished { result: GameResult::Win(0), reason: EndReason::Resigned });
    let rows = s.finished_games();
    let pairs: Vec<(Option<u64>, Option<u64>, &str)> =
        rows.iter().map(|g| (g.red, g.yellow, g.result.as_str())).collect();
    assert_eq!(
        pairs,
        vec![
            (Some(10), Some(11), "red"),
            (Some(10), Some(13), "red"),
            (Some(11), Some(12), "yellow"),
            (Some(12), Some(13), "red")
        ]
    );
}

#[test]
fn a_timeout_lets_the_cpu_stand_in_until_every_player_is_away() {
    let mut s = three_humans();
    assert_eq!(s.expire(T0 + 60_000, i64::MAX / 2), Some(Expiry::CpuStandsIn(0)));
    s.apply_cpu(Move::Drop(4), T0 + 60_001);
    assert_eq!(s.expire(T0 + 120_001, i64::MAX / 2), Some(Expiry::CpuStandsIn(1)));
    s.apply_cpu(Move::Drop(4), T0 + 120_002);
    assert_eq!(s.expire(T0 + 180_002, i64::MAX / 2), Some(Expiry::Ended));
    assert_eq!(s.phase, Phase::Finished { result: GameResult::Abandoned, reason: EndReason::BothAbsent });
}

#[test]
fn forfeits_in_three_players_put_the_seat_out() {
    let mut s = three_humans();
    s.rules.timeout_action = TimeoutAction::Forfeit;
    assert_eq!(s.expire(T0 + 60_000, i64::MAX / 2), Some(Expiry::CpuStandsIn(0)));
    assert!(s.is_out(0) && s.is_playing());
    assert_eq!(s.cpu_to_move(), Some(Level::Medium));
    assert_eq!(s.cpu_levels(), [Level::Medium], "the one seat the CPU plays");
}

#[test]
fn a_match_replays_the_first_games_obstacles() {
    let mut r = rules("obstacles");
    r.format = crate::Format::Match;
    let mut s = Session::challenge(5, Some(1), 2, 10, Some(11), true, r, T0, T0 + 1);
    s.accept(11, T0).unwrap();
    let start = s.game.record().obstacles;
    assert!(!start.is_empty());
    s.resign(11, T0).unwrap();
    assert_eq!(s.played[0].obstacles, start);
    s.ready(10, T0).unwrap();
    s.ready(11, T0).unwrap();
    assert_eq!(s.game.record().obstacles, start);
}

#[test]
fn sessions_stored_before_seat_vectors_load_with_every_seat() {
    let mut s = three_humans();
    s.out.clear();
    s.absent.clear();
    s.reserves.clear();
    let back = Session::from_json(&serde_json::to_string(&s).unwrap()).unwrap();
    assert_eq!((back.out.len(), back.absent.len(), back.reserves.len()), (3, 3, 3));
    assert_eq!(back.fill_level, Some(Level::Easy));
}

#[test]
fn resigning_against_two_cpus_ends_the_game_and_cpu_pairs_are_not_recorded() {
    let rules = rules("three-players");
    let mut s = Session::vs_cpu(3, Some(1), 2, 10, Level::Easy, true, rules, T0);
    s.resign(10, T0 + 1).unwrap();
    assert_eq!(s.phase, Phase::Finished { result: GameResult::Draw, reason: EndReason::Resigned });
    let rows = s.finished_games();
    let pairs: Vec<(Option<u64>, Option<&str>, &str)> =
        rows.iter().map(|g| (g.red, g.cpu_level.as_deref(), g.result.as_str())).collect();
    assert_eq!(pairs, vec![(Some(10), Some("easy"), "yellow"), (Some(10), Some("easy"), "yellow")]);
}
