use super::*;
use crate::testing::{assert_uses_indexes, done, each_engine, temp_store};

/// Moves in compact notation.
fn m(compact: &str) -> Vec<Move> {
    parse_moves(compact).unwrap()
}

fn built_in(moves: &str, goal: Goal) -> NewPuzzle {
    NewPuzzle { variant: Variant::CLASSIC, moves: m(moves), goal, source: None }
}

fn mined(guild: u64, moves: &str) -> NewPuzzle {
    let source = PuzzleSource { guild, game: 7, move_no: 17, red: Some(1), yellow: Some(2) };
    NewPuzzle { source: Some(source), ..built_in(moves, Goal::Win { moves: 3 }) }
}

#[tokio::test]
async fn a_set_is_loaded_once_and_each_puzzle_met_once() {
    each_engine("puzzles-once", |store| async move {
        let set = [built_in("dd", Goal::Win { moves: 2 }), built_in("dc", Goal::Win { moves: 5 })];
        assert_eq!(store.add_puzzles(&set, 1).await.unwrap(), 2);
        assert_eq!(store.add_puzzles(&set, 2).await.unwrap(), 0, "loading again adds nothing");
        assert_eq!(store.built_in_puzzles(Variant::CLASSIC).await.unwrap(), 2);

        // Nearest band first: 1120 (win in 2) for a player at 1100, then 1450 (win in 5), then none.
        let first = store.pick_puzzle(9, None, Variant::CLASSIC, 1100.0).await.unwrap().expect("a puzzle");
        assert_eq!((first.moves.clone(), first.goal), (m("dd"), Goal::Win { moves: 2 }));
        assert_eq!(first.rating, starting_rating(Goal::Win { moves: 2 }));
        let attempt = store.open_attempt(&first, 9, Some(100), 0, Lang::En, 10).await.unwrap().expect("opened");
        assert!(store.open_attempt(&first, 9, Some(100), 0, Lang::En, 11).await.unwrap().is_none(), "met once");
        let second = store.pick_puzzle(9, None, Variant::CLASSIC, 1100.0).await.unwrap().expect("the band widens");
        assert_eq!(second.moves, m("dc"));
        store.open_attempt(&second, 9, None, 0, Lang::En, 12).await.unwrap().unwrap();
        assert_eq!(store.pick_puzzle(9, None, Variant::CLASSIC, 1100.0).await.unwrap(), None, "none left");
        assert!(store.pick_puzzle(8, None, Variant::CLASSIC, 1100.0).await.unwrap().is_some(), "another player's are");
        // The daily puzzle may be a puzzle met in the trainer: a day's attempt is its own.
        assert!(store.open_attempt(&first, 9, Some(100), 20_000, Lang::En, 13).await.unwrap().is_some());

        let read = store.attempt(attempt.id).await.unwrap().expect("stored");
        assert_eq!(read, attempt, "an attempt reads back as opened");
        assert_eq!(store.puzzle(first.id).await.unwrap(), Some(first));
    })
    .await;
}

#[tokio::test]
async fn an_attempt_moves_on_once_per_press_and_rates_both_sides_when_it_ends() {
    each_engine("puzzles-rate", |store| async move {
        store.add_puzzles(&[built_in("dd", Goal::Win { moves: 3 }), built_in("cc", Goal::OnlyMove)], 1).await.unwrap();
        let puzzle = store.pick_puzzle(5, None, Variant::CLASSIC, 1230.0).await.unwrap().unwrap();
        let attempt = store.open_attempt(&puzzle, 5, Some(100), 0, Lang::Es, 10).await.unwrap().unwrap();

        store.advance_attempt(attempt.id, &m(""), &m("cc")).await.unwrap();
        assert!(matches!(store.advance_attempt(attempt.id, &m(""), &m("ee")).await, Err(AttemptError::Stale)), "stale");
        let solved = store.finish_attempt(&attempt, &m("cc"), &m("ccbb"), true, 20).await.unwrap();
        assert!(solved.after.rating > solved.before.rating, "a solve raises the player: {solved:?}");
        assert_eq!((solved.standing.solved, solved.standing.streak, solved.standing.best_streak), (1, 1, 1));
        assert!(matches!(
            store.finish_attempt(&attempt, &m("cc"), &m("ccbb"), true, 21).await,
            Err(AttemptError::Stale)
        ));
        let puzzle_after = store.puzzle(puzzle.id).await.unwrap().unwrap();
        assert!(puzzle_after.rating.rating < puzzle.rating.rating, "and lowers the puzzle");
        let read = store.attempt(attempt.id).await.unwrap().unwrap();
        assert_eq!((read.plies.clone(), read.status, read.finished_at), (m("ccbb"), AttemptStatus::Solved, Some(20)));

        let other = store.pick_puzzle(5, None, Variant::CLASSIC, 1400.0).await.unwrap().unwrap();
        let attempt = store.open_attempt(&other, 5, None, 0, Lang::Es, 30).await.unwrap().unwrap();
        let failed = store.finish_attempt(&attempt, &m(""), &m("a"), false, 31).await.unwrap();
        assert!(failed.after.rating < failed.before.rating, "a failure lowers the player");
        assert_eq!(failed.before, solved.after, "from where the last one left it");
        let standing = store.puzzle_standing(5).await.unwrap().unwrap();
        assert_eq!((standing.solved, standing.failed, standing.streak, standing.best_streak), (1, 1, 0, 1));
        assert!(store.puzzle(other.id).await.unwrap().unwrap().rating.rating > other.rating.rating);
        assert_eq!(store.puzzle_standing(6).await.unwrap(), None);
    })
    .await;
}

#[tokio::test]
async fn daily_streaks_count_days_in_a_row() {
    each_engine("puzzles-daily", |store| async move {
        let days = [100, 101, 103];
        let set: Vec<NewPuzzle> =
            days.iter().map(|&d| built_in(&"d".repeat(d as usize - 99), Goal::Win { moves: 2 })).collect();
        store.add_puzzles(&set, 1).await.unwrap();
        let mut streaks = Vec::new();
        for (id, day) in (1..).zip(days) {
            let puzzle = store.puzzle(id).await.unwrap().expect("ids count from 1");
            let attempt = store.open_attempt(&puzzle, 5, Some(1), day, Lang::En, 1).await.unwrap().unwrap();
            let rated = store.finish_attempt(&attempt, &m(""), &m("d"), true, 2).await.unwrap();
            streaks.push((rated.standing.daily_streak, rated.standing.daily_last));
        }
        assert_eq!(streaks, [(1, Some(100)), (2, Some(101)), (1, Some(103))], "a day missed starts again");
    })
    .await;
}

#[tokio::test]
async fn a_server_prefers_its_own_puzzles_and_its_leaderboard_counts_who_played_there() {
    each_engine("puzzles-own", |store| async move {
        store.add_puzzles(&[built_in("dd", Goal::Win { moves: 2 })], 1).await.unwrap();
        let own: Vec<NewPuzzle> = (0..OWN_PUZZLES_FIRST as u8)
            .map(|i| mined(100, &compact_moves(&[Move::Drop(i % 7), Move::Drop(i / 7)])))
            .collect();
        store.add_puzzles(&own, 1).await.unwrap();
        store.add_puzzles(&[mined(200, "gg")], 1).await.unwrap();

        let picked = store.pick_puzzle(5, Some(100), Variant::CLASSIC, 1500.0).await.unwrap().unwrap();
        let source = picked.source.expect("one of the server's own");
        assert_eq!((source.guild, source.game, source.move_no, source.red), (100, 7, 17, Some(1)));
        let attempt = store.open_attempt(&picked, 5, Some(100), 0, Lang::En, 1).await.unwrap().unwrap();
        store.finish_attempt(&attempt, &m(""), &m("d"), true, 2).await.unwrap();
        // One fewer than the threshold is left unseen: the built-in set serves, never another server's.
        let picked = store.pick_puzzle(5, Some(100), Variant::CLASSIC, 1500.0).await.unwrap().unwrap();
        assert_eq!(picked.source, None);
        assert!(store.pick_puzzle(5, Some(300), Variant::CLASSIC, 1500.0).await.unwrap().unwrap().source.is_none());

        let attempt = store.open_attempt(&picked, 6, Some(100), 0, Lang::En, 3).await.unwrap().unwrap();
        store.finish_attempt(&attempt, &m(""), &m("a"), false, 4).await.unwrap();
        let open = store.pick_puzzle(7, Some(100), Variant::CLASSIC, 1500.0).await.unwrap().unwrap();
        store.open_attempt(&open, 7, Some(100), 0, Lang::En, 5).await.unwrap().unwrap();
        let top: Vec<u64> = store.puzzle_top(100, 10).await.unwrap().into_iter().map(|(u, _)| u).collect();
        assert_eq!(top, [5, 6], "by rating; a player with only an open attempt is not ranked");
        assert!(store.puzzle_top(200, 10).await.unwrap().is_empty());

        // The server's puzzles and the attempts made there go with its purge; the players' ratings stay.
        store.purge_guild(100).await.unwrap();
        assert!(store.puzzle_top(100, 10).await.unwrap().is_empty());
        let left = store.pick_puzzle(8, Some(100), Variant::CLASSIC, 1500.0).await.unwrap().unwrap();
        assert_eq!(left.source, None, "only the built-in set is left for the server");
        assert_eq!(store.built_in_puzzles(Variant::CLASSIC).await.unwrap(), 1);
        assert!(store.puzzle_standing(5).await.unwrap().is_some());
        assert!(store.pick_puzzle(8, Some(200), Variant::CLASSIC, 1500.0).await.unwrap().is_some());
    })
    .await;
}

#[tokio::test]
async fn picking_a_puzzle_uses_indexes() {
    let (dir, store) = temp_store("puzzle-plans").await;
    let pick = "SELECT p.id FROM puzzles p WHERE p.variant = 'classic' AND p.guild_id = 0 AND p.rating >= 1 \
                AND p.rating <= 2 AND NOT EXISTS (SELECT 1 FROM puzzle_attempts a WHERE a.user_id = 5 \
                AND a.puzzle_id = p.id AND a.daily_day = 0)";
    assert_uses_indexes(&store, &[(pick.to_string(), false)]).await;
    let plan: Vec<(i64, i64, i64, String)> =
        sqlx::query_as(sqlx::AssertSqlSafe(format!("EXPLAIN QUERY PLAN {pick}"))).fetch_all(&store.pool).await.unwrap();
    assert!(plan.iter().all(|row| !row.3.starts_with("SCAN")), "{plan:#?}");
    done(dir, store).await;
}
