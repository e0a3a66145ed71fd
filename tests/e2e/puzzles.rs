//! The puzzle trainer through the fake Discord, on SQLite and on PostgreSQL: a puzzle solved along the solver's
//! line and one failed move their ratings both ways, presses from someone else, on a finished puzzle or on a
//! stale message change nothing, an attempt survives a restart, and the server's puzzle leaderboard and the
//! stats show the figures.

use crate::support::fake_discord::GUILD_ID;
use crate::support::fake_discord::{DM_CHANNEL_ID, FakeDiscord, FakeUser, Opt};
use crate::support::harness::{Harness, WAIT, alice, bob, each_engine, ephemeral_text, eve};
use cuatro::ai::puzzle::{Goal, POPOUT, PuzzleState, puzzle_game};
use cuatro::ai::solver::Solver;
use cuatro::engine::{Move, Variant};
use cuatro::game::{ButtonId, PuzzleButton};
use cuatro::store::{AttemptRow, AttemptStatus, NewPuzzle, Store};
use serde_json::Value;

/// The puzzle buttons of a message.
fn puzzle_buttons(message: &Value) -> Vec<PuzzleButton> {
    let ids = FakeDiscord::buttons(message).into_iter().flatten().map(|(id, _, _)| id);
    ids.filter_map(|id| match ButtonId::parse(&id) {
        Ok(ButtonId::Puzzle(button)) => Some(button),
        _ => None,
    })
    .collect()
}

/// The attempt a puzzle message belongs to, as stored.
async fn attempt_of(h: &Harness, message: &Value) -> AttemptRow {
    let attempt = puzzle_buttons(message).first().and_then(|b| b.attempt()).expect("a puzzle button");
    let store = h.store().await;
    let row = store.attempt(attempt).await.unwrap().expect("the attempt is stored");
    store.close().await;
    row
}

/// The press of `mv` on the puzzle message `message` as it shows now.
fn press_of(message: &Value, mv: Move) -> String {
    let PuzzleButton::Drop { attempt, plies, .. } = puzzle_buttons(message)[0] else { panic!("no drop button") };
    match mv {
        Move::Drop(column) => PuzzleButton::Drop { attempt, plies, column },
        Move::Pop(column) => PuzzleButton::Pop { attempt, plies, column },
    }
    .to_string()
}

/// The judge's solution line for puzzle `moves` of `variant` with `goal` after `plies`, and a legal move there
/// that throws the goal away (if any).
pub fn line_and_miss(variant: Variant, moves: &[Move], goal: Goal, plies: &[Move]) -> (Vec<Move>, Option<Move>) {
    let state = PuzzleState::new(variant, moves, goal, plies).unwrap();
    let mut solver = Solver::new();
    let (line, keeping) = (state.solution_line(&mut solver), state.keeping_moves(&mut solver));
    let (game, ..) = puzzle_game(variant, moves, plies).unwrap();
    (line, game.legal_moves().iter().copied().find(|mv| !keeping.contains(mv)))
}

/// [`line_and_miss`] for an attempt from where it stands.
fn line_of(attempt: &AttemptRow) -> (Vec<Move>, Option<Move>) {
    let puzzle = &attempt.puzzle;
    line_and_miss(puzzle.variant, &puzzle.moves, puzzle.goal, &attempt.plies)
}

/// Opens a puzzle for `user` with `/connect4 puzzle play`; returns the message id and the message.
async fn open(h: &Harness, user: &FakeUser) -> (u64, Value) {
    open_with(h, user, vec![]).await
}

/// [`open`] with the command's options.
async fn open_with(h: &Harness, user: &FakeUser, options: Vec<(&str, Opt)>) -> (u64, Value) {
    let (id, answer) = h.slash(user, &["connect4", "puzzle", "play"], options).await;
    assert_eq!(answer["type"], 4, "{answer}");
    assert_eq!(answer["data"]["flags"].as_u64().unwrap_or(0) & 64, 64, "private: {answer}");
    let message = h.board_of(id).await;
    (message, h.fake.message(message).unwrap())
}

/// Presses `custom_id` on `message` as `user`; returns the answer.
async fn press(h: &Harness, user: &FakeUser, message: u64, custom_id: &str) -> Value {
    h.click(user, message, custom_id).await
}

fn text(message: &Value) -> String {
    let embed = &message["embeds"][0];
    format!("{}\n{}", embed["description"].as_str().unwrap_or_default(), embed["footer"]["text"])
}

/// Opens puzzles for `user` until one asks for a win in at least `moves` moves.
async fn open_win(h: &Harness, user: &FakeUser, moves: u32) -> (u64, Value) {
    loop {
        let (id, message) = open(h, user).await;
        if matches!(attempt_of(h, &message).await.puzzle.goal, Goal::Win { moves: k } if k >= moves) {
            return (id, message);
        }
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_puzzle_solved_and_one_failed_move_the_ratings_both_ways() {
    each_engine("puzzle-rate", |h| async move {
        let (board, message) = open_win(&h, &alice(), 2).await;
        assert!(text(&message).contains("to play and win in"), "{}", text(&message));
        assert!(text(&message).contains("puzzle set"), "a built-in puzzle says so: {}", text(&message));

        // Along the solver's line: each move is answered by the defence, the last one solves it.
        let attempt = attempt_of(&h, &message).await;
        let (line, _) = line_of(&attempt);
        let mut shown = message;
        for pair in line.chunks(2) {
            let answer = press(&h, &alice(), board, &press_of(&shown, pair[0])).await;
            assert_eq!(answer["type"], 7, "the puzzle's message is updated: {answer}");
            shown = answer["data"].clone();
        }
        assert!(text(&shown).contains("🎉 Solved!"), "{}", text(&shown));
        assert!(text(&shown).contains("Puzzle rating 1500 → "), "{}", text(&shown));
        let store = h.store().await;
        let solved = store.puzzle_standing(alice().id).await.unwrap().expect("rated");
        assert!(solved.rating.rating > 1500.0 && solved.solved == 1 && solved.streak == 1, "{solved:?}");
        let puzzle_after = store.puzzle(attempt.puzzle.id).await.unwrap().unwrap();
        assert!(puzzle_after.rating.rating < attempt.puzzle.rating.rating, "the puzzle lost what the player won");

        // Next gives another puzzle in the same message; a move off the keeping columns fails it.
        let next = puzzle_buttons(&shown)[0];
        assert!(matches!(next, PuzzleButton::Next { .. }));
        let answer = press(&h, &alice(), board, &next.to_string()).await;
        assert_eq!(answer["type"], 7, "{answer}");
        let second = attempt_of(&h, &answer["data"]).await;
        assert_ne!(second.puzzle.id, attempt.puzzle.id, "never the same puzzle twice");
        let (line, wrong) = line_of(&second);
        let answer = press(&h, &alice(), board, &press_of(&answer["data"], wrong.unwrap())).await;
        let failed = text(&answer["data"]);
        assert!(failed.contains("lets it slip"), "{failed}");
        let solution: Vec<String> = line.iter().map(Move::to_string).collect();
        assert!(failed.contains(&format!("Solution: {}.", solution.join(", "))), "{failed}");
        let after = store.puzzle_standing(alice().id).await.unwrap().unwrap();
        assert!(after.rating.rating < solved.rating.rating, "a failure costs rating: {after:?}");
        assert_eq!((after.solved, after.failed, after.streak, after.best_streak), (1, 1, 0, 1));
        assert_eq!(store.attempt(second.id).await.unwrap().unwrap().status, AttemptStatus::Failed);

        // The server's puzzle leaderboard and the stats show it.
        let (_, top) = h.slash(&bob(), &["connect4", "puzzle", "top"], vec![]).await;
        let listed = top["data"]["embeds"][0]["description"].as_str().unwrap().to_string();
        assert!(listed.starts_with(&format!("1. <@{}> — ", alice().id)), "{listed}");
        let (_, stats) = h.slash(&alice(), &["connect4", "stats"], vec![]).await;
        let fields = stats["data"]["embeds"][0]["fields"].as_array().unwrap().clone();
        let puzzles = fields.iter().find(|f| f["name"] == "Puzzles").expect("a puzzle field");
        assert!(puzzles["value"].as_str().unwrap().contains("1 solved, 1 failed"), "{puzzles}");
        store.close().await;
        h
    })
    .await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_popout_puzzle_is_played_with_pops_and_next_stays_in_popout() {
    each_engine("puzzle-popout", |h| async move {
        let (board, message) = open_with(&h, &alice(), vec![("variant", Opt::Int(1))]).await;
        assert!(text(&message).contains("PopOut: a move may also pop"), "{}", text(&message));
        let attempt = attempt_of(&h, &message).await;
        assert_eq!(attempt.puzzle.variant, POPOUT);
        let (game, ..) = puzzle_game(POPOUT, &attempt.puzzle.moves, &[]).unwrap();
        let pops: Vec<PuzzleButton> =
            puzzle_buttons(&message).into_iter().filter(|b| matches!(b, PuzzleButton::Pop { .. })).collect();
        assert_eq!(pops.len(), game.legal_moves().iter().filter(|mv| mv.is_pop()).count(), "a button per pop");

        // A pop of a stone that is not the mover's is refused privately, and nothing is played.
        if let Some(column) = (0..7).find(|&c| !game.legal_moves().contains(&Move::Pop(c))) {
            let answer = press(&h, &alice(), board, &press_of(&message, Move::Pop(column))).await;
            assert!(ephemeral_text(&answer).contains("pop one of your own"), "{answer}");
        }

        // Along the judge's line (pops included where it pops), each move answered, the last one solving it.
        let (line, _) = line_of(&attempt);
        let mut shown = message;
        for pair in line.chunks(2) {
            let answer = press(&h, &alice(), board, &press_of(&shown, pair[0])).await;
            assert_eq!(answer["type"], 7, "{answer}");
            shown = answer["data"].clone();
        }
        assert!(text(&shown).contains("🎉 Solved!"), "{}", text(&shown));

        // Next gives another PopOut puzzle; a move that lets the win slip fails it with the solution.
        let answer = press(&h, &alice(), board, &puzzle_buttons(&shown)[0].to_string()).await;
        let second = attempt_of(&h, &answer["data"]).await;
        assert_eq!(second.puzzle.variant, POPOUT);
        let (line, wrong) = line_of(&second);
        let answer = press(&h, &alice(), board, &press_of(&answer["data"], wrong.unwrap())).await;
        let failed = text(&answer["data"]);
        let solution: Vec<String> = line.iter().map(Move::to_string).collect();
        assert!(failed.contains(&format!("Solution: {}.", solution.join(", "))), "{failed}");
        let store = h.store().await;
        let standing = store.puzzle_standing(alice().id).await.unwrap().unwrap();
        assert_eq!((standing.solved, standing.failed), (1, 1), "one rating for every variant");
        store.close().await;
        h
    })
    .await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn bad_presses_change_nothing_and_an_attempt_survives_a_restart() {
    each_engine("puzzle-bad", |mut h| async move {
        let (board, message) = open_win(&h, &alice(), 3).await;
        let attempt = attempt_of(&h, &message).await;
        let (line, _) = line_of(&attempt);

        // Someone else's press, a malformed id: private answers, nothing moves.
        let answer = press(&h, &bob(), board, &press_of(&message, line[0])).await;
        assert!(ephemeral_text(&answer).contains("someone else's"), "{answer}");
        let answer = press(&h, &alice(), board, "c4z:d:zz:0:9").await;
        assert_eq!(ephemeral_text(&answer), "This button is not valid.");
        let store = h.store().await;
        assert_eq!(store.attempt(attempt.id).await.unwrap().unwrap().plies, [], "nothing played");

        // One good move, then the bot restarts: the next press goes on from the stored attempt.
        let answer = press(&h, &alice(), board, &press_of(&message, line[0])).await;
        assert_eq!(answer["type"], 7, "{answer}");
        let shown = answer["data"].clone();
        h.stop_bot().await;
        h.start_bot(&|_| {}).await;
        let answer = press(&h, &alice(), board, &press_of(&shown, line[2])).await;
        assert_eq!(answer["type"], 7, "{answer}");
        let plies = store.attempt(attempt.id).await.unwrap().unwrap().plies;
        assert_eq!(plies.len(), 4, "two moves and two replies: {plies:?}");

        // A press from an older version of the message brings it up to date and plays nothing.
        let answer = press(&h, &alice(), board, &press_of(&shown, line[2])).await;
        assert_eq!(answer["type"], 7, "{answer}");
        assert_eq!(puzzle_buttons(&answer["data"])[0], puzzle_buttons(&h.fake.message(board).unwrap())[0]);
        assert_eq!(store.attempt(attempt.id).await.unwrap().unwrap().plies, plies, "nothing more played");
        store.close().await;
        h
    })
    .await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn puzzles_work_in_direct_messages() {
    let h = Harness::new("puzzle-dm", |_| {}).await;
    let id = h.fake.slash_dm(&alice(), &["connect4", "puzzle", "play"], vec![]).await;
    let answer = h.fake.response(id, WAIT).await;
    assert_eq!(answer["type"], 4, "{answer}");
    let message = h.board_of(id).await;
    assert_eq!(h.fake.message(message).unwrap()["channel_id"], DM_CHANNEL_ID.to_string());
    assert_eq!(puzzle_buttons(&h.fake.message(message).unwrap()).len(), 7);
    let store: Store = h.store().await;
    let attempt = puzzle_buttons(&h.fake.message(message).unwrap())[0].attempt().unwrap();
    assert!(store.attempt(attempt).await.unwrap().is_some());
    store.close().await;
    h.finish().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_win_missed_in_a_server_game_becomes_one_of_its_puzzles_with_its_source() {
    each_engine("puzzle-mined", |h| async move {
        // A built-in puzzle's position reached in a real game, where the player to move then misses the win.
        let set = cuatro::ai::puzzle::built_in_set();
        let puzzle = set.iter().find(|p| matches!(p.goal, Goal::Win { .. }) && p.moves.len() >= 14).unwrap();
        let missed = line_and_miss(puzzle.variant, &puzzle.moves, puzzle.goal, &[]).1.unwrap();
        let mut columns: Vec<u8> = puzzle.moves.iter().map(|mv| mv.column()).collect();
        columns.push(missed.column());
        let board = h.pvp(vec![]).await;
        h.play(board, &alice(), &bob(), &columns).await;
        let resign = crate::support::harness::button(&h.fake.message(board).unwrap(), "c4:r:");
        let to_move = if columns.len().is_multiple_of(2) { alice() } else { bob() };
        assert_eq!(h.click(&to_move, board, &resign).await["type"], 7);

        // Found on the review thread soon after, with where it came from.
        let store = h.store().await;
        let mut mined = Vec::new();
        for _ in 0..1000 {
            mined = store.guild_puzzles(GUILD_ID).await.unwrap();
            if !mined.is_empty() {
                break;
            }
            tokio::time::sleep(std::time::Duration::from_millis(10)).await;
        }
        let found = mined.iter().find(|p| p.moves == puzzle.moves).expect("the missed win is one of the server's");
        let source = found.source.unwrap();
        let expected = (puzzle.moves.len() as u32 + 1, Some(alice().id), Some(bob().id));
        assert_eq!((source.move_no, source.red, source.yellow), expected);
        assert_eq!(found.goal, puzzle.goal);

        // With 20 of its own left for a player, the server's puzzles come first, their source shown.
        let more: Vec<NewPuzzle> = set
            .iter()
            .filter(|p| p.moves != puzzle.moves)
            .take(19)
            .map(|p| NewPuzzle { variant: p.variant, moves: p.moves.clone(), goal: p.goal, source: Some(source) })
            .collect();
        store.add_puzzles(&more, 0).await.unwrap();
        let (_, message) = open(&h, &eve()).await;
        let footer = message["embeds"][0]["footer"]["text"].as_str().unwrap().to_string();
        assert!(footer.starts_with(&format!("From a game of <@{}> vs <@{}>, move ", alice().id, bob().id)), "{footer}");
        store.close().await;
        h
    })
    .await;
}

/// Forty presses at once of one move on one attempt: one is judged (one search on the CPU's threads), the others
/// are shown the card as it is or told to wait, and the attempt is played once.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_flood_of_presses_on_one_attempt_is_judged_once() {
    each_engine("puzzle-flood", |h| async move {
        let (board, message) = open_with(&h, &alice(), vec![("variant", Opt::Int(1))]).await;
        let attempt = attempt_of(&h, &message).await;
        let (_, wrong) = line_of(&attempt);
        let custom_id = press_of(&message, wrong.expect("a move that misses the win"));
        let mut sent = Vec::new();
        for _ in 0..40 {
            sent.push(h.fake.click(&alice(), board, &custom_id).await);
        }
        let (mut updated, mut waits) = (0, 0);
        for id in sent {
            let answer = h.fake.response(id, WAIT).await;
            match answer["type"].as_u64() {
                Some(7) => updated += 1,
                Some(4) if ephemeral_text(&answer).starts_with("Your previous hint, review or puzzle move") => {
                    waits += 1
                }
                _ => panic!("an unexpected answer: {answer}"),
            }
        }
        assert_eq!(updated + waits, 40, "every press answered");
        let scrape = h.bot.as_ref().unwrap().app.metrics.encode();
        let judged = crate::metrics::value(&scrape, "cuatro_assists_total", "kind=\"puzzle\",outcome=\"served\"");
        assert_eq!(judged, 1.0, "one search for the forty presses: {scrape}");
        let store = h.store().await;
        let stored = store.attempt(attempt.id).await.unwrap().unwrap();
        assert_eq!((stored.status, stored.plies.len()), (AttemptStatus::Failed, 1), "played once");
        store.close().await;
        h
    })
    .await;
}

/// A command that creates something, seen twice (as by a shard's next holder during a handover): the second
/// sight stays silent, and one attempt, one challenge and one game are made.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_creating_command_delivered_twice_creates_once() {
    each_engine("delivered-twice", |h| async move {
        let callbacks = |id: u64| {
            let path = format!("/interactions/{id}/");
            h.fake.requests().iter().filter(|r| r.path.contains(&path)).count()
        };
        let play = h.fake.slash(&alice(), &["connect4", "puzzle", "play"], vec![]).await;
        let first = h.fake.response(play, WAIT).await;
        assert_eq!(first["type"], 4, "{first}");
        let attempt = attempt_of(&h, &first["data"]).await;
        h.fake.deliver_again(play);

        let challenge = h.fake.slash(&alice(), &["connect4", "challenge"], vec![("opponent", Opt::User(bob()))]).await;
        h.fake.response(challenge, WAIT).await;
        h.fake.deliver_again(challenge);
        let cpu = h.fake.slash_dm(&bob(), &["connect4", "vs-cpu"], vec![]).await;
        h.fake.response(cpu, WAIT).await;
        h.fake.deliver_again(cpu);
        tokio::time::sleep(std::time::Duration::from_millis(1500)).await;

        for (what, id) in [("puzzle play", play), ("challenge", challenge), ("vs-cpu", cpu)] {
            assert_eq!(callbacks(id), 1, "{what} answered once");
        }
        let store = h.store().await;
        assert!(store.attempt(attempt.id + 1).await.unwrap().is_none(), "no second attempt");
        let (active, _) = store.active_sessions().await.unwrap();
        assert_eq!(active.len(), 2, "one challenge and one game against the CPU");
        store.close().await;
        h
    })
    .await;
}
