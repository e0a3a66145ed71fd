//! cuatro: Connect Four for Discord — rules engine, AI, terminal game and the bot.
//!
//! # Layout
//!
//! Data flows one way: a Discord event reaches [`bot`], which parses and authorises it and hands it to a
//! [`game::Session`]; the session applies it with the [`engine`]'s rules and asks [`ai`] for CPU moves; the result
//! goes back up as a plain [`render::View`] that `bot` sends; [`store`] persists what the session decided.
//!
//! - [`engine`]: the rules of classic and every variant (bitboards, variant ids, moves and notation, outcomes,
//!   generated set-ups, game records). Pure and deterministic: no I/O, no async.
//! - [`ai`]: the exact classic solver and its opening book, bounded search for the variants, the three-player
//!   search, difficulty levels, review and hints, the arena.
//! - [`game`]: sessions as state machines (challenge → playing → finished, matches, tables of three and four,
//!   pause), clocks and timers as deadlines, the typed button ids, the rules and settings a game is played under.
//! - [`render`]: everything people read: terminal boards, and Discord messages as `View` data, in every language.
//! - [`store`]: SQLite or PostgreSQL through sqlx: games, results, standings, statistics, settings, shard leases.
//! - [`bot`]: the only module that speaks serenity and poise: commands, the click router, live games, timers.
//! - [`cli`]: the terminal commands (`play`, `solve`, `move`, `review`, `arena`, `bench`).
//! - [`config`] (the layered configuration) and [`rating`] (Glicko-2 and rating periods) import nothing else
//!   of the crate.
//!
//! A module imports only the ones listed before it, plus config and rating (render and store never import each
//! other, nor do bot and cli), and no two files import each other: a test (`layering_tests`) reads every `crate::`, `super::` and
//! `self::` path of `src/` and keeps it so. `docs/architecture.md` has the details.

pub mod ai;
pub mod bot;
pub mod cli;
pub mod config;
pub mod engine;
pub mod game;
pub mod rating;
pub mod render;
pub mod store;

#[cfg(test)]
mod layering_tests;
#[cfg(test)]
mod text_literals_tests;
