//! Shared test support: a loopback fake Discord, the bot under test connected to it (in this process or as a child
//! process), and the process-wide setup.
pub mod child;
pub mod fake_discord;
pub mod harness;
pub mod process;
