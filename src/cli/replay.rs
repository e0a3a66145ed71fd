//! `cuatro replay`: one game read from stdin (moves or a game record) written as an animated GIF.

use crate::engine::{DrawReason, Game, GameRecord, Outcome, Variant, parse_digits, parse_moves};
use crate::game::{EndReason, GameResult, Lang, Theme};
use crate::render::{Ending, ReplayRequest, date_of, replay_gif};
use std::io::{self, Read, Write};
use std::path::Path;
use std::time::Instant;

/// A `--theme` value: `classic`, `xo` or `colour-blind`.
pub fn parse_theme(text: &str) -> Result<Theme, String> {
    match text {
        "classic" => Ok(Theme::Classic),
        "xo" => Ok(Theme::Xo),
        "colour-blind" | "color-blind" => Ok(Theme::ColourBlind),
        _ => Err(format!("unknown theme `{text}` (known: classic, xo, colour-blind)")),
    }
}

/// The game `text` describes: a game record (`{"variant":…,"moves":…}`), digits (`4453`) or notation (`d d c^`)
/// from the start position of `variant`.
pub fn read_game(variant: Variant, text: &str) -> Result<Game, String> {
    let text = text.trim();
    if text.starts_with('{') {
        let record: GameRecord = serde_json::from_str(text).map_err(|e| format!("bad game record: {e}"))?;
        if record.variant != variant {
            return Err(format!("the record is a game of {}, not of --variant {variant}", record.variant));
        }
        return Game::from_record(&record).map_err(|e| format!("bad game record: {e}"));
    }
    let moves = if text.bytes().all(|b| b.is_ascii_digit()) { parse_digits(text) } else { parse_moves(text) }
        .map_err(|e| e.to_string())?;
    let mut game = Game::new(variant);
    for (n, mv) in moves.into_iter().enumerate() {
        game.play(mv).map_err(|e| format!("move {} ({mv}): {e}", n + 1))?;
    }
    Ok(game)
}

/// The result the board shows: a line, a draw, or none yet (an unfinished game is replayed as "no result").
fn ending_of(game: &Game, date: String) -> Ending {
    let (result, reason) = match game.outcome() {
        Outcome::Win { winner, .. } => (GameResult::Win(winner.index()), EndReason::Line),
        Outcome::Draw(DrawReason::FullBoard) => (GameResult::Draw, EndReason::FullBoard),
        Outcome::Draw(DrawReason::EmptiedGrid) => (GameResult::Draw, EndReason::EmptiedGrid),
        Outcome::Draw(DrawReason::Repetition) => (GameResult::Draw, EndReason::Repetition),
        Outcome::Ongoing => (GameResult::Abandoned, EndReason::Aborted),
    };
    Ending { result, reason, date }
}

/// Reads one game from `input`, writes its replay to `path` and a line of figures (and the alt text) to `out`.
/// Bad input is an `InvalidData` error naming the problem; nothing is written then.
pub fn run<R: Read, W: Write>(
    variant: Variant,
    theme: Theme,
    mut input: R,
    path: &Path,
    out: &mut W,
) -> io::Result<()> {
    let mut text = String::new();
    input.read_to_string(&mut text)?;
    let game = read_game(variant, &text).map_err(|e| io::Error::new(io::ErrorKind::InvalidData, e))?;
    let now = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).map_or(0, |d| d.as_millis() as i64);
    let request =
        ReplayRequest { record: game.record(), theme, lang: Lang::En, ending: ending_of(&game, date_of(now)) };
    let started = Instant::now();
    let replay = replay_gif(&request).map_err(|e| io::Error::new(io::ErrorKind::InvalidData, e.to_string()))?;
    let ms = started.elapsed().as_secs_f64() * 1000.0;
    std::fs::write(path, &replay.gif).map_err(|e| io::Error::new(e.kind(), format!("{}: {e}", path.display())))?;
    writeln!(
        out,
        "wrote {}: {} bytes, {}x{}, {} frames, rendered in {ms:.0} ms",
        path.display(),
        replay.gif.len(),
        replay.width,
        replay.height,
        replay.frames
    )?;
    writeln!(out, "{}", replay.alt)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn moves_and_records_are_read_and_bad_input_is_refused() {
        let classic = Variant::CLASSIC;
        assert_eq!(read_game(classic, "1212121\n").unwrap().moves().len(), 7);
        assert_eq!(read_game(classic, "d d c").unwrap().moves().len(), 3);
        let obstacles: Variant = "obstacles".parse().unwrap();
        let record = r#"{"variant":"obstacles","obstacles":"b1 f1","moves":"dc"}"#;
        assert!(read_game(obstacles, record).unwrap().board().is_blocked(1, 0));
        assert!(read_game(classic, record).unwrap_err().contains("not of --variant classic"));
        assert!(read_game(classic, "1111111").unwrap_err().starts_with("move 7 (a)"));
        assert!(read_game(classic, "{oops").unwrap_err().starts_with("bad game record"));
        assert_eq!(parse_theme("colour-blind"), Ok(Theme::ColourBlind));
        assert!(parse_theme("neon").is_err());
    }

    #[test]
    fn a_replay_is_written_and_a_bad_game_writes_nothing() {
        let dir = std::env::temp_dir().join(format!("cuatro-replay-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let path = dir.join("game.gif");
        let mut out = Vec::new();
        run(Variant::CLASSIC, Theme::Xo, "1212121".as_bytes(), &path, &mut out).unwrap();
        let out = String::from_utf8(out).unwrap();
        assert!(out.contains("8 frames") && out.contains("Red wins with a line"), "{out}");
        assert!(std::fs::read(&path).unwrap().starts_with(b"GIF89a"));
        let bad = dir.join("bad.gif");
        let err = run(Variant::CLASSIC, Theme::Xo, "1111111".as_bytes(), &bad, &mut Vec::new()).unwrap_err();
        assert_eq!(err.kind(), io::ErrorKind::InvalidData);
        assert!(!bad.exists());
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
