//! What a board shows besides the session itself.

/// Transient things a board shows besides the session itself.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct BoardNotes {
    /// The CPU is still searching: buttons are disabled.
    pub thinking: bool,
    /// Progress is not being saved.
    pub not_saved: bool,
}
