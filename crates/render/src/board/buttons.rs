//! The board's buttons: a column per drop, the game controls of each phase, and pops in PopOut.

use super::notes::BoardNotes;
use crate::i18n::Msg;
use crate::i18n::Translate;
use crate::view::{ButtonStyle, ButtonView, limits, rows_of};
use cuatro_engine::Move;
use cuatro_game::{Action, EndReason, Format, Phase, Press, Session};

pub(super) fn board_buttons(session: &Session, notes: &BoardNotes) -> Vec<Vec<ButtonView>> {
    let game = &session.game;
    let (id, move_no) = (session.id, session.move_no());
    let paused = session.pause.is_some();
    // A board shown through tokens never disables every button: only a press can bring it up to date.
    let busy = notes.thinking && !notes.through_tokens;
    let open = session.is_playing() && !busy && !paused;
    let legal = game.legal_moves();
    let is_legal = |mv: Move| legal.contains(&mv);
    let lang = session.rules.lang;
    let drops: Vec<ButtonView> = (0..game.board().width())
        .map(|column| ButtonView {
            custom_id: Press::Drop { move_no, column }.on(id).to_string(),
            label: (column + 1).to_string(),
            style: ButtonStyle::Primary,
            disabled: !open || !is_legal(Move::Drop(column)),
        })
        .collect();
    // A paused board shows no columns to press, only Continue and Resign.
    let mut rows = if paused && session.is_active() { Vec::new() } else { rows_of(drops) };
    let button = |custom_id: Action, label: Msg, style: ButtonStyle, disabled: bool| ButtonView {
        custom_id: custom_id.to_string(),
        label: lang.t(label),
        style,
        disabled,
    };
    let is_match = session.rules.format == Format::Match;
    let controls = match session.phase {
        Phase::BetweenGames { .. } => vec![
            button(Press::Ready.on(id), Msg::Ready, ButtonStyle::Success, busy),
            button(Press::ResignMatch { move_no }.on(id), Msg::ResignMatch, ButtonStyle::Danger, busy),
        ],
        _ if session.is_active() && paused => vec![
            button(Press::Continue.on(id), Msg::ContinueButton, ButtonStyle::Success, busy),
            button(Press::Resign { move_no }.on(id), Msg::Resign, ButtonStyle::Danger, busy),
        ],
        _ if session.is_active() => {
            let mut controls = vec![button(Press::Resign { move_no }.on(id), Msg::Resign, ButtonStyle::Danger, !open)];
            if is_match {
                controls.push(button(
                    Press::ResignMatch { move_no }.on(id),
                    Msg::ResignMatch,
                    ButtonStyle::Danger,
                    !open,
                ));
            }
            if session.is_vs_cpu() && session.hints_allowed() && !session.is_multi_seat() {
                controls.push(button(
                    Action::Hint { game: id, move_no },
                    Msg::HintButton,
                    ButtonStyle::Secondary,
                    !open,
                ));
            }
            controls.push(button(Press::Pause.on(id), Msg::PauseButton, ButtonStyle::Secondary, !open));
            controls
        }
        _ => {
            let mut controls = vec![button(
                Action::Rematch { game: id },
                Msg::Rematch,
                ButtonStyle::Success,
                !allows_rematch(session),
            )];
            if has_moves(session) && !session.is_multi_seat() {
                controls.push(button(Action::Review { game: id }, Msg::ReviewButton, ButtonStyle::Secondary, false));
            }
            if !game.moves().is_empty() {
                controls.push(button(Action::Replay { game: id }, Msg::ReplayButton, ButtonStyle::Secondary, false));
            }
            if let Some(url) = &notes.web_page {
                controls.push(crate::web::web_link(url, session.rules.lang));
            }
            controls
        }
    };
    for control in controls {
        match rows.last_mut() {
            Some(row) if row.len() < limits::BUTTONS_PER_ROW => row.push(control),
            _ => rows.push(vec![control]),
        }
    }
    if session.rules.variant.popout && open {
        let pops: Vec<ButtonView> = (0..game.board().width())
            .filter(|&c| is_legal(Move::Pop(c)))
            .map(|column| ButtonView {
                custom_id: Press::Pop { move_no, column }.on(id).to_string(),
                label: format!("⏏{}", column + 1),
                style: ButtonStyle::Secondary,
                disabled: false,
            })
            .collect();
        rows.extend(rows_of(pops));
    }
    rows
}

/// A rematch makes sense after a game that was actually played.
pub fn allows_rematch(session: &Session) -> bool {
    matches!(session.phase, Phase::Finished { reason, .. }
        if !matches!(reason, EndReason::Declined | EndReason::Expired | EndReason::Replaced | EndReason::ChannelGone))
}

/// Whether any game of the session has a move to review.
pub fn has_moves(session: &Session) -> bool {
    !session.game.moves().is_empty() || session.played.iter().any(|g| !g.moves.is_empty())
}
