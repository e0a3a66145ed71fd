//! Moves and their notation: `1. d 2. d 3. c^` (letters from the left, `^` = pop) and Pons digits.

use std::fmt;

/// A move: drop a stone into a column, or pop one's own bottom stone out of it (0-based column).
/// Ordered drops first, then pops, each left to right.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Move {
    Drop(u8),
    Pop(u8),
}

impl Move {
    pub fn column(self) -> u8 {
        match self {
            Move::Drop(c) | Move::Pop(c) => c,
        }
    }

    pub fn is_pop(self) -> bool {
        matches!(self, Move::Pop(_))
    }
}

impl fmt::Display for Move {
    /// The notation token without a number: `d`, `d^`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let letter = (b'a' + self.column()) as char;
        match self {
            Move::Drop(_) => write!(f, "{letter}"),
            Move::Pop(_) => write!(f, "{letter}^"),
        }
    }
}

/// Where and why move text could not be read.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum NotationError {
    #[error("unexpected `{found}` at character {at} (a move is a column letter a-j, `^` after it for a pop)")]
    Unexpected { at: usize, found: char },
    #[error("a move number at character {at} is not followed by `.`")]
    NumberWithoutDot { at: usize },
    #[error("`^` at character {at} does not follow a column letter")]
    StrayCaret { at: usize },
    #[error("`{found}` at character {at} is not a column digit 1-9")]
    BadDigit { at: usize, found: char },
    #[error("a line holds one move, and a second one starts at character {at}")]
    SecondMove { at: usize },
    #[error("no move given")]
    NoMove,
}

/// Parses a move list in notation: tokens `(N.)? [a-j] ^?`, case-insensitive, numbers optional
/// (their values are not checked), separated by white space or written together (`ddc^`).
pub fn parse_moves(text: &str) -> Result<Vec<Move>, NotationError> {
    Ok(parse_moves_at(text)?.into_iter().map(|(_, mv)| mv).collect())
}

/// [`parse_moves`] keeping where each move starts in `text` (a byte offset: its number, else its letter).
fn parse_moves_at(text: &str) -> Result<Vec<(usize, Move)>, NotationError> {
    let mut moves = Vec::new();
    let mut number_at = None;
    let mut chars = text.char_indices().peekable();
    while let Some((at, ch)) = chars.next() {
        match ch.to_ascii_lowercase() {
            c if c.is_whitespace() => {}
            c @ 'a'..='j' => {
                let col = c as u8 - b'a';
                let start = number_at.take().unwrap_or(at);
                if chars.next_if(|&(_, c)| c == '^').is_some() {
                    moves.push((start, Move::Pop(col)));
                } else {
                    moves.push((start, Move::Drop(col)));
                }
            }
            c if c.is_ascii_digit() => {
                number_at = Some(at);
                while chars.next_if(|(_, c)| c.is_ascii_digit()).is_some() {}
                if chars.next_if(|&(_, c)| c == '.').is_none() {
                    return Err(NotationError::NumberWithoutDot { at });
                }
            }
            '^' => return Err(NotationError::StrayCaret { at }),
            _ => return Err(NotationError::Unexpected { at, found: ch }),
        }
    }
    Ok(moves)
}

/// Parses one token, e.g. `4`, `d`, `D^`, `12. d` (a lone digit is a 1-based column). Error positions count
/// characters of the token without its surrounding blanks.
pub fn parse_token(token: &str) -> Result<Move, NotationError> {
    let t = token.trim();
    if let Some(d) = t.strip_suffix('^').filter(|d| d.len() == 1 && d.as_bytes()[0].is_ascii_digit()) {
        return parse_digits(d).map(|m| Move::Pop(m[0].column()));
    }
    if t.len() == 1 && t.as_bytes()[0].is_ascii_digit() {
        return parse_digits(t).map(|m| m[0]);
    }
    let moves = parse_moves_at(t)?;
    match moves.as_slice() {
        [(_, one)] => Ok(*one),
        [] => Err(NotationError::NoMove),
        [_, (second, _), ..] => Err(NotationError::SecondMove { at: *second }),
    }
}

/// Writes a move list with numbers: `1. d 2. d 3. c^`, numbering from `first`.
pub fn format_moves(moves: &[Move], first: usize) -> String {
    let mut out = String::new();
    for (i, m) in moves.iter().enumerate() {
        if i > 0 {
            out.push(' ');
        }
        out.push_str(&format!("{}. {m}", first + i));
    }
    out
}

/// The compact form stored in records: tokens without numbers or spaces, `ddc^`.
pub fn compact_moves(moves: &[Move]) -> String {
    moves.iter().map(Move::to_string).collect()
}

/// Pascal Pons' position format: 1-based column digits, drops only (`4453`).
pub fn parse_digits(text: &str) -> Result<Vec<Move>, NotationError> {
    text.char_indices()
        .map(|(at, ch)| match ch {
            '1'..='9' => Ok(Move::Drop(ch as u8 - b'1')),
            _ => Err(NotationError::BadDigit { at, found: ch }),
        })
        .collect()
}

/// Drops as 1-based digits; `None` if a move is a pop or beyond column 9.
pub fn format_digits(moves: &[Move]) -> Option<String> {
    moves
        .iter()
        .map(|m| match m {
            Move::Drop(c) if *c < 9 => Some((b'1' + c) as char),
            _ => None,
        })
        .collect()
}

/// A cell name, `d1` = bottom of the fourth column.
pub fn cell_name(col: u8, row: u8) -> String {
    format!("{}{}", (b'a' + col) as char, row + 1)
}

/// Parses a cell name like `d1` (column a-j, row from 1).
pub fn parse_cell(text: &str) -> Option<(u8, u8)> {
    let mut chars = text.chars();
    let col = chars.next()?.to_ascii_lowercase();
    if !('a'..='j').contains(&col) {
        return None;
    }
    let row: u8 = chars.as_str().parse().ok()?;
    (1..=10).contains(&row).then(|| (col as u8 - b'a', row - 1))
}

#[cfg(test)]
mod tests {
    use super::*;
    use Move::*;

    #[test]
    fn notation_accepts_numbers_case_and_carets() {
        let expected = vec![Drop(3), Drop(3), Drop(2), Pop(3)];
        for text in ["1. d 2. d 3. c 4. d^", "d d c d^", "D D C D^", "ddcd^", "1.d 2.d 3.c 4.d^", " d\td  c d^ "] {
            assert_eq!(parse_moves(text).unwrap(), expected, "{text}");
        }
        assert_eq!(parse_moves("").unwrap(), vec![]);
        assert_eq!(parse_moves("j").unwrap(), vec![Drop(9)]);
    }

    #[test]
    fn notation_rejects_garbage_with_the_position() {
        assert_eq!(parse_moves("d k").unwrap_err(), NotationError::Unexpected { at: 2, found: 'k' });
        assert_eq!(parse_moves("d 3 c").unwrap_err(), NotationError::NumberWithoutDot { at: 2 });
        assert_eq!(parse_moves("^d").unwrap_err(), NotationError::StrayCaret { at: 0 });
        assert_eq!(parse_moves("d ^").unwrap_err(), NotationError::StrayCaret { at: 2 });
        assert!(parse_moves("d,d").is_err());
    }

    #[test]
    fn format_round_trips() {
        let moves = vec![Drop(0), Pop(9), Drop(4)];
        assert_eq!(format_moves(&moves, 1), "1. a 2. j^ 3. e");
        assert_eq!(parse_moves(&format_moves(&moves, 1)).unwrap(), moves);
        assert_eq!(compact_moves(&moves), "aj^e");
        assert_eq!(parse_moves(&compact_moves(&moves)).unwrap(), moves);
    }

    #[test]
    fn tokens_accept_digits_and_letters() {
        assert_eq!(parse_token("4").unwrap(), Drop(3));
        assert_eq!(parse_token("d").unwrap(), Drop(3));
        assert_eq!(parse_token("D^").unwrap(), Pop(3));
        assert_eq!(parse_token("4^").unwrap(), Pop(3));
        assert_eq!(parse_token("7. d").unwrap(), Drop(3));
        assert!(parse_token("dd").is_err());
        assert!(parse_token("0").is_err());
        assert!(parse_token("").is_err());
        assert!(parse_token("x").is_err());
    }

    #[test]
    fn a_token_with_two_moves_names_where_the_second_starts() {
        let err = parse_token("d d d d").unwrap_err();
        assert_eq!(err, NotationError::SecondMove { at: 2 });
        assert_eq!(err.to_string(), "a line holds one move, and a second one starts at character 2");
        assert_eq!(parse_token("1. c 2. e"), Err(NotationError::SecondMove { at: 5 }));
        assert_eq!(parse_token("dx"), Err(NotationError::Unexpected { at: 1, found: 'x' }));
        assert_eq!(parse_token("1."), Err(NotationError::NoMove));
    }

    #[test]
    fn digits_round_trip() {
        let moves = parse_digits("4453").unwrap();
        assert_eq!(moves, vec![Drop(3), Drop(3), Drop(4), Drop(2)]);
        assert_eq!(format_digits(&moves).unwrap(), "4453");
        assert!(parse_digits("4403").is_err());
        assert_eq!(format_digits(&[Pop(1)]), None);
    }

    #[test]
    fn cells_have_names() {
        assert_eq!(cell_name(3, 0), "d1");
        assert_eq!(parse_cell("d1"), Some((3, 0)));
        assert_eq!(parse_cell("J10"), Some((9, 9)));
        assert_eq!(parse_cell("k1"), None);
        assert_eq!(parse_cell("a0"), None);
    }

    use proptest::prelude::*;

    fn any_move() -> impl Strategy<Value = Move> {
        (any::<bool>(), 0u8..10).prop_map(|(pop, c)| if pop { Pop(c) } else { Drop(c) })
    }

    proptest! {
        #[test]
        fn parsers_never_panic_on_any_text(text in ".{0,40}") {
            let _ = parse_moves(&text);
            let _ = parse_token(&text);
            let _ = parse_digits(&text);
            let _ = parse_cell(&text);
        }

        #[test]
        fn every_move_list_round_trips(moves in prop::collection::vec(any_move(), 0..50), first in 1usize..100) {
            prop_assert_eq!(parse_moves(&format_moves(&moves, first)).unwrap(), moves.clone());
            prop_assert_eq!(parse_moves(&compact_moves(&moves)).unwrap(), moves);
        }
    }
}
