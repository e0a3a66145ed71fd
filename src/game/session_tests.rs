//! Tests of the session state machine.

use super::*;
use crate::engine::Move::{Drop, Pop};

const ALICE: u64 = 10;
const BOB: u64 = 20;
const EVE: u64 = 30;
const MINUTE: i64 = 60_000;
const IDLE: i64 = 24 * 60 * MINUTE;

fn rules(variant: &str, timer_ms: Option<u64>, timeout_action: TimeoutAction) -> Rules {
    Rules { variant: variant.parse().unwrap(), timer_ms, timeout_action, lang: Lang::En }
}

fn challenge(target: Option<u64>, rules: Rules) -> Session {
    Session::challenge(1, Some(5), 6, ALICE, target, true, rules, 0, 10 * MINUTE)
}

fn playing(rules: Rules) -> Session {
    let mut s = challenge(Some(BOB), rules);
    s.accept(BOB, 0).unwrap();
    s
}

fn classic() -> Rules {
    rules("classic", None, TimeoutAction::Cpu)
}

#[test]
fn a_challenge_is_accepted_only_by_its_target() {
    let mut s = challenge(Some(BOB), classic());
    assert_eq!(s.accept(ALICE, 1), Err(Refusal::OwnChallenge));
    assert_eq!(s.accept(EVE, 1), Err(Refusal::NotYourChallenge));
    assert_eq!(s.play(BOB, Drop(3), 0, 1), Err(Refusal::NotInGame), "no moves before acceptance");
    s.accept(BOB, 1).unwrap();
    assert_eq!(s.seats, [Some(Seat::Human(ALICE)), Some(Seat::Human(BOB))]);
    assert_eq!(s.accept(BOB, 2), Err(Refusal::NotAChallenge));
    assert_eq!(s.human_to_move(), Some(ALICE), "the challenger is red and moves first");
}

#[test]
fn an_open_challenge_takes_anyone_and_first_can_be_swapped() {
    let mut s = Session::challenge(1, None, 6, ALICE, None, false, classic(), 0, MINUTE);
    s.accept(EVE, 1).unwrap();
    assert_eq!(s.seats, [Some(Seat::Human(EVE)), Some(Seat::Human(ALICE))]);
}

#[test]
fn declining_or_withdrawing_ends_the_challenge_unscored() {
    let mut s = challenge(Some(BOB), classic());
    assert_eq!(s.decline(EVE, 1), Err(Refusal::NotYourChallenge));
    s.decline(BOB, 1).unwrap();
    assert_eq!(s.phase, Phase::Finished { result: GameResult::Abandoned, reason: EndReason::Declined });
    assert!(!s.is_scored());
}

#[test]
fn moves_are_checked_for_turn_player_freshness_and_legality() {
    let mut s = playing(classic());
    assert_eq!(s.play(BOB, Drop(3), 0, 1), Err(Refusal::NotYourTurn));
    assert_eq!(s.play(EVE, Drop(3), 0, 1), Err(Refusal::NotInGame));
    s.play(ALICE, Drop(3), 0, 1).unwrap();
    assert_eq!(s.play(BOB, Drop(3), 0, 2), Err(Refusal::Outdated), "a board showing move 0 is outdated");
    assert_eq!(s.play(BOB, Pop(3), 1, 2), Err(Refusal::IllegalPop), "no pops in classic");
    for (i, user) in [BOB, ALICE, BOB, ALICE, BOB].into_iter().enumerate() {
        s.play(user, Drop(3), i as u32 + 1, 2).unwrap();
    }
    assert_eq!(s.play(ALICE, Drop(3), 6, 3), Err(Refusal::ColumnFull));
    assert_eq!(s.move_no(), 6, "a refused move changes nothing");
    assert_eq!(s.human_to_move(), Some(ALICE), "and keeps the turn");
}

#[test]
fn four_in_a_row_wins_and_ends_the_game() {
    let mut s = playing(classic());
    let moves = [(ALICE, 0), (BOB, 0), (ALICE, 1), (BOB, 1), (ALICE, 2), (BOB, 2), (ALICE, 3)];
    for (i, (user, col)) in moves.into_iter().enumerate() {
        s.play(user, Drop(col), i as u32, 5).unwrap();
    }
    assert_eq!(s.phase, Phase::Finished { result: GameResult::Win(0), reason: EndReason::Line });
    assert_eq!(s.result_name(), Some("red"));
    assert!(s.is_scored());
    assert_eq!(s.play(BOB, Drop(4), 7, 6), Err(Refusal::GameOver));
    assert_eq!(s.next_deadline(IDLE), None);
}

#[test]
fn popout_pops_only_own_bottom_pieces() {
    let mut s = playing(rules("popout", None, TimeoutAction::Cpu));
    s.play(ALICE, Drop(3), 0, 1).unwrap();
    assert_eq!(s.play(BOB, Pop(3), 1, 2), Err(Refusal::IllegalPop));
    s.play(BOB, Drop(4), 1, 2).unwrap();
    s.play(ALICE, Pop(3), 2, 3).unwrap();
    assert_eq!(s.game.board().column_height(3), 0);
}

#[test]
fn resigning_gives_the_game_to_the_other_seat() {
    let mut s = playing(classic());
    assert_eq!(s.resign(EVE, 1), Err(Refusal::NotInGame));
    s.resign(BOB, 1).unwrap();
    assert_eq!(s.phase, Phase::Finished { result: GameResult::Win(0), reason: EndReason::Resigned });
    assert_eq!(s.resign(ALICE, 2), Err(Refusal::GameOver));
}

#[test]
fn a_challenge_expires() {
    let mut s = challenge(None, classic());
    assert_eq!(s.expire(10 * MINUTE - 1, IDLE), None);
    assert_eq!(s.expire(10 * MINUTE, IDLE), Some(Expiry::Ended));
    assert_eq!(s.phase, Phase::Finished { result: GameResult::Abandoned, reason: EndReason::Expired });
}

#[test]
fn a_timeout_forfeits_when_configured() {
    let mut s = playing(rules("classic", Some(30_000), TimeoutAction::Forfeit));
    assert_eq!(s.deadline, Some(30_000));
    s.play(ALICE, Drop(3), 0, 10_000).unwrap();
    assert_eq!(s.deadline, Some(40_000), "the timer restarts for the next player");
    assert_eq!(s.expire(39_999, IDLE), None);
    assert_eq!(s.expire(40_000, IDLE), Some(Expiry::Ended));
    assert_eq!(s.phase, Phase::Finished { result: GameResult::Win(0), reason: EndReason::Timeout });
}

#[test]
fn after_a_timeout_the_cpu_stands_in_until_the_player_returns() {
    let mut s = playing(rules("classic", Some(30_000), TimeoutAction::Cpu));
    assert_eq!(s.expire(30_000, IDLE), Some(Expiry::CpuStandsIn(0)));
    assert_eq!(s.cpu_to_move(), Some(Level::Medium));
    assert_eq!(s.human_to_move(), None);
    s.apply_cpu(Drop(3), 30_001);
    assert!(s.cpu_stood_in);
    s.play(BOB, Drop(3), 1, 31_000).unwrap();
    assert_eq!(s.cpu_to_move(), Some(Level::Medium), "still absent: the CPU keeps playing");
    s.apply_cpu(Drop(2), 31_001);
    assert_eq!(s.play(ALICE, Drop(4), 3, 32_000), Err(Refusal::SeatReclaimed), "a click takes the seat back");
    s.play(BOB, Drop(4), 3, 33_000).unwrap();
    assert_eq!(s.human_to_move(), Some(ALICE));
    assert_eq!(s.deadline, Some(63_000));
    s.resign(BOB, 34_000).unwrap();
    assert!(!s.is_scored(), "a game the CPU played in is not rated");
}

#[test]
fn both_players_away_abandons_the_game() {
    let mut s = playing(rules("classic", Some(30_000), TimeoutAction::Cpu));
    s.expire(30_000, IDLE);
    s.apply_cpu(Drop(3), 30_000);
    assert_eq!(s.expire(60_000, IDLE), Some(Expiry::Ended));
    assert_eq!(s.phase, Phase::Finished { result: GameResult::Abandoned, reason: EndReason::BothAbsent });
}

#[test]
fn a_day_without_a_move_ends_the_game_unscored() {
    let mut s = playing(classic());
    assert_eq!(s.next_deadline(IDLE), Some(IDLE));
    assert_eq!(s.expire(IDLE, IDLE), Some(Expiry::Ended));
    assert_eq!(s.phase, Phase::Finished { result: GameResult::Abandoned, reason: EndReason::Idle });
}

#[test]
fn a_vs_cpu_game_knows_when_the_cpu_moves() {
    let s = Session::vs_cpu(1, None, 6, ALICE, Level::Hard, false, classic(), 0);
    assert_eq!(s.cpu_to_move(), Some(Level::Hard));
    assert_eq!(s.seat_of(ALICE), Some(1));
    assert!(s.is_vs_cpu());
}

#[test]
fn sessions_round_trip_through_json() {
    let mut s = playing(rules("popout", Some(60_000), TimeoutAction::Forfeit));
    s.play(ALICE, Drop(3), 0, 1).unwrap();
    s.message_id = Some(99);
    let json = serde_json::to_string(&s).unwrap();
    let back: Session = serde_json::from_str(&json).unwrap();
    assert_eq!(
        (back.move_no(), back.seats, back.phase, back.rules, back.deadline),
        (1, s.seats, s.phase, s.rules, s.deadline)
    );
    assert_eq!(back.game.moves(), s.game.moves());
}
