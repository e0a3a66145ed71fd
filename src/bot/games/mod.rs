//! Live games: the registry of each channel's game, presses on a board, starts, rematches, pauses, the board's
//! display and the copies a stopped process left, and the outbox of saves.

pub mod board;
pub mod copies;
pub mod in_game;
pub mod live;
pub mod new_game;
pub mod outbox;
pub mod pause;
pub mod press;
pub mod rematch;
pub mod slot;
pub mod start;
pub mod watchers;
