//! Finished games applied to players' standings, one at a time or a server's whole history: pure, no SQL.

use cuatro_game::rating::{RatedGame, Rating, rate_pair, rating_at};
use cuatro_game::{FinishedGame, Millis, RatingChange, RatingHistory, RatingPoint, Standing};
use std::collections::HashMap;

/// The two players' standings after a game, and the rating changes when it closed a rating period.
#[derive(Debug, Clone, PartialEq)]
pub(super) struct Applied {
    pub red: Standing,
    pub yellow: Standing,
    pub changes: Vec<RatingChange>,
}

/// The (red, yellow) players of a game that counts in a server's standings: two distinct humans on a server.
pub(super) fn pvp_players(game: &FinishedGame) -> Option<(u64, u64)> {
    match (game.guild_id, game.red, game.yellow) {
        (Some(_), Some(red), Some(yellow)) if red != yellow => Some((red, yellow)),
        _ => None,
    }
}

/// The game's rated part, when it is a rated PvP game.
fn rated_game(game: &FinishedGame) -> Option<RatedGame> {
    let (red, yellow) = pvp_players(game)?;
    game.rated.then(|| RatedGame { red, yellow, red_points: game.points().0 })
}

/// A player's standing before any game: 1500 / 350 / 0.06, never rated, no games.
pub(super) fn new_standing(user_id: u64) -> Standing {
    let rating = Rating::default();
    Standing {
        user_id,
        rating: rating.rating,
        deviation: rating.deviation,
        volatility: rating.volatility,
        rated_at: None,
        wins: 0,
        draws: 0,
        losses: 0,
    }
}

/// The standing's rating, its deviation widened by the whole idle rating periods between `rated_at` and `now`.
fn rating_of(standing: &Standing, now: Millis) -> Rating {
    let rating = Rating { rating: standing.rating, deviation: standing.deviation, volatility: standing.volatility };
    rating_at(rating, standing.rated_at, now)
}

/// Counts one result with `points` (1, ½ or 0) in the standing's W/D/L.
fn count_result(standing: &mut Standing, points: f64) {
    if points >= 1.0 {
        standing.wins += 1;
    } else if points > 0.0 {
        standing.draws += 1;
    } else {
        standing.losses += 1;
    }
}

/// Sets a standing's rating to `rating`, rated at `at`.
fn rerated(standing: Standing, rating: Rating, at: Millis) -> Standing {
    Standing {
        rating: rating.rating,
        deviation: rating.deviation,
        volatility: rating.volatility,
        rated_at: Some(at),
        ..standing
    }
}

/// Applies one finished game to its players' standings (`red` and `yellow`, as stored before it; see
/// [`new_standing`]). `earlier` holds the session's other rated games between the same two players already
/// applied (in a multi-seat session, each pair of players is a row of its own).
///
/// A PvP game on a server adds W/D/L to both players. When it closes a rating period, both ratings are
/// updated by Glicko-2 from every rated game of the session (`earlier` plus this one, if rated), each player
/// against the other's rating before this update; both deviations are first widened by the idle periods since
/// each player's last rating. Other games (vs-CPU, DMs) change nothing.
pub(super) fn apply_game(game: &FinishedGame, earlier: &[RatedGame], red: Standing, yellow: Standing) -> Applied {
    let mut applied = Applied { red, yellow, changes: Vec::new() };
    if pvp_players(game) != Some((red.user_id, yellow.user_id)) {
        return applied;
    }
    let (red_points, yellow_points) = game.points();
    count_result(&mut applied.red, red_points);
    count_result(&mut applied.yellow, yellow_points);
    if !game.closes_period {
        return applied;
    }
    let mut rated = earlier.to_vec();
    rated.extend(rated_game(game));
    let (red_before, yellow_before) = (rating_of(&red, game.finished_at), rating_of(&yellow, game.finished_at));
    let Some((red_after, yellow_after)) = rate_pair((red.user_id, red_before), (yellow.user_id, yellow_before), &rated)
    else {
        return applied;
    };
    applied.red = rerated(applied.red, red_after, game.finished_at);
    applied.yellow = rerated(applied.yellow, yellow_after, game.finished_at);
    applied.changes = vec![
        RatingChange { user_id: red.user_id, before: red.rating, after: red_after.rating },
        RatingChange { user_id: yellow.user_id, before: yellow.rating, after: yellow_after.rating },
    ];
    applied
}

/// The order in which results are applied: by finish time, then session, then game number.
pub(super) fn replay_key(game: &FinishedGame) -> (Millis, u64, u8) {
    (game.finished_at, game.session_id, game.game_no)
}

/// Replays one server's results (in replay order) into standings keyed by (variant, user): results at or
/// before `reset` only count as the session's earlier games (those between the same two players).
pub(super) fn replay(
    games: impl Iterator<Item = FinishedGame>,
    reset: Option<Millis>,
) -> HashMap<(String, u64), Standing> {
    replay_observed(games, reset, |_, _| {})
}

/// [`replay`], telling `observe` each game applied to the standings (after `reset`) and what it made of them.
fn replay_observed(
    games: impl Iterator<Item = FinishedGame>,
    reset: Option<Millis>,
    mut observe: impl FnMut(&FinishedGame, &Applied),
) -> HashMap<(String, u64), Standing> {
    let mut standings: HashMap<(String, u64), Standing> = HashMap::new();
    let mut pairs: HashMap<(u64, u64, u64), Vec<RatedGame>> = HashMap::new();
    for game in games {
        let rated = rated_game(&game);
        let Some((red_id, yellow_id)) = pvp_players(&game) else { continue };
        let pair = (game.session_id, red_id.min(yellow_id), red_id.max(yellow_id));
        if reset.is_none_or(|reset| game.finished_at > reset) {
            let key = |user| (game.variant.clone(), user);
            let red = standings.get(&key(red_id)).copied().unwrap_or_else(|| new_standing(red_id));
            let yellow = standings.get(&key(yellow_id)).copied().unwrap_or_else(|| new_standing(yellow_id));
            let earlier = if game.closes_period { pairs.get(&pair).cloned() } else { None };
            let applied = apply_game(&game, earlier.as_deref().unwrap_or_default(), red, yellow);
            observe(&game, &applied);
            standings.insert(key(red_id), applied.red);
            standings.insert(key(yellow_id), applied.yellow);
        }
        if let Some(rated) = rated {
            pairs.entry(pair).or_default().push(rated);
        }
    }
    standings
}

/// `user`'s rating history in `variant`, replayed from one server's results (in replay order) as
/// [`replay`] does, so its last point is the standing the leaderboard shows.
pub(super) fn rating_history(
    games: impl Iterator<Item = FinishedGame>,
    reset: Option<Millis>,
    variant: &str,
    user: u64,
) -> RatingHistory {
    let mut history = RatingHistory::default();
    let of_variant = games.filter(|game| game.variant == variant);
    replay_observed(of_variant, reset, |game, applied| {
        let standing = match (applied.red.user_id, applied.yellow.user_id) {
            (red, _) if red == user => applied.red,
            (_, yellow) if yellow == user => applied.yellow,
            _ => return,
        };
        if history.games.is_empty() {
            let start = new_standing(user);
            history.points.push(RatingPoint { at: game.finished_at, rating: start.rating, deviation: start.deviation });
        }
        history.games.push(game.finished_at);
        if applied.changes.iter().any(|change| change.user_id == user) {
            history.points.push(RatingPoint {
                at: game.finished_at,
                rating: standing.rating,
                deviation: standing.deviation,
            });
        }
    });
    history
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::{a_match, close, pvp};
    use cuatro_game::rating::{Outcome, RATING_PERIOD_MS};

    #[tokio::test]
    async fn idle_periods_widen_the_deviation_before_an_update() {
        let mut a = new_standing(1);
        a.deviation = 60.0;
        a.rated_at = Some(0);
        let b = new_standing(2);
        let mut game = pvp(1, 1, 2, "red", 3 * RATING_PERIOD_MS + 5);
        (game.rated, game.closes_period) = (true, true);
        let applied = apply_game(&game, &[], a, b);
        let widened = Rating { rating: 1500.0, deviation: 60.0, volatility: 0.06 }.idle(3.0);
        let expected = widened.updated(&[Outcome { opponent: Rating::default(), score: 1.0 }]);
        assert!(close(applied.red.deviation, expected.deviation), "{applied:?}");
        let b_expected = Rating::default().updated(&[Outcome { opponent: widened, score: 0.0 }]);
        assert!(close(applied.yellow.rating, b_expected.rating), "{applied:?}");
    }

    #[test]
    fn only_pvp_games_on_a_server_count() {
        let (a, b) = (new_standing(10), new_standing(20));
        let mut dm = pvp(1, 10, 20, "red", 1);
        dm.guild_id = None;
        let mut vs_cpu = pvp(2, 10, 20, "red", 2);
        vs_cpu.yellow = None;
        let unchanged = Applied { red: a, yellow: b, changes: vec![] };
        assert_eq!(apply_game(&dm, &[], a, b), unchanged);
        assert_eq!(apply_game(&vs_cpu, &[], a, b), unchanged);
        assert_eq!(apply_game(&pvp(3, 10, 10, "red", 3), &[], a, a).changes, vec![], "not against oneself");
        let counted = apply_game(&pvp(4, 10, 20, "draw", 4), &[], a, b);
        assert_eq!((counted.red.draws, counted.yellow.draws, counted.red.rating), (1, 1, 1500.0));
    }

    #[test]
    fn a_replay_rates_a_match_on_both_games_and_skips_what_a_reset_cleared() {
        let [first, second] = a_match(1, 10, 20, ["red", "draw"], 1_000);
        let standings = replay([first.clone(), second.clone()].into_iter(), None);
        let a = standings[&("classic".to_string(), 10)];
        let new = Rating::default();
        let expected = new.updated(&[Outcome { opponent: new, score: 1.0 }, Outcome { opponent: new, score: 0.5 }]);
        assert!(close(a.rating, expected.rating) && close(a.deviation, expected.deviation), "{a:?}");
        assert_eq!((a.wins, a.draws, a.rated_at), (1, 1, Some(2_000)));
        // Reset between the two games: only the second counts, but it is still rated with the first.
        let after_reset = replay([first, second].into_iter(), Some(1_500));
        let a = after_reset[&("classic".to_string(), 10)];
        assert_eq!((a.wins, a.draws), (0, 1));
        assert!(close(a.rating, expected.rating), "{a:?}");
    }

    #[test]
    fn a_history_follows_the_players_rating_period_by_period_and_restarts_after_a_reset() {
        let [first, second] = a_match(1, 10, 20, ["red", "draw"], 1_000);
        let mut popout = pvp(2, 10, 20, "yellow", 2_500);
        popout.variant = "popout".into();
        let mut single = pvp(3, 20, 10, "yellow", 3_000);
        (single.rated, single.closes_period) = (true, true);
        let games = || [first.clone(), second.clone(), popout.clone(), single.clone()].into_iter();

        let history = rating_history(games(), None, "classic", 10);
        assert_eq!(history.games, vec![1_000, 2_000, 3_000], "the player's classic games, not PopOut's");
        let ats: Vec<Millis> = history.points.iter().map(|p| p.at).collect();
        assert_eq!(ats, vec![1_000, 2_000, 3_000], "the start, then each period the player closed");
        assert_eq!((history.points[0].rating, history.points[0].deviation), (1500.0, 350.0));
        assert!(history.points[1].rating > 1500.0 && history.points[2].rating > history.points[1].rating);
        assert!(history.points[2].deviation < history.points[1].deviation, "{history:?}");
        let standing = replay(games(), None)[&("classic".to_string(), 10)];
        let last = history.points.last().unwrap();
        assert_eq!((last.rating, last.deviation), (standing.rating, standing.deviation), "ends where the board does");
        assert!(history.is_rated());

        let after_reset = rating_history(games(), Some(2_500), "classic", 10);
        assert_eq!(after_reset.games, vec![3_000]);
        assert_eq!(after_reset.points.len(), 2);
        assert_eq!(after_reset.points[0].rating, 1500.0, "the chart starts again");
        assert!(!rating_history(games(), None, "classic", 99).is_rated(), "a stranger has no history");
    }
}
