//! `[web]`: the game pages' HTTP listener and the public address their links use.

use crate::config::error::ConfigError;
use serde::{Deserialize, Serialize};
use std::net::SocketAddr;

/// The web pages: a finished game's page for the servers that turn them on.
#[derive(Debug, Clone, Default, Deserialize, Serialize)]
#[serde(default, deny_unknown_fields)]
pub struct WebConfig {
    /// The address and port the pages are served on (`127.0.0.1:8080`); none or empty: no pages.
    pub listen: Option<String>,
    /// The address people reach the pages at (`https://cuatro.example.org`), behind a reverse proxy; by default
    /// `http://` and the listen address.
    pub public_url: Option<String>,
}

impl WebConfig {
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

    /// The pages' public address without a trailing slash, when they are served.
    pub fn base_url(&self) -> Result<Option<String>, ConfigError> {
        let Some(address) = self.address()? else { return Ok(None) };
        match self.public_url.as_deref().map(str::trim).filter(|text| !text.is_empty()) {
            None => Ok(Some(format!("http://{address}"))),
            Some(url) => {
                let rest = url.strip_prefix("https://").or_else(|| url.strip_prefix("http://"));
                let host = rest.map(|rest| rest.trim_end_matches('/')).unwrap_or_default();
                if host.is_empty() || host.contains(['?', '#', ' ', '"', '<', '>']) {
                    return Err(ConfigError::OutOfRange {
                        key: "web.public_url",
                        range: "an http:// or https:// address, such as https://cuatro.example.org",
                    });
                }
                Ok(Some(url.trim_end_matches('/').to_string()))
            }
        }
    }
}
