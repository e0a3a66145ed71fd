//! The sentences around the grid: players, clocks, the match score, whose turn it is, and how the game ended.

use super::grid::stone;
use super::notes::BoardNotes;
use crate::players::user_name;
use crate::rating::points_text;
use crate::tr;
use crate::variant_name::titled;
use cuatro_game::{EndReason, Format, GameResult, Lang, Pause, Phase, Seat, Session};

pub(crate) fn player_name(session: &Session, seat: usize, lang: Lang) -> String {
    crate::players::seat_name(session.seats[seat], lang)
}

/// A clock reserve as `m:ss` (or `h:mm:ss`).
pub(super) fn clock_text(ms: i64) -> String {
    let secs = ms.max(0) / 1000;
    let (h, m, s) = (secs / 3600, secs / 60 % 60, secs % 60);
    if h > 0 { format!("{h}:{m:02}:{s:02}") } else { format!("{m}:{s:02}") }
}

/// The board's title: the game and the variant, and in a match which of its two games this is.
pub(super) fn board_title(session: &Session, lang: Lang) -> String {
    let title = if session.rules.format == Format::Match {
        tr!(lang, "board-title-match", game = session.game_no() + 1)
    } else {
        tr!(lang, "board-title")
    };
    titled(lang, title, &session.rules.variant)
}

/// The match score line: "Match: 🔴 <@a> 1½ : ½ <@b> 🟡".
pub(super) fn match_line(session: &Session, lang: Lang) -> Option<String> {
    if session.rules.format != Format::Match || session.played.is_empty() {
        return None;
    }
    Some(tr!(
        lang,
        "board-match-score",
        first = player_name(session, 0, lang),
        first_points = points_text(session.match_points(0)),
        second_points = points_text(session.match_points(1)),
        second = player_name(session, 1, lang)
    ))
}

pub(crate) fn status_line(session: &Session, lang: Lang, notes: &BoardNotes) -> String {
    let theme = session.rules.theme;
    let seat_label = |seat: usize| {
        format!("{} {}", stone(theme, session.rules.variant.seat_colour(seat), false), player_name(session, seat, lang))
    };
    match session.phase {
        Phase::Challenge { .. } => String::new(),
        Phase::Playing if notes.thinking => {
            tr!(lang, "board-status-thinking", player = seat_label(session.seat_to_move()))
        }
        Phase::Playing => {
            let mut line = tr!(lang, "board-status-to-move", player = seat_label(session.seat_to_move()));
            if let Some(deadline) = session.deadline {
                line.push_str(&format!(" · ⏱️ <t:{}:R>", deadline.div_euclid(1000)));
            }
            if let Some(asker) = session.pause_asked {
                line.push('\n');
                line.push_str(&tr!(lang, "board-status-pause-asked", user = asker));
            }
            line
        }
        Phase::BetweenGames { ready } => {
            let last = session.played.last().expect("a match pauses after a game");
            let mut line = result_line(lang, last.result, last.reason, &seat_label);
            let marks: Vec<String> = (0..2)
                .map(|s| format!("{} {}", if ready[s] { "✅" } else { "⏳" }, player_name(session, s, lang)))
                .collect();
            line.push('\n');
            line.push_str(&tr!(lang, "board-status-next-game", marks = marks.join(" · ")));
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
                            Some(Seat::Human(id)) => user_name(id, lang),
                            _ => "CPU".into(),
                        };
                        line.push('\n');
                        line.push_str(&tr!(lang, "board-match-resigned", player = loser));
                    }
                    line
                }
                _ => result_line(lang, last.result, last.reason, &seat_label),
            };
            line.push('\n');
            line.push_str(&match result {
                GameResult::Win(seat) => tr!(lang, "board-match-won", player = player_name(session, seat, lang)),
                _ => tr!(lang, "board-match-drawn"),
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
            tr!(lang, "board-result-side-wins", side = side_label(session, seat, seat_label))
        }
        (GameResult::Win(seat), _) => {
            tr!(lang, "board-result-side-wins-resigned", side = side_label(session, seat, seat_label))
        }
        (GameResult::Draw, EndReason::Resigned | EndReason::Timeout) => tr!(lang, "board-result-all-out"),
        (GameResult::Draw, EndReason::Line) => tr!(lang, "board-result-resigned-line"),
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
            tr!(lang, "board-result-resigned", loser = seat_label(1 - seat), winner = seat_label(seat))
        }
        (GameResult::Win(seat), EndReason::Timeout) => {
            tr!(lang, "board-result-timeout", loser = seat_label(1 - seat), winner = seat_label(seat))
        }
        (GameResult::Win(seat), _) => tr!(lang, "board-result-win", winner = seat_label(seat)),
        (GameResult::Draw, EndReason::Repetition) => tr!(lang, "board-result-repetition"),
        (GameResult::Draw, EndReason::EmptiedGrid) => tr!(lang, "board-result-emptied-grid"),
        (GameResult::Draw, _) => tr!(lang, "board-result-full-board"),
        (GameResult::Abandoned, reason) => tr!(
            lang,
            match reason {
                EndReason::Declined => "board-result-declined",
                EndReason::Expired => "board-result-expired",
                EndReason::Idle => "board-result-idle",
                EndReason::BothAbsent => "board-result-both-absent",
                EndReason::Replaced => "board-result-replaced",
                EndReason::PauseLimit => "board-result-pause-limit",
                EndReason::ResultSetByHand => "board-result-result-set",
                EndReason::TournamentCancelled => "board-result-tournament-cancelled",
                _ => "board-result-abandoned",
            }
        ),
    }
}

/// What a paused board shows instead of the grid.
pub(super) fn paused_text(pause: Pause, lang: Lang) -> String {
    let (since, until) = (pause.since.div_euclid(1000), pause.until.div_euclid(1000));
    tr!(lang, "board-paused", since = since.to_string(), until = until.to_string())
}
