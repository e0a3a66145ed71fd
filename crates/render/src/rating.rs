//! Ratings, points and rating changes as short texts ("1512 ±45", "11½", "<@1> +12 → 1512").

use crate::tr;
use cuatro_game::Lang;
use cuatro_game::{RatingChange, Standing};

/// A float rounded to the nearest integer (NaN → 0, out-of-range values saturate).
pub(crate) fn rounded(x: f64) -> i64 {
    x.round() as i64
}

/// A signed difference with a true minus sign: `+12`, `−12`, `±0`.
pub(crate) fn signed(delta: i64) -> String {
    match delta {
        0 => "±0".to_string(),
        d if d > 0 => format!("+{d}"),
        d => format!("−{}", d.unsigned_abs()),
    }
}

/// Points (multiples of ½) as `11`, `11½` or `½`.
pub(crate) fn points_text(points: f64) -> String {
    let halves = rounded(points * 2.0);
    match (halves.div_euclid(2), halves.rem_euclid(2) == 1) {
        (0, true) => "½".to_string(),
        (whole, true) => format!("{whole}½"),
        (whole, false) => whole.to_string(),
    }
}

/// Rating and deviation rounded: `1512 ±45`; a standing that was never rated is `unrated`.
pub(crate) fn rating_text(standing: &Standing, lang: Lang) -> String {
    if standing.rated_at.is_none() {
        return tr!(lang, "rating-unrated");
    }
    format!("{} ±{}", rounded(standing.rating), rounded(standing.deviation))
}

/// Rating changes after a rated result: `<@1> +12 → 1512 · <@2> −12 → 1488`.
///
/// Ratings are rounded first and the change is the difference of the rounded values, so the numbers
/// shown always add up. The text has no words, so it reads the same in every language; an empty list
/// gives an empty text.
pub fn rating_change_text(changes: &[RatingChange], _lang: Lang) -> String {
    changes
        .iter()
        .map(|c| {
            let (before, after) = (rounded(c.before), rounded(c.after));
            format!("<@{}> {} → {after}", c.user_id, signed(after.saturating_sub(before)))
        })
        .collect::<Vec<_>>()
        .join(" · ")
}

#[cfg(test)]
mod tests {
    use super::*;

    fn change(user_id: u64, before: f64, after: f64) -> RatingChange {
        RatingChange { user_id, before, after }
    }

    #[test]
    fn changes_show_signs_and_new_ratings() {
        let text = rating_change_text(&[change(1, 1500.0, 1512.0), change(2, 1500.0, 1488.0)], Lang::En);
        assert_eq!(text, "<@1> +12 → 1512 · <@2> −12 → 1488");
        assert_eq!(rating_change_text(&[change(3, 1500.2, 1499.9)], Lang::Es), "<@3> ±0 → 1500");
        assert_eq!(rating_change_text(&[], Lang::En), "");
    }

    #[test]
    fn the_change_is_taken_from_the_rounded_ratings() {
        // 1500.4 → 1512.6 is +12.2 exactly, but shown as 1500 → 1513, so +13.
        assert_eq!(rating_change_text(&[change(1, 1500.4, 1512.6)], Lang::En), "<@1> +13 → 1513");
        assert_eq!(rating_change_text(&[change(1, 1500.6, 1488.4)], Lang::En), "<@1> −13 → 1488");
    }

    #[test]
    fn odd_values_do_not_panic() {
        let text = rating_change_text(
            &[change(u64::MAX, f64::NEG_INFINITY, f64::INFINITY), change(2, f64::NAN, 1.0)],
            Lang::En,
        );
        assert!(text.starts_with("<@18446744073709551615> +"), "{text}");
    }

    #[test]
    fn points_show_halves_as_point_five() {
        assert_eq!(points_text(0.0), "0");
        assert_eq!(points_text(11.0), "11");
        assert_eq!(points_text(11.5), "11½");
        assert_eq!(points_text(0.5), "½");
    }

    #[test]
    fn ratings_are_rounded_with_their_deviation() {
        let s = Standing {
            user_id: 1,
            rating: 1511.6,
            deviation: 44.5,
            volatility: 0.06,
            rated_at: Some(5),
            wins: 0,
            draws: 0,
            losses: 0,
        };
        assert_eq!(rating_text(&s, Lang::En), "1512 ±45");
        assert_eq!(rating_text(&Standing { rated_at: None, ..s }, Lang::Es), "sin puntuación");
    }
}
