//! Rating periods: idle periods widen a deviation, and a closing period rates a pair of players on their games.

use super::glicko2::{Outcome, Rating};

/// One Glicko-2 rating period, in milliseconds; idle time widens a deviation once per whole period.
pub const RATING_PERIOD_MS: i64 = 7 * 24 * 3600 * 1000;

/// A rated game between two players, as the rating update needs it.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct RatedGame {
    pub red: u64,
    pub yellow: u64,
    /// Red's points: 1 win, ½ draw, 0 loss.
    pub red_points: f64,
}

impl RatedGame {
    /// `user`'s score in this game, if they played it.
    pub fn score_of(&self, user: u64) -> Option<f64> {
        if self.red == user {
            Some(self.red_points)
        } else if self.yellow == user {
            Some(1.0 - self.red_points)
        } else {
            None
        }
    }
}

/// `rating`, last updated at `rated_at` (milliseconds; `None` = never), as of `now`: its deviation widened by
/// the whole idle rating periods in between.
pub fn rating_at(rating: Rating, rated_at: Option<i64>, now: i64) -> Rating {
    match rated_at {
        Some(at) if now - at >= RATING_PERIOD_MS => rating.idle(((now - at) / RATING_PERIOD_MS) as f64),
        _ => rating,
    }
}

/// `user`'s outcomes in `games` against an opponent rated `opponent`.
fn outcomes(user: u64, games: &[RatedGame], opponent: Rating) -> Vec<Outcome> {
    games.iter().filter_map(|g| g.score_of(user)).map(|score| Outcome { opponent, score }).collect()
}

/// Closes a rating period for the pair `red` and `yellow` (user, rating as of now): each player's Glicko-2
/// update from their scores in `games` against the other's rating before this update. `None` when either of
/// them played none of `games`.
pub fn rate_pair(red: (u64, Rating), yellow: (u64, Rating), games: &[RatedGame]) -> Option<(Rating, Rating)> {
    let red_games = outcomes(red.0, games, yellow.1);
    let yellow_games = outcomes(yellow.0, games, red.1);
    if red_games.is_empty() || yellow_games.is_empty() {
        return None;
    }
    Some((red.1.updated(&red_games), yellow.1.updated(&yellow_games)))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_game_scores_for_its_two_players_only() {
        let game = RatedGame { red: 1, yellow: 2, red_points: 0.5 };
        assert_eq!((game.score_of(1), game.score_of(2), game.score_of(3)), (Some(0.5), Some(0.5), None));
        let win = RatedGame { red: 1, yellow: 2, red_points: 1.0 };
        assert_eq!((win.score_of(1), win.score_of(2)), (Some(1.0), Some(0.0)));
    }

    #[test]
    fn only_whole_idle_periods_widen_the_deviation() {
        let settled = Rating { rating: 1700.0, deviation: 50.0, volatility: 0.06 };
        assert_eq!(rating_at(settled, None, 10 * RATING_PERIOD_MS), settled, "never rated: nothing to widen");
        assert_eq!(rating_at(settled, Some(0), RATING_PERIOD_MS - 1), settled);
        assert_eq!(rating_at(settled, Some(0), RATING_PERIOD_MS), settled.idle(1.0));
        assert_eq!(rating_at(settled, Some(5), 3 * RATING_PERIOD_MS + 4), settled.idle(2.0));
    }

    #[test]
    fn a_pair_is_rated_on_its_games_against_each_others_rating_before() {
        let (a, b) = (Rating::default(), Rating { rating: 1600.0, deviation: 80.0, volatility: 0.06 });
        let games = [
            RatedGame { red: 1, yellow: 2, red_points: 1.0 },
            RatedGame { red: 2, yellow: 1, red_points: 0.5 },
            RatedGame { red: 3, yellow: 1, red_points: 1.0 },
        ];
        let (a_after, b_after) = rate_pair((1, a), (2, b), &games[..2]).unwrap();
        let a_expected = a.updated(&[Outcome { opponent: b, score: 1.0 }, Outcome { opponent: b, score: 0.5 }]);
        let b_expected = b.updated(&[Outcome { opponent: a, score: 0.0 }, Outcome { opponent: a, score: 0.5 }]);
        assert_eq!((a_after, b_after), (a_expected, b_expected));
        assert_eq!(rate_pair((1, a), (2, b), &games[2..]), None, "2 played none of them");
        assert_eq!(rate_pair((1, a), (2, b), &[]), None);
    }
}
