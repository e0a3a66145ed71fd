//! cuatro: Connect Four for Discord — rules engine, AI, terminal game and (later) the bot.

pub mod ai;
pub mod cli;
pub mod engine;
pub mod render;
