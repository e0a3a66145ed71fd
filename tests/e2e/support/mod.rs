//! Shared test support: the loopback fake Discord and its companions (crate `cuatro-fake-discord`), the bot under
//! test connected to it in this process (`harness`), a headless browser (`browser`), and the process-wide setup.
pub use cuatro_fake_discord as fake_discord;
pub use cuatro_fake_discord::{chaos, child, tcp_proxy};
pub mod browser;
pub mod harness;
pub mod process;
