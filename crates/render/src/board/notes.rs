//! What a board shows besides the session itself.

use cuatro_game::RatingChange;

/// Transient things a board shows besides the session itself.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct BoardNotes {
    /// The CPU is still searching: buttons are disabled.
    pub thinking: bool,
    /// Progress is not being saved.
    pub not_saved: bool,
    /// The rating changes the game's end made ("+12 → 1512"), once they are stored.
    pub rating: Vec<RatingChange>,
}
