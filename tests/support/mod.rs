//! Shared test support: a loopback fake Discord, and the bot under test connected to it.
pub mod fake_discord;
pub mod harness;
