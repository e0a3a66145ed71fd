//! Tests of the standings table: the leaderboard's order, pages and ranks, and the variants played.

use super::*;
use crate::replay::new_standing;
use crate::testing::{CLASSIC, GUILD, assert_uses_indexes, done, each_engine, pvp, temp_store, vs_cpu_game};
use cuatro_game::FinishedGame;

/// Writes standings rows directly: (user, rating, wins, draws).
async fn seed_standings(store: &Store, rows: &[(u64, f64, u32, u32)]) {
    for &(user, rating, wins, draws) in rows {
        let standing = Standing { rating, wins, draws, ..new_standing(user) };
        save_standing(&mut store.pool.acquire().await.unwrap(), GUILD, CLASSIC, &standing).await.unwrap();
    }
}

#[tokio::test]
async fn the_leaderboard_orders_pages_and_ranks() {
    each_engine("leaderboard", |store| async move {
        // Order: 5 (1700), then the 1600s by points (3: 2.5, 4: 2 — 2 and 6 tie on 1 point, lower id first), 1.
        seed_standings(&store, &[(1, 1400.0, 9, 0), (2, 1600.0, 1, 0), (3, 1600.0, 2, 1), (4, 1600.0, 1, 2)]).await;
        seed_standings(&store, &[(5, 1700.0, 0, 0), (6, 1600.0, 0, 2), (7, 1500.0, 0, 0)]).await;
        let order = [5, 3, 4, 2, 6, 7, 1];
        let first = store.leaderboard(GUILD, CLASSIC, 0, 3).await.unwrap();
        assert_eq!((first.page, first.pages, first.players), (0, 3, 7));
        let ranked = |page: &LeaderboardPage| page.rows.iter().map(|(r, s)| (*r, s.user_id)).collect::<Vec<_>>();
        assert_eq!(ranked(&first), vec![(1, 5), (2, 3), (3, 4)]);
        let middle = store.leaderboard(GUILD, CLASSIC, 1, 3).await.unwrap();
        assert_eq!(ranked(&middle), vec![(4, 2), (5, 6), (6, 7)]);
        let clamped = store.leaderboard(GUILD, CLASSIC, 99, 3).await.unwrap();
        assert_eq!((clamped.page, ranked(&clamped)), (2, vec![(7, 1)]));
        for (i, user) in order.iter().enumerate() {
            let (rank, standing) = store.standing(GUILD, CLASSIC, *user).await.unwrap().unwrap();
            assert_eq!((rank, standing.user_id), (i as u32 + 1, *user), "the caller's rank off the page");
        }
        assert_eq!(store.standing(GUILD, CLASSIC, 99).await.unwrap(), None);
        assert_eq!(store.standing(GUILD, "popout", 5).await.unwrap(), None);
        let empty = store.leaderboard(GUILD + 1, CLASSIC, 4, 10).await.unwrap();
        assert_eq!(empty, LeaderboardPage { page: 0, pages: 1, players: 0, rows: vec![] });
    })
    .await;
}

#[tokio::test]
async fn variants_played_are_listed_by_players_then_name() {
    each_engine("variants", |store| async move {
        let in_variant = |session, red, yellow, variant: &str| FinishedGame {
            variant: variant.into(),
            ..pvp(session, red, yellow, "red", session as i64)
        };
        let mut elsewhere = in_variant(6, 10, 20, "misere");
        elsewhere.guild_id = Some(GUILD + 1);
        let games = [
            in_variant(1, 10, 20, "popout"),
            in_variant(2, 30, 40, "popout"),
            in_variant(3, 10, 20, CLASSIC),
            in_variant(4, 30, 40, CLASSIC),
            in_variant(5, 10, 20, "cylinder"),
            vs_cpu_game(7, 10, "hard", "red", 7),
            elsewhere,
        ];
        store.record_finished(&games).await.unwrap();
        assert_eq!(store.variants_played(GUILD).await.unwrap(), [CLASSIC, "popout", "cylinder"]);
        assert_eq!(store.variants_played(GUILD + 1).await.unwrap(), ["misere"]);
        assert!(store.variants_played(GUILD + 2).await.unwrap().is_empty());
    })
    .await;
}

#[tokio::test]
async fn the_standings_queries_use_indexes() {
    let (dir, store) = temp_store("plans").await;
    // (query, whether it may sort)
    let queries = [
        (
            format!(
                "SELECT {STANDING_COLUMNS} FROM standings WHERE guild_id = 1 AND variant = 'c'
                 ORDER BY {LEADERBOARD_ORDER} LIMIT 10"
            ),
            false,
        ),
        (
            "SELECT COUNT(*) FROM standings WHERE guild_id = 1 AND variant = 'c' AND rating >= 1500
           AND (rating > 1500 OR half_points > 3 OR (half_points = 3 AND user_id < 5))"
                .to_string(),
            false,
        ),
        // A few variants per server: sorting them by player count is fine.
        (
            "SELECT variant FROM standings WHERE guild_id = 1 GROUP BY variant
             ORDER BY COUNT(*) DESC, variant ASC"
                .to_string(),
            true,
        ),
    ];
    assert_uses_indexes(&store, &queries).await;
    done(dir, store).await;
}
