//! A tournament as Discord shows it: its live message, the full standings with their legend, a player's next game
//! and why they were paired so, and what its organiser is told when it stops.

mod message;
mod player;
mod standings;
mod status;
mod terms;

pub use message::{pairing_line, tournament_view};
pub use player::{next_game_text, why_text};
pub use standings::{legend, standing_line, standings_view};
pub use status::stop_notice;
pub use terms::{format_name, points_text, tournament_title};

#[cfg(test)]
mod tests;
