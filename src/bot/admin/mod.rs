//! Server administration and the command tree's set-up: settings and resets, permission checks, command options,
//! the localised commands and their registration.

pub mod localise;
pub mod options;
pub mod permissions;
pub mod registration;
pub mod server;
