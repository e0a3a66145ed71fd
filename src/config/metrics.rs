//! `[metrics]`: the operators' HTTP listener's address.

use crate::config::error::ConfigError;
use serde::{Deserialize, Serialize};

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
