//! The message a session shows now, whatever its phase: its challenge or lobby, or its board.

use super::board::{BoardNotes, board_view, status_line};
use super::lobby::challenge_view;
use super::view::View;
use cuatro_game::{EndReason, Phase, Session};

/// The message a session shows now, whatever its phase.
pub fn session_view(session: &Session, notes: BoardNotes) -> View {
    match session.phase {
        Phase::Challenge { .. } => challenge_view(session),
        Phase::Finished { reason: EndReason::Declined | EndReason::Expired, .. } if session.game.moves().is_empty() => {
            let lang = session.rules.lang;
            let mut view = board_view(session, notes.clone());
            view.rows.clear();
            if let Some(embed) = view.embed.as_mut() {
                embed.description = status_line(session, lang, &notes);
                embed.fields.clear();
            }
            view
        }
        _ => board_view(session, notes),
    }
}
