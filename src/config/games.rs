//! `[games]`: the deployment's game rules: timers, expiries, cooldowns, caps, the CPU's threads and deadlines.

use crate::config::duration::{duration_text, forever_or_duration, optional_duration};
use crate::config::error::ConfigError;
use crate::game::TimeoutAction;
use serde::{Deserialize, Serialize};
use std::time::Duration;

/// Game rules of the deployment.
#[derive(Debug, Clone, Deserialize, Serialize)]
#[serde(default, deny_unknown_fields)]
pub struct GamesConfig {
    /// Turn timer when a command gives none: `none`, or a duration such as `30s`, `5m`, `1h`, `24h`.
    #[serde(with = "optional_duration")]
    pub default_timer: Option<Duration>,
    pub timeout_action: TimeoutAction,
    /// How long a challenge waits for an answer.
    #[serde(with = "duration_text")]
    pub challenge_expiry: Duration,
    /// A game without a move for this long ends, abandoned and unscored.
    #[serde(with = "duration_text")]
    pub idle_limit: Duration,
    /// A paused game that nobody continues for this long ends, abandoned and unscored.
    #[serde(with = "duration_text")]
    pub pause_limit: Duration,
    /// After this long without a move, anyone may replace a channel's game (with confirmation).
    #[serde(with = "duration_text")]
    pub busy_grace: Duration,
    /// Minimum time between two challenges by the same user.
    #[serde(with = "duration_text")]
    pub challenge_cooldown: Duration,
    /// Minimum time between two games against the CPU started by the same user; zero: none.
    #[serde(with = "duration_text")]
    pub cpu_game_cooldown: Duration,
    /// Minimum time between two replays posted by the same user (a link to one already posted is always given);
    /// zero: none.
    #[serde(with = "duration_text")]
    pub replay_cooldown: Duration,
    /// Minimum time between two rating charts drawn for the same user (`/connect4 stats`; a chart drawn lately
    /// is shown again freely); zero: none.
    #[serde(with = "duration_text")]
    pub chart_cooldown: Duration,
    /// Simultaneous games (challenges and games against the CPU included) per user and per server.
    pub max_games_per_user: usize,
    pub max_games_per_server: usize,
    /// Simultaneous games with a CPU seat per server, within `max_games_per_server` (checked by `vs-cpu`).
    pub max_cpu_games_per_server: usize,
    /// Hints and reviews being worked out at once for one user, and for the whole process.
    pub max_hints_reviews_per_user: usize,
    pub max_hints_reviews_per_process: usize,
    /// Threads for CPU searches; 0 = one per core.
    pub cpu_threads: usize,
    /// When a CPU reply is not ready after this long, the board shows "thinking…" first.
    #[serde(with = "duration_text")]
    pub thinking_after: Duration,
    /// A CPU reply's searches end this long after the press at the latest (each searches less under load).
    #[serde(with = "duration_text")]
    pub cpu_deadline: Duration,
    /// A board message older than this is re-posted rather than edited.
    #[serde(with = "duration_text")]
    pub repost_after: Duration,
    /// How often deadlines are checked.
    #[serde(with = "duration_text")]
    pub tick: Duration,
    /// A server that removed the bot has its data (games, results, ratings, settings) purged after this long.
    #[serde(with = "duration_text")]
    pub purge_after: Duration,
    /// A server's "Games now" message is edited at most once per this (the changes meanwhile are shown together).
    #[serde(with = "duration_text")]
    pub games_now_every: Duration,
    /// A finished game's record (its board, moves and players) is deleted this long after its end; None: kept.
    #[serde(with = "forever_or_duration")]
    pub keep_finished: Option<Duration>,
}

impl Default for GamesConfig {
    fn default() -> Self {
        GamesConfig {
            default_timer: None,
            timeout_action: TimeoutAction::Cpu,
            challenge_expiry: Duration::from_secs(600),
            idle_limit: Duration::from_secs(24 * 3600),
            pause_limit: Duration::from_secs(7 * 24 * 3600),
            busy_grace: Duration::from_secs(600),
            challenge_cooldown: Duration::from_secs(10),
            cpu_game_cooldown: Duration::from_secs(5),
            replay_cooldown: Duration::from_secs(60),
            chart_cooldown: Duration::from_secs(10),
            max_games_per_user: 3,
            max_games_per_server: 100,
            max_cpu_games_per_server: 50,
            max_hints_reviews_per_user: 1,
            max_hints_reviews_per_process: 16,
            cpu_threads: 0,
            thinking_after: Duration::from_secs(1),
            cpu_deadline: Duration::from_millis(1500),
            repost_after: Duration::from_secs(3600),
            tick: Duration::from_millis(250),
            purge_after: Duration::from_secs(30 * 86_400),
            games_now_every: Duration::from_secs(10),
            keep_finished: None,
        }
    }
}

impl GamesConfig {
    /// Values that parse but would stop a background task: the deadline driver's period (a zero period panics
    /// tokio's interval; a long one delays every timer), the CPU's reply deadline (one too short for a move to
    /// be searched), the "Games now" messages' least time between edits (Discord rate-limits edits); and limits
    /// that would refuse every game against the CPU, or every hint and review.
    pub(super) fn check_ranges(&self) -> Result<(), ConfigError> {
        let tick = self.tick;
        if tick < Duration::from_millis(1) || tick > Duration::from_secs(60) {
            return Err(ConfigError::OutOfRange { key: "games.tick", range: "between 1ms and 1m" });
        }
        if self.cpu_deadline < Duration::from_millis(100) || self.cpu_deadline > Duration::from_secs(60) {
            return Err(ConfigError::OutOfRange { key: "games.cpu_deadline", range: "between 100ms and 1m" });
        }
        if self.games_now_every < Duration::from_secs(1) || self.games_now_every > Duration::from_secs(3600) {
            return Err(ConfigError::OutOfRange { key: "games.games_now_every", range: "between 1s and 1h" });
        }
        for (key, cooldown) in [
            ("games.cpu_game_cooldown", self.cpu_game_cooldown),
            ("games.replay_cooldown", self.replay_cooldown),
            ("games.chart_cooldown", self.chart_cooldown),
        ] {
            if cooldown > Duration::from_secs(3600) {
                return Err(ConfigError::OutOfRange { key, range: "between 0s (none) and 1h" });
            }
        }
        if self.keep_finished.is_some_and(|keep| keep < Duration::from_secs(86_400)) {
            return Err(ConfigError::OutOfRange { key: "games.keep_finished", range: "`forever` or at least 1d" });
        }
        if self.max_cpu_games_per_server == 0 {
            return Err(ConfigError::OutOfRange { key: "games.max_cpu_games_per_server", range: "at least 1" });
        }
        if self.max_hints_reviews_per_process == 0 {
            return Err(ConfigError::OutOfRange { key: "games.max_hints_reviews_per_process", range: "at least 1" });
        }
        if self.max_hints_reviews_per_user == 0 || self.max_hints_reviews_per_user > self.max_hints_reviews_per_process
        {
            return Err(ConfigError::OutOfRange {
                key: "games.max_hints_reviews_per_user",
                range: "at least 1 and at most `games.max_hints_reviews_per_process`",
            });
        }
        Ok(())
    }
}
