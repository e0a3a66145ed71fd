//! `ButtonId::parse` on any text: never panics, and an id that parses is canonical (it prints back to the same
//! text, which parses to the same value).
#![no_main]

use cuatro_game::ButtonId;
use libfuzzer_sys::fuzz_target;

fn print(id: &ButtonId) -> String {
    match id {
        ButtonId::Game(b) => b.to_string(),
        ButtonId::Page(b) => b.to_string(),
        ButtonId::Reset(b) => b.to_string(),
        ButtonId::Puzzle(b) => b.to_string(),
        ButtonId::GamesPage(b) => b.to_string(),
        ButtonId::Tournament(b) => b.to_string(),
        ButtonId::Forget(b) => b.to_string(),
    }
}

fuzz_target!(|text: &str| {
    if let Ok(id) = ButtonId::parse(text) {
        let printed = print(&id);
        assert_eq!(ButtonId::parse(&printed).as_ref(), Ok(&id), "{text:?} printed as {printed:?}");
        assert_eq!(printed, text, "a parsed id is canonical");
        assert!(printed.len() <= cuatro_game::CUSTOM_ID_MAX_LEN);
    }
});
