//! An indexed-colour canvas: rectangles, discs, rings, the X/O/triangle marks and 8×8 bitmap text.

use super::super::font::dots;

/// A picture of palette indices, row by row.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Canvas {
    pub width: usize,
    pub height: usize,
    pub pixels: Vec<u8>,
}

impl Canvas {
    pub fn new(width: usize, height: usize, fill: u8) -> Canvas {
        Canvas { width, height, pixels: vec![fill; width * height] }
    }

    #[cfg(test)]
    pub fn at(&self, x: usize, y: usize) -> u8 {
        self.pixels[y * self.width + x]
    }

    fn put(&mut self, x: i64, y: i64, colour: u8) {
        if x >= 0 && y >= 0 && (x as usize) < self.width && (y as usize) < self.height {
            self.pixels[y as usize * self.width + x as usize] = colour;
        }
    }

    pub fn rect(&mut self, x: usize, y: usize, w: usize, h: usize, colour: u8) {
        for yy in y..(y + h).min(self.height) {
            for xx in x..(x + w).min(self.width) {
                self.pixels[yy * self.width + xx] = colour;
            }
        }
    }

    /// Every pixel whose centre lies within `r_in..=r_out` of (`cx`, `cy`) (a disc when `r_in` is 0).
    pub fn ring(&mut self, cx: i64, cy: i64, r_in: f64, r_out: f64, colour: u8) {
        let reach = r_out.ceil() as i64;
        for dy in -reach..=reach {
            for dx in -reach..=reach {
                let d = ((dx * dx + dy * dy) as f64).sqrt();
                if d <= r_out && (r_in <= 0.0 || d >= r_in) {
                    self.put(cx + dx, cy + dy, colour);
                }
            }
        }
    }

    /// A thick X across the square of half-size `r` centred on (`cx`, `cy`).
    pub fn cross(&mut self, cx: i64, cy: i64, r: i64, thickness: f64, colour: u8) {
        for dy in -r..=r {
            for dx in -r..=r {
                let on_diagonal = ((dx - dy).abs() as f64) <= thickness || ((dx + dy).abs() as f64) <= thickness;
                if on_diagonal {
                    self.put(cx + dx, cy + dy, colour);
                }
            }
        }
    }

    /// A filled triangle pointing up, inside the square of half-size `r` centred on (`cx`, `cy`).
    pub fn triangle(&mut self, cx: i64, cy: i64, r: i64, colour: u8) {
        for dy in -r..=r {
            let half = (dy + r) / 2;
            for dx in -half..=half {
                self.put(cx + dx, cy + dy, colour);
            }
        }
    }

    /// `text` in the 8×8 font, `scale` pixels per font pixel, its top-left at (`x`, `y`); returns the width drawn.
    /// A character the font lacks is drawn as `?`.
    pub fn text(&mut self, x: usize, y: usize, text: &str, scale: usize, colour: u8) -> usize {
        dots(text, |dx, dy| self.rect(x + dx * scale, y + dy * scale, scale, scale, colour));
        text.chars().count() * 8 * scale
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn shapes_and_text_draw_inside_their_bounds() {
        let mut c = Canvas::new(40, 20, 0);
        c.ring(10, 10, 0.0, 5.0, 1);
        assert_eq!((c.at(10, 10), c.at(15, 10), c.at(16, 10), c.at(10, 4)), (1, 1, 0, 0));
        c.ring(10, 10, 3.0, 5.0, 2);
        assert_eq!((c.at(10, 10), c.at(14, 10)), (1, 2));
        let w = c.text(20, 2, "ñA", 1, 3);
        assert_eq!(w, 16);
        assert!(c.pixels.iter().filter(|&&p| p == 3).count() > 10);
        // Drawing off the edge is clipped, not a panic.
        c.ring(39, 19, 0.0, 8.0, 4);
        c.text(36, 15, "xx", 2, 4);
    }
}
