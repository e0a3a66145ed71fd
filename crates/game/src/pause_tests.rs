//! Tests of pausing: CPU games at once, PvP by agreement, clocks stopped, the pause limit.

use super::*;
use crate::Lang;
use crate::TimeoutAction;
use crate::{Clock, EndReason, Expiry, Format, GameResult, Rules};
use cuatro_ai::Level;
use cuatro_engine::Move::Drop;

const ALICE: u64 = 10;
const BOB: u64 = 20;
const EVE: u64 = 30;
const MINUTE: i64 = 60_000;
const IDLE: i64 = 24 * 60 * MINUTE;
const WEEK: i64 = 7 * IDLE;

fn rules(timer_ms: Option<u64>) -> Rules {
    Rules::new("classic".parse().unwrap(), timer_ms, TimeoutAction::Cpu, Lang::En)
}

fn pvp(rules: Rules) -> Session {
    let mut s = Session::challenge(1, Some(5), 6, ALICE, Some(BOB), true, rules, 0, 10 * MINUTE);
    s.accept(BOB, 0).unwrap();
    s
}

#[test]
fn a_cpu_game_pauses_at_once_and_continues_where_it_stopped() {
    let mut s = Session::vs_cpu(1, None, 6, ALICE, Level::Easy, true, rules(Some(MINUTE as u64)), 0);
    s.play(ALICE, Drop(3), 0, 1_000).unwrap();
    s.apply_cpu(Drop(3), 2_000);
    assert_eq!(s.deadline, Some(2_000 + MINUTE));
    assert_eq!(s.pause_by(EVE, 12_000, 12_000 + WEEK), Err(Refusal::NotInGame));
    assert_eq!(s.pause_by(ALICE, 12_000, 12_000 + WEEK), Ok(PauseStep::Paused));
    assert_eq!(s.deadline, None, "the turn timer stops");
    assert_eq!(s.next_deadline(IDLE), Some(12_000 + WEEK), "only the pause limit counts, not the idle limit");
    assert_eq!(s.expire(12_000 + IDLE + 1, IDLE), None, "a paused game outlives the idle limit");
    assert_eq!(s.play(ALICE, Drop(2), 2, 13_000), Err(Refusal::Paused));
    assert_eq!(s.pause_by(ALICE, 13_000, 13_000 + WEEK), Err(Refusal::AlreadyPaused));
    let later = 12_000 + 3 * IDLE;
    s.resume(ALICE, later).unwrap();
    assert_eq!(s.deadline, Some(later + MINUTE - 10_000), "the 50 s left of the turn");
    assert_eq!(s.resume(ALICE, later), Err(Refusal::NotPaused));
    s.play(ALICE, Drop(2), 2, later + 1).unwrap();
}

#[test]
fn a_pvp_pause_needs_both_players() {
    let mut s = pvp(rules(None));
    assert_eq!(s.answer_pause(BOB, true, 1, WEEK), Err(Refusal::NoPauseAsked));
    assert_eq!(s.pause_by(ALICE, 1, WEEK), Ok(PauseStep::Asked));
    assert_eq!(s.pause, None, "nothing stops until the other player agrees");
    assert_eq!(s.pause_by(ALICE, 2, WEEK), Err(Refusal::PauseAlreadyAsked));
    assert_eq!(s.answer_pause(ALICE, true, 2, WEEK), Err(Refusal::PauseAlreadyAsked));
    assert_eq!(s.answer_pause(EVE, true, 2, WEEK), Err(Refusal::NotInGame));
    s.answer_pause(BOB, false, 3, WEEK).unwrap();
    assert_eq!((s.pause, s.pause_asked), (None, None), "refused");
    s.play(ALICE, Drop(3), 0, 4).unwrap();
    // Asked again; the other player agrees by pressing Pause too.
    assert_eq!(s.pause_by(BOB, 5, 5 + WEEK), Ok(PauseStep::Asked));
    assert_eq!(s.pause_by(ALICE, 6, 6 + WEEK), Ok(PauseStep::Paused));
    assert_eq!(s.pause.map(|p| p.until), Some(6 + WEEK));
    assert_eq!(s.pause_asked, None);
    s.resume(BOB, 7).unwrap();
    assert_eq!(s.pause, None);
}

#[test]
fn a_clock_stops_while_paused() {
    let clock = Clock { reserve_ms: 60_000, increment_ms: 0 };
    let mut s = pvp(Rules { clock: Some(clock), format: Format::Match, rated: true, ..rules(None) });
    s.pause_by(ALICE, 10_000, WEEK).unwrap();
    s.answer_pause(BOB, true, 10_000, WEEK).unwrap();
    assert_eq!(s.reserves[0], 50_000);
    s.resume(ALICE, 500_000).unwrap();
    assert_eq!(s.deadline, Some(550_000), "the 50 s left run from the resumption");
    assert_eq!(s.reserve_at(0, 510_000), Some(40_000));
}

#[test]
fn a_pause_past_its_limit_ends_the_game_unscored() {
    let mut s = Session::vs_cpu(1, None, 6, ALICE, Level::Easy, true, rules(None), 0);
    s.pause_by(ALICE, 1_000, 1_000 + WEEK).unwrap();
    assert_eq!(s.expire(WEEK, IDLE), None);
    assert_eq!(s.expire(1_000 + WEEK, IDLE), Some(Expiry::Ended));
    assert_eq!(s.phase, Phase::Finished { result: GameResult::Abandoned, reason: EndReason::PauseLimit });
    assert_eq!(s.pause, None);
}

#[test]
fn resigning_a_paused_game_ends_it() {
    let mut s = pvp(rules(Some(60_000)));
    s.pause_by(ALICE, 1, WEEK).unwrap();
    s.answer_pause(BOB, true, 2, WEEK).unwrap();
    s.resign(BOB, 3).unwrap();
    assert_eq!(s.phase, Phase::Finished { result: GameResult::Win(0), reason: EndReason::Resigned });
    assert_eq!(s.pause_by(ALICE, 4, WEEK), Err(Refusal::GameOver));
}

#[test]
fn hints_are_off_in_rated_games_and_matches() {
    assert!(pvp(rules(None)).hints_allowed());
    assert!(!pvp(Rules { rated: true, ..rules(None) }).hints_allowed());
    assert!(!pvp(Rules { format: Format::Match, ..rules(None) }).hints_allowed());
    assert!(!pvp(Rules { hints: false, ..rules(None) }).hints_allowed());
}

#[test]
fn a_paused_session_survives_serialisation() {
    let mut s = pvp(rules(Some(60_000)));
    s.pause_by(ALICE, 1, WEEK).unwrap();
    let back: Session = serde_json::from_str(&serde_json::to_string(&s).unwrap()).unwrap();
    assert_eq!(back.pause_asked, Some(ALICE));
    s.answer_pause(BOB, true, 2, WEEK).unwrap();
    s.hinted = true;
    let back: Session = serde_json::from_str(&serde_json::to_string(&s).unwrap()).unwrap();
    assert_eq!((back.pause, back.hinted), (s.pause, true));
}
