//! What a board shows besides the session itself.

use cuatro_game::RatingChange;

/// Transient things a board shows besides the session itself.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct BoardNotes {
    /// The CPU is still searching: buttons are disabled (but the columns of a board shown through tokens).
    pub thinking: bool,
    /// The board shows only through interaction tokens (a private chat): it never disables every button, since
    /// only a press can bring it up to date once its token is gone (an early press is answered "busy").
    pub through_tokens: bool,
    /// Progress is not being saved.
    pub not_saved: bool,
    /// The rating changes the game's end made ("+12 → 1512"), once they are stored.
    pub rating: Vec<RatingChange>,
    /// The game's web page, when it has one (`web.listen`, its server's pages on, a channel everyone sees): the
    /// final board links to it.
    pub web_page: Option<String>,
}
