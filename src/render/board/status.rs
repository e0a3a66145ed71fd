//! The sentences around the grid: players, clocks, the match score, whose turn it is, and how the game ended.

use super::grid::stone;
use super::notes::BoardNotes;
use crate::game::{EndReason, Format, GameResult, Lang, Pause, Phase, Seat, Session};
use crate::render::rating::points_text;

pub(crate) fn player_name(session: &Session, seat: usize, lang: Lang) -> String {
    crate::render::players::seat_name(session.seats[seat], lang)
}

/// A clock reserve as `m:ss` (or `h:mm:ss`).
pub(super) fn clock_text(ms: i64) -> String {
    let secs = ms.max(0) / 1000;
    let (h, m, s) = (secs / 3600, secs / 60 % 60, secs % 60);
    if h > 0 { format!("{h}:{m:02}:{s:02}") } else { format!("{m}:{s:02}") }
}

/// "Game 1 of 2" / "Partida 1 de 2" for matches.
pub(super) fn game_of(session: &Session, lang: Lang) -> Option<String> {
    (session.rules.format == Format::Match).then(|| {
        let n = session.game_no() + 1;
        match lang {
            Lang::En => format!("game {n} of 2"),
            Lang::Es => format!("partida {n} de 2"),
        }
    })
}

/// The match score line: "Match: 🔴 <@a> 1½ : ½ <@b> 🟡".
pub(super) fn match_line(session: &Session, lang: Lang) -> Option<String> {
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

pub(crate) fn status_line(session: &Session, lang: Lang, notes: BoardNotes) -> String {
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
    match (result, reason) {
        (GameResult::Win(seat), EndReason::Line) => {
            let side = side_label(session, seat, seat_label);
            lang.pick(format!("🏆 {side} wins!"), format!("🏆 ¡Gana {side}!"))
        }
        (GameResult::Win(seat), _) => {
            let side = side_label(session, seat, seat_label);
            lang.pick(
                format!("🏳️ {side} wins: the other side resigned or ran out of time."),
                format!("🏳️ Gana {side}: el otro lado se rindió o se quedó sin tiempo."),
            )
        }
        (GameResult::Draw, EndReason::Resigned | EndReason::Timeout) => lang.pick(
            "🏳️ Every player is out: the CPU seats left share the game.".into(),
            "🏳️ No queda ningún jugador: los asientos de la CPU comparten la partida.".into(),
        ),
        (GameResult::Draw, EndReason::Line) => lang.pick(
            "🤝 A resigned seat completed a line: the players still in share the game.".into(),
            "🤝 Un asiento rendido completó una línea: los jugadores que siguen comparten la partida.".into(),
        ),
        _ => result_line(lang, result, reason, seat_label),
    }
}

/// The players: `A vs B` for two, every seat for three (🏳️ on resigned seats), `A & C vs B & D` for teams.
pub(super) fn players_line(session: &Session, player: &dyn Fn(usize) -> String) -> String {
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
    match (result, reason) {
        (GameResult::Win(seat), EndReason::Resigned) => {
            let loser = seat_label(1 - seat);
            lang.pick(
                format!("🏳️ {loser} resigned: {} wins.", seat_label(seat)),
                format!("🏳️ {loser} se rindió: gana {}.", seat_label(seat)),
            )
        }
        (GameResult::Win(seat), EndReason::Timeout) => {
            let loser = seat_label(1 - seat);
            lang.pick(
                format!("⏱️ {loser} ran out of time: {} wins.", seat_label(seat)),
                format!("⏱️ A {loser} se le acabó el tiempo: gana {}.", seat_label(seat)),
            )
        }
        (GameResult::Win(seat), _) => {
            lang.pick(format!("🏆 {} wins!", seat_label(seat)), format!("🏆 ¡Gana {}!", seat_label(seat)))
        }
        (GameResult::Draw, EndReason::Repetition) => lang.pick(
            "🤝 Draw: the same position came up three times.".into(),
            "🤝 Tablas: la misma posición se repitió tres veces.".into(),
        ),
        (GameResult::Draw, EndReason::EmptiedGrid) => {
            lang.pick("🤝 Draw: the grid is empty.".into(), "🤝 Tablas: el tablero quedó vacío.".into())
        }
        (GameResult::Draw, _) => {
            lang.pick("🤝 Draw: the board is full.".into(), "🤝 Tablas: el tablero está lleno.".into())
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
            lang.pick(en.into(), es.into())
        }
    }
}

/// What a paused board shows instead of the grid.
pub(super) fn paused_text(pause: Pause, lang: Lang) -> String {
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
