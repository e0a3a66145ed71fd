//! A session's board as a Discord message: the emoji grid, the status sentences, the embed and its buttons.

mod buttons;
mod grid;
mod message;
mod notes;
mod status;

pub use buttons::{allows_rematch, has_moves};
pub use grid::{emoji_board, position_text, stone};
pub use message::board_view;
pub use notes::BoardNotes;
pub(crate) use status::{player_name, status_line};

#[cfg(test)]
#[path = "board_tests.rs"]
mod tests;
