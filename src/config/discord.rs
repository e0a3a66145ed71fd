//! `[discord]`: the token, the API proxy, the shards this process serves, their lease and the board retries.

use crate::config::duration::duration_text;
use crate::config::error::ConfigError;
use crate::config::secret::Secret;
use serde::{Deserialize, Deserializer, Serialize, Serializer};
use std::fmt;
use std::time::Duration;

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

impl DiscordConfig {
    /// Values that parse but cannot work: the shard lease (renewed at a third of it) and the longest wait between
    /// two tries to show a board.
    pub(super) fn check_ranges(&self) -> Result<(), ConfigError> {
        if self.shard_lease < Duration::from_millis(100) {
            return Err(ConfigError::OutOfRange { key: "discord.shard_lease", range: "at least 100ms" });
        }
        let retry = self.board_retry_max;
        if retry < Duration::from_millis(100) || retry > Duration::from_secs(3600) {
            return Err(ConfigError::OutOfRange { key: "discord.board_retry_max", range: "between 100ms and 1h" });
        }
        Ok(())
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
