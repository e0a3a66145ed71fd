//! What happens when a player's turn timer runs out: a server's setting, a game's rule, the deployment's default.

use serde::{Deserialize, Serialize};

/// What happens when a player's turn timer runs out.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Deserialize, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum TimeoutAction {
    /// The CPU plays for the absent player until they click again (the game is then unrated).
    #[default]
    Cpu,
    /// The player who ran out of time loses.
    Forfeit,
}
