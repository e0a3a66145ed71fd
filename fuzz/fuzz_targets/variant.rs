//! Variant ids (`classic`, `popout+cylinder`, `8x7k5`): never panic, and a parsed variant's canonical id parses
//! back to it.
#![no_main]

use cuatro_engine::{Game, Variant};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|text: &str| {
    if let Ok(variant) = text.parse::<Variant>() {
        let id = variant.to_string();
        assert_eq!(id.parse::<Variant>().as_ref(), Ok(&variant), "{text:?} printed as {id:?}");
        // A variant that parses is one a game can be played in.
        let game = Game::new(variant);
        assert!(!game.legal_moves().is_empty());
    }
});
