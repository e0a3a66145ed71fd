//! Shared test support: a loopback fake Discord, the bot under test connected to it (in this process or as a child
//! process), a TCP proxy to cut its database connections, the chaos driver, and the process-wide setup.
pub mod chaos;
pub mod child;
pub mod fake_discord;
pub mod harness;
pub mod process;
pub mod tcp_proxy;
