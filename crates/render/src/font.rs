//! The pictures' text: an 8×8 bitmap font covering Latin-1, built into the binary (no system font is read).

use font8x8::{BASIC_FONTS, LATIN_FONTS, UnicodeFonts};

/// The glyph of `ch` (Latin-1 covered), or `?`: eight rows, bit `c` of a row is column `c` from the left.
pub fn glyph(ch: char) -> [u8; 8] {
    BASIC_FONTS.get(ch).or_else(|| LATIN_FONTS.get(ch)).or_else(|| BASIC_FONTS.get('?')).unwrap_or([0; 8])
}

/// Whether the font draws `ch` itself (not as `?`).
pub fn has_glyph(ch: char) -> bool {
    BASIC_FONTS.get(ch).or_else(|| LATIN_FONTS.get(ch)).is_some()
}

/// Calls `dot(x, y)` for each pixel of `text` drawn with its top-left at the origin, one font pixel per unit.
pub fn dots(text: &str, mut dot: impl FnMut(usize, usize)) {
    for (i, ch) in text.chars().enumerate() {
        for (row, bits) in glyph(ch).iter().enumerate() {
            for col in (0..8).filter(|col| bits & (1 << col) != 0) {
                dot(i * 8 + col, row);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn latin1_is_drawn_and_the_rest_falls_back_to_a_question_mark() {
        assert!(has_glyph('ñ') && has_glyph('é') && has_glyph('·') && !has_glyph('ş') && !has_glyph('🔴'));
        assert_eq!(glyph('ş'), glyph('?'));
        let mut count = 0;
        dots("1", |x, y| {
            assert!(x < 8 && y < 8);
            count += 1;
        });
        assert!(count > 5, "a digit has dots");
    }
}
