//! Every variant through Discord: presets against the CPU to the end, the three-player and two-vs-two lobbies
//! (join, start, timeouts, a restart, stale clicks, resigning), and refused variant ids.

use crate::support::fake_discord::{FakeDiscord, FakeUser, Opt};
use crate::support::harness::{
    Harness, WAIT, alice, bob, button, dan, description, ephemeral_text, eve, field, game_id,
};
use serde_json::Value;
use std::time::Duration;

fn fay() -> FakeUser {
    FakeUser::new(8000000000000000008, "fay")
}

/// The enabled drop buttons of a board.
fn enabled_drops(message: &Value) -> Vec<String> {
    FakeDiscord::buttons(message)
        .into_iter()
        .flatten()
        .filter(|(id, disabled, _)| id.starts_with("c4:d:") && !disabled)
        .map(|(id, _, _)| id)
        .collect()
}

fn is_finished(message: &Value) -> bool {
    FakeDiscord::buttons(message).into_iter().flatten().any(|(id, _, _)| id.starts_with("c4:m:"))
}

/// `user` drops into the leftmost open column whenever it is their turn, until the game ends.
async fn play_out(h: &Harness, board: u64, user: &FakeUser) -> Value {
    for _ in 0..400 {
        let message = h.fake.message(board).unwrap();
        if is_finished(&message) {
            return message;
        }
        match enabled_drops(&message).first() {
            Some(id) => {
                let answer = h.click(user, board, id).await;
                assert!(matches!(answer["type"].as_u64(), Some(6 | 7)), "a move updates the board: {answer}");
            }
            None => tokio::time::sleep(Duration::from_millis(20)).await,
        }
    }
    panic!("the game did not end: {:?}", h.fake.message(board));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn every_preset_plays_to_its_end_against_the_cpu() {
    let h = Harness::new("presets", |_| {}).await;
    let presets = [
        ("classic", 7),
        ("popout", 7),
        ("five-in-a-row", 9),
        ("small", 6),
        ("misere", 7),
        ("cylinder", 7),
        ("obstacles", 7),
        ("random-opening", 7),
        ("three-players", 9),
        ("two-vs-two", 7),
        ("popout+cylinder", 7),
        ("10x10", 10),
        ("8x7k5+popout", 8),
    ];
    for (variant, width) in presets {
        let options = vec![("level", Opt::Int(0)), ("variant", Opt::from(variant))];
        let (id, _) = h.slash(&alice(), &["connect4", "vs-cpu"], options).await;
        let board = h.board_of(id).await;
        let start = h.fake.message(board).unwrap();
        let title = start["embeds"][0]["title"].as_str().unwrap().to_string();
        let canonical: cuatro::engine::Variant = variant.parse().unwrap();
        match cuatro::render::variant_name(cuatro::game::Lang::En, &canonical) {
            Some(name) => assert!(title.ends_with(&format!(" · {name}")), "{variant}: {title}"),
            None => assert_eq!(title, "Connect Four", "the classic game is not named"),
        }
        let header = description(&start).lines().next().unwrap().to_string();
        let columns = header.chars().filter(|c| ['\u{20E3}', '🔟', '⬇'].contains(c)).count();
        assert_eq!(columns, width, "{variant}: {header}");
        let end = play_out(&h, board, &alice()).await;
        let row = h.row(game_id(&end)).await;
        assert_eq!((row.status.as_str(), row.variant.as_str()), ("finished", canonical.to_string().as_str()));
        assert!(row.result.as_deref().is_some_and(|r| r != "abandoned"), "{variant}: {row:?}");
        if variant == "obstacles" {
            assert!(description(&start).contains('🟫'), "obstacles are drawn: {}", description(&start));
        }
    }
    h.finish().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn refused_variants_get_the_reason_and_autocomplete_offers_valid_ids() {
    let h = Harness::new("refused", |_| {}).await;
    for (variant, reason) in [
        ("hexagonal", "Unknown variant `hexagonal`"),
        ("popout+misere", "cannot be combined"),
        ("11x6", "out of range"),
        ("4x4k6", "out of range"),
    ] {
        let (_, answer) = h.slash(&alice(), &["connect4", "vs-cpu"], vec![("variant", Opt::from(variant))]).await;
        assert!(ephemeral_text(&answer).contains(reason), "{variant}: {answer}");
    }
    let (_, answer) =
        h.slash(&alice().locale("es-ES"), &["connect4", "challenge"], vec![("variant", Opt::from("11x6"))]).await;
    assert!(ephemeral_text(&answer).contains("no es válido"), "{answer}");
    let options = vec![("opponent", Opt::User(bob())), ("player2", Opt::User(eve()))];
    let (_, answer) = h.slash(&alice(), &["connect4", "challenge"], options).await;
    assert!(ephemeral_text(&answer).contains("This variant seats 2: you and at most 1 invited."), "{answer}");
    let options = vec![("variant", Opt::from("three-players")), ("format", Opt::Int(1))];
    let (_, answer) = h.slash(&alice(), &["connect4", "challenge"], options).await;
    assert!(ephemeral_text(&answer).contains("Matches and chess clocks are for two players"), "{answer}");
    assert!(h.fake.messages().iter().all(|m| FakeDiscord::buttons(m).is_empty()), "no game was posted");

    let id = h.fake.autocomplete(&alice(), &["connect4", "challenge"], "variant", "popout+cy").await;
    let answer = h.fake.response(id, WAIT).await;
    assert_eq!(answer["type"], 8, "{answer}");
    let values: Vec<&str> =
        answer["data"]["choices"].as_array().unwrap().iter().map(|c| c["value"].as_str().unwrap()).collect();
    assert!(values.contains(&"popout+cylinder"), "{values:?}");
    let (_, answer) = h.slash(&alice(), &["connect4", "rules"], vec![("variant", Opt::from("two-vs-two"))]).await;
    assert!(ephemeral_text(&answer).contains("team"), "{answer}");
    h.finish().await;
}

/// A lobby from `/connect4 challenge` with `options`; returns its message id.
async fn open_lobby(h: &Harness, options: Vec<(&str, Opt)>) -> u64 {
    let (id, _) = h.slash(&alice(), &["connect4", "challenge"], options).await;
    h.board_of(id).await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn three_players_join_time_out_survive_a_restart_and_resign() {
    let mut h = Harness::new("three", |c| c.games.default_timer = Some(Duration::from_millis(2000))).await;
    let lobby = open_lobby(&h, vec![("variant", Opt::from("three-players"))]).await;
    let join = button(&h.fake.message(lobby).unwrap(), "c4:a:");
    assert!(ephemeral_text(&h.click(&alice(), lobby, &join).await).contains("already have a seat"));
    assert_eq!(h.click(&bob(), lobby, &join).await["type"], 7);
    assert!(description(&h.fake.message(lobby).unwrap()).contains("🟡 <@5000000000000000005>"));
    assert_eq!(h.click(&eve(), lobby, &join).await["type"], 7, "the last seat starts the game");
    let board = lobby;
    let started = h.fake.message(board).unwrap();
    assert!(
        description(&started)
            .contains("🔴 <@4000000000000000004> · 🟡 <@5000000000000000005> · 🟢 <@6000000000000000006>")
    );
    assert!(ephemeral_text(&h.click(&dan(), board, &join).await).contains("full"));
    let game = game_id(&started);

    h.drop(&alice(), board, 4).await;
    let stale = enabled_drops(&h.fake.message(board).unwrap())[0].clone();
    h.drop(&bob(), board, 4).await;
    // A stale press on the board shows the game as it is.
    assert_eq!(h.click(&bob(), board, &stale).await["type"], 7);
    // A restart while Eve is to move; she lets her turn run out: the CPU plays for her, then Alice moves.
    h.stop_bot().await;
    h.start_bot(&|_| {}).await;
    let message = h.fake.wait_message(board, WAIT, |m| field(m, 0).contains("3.")).await;
    assert!(description(&message).contains("🔴 <@4000000000000000004> to move"), "{}", description(&message));
    assert_eq!(h.drop(&alice(), board, 0).await["type"], 7, "the board works after a restart");
    assert!(ephemeral_text(&h.drop(&alice(), board, 1).await).contains("not your turn"));
    let resign = button(&h.fake.message(board).unwrap(), "c4:r:");
    assert_eq!(h.click(&alice(), board, &resign).await["type"], 7);
    let message = h.fake.message(board).unwrap();
    assert!(description(&message).contains("🔴 <@4000000000000000004> 🏳️"), "{}", description(&message));
    assert!(ephemeral_text(&h.drop(&alice(), board, 1).await).contains("resigned"));
    let resign = button(&h.fake.message(board).unwrap(), "c4:r:");
    assert_eq!(h.click(&bob(), board, &resign).await["type"], 7);
    let end = h.fake.message(board).unwrap();
    assert!(description(&end).contains("🟢 <@6000000000000000006> wins"), "{}", description(&end));
    let row = h.row(game).await;
    assert_eq!((row.result.as_deref(), row.end_reason.as_deref()), (Some("green"), Some("resigned")));
    let (_, answer) = h.slash(&eve(), &["connect4", "stats"], vec![("variant", Opt::from("three-players"))]).await;
    let stats = answer["data"]["embeds"][0].to_string();
    assert!(stats.contains('2'), "two pairwise wins for the winner: {stats}");
    let (_, answer) =
        h.slash(&bob(), &["connect4", "leaderboard"], vec![("variant", Opt::from("three-players"))]).await;
    let board_text = answer["data"]["embeds"][0]["description"].as_str().unwrap().to_string();
    let first = board_text.lines().nth(1).unwrap_or_default();
    assert!(first.contains("<@6000000000000000006>") && first.contains("2-0-0"), "the winner leads: {board_text}");
    let (_, answer) = h.slash(&bob(), &["connect4", "leaderboard"], vec![("variant", Opt::from("popout"))]).await;
    assert!(answer.to_string().contains("Variants played here: `three-players`"), "{answer}");
    h.finish().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_vs_two_keeps_invited_seats_and_a_resignation_loses_for_the_team() {
    let mut h = Harness::new("teams", |c| c.games.default_timer = Some(Duration::from_millis(2000))).await;
    let options = vec![("variant", Opt::from("two-vs-two")), ("player2", Opt::User(bob())), ("cpu-level", Opt::Int(0))];
    let lobby = open_lobby(&h, options).await;
    let message = h.fake.message(lobby).unwrap();
    assert!(message["content"].as_str().unwrap().contains("<@5000000000000000005>"), "the invited player is pinged");
    let join = button(&message, "c4:a:");
    let start = button(&message, "c4:t:");
    assert_eq!(h.click(&eve(), lobby, &join).await["type"], 7);
    assert_eq!(h.click(&dan(), lobby, &join).await["type"], 7);
    assert!(ephemeral_text(&h.click(&fay(), lobby, &join).await).contains("kept for the players who were invited"));
    assert!(ephemeral_text(&h.click(&eve(), lobby, &start).await).contains("Only the player who opened"));
    // The table survives a restart: its seats, its kept seat and its buttons.
    h.stop_bot().await;
    h.start_bot(&|_| {}).await;
    assert_eq!(h.click(&bob(), lobby, &join).await["type"], 7, "the invited player takes the last seat");
    assert!(ephemeral_text(&h.click(&fay(), lobby, &join).await).contains("full"), "a fifth joiner");
    let board = lobby;
    let started = h.fake.message(board).unwrap();
    // Seats in joining order: alice, eve, dan, bob; teams are seats 1 & 3 against 2 & 4.
    assert!(
        description(&started).contains("🔴 <@4000000000000000004> & 🔴 <@7000000000000000007> vs 🟡 <@6000000000000000006> & 🟡 <@5000000000000000005>"),
        "{}",
        description(&started)
    );
    let game = game_id(&started);
    let stale = enabled_drops(&h.fake.message(board).unwrap())[0].clone();
    h.drop(&alice(), board, 3).await;
    assert_eq!(h.click(&alice(), board, &stale).await["type"], 7);
    // A restart while Eve is to move; she times out: the CPU plays for her, then Dan is to move.
    h.stop_bot().await;
    h.start_bot(&|_| {}).await;
    h.fake.wait_message(board, WAIT, |m| field(m, 0).contains("2.")).await;
    assert_eq!(h.drop(&dan(), board, 3).await["type"], 7, "the board works after a restart");
    let resign = button(&h.fake.message(board).unwrap(), "c4:r:");
    assert_eq!(h.click(&bob(), board, &resign).await["type"], 7);
    let end = h.fake.message(board).unwrap();
    assert!(
        description(&end).contains("<@4000000000000000004> & 🔴 <@7000000000000000007> wins"),
        "{}",
        description(&end)
    );
    let row = h.row(game).await;
    assert_eq!(row.result.as_deref(), Some("red"));
    h.finish().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn obstacles_and_a_random_opening_survive_a_restart() {
    let mut h = Harness::new("start", |_| {}).await;
    let options = vec![("variant", Opt::from("obstacles+random-opening")), ("level", Opt::Int(0))];
    let (id, _) = h.slash(&alice(), &["connect4", "vs-cpu"], options).await;
    let board = h.board_of(id).await;
    let before = h.fake.message(board).unwrap();
    let grid = |m: &Value| description(m).split("\n\n").next().unwrap().to_string();
    assert!(grid(&before).contains('🟫'), "{}", grid(&before));
    assert!(field(&before, 0).contains("4."), "four opening moves: {}", field(&before, 0));
    h.stop_bot().await;
    h.start_bot(&|_| {}).await;
    let (id, _) = h.slash(&alice(), &["connect4", "board"], vec![]).await;
    let after = h.fake.message(h.board_of(id).await).unwrap();
    assert_eq!(grid(&after), grid(&before));
    assert_eq!(field(&after, 0), field(&before, 0));
    h.finish().await;
}
