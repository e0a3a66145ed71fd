//! A server's settings for new games, stored per guild.

use super::timeout::TimeoutAction;
use serde::{Deserialize, Serialize};

use super::lang::Lang;
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
    /// Where and when the daily puzzle is posted; None = no daily puzzle.
    pub daily_puzzle: Option<DailySchedule>,
    /// The daily puzzle's failed posts: the Discord error of the last one and how many days in a row failed
    /// (cleared by a post that works; the third day turns the daily puzzle off).
    pub daily_failure: Option<DailyFailure>,
    /// Where the live "Games now" message is kept; None = no such message.
    pub games_now: Option<GamesNowChannel>,
    /// Members with this role may create and run tournaments, besides those with Manage Server.
    pub tournament_role: Option<u64>,
    /// The server's finished games have web pages (`web.listen`), those of channels everyone may view.
    pub web_pages: bool,
}

/// The daily puzzle's channel, hour (UTC, 0–23) and language (that of the admin who set it).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct DailySchedule {
    pub channel: u64,
    pub hour: u8,
    #[serde(default)]
    pub lang: Lang,
}

/// The channel of the live "Games now" message and its language (that of the admin who set it).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct GamesNowChannel {
    pub channel: u64,
    #[serde(default)]
    pub lang: Lang,
}

/// Failed daily posts in a row, with the Discord error code of the last.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct DailyFailure {
    pub code: i64,
    pub days: u32,
}

/// The days of failed daily posts in a row that turn the daily puzzle off.
pub const DAILY_FAILED_DAYS_OFF: u32 = 3;

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
            daily_puzzle: None,
            daily_failure: None,
            games_now: None,
            tournament_role: None,
            web_pages: false,
        }
    }
}

impl GuildSettings {
    pub fn allows_channel(&self, channel: u64) -> bool {
        self.allowed_channels.is_empty() || self.allowed_channels.contains(&channel)
    }
}
