//! A stored tournament (a tournament row's `state`), decoded as the store does: never panics, and its standings,
//! exports and "why" answers do not panic either.
#![no_main]

use cuatro_game::tournament::{Tournament, csv, standings, trf};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|json: &str| {
    let Ok(t) = serde_json::from_str::<Tournament>(json) else { return };
    let table = standings(&t);
    assert_eq!(table.len(), t.entrants.len());
    let name = |user: u64| format!("user {user}");
    let _ = (csv(&t, &name), trf(&t, "fuzz", &name));
    for entrant in t.entrants.iter().take(8) {
        let _ = (t.why(entrant.user), t.current_pairing(entrant.user));
    }
    let _ = (t.rounds_total(), t.is_over(), t.due_openings(0, 4), t.threads_to_archive(0));
    let _ = serde_json::to_string(&t).expect("a tournament serializes");
});
