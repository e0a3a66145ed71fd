//! Why the configuration could not be read: one line, which stops the start.

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
