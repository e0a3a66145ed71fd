//! Layered configuration: built-in defaults < TOML file < `CUATRO_*` environment < `DISCORD_TOKEN`; one file per
//! section, each checking its own ranges.

mod database;
mod discord;
mod duration;
mod error;
mod games;
mod metrics;
mod secret;
mod web;

pub use database::DatabaseConfig;
pub use discord::{DiscordConfig, Shards};
pub use duration::{format_duration, parse_duration};
pub use error::ConfigError;
pub use games::GamesConfig;
pub use metrics::MetricsConfig;
pub use secret::Secret;
pub use web::WebConfig;

use figment::Figment;
use figment::providers::{Env, Format, Serialized, Toml};
use serde::{Deserialize, Serialize};
use std::path::PathBuf;

/// Everything the bot reads at start-up.
#[derive(Debug, Clone, Default, Deserialize, Serialize)]
#[serde(default, deny_unknown_fields)]
pub struct Config {
    pub discord: DiscordConfig,
    pub database: DatabaseConfig,
    pub games: GamesConfig,
    pub metrics: MetricsConfig,
    pub web: WebConfig,
}

impl Config {
    /// Reads the layers from the process environment and the file `CUATRO_CONFIG` (default `./config.toml`).
    pub fn load() -> Result<Config, ConfigError> {
        let path = std::env::var_os("CUATRO_CONFIG").map(PathBuf::from).unwrap_or_else(|| "config.toml".into());
        let config: Config = Self::figment(&path).extract().map_err(|e| ConfigError::Invalid(Box::new(e)))?;
        config.check_ranges()?;
        Ok(config)
    }

    /// A configuration file's text over the built-in defaults, checked as [`Config::load`] checks it (no environment).
    pub fn from_toml_str(toml: &str) -> Result<Config, ConfigError> {
        let figment = Figment::from(Serialized::defaults(Config::default())).merge(Toml::string(toml));
        let config: Config = figment.extract().map_err(|e| ConfigError::Invalid(Box::new(e)))?;
        config.check_ranges()?;
        Ok(config)
    }

    /// Values that parse but cannot work: each section checks its own.
    fn check_ranges(&self) -> Result<(), ConfigError> {
        self.games.check_ranges()?;
        self.discord.check_ranges()?;
        self.metrics.address()?;
        self.web.check_ranges()?;
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

#[cfg(test)]
mod tests;
