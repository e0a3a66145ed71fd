//! A stored session (a game row's `state`) read with `Session::from_json`: never panics, and what the bot asks of
//! a session it loaded does not panic either; it writes back to JSON that reads back.
#![no_main]

use cuatro_game::Session;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|json: &str| {
    let Ok(session) = Session::from_json(json) else { return };
    let _ = (session.is_active(), session.is_playing(), session.move_no(), session.game_no());
    let _ = (session.seat_to_move(), session.cpu_to_move(), session.cpu_levels(), session.human_to_move());
    let _ = (session.is_vs_cpu(), session.hints_allowed(), session.standings_scope(), session.humans().count());
    let _ = (session.is_scored(), session.result_name(), session.finished_games(), session.summary());
    let _ = (session.pairing_result(), session.game.record());
    let stored = serde_json::to_string(&session).expect("a session serializes");
    Session::from_json(&stored).expect("a session written reads back");
});
