//! A stored game record (`{"variant":"popout","moves":"ddc^"}`) rebuilt with `Game::from_record`: never panics,
//! and a rebuilt game's record rebuilds the same game.
#![no_main]

use cuatro_engine::{Game, GameRecord};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|json: &str| {
    let Ok(record) = serde_json::from_str::<GameRecord>(json) else { return };
    let Ok(game) = Game::from_record(&record) else { return };
    let again = game.record();
    assert_eq!(Game::from_record(&again).as_ref(), Ok(&game));
    let _ = (game.legal_moves(), game.outcome());
});
