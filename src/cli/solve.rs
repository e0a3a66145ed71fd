//! The `solve` command: reads positions line by line and prints their exact scores.

use crate::ai::solver::{Position, PositionError, Solver};
use std::io::{BufRead, Write};
use std::time::Instant;

/// Printed by `--analyze` for a full column.
pub const FULL_COLUMN: i32 = -1000;

/// Reads one position per line from `input` (1-based column digits such as `4453`; an
/// empty line or `-` is the empty board; trailing whitespace is ignored) and writes
/// `<position> <score>` to `out`, or with `analyze` `<position> s1 .. s7` (the score of
/// playing each column, [`FULL_COLUMN`] if full). With `stats`, ` <nodes> <microseconds>`
/// is appended and each position is solved from a cleared table. A bad line gets a
/// message naming its 1-based number on `err` and no output; the run goes on.
/// `out` is flushed after every line. Only I/O errors stop the run.
pub fn run<R: BufRead, W: Write, E: Write>(
    input: R,
    out: &mut W,
    err: &mut E,
    analyze: bool,
    stats: bool,
) -> std::io::Result<()> {
    let mut solver = Solver::new();
    for (i, line) in input.split(b'\n').enumerate() {
        let line = line?;
        let number = i + 1;
        let text = match std::str::from_utf8(&line) {
            Ok(t) => t.trim_end(),
            Err(_) => {
                writeln!(err, "line {number}: not valid UTF-8")?;
                continue;
            }
        };
        let position = match parse_line(text) {
            Ok(p) => p,
            Err(msg) => {
                writeln!(err, "line {number}: {msg}")?;
                continue;
            }
        };
        if stats {
            solver.reset();
        }
        let start = Instant::now();
        let shown = if text.is_empty() { "-" } else { text };
        let mut line_out = String::from(shown);
        if analyze {
            for score in solver.analyze(&position) {
                line_out.push_str(&format!(" {}", score.unwrap_or(FULL_COLUMN)));
            }
        } else {
            line_out.push_str(&format!(" {}", solver.solve(&position)));
        }
        if stats {
            let micros = start.elapsed().as_micros();
            line_out.push_str(&format!(" {} {micros}", solver.node_count()));
        }
        writeln!(out, "{line_out}")?;
        out.flush()?;
    }
    Ok(())
}

/// Parses a trimmed line into a position that still has moves to play.
fn parse_line(text: &str) -> Result<Position, String> {
    let digits = if text == "-" { "" } else { text };
    match Position::from_digits(digits) {
        Ok(p) if p.nb_moves() == Position::CELLS => Err("the board is full: there is nothing to solve".to_string()),
        Ok(p) => Ok(p),
        Err(e) => Err(describe(digits, e)),
    }
}

/// A message for a bad digit string, quoting the offending character or column.
fn describe(digits: &str, e: PositionError) -> String {
    let column = |index: usize| digits.as_bytes()[index] as char;
    match e {
        PositionError::BadChar { index } => match digits.chars().nth(index) {
            Some(c) if c.is_ascii_digit() => format!("column {c} is not 1-7"),
            Some(c) => format!("{c:?} at position {} is not a column digit 1-7", index + 1),
            None => e.to_string(),
        },
        PositionError::ColumnFull { index } => {
            format!("move {} plays column {}, which is full", index + 1, column(index))
        }
        PositionError::AlreadyWon { index } => {
            format!("move {} (column {}) completes four in a row: the game is already won", index + 1, column(index))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Runs the command on `input`, returning (stdout, stderr).
    fn run_str(input: &str, analyze: bool, stats: bool) -> (String, String) {
        let mut out = Vec::new();
        let mut err = Vec::new();
        run(input.as_bytes(), &mut out, &mut err, analyze, stats).unwrap();
        (String::from_utf8(out).unwrap(), String::from_utf8(err).unwrap())
    }

    #[test]
    fn scores_lines_from_the_data_sets() {
        let (out, err) =
            run_str("2252576253462244111563365343671351441\n7422341735647741166133573473242566\r\n", false, false);
        assert_eq!(out, "2252576253462244111563365343671351441 -1\n7422341735647741166133573473242566 1\n");
        assert_eq!(err, "");
    }

    #[test]
    fn empty_board_forms_and_trailing_whitespace() {
        // Solving the empty board takes long: only check that "" and "-" parse as it.
        assert_eq!(parse_line(""), Ok(Position::new()));
        assert_eq!(parse_line("-"), Ok(Position::new()));
        let (out, err) = run_str("23163416124767223154467471272416755633  \t\n", false, false);
        assert_eq!(out, "23163416124767223154467471272416755633 0\n");
        assert_eq!(err, "");
    }

    #[test]
    fn bad_lines_are_reported_and_skipped() {
        let input = "448\n4a\n\
                     1111111\n\
                     1212121\n\
                     4453 2\n \
                     4\n\
                     7422341735647741166133573473242566\n";
        let (out, err) = run_str(input, false, false);
        assert_eq!(out, "7422341735647741166133573473242566 1\n");
        let lines: Vec<&str> = err.lines().collect();
        assert_eq!(
            lines,
            [
                "line 1: column 8 is not 1-7",
                "line 2: 'a' at position 2 is not a column digit 1-7",
                "line 3: move 7 plays column 1, which is full",
                "line 4: move 7 (column 1) completes four in a row: the game is already won",
                "line 5: ' ' at position 5 is not a column digit 1-7",
                "line 6: ' ' at position 1 is not a column digit 1-7",
            ]
        );
    }

    #[test]
    fn full_board_is_an_error() {
        // A drawn full board (no four in a row anywhere).
        let full = "656173566152215676422337377473141445425321";
        assert_eq!(Position::from_digits(full).unwrap().nb_moves(), 42);
        let (out, err) = run_str(&format!("{full}\n"), false, false);
        assert_eq!(out, "");
        assert_eq!(err.trim_end(), "line 1: the board is full: there is nothing to solve");
    }

    #[test]
    fn invalid_utf8_is_reported() {
        let mut out = Vec::new();
        let mut err = Vec::new();
        let input = b"\xff\n7422341735647741166133573473242566";
        run(&input[..], &mut out, &mut err, false, false).unwrap();
        assert_eq!(String::from_utf8(err).unwrap(), "line 1: not valid UTF-8\n");
        // The run goes on, and a last line without a newline is read too.
        assert_eq!(String::from_utf8(out).unwrap(), "7422341735647741166133573473242566 1\n");
    }

    #[test]
    fn analyze_prints_seven_scores_and_full_columns() {
        // Column 4 is full here.
        let p = "7422341735647741166133573473242566";
        let (out, err) = run_str(&format!("{p}\n"), true, false);
        assert_eq!(err, "");
        let fields: Vec<&str> = out.trim_end().split(' ').collect();
        assert_eq!(fields.len(), 8);
        assert_eq!(fields[0], p);
        let scores: Vec<i32> = fields[1..].iter().map(|f| f.parse().unwrap()).collect();
        let position = Position::from_digits(p).unwrap();
        for (col, &s) in scores.iter().enumerate() {
            assert_eq!(s == FULL_COLUMN, !position.can_play(col));
        }
        assert_eq!(scores.iter().max(), Some(&1));
    }

    #[test]
    fn stats_append_nodes_and_micros() {
        let p = "2252576253462244111563365343671351441";
        let (out, _) = run_str(&format!("{p}\n{p}\n"), false, true);
        let lines: Vec<&str> = out.lines().collect();
        assert_eq!(lines.len(), 2);
        for l in &lines {
            let f: Vec<&str> = l.split(' ').collect();
            assert_eq!(f.len(), 4);
            assert_eq!(f[0], p);
            assert_eq!(f[1], "-1");
            assert!(f[2].parse::<u64>().unwrap() > 0);
            f[3].parse::<u128>().unwrap();
        }
        // The table is cleared before each line, so the node counts are equal.
        assert_eq!(lines[0].split(' ').nth(2), lines[1].split(' ').nth(2));
        let (out, _) = run_str(&format!("{p}\n"), true, true);
        assert_eq!(out.trim_end().split(' ').count(), 10);
    }
}
