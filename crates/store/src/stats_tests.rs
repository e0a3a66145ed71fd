//! Tests of `/connect4 stats`: streaks, favourite openings, head-to-head and the records against the CPU.

use super::*;
use crate::testing::{CLASSIC, GUILD, assert_uses_indexes, done, each_engine, pvp, temp_store, vs_cpu_game};
use cuatro_game::FinishedGame;

#[tokio::test]
async fn cpu_games_count_per_level_and_not_in_standings() {
    each_engine("cpu", |store| async move {
        let mut dm = vs_cpu_game(6, 10, "medium", "yellow", 6);
        dm.guild_id = None;
        let mut as_yellow = vs_cpu_game(7, 10, "easy", "red", 7);
        (as_yellow.red, as_yellow.yellow) = (None, Some(10));
        let games = [
            vs_cpu_game(1, 10, "hard", "red", 1),
            vs_cpu_game(2, 10, "hard", "yellow", 2),
            vs_cpu_game(3, 10, "easy", "draw", 3),
            vs_cpu_game(4, 10, "expert", "red", 4),
            vs_cpu_game(5, 11, "easy", "red", 5),
            dm,
            as_yellow,
        ];
        store.record_finished(&games).await.unwrap();
        assert_eq!(store.standing(GUILD, CLASSIC, 10).await.unwrap(), None);
        assert_eq!(store.leaderboard(GUILD, CLASSIC, 0, 10).await.unwrap().players, 0);
        let stats = store.player_stats(Some(GUILD), CLASSIC, 10, 10).await.unwrap();
        let record = |wins, draws, losses| Record { wins, draws, losses };
        let expected = vec![
            ("easy".to_string(), record(0, 1, 1)),
            ("medium".to_string(), record(0, 0, 1)),
            ("hard".to_string(), record(1, 0, 1)),
            ("expert".to_string(), record(1, 0, 0)),
        ];
        assert_eq!(stats.vs_cpu, expected);
        assert_eq!((stats.standing, stats.rank, stats.head_to_head, stats.streak), (None, None, None, 0));
    })
    .await;
}

#[tokio::test]
async fn stats_show_streak_opening_and_head_to_head() {
    each_engine("stats", |store| async move {
        let mut other_guild = pvp(9, 10, 30, "yellow", 9);
        other_guild.guild_id = Some(GUILD + 1);
        let mut from_e = pvp(4, 20, 10, "yellow", 4);
        from_e.yellow_first = Some(4);
        let games = [
            pvp(1, 10, 20, "yellow", 1),
            pvp(2, 10, 20, "draw", 2),
            pvp(3, 10, 30, "red", 3),
            from_e,
            pvp(5, 20, 10, "yellow", 5),
            vs_cpu_game(6, 10, "easy", "yellow", 6),
            other_guild,
        ];
        store.record_finished(&games).await.unwrap();
        let stats = store.player_stats(Some(GUILD), CLASSIC, 10, 20).await.unwrap();
        assert_eq!(stats.streak, 3, "wins in games 3, 4 and 5; the CPU and other servers do not count");
        assert_eq!(stats.favourite_opening, Some((3, 4)), "d as red 4 times (the CPU game included)");
        assert_eq!(stats.head_to_head, Some(Record { wins: 2, draws: 1, losses: 1 }));
        assert_eq!((stats.rank, stats.standing.map(|s| s.wins)), (Some(1), Some(3)));
        assert_eq!(store.player_stats(Some(GUILD), CLASSIC, 10, 10).await.unwrap().head_to_head, None);
        let everywhere = store.player_stats(None, CLASSIC, 10, 20).await.unwrap();
        assert_eq!((everywhere.streak, everywhere.head_to_head, everywhere.rank), (-2, None, None));
        assert_eq!(everywhere.favourite_opening, Some((3, 5)));
        let loser = store.player_stats(Some(GUILD), CLASSIC, 20, 10).await.unwrap();
        assert_eq!((loser.streak, loser.head_to_head), (-2, Some(Record { wins: 1, draws: 1, losses: 2 })));
        assert_eq!(loser.favourite_opening, Some((2, 2)), "ties go to the lower column");
        let nobody = store.player_stats(Some(GUILD), CLASSIC, 404, 10).await.unwrap();
        assert_eq!((nobody.streak, nobody.favourite_opening, nobody.standing), (0, None, None));
    })
    .await;
}

#[tokio::test]
async fn a_long_streak_spans_several_batches() {
    each_engine("streak", |store| async move {
        let wins: Vec<FinishedGame> = (0..150).map(|i| pvp(i + 10, 10, 20, "red", 100 + i as i64)).collect();
        store.record_finished(&[pvp(1, 10, 20, "yellow", 1)]).await.unwrap();
        store.record_finished(&wins).await.unwrap();
        assert_eq!(store.player_stats(Some(GUILD), CLASSIC, 10, 10).await.unwrap().streak, 150);
        assert_eq!(store.player_stats(Some(GUILD), CLASSIC, 20, 10).await.unwrap().streak, -150);
    })
    .await;
}

#[tokio::test]
async fn the_stats_queries_use_indexes() {
    let (dir, store) = temp_store("plans").await;
    let bound = |sql: String| sql.replace("$1", "5").replace("$2", "'c'").replace("$3", "1");
    let streak = both_seats("AND guild_id = $3 AND {other}_id IS NOT NULL");
    // (query, whether it may sort: a player's games in one scope, a few hundred rows at most)
    let queries = [
        (bound(format!("SELECT o FROM ({streak}) ORDER BY finished_at DESC, session_id DESC, game_no DESC")), true),
        (bound(format!("SELECT o FROM ({})", both_seats("AND {other}_id IS NULL"))), false),
    ];
    assert_uses_indexes(&store, &queries).await;
    done(dir, store).await;
}
