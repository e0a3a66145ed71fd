//! `cuatro review`: reviews whole games read from stdin, one per line, and prints each move's label and the time.

use crate::ai::review::{oracle_for, review};
use crate::engine::{Game, Variant, parse_digits, parse_moves};
use crate::game::{Lang, Theme};
use crate::render::move_lines;
use std::io::{self, BufRead, Write};
use std::time::Instant;

/// Each line is a game from the start position: digits (`4453`) or notation (`d d e c^`). Prints a line per
/// move, then `reviewed <n> moves in <ms> ms`; a bad line gets an error on `err` naming its number.
pub fn run<R: BufRead, W: Write, E: Write>(variant: Variant, input: R, out: &mut W, err: &mut E) -> io::Result<()> {
    for (i, line) in input.lines().enumerate() {
        let line = line?;
        let text = line.trim();
        if text.is_empty() {
            continue;
        }
        let game = match replay(variant, text) {
            Ok(game) => game,
            Err(why) => {
                writeln!(err, "line {}: {why}", i + 1)?;
                continue;
            }
        };
        let started = Instant::now();
        let reviewed = review(&game, oracle_for(&game).as_mut());
        let ms = started.elapsed().as_millis();
        for line in move_lines(variant, Theme::Classic, &reviewed, Lang::En) {
            writeln!(out, "{line}")?;
        }
        writeln!(out, "reviewed {} moves in {ms} ms", reviewed.moves.len())?;
        out.flush()?;
    }
    Ok(())
}

fn replay(variant: Variant, text: &str) -> Result<Game, String> {
    let moves = if text.bytes().all(|b| b.is_ascii_digit()) {
        parse_digits(text).map_err(|e| e.to_string())?
    } else {
        parse_moves(text).map_err(|e| e.to_string())?
    };
    let mut game = Game::new(variant);
    for (n, mv) in moves.into_iter().enumerate() {
        game.play(mv).map_err(|e| format!("move {} ({mv}): {e}", n + 1))?;
    }
    Ok(game)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_game_is_reviewed_move_by_move_and_bad_lines_are_reported() {
        let input = "1122374\n\n1111111\n";
        let (mut out, mut err) = (Vec::new(), Vec::new());
        run("classic".parse().unwrap(), input.as_bytes(), &mut out, &mut err).unwrap();
        let out = String::from_utf8(out).unwrap();
        let lines: Vec<&str> = out.lines().collect();
        assert_eq!(lines.len(), 8, "{out}");
        assert!(lines[5].starts_with("6. 🟡 g — ") && lines[5].contains("⚡ decided the game"), "{out}");
        assert!(lines[6].starts_with("7. 🔴 d — ✓ best · red wins"), "{out}");
        assert!(lines[7].starts_with("reviewed 7 moves in "), "{out}");
        assert!(String::from_utf8(err).unwrap().starts_with("line 3: move 7 (a)"));
    }
}
