//! `cuatro move`: reads positions, one per line, and prints the move the AI would play.

use crate::ai::random_opening::balanced_start;
use crate::ai::{Level, choose_move};
use crate::engine::{Game, Move, Rng, Setup, Variant, parse_digits, parse_moves};
use std::io::{self, BufRead, Write};

#[derive(Debug, Clone)]
pub struct MoveOptions {
    pub level: Level,
    pub variant: Variant,
    pub seed: u64,
    pub opening: u8,
}

/// Each line is a position: digits (`4453`) or notation tokens (`d d e c^`, numbers optional);
/// an empty line or `-` is the start position. Prints `<position> <move>`; the move is a 1-based
/// digit when the input was digits (a pop as `4^`), otherwise notation. A bad line gets an error
/// on `err` naming its number, and the run goes on.
pub fn run<R: BufRead, W: Write, E: Write>(opts: &MoveOptions, input: R, out: &mut W, err: &mut E) -> io::Result<()> {
    let start = balanced_start(opts.variant, Setup { seed: opts.seed, opening_plies: opts.opening });
    for (i, line) in input.lines().enumerate() {
        let line = line?;
        let text = line.trim();
        match answer(opts, &start, text) {
            Ok(answer) => writeln!(out, "{} {answer}", if text.is_empty() { "-" } else { text })?,
            Err(why) => writeln!(err, "line {}: {why}", i + 1)?,
        }
        out.flush()?;
    }
    Ok(())
}

fn answer(opts: &MoveOptions, start: &Game, text: &str) -> Result<String, String> {
    let digits = !text.is_empty() && text.bytes().all(|b| b.is_ascii_digit());
    let moves = if text.is_empty() || text == "-" {
        Vec::new()
    } else if digits {
        parse_digits(text).map_err(|e| e.to_string())?
    } else {
        parse_moves(text).map_err(|e| e.to_string())?
    };
    let mut game = start.clone();
    for (n, mv) in moves.into_iter().enumerate() {
        game.play(mv).map_err(|e| format!("move {} ({mv}): {e}", n + 1))?;
    }
    if game.is_over() {
        return Err("the game is already over".into());
    }
    let mv = choose_move(&game, opts.level, &mut Rng::new(opts.seed)).ok_or("no legal move")?;
    Ok(match (digits, mv) {
        (true, Move::Drop(c)) => format!("{}", c + 1),
        (true, Move::Pop(c)) => format!("{}^", c + 1),
        (false, mv) => mv.to_string(),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn run_lines(variant: &str, level: Level, input: &str) -> (String, String) {
        let opts = MoveOptions { level, variant: variant.parse().unwrap(), seed: 0, opening: 4 };
        let (mut out, mut err) = (Vec::new(), Vec::new());
        run(&opts, input.as_bytes(), &mut out, &mut err).unwrap();
        (String::from_utf8(out).unwrap(), String::from_utf8(err).unwrap())
    }

    #[test]
    fn digits_answer_digits_and_notation_answers_notation() {
        let (out, err) = run_lines("classic", Level::Medium, "112233\n1. a 2. a 3. b 4. b 5. c 6. c\n-\n\n");
        assert_eq!(err, "");
        let lines: Vec<_> = out.lines().collect();
        assert_eq!(lines[0], "112233 4");
        assert_eq!(lines[1], "1. a 2. a 3. b 4. b 5. c 6. c d");
        assert!(lines[2].starts_with("- ") && lines[3].starts_with("- "), "{out}");
    }

    #[test]
    fn bad_lines_are_reported_with_their_number_and_the_run_goes_on() {
        let (out, err) = run_lines("classic", Level::Greedy, "1111111\nabc?\n1212121\n44\n");
        assert_eq!(out.lines().count(), 1, "{out}");
        assert!(out.starts_with("44 "), "{out}");
        assert!(err.contains("line 1: move 7 (a): column 1 is full"), "{err}");
        assert!(err.contains("line 2: "), "{err}");
        assert!(err.contains("line 3: the game is already over"), "{err}");
    }

    #[test]
    fn popout_pops_in_notation() {
        let (out, err) = run_lines("popout", Level::Greedy, "d e d e\n");
        assert_eq!(err, "");
        assert!(out.starts_with("d e d e "), "{out}");
    }
}
