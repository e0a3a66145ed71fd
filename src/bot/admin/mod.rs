//! Server administration and the command tree's set-up: settings and resets, the localised commands and their
//! registration.

pub mod localise;
pub mod registration;
pub mod server;
