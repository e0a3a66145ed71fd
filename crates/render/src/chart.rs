//! The rating chart of `/connect4 stats`: a PNG of a player's rating over time with its uncertainty band, and
//! their games per month.

use super::font::dots;
use super::i18n::Msg;
use super::replay::date_of;
use crate::i18n::Translate;
use cuatro_game::{Lang, Millis, RatingHistory, RatingPoint};
use tiny_skia::{Color, FillRule, Mask, Paint, PathBuilder, Pixmap, Rect, Stroke, Transform};

/// The picture's size in pixels.
pub const WIDTH: u32 = 640;
pub const HEIGHT: u32 = 360;
/// Font pixels per 8×8 glyph pixel.
const TEXT_SCALE: f32 = 2.0;
const GLYPH: f32 = 8.0 * TEXT_SCALE;

const BACKGROUND: [u8; 4] = [0x31, 0x33, 0x38, 0xff];
const GRID: [u8; 4] = [0x4e, 0x50, 0x58, 0xff];
const TEXT: [u8; 4] = [0xdb, 0xde, 0xe1, 0xff];
/// The rating line, and its band (the same, faint).
pub const LINE: [u8; 4] = [0x58, 0x65, 0xf2, 0xff];
const BAND: [u8; 4] = [0x58, 0x65, 0xf2, 0x50];
pub const BARS: [u8; 4] = [0x57, 0xf2, 0x87, 0xff];
/// The rating line's width in pixels.
const LINE_WIDTH: f32 = 3.0;

/// A drawn chart: the PNG and its alt text.
#[derive(Debug, Clone)]
pub struct Chart {
    pub png: Vec<u8>,
    pub alt: String,
}

/// Where things go on the picture: the rating panel above, the games-per-month panel below.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Layout {
    /// The rating panel's left, top, right and bottom edges.
    pub plot: [f32; 4],
    /// The bars' panel (same left and right).
    pub bars: [f32; 4],
    /// The time span of the x axis.
    pub from: Millis,
    pub to: Millis,
    /// The ratings at the rating panel's bottom and top edges.
    pub low: f64,
    pub high: f64,
}

impl Layout {
    /// The layout for `history`: the time from its first to its last game, ratings from below its lowest to
    /// above its highest point, on whole hundreds (the band is clipped to the panel).
    pub fn of(history: &RatingHistory) -> Layout {
        let first = history.points.first().map_or(0, |p| p.at);
        let last = history.games.last().copied().unwrap_or(first).max(history.points.last().map_or(first, |p| p.at));
        // One day on each side when everything happened at once.
        let (from, to) = if last > first { (first, last) } else { (first - 86_400_000, last + 86_400_000) };
        let ratings = history.points.iter().map(|p| p.rating);
        let low = ((ratings.clone().fold(f64::INFINITY, f64::min) - 50.0) / 100.0).floor() * 100.0;
        let high = ((ratings.fold(f64::NEG_INFINITY, f64::max) + 50.0) / 100.0).ceil() * 100.0;
        let left = 8.0 + 4.0 * GLYPH + 8.0;
        let right = WIDTH as f32 - 16.0;
        Layout {
            plot: [left, 12.0 + GLYPH + 8.0, right, 232.0],
            bars: [left, 262.0 + GLYPH, right, HEIGHT as f32 - 12.0 - GLYPH - 6.0],
            from,
            to,
            low,
            high: high.max(low + 100.0),
        }
    }

    /// The x of time `at`.
    pub fn x(&self, at: Millis) -> f32 {
        let [left, _, right, _] = self.plot;
        left + (right - left) * ((at - self.from) as f64 / (self.to - self.from) as f64) as f32
    }

    /// The y of `rating` (outside the panel when the rating is).
    pub fn y(&self, rating: f64) -> f32 {
        let [_, top, _, bottom] = self.plot;
        bottom - (bottom - top) * ((rating - self.low) / (self.high - self.low)) as f32
    }
}

/// The chart of `history` with its legends in `lang`; `None` when no rating period ever changed the rating.
pub fn rating_chart(history: &RatingHistory, lang: Lang) -> Option<Chart> {
    if !history.is_rated() {
        return None;
    }
    let layout = Layout::of(history);
    let mut pixmap = Pixmap::new(WIDTH, HEIGHT)?;
    pixmap.fill(Color::from_rgba8(BACKGROUND[0], BACKGROUND[1], BACKGROUND[2], BACKGROUND[3]));
    draw_grid(&mut pixmap, &layout);
    draw_band(&mut pixmap, &layout, &history.points);
    draw_line(&mut pixmap, &layout, &history.points);
    let months = games_per_month(&history.games);
    draw_bars(&mut pixmap, &layout, &months);
    text(&mut pixmap, layout.plot[0], 8.0, &lang.t(Msg::ChartRatingLegend), TEXT);
    text(&mut pixmap, layout.bars[0], layout.bars[1] - GLYPH - 6.0, &lang.t(Msg::ChartGamesLegend), TEXT);
    let png = pixmap.encode_png().ok()?;
    let (first, last) = (history.points[0], history.points[history.points.len() - 1]);
    let (first_month, last_month) =
        (months.first().map_or("", |m| m.0.as_str()), months.last().map_or("", |m| m.0.as_str()));
    let alt = lang.t(Msg::ChartAlt {
        from: first.rating.round() as i64,
        to: last.rating.round() as i64,
        games: history.games.len(),
        first: first_month,
        last: last_month,
    });
    Some(Chart { png, alt })
}

/// The games of each month (`YYYY-MM`, UTC) from the first game's month to the last's, empty months included.
pub fn games_per_month(games: &[Millis]) -> Vec<(String, u32)> {
    let month_of = |at: Millis| {
        let date = date_of(at);
        let (year, month) = (date[..4].parse::<i32>().unwrap_or(1970), date[5..7].parse::<u32>().unwrap_or(1));
        year * 12 + month as i32 - 1
    };
    let (Some(&first), Some(&last)) = (games.first(), games.last()) else { return Vec::new() };
    let (first, last) = (month_of(first), month_of(last));
    let mut months: Vec<(String, u32)> =
        (first..=last).map(|m| (format!("{:04}-{:02}", m.div_euclid(12), m.rem_euclid(12) + 1), 0)).collect();
    for &at in games {
        months[(month_of(at) - first) as usize].1 += 1;
    }
    months
}

fn paint(colour: [u8; 4]) -> Paint<'static> {
    let mut paint = Paint::default();
    paint.set_color_rgba8(colour[0], colour[1], colour[2], colour[3]);
    paint.anti_alias = true;
    paint
}

fn fill_rect(pixmap: &mut Pixmap, x: f32, y: f32, w: f32, h: f32, colour: [u8; 4]) {
    if let Some(rect) = Rect::from_xywh(x, y, w, h) {
        pixmap.fill_rect(rect, &paint(colour), Transform::identity(), None);
    }
}

/// `line` in the bitmap font, its top-left at (`x`, `y`).
fn text(pixmap: &mut Pixmap, x: f32, y: f32, line: &str, colour: [u8; 4]) {
    dots(line, |dx, dy| {
        fill_rect(pixmap, x + dx as f32 * TEXT_SCALE, y + dy as f32 * TEXT_SCALE, TEXT_SCALE, TEXT_SCALE, colour);
    });
}

/// Horizontal lines every hundred (or more when the range is wide) with their ratings on the left.
fn draw_grid(pixmap: &mut Pixmap, layout: &Layout) {
    let [left, _, right, _] = layout.plot;
    let step = match layout.high - layout.low {
        span if span > 1_000.0 => 400.0,
        span if span > 500.0 => 200.0,
        _ => 100.0,
    };
    let mut rating = (layout.low / step).ceil() * step;
    while rating <= layout.high {
        let y = layout.y(rating).round();
        fill_rect(pixmap, left, y, right - left, 1.0, GRID);
        let label = format!("{rating:.0}");
        let width = label.len() as f32 * GLYPH;
        text(pixmap, left - 8.0 - width, y - GLYPH / 2.0, &label, TEXT);
        rating += step;
    }
}

/// The band of ± two deviations around the line, clipped to the rating panel.
fn draw_band(pixmap: &mut Pixmap, layout: &Layout, points: &[RatingPoint]) {
    let mut band = PathBuilder::new();
    for (i, p) in points.iter().enumerate() {
        let (x, y) = (layout.x(p.at), layout.y(p.rating + 2.0 * p.deviation));
        if i == 0 { band.move_to(x, y) } else { band.line_to(x, y) }
    }
    for p in points.iter().rev() {
        band.line_to(layout.x(p.at), layout.y(p.rating - 2.0 * p.deviation));
    }
    band.close();
    let [left, top, right, bottom] = layout.plot;
    let (Some(band), Some(panel)) = (band.finish(), Rect::from_ltrb(left, top, right, bottom)) else { return };
    let Some(mut clip) = Mask::new(WIDTH, HEIGHT) else { return };
    clip.fill_path(&PathBuilder::from_rect(panel), FillRule::Winding, false, Transform::identity());
    pixmap.fill_path(&band, &paint(BAND), FillRule::Winding, Transform::identity(), Some(&clip));
}

/// The rating line through the points.
fn draw_line(pixmap: &mut Pixmap, layout: &Layout, points: &[RatingPoint]) {
    let mut line = PathBuilder::new();
    for (i, p) in points.iter().enumerate() {
        let (x, y) = (layout.x(p.at), layout.y(p.rating));
        if i == 0 { line.move_to(x, y) } else { line.line_to(x, y) }
    }
    let Some(line) = line.finish() else { return };
    let stroke = Stroke {
        width: LINE_WIDTH,
        line_join: tiny_skia::LineJoin::Round,
        line_cap: tiny_skia::LineCap::Round,
        ..Stroke::default()
    };
    pixmap.stroke_path(&line, &paint(LINE), &stroke, Transform::identity(), None);
}

/// One bar per month, the tallest filling the panel, with the first and last months named under them.
fn draw_bars(pixmap: &mut Pixmap, layout: &Layout, months: &[(String, u32)]) {
    let [left, top, right, bottom] = layout.bars;
    fill_rect(pixmap, left, bottom, right - left, 1.0, GRID);
    let most = months.iter().map(|m| m.1).max().unwrap_or(0).max(1) as f32;
    let slot = (right - left) / months.len().max(1) as f32;
    for (i, (_, games)) in months.iter().enumerate() {
        let height = (bottom - top) * *games as f32 / most;
        let x = left + slot * i as f32 + slot * 0.15;
        fill_rect(pixmap, x, bottom - height, slot * 0.7, height, BARS);
    }
    let most_label = format!("{}", most as u32);
    text(pixmap, left - 8.0 - most_label.len() as f32 * GLYPH, top, &most_label, TEXT);
    if let (Some(first), Some(last)) = (months.first(), months.last()) {
        text(pixmap, left, bottom + 6.0, &first.0, TEXT);
        if months.len() > 1 {
            text(pixmap, right - last.0.len() as f32 * GLYPH, bottom + 6.0, &last.0, TEXT);
        }
    }
}

#[cfg(test)]
#[path = "chart_tests.rs"]
mod tests;
