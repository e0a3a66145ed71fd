//! The Discord bot: the only module that talks to serenity and poise.

mod admin;
mod app;
mod assist;
mod clicks;
pub mod clock;
mod commands;
mod cpu;
mod discord;
mod events;
mod games;
mod guilds;
mod limits;
mod listing;
mod names;
mod ops;
mod pipeline;
mod privacy;
mod puzzles;
mod run;
mod shards;
mod standings;
mod tasks;
mod tournaments;
mod types;
mod visibility;
mod web;

pub use app::App;
pub use ops::listener::MAX_CONNECTIONS as MAX_METRICS_CONNECTIONS;
pub use ops::logging;
pub use ops::metrics::Metrics;
pub use run::{BotError, Running, run, start};
pub use shards::set::Unserved;
pub use types::{Context, Data, Error};
