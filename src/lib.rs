//! cuatro: Connect Four for Discord — the bot, the terminal game and the command line, over the layers in
//! `crates/`.
//!
//! The layers are crates, each importing only those below it: [`engine`] (the rules), [`ai`] (the CPU player),
//! [`game`] (sessions, button ids, ratings), then [`render`] (what people see) and [`store`] (the database) side by
//! side. This crate adds the configuration, the Discord bot and the command line; the `cuatro` binary parses its
//! arguments and calls into it. The map of the crates and modules, and how a Discord event flows through them, is
//! `docs/architecture.md` in the repository.

pub use cuatro_ai as ai;
pub use cuatro_engine as engine;
pub use cuatro_game as game;
pub use cuatro_game::rating;
pub use cuatro_render as render;
pub use cuatro_render::tr;
pub use cuatro_store as store;

pub mod bot;
pub mod cli;
pub mod config;
