//! The short strings users and operators type: game codes, durations, shard ranges, CPU levels, database engines,
//! replay themes and Discord locales. Never panic; what parses prints back to the same value.
#![no_main]

use cuatro::cli::replay::parse_theme;
use cuatro::config::{Shards, format_duration, parse_duration};
use cuatro_ai::Level;
use cuatro_game::{Lang, game_code, parse_game_code};
use cuatro_store::Engine;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|text: &str| {
    if let Some(id) = parse_game_code(text) {
        assert_eq!(parse_game_code(&game_code(id)), Some(id));
    }
    if let Some(d) = parse_duration(text) {
        assert_eq!(parse_duration(&format_duration(d)), Some(d), "{text:?}");
    }
    if let Ok(shards) = text.parse::<Shards>() {
        assert_eq!(shards.to_string().parse::<Shards>(), Ok(shards));
    }
    if let Ok(level) = text.parse::<Level>() {
        assert_eq!(level.name().parse::<Level>(), Ok(level));
    }
    let _ = (Engine::parse(text), Engine::of(text), parse_theme(text), Lang::from_locale(text));
});
