//! The levels' node budgets: medium's and hard's, hard's per variant, and a share of a budget ([`Scale`]).

use super::popout;
use cuatro_engine::Variant;
use std::fmt;

/// Medium's node budget, and the floor of hard's.
pub(super) const MEDIUM_NODES: u64 = 300_000;
/// Hard's node budget in the generic and three-player searches (plain PopOut has its own, `popout::HARD_NODES`).
pub(super) const HARD_NODES: u64 = 2_000_000;

/// A share of a level's node budget: above 0, at most 1 (the full budget).
#[derive(Debug, Clone, Copy, PartialEq, PartialOrd)]
pub struct Scale(pub(super) f64);

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("a budget scale is a number above 0 and at most 1, or `floor`: not `{0}`")]
pub struct ScaleError(pub(super) String);

impl Scale {
    pub const FULL: Scale = Scale(1.0);

    /// A scale of `share` (above 0, at most 1).
    pub fn new(share: f64) -> Result<Scale, ScaleError> {
        if share > 0.0 && share <= 1.0 { Ok(Scale(share)) } else { Err(ScaleError(share.to_string())) }
    }

    pub fn get(self) -> f64 {
        self.0
    }

    pub fn is_full(self) -> bool {
        self.0 >= 1.0
    }

    /// `full` nodes at this scale (at least one).
    pub fn of(self, full: u64) -> u64 {
        ((full as f64 * self.0).round() as u64).max(1)
    }
}

impl fmt::Display for Scale {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.0)
    }
}

/// Hard's full node budget in `variant`, or `None` where hard is exact (the classic board, random opening or
/// not).
pub fn hard_nodes(variant: &Variant) -> Option<u64> {
    if (Variant { random_opening: false, ..*variant }).is_classic() {
        None
    } else if popout::handles_variant(variant) {
        Some(popout::HARD_NODES)
    } else {
        Some(HARD_NODES)
    }
}
