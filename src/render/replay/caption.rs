//! The replay's words in English and Spanish: the colours' names, the result, the banner and the alt text.

use crate::engine::{Colour, Players, Variant, cell_name};
use crate::game::{EndReason, GameResult, Lang};

/// How the replayed game ended, and when (a `YYYY-MM-DD` date, UTC).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Ending {
    pub result: GameResult,
    pub reason: EndReason,
    pub date: String,
}

/// The name of `colour` on the caption: a team's name in two-vs-two.
pub fn colour_name(lang: Lang, variant: &Variant, colour: Colour) -> String {
    let (en, es) = match colour {
        Colour::Red => ("Red", "Rojo"),
        Colour::Yellow => ("Yellow", "Amarillo"),
        Colour::Green => ("Green", "Verde"),
    };
    if variant.players == Players::TwoVsTwo {
        lang.pick(format!("Team {en}"), format!("Equipo {}", es.to_lowercase()))
    } else {
        lang.pick(en.into(), es.into())
    }
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
        return match (ending.result, ending.reason) {
            (GameResult::Draw, EndReason::FullBoard) => {
                lang.pick("Draw: the board is full".into(), "Empate: el tablero está lleno".into())
            }
            (GameResult::Draw, EndReason::EmptiedGrid) => {
                lang.pick("Draw: the grid was emptied".into(), "Empate: el tablero quedó vacío".into())
            }
            (GameResult::Draw, EndReason::Repetition) => {
                lang.pick("Draw by repetition".into(), "Empate por repetición".into())
            }
            (GameResult::Draw, _) => lang.pick("Draw".into(), "Empate".into()),
            _ => lang.pick("No result".into(), "Sin resultado".into()),
        };
    };
    let w = colour_name(lang, variant, colour);
    match ending.reason {
        EndReason::Line if variant.misere => lang.pick(
            format!("{w} wins: the other side completed a line"),
            format!("{w} gana: el rival completó una línea"),
        ),
        EndReason::Line => lang.pick(format!("{w} wins with a line"), format!("{w} gana con una línea")),
        EndReason::Resigned => lang.pick(format!("{w} wins by resignation"), format!("{w} gana por abandono")),
        EndReason::Timeout => lang.pick(format!("{w} wins on time"), format!("{w} gana por tiempo")),
        _ => lang.pick(format!("{w} wins"), format!("{w} gana")),
    }
}

/// The last frame's banner where no line is marked: `Draw`, `Red wins`, `No result`.
pub fn banner_text(lang: Lang, variant: &Variant, ending: &Ending) -> String {
    match (winner(variant, ending), ending.result) {
        (Some(colour), _) => {
            let w = colour_name(lang, variant, colour);
            lang.pick(format!("{w} wins"), format!("Gana {w}"))
        }
        (None, GameResult::Draw) => lang.pick("Draw".into(), "Empate".into()),
        (None, _) => lang.pick("No result".into(), "Sin resultado".into()),
    }
}

/// The caption's lines after the colours: the variant and the move count, then the result and the date.
pub fn caption_lines(lang: Lang, variant: &Variant, moves: usize, ending: &Ending) -> Vec<String> {
    let count = lang.pick(format!("{moves} moves"), format!("{moves} jugadas"));
    vec![format!("{variant} · {count}"), format!("{} · {}", result_text(lang, variant, ending), ending.date)]
}

/// The attachment's description: the result and the winning line's cells, for screen readers.
pub fn alt_text(lang: Lang, variant: &Variant, moves: usize, ending: &Ending, line: &[(u8, u8)]) -> String {
    let result = result_text(lang, variant, ending);
    let mut text = lang.pick(
        format!("Connect Four replay ({variant}, {moves} moves): {result}."),
        format!("Repetición de Conecta 4 ({variant}, {moves} jugadas): {result}."),
    );
    if !line.is_empty() {
        let cells: Vec<String> = line.iter().map(|&(c, r)| cell_name(c, r)).collect();
        text.push_str(
            &lang
                .pick(format!(" Winning line: {}.", cells.join(" ")), format!(" Línea ganadora: {}.", cells.join(" "))),
        );
    }
    text.push(' ');
    text.push_str(&ending.date);
    text.push('.');
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
            "Connect Four replay (classic, 8 moves): Yellow wins with a line. Winning line: a1 b2 c3 d4. 2026-12-05."
        );
        let draw = ending(GameResult::Draw, EndReason::FullBoard);
        assert_eq!(
            alt_text(Lang::Es, &classic, 42, &draw, &[]),
            "Repetición de Conecta 4 (classic, 42 jugadas): Empate: el tablero está lleno. 2026-12-05."
        );
        let teams: Variant = "two-vs-two".parse().unwrap();
        let resigned = ending(GameResult::Win(2), EndReason::Resigned);
        assert_eq!(result_text(Lang::En, &teams, &resigned), "Team Red wins by resignation");
        assert_eq!(banner_text(Lang::Es, &teams, &resigned), "Gana Equipo rojo");
        assert_eq!(caption_lines(Lang::En, &classic, 42, &draw)[0], "classic · 42 moves");
    }
}
