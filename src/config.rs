//! Layered configuration: built-in defaults < TOML file < `CUATRO_*` environment < `DISCORD_TOKEN`.

use crate::game::TimeoutAction;
use crate::store::redacted_url;
use figment::Figment;
use figment::providers::{Env, Format, Serialized, Toml};
use serde::{Deserialize, Deserializer, Serialize, Serializer};
use std::fmt;
use std::path::PathBuf;
use std::time::Duration;

/// A secret string: readable through [`Secret::expose`], never through `Debug` or `Display`.
#[derive(Clone, PartialEq, Eq, Deserialize, Serialize)]
#[serde(transparent)]
pub struct Secret(String);

impl Secret {
    pub fn new(value: impl Into<String>) -> Self {
        Secret(value.into())
    }
    pub fn expose(&self) -> &str {
        &self.0
    }
}

impl fmt::Debug for Secret {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("Secret(***)")
    }
}

/// Everything the bot reads at start-up.
#[derive(Debug, Clone, Default, Deserialize, Serialize)]
#[serde(default, deny_unknown_fields)]
pub struct Config {
    pub discord: DiscordConfig,
    pub database: DatabaseConfig,
    pub games: GamesConfig,
    pub metrics: MetricsConfig,
}

#[derive(Debug, Clone, Deserialize, Serialize)]
#[serde(default, deny_unknown_fields)]
pub struct DiscordConfig {
    /// The bot token; `DISCORD_TOKEN` overrides it.
    pub token: Option<Secret>,
    /// A base URL all Discord REST traffic goes to instead of discord.com (disables the rate limiter).
    pub api_proxy: Option<String>,
    /// The shards this process serves: `auto` (all of them, as many as Discord recommends), or `A-B/N` (shards A
    /// to B of N; `A/N` for one).
    pub shards: Shards,
    /// How long a process's leases on its shards last without renewal (renewed every third of it): a process
    /// that cannot renew in time stops serving. A dead process's shards are taken over as soon as its shard locks
    /// are free (PostgreSQL advisory locks, SQLite's file lock), not after this long.
    #[serde(with = "duration_text")]
    pub shard_lease: Duration,
    /// The longest wait between two attempts to show a board Discord refused (a rate limit, an outage): the board
    /// is tried again, the waits doubling from 1 s up to this, until it shows.
    #[serde(with = "duration_text")]
    pub board_retry_max: Duration,
}

impl Default for DiscordConfig {
    fn default() -> Self {
        DiscordConfig {
            token: None,
            api_proxy: None,
            shards: Shards::Auto,
            shard_lease: Duration::from_secs(10),
            board_retry_max: Duration::from_secs(60),
        }
    }
}

/// Which Discord shards a process serves.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Shards {
    /// Every shard, as many as Discord recommends.
    #[default]
    Auto,
    /// Shards `first..=last` of `total`.
    Range { first: u32, last: u32, total: u32 },
}

impl std::str::FromStr for Shards {
    type Err = String;

    fn from_str(text: &str) -> Result<Shards, String> {
        let text = text.trim();
        if text.eq_ignore_ascii_case("auto") {
            return Ok(Shards::Auto);
        }
        let bad = || format!("`{text}` is not a shard range: use `auto`, `A-B/N` (shards A to B of N) or `A/N`");
        let (range, total) = text.split_once('/').ok_or_else(bad)?;
        let (first, last) = range.split_once('-').unwrap_or((range, range));
        let number = |s: &str| s.trim().parse::<u32>().map_err(|_| bad());
        let (first, last, total) = (number(first)?, number(last)?, number(total)?);
        if total == 0 || first > last || last >= total {
            return Err(format!("`{text}`: shards must satisfy A <= B < N"));
        }
        Ok(Shards::Range { first, last, total })
    }
}

impl fmt::Display for Shards {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Shards::Auto => f.write_str("auto"),
            Shards::Range { first, last, total } if first == last => write!(f, "{first}/{total}"),
            Shards::Range { first, last, total } => write!(f, "{first}-{last}/{total}"),
        }
    }
}

impl Serialize for Shards {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_str(self)
    }
}

impl<'de> Deserialize<'de> for Shards {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Shards, D::Error> {
        String::deserialize(d)?.parse().map_err(serde::de::Error::custom)
    }
}

#[derive(Clone, Deserialize, Serialize)]
#[serde(default, deny_unknown_fields)]
pub struct DatabaseConfig {
    /// `sqlite://PATH` (the file is created on first start) or `postgres://USER:PASSWORD@HOST:PORT/DATABASE`.
    pub url: String,
}

impl fmt::Debug for DatabaseConfig {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("DatabaseConfig").field("url", &redacted_url(&self.url)).finish()
    }
}

impl Default for DatabaseConfig {
    fn default() -> Self {
        DatabaseConfig { url: "sqlite://cuatro.db".into() }
    }
}

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
        }
    }
}

/// The operators' HTTP listener: Prometheus metrics, `/healthz` and `/readyz`.
#[derive(Debug, Clone, Default, Deserialize, Serialize)]
#[serde(default, deny_unknown_fields)]
pub struct MetricsConfig {
    /// The address and port it listens on (`127.0.0.1:9300`); none or empty: no listener.
    pub listen: Option<String>,
}

impl MetricsConfig {
    /// The address to listen on, if any.
    pub fn address(&self) -> Result<Option<std::net::SocketAddr>, ConfigError> {
        match self.listen.as_deref().map(str::trim).filter(|text| !text.is_empty()) {
            None => Ok(None),
            Some(text) => text.parse().map(Some).map_err(|_| ConfigError::OutOfRange {
                key: "metrics.listen",
                range: "an IP address and a port, such as 127.0.0.1:9300",
            }),
        }
    }
}

/// Why the configuration could not be read.
#[derive(Debug, thiserror::Error)]
pub enum ConfigError {
    #[error("configuration: {0}")]
    Invalid(#[from] Box<figment::Error>),
    #[error("no Discord token: set DISCORD_TOKEN or `discord.token` in the config file")]
    MissingToken,
    #[error("configuration: `{key}` must be {range}")]
    OutOfRange { key: &'static str, range: &'static str },
}

impl Config {
    /// Reads the layers from the process environment and the file `CUATRO_CONFIG` (default `./config.toml`).
    pub fn load() -> Result<Config, ConfigError> {
        let path = std::env::var_os("CUATRO_CONFIG").map(PathBuf::from).unwrap_or_else(|| "config.toml".into());
        let config: Config = Self::figment(&path).extract().map_err(|e| ConfigError::Invalid(Box::new(e)))?;
        config.check_ranges()?;
        Ok(config)
    }

    /// Values that parse but would stop a background task: the deadline driver's period (a zero period panics
    /// tokio's interval; a long one delays every timer), the CPU's reply deadline (one too short for a move to
    /// be searched), the "Games now" messages' least time between edits (Discord rate-limits edits) and the shard
    /// lease (renewed at a third of it); and limits
    /// that would refuse every game against the CPU, or every hint and review.
    fn check_ranges(&self) -> Result<(), ConfigError> {
        let games = &self.games;
        let tick = games.tick;
        if tick < Duration::from_millis(1) || tick > Duration::from_secs(60) {
            return Err(ConfigError::OutOfRange { key: "games.tick", range: "between 1ms and 1m" });
        }
        if games.cpu_deadline < Duration::from_millis(100) || games.cpu_deadline > Duration::from_secs(60) {
            return Err(ConfigError::OutOfRange { key: "games.cpu_deadline", range: "between 100ms and 1m" });
        }
        if games.games_now_every < Duration::from_secs(1) || games.games_now_every > Duration::from_secs(3600) {
            return Err(ConfigError::OutOfRange { key: "games.games_now_every", range: "between 1s and 1h" });
        }
        if self.discord.shard_lease < Duration::from_millis(100) {
            return Err(ConfigError::OutOfRange { key: "discord.shard_lease", range: "at least 100ms" });
        }
        let retry = self.discord.board_retry_max;
        if retry < Duration::from_millis(100) || retry > Duration::from_secs(3600) {
            return Err(ConfigError::OutOfRange { key: "discord.board_retry_max", range: "between 100ms and 1h" });
        }
        for (key, cooldown) in [
            ("games.cpu_game_cooldown", games.cpu_game_cooldown),
            ("games.replay_cooldown", games.replay_cooldown),
            ("games.chart_cooldown", games.chart_cooldown),
        ] {
            if cooldown > Duration::from_secs(3600) {
                return Err(ConfigError::OutOfRange { key, range: "between 0s (none) and 1h" });
            }
        }
        if games.max_cpu_games_per_server == 0 {
            return Err(ConfigError::OutOfRange { key: "games.max_cpu_games_per_server", range: "at least 1" });
        }
        if games.max_hints_reviews_per_process == 0 {
            return Err(ConfigError::OutOfRange { key: "games.max_hints_reviews_per_process", range: "at least 1" });
        }
        if games.max_hints_reviews_per_user == 0
            || games.max_hints_reviews_per_user > games.max_hints_reviews_per_process
        {
            return Err(ConfigError::OutOfRange {
                key: "games.max_hints_reviews_per_user",
                range: "at least 1 and at most `games.max_hints_reviews_per_process`",
            });
        }
        self.metrics.address()?;
        Ok(())
    }

    fn figment(path: &std::path::Path) -> Figment {
        let mut figment = Figment::from(Serialized::defaults(Config::default()))
            .merge(Toml::file(path))
            .merge(Env::prefixed("CUATRO_").filter(|key| !key.as_str().eq_ignore_ascii_case("config")).split("__"));
        if let Ok(token) = std::env::var("DISCORD_TOKEN") {
            figment = figment.merge(Serialized::default("discord.token", token));
        }
        figment
    }

    /// The token, if one is set and not blank.
    pub fn token(&self) -> Result<&Secret, ConfigError> {
        self.discord.token.as_ref().filter(|t| !t.expose().trim().is_empty()).ok_or(ConfigError::MissingToken)
    }
}

/// Parses `none`, `250ms`, `30s`, `5m`, `1h`, `2d` (a bare number is seconds).
pub fn parse_duration(text: &str) -> Option<Duration> {
    let text = text.trim().to_ascii_lowercase();
    let split = text.find(|c: char| !c.is_ascii_digit()).unwrap_or(text.len());
    let (digits, unit) = text.split_at(split);
    let n: u64 = digits.parse().ok()?;
    let ms = match unit.trim() {
        "ms" => n,
        "" | "s" => n.checked_mul(1000)?,
        "m" | "min" => n.checked_mul(60_000)?,
        "h" => n.checked_mul(3_600_000)?,
        "d" => n.checked_mul(86_400_000)?,
        _ => return None,
    };
    Some(Duration::from_millis(ms))
}

/// Writes a duration the way [`parse_duration`] reads it.
pub fn format_duration(d: Duration) -> String {
    let ms = d.as_millis() as u64;
    for (unit, size) in [("d", 86_400_000), ("h", 3_600_000), ("m", 60_000), ("s", 1000)] {
        if ms >= size && ms.is_multiple_of(size) {
            return format!("{}{unit}", ms / size);
        }
    }
    format!("{ms}ms")
}

mod duration_text {
    use super::*;
    pub fn serialize<S: Serializer>(d: &Duration, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(&format_duration(*d))
    }
    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Duration, D::Error> {
        let text = String::deserialize(d)?;
        parse_duration(&text).ok_or_else(|| serde::de::Error::custom(format!("`{text}` is not a duration")))
    }
}

mod optional_duration {
    use super::*;
    pub fn serialize<S: Serializer>(d: &Option<Duration>, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(&d.map_or("none".into(), format_duration))
    }
    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Option<Duration>, D::Error> {
        let text = String::deserialize(d)?;
        if text.trim().eq_ignore_ascii_case("none") {
            return Ok(None);
        }
        parse_duration(&text).map(Some).ok_or_else(|| serde::de::Error::custom(format!("`{text}` is not a duration")))
    }
}

#[cfg(test)]
#[allow(clippy::result_large_err)] // figment::Jail's closures return figment::Error
mod tests {
    use super::*;
    use std::path::Path;

    #[test]
    fn durations_round_trip() {
        for text in ["250ms", "30s", "5m", "1h", "2d"] {
            assert_eq!(format_duration(parse_duration(text).unwrap()), text);
        }
        assert_eq!(parse_duration("90"), Some(Duration::from_secs(90)));
        assert_eq!(parse_duration("5 weeks"), None);
        assert_eq!(parse_duration(""), None);
    }

    #[test]
    fn layers_override_in_order() {
        figment::Jail::expect_with(|jail| {
            jail.create_file("c.toml", "[database]\nurl = \"sqlite://file.db\"\n[games]\ndefault_timer = \"5m\"\n")?;
            jail.set_env("CUATRO_GAMES__DEFAULT_TIMER", "30s");
            jail.set_env("CUATRO_CONFIG", "c.toml");
            let config: Config = Config::figment("c.toml".as_ref()).extract()?;
            assert_eq!(config.database.url, "sqlite://file.db");
            assert_eq!(config.games.default_timer, Some(Duration::from_secs(30)));
            assert!(matches!(config.token(), Err(ConfigError::MissingToken)));
            jail.set_env("CUATRO_DISCORD__TOKEN", "from-env");
            jail.set_env("DISCORD_TOKEN", "wins");
            let config: Config = Config::figment("c.toml".as_ref()).extract()?;
            assert_eq!(config.token().unwrap().expose(), "wins");
            assert!(!format!("{config:?}").contains("wins"), "Debug never shows the token");
            Ok(())
        });
    }

    #[test]
    fn the_example_file_documents_the_defaults() {
        let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("config.example.toml");
        let example: Config = Figment::from(Toml::file(path)).extract().unwrap();
        assert_eq!(format!("{example:?}"), format!("{:?}", Config::default()));
        let text = std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("config.example.toml")).unwrap();
        let defaults = toml_keys(&serde_json::to_value(Config::default()).unwrap());
        for key in defaults {
            assert!(text.contains(&format!("{key} =")), "config.example.toml does not document `{key}`");
        }
    }

    fn toml_keys(value: &serde_json::Value) -> Vec<String> {
        value
            .as_object()
            .unwrap()
            .values()
            .flat_map(|section| section.as_object().unwrap().keys().cloned().collect::<Vec<_>>())
            .collect()
    }

    #[test]
    fn shard_ranges_parse_and_print_back() {
        for text in ["auto", "0/1", "0-3/8", "5/8"] {
            assert_eq!(text.parse::<Shards>().unwrap().to_string(), text);
        }
        assert_eq!("2-2/4".parse::<Shards>(), Ok(Shards::Range { first: 2, last: 2, total: 4 }));
        for bad in ["", "3", "4/4", "3-1/8", "0-8/8", "0/0", "a-b/c", "1-/2"] {
            assert!(bad.parse::<Shards>().is_err(), "{bad}");
        }
    }

    #[test]
    fn a_tick_lease_or_listen_address_that_cannot_work_stops_the_start() {
        figment::Jail::expect_with(|jail| {
            jail.set_env("CUATRO_CONFIG", "none.toml");
            for (key, value, error) in [
                ("CUATRO_GAMES__TICK", "0ms", "configuration: `games.tick` must be between 1ms and 1m"),
                ("CUATRO_GAMES__TICK", "2m", "configuration: `games.tick` must be between 1ms and 1m"),
                (
                    "CUATRO_GAMES__CPU_DEADLINE",
                    "50ms",
                    "configuration: `games.cpu_deadline` must be between 100ms and 1m",
                ),
                (
                    "CUATRO_GAMES__CPU_DEADLINE",
                    "2m",
                    "configuration: `games.cpu_deadline` must be between 100ms and 1m",
                ),
                ("CUATRO_DISCORD__SHARD_LEASE", "50ms", "configuration: `discord.shard_lease` must be at least 100ms"),
                (
                    "CUATRO_GAMES__GAMES_NOW_EVERY",
                    "500ms",
                    "configuration: `games.games_now_every` must be between 1s and 1h",
                ),
                (
                    "CUATRO_GAMES__GAMES_NOW_EVERY",
                    "2h",
                    "configuration: `games.games_now_every` must be between 1s and 1h",
                ),
                (
                    "CUATRO_DISCORD__BOARD_RETRY_MAX",
                    "0s",
                    "configuration: `discord.board_retry_max` must be between 100ms and 1h",
                ),
                (
                    "CUATRO_DISCORD__BOARD_RETRY_MAX",
                    "2h",
                    "configuration: `discord.board_retry_max` must be between 100ms and 1h",
                ),
            ] {
                jail.set_env(key, value);
                assert_eq!(Config::load().unwrap_err().to_string(), error);
                jail.set_env(key, "1s");
            }
            let listen = "configuration: `metrics.listen` must be an IP address and a port, such as 127.0.0.1:9300";
            for bad in ["localhost:9300", "127.0.0.1", "127.0.0.1:99999"] {
                jail.set_env("CUATRO_METRICS__LISTEN", bad);
                assert_eq!(Config::load().unwrap_err().to_string(), listen, "{bad}");
            }
            jail.set_env("CUATRO_METRICS__LISTEN", "127.0.0.1:9300");
            assert_eq!(Config::load().unwrap().metrics.address().unwrap(), Some("127.0.0.1:9300".parse().unwrap()));
            jail.set_env("CUATRO_METRICS__LISTEN", "");
            assert_eq!(Config::load().unwrap().metrics.address().unwrap(), None, "empty: off");
            assert!(Config::load().is_ok());
            Ok(())
        });
    }

    #[test]
    fn limits_that_would_refuse_every_cpu_game_hint_or_review_stop_the_start() {
        figment::Jail::expect_with(|jail| {
            jail.set_env("CUATRO_CONFIG", "none.toml");
            let per_user = "configuration: `games.max_hints_reviews_per_user` must be at least 1 and at most \
                            `games.max_hints_reviews_per_process`";
            for (key, value, good, error) in [
                (
                    "CUATRO_GAMES__CPU_GAME_COOLDOWN",
                    "2h",
                    "0s",
                    "configuration: `games.cpu_game_cooldown` must be between 0s (none) and 1h",
                ),
                (
                    "CUATRO_GAMES__REPLAY_COOLDOWN",
                    "61m",
                    "0s",
                    "configuration: `games.replay_cooldown` must be between 0s (none) and 1h",
                ),
                (
                    "CUATRO_GAMES__CHART_COOLDOWN",
                    "2h",
                    "1h",
                    "configuration: `games.chart_cooldown` must be between 0s (none) and 1h",
                ),
                (
                    "CUATRO_GAMES__MAX_CPU_GAMES_PER_SERVER",
                    "0",
                    "1",
                    "configuration: `games.max_cpu_games_per_server` must be at least 1",
                ),
                (
                    "CUATRO_GAMES__MAX_HINTS_REVIEWS_PER_PROCESS",
                    "0",
                    "16",
                    "configuration: `games.max_hints_reviews_per_process` must be at least 1",
                ),
                ("CUATRO_GAMES__MAX_HINTS_REVIEWS_PER_USER", "0", "1", per_user),
                ("CUATRO_GAMES__MAX_HINTS_REVIEWS_PER_USER", "17", "16", per_user),
            ] {
                jail.set_env(key, value);
                assert_eq!(Config::load().unwrap_err().to_string(), error, "{key}={value}");
                jail.set_env(key, good);
                assert!(Config::load().is_ok(), "{key}={good}");
            }
            jail.set_env("CUATRO_GAMES__CPU_GAME_COOLDOWN", "1h");
            jail.set_env("CUATRO_GAMES__MAX_HINTS_REVIEWS_PER_PROCESS", "4");
            jail.set_env("CUATRO_GAMES__MAX_HINTS_REVIEWS_PER_USER", "4");
            let games = Config::load().unwrap().games;
            assert_eq!(games.cpu_game_cooldown, Duration::from_secs(3600));
            assert_eq!((games.max_hints_reviews_per_user, games.max_hints_reviews_per_process), (4, 4));
            jail.set_env("CUATRO_GAMES__MAX_CPU_GAMES_PER_SERVER", "-1");
            assert!(Config::load().unwrap_err().to_string().starts_with("configuration: "), "not a count");
            Ok(())
        });
    }

    #[test]
    fn database_passwords_never_show() {
        for url in
            ["postgres://me:hunter2@db/cuatro", "postgres://me:hun#ter2@db/cuatro", "postgress://me:hunter2@db/x"]
        {
            let config = Config { database: DatabaseConfig { url: url.into() }, ..Config::default() };
            assert!(!format!("{config:?}").contains("hunter2"), "{config:?}");
            assert!(!redacted_url(url).contains("hunter2"), "{}", redacted_url(url));
        }
        assert_eq!(redacted_url("postgres://me:hunter2@db/cuatro"), "postgres://me:***@db/cuatro");
        assert_eq!(redacted_url("postgres://me:hun#ter2@db/cuatro"), "postgres:… (not a valid URL)");
        assert_eq!(redacted_url("sqlite://cuatro.db"), "sqlite://cuatro.db");
    }

    #[test]
    fn unknown_keys_are_rejected() {
        figment::Jail::expect_with(|jail| {
            jail.create_file("c.toml", "[games]\ndefault_timr = \"5m\"\n")?;
            assert!(Config::figment("c.toml".as_ref()).extract::<Config>().is_err());
            Ok(())
        });
    }
}
