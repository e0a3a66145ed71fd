//! For tests and examples only: a loopback fake of Discord's REST API and gateway that a real serenity + poise
//! client connects to, with the bot run as a child process ([`child`]), a TCP proxy that cuts its database
//! connections ([`tcp_proxy`]) and the seeded chaos run ([`chaos`]).

pub mod chaos;
pub mod child;
/// Discord's checks on a command registration.
pub mod command_rules;
pub mod tcp_proxy;

mod channels;
mod dispatch;
mod fake;
mod faults;
mod gateway;
mod http;
mod ids;
mod interactions;
mod messages;
mod objects;
mod recorded;
mod reply;
mod responses;
mod rest;
mod state;
mod threads;
mod user;

pub use dispatch::shard_of;
pub use fake::FakeDiscord;
pub use ids::{
    APP_ID, CHANNEL_ID, DISCORD_EPOCH_MS, DM_CHANNEL_ID, GROUP_DM_CHANNEL_ID, GROUP_DMS, GUILD_ID, OTHER_CHANNEL_ID,
    OTHER_GUILD_ID, is_group_dm,
};
pub use state::{Recorded, Upload};
pub use user::{FakeUser, Opt};
