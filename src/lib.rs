//! cuatro: Connect Four for Discord — rules engine, AI, terminal game and the bot.

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
