//! Rendering of games for people: terminal boards now, Discord views later.

mod text;

pub use text::{board_text, moves_text};
