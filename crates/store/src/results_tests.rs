//! Tests of the results table: recording games, the rating changes, rebuilding the standings.

use super::*;
use crate::db::trusted;
use crate::standings::{STANDING_COLUMNS, StandingRow};
use crate::testing::{
    CLASSIC, GUILD, a_match, assert_uses_indexes, close, done, each_engine, pvp, temp_store, vs_cpu_game,
};
use cuatro_engine::Rng;
use cuatro_game::rating::{Outcome, RATING_PERIOD_MS, Rating};
use cuatro_game::{Millis, Standing};

async fn count(store: &Store, table: &str) -> i64 {
    let sql = format!("SELECT COUNT(*) FROM {table}");
    sqlx::query_as::<_, (i64,)>(trusted(&sql)).fetch_one(&store.pool).await.unwrap().0
}

async fn standing_of(store: &Store, user: u64) -> Standing {
    store.standing(GUILD, CLASSIC, user).await.unwrap().expect("a standing").1
}

#[tokio::test]
async fn recording_twice_changes_nothing() {
    each_engine("idempotent", |store| async move {
        let games: Vec<FinishedGame> =
            a_match(1, 10, 20, ["red", "draw"], 1_000).into_iter().chain([pvp(2, 10, 30, "yellow", 5_000)]).collect();
        assert_eq!(store.record_finished(&games).await.unwrap().len(), 2);
        let before = store.leaderboard(GUILD, CLASSIC, 0, 10).await.unwrap();
        assert!(store.record_finished(&games).await.unwrap().is_empty());
        assert!(store.record_finished(&games[..1]).await.unwrap().is_empty());
        assert_eq!(store.leaderboard(GUILD, CLASSIC, 0, 10).await.unwrap(), before);
        assert_eq!((count(&store, "results").await, count(&store, "rating_changes").await), (3, 2));
    })
    .await;
}

#[tokio::test]
async fn every_pvp_game_counts_for_both_players() {
    each_engine("wdl", |store| async move {
        let games = [pvp(1, 10, 20, "red", 1), pvp(2, 20, 10, "draw", 2), pvp(3, 20, 10, "red", 3)];
        store.record_finished(&games).await.unwrap();
        let (a, b) = (standing_of(&store, 10).await, standing_of(&store, 20).await);
        assert_eq!((a.wins, a.draws, a.losses, a.points()), (1, 1, 1, 1.5));
        assert_eq!((b.wins, b.draws, b.losses, b.points()), (1, 1, 1, 1.5));
    })
    .await;
}

#[tokio::test]
async fn an_unrated_single_game_leaves_the_ratings_alone() {
    each_engine("unrated", |store| async move {
        assert!(store.record_finished(&[pvp(1, 10, 20, "red", 1)]).await.unwrap().is_empty());
        for user in [10, 20] {
            let s = standing_of(&store, user).await;
            assert_eq!((s.rating, s.deviation, s.volatility, s.rated_at), (1500.0, 350.0, 0.06, None));
        }
        assert!(store.rating_changes(1).await.unwrap().is_empty());
    })
    .await;
}

#[tokio::test]
async fn a_match_updates_both_ratings_once_from_both_games() {
    each_engine("match", |store| async move {
        let [first, second] = a_match(5, 10, 20, ["red", "draw"], 1_000);
        assert!(store.record_finished(std::slice::from_ref(&first)).await.unwrap().is_empty());
        assert_eq!(standing_of(&store, 10).await.rating, 1500.0, "game 0 does not close the period");
        let changes = store.record_finished(&[second]).await.unwrap();
        let new = Rating::default();
        let expect_a = new.updated(&[Outcome { opponent: new, score: 1.0 }, Outcome { opponent: new, score: 0.5 }]);
        let expect_b = new.updated(&[Outcome { opponent: new, score: 0.0 }, Outcome { opponent: new, score: 0.5 }]);
        let (a, b) = (standing_of(&store, 10).await, standing_of(&store, 20).await);
        assert!(close(a.rating, expect_a.rating) && close(a.deviation, expect_a.deviation), "{a:?}");
        assert!(close(b.rating, expect_b.rating) && close(b.volatility, expect_b.volatility), "{b:?}");
        assert_eq!((a.rated_at, a.wins, a.draws, b.losses, b.draws), (Some(2_000), 1, 1, 1, 1));
        // Game 1 has 20 as red: the changes list red of the closing game first.
        let expected = vec![
            RatingChange { user_id: 20, before: 1500.0, after: b.rating },
            RatingChange { user_id: 10, before: 1500.0, after: a.rating },
        ];
        assert_eq!(changes, expected);
        assert_eq!(store.rating_changes(5).await.unwrap(), expected);
    })
    .await;
}

/// A rated pair row of a multi-seat session: game `game_no` of `session_id`, closing the period at `at`.
fn pair(session_id: u64, game_no: u8, red: u64, yellow: u64, result: &str, at: Millis) -> FinishedGame {
    FinishedGame { game_no, rated: true, closes_period: true, ..pvp(session_id, red, yellow, result, at) }
}

#[tokio::test]
async fn a_three_player_session_rates_each_pair_on_its_own_game() {
    each_engine("three", |store| async move {
        // 10 beats 20, 10 beats 30, 20 draws 30: one rated row per pair, all closing the period at once.
        let rows =
            [pair(8, 0, 10, 20, "red", 1_000), pair(8, 1, 10, 30, "red", 1_000), pair(8, 2, 20, 30, "draw", 1_000)];
        let first = store.record_finished(&rows[..1]).await.unwrap();
        let rest = store.record_finished(&rows[1..]).await.unwrap();
        let new = Rating::default();
        let score = |opponent, score| [Outcome { opponent, score }];
        let (a1, b1) = (new.updated(&score(new, 1.0)), new.updated(&score(new, 0.0)));
        let (a2, c1) = (a1.updated(&score(new, 1.0)), new.updated(&score(a1, 0.0)));
        let (b2, c2) = (b1.updated(&score(c1, 0.5)), c1.updated(&score(b1, 0.5)));
        let change = |user_id, before: Rating, after: Rating| RatingChange {
            user_id,
            before: before.rating,
            after: after.rating,
        };
        assert_eq!(first, vec![change(10, new, a1), change(20, new, b1)]);
        assert_eq!(rest, vec![change(10, a1, a2), change(30, new, c2), change(20, b1, b2)], "one entry per player");
        let (a, b, c) = (standing_of(&store, 10).await, standing_of(&store, 20).await, standing_of(&store, 30).await);
        assert_eq!([(a.wins, a.draws, a.losses), (b.wins, b.draws, b.losses)], [(2, 0, 0), (0, 1, 1)]);
        assert_eq!((c.wins, c.draws, c.losses), (0, 1, 1));
        assert!(a.rating > 1500.0 && b.rating < 1500.0 && c.rating < 1500.0, "{a:?} {b:?} {c:?}");
        for (standing, expected) in [(a, a2), (b, b2), (c, c2)] {
            assert!(close(standing.rating, expected.rating) && close(standing.deviation, expected.deviation));
            assert_eq!(standing.rated_at, Some(1_000));
        }
        let changes = store.rating_changes(8).await.unwrap();
        assert_eq!(changes, vec![change(10, new, a2), change(20, new, b2), change(30, new, c2)]);
        let incremental = all_standings(&store).await;
        store.rebuild_standings(GUILD).await.unwrap();
        assert_same_standings(&incremental, &all_standings(&store).await);
    })
    .await;
}

#[test]
fn a_call_returns_one_change_per_player() {
    let mut changes = Vec::new();
    let change = |user_id, before, after| RatingChange { user_id, before, after };
    merge_changes(&mut changes, vec![change(1, 1500.0, 1600.0), change(2, 1500.0, 1400.0)]);
    merge_changes(&mut changes, vec![change(3, 1500.0, 1450.0), change(1, 1600.0, 1650.0)]);
    assert_eq!(changes, vec![change(1, 1500.0, 1650.0), change(2, 1500.0, 1400.0), change(3, 1500.0, 1450.0)]);
}

#[tokio::test]
async fn a_reset_empties_the_leaderboard_and_rebuilds_replay_only_later_results() {
    each_engine("reset", |store| async move {
        store.record_finished(&a_match(1, 10, 20, ["red", "red"], 1_000)).await.unwrap();
        store.reset_leaderboard(GUILD, 10_000).await.unwrap();
        assert_eq!(store.leaderboard(GUILD, CLASSIC, 0, 10).await.unwrap().players, 0);
        // At the reset instant: stored, not counted. After it: counted.
        store.record_finished(&[pvp(2, 10, 30, "red", 10_000)]).await.unwrap();
        let changes = store.record_finished(&a_match(3, 30, 20, ["yellow", "draw"], 20_000)).await.unwrap();
        assert_eq!(changes.len(), 2);
        let incremental = store.leaderboard(GUILD, CLASSIC, 0, 10).await.unwrap();
        assert_eq!(incremental.players, 2, "{incremental:?}");
        store.rebuild_standings(GUILD).await.unwrap();
        assert_eq!(store.leaderboard(GUILD, CLASSIC, 0, 10).await.unwrap(), incremental);
        assert_eq!(count(&store, "results").await, 5, "a reset keeps the results");
    })
    .await;
}

/// Every standing of GUILD, by (variant, user).
async fn all_standings(store: &Store) -> Vec<(String, Standing)> {
    let variants: Vec<(String,)> =
        sqlx::query_as("SELECT DISTINCT variant FROM standings WHERE guild_id = $1 ORDER BY variant")
            .bind(GUILD as i64)
            .fetch_all(&store.pool)
            .await
            .unwrap();
    let sql = format!("SELECT {STANDING_COLUMNS} FROM standings WHERE guild_id = $1 AND variant = $2 ORDER BY user_id");
    let mut all = Vec::new();
    for (variant,) in variants {
        let rows: Vec<StandingRow> =
            sqlx::query_as(trusted(&sql)).bind(GUILD as i64).bind(&variant).fetch_all(&store.pool).await.unwrap();
        all.extend(rows.into_iter().map(|row| (variant.clone(), Standing::from(row))));
    }
    all
}

/// A seeded random mix of singles, rated singles, matches and CPU games among 12 players over weeks.
fn random_games(seed: u64, sessions: u64) -> Vec<FinishedGame> {
    let mut rng = Rng::new(seed);
    let results = ["red", "yellow", "draw"];
    let mut games = Vec::new();
    let mut at = 0;
    for session in 1..=sessions {
        at += rng.below(3 * RATING_PERIOD_MS as u64) as i64;
        let red = 1 + rng.below(12);
        let yellow = 1 + (red + rng.below(11)) % 12;
        let result = results[rng.below(3) as usize];
        let mut game = pvp(session, red, yellow, result, at);
        if rng.chance(1, 4) {
            game.variant = "popout".into();
        }
        match rng.below(5) {
            0 => games.push(vs_cpu_game(session, red, "hard", result, at)),
            1 => games.push(FinishedGame { rated: true, closes_period: true, ..game }),
            2 | 3 => {
                let [first, mut second] = a_match(session, red, yellow, [result, results[rng.below(3) as usize]], at);
                second.variant.clone_from(&game.variant);
                games.push(FinishedGame { variant: game.variant.clone(), ..first });
                games.push(second);
            }
            _ => games.push(game),
        }
    }
    games
}

#[tokio::test]
async fn incremental_standings_equal_a_rebuild() {
    each_engine("rebuild", |store| async move {
        let games = random_games(2024, 250);
        for chunk in games.chunks(7) {
            store.record_finished(chunk).await.unwrap();
        }
        let incremental = all_standings(&store).await;
        assert!(incremental.len() > 12 && incremental.iter().any(|(_, s)| s.rated_at.is_some()));
        store.rebuild_standings(GUILD).await.unwrap();
        assert_same_standings(&incremental, &all_standings(&store).await);
    })
    .await;
}

#[tokio::test]
async fn a_rating_history_ends_at_the_stored_standing_and_starts_again_after_a_reset() {
    each_engine("history", |store| async move {
        let games = random_games(2025, 120);
        for chunk in games.chunks(9) {
            store.record_finished(chunk).await.unwrap();
        }
        for (variant, standing) in all_standings(&store).await {
            let history = store.rating_history(GUILD, &variant, standing.user_id).await.unwrap();
            assert_eq!(history.games.len() as u32, standing.games(), "{variant} {standing:?}");
            assert_eq!(history.is_rated(), standing.rated_at.is_some(), "{variant} {standing:?}");
            let last = history.points.last().expect("a player with a standing has a start");
            assert!(close(last.rating, standing.rating) && close(last.deviation, standing.deviation), "{history:?}");
        }
        let last_game = games.iter().map(|g| g.finished_at).max().unwrap();
        store.reset_leaderboard(GUILD, last_game).await.unwrap();
        let player = games.iter().find_map(|g| g.red).unwrap();
        assert_eq!(store.rating_history(GUILD, CLASSIC, player).await.unwrap(), Default::default());
    })
    .await;
}

/// The same standings, ratings to rounding.
fn assert_same_standings(incremental: &[(String, Standing)], rebuilt: &[(String, Standing)]) {
    assert_eq!(incremental.len(), rebuilt.len());
    for ((v1, a), (v2, b)) in incremental.iter().zip(rebuilt) {
        assert_eq!(
            (v1, a.user_id, a.rated_at, a.wins, a.draws, a.losses),
            (v2, b.user_id, b.rated_at, b.wins, b.draws, b.losses)
        );
        assert!(close(a.rating, b.rating) && close(a.deviation, b.deviation) && close(a.volatility, b.volatility));
    }
}

#[tokio::test]
async fn undecided_games_are_skipped() {
    each_engine("undecided", |store| async move {
        let games = [pvp(1, 10, 20, "abandoned", 1), pvp(2, 10, 20, "red", 2)];
        store.record_finished(&games).await.unwrap();
        assert_eq!(count(&store, "results").await, 1);
    })
    .await;
}

#[tokio::test]
async fn the_results_queries_use_indexes() {
    let (dir, store) = temp_store("plans").await;
    // (query, whether it may sort)
    let queries = [
        (
            "SELECT session_id FROM results WHERE guild_id = 1 ORDER BY finished_at, session_id, game_no".to_string(),
            false,
        ),
        (
            "SELECT session_id FROM results WHERE guild_id = 1 AND variant = 'classic'
             ORDER BY finished_at, session_id, game_no"
                .to_string(),
            false,
        ),
        (
            "SELECT red_id FROM results WHERE session_id = 1 AND game_no <> 1 AND rated
             AND ((red_id = 2 AND yellow_id = 3) OR (red_id = 3 AND yellow_id = 2)) ORDER BY game_no"
                .to_string(),
            false,
        ),
    ];
    assert_uses_indexes(&store, &queries).await;
    done(dir, store).await;
}
