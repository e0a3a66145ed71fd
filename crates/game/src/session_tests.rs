//! Tests of the session state machine.

use super::*;
use crate::TimeoutAction;
use crate::{Clock, EndReason, Expiry, Format, GameResult, Lang, Refusal};
use cuatro_engine::Move::{Drop, Pop};

const ALICE: u64 = 10;
const BOB: u64 = 20;
const EVE: u64 = 30;
const MINUTE: i64 = 60_000;
const IDLE: i64 = 24 * 60 * MINUTE;

fn rules(variant: &str, timer_ms: Option<u64>, timeout_action: TimeoutAction) -> Rules {
    Rules::new(variant.parse().unwrap(), timer_ms, timeout_action, Lang::En)
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
    assert_eq!(s.cpu_levels(), [Level::Hard]);
}

#[test]
fn sessions_round_trip_through_json() {
    let mut s = playing(rules("popout", Some(60_000), TimeoutAction::Forfeit));
    s.play(ALICE, Drop(3), 0, 1).unwrap();
    let json = serde_json::to_string(&s).unwrap();
    let back: Session = serde_json::from_str(&json).unwrap();
    assert_eq!(
        (back.move_no(), back.seats, back.phase, back.rules, back.deadline),
        (1, s.seats, s.phase, s.rules, s.deadline)
    );
    assert_eq!(back.game.moves(), s.game.moves());
}

#[test]
fn the_save_version_round_trips_and_older_json_without_it_reads_zero() {
    let mut s = playing(classic());
    assert_eq!(s.version, 0, "a new session has never been saved");
    s.version = 7;
    let json = serde_json::to_string(&s).unwrap();
    assert_eq!(Session::from_json(&json).unwrap().version, 7);
    let mut value: serde_json::Value = serde_json::from_str(&json).unwrap();
    value.as_object_mut().unwrap().remove("version").expect("the version is stored");
    assert_eq!(Session::from_json(&value.to_string()).unwrap().version, 0, "stored before versions existed");
}

#[test]
fn a_session_stored_with_a_field_that_left_it_still_loads() {
    let s = playing(classic());
    let mut value = serde_json::to_value(&s).unwrap();
    // Rows stored before the save-failure flag moved to the bot's live slot carry it.
    value.as_object_mut().unwrap().insert("persist_warned".into(), serde_json::Value::Bool(true));
    let back = Session::from_json(&value.to_string()).unwrap();
    assert_eq!((back.move_no(), back.seats, back.phase), (s.move_no(), s.seats, s.phase));
}

#[test]
fn a_stored_session_whose_parts_do_not_fit_is_refused_not_loaded_to_panic() {
    use serde_json::json;
    // Inputs the fuzz target `session_json` crashed on: each decoded, then an accessor panicked (an index out of
    // range, an overflow).
    let between = {
        let mut s = playing(Rules { format: Format::Match, ..classic() });
        s.resign(BOB, 1).unwrap();
        assert!(matches!(s.phase, Phase::BetweenGames { .. }));
        serde_json::to_value(&s).unwrap()
    };
    let won = {
        let mut s = playing(classic());
        s.play(ALICE, Drop(3), 0, 1).unwrap();
        s.resign(BOB, 2).unwrap();
        s.tournament = Some(3);
        serde_json::to_value(&s).unwrap()
    };
    let with = |value: &serde_json::Value, key: &str, field: serde_json::Value| {
        let mut value = value.clone();
        value[key] = field;
        value.to_string()
    };
    let seatless = json!([{"seats": [], "result": "draw", "reason": "resigned", "moves": "", "firsts": [null, null],
        "finished_at": 2}]);
    let won_by_seat_7 = json!({"phase": "finished", "result": {"win": 7}, "reason": "resigned"});
    let three = json!({"variant": "three-players", "timer_ms": null, "timeout_action": "cpu", "lang": "en"});
    for (json, why) in [
        (with(&between, "played", json!([])), "between games before any was played"),
        (with(&between, "played", seatless), "its seats are not its variant's"),
        (with(&won, "seats", json!([])), "its seats are not its variant's"),
        (with(&won, "move_offset", json!(u32::MAX)), "its move number is out of range"),
        (with(&won, "phase", won_by_seat_7), "a result names a seat it does not have"),
        (with(&won, "rules", three), "its rules' variant is not its game's"),
    ] {
        let loaded =
            Session::from_json(&json).map(|s| (s.game_no(), s.human_to_move(), s.move_no(), s.pairing_result()));
        let err = loaded.unwrap_err();
        assert!(err.to_string().contains(why), "{err} for {json}");
    }
    for stored in [between, won] {
        let s = Session::from_json(&stored.to_string()).expect("a session the state machine wrote loads");
        let _ = (s.game_no(), s.human_to_move(), s.move_no(), s.finished_games(), s.pairing_result());
    }
}

/// A classic game that fills the board without four in a row.
const FULL_BOARD_DRAW: [u8; 42] = [
    0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 1, 4, 2, 2, 2, 2, 2, 2, 3, 3, 3, 3, 3, 3, 4, 4, 4, 4, 4, 5, 5, 5, 5, 5, 6, 6, 6,
    6, 6, 6, 5,
];

fn match_rules(clock: Option<Clock>) -> Rules {
    Rules { format: Format::Match, clock, rated: true, timer_ms: None, ..classic() }
}

/// Plays `columns` alternately from the current position (each by whoever is to move).
fn play_columns(s: &mut Session, columns: &[u8], now: Millis) {
    for &c in columns {
        let user = s.human_to_move().expect("a human to move");
        s.play(user, Drop(c), s.move_no(), now).unwrap();
    }
}

#[test]
fn a_match_pauses_until_both_are_ready_then_swaps_colours() {
    let mut s = playing(match_rules(None));
    play_columns(&mut s, &[0, 1, 0, 1, 0, 1, 0], 1);
    assert_eq!(s.phase, Phase::BetweenGames { ready: [false, false] });
    assert!(s.is_active() && !s.is_playing());
    assert_eq!((s.game_no(), s.move_no()), (0, 7));
    assert_eq!(s.play(BOB, Drop(3), 7, 2), Err(Refusal::GameOver), "no moves between games");
    assert_eq!(s.ready(EVE, 2), Err(Refusal::NotInGame));
    assert_eq!(s.ready(BOB, 2), Ok(false));
    assert_eq!(s.ready(BOB, 3), Err(Refusal::AlreadyReady));
    assert_eq!(s.ready(ALICE, 4), Ok(true));
    assert_eq!(s.seats, [Some(Seat::Human(BOB)), Some(Seat::Human(ALICE))], "colours and first move swap");
    assert_eq!((s.game_no(), s.move_no(), s.human_to_move()), (1, 7, Some(BOB)));
    assert_eq!(s.play(BOB, Drop(3), 0, 5), Err(Refusal::Outdated), "move numbers go on across the match");
    assert_eq!(s.match_points(1), 1.0, "Alice won the first game");
}

#[test]
fn a_match_of_a_win_and_a_draw_ends_one_and_a_half_to_a_half() {
    let mut s = playing(match_rules(None));
    play_columns(&mut s, &[0, 1, 0, 1, 0, 1, 0], 1);
    s.ready(ALICE, 2).unwrap();
    s.ready(BOB, 2).unwrap();
    play_columns(&mut s, &FULL_BOARD_DRAW, 3);
    assert_eq!((s.match_points(0), s.match_points(1)), (0.5, 1.5), "Bob (now red) drew, Alice won game one");
    assert_eq!(s.phase, Phase::Finished { result: GameResult::Win(1), reason: EndReason::FullBoard });
    let games = s.finished_games();
    assert_eq!(games.len(), 2);
    assert!(games.iter().all(|g| g.rated));
    assert_eq!(games.iter().map(|g| g.closes_period).collect::<Vec<_>>(), vec![false, true]);
    assert_eq!((games[0].red, games[1].red), (Some(ALICE), Some(BOB)));
    assert_eq!((games[0].result.as_str(), games[1].result.as_str()), ("red", "draw"));
}

#[test]
fn resigning_one_game_goes_on_and_resigning_the_match_concedes_the_rest() {
    let mut s = playing(match_rules(None));
    s.resign(ALICE, 1).unwrap();
    assert!(matches!(s.phase, Phase::BetweenGames { .. }), "the next game is still played");
    assert_eq!(s.match_points(1), 1.0);
    s.resign_match(ALICE, 2).unwrap();
    assert_eq!(s.phase, Phase::Finished { result: GameResult::Win(1), reason: EndReason::Resigned });
    let games = s.finished_games();
    assert_eq!(games.len(), 2, "the unplayed game is conceded");
    assert_eq!((games[1].red, games[1].result.as_str(), games[1].moves.as_str()), (Some(BOB), "red", ""));
    assert!(games[1].closes_period);
    assert_eq!(s.game_no(), 0, "the board still shows the first game");

    let mut t = playing(match_rules(None));
    play_columns(&mut t, &[3], 1);
    t.resign_match(BOB, 2).unwrap();
    assert_eq!(t.phase, Phase::Finished { result: GameResult::Win(0), reason: EndReason::Resigned });
    assert_eq!((t.match_points(0), t.match_points(1)), (2.0, 0.0));
    assert_eq!(t.game_no(), 0, "conceded during the first game: its board, game 1 of 2");
}

#[test]
fn a_single_game_resign_match_is_a_resignation_and_single_games_close_their_period_when_rated() {
    let mut s = playing(Rules { rated: true, ..classic() });
    s.resign_match(BOB, 1).unwrap();
    assert_eq!(s.phase, Phase::Finished { result: GameResult::Win(0), reason: EndReason::Resigned });
    let games = s.finished_games();
    assert_eq!(games.len(), 1);
    assert!(games[0].rated && games[0].closes_period);
    let unrated = playing(classic());
    assert!(unrated.finished_games().is_empty(), "nothing decided yet");
}

#[test]
fn a_clock_charges_the_mover_adds_the_increment_and_running_out_loses_the_match() {
    let clock = Clock { reserve_ms: 3 * MINUTE as u64, increment_ms: 5_000 };
    let mut s = challenge(Some(BOB), match_rules(Some(clock)));
    s.accept(BOB, 0).unwrap();
    assert_eq!(s.deadline, Some(3 * MINUTE), "red's reserve runs first");
    s.play(ALICE, Drop(3), 0, 10_000).unwrap();
    assert_eq!(s.reserves, [3 * MINUTE - 10_000 + 5_000, 3 * MINUTE]);
    assert_eq!(s.deadline, Some(10_000 + 3 * MINUTE), "yellow's whole reserve from now");
    assert_eq!(s.reserve_at(1, 70_000), Some(3 * MINUTE - 60_000));
    assert_eq!(s.reserve_at(0, 70_000), Some(3 * MINUTE - 5_000), "the waiting clock stands still");
    // A click after the flag fell is refused; the tick then ends the match.
    let flag = s.deadline.unwrap();
    assert_eq!(s.play(BOB, Drop(3), 1, flag), Err(Refusal::OutOfTime));
    assert_eq!(s.expire(flag - 1, IDLE), None);
    assert_eq!(s.expire(flag, IDLE), Some(Expiry::Ended));
    assert_eq!(s.phase, Phase::Finished { result: GameResult::Win(0), reason: EndReason::Timeout });
    assert_eq!(s.finished_games().len(), 2, "out of time loses the match");
}

#[test]
fn clocks_survive_a_restart_exactly_and_swap_with_the_colours() {
    let clock = Clock { reserve_ms: 60_000, increment_ms: 0 };
    let mut s = challenge(Some(BOB), match_rules(Some(clock)));
    s.accept(BOB, 0).unwrap();
    s.play(ALICE, Drop(0), 0, 20_000).unwrap();
    let back: Session = serde_json::from_str(&serde_json::to_string(&s).unwrap()).unwrap();
    assert_eq!((&back.reserves, back.deadline, back.turn_started), (&s.reserves, s.deadline, s.turn_started));
    s.resign(BOB, 30_000).unwrap();
    assert_eq!(s.deadline, None, "no clock runs between games");
    s.ready(ALICE, 40_000).unwrap();
    s.ready(BOB, 50_000).unwrap();
    assert_eq!(s.reserves, [50_000, 40_000], "Bob (now red) kept his 50 s, Alice her 40 s");
    assert_eq!(s.deadline, Some(100_000));
}

#[test]
fn a_stand_in_makes_the_match_unrated_and_rematches_alternate_from_the_first_seating() {
    let mut s = playing(Rules { timer_ms: Some(MINUTE as u64), ..match_rules(None) });
    assert_eq!(s.expire(MINUTE, IDLE), Some(Expiry::CpuStandsIn(0)));
    s.apply_cpu(Drop(3), MINUTE + 1);
    s.resign(BOB, MINUTE + 2).unwrap();
    s.ready(ALICE, MINUTE + 3).unwrap();
    s.ready(BOB, MINUTE + 3).unwrap();
    s.resign(ALICE, MINUTE + 4).unwrap();
    assert_eq!(s.phase, Phase::Finished { result: GameResult::Draw, reason: EndReason::Resigned });
    assert!(s.finished_games().iter().all(|g| !g.rated && !g.closes_period));
    assert_eq!(s.rematch_seats(true), [Some(Seat::Human(BOB)), Some(Seat::Human(ALICE))]);
    assert_eq!(s.rematch_seats(false), [Some(Seat::Human(ALICE)), Some(Seat::Human(BOB))]);
}

#[test]
fn a_match_abandoned_mid_way_keeps_its_decided_game_and_is_not_rated() {
    let mut s = playing(match_rules(None));
    s.resign(BOB, 1).unwrap();
    s.ready(ALICE, 2).unwrap();
    assert_eq!(s.expire(2 + IDLE, IDLE), Some(Expiry::Ended));
    assert_eq!(s.phase, Phase::Finished { result: GameResult::Abandoned, reason: EndReason::Idle });
    let games = s.finished_games();
    assert_eq!(games.len(), 1);
    assert!(games[0].rated && !games[0].closes_period);
}

#[test]
fn resigning_the_match_after_winning_game_one_draws_it_but_a_fallen_flag_loses_it() {
    let mut s = playing(match_rules(None));
    s.resign(BOB, 1).unwrap();
    s.ready(ALICE, 2).unwrap();
    s.ready(BOB, 2).unwrap();
    s.resign_match(ALICE, 3).unwrap();
    assert_eq!((s.match_points(0), s.match_points(1)), (1.0, 1.0));
    assert_eq!(s.phase, Phase::Finished { result: GameResult::Draw, reason: EndReason::Resigned });

    let clock = Clock { reserve_ms: 1_000, increment_ms: 0 };
    let mut t = playing(match_rules(Some(clock)));
    t.resign(BOB, 1).unwrap();
    t.ready(ALICE, 2).unwrap();
    t.ready(BOB, 2).unwrap();
    assert_eq!(t.human_to_move(), Some(BOB));
    t.play(BOB, Drop(3), t.move_no(), 3).unwrap();
    assert_eq!(t.expire(10_000, IDLE), Some(Expiry::Ended), "Alice's flag falls");
    assert_eq!((t.match_points(0), t.match_points(1)), (1.0, 1.0));
    let bob_seat = t.seat_of(BOB).unwrap();
    assert_eq!(t.phase, Phase::Finished { result: GameResult::Win(bob_seat), reason: EndReason::Timeout });
}
