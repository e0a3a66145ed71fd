//! Background tasks: the deadline driver and the upkeep loops, each supervised.

pub mod games_now;
pub mod supervisor;
pub mod timers;
