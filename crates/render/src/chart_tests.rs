//! Tests of the rating chart: the PNG decoded, its line, band and bars found where the layout puts them.

use super::*;
use crate::i18n::Translate;

const DAY: Millis = 86_400_000;

fn history() -> RatingHistory {
    let start = 1_780_000_000_000; // 2026-05-28
    let point = |day: i64, rating: f64, deviation: f64| RatingPoint { at: start + day * DAY, rating, deviation };
    RatingHistory {
        points: vec![
            point(0, 1500.0, 350.0),
            point(3, 1580.0, 210.0),
            point(40, 1540.0, 150.0),
            point(90, 1660.0, 90.0),
        ],
        games: [0, 1, 3, 10, 11, 12, 40, 41, 88, 90].iter().map(|d| start + d * DAY).collect(),
    }
}

/// The decoded pixel that holds the point (`x`, `y`).
fn pixel(pixmap: &Pixmap, x: f32, y: f32) -> [u8; 4] {
    let c = pixmap.pixel(x.floor() as u32, y.floor() as u32).expect("inside the picture").demultiply();
    [c.red(), c.green(), c.blue(), c.alpha()]
}

fn near(a: [u8; 4], b: [u8; 4]) -> bool {
    a.iter().zip(b).all(|(x, y)| x.abs_diff(y) <= 24)
}

#[test]
fn the_chart_draws_the_line_through_each_rating_its_band_and_the_bars() {
    let history = history();
    let chart = rating_chart(&history, Lang::En).expect("a rated player has a chart");
    let picture = Pixmap::decode_png(&chart.png).expect("a PNG");
    assert_eq!((picture.width(), picture.height()), (WIDTH, HEIGHT));
    let layout = Layout::of(&history);
    for pair in history.points.windows(2) {
        for t in [0.0, 0.5, 1.0] {
            let at = pair[0].at + ((pair[1].at - pair[0].at) as f64 * t) as Millis;
            let rating = pair[0].rating + (pair[1].rating - pair[0].rating) * t;
            let (x, y) = (layout.x(at), layout.y(rating));
            assert!(near(pixel(&picture, x, y), LINE), "the line at {t} of {pair:?}: {:?}", pixel(&picture, x, y));
        }
    }
    // Inside the band (a deviation above the last point) but off the line: the band's tint.
    let last = history.points[3];
    let banded = pixel(&picture, layout.x(last.at) - 2.0, layout.y(last.rating + last.deviation));
    assert!(!near(banded, BACKGROUND) && !near(banded, LINE), "{banded:?}");
    // Below the band of the last point (1660 ± 180), inside the panel: the background.
    let below = pixel(&picture, layout.x(last.at) - 2.0, layout.y(1440.0));
    assert!(layout.y(1440.0) < layout.plot[3] - 4.0);
    assert!(near(below, BACKGROUND), "{below:?}");
    // May and June have the most games: their bars reach the panel's top.
    let months = games_per_month(&history.games);
    assert_eq!(months.iter().map(|m| m.1).collect::<Vec<_>>(), vec![3, 3, 2, 2], "{months:?}");
    let [left, top, right, bottom] = layout.bars;
    let slot = (right - left) / months.len() as f32;
    assert!(near(pixel(&picture, left + slot * 0.5, top + 2.0), BARS));
    assert!(near(pixel(&picture, left + slot * 2.5, bottom - 2.0), BARS));
    assert!(near(pixel(&picture, left + slot * 2.5, top + 2.0), BACKGROUND), "July's bar is shorter");
    assert_eq!(chart.alt, "Rating chart: 1500 to 1660 over 10 games, 2026-05 to 2026-08.");
}

#[test]
fn no_chart_without_a_rating_change_and_months_run_across_years() {
    let mut history = history();
    history.points.truncate(1);
    assert!(rating_chart(&history, Lang::Es).is_none());
    let months = games_per_month(&[1_764_000_000_000, 1_764_000_000_000 + 70 * DAY]);
    let names: Vec<&str> = months.iter().map(|m| m.0.as_str()).collect();
    assert_eq!(names, ["2025-11", "2025-12", "2026-01", "2026-02"]);
    assert_eq!(months.iter().map(|m| m.1).sum::<u32>(), 2);
    assert!(games_per_month(&[]).is_empty());
}

#[test]
fn everything_happening_at_once_still_spans_the_chart() {
    let at = 1_780_000_000_000;
    let history = RatingHistory {
        points: vec![
            RatingPoint { at, rating: 1500.0, deviation: 350.0 },
            RatingPoint { at, rating: 1662.0, deviation: 290.0 },
        ],
        games: vec![at],
    };
    let layout = Layout::of(&history);
    assert!(layout.to > layout.from && layout.high - layout.low >= 100.0, "{layout:?}");
    let chart = rating_chart(&history, Lang::En).expect("a chart");
    assert!(chart.png.len() < 64 * 1024, "{} bytes", chart.png.len());
}

#[test]
fn a_chart_of_two_years_of_weekly_matches_stays_small() {
    // Prints its render time and size: `cargo test --release --lib a_chart_of_two_years -- --nocapture`.
    let start = 1_720_000_000_000;
    let mut history = RatingHistory::default();
    let mut rng = cuatro_engine::Rng::new(7);
    let mut rating = 1500.0;
    for week in 0..104 {
        let at = start + week * 7 * DAY;
        history.games.extend([at, at + DAY]);
        rating += rng.below(81) as f64 - 38.0;
        let deviation = (350.0 - week as f64 * 3.0).max(60.0);
        history.points.push(RatingPoint { at: at + DAY, rating, deviation });
    }
    let started = std::time::Instant::now();
    let chart = rating_chart(&history, Lang::Es).expect("a chart");
    println!("rating chart, 104 rating periods and 25 months: {} bytes in {:?}", chart.png.len(), started.elapsed());
    assert!(chart.png.len() < 100 * 1024, "{} bytes", chart.png.len());
}

#[test]
fn the_legends_are_drawn_whole_in_every_language() {
    use super::super::font::has_glyph;
    for lang in Lang::ALL {
        for legend in [Msg::ChartRatingLegend, Msg::ChartGamesLegend] {
            let text = lang.t(legend);
            assert!(text.chars().all(has_glyph), "{}: {text:?} has a character the bitmap font lacks", lang.code());
        }
    }
}
