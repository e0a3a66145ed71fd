//! The replay's words, from the catalogue (locales/*/review.ftl): the colours' names, the result, the banner and the alt text.

use crate::tr;
use crate::variant_name::{variant_label, variant_name};
use cuatro_engine::{Colour, Players, Variant, cell_name};
use cuatro_game::{EndReason, GameResult, Lang};

/// How the replayed game ended, and when (a `YYYY-MM-DD` date, UTC).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Ending {
    pub result: GameResult,
    pub reason: EndReason,
    pub date: String,
}

/// The id of `colour` in the catalogue's selections.
fn colour_id(colour: Colour) -> &'static str {
    match colour {
        Colour::Red => "red",
        Colour::Yellow => "yellow",
        Colour::Green => "green",
    }
}

/// The name of `colour` on the caption: a team's name in two-vs-two.
pub fn colour_name(lang: Lang, variant: &Variant, colour: Colour) -> String {
    let id = if variant.players == Players::TwoVsTwo { "replay-team" } else { "replay-colour" };
    tr!(lang, id, colour = colour_id(colour))
}

/// The winning colour of `ending`, if a seat won.
pub fn winner(variant: &Variant, ending: &Ending) -> Option<Colour> {
    match ending.result {
        GameResult::Win(seat) => Some(variant.seat_colour(seat)),
        _ => None,
    }
}

/// The result in a sentence: `Red wins with a line`, `Draw: the board is full`.
pub fn result_text(lang: Lang, variant: &Variant, ending: &Ending) -> String {
    let Some(colour) = winner(variant, ending) else {
        return tr!(
            lang,
            match (ending.result, ending.reason) {
                (GameResult::Draw, EndReason::FullBoard) => "replay-result-draw-full",
                (GameResult::Draw, EndReason::EmptiedGrid) => "replay-result-draw-emptied",
                (GameResult::Draw, EndReason::Repetition) => "replay-result-draw-repetition",
                (GameResult::Draw, _) => "replay-result-draw",
                _ => "replay-result-none",
            }
        );
    };
    let id = match ending.reason {
        EndReason::Line if variant.misere => "replay-result-misere",
        EndReason::Line => "replay-result-line",
        EndReason::Resigned => "replay-result-resigned",
        EndReason::Timeout => "replay-result-timeout",
        _ => "replay-result-win",
    };
    tr!(lang, id, winner = colour_name(lang, variant, colour))
}

/// The last frame's banner where no line is marked: `Draw`, `Red wins`, `No result`.
pub fn banner_text(lang: Lang, variant: &Variant, ending: &Ending) -> String {
    match (winner(variant, ending), ending.result) {
        (Some(colour), _) => tr!(lang, "replay-banner-win", winner = colour_name(lang, variant, colour)),
        (None, GameResult::Draw) => tr!(lang, "replay-result-draw"),
        (None, _) => tr!(lang, "replay-result-none"),
    }
}

/// The caption's lines after the colours: the variant and the move count, then the result and the date.
pub fn caption_lines(lang: Lang, variant: &Variant, moves: usize, ending: &Ending) -> Vec<String> {
    let moves = tr!(lang, "replay-caption-moves", moves);
    vec![
        match variant_name(lang, variant) {
            Some(name) => format!("{name} · {moves}"),
            None => moves,
        },
        tr!(lang, "replay-caption-result", result = result_text(lang, variant, ending), date = &ending.date),
    ]
}

/// The attachment's description: the result and the winning line's cells, for screen readers.
pub fn alt_text(lang: Lang, variant: &Variant, moves: usize, ending: &Ending, line: &[(u8, u8)]) -> String {
    let (result, variant, date) = (result_text(lang, variant, ending), variant_label(lang, variant), &ending.date);
    let mut text = if line.is_empty() {
        tr!(lang, "replay-alt", variant, moves, result, date)
    } else {
        let cells: Vec<String> = line.iter().map(|&(c, r)| cell_name(c, r)).collect();
        let cells = cells.join(" ");
        tr!(lang, "replay-alt-line", variant, moves, result, cells, date)
    };
    // Discord's limit on an attachment's description.
    if text.chars().count() > 1024 {
        text = text.chars().take(1023).collect::<String>() + "…";
    }
    text
}

/// `YYYY-MM-DD` (UTC) of a time in milliseconds since 1970.
pub fn date_of(ms: i64) -> String {
    // Howard Hinnant's days-to-civil algorithm.
    let z = ms.div_euclid(86_400_000) + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z - era * 146_097;
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let day = doy - (153 * mp + 2) / 5 + 1;
    let month = if mp < 10 { mp + 3 } else { mp - 9 };
    let year = yoe + era * 400 + i64::from(month <= 2);
    format!("{year:04}-{month:02}-{day:02}")
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ending(result: GameResult, reason: EndReason) -> Ending {
        Ending { result, reason, date: "2026-12-05".into() }
    }

    #[test]
    fn dates_are_civil_utc_days() {
        assert_eq!(date_of(0), "1970-01-01");
        assert_eq!(date_of(951_782_400_000), "2000-02-29");
        assert_eq!(date_of(1_796_428_800_000 + 86_399_999), "2026-12-05");
    }

    #[test]
    fn results_and_alt_text_in_both_languages() {
        let classic = Variant::CLASSIC;
        let won = ending(GameResult::Win(1), EndReason::Line);
        assert_eq!(result_text(Lang::En, &classic, &won), "Yellow wins with a line");
        assert_eq!(result_text(Lang::Es, &classic, &won), "Amarillo gana con una línea");
        let alt = alt_text(Lang::En, &classic, 8, &won, &[(0, 0), (1, 1), (2, 2), (3, 3)]);
        assert_eq!(
            alt,
            "Connect Four replay (Classic, 8 moves): Yellow wins with a line. Winning line: a1 b2 c3 d4. 2026-12-05."
        );
        let draw = ending(GameResult::Draw, EndReason::FullBoard);
        assert_eq!(
            alt_text(Lang::Es, &classic, 42, &draw, &[]),
            "Repetición de Conecta 4 (Clásico, 42 jugadas): Empate: el tablero está lleno. 2026-12-05."
        );
        let teams: Variant = "two-vs-two".parse().unwrap();
        let resigned = ending(GameResult::Win(2), EndReason::Resigned);
        assert_eq!(result_text(Lang::En, &teams, &resigned), "Team Red wins by resignation");
        assert_eq!(banner_text(Lang::Es, &teams, &resigned), "Gana Equipo rojo");
        assert_eq!(caption_lines(Lang::En, &classic, 42, &draw)[0], "42 moves");
        assert_eq!(caption_lines(Lang::Es, &classic, 1, &resigned_red())[0], "1 jugada");
        assert_eq!(caption_lines(Lang::Es, &teams, 7, &draw)[0], "Dos contra dos · 7 jugadas");
        assert_eq!(caption_lines(Lang::Es, &classic, 7, &draw)[1], "Empate: el tablero está lleno · 2026-12-05");
        assert_eq!(banner_text(Lang::En, &classic, &won), "Yellow wins");
        assert_eq!(result_text(Lang::Es, &classic, &resigned_red()), "Rojo gana por abandono");
        let misere: Variant = "misere".parse().unwrap();
        assert_eq!(result_text(Lang::En, &misere, &won), "Yellow wins: the other side completed a line");
        let none = ending(GameResult::Abandoned, EndReason::Aborted);
        assert_eq!(
            (banner_text(Lang::Es, &classic, &none), result_text(Lang::En, &classic, &none)),
            ("Sin resultado".into(), "No result".into())
        );
        assert_eq!(
            alt_text(Lang::Es, &classic, 9, &won, &[(0, 0), (0, 1), (0, 2), (0, 3)]),
            "Repetición de Conecta 4 (Clásico, 9 jugadas): Amarillo gana con una línea. Línea ganadora: a1 a2 a3 a4. \
             2026-12-05."
        );
    }

    fn resigned_red() -> Ending {
        ending(GameResult::Win(0), EndReason::Resigned)
    }
}
