//! `[database]`: the database's URL, never shown with its password.

use crate::store::redacted_url;
use serde::{Deserialize, Serialize};
use std::fmt;

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
