//! A finished game as an animated GIF replay: drawing, captions in the reader's language, and encoding.

mod canvas;
pub(crate) mod caption;
mod encode;
mod frames;
pub(crate) mod palette;

#[cfg(test)]
#[path = "replay_tests.rs"]
mod tests;

pub use caption::{Ending, date_of};
pub use encode::{FINAL_DELAY, MOVE_DELAY, Replay, ReplayError, ReplayRequest, final_png, replay_gif};
