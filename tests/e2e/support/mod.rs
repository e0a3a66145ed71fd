//! Shared test support: a loopback fake Discord, the bot under test connected to it, and the process-wide setup.
pub mod fake_discord;
pub mod harness;
pub mod process;
