//! Rendering of games for people: terminal boards, and Discord messages as plain `View` data.

mod admin;
mod board;
mod button_id;
mod i18n;
mod leaderboard;
#[cfg(test)]
mod limits_check;
mod rating;
mod review;
mod stats;
mod text;
mod variants;
pub mod view;

/// Temporary: the language type lives in `game`; remove once every caller imports `crate::game::Lang`.
pub use crate::game::Lang;
pub use admin::{
    ResetButton, SETTING_KEYS, SettingsDefaults, reset_cancelled_view, reset_confirm_view, reset_done_view,
    settings_view,
};
pub use board::{
    BoardNotes, allows_rematch, board_view, challenge_view, emoji_board, has_moves, pause_request_view, position_text,
    session_view,
};
pub use button_id::BadButtonId;
pub use i18n::{Msg, variant_error};
pub use leaderboard::{PageButton, leaderboard_view, page_refused, played_variants_line};
pub use rating::rating_change_text;
pub use review::{ReviewPages, hint_text, move_lines, review_lines, review_pages, review_view};
pub use stats::stats_view;
pub use text::{board_text, moves_text};
pub use variants::variant_suggestions;
pub use view::View;
