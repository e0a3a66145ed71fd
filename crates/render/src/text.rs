//! Plain-text boards for the terminal: letters for colours, brackets for the winning line.

use cuatro_engine::{Game, Move, format_moves};

/// The board with a column header, row numbers, `R`/`Y`/`G` stones, `#` obstacles, `.` empty;
/// the last stone is marked `(R)` and winning cells `[R]`.
///
/// ```text
///     a  b  c  d  e  f  g
///  2  .  .  . (Y) .  .  .
///  1  .  .  .  R  .  .  .
/// ```
pub fn board_text(game: &Game) -> String {
    let b = game.board();
    let winning = game.winning_cells();
    let last = last_stone(game);
    let mut out = String::from("   ");
    for c in 0..b.width() {
        out.push_str(&format!("  {}", (b'a' + c) as char));
    }
    out.push('\n');
    for row in (0..b.height()).rev() {
        out.push_str(&format!("{:>2} ", row + 1));
        for col in 0..b.width() {
            let glyph = match b.at(col, row) {
                Some(colour) => colour.letter(),
                None if b.is_blocked(col, row) => '#',
                None => '.',
            };
            let cell = if winning.contains(&(col, row)) {
                format!("[{glyph}]")
            } else if last == Some((col, row)) {
                format!("({glyph})")
            } else {
                format!(" {glyph} ")
            };
            out.push_str(&cell);
        }
        out.truncate(out.trim_end().len());
        out.push('\n');
    }
    out
}

/// The cell of the stone the last drop placed (pops move no single stone into place).
fn last_stone(game: &Game) -> Option<(u8, u8)> {
    match game.moves().last()? {
        Move::Drop(c) => Some((*c, game.board().column_height(*c) - 1)),
        Move::Pop(_) => None,
    }
}

/// The move list in notation, numbered from 1: `1. d 2. d 3. c`.
pub fn moves_text(game: &Game) -> String {
    format_moves(game.moves(), 1)
}

#[cfg(test)]
mod tests {
    use super::*;
    use cuatro_engine::{Variant, parse_moves};

    fn game(moves: &str) -> Game {
        let mut g = Game::new(Variant::CLASSIC);
        for m in parse_moves(moves).unwrap() {
            g.play(m).unwrap();
        }
        g
    }

    #[test]
    fn golden_board_marks_the_last_stone() {
        let expected = "
     a  b  c  d  e  f  g
 6  .  .  .  .  .  .  .
 5  .  .  .  .  .  .  .
 4  .  .  .  .  .  .  .
 3  .  .  .  .  .  .  .
 2  .  .  . (Y) .  .  .
 1  .  .  .  R  .  .  .
";
        assert_eq!(board_text(&game("d d")), &expected[1..]);
    }

    #[test]
    fn golden_board_highlights_the_winning_line() {
        let g = game("d d a a b b c");
        let expected = "
     a  b  c  d  e  f  g
 6  .  .  .  .  .  .  .
 5  .  .  .  .  .  .  .
 4  .  .  .  .  .  .  .
 3  .  .  .  .  .  .  .
 2  Y  Y  .  Y  .  .  .
 1 [R][R][R][R] .  .  .
";
        assert_eq!(board_text(&g), &expected[1..]);
        assert_eq!(moves_text(&g), "1. d 2. d 3. a 4. a 5. b 6. b 7. c");
    }

    #[test]
    fn obstacles_show_as_hashes() {
        let g = Game::from_parts("obstacles".parse().unwrap(), &[1, 0, 0, 0, 0, 0, 1], &[]).unwrap();
        assert!(board_text(&g).ends_with(" 1  #  .  .  .  .  .  #\n"), "{}", board_text(&g));
    }
}
