//! Command-line subcommands that run without Discord.

pub mod bench;
pub mod play;
