//! Tournaments in a server: the commands, the buttons of a tournament's message, and the director that starts
//! them, applies their games' results, pairs their rounds and opens their games.

pub mod clicks;
pub mod commands;
pub mod director;
pub mod ledger;
pub mod message;
pub mod organiser;
pub mod pairing_games;
pub mod which;
