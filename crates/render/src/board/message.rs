//! The board message of a session that has started: the embed with grid, status, moves and footer, and buttons.

use super::buttons::{board_buttons, has_moves};
use super::grid::{emoji_board, position_text, stone};
use super::notes::BoardNotes;
use super::status::{board_title, clock_text, match_line, paused_text, player_name, players_line, status_line};
use crate::command_mention::SlashCommand;
use crate::i18n::Msg;
use crate::i18n::Translate;
use crate::rating::rating_change_text;
use crate::text::moves_text;
use crate::tr;
use crate::view::{EmbedView, FieldView, View, limits};
use cuatro_engine::Colour;
use cuatro_game::{Phase, Session, game_code};

fn embed_colour(session: &Session) -> u32 {
    match session.phase {
        Phase::Playing => match session.rules.variant.seat_colour(session.seat_to_move()) {
            Colour::Red => 0xDD2E44,
            Colour::Yellow => 0xFDCB58,
            Colour::Green => 0x78B159,
        },
        _ => 0x5865F2,
    }
}

/// The board message of a session that has started (playing or finished).
pub fn board_view(session: &Session, notes: BoardNotes) -> View {
    let lang = session.rules.lang;
    let title = board_title(session, lang);
    let theme = session.rules.theme;
    let player = |seat: usize| {
        let clock =
            session.rules.clock.map(|_| format!(" ({})", clock_text(session.reserves[seat]))).unwrap_or_default();
        format!(
            "{} {}{clock}",
            stone(theme, session.rules.variant.seat_colour(seat), false),
            player_name(session, seat, lang)
        )
    };
    let paused = session.pause.filter(|_| session.is_active());
    let grid = match paused {
        Some(pause) => paused_text(pause, lang),
        None => emoji_board(&session.game, theme),
    };
    let mut description = format!("{grid}\n\n{}\n", players_line(session, &player));
    if let Some(line) = match_line(session, lang) {
        description.push_str(&line);
        description.push('\n');
    }
    if paused.is_none() {
        description.push_str(&status_line(session, lang, &notes));
    }
    if !notes.rating.is_empty() {
        description.push_str(&format!("\n📈 {}", rating_change_text(&notes.rating, lang)));
    }
    let moves = moves_text(&session.game);
    let mut fields = vec![
        FieldView {
            name: tr!(lang, "board-field-moves"),
            value: if moves.is_empty() { "—".into() } else { tail_chars(&moves, limits::FIELD_VALUE) },
            inline: false,
        },
        FieldView { name: tr!(lang, "board-field-position"), value: position_text(session, lang), inline: false },
    ];
    if paused.is_some() {
        // A paused board hides the position, so a pause cannot be used to study it: Continue shows it again.
        fields.clear();
    }
    let mut footer = Vec::new();
    if session.hinted {
        footer.push(tr!(lang, "board-footer-hinted"));
    }
    if !session.is_active() && has_moves(session) && !session.is_multi_seat() {
        // A footer shows no mentions: the path as the reader types it.
        footer.push(tr!(
            lang,
            "board-footer-review",
            code = game_code(session.id),
            command = SlashCommand::Review.path(lang)
        ));
    }
    if session.cpu_stood_in && !session.is_vs_cpu() {
        footer.push(tr!(lang, "board-footer-cpu-stood-in"));
    }
    if notes.not_saved {
        footer.push(lang.t(Msg::NotSaved));
    }
    let to_move = if notes.thinking || paused.is_some() { None } else { session.human_to_move() };
    let content = match to_move {
        Some(user) => lang.t(Msg::YourTurn(user)),
        None => String::new(),
    };
    View {
        content,
        ping: to_move,
        more_pings: Vec::new(),
        embed: Some(EmbedView {
            title,
            description,
            fields,
            footer: (!footer.is_empty()).then(|| footer.join("\n")),
            colour: embed_colour(session),
            image: None,
        }),
        rows: board_buttons(session, &notes),
        ephemeral: false,
    }
}

/// Keeps the end of a long text (the latest moves matter most).
fn tail_chars(text: &str, max: usize) -> String {
    if text.len() <= max {
        return text.to_string();
    }
    let mut start = text.len() - (max - 4);
    while !text.is_char_boundary(start) {
        start += 1;
    }
    format!("… {}", &text[start..])
}
