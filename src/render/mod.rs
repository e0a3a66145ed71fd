//! Rendering of games for people: terminal boards, and Discord messages as plain `View` data.

mod board;
mod i18n;
mod text;
pub mod view;

pub use board::{BoardNotes, allows_rematch, board_view, challenge_view, emoji_board, position_text, session_view};
pub use i18n::{Lang, Msg};
pub use text::{board_text, moves_text};
pub use view::View;
