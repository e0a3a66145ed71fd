//! A server's settings for new games, stored per guild.

use crate::config::TimeoutAction;
use serde::{Deserialize, Serialize};

use super::rules::{Format, Theme};

/// A server's settings; every field has a default, so old rows keep loading as fields are added.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct GuildSettings {
    /// Per-turn timer of new games in ms: None = the deployment's default, Some(0) = untimed.
    pub timer_ms: Option<u64>,
    /// What a timeout does: None = the deployment's default.
    pub timeout_action: Option<TimeoutAction>,
    /// Open a thread for each new game.
    pub thread_per_game: bool,
    /// The first player alternates in rematches.
    pub alternate_first: bool,
    pub theme: Theme,
    /// Channels where games may start; empty = every channel.
    pub allowed_channels: Vec<u64>,
    pub default_format: Format,
    /// Single PvP games are rated too (matches always are).
    pub rate_single_games: bool,
    /// Simultaneous games per user: None = the deployment's default.
    pub max_games_per_user: Option<u32>,
    /// Hints in unrated single games (never in rated games or matches).
    pub hints: bool,
}

impl Default for GuildSettings {
    fn default() -> Self {
        GuildSettings {
            timer_ms: None,
            timeout_action: None,
            thread_per_game: false,
            alternate_first: true,
            theme: Theme::Classic,
            allowed_channels: Vec::new(),
            default_format: Format::Single,
            rate_single_games: false,
            max_games_per_user: None,
            hints: true,
        }
    }
}

impl GuildSettings {
    pub fn allows_channel(&self, channel: u64) -> bool {
        self.allowed_channels.is_empty() || self.allowed_channels.contains(&channel)
    }
}
