//! Rendering of games for people: terminal boards, and Discord messages as plain `View` data.

mod admin;
mod board;
mod chart;
mod command_mention;
#[cfg(any(test, feature = "test-support"))]
pub mod english_check;
pub mod fluent;
mod font;
mod games_list;
mod games_now;
#[cfg(test)]
mod glossary_check;
mod i18n;
mod leaderboard;
#[cfg(test)]
mod limits_check;
mod lobby;
mod paging;
mod players;
mod privacy;
mod puzzle;
mod puzzle_text;
mod rating;
mod replay;
mod review;
mod rules;
mod session;
mod stats;
mod text;
mod tournament;
mod variant_name;
mod variants;
pub mod view;
pub mod web;

pub use admin::{
    SETTING_KEYS, SettingsDefaults, reset_cancelled_view, reset_confirm_view, reset_done_view, settings_view,
};
pub use board::{BoardNotes, allows_rematch, board_view, emoji_board, has_moves, position_text};
pub use chart::{Chart, rating_chart};
pub use command_mention::{SlashCommand, remember_command_id};
pub use games_list::{GAMES_PER_PAGE, ListedGame, games_list_view, games_page_refused, message_link};
pub use games_now::{GAMES_NOW_SHOWN, RESULTS_SHOWN, games_now_view};
pub use i18n::{Msg, Translate, variant_error};
pub use leaderboard::{leaderboard_view, page_refused, played_variants_line};
pub use lobby::{challenge_view, pause_request_view, replace_confirm_view};
pub use players::{level_name, seat_name, user_name};
pub use privacy::{
    forget_cancelled_view, forget_confirm_view, forget_done_view, forget_games_under_way, my_data_caption,
    my_data_too_large,
};
pub use puzzle::{
    CardRating, CardSource, CardState, DailyCard, PuzzleCard, PuzzleFigures, PuzzleRank, YesterdayCard, daily_view,
    goal_text, puzzle_stats_field, puzzle_top_view, puzzle_view,
};
pub use rating::rating_change_text;
pub use replay::{Ending, FINAL_DELAY, MOVE_DELAY, Replay, ReplayError, ReplayRequest, date_of, final_png, replay_gif};
pub use review::{ReviewPages, hint_text, move_lines, review_lines, review_pages, review_view};
pub use rules::{rules_text, rules_where};
pub use session::session_view;
pub use stats::stats_view;
pub use text::{board_text, moves_text};
pub use tournament::{
    format_name, legend as tournament_legend, next_game_text, pairing_line, points_text as tournament_points,
    standing_line, standings_view, stop_notice, tournament_title, tournament_view, why_text,
};
pub use variant_name::{titled, titled_by_id, variant_label, variant_name};
pub use variants::{preset_id, variant_suggestions};
pub use view::View;
