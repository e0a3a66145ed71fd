//! The board message of a session that has started: the embed with grid, status, moves and footer, and buttons.

use super::buttons::{board_buttons, has_moves};
use super::grid::{emoji_board, position_text, stone};
use super::notes::BoardNotes;
use super::status::{clock_text, game_of, match_line, paused_text, player_name, players_line, status_line};
use crate::engine::Colour;
use crate::game::{Lang, Phase, Session, game_code};
use crate::render::i18n::Msg;
use crate::render::text::moves_text;
use crate::render::view::{EmbedView, FieldView, View, limits};

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
    let mut title = match lang {
        Lang::En => format!("Connect Four · {}", session.rules.variant),
        Lang::Es => format!("Conecta 4 · {}", session.rules.variant),
    };
    if let Some(game_of) = game_of(session, lang) {
        title.push_str(&format!(" · {game_of}"));
    }
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
        description.push_str(&status_line(session, lang, notes));
    }
    if let Some(note) = &session.rating_note {
        description.push_str(&format!("\n📈 {note}"));
    }
    let moves = moves_text(&session.game);
    let mut fields = vec![
        FieldView {
            name: if lang == Lang::En { "Moves" } else { "Jugadas" }.into(),
            value: if moves.is_empty() { "—".into() } else { tail_chars(&moves, limits::FIELD_VALUE) },
            inline: false,
        },
        FieldView {
            name: if lang == Lang::En { "Position (text)" } else { "Posición (texto)" }.into(),
            value: position_text(session, lang),
            inline: false,
        },
    ];
    if paused.is_some() {
        // A paused board hides the position, so a pause cannot be used to study it: Continue shows it again.
        fields.clear();
    }
    let mut footer = Vec::new();
    if session.hinted {
        footer.push(
            if lang == Lang::En {
                "💡 A hint was used in this game."
            } else {
                "💡 En esta partida se usó una pista."
            }
            .to_string(),
        );
    }
    if !session.is_active() && has_moves(session) && !session.is_multi_seat() {
        footer.push(match lang {
            Lang::En => format!("Game {}: /connect4 review", game_code(session.id)),
            Lang::Es => format!("Partida {}: /conecta4 revisar", game_code(session.id)),
        });
    }
    if session.cpu_stood_in && !session.is_vs_cpu() {
        footer.push(
            if lang == Lang::En {
                "The CPU played for an absent player: not rated."
            } else {
                "La CPU jugó por un ausente: sin puntuar."
            }
            .to_string(),
        );
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
        rows: board_buttons(session, notes),
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
