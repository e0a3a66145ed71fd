//! `[web]`: the game pages' HTTP listener and the public address their links use.

use crate::config::error::ConfigError;
use serde::{Deserialize, Serialize};
use std::net::SocketAddr;

/// The web pages: a finished game's page for the servers that turn them on.
#[derive(Debug, Clone, Deserialize, Serialize)]
#[serde(default, deny_unknown_fields)]
pub struct WebConfig {
    /// The address and port the pages are served on (`127.0.0.1:8080`); none or empty: no pages.
    pub listen: Option<String>,
    /// The address people reach the pages at (`https://cuatro.example.org`), behind a reverse proxy; by default
    /// `http://` and the listen address.
    pub public_url: Option<String>,
    /// Requests one address may make in a minute (a page with its style, script and picture is four); more are
    /// told to come back later (`429`).
    pub requests_per_minute: u32,
    /// Whether the pages are reached through a reverse proxy that appends the reader's address to
    /// `X-Forwarded-For`: the limit then counts that address, not the proxy's.
    pub behind_proxy: bool,
}

impl Default for WebConfig {
    fn default() -> Self {
        WebConfig { listen: None, public_url: None, requests_per_minute: 120, behind_proxy: false }
    }
}

impl WebConfig {
    pub(super) fn check_ranges(&self) -> Result<(), ConfigError> {
        if !(1..=1_000_000).contains(&self.requests_per_minute) {
            return Err(ConfigError::OutOfRange { key: "web.requests_per_minute", range: "between 1 and 1000000" });
        }
        self.base_url().map(|_| ())
    }

    /// The address to serve the pages on, if any.
    pub fn address(&self) -> Result<Option<SocketAddr>, ConfigError> {
        match self.listen.as_deref().map(str::trim).filter(|text| !text.is_empty()) {
            None => Ok(None),
            Some(text) => text.parse().map(Some).map_err(|_| ConfigError::OutOfRange {
                key: "web.listen",
                range: "an IP address and a port, such as 127.0.0.1:8080",
            }),
        }
    }

    /// The pages' public address without a trailing slash, when they are served (before the listener is bound:
    /// [`WebConfig::linked_as`] knows the port an ephemeral `:0` was given).
    pub fn base_url(&self) -> Result<Option<String>, ConfigError> {
        let Some(address) = self.address()? else { return Ok(None) };
        Ok(Some(self.linked_as(address)?))
    }

    /// The pages' public address when they are served on `bound`: `web.public_url`, else `http://` and `bound`.
    pub fn linked_as(&self, bound: SocketAddr) -> Result<String, ConfigError> {
        match self.public_url.as_deref().map(str::trim).filter(|text| !text.is_empty()) {
            None => Ok(format!("http://{bound}")),
            Some(url) => {
                let rest = url.strip_prefix("https://").or_else(|| url.strip_prefix("http://"));
                let host = rest.map(|rest| rest.trim_end_matches('/')).unwrap_or_default();
                if host.is_empty() || host.contains(['?', '#', ' ', '"', '<', '>']) {
                    return Err(ConfigError::OutOfRange {
                        key: "web.public_url",
                        range: "an http:// or https:// address, such as https://cuatro.example.org",
                    });
                }
                Ok(url.trim_end_matches('/').to_string())
            }
        }
    }
}
