//! Command-line subcommands that run without Discord.

pub mod arena;
pub mod bench;
pub mod move_cmd;
pub mod play;
pub mod puzzle_generate;
pub mod puzzle_play;
pub mod replay;
pub mod review;
pub mod solve;
pub mod tournament_bench;
pub mod trainer_bench;
