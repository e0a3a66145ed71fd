//! The levels' node budgets: medium's and hard's, hard's per variant.

use super::popout;
use cuatro_engine::Variant;

/// Medium's node budget.
pub(super) const MEDIUM_NODES: u64 = 300_000;
/// Hard's node budget in the generic and three-player searches (plain PopOut has its own, `popout::HARD_NODES`).
pub(super) const HARD_NODES: u64 = 2_000_000;

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
