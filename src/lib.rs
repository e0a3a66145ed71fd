//! cuatro: Connect Four for Discord — the rules engine, the AI, a terminal game and the Discord bot.
//!
//! This library holds the code; the `cuatro` binary parses the command line and calls into it. The modules are
//! layers that import only the layers below them, and a unit test (`layering_tests`) checks every import. The
//! map of the modules, what each one holds and how a Discord event flows through them, is in
//! `docs/architecture.md` in the repository.

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
