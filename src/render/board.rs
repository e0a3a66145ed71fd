//! A session as a Discord message: the emoji board embed, the status, and its buttons.

use super::i18n::Msg;
use super::view::{ButtonStyle, ButtonView, EmbedView, FieldView, View, limits, rows_of};
use crate::engine::{Colour, Game, Move, cell_name};
use crate::game::Lang;
use crate::game::{Action, EndReason, Format, GameResult, Pause, Phase, Seat, Session, Theme, game_code};

/// Transient things a board shows besides the session itself.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct BoardNotes {
    /// The CPU is still searching: buttons are disabled.
    pub thinking: bool,
    /// Progress is not being saved.
    pub not_saved: bool,
}

const KEYCAPS: [&str; 10] = ["1️⃣", "2️⃣", "3️⃣", "4️⃣", "5️⃣", "6️⃣", "7️⃣", "8️⃣", "9️⃣", "🔟"];

/// A stone in the server's theme; the winning line is drawn in squares (or bold marks).
pub fn stone(theme: Theme, colour: Colour, winning: bool) -> &'static str {
    match (theme, colour, winning) {
        (_, Colour::Green, false) => "🟢",
        (_, Colour::Green, true) => "🟩",
        (Theme::Classic, Colour::Red, false) => "🔴",
        (Theme::Classic, Colour::Yellow, false) => "🟡",
        (Theme::Classic, Colour::Red, true) => "🟥",
        (Theme::Classic, Colour::Yellow, true) => "🟨",
        (Theme::Xo, Colour::Red, false) => "❌",
        (Theme::Xo, Colour::Yellow, false) => "⭕",
        (Theme::Xo, Colour::Red, true) => "✖️",
        (Theme::Xo, Colour::Yellow, true) => "🅾️",
        (Theme::ColourBlind, Colour::Red, false) => "🔵",
        (Theme::ColourBlind, Colour::Yellow, false) => "🟠",
        (Theme::ColourBlind, Colour::Red, true) => "🟦",
        (Theme::ColourBlind, Colour::Yellow, true) => "🟧",
    }
}

fn colour_name(lang: Lang, colour: Colour) -> &'static str {
    match (lang, colour) {
        (Lang::En, Colour::Red) => "Red",
        (Lang::En, Colour::Yellow) => "Yellow",
        (Lang::En, Colour::Green) => "Green",
        (Lang::Es, Colour::Red) => "Rojo",
        (Lang::Es, Colour::Yellow) => "Amarillo",
        (Lang::Es, Colour::Green) => "Verde",
    }
}

/// The emoji grid: a column header (the last move's column shown as ⬇️), then rows top-down;
/// the winning line in squares.
pub fn emoji_board(game: &Game, theme: Theme) -> String {
    let b = game.board();
    let winning = game.winning_cells();
    let last = game.moves().last().map(|m| m.column());
    let mut out: String = (0..b.width()).map(|c| if Some(c) == last { "⬇️" } else { KEYCAPS[c as usize] }).collect();
    for row in (0..b.height()).rev() {
        out.push('\n');
        for col in 0..b.width() {
            out.push_str(match b.at(col, row) {
                Some(colour) => stone(theme, colour, winning.contains(&(col, row))),
                None if b.is_blocked(col, row) => "🟫",
                None => "⚫",
            });
        }
    }
    out
}

/// The position in words, for screen readers: each colour's cells, the last move, who is to move.
pub fn position_text(session: &Session, lang: Lang) -> String {
    let game = &session.game;
    let b = game.board();
    let mut parts = Vec::new();
    for colour in (0..session.rules.variant.colours()).map(Colour::from_index) {
        let cells: Vec<String> = (0..b.width())
            .flat_map(|c| (0..b.height()).map(move |r| (c, r)))
            .filter(|&(c, r)| b.at(c, r) == Some(colour))
            .map(|(c, r)| cell_name(c, r))
            .collect();
        let cells = if cells.is_empty() { "—".to_string() } else { cells.join(" ") };
        parts.push(format!("{}: {cells}.", colour_name(lang, colour)));
    }
    if let Some(mv) = game.moves().last() {
        let by = colour_name(lang, session.rules.variant.seat_colour((game.moves().len() - 1) % session.seats.len()));
        parts.push(match lang {
            Lang::En => format!("Last move: {by} {mv}."),
            Lang::Es => format!("Última jugada: {by} {mv}."),
        });
    }
    let mut text = parts.join(" ");
    text.truncate(limits::FIELD_VALUE);
    text
}

fn player_name(session: &Session, seat: usize, lang: Lang) -> String {
    match session.seats[seat] {
        Some(Seat::Human(id)) => format!("<@{id}>"),
        Some(Seat::Cpu(level)) => format!("CPU ({level})"),
        None => match lang {
            Lang::En => "?".into(),
            Lang::Es => "?".into(),
        },
    }
}

/// A clock reserve as `m:ss` (or `h:mm:ss`).
fn clock_text(ms: i64) -> String {
    let secs = ms.max(0) / 1000;
    let (h, m, s) = (secs / 3600, secs / 60 % 60, secs % 60);
    if h > 0 { format!("{h}:{m:02}:{s:02}") } else { format!("{m}:{s:02}") }
}

/// "Game 1 of 2" / "Partida 1 de 2" for matches.
fn game_of(session: &Session, lang: Lang) -> Option<String> {
    (session.rules.format == Format::Match).then(|| {
        let n = session.game_no() + 1;
        match lang {
            Lang::En => format!("game {n} of 2"),
            Lang::Es => format!("partida {n} de 2"),
        }
    })
}

/// `1½` style points.
fn points_text(points: f64) -> String {
    let whole = points.trunc() as u32;
    match (whole, points.fract() > 0.0) {
        (0, true) => "½".into(),
        (w, true) => format!("{w}½"),
        (w, false) => w.to_string(),
    }
}

/// The match score line: "Match: 🔴 <@a> 1½ : ½ <@b> 🟡".
fn match_line(session: &Session, lang: Lang) -> Option<String> {
    if session.rules.format != Format::Match || session.played.is_empty() {
        return None;
    }
    let label = if lang == Lang::En { "Match" } else { "Duelo" };
    Some(format!(
        "{label}: {} {} : {} {}",
        player_name(session, 0, lang),
        points_text(session.match_points(0)),
        points_text(session.match_points(1)),
        player_name(session, 1, lang)
    ))
}

fn status_line(session: &Session, lang: Lang, notes: BoardNotes) -> String {
    let theme = session.rules.theme;
    let seat_label = |seat: usize| {
        format!("{} {}", stone(theme, session.rules.variant.seat_colour(seat), false), player_name(session, seat, lang))
    };
    match session.phase {
        Phase::Challenge { .. } => String::new(),
        Phase::Playing if notes.thinking => match lang {
            Lang::En => format!("{} is thinking…", seat_label(session.seat_to_move())),
            Lang::Es => format!("{} está pensando…", seat_label(session.seat_to_move())),
        },
        Phase::Playing => {
            let seat = session.seat_to_move();
            let mut line = match lang {
                Lang::En => format!("{} to move", seat_label(seat)),
                Lang::Es => format!("Juega {}", seat_label(seat)),
            };
            if let Some(deadline) = session.deadline {
                line.push_str(&format!(" · ⏱️ <t:{}:R>", deadline.div_euclid(1000)));
            }
            if let Some(asker) = session.pause_asked {
                line.push_str(&match lang {
                    Lang::En => format!("\n⏸️ <@{asker}> asked for a pause."),
                    Lang::Es => format!("\n⏸️ <@{asker}> pidió una pausa."),
                });
            }
            line
        }
        Phase::BetweenGames { ready } => {
            let last = session.played.last().expect("a match pauses after a game");
            let mut line = result_line(lang, last.result, last.reason, &seat_label);
            let marks: Vec<String> = (0..2)
                .map(|s| format!("{} {}", if ready[s] { "✅" } else { "⏳" }, player_name(session, s, lang)))
                .collect();
            line.push_str(&match lang {
                Lang::En => format!("\nNext game with colours swapped once both are ready: {}", marks.join(" · ")),
                Lang::Es => format!(
                    "\nLa siguiente, con los colores cambiados, cuando ambos estén listos: {}",
                    marks.join(" · ")
                ),
            });
            line
        }
        Phase::Finished { result, .. } if session.rules.format == Format::Match && session.played.len() == 2 => {
            let last = session.played.last().expect("two games");
            let mut line = match (session.second_game_unplayed(), last.result) {
                // The second game was never played: the match was conceded (resigned, or out of clock). The
                // first game's line shows (its seating is the board's); the concession is added when it came
                // later than that game's end.
                (true, GameResult::Win(w)) => {
                    let first = &session.played[session.played.len() - 2];
                    let mut line = result_line(lang, first.result, first.reason, &seat_label);
                    if first.finished_at != last.finished_at {
                        let loser = match last.seats[1 - w] {
                            Some(Seat::Human(id)) => format!("<@{id}>"),
                            _ => "CPU".into(),
                        };
                        line.push('\n');
                        line.push_str(&match lang {
                            Lang::En => format!("🏳️ {loser} resigned the match."),
                            Lang::Es => format!("🏳️ {loser} abandonó el duelo."),
                        });
                    }
                    line
                }
                _ => result_line(lang, last.result, last.reason, &seat_label),
            };
            line.push('\n');
            line.push_str(&match (result, lang) {
                (GameResult::Win(seat), Lang::En) => format!("🏆 {} wins the match.", player_name(session, seat, lang)),
                (GameResult::Win(seat), Lang::Es) => format!("🏆 {} gana el duelo.", player_name(session, seat, lang)),
                (_, Lang::En) => "🤝 The match is drawn.".into(),
                (_, Lang::Es) => "🤝 El duelo termina en tablas.".into(),
            });
            line
        }
        Phase::Finished { result, reason } if session.is_multi_seat() => {
            multi_result_line(session, lang, result, reason, &seat_label)
        }
        Phase::Finished { result, reason } => result_line(lang, result, reason, &seat_label),
    }
}

/// The seats of a side: one seat, or a team joined with `&`.
fn side_label(session: &Session, seat: usize, seat_label: &dyn Fn(usize) -> String) -> String {
    session.side_of(seat).into_iter().map(seat_label).collect::<Vec<_>>().join(" & ")
}

/// How a game of three or four seats ended.
fn multi_result_line(
    session: &Session,
    lang: Lang,
    result: GameResult,
    reason: EndReason,
    seat_label: &dyn Fn(usize) -> String,
) -> String {
    let en_es = |en: String, es: String| if lang == Lang::En { en } else { es };
    match (result, reason) {
        (GameResult::Win(seat), EndReason::Line) => {
            let side = side_label(session, seat, seat_label);
            en_es(format!("🏆 {side} wins!"), format!("🏆 ¡Gana {side}!"))
        }
        (GameResult::Win(seat), _) => {
            let side = side_label(session, seat, seat_label);
            en_es(
                format!("🏳️ {side} wins: the other side resigned or ran out of time."),
                format!("🏳️ Gana {side}: el otro lado se rindió o se quedó sin tiempo."),
            )
        }
        (GameResult::Draw, EndReason::Resigned | EndReason::Timeout) => en_es(
            "🏳️ Every player is out: the CPU seats left share the game.".into(),
            "🏳️ No queda ningún jugador: los asientos de la CPU comparten la partida.".into(),
        ),
        (GameResult::Draw, EndReason::Line) => en_es(
            "🤝 A resigned seat completed a line: the players still in share the game.".into(),
            "🤝 Un asiento rendido completó una línea: los jugadores que siguen comparten la partida.".into(),
        ),
        _ => result_line(lang, result, reason, seat_label),
    }
}

/// The players: `A vs B` for two, every seat for three (🏳️ on resigned seats), `A & C vs B & D` for teams.
fn players_line(session: &Session, player: &dyn Fn(usize) -> String) -> String {
    let n = session.seats.len();
    match (n, session.rules.variant.colours()) {
        (2, _) => format!("{} vs {}", player(0), player(1)),
        (_, 2) => format!("{} & {} vs {} & {}", player(0), player(2), player(1), player(3)),
        _ => (0..n)
            .map(|s| if session.is_out(s) { format!("{} 🏳️", player(s)) } else { player(s) })
            .collect::<Vec<_>>()
            .join(" · "),
    }
}

fn result_line(lang: Lang, result: GameResult, reason: EndReason, seat_label: &dyn Fn(usize) -> String) -> String {
    let en_es = |en: String, es: String| if lang == Lang::En { en } else { es };
    match (result, reason) {
        (GameResult::Win(seat), EndReason::Resigned) => {
            let loser = seat_label(1 - seat);
            en_es(
                format!("🏳️ {loser} resigned: {} wins.", seat_label(seat)),
                format!("🏳️ {loser} se rindió: gana {}.", seat_label(seat)),
            )
        }
        (GameResult::Win(seat), EndReason::Timeout) => {
            let loser = seat_label(1 - seat);
            en_es(
                format!("⏱️ {loser} ran out of time: {} wins.", seat_label(seat)),
                format!("⏱️ A {loser} se le acabó el tiempo: gana {}.", seat_label(seat)),
            )
        }
        (GameResult::Win(seat), _) => {
            en_es(format!("🏆 {} wins!", seat_label(seat)), format!("🏆 ¡Gana {}!", seat_label(seat)))
        }
        (GameResult::Draw, EndReason::Repetition) => en_es(
            "🤝 Draw: the same position came up three times.".into(),
            "🤝 Tablas: la misma posición se repitió tres veces.".into(),
        ),
        (GameResult::Draw, EndReason::EmptiedGrid) => {
            en_es("🤝 Draw: the grid is empty.".into(), "🤝 Tablas: el tablero quedó vacío.".into())
        }
        (GameResult::Draw, _) => {
            en_es("🤝 Draw: the board is full.".into(), "🤝 Tablas: el tablero está lleno.".into())
        }
        (GameResult::Abandoned, reason) => {
            let (en, es) = match reason {
                EndReason::Declined => ("Challenge declined.", "Desafío rechazado."),
                EndReason::Expired => ("Challenge expired.", "El desafío caducó."),
                EndReason::Idle => (
                    "Game ended: no move for too long (not scored).",
                    "Partida terminada: demasiado tiempo sin jugar (sin puntuar).",
                ),
                EndReason::BothAbsent => (
                    "Game abandoned: both players are away (not scored).",
                    "Partida abandonada: ambos jugadores se ausentaron (sin puntuar).",
                ),
                EndReason::Replaced => {
                    ("Game replaced by a new one (not scored).", "Partida sustituida por otra (sin puntuar).")
                }
                EndReason::PauseLimit => (
                    "Game ended: paused for longer than the pause limit (not scored).",
                    "Partida terminada: en pausa más tiempo del permitido (sin puntuar).",
                ),
                _ => ("Game abandoned (not scored).", "Partida abandonada (sin puntuar)."),
            };
            en_es(en.into(), es.into())
        }
    }
}

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
    let moves = crate::render::moves_text(&session.game);
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
        // A paused board hides the position (seed 000): Continue shows it again.
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
        }),
        rows: board_buttons(session, notes),
        ephemeral: false,
    }
}

/// What a paused board shows instead of the grid.
fn paused_text(pause: Pause, lang: Lang) -> String {
    let (since, until) = (pause.since.div_euclid(1000), pause.until.div_euclid(1000));
    match lang {
        Lang::En => format!(
            "⏸️ **Paused** <t:{since}:R>. Press Continue to play on; if nobody does, the game ends unscored <t:{until}:R>."
        ),
        Lang::Es => format!(
            "⏸️ **En pausa** <t:{since}:R>. Pulsa Continuar para seguir; si nadie lo hace, la partida termina sin puntuar \
             <t:{until}:R>."
        ),
    }
}

/// Whether any game of the session has a move to review.
pub fn has_moves(session: &Session) -> bool {
    !session.game.moves().is_empty() || session.played.iter().any(|g| !g.moves.is_empty())
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

fn board_buttons(session: &Session, notes: BoardNotes) -> Vec<Vec<ButtonView>> {
    let game = &session.game;
    let (id, move_no) = (session.id, session.move_no());
    let paused = session.pause.is_some();
    let open = session.is_playing() && !notes.thinking && !paused;
    let legal = game.legal_moves();
    let is_legal = |mv: Move| legal.contains(&mv);
    let lang = session.rules.lang;
    let drops: Vec<ButtonView> = (0..game.board().width())
        .map(|column| ButtonView {
            custom_id: Action::Drop { game: id, move_no, column }.to_string(),
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
            button(Action::Ready { game: id }, Msg::Ready, ButtonStyle::Success, notes.thinking),
            button(Action::ResignMatch { game: id, move_no }, Msg::ResignMatch, ButtonStyle::Danger, notes.thinking),
        ],
        _ if session.is_active() && paused => vec![
            button(Action::Continue { game: id }, Msg::ContinueButton, ButtonStyle::Success, notes.thinking),
            button(Action::Resign { game: id, move_no }, Msg::Resign, ButtonStyle::Danger, notes.thinking),
        ],
        _ if session.is_active() => {
            let mut controls =
                vec![button(Action::Resign { game: id, move_no }, Msg::Resign, ButtonStyle::Danger, !open)];
            if is_match {
                controls.push(button(
                    Action::ResignMatch { game: id, move_no },
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
            controls.push(button(Action::Pause { game: id }, Msg::PauseButton, ButtonStyle::Secondary, !open));
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
                custom_id: Action::Pop { game: id, move_no, column }.to_string(),
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

/// The challenge message: who challenges whom, on what terms, until when; Accept / Decline.
pub fn challenge_view(session: &Session) -> View {
    let lang = session.rules.lang;
    let Phase::Challenge { challenger, target } = session.phase else {
        return board_view(session, BoardNotes::default());
    };
    if session.is_multi_seat() {
        return lobby_view(session, challenger);
    }
    let variant = session.rules.variant;
    let mut description = match (lang, target) {
        (Lang::En, Some(t)) => format!("<@{challenger}> challenges <@{t}> to Connect Four."),
        (Lang::En, None) => format!("<@{challenger}> is looking for an opponent: anyone may accept."),
        (Lang::Es, Some(t)) => format!("<@{challenger}> desafía a <@{t}> a Conecta 4."),
        (Lang::Es, None) => format!("<@{challenger}> busca rival: cualquiera puede aceptar."),
    };
    let first = session.seats[0] == Some(Seat::Human(challenger));
    let timer = session
        .rules
        .timer_ms
        .map_or("—".to_string(), |ms| crate::config::format_duration(std::time::Duration::from_millis(ms)));
    let expires = session.deadline.unwrap_or(0).div_euclid(1000);
    description.push_str(&match lang {
        Lang::En => format!(
            "\nVariant: `{variant}` · turn timer: {timer} · {} moves first\nExpires <t:{expires}:R>.",
            if first { "the challenger" } else { "the opponent" }
        ),
        Lang::Es => format!(
            "\nVariante: `{variant}` · tiempo por turno: {timer} · empieza {}\nCaduca <t:{expires}:R>.",
            if first { "quien desafía" } else { "el rival" }
        ),
    });
    let id = session.id;
    View {
        content: target.map(|t| format!("<@{t}>")).unwrap_or_default(),
        ping: target,
        more_pings: Vec::new(),
        embed: Some(EmbedView {
            title: if lang == Lang::En { "Connect Four challenge" } else { "Desafío de Conecta 4" }.into(),
            description,
            fields: Vec::new(),
            footer: None,
            colour: 0x5865F2,
        }),
        rows: vec![vec![
            ButtonView {
                custom_id: Action::Accept { game: id }.to_string(),
                label: lang.t(Msg::Accept),
                style: ButtonStyle::Success,
                disabled: false,
            },
            ButtonView {
                custom_id: Action::Decline { game: id }.to_string(),
                label: lang.t(Msg::Decline),
                style: ButtonStyle::Secondary,
                disabled: false,
            },
        ]],
        ephemeral: false,
    }
}

/// A game of three or four waiting for players: the seats (taken, kept for an invited player, or open), the
/// terms, and Join / Start / Leave.
fn lobby_view(session: &Session, creator: u64) -> View {
    let lang = session.rules.lang;
    let variant = session.rules.variant;
    let theme = session.rules.theme;
    let mut invited = session.invited.iter();
    let seats: Vec<String> = (0..session.seats.len())
        .map(|seat| {
            let who = match (session.seats[seat], lang) {
                (Some(_), _) => player_name(session, seat, lang),
                (None, Lang::En) => invited.next().map_or("open".into(), |u| format!("kept for <@{u}>")),
                (None, Lang::Es) => invited.next().map_or("libre".into(), |u| format!("reservado para <@{u}>")),
            };
            format!("{} {who}", stone(theme, variant.seat_colour(seat), false))
        })
        .collect();
    let level = session.fill_level.map_or("medium", |l| l.name());
    let timer = session
        .rules
        .timer_ms
        .map_or("—".to_string(), |ms| crate::config::format_duration(std::time::Duration::from_millis(ms)));
    let expires = session.deadline.unwrap_or(0).div_euclid(1000);
    let teams = variant.colours() == 2;
    let mut description = match lang {
        Lang::En => format!("<@{creator}> opens a game of `{variant}`: press **Join** to take a seat.\n"),
        Lang::Es => format!("<@{creator}> abre una partida de `{variant}`: pulsa **Unirse** para sentarte.\n"),
    };
    description.push_str(&seats.join("\n"));
    description.push_str(&match (lang, teams) {
        (Lang::En, true) => "\nTeams: the 1st and 3rd seats against the 2nd and 4th.".to_string(),
        (Lang::Es, true) => "\nEquipos: los asientos 1.º y 3.º contra el 2.º y el 4.º.".to_string(),
        _ => String::new(),
    });
    description.push_str(&match lang {
        Lang::En => format!(
            "\nTurn timer: {timer}. The game starts when every seat is taken, or when <@{creator}> presses Start \
             (the CPU, {level}, takes the empty seats).\nExpires <t:{expires}:R>."
        ),
        Lang::Es => format!(
            "\nTiempo por turno: {timer}. La partida empieza cuando todos los asientos estén ocupados, o cuando \
             <@{creator}> pulse Empezar (la CPU, {level}, ocupa los huecos).\nCaduca <t:{expires}:R>."
        ),
    });
    let id = session.id;
    let button = |action: Action, label: Msg, style: ButtonStyle| ButtonView {
        custom_id: action.to_string(),
        label: lang.t(label),
        style,
        disabled: false,
    };
    let mentions: Vec<String> = session.invited.iter().map(|u| format!("<@{u}>")).collect();
    View {
        content: mentions.join(" "),
        ping: None,
        more_pings: session.invited.clone(),
        embed: Some(EmbedView {
            title: match lang {
                Lang::En => format!("Connect Four · {variant} · seats"),
                Lang::Es => format!("Conecta 4 · {variant} · asientos"),
            },
            description,
            fields: Vec::new(),
            footer: None,
            colour: 0x5865F2,
        }),
        rows: vec![vec![
            button(Action::Accept { game: id }, Msg::Join, ButtonStyle::Success),
            button(Action::Start { game: id }, Msg::Start, ButtonStyle::Primary),
            button(Action::Decline { game: id }, Msg::Leave, ButtonStyle::Secondary),
        ]],
        ephemeral: false,
    }
}

/// The message that asks the other player of a PvP game to agree to `asker`'s pause.
pub fn pause_request_view(session: &Session, asker: u64) -> View {
    let lang = session.rules.lang;
    let other = session.humans().find(|&h| h != asker).unwrap_or(asker);
    let button = |action: Action, label: Msg, style: ButtonStyle| ButtonView {
        custom_id: action.to_string(),
        label: lang.t(label),
        style,
        disabled: false,
    };
    View {
        content: lang.t(Msg::PauseRequest(asker, other)),
        ping: Some(other),
        more_pings: Vec::new(),
        embed: None,
        rows: vec![vec![
            button(Action::AgreePause { game: session.id }, Msg::Accept, ButtonStyle::Success),
            button(Action::RefusePause { game: session.id }, Msg::Decline, ButtonStyle::Secondary),
        ]],
        ephemeral: false,
    }
}

/// The message a session shows now, whatever its phase.
pub fn session_view(session: &Session, notes: BoardNotes) -> View {
    match session.phase {
        Phase::Challenge { .. } => challenge_view(session),
        Phase::Finished { reason: EndReason::Declined | EndReason::Expired, .. } if session.game.moves().is_empty() => {
            let lang = session.rules.lang;
            let mut view = board_view(session, notes);
            view.rows.clear();
            if let Some(embed) = view.embed.as_mut() {
                embed.description = status_line(session, lang, notes);
                embed.fields.clear();
            }
            view
        }
        _ => board_view(session, notes),
    }
}

#[cfg(test)]
#[path = "board_tests.rs"]
mod tests;
