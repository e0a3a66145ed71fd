//! Command-line subcommands that run without Discord.
