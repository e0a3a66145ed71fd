//! Tournaments in a server: the commands, the buttons of a tournament's message, and the director that starts
//! them, applies their games' results, pairs their rounds and opens their games.

pub mod channel_gone;
pub mod clicks;
pub mod commands;
pub mod director;
pub mod event;
pub mod ledger;
pub mod message;
pub mod organiser;
pub mod organiser_commands;
pub mod pairing_games;
pub mod refusal;
pub mod start_checks;
pub mod tell;
pub mod which;
