//! Shared test support: a loopback fake Discord.
pub mod fake_discord;
