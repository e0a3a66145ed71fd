//! End-to-end tests of reviews, hints and pauses: the real bot against the loopback fake Discord.

use crate::support::fake_discord::{FakeDiscord, FakeUser, OTHER_CHANNEL_ID, Opt};
use crate::support::harness::{Harness, WAIT, alice, bob, button, description, ephemeral_text, eve, game_id};
use cuatro::ai::review::{ClassicOracle, Label, hint, review};
use cuatro::engine::{Game, GameRecord};
use cuatro::game::{Action, Lang, Press, game_code};
use cuatro::render::hint_text;
use serde_json::Value;
use std::time::Duration;

/// The private message an interaction ended with: its immediate answer, or the edit that followed a deferral.
pub(crate) async fn private_message(h: &Harness, interaction: u64, answer: &Value) -> Value {
    if answer["type"] == 4 {
        assert_eq!(answer["data"]["flags"].as_u64().unwrap_or(0) & 64, 64, "private: {answer}");
        return answer["data"].clone();
    }
    assert_eq!(answer["type"], 5, "answered at once or deferred: {answer}");
    assert_eq!(answer["data"]["flags"].as_u64().unwrap_or(0) & 64, 64, "deferred privately: {answer}");
    for _ in 0..6000 {
        if let Some(message) = h.fake.original_message(interaction).and_then(|m| h.fake.message(m))
            && (message["content"] != "" || message["embeds"].as_array().is_some_and(|e| !e.is_empty()))
        {
            return message;
        }
        tokio::time::sleep(Duration::from_millis(10)).await;
    }
    panic!("interaction {interaction} was never answered after its deferral");
}

/// Clicks `custom_id` on `message` and returns the private message it brings.
pub(crate) async fn click_private(h: &Harness, user: &FakeUser, message: u64, custom_id: &str) -> Value {
    let id = h.fake.click(user, message, custom_id).await;
    let answer = h.fake.response(id, WAIT).await;
    private_message(h, id, &answer).await
}

/// Runs a slash command and returns the private message it brings.
pub(crate) async fn slash_private(h: &Harness, user: &FakeUser, path: &[&str], options: Vec<(&str, Opt)>) -> Value {
    let (id, answer) = h.slash(user, path, options).await;
    private_message(h, id, &answer).await
}

fn embed_text(message: &Value) -> String {
    message["embeds"][0]["description"].as_str().unwrap_or_default().to_string()
}

/// The review line of move `index` (0-based) on a page.
fn move_line(page: &str, index: usize) -> &str {
    let prefix = format!("{}. ", index + 1);
    page.lines().find(|l| l.starts_with(&prefix)).unwrap_or_else(|| panic!("no line for move {index}:\n{page}"))
}

fn label_word(label: Label) -> &'static str {
    match label {
        Label::Best => "✓ best",
        Label::Inaccuracy => "?! inaccuracy",
        Label::Mistake => "? mistake",
        Label::Blunder => "?? blunder",
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_pvp_game_is_reviewed_as_the_solver_labels_it_even_after_a_restart() {
    let mut h = Harness::new("review-pvp", |_| {}).await;
    let board = h.pvp(vec![]).await;
    // Yellow's g misses the block at d: red wins on d1.
    h.play(board, &alice(), &bob(), &[0, 0, 1, 1, 2, 6, 3]).await;
    let final_board = h.fake.message(board).unwrap();
    let game = game_id(&final_board);
    let code = game_code(game);
    let footer = final_board["embeds"][0]["footer"]["text"].as_str().unwrap_or_default();
    assert!(footer.contains(&format!("Game {code}")), "the final board names the game: {footer}");

    // Anyone may review privately; the labels are the solver's.
    let page = click_private(&h, &eve(), board, &button(&final_board, "c4:v:")).await;
    let text = embed_text(&page);
    let record = GameRecord {
        variant: "classic".parse().unwrap(),
        obstacles: String::new(),
        opening: 0,
        moves: "aabbcgd".into(),
    };
    let expected = review(&Game::from_record(&record).unwrap(), &mut ClassicOracle::default());
    assert_eq!(expected.moves.len(), 7);
    for m in &expected.moves {
        let line = move_line(&text, m.index);
        assert!(line.contains(label_word(m.label)), "move {}: {:?} expected in {line}", m.index, m.label);
    }
    let decided = expected.decided_at.expect("a mistake decided the game");
    assert!(move_line(&text, decided).contains("⚡ decided the game"), "{text}");
    assert!(move_line(&text, 6).ends_with("red wins"), "the exact outcome after the last move: {text}");
    assert!(text.starts_with("🔴 <@4000000000000000004>: ✓ "), "each side's tally: {text}");
    assert!(page["components"].as_array().is_none_or(|c| c.is_empty()), "one page, no page buttons");

    // After a restart the game is reviewed from the database: by its code, or as the caller's latest game.
    h.stop_bot().await;
    h.start_bot(&|_| {}).await;
    let by_code =
        slash_private(&h, &alice(), &["connect4", "review"], vec![("game", Opt::Str(code.to_uppercase()))]).await;
    assert_eq!(embed_text(&by_code), text);
    let latest = slash_private(&h, &bob(), &["connect4", "review"], vec![]).await;
    assert_eq!(embed_text(&latest), text);
    assert_eq!(latest["embeds"][0]["title"], format!("Review · game {code}"));

    // Bad input: an unknown code, a code that is not one, and a game still running.
    let unknown = "I found no finished game of yours to review. Give the code shown under a final board.";
    let (_, answer) = h.slash(&alice(), &["connect4", "review"], vec![("game", Opt::Str("zzzz".into()))]).await;
    assert_eq!(ephemeral_text(&answer), unknown);
    let (_, answer) = h.slash(&alice(), &["connect4", "review"], vec![("game", Opt::Str("no such!".into()))]).await;
    assert_eq!(ephemeral_text(&answer), unknown);
    let running = h.pvp(vec![]).await;
    let running_code = game_code(game_id(&h.fake.message(running).unwrap()));
    let (_, answer) = h.slash(&alice(), &["connect4", "review"], vec![("game", Opt::Str(running_code))]).await;
    assert_eq!(ephemeral_text(&answer), "A game can be reviewed once it is over.");
    h.finish().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_game_against_the_cpu_is_reviewed_page_by_page() {
    let h = Harness::new("review-cpu", |_| {}).await;
    let (id, _) = h.slash(&alice(), &["connect4", "vs-cpu"], vec![("level", Opt::Int(0))]).await;
    let board = h.board_of(id).await;
    // Alice always plays the leftmost open column; the easy CPU answers until the game ends.
    loop {
        let message = h.fake.message(board).unwrap();
        let open = FakeDiscord::buttons(&message)
            .into_iter()
            .flatten()
            .find(|(id, disabled, _)| id.starts_with("c4:d:") && !disabled);
        let Some((column, _, _)) = open else { break };
        assert_eq!(h.click(&alice(), board, &column).await["type"], 7);
    }
    let final_board = h.fake.message(board).unwrap();
    let moves = final_board["embeds"][0]["fields"][0]["value"].as_str().unwrap().split_whitespace().count() / 2;
    let page = click_private(&h, &alice(), board, &button(&final_board, "c4:v:")).await;
    let mut text = embed_text(&page);
    let mut page_message = page;
    let mut pages = 1;
    // Turn the pages (answered from memory: each click updates the private message in place).
    while let Some((next, false, _)) =
        FakeDiscord::buttons(&page_message).into_iter().flatten().find(|(_, _, label)| label == "▶")
    {
        let id = page_message["id"].as_str().unwrap().parse::<u64>().unwrap();
        let answer = h.click(&alice(), id, &next).await;
        assert_eq!(answer["type"], 7, "{answer}");
        page_message = h.fake.message(id).unwrap();
        pages += 1;
        text.push('\n');
        text.push_str(&embed_text(&page_message));
    }
    for index in 0..moves {
        let line = move_line(&text, index);
        assert!(["best", "inaccuracy", "mistake", "blunder"].iter().any(|w| line.contains(w)), "{line}");
    }
    let move_lines = text.lines().filter(|l| l.split_once(". ").is_some_and(|(n, _)| n.parse::<usize>().is_ok()));
    assert_eq!(move_lines.count(), moves, "one line per move:\n{text}");
    assert_eq!(pages, (moves + 2).div_ceil(16), "two tallies and the moves, 16 lines a page");
    h.finish().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn hints_in_cpu_games_but_not_in_rated_games_or_when_the_server_says_no() {
    let h = Harness::new("hints", |_| {}).await;
    let (id, _) = h.slash(&alice(), &["connect4", "vs-cpu"], vec![("level", Opt::Int(2))]).await;
    let board = h.board_of(id).await;
    let message = h.fake.message(board).unwrap();
    let expected = hint(&Game::new("classic".parse().unwrap()), &mut ClassicOracle::default()).unwrap();
    let answer = click_private(&h, &alice(), board, &button(&message, "c4:h:")).await;
    assert_eq!(answer["content"], hint_text(&expected, Lang::En));
    assert_eq!(
        ephemeral_text(&h.click(&eve(), board, &button(&message, "c4:h:")).await),
        "You are not playing in this game."
    );
    let spanish = slash_private(&h, &alice().locale("es-ES"), &["connect4", "hint"], vec![]).await;
    assert_eq!(spanish["content"], hint_text(&expected, Lang::Es));
    assert_eq!(h.click(&alice(), board, &button(&message, "c4:r:")).await["type"], 7);
    let footer = h.fake.message(board).unwrap()["embeds"][0]["footer"]["text"].as_str().unwrap_or_default().to_string();
    assert!(footer.contains("💡 A hint was used in this game."), "{footer}");

    // A match is rated: no hint, and no 💡 button.
    let match_board = h.pvp(vec![("format", Opt::Int(1))]).await;
    let (_, answer) = h.slash(&alice(), &["connect4", "hint"], vec![]).await;
    assert_eq!(ephemeral_text(&answer), "Hints are off in rated games and matches.");
    let message = h.fake.message(match_board).unwrap();
    assert!(!FakeDiscord::buttons(&message).into_iter().flatten().any(|(id, _, _)| id.starts_with("c4:h:")));
    assert_eq!(h.click(&alice(), match_board, &button(&message, "c4:q:")).await["type"], 7);

    // The server turns hints off: new games have none.
    let admin = FakeUser::new(7000000000000000007, "mod").admin();
    let (_, answer) = h.slash(&admin, &["connect4-admin", "settings"], vec![("hints", Opt::Bool(false))]).await;
    assert!(answer["data"]["embeds"][0].to_string().contains("Hints in unrated games"), "{answer}");
    let (id, _) = h.slash(&alice(), &["connect4", "vs-cpu"], vec![]).await;
    let board = h.board_of(id).await;
    let message = h.fake.message(board).unwrap();
    assert!(!FakeDiscord::buttons(&message).into_iter().flatten().any(|(id, _, _)| id.starts_with("c4:h:")));
    let (_, answer) = h.slash(&alice(), &["connect4", "hint"], vec![]).await;
    assert_eq!(ephemeral_text(&answer), "Hints are turned off on this server.");
    h.finish().await;
}

/// The Pause button of the board as it is now.
fn pause_button(h: &Harness, board: u64) -> String {
    button(&h.fake.message(board).unwrap(), "c4:s:")
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_pause_agreed_by_both_survives_a_restart_and_continues() {
    let mut h = Harness::new("pause", |_| {}).await;
    let board = h.pvp(vec![("timer", Opt::Int(2))]).await;
    let game = game_id(&h.fake.message(board).unwrap());
    h.drop(&alice(), board, 3).await;
    // Bob asks; the request is a message of its own that pings alice.
    let id = h.fake.click(&bob(), board, &pause_button(&h, board)).await;
    let answer = h.fake.response(id, WAIT).await;
    assert_eq!(answer["type"], 4, "{answer}");
    assert_eq!(answer["data"]["flags"].as_u64().unwrap_or(0) & 64, 0, "the request is public");
    assert!(answer["data"]["content"].as_str().unwrap().contains("<@4000000000000000004>, do you agree?"));
    let request = h.board_of(id).await;
    let request_message = h.fake.message(request).unwrap();
    let agree = button(&request_message, "c4:k:");
    assert_eq!(
        ephemeral_text(&h.click(&bob(), request, &agree).await),
        "You asked for the pause: the other player answers."
    );
    assert_eq!(ephemeral_text(&h.click(&eve(), request, &agree).await), "You are not playing in this game.");
    assert!(h.row(game).await.status == "playing");
    let answer = h.click(&alice(), request, &agree).await;
    assert_eq!(answer["type"], 7);
    assert_eq!(answer["data"]["content"], "⏸️ <@4000000000000000004> agreed: the game is paused.");
    let paused = h.fake.wait_message(board, WAIT, |m| description(m).contains("Paused")).await;
    assert!(!description(&paused).contains("⚫"), "the board is hidden: {}", description(&paused));
    // The column buttons are gone; a click from an older copy of the board is refused.
    let drop = Press::Drop { move_no: 1, column: 3 }.on(game).to_string();
    assert_eq!(ephemeral_text(&h.click(&bob(), board, &drop).await), "The game is paused: press Continue first.");
    assert_eq!(ephemeral_text(&h.click(&alice(), request, &agree).await), "The game is already paused.");

    // A restart keeps the pause; Continue shows the board again with the turn timer running.
    h.stop_bot().await;
    h.start_bot(&|_| {}).await;
    let paused = h.fake.message(board).unwrap();
    assert!(description(&paused).contains("Paused"));
    let answer = h.click(&bob(), board, &button(&paused, "c4:u:")).await;
    assert_eq!(answer["type"], 7, "{answer}");
    let resumed = description(&h.fake.message(board).unwrap());
    assert!(resumed.contains("⏱️ <t:") && resumed.contains("⚫"), "{resumed}");
    assert_eq!(h.drop(&bob(), board, 3).await["type"], 7);
    assert_eq!(h.row(game).await.moves, "dd");
    h.finish().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_refused_pause_changes_nothing() {
    let h = Harness::new("pause-refused", |_| {}).await;
    let board = h.pvp(vec![]).await;
    let id = h.fake.click(&alice(), board, &pause_button(&h, board)).await;
    assert_eq!(h.fake.response(id, WAIT).await["type"], 4);
    let request = h.board_of(id).await;
    let asked = h.fake.wait_message(board, WAIT, |m| description(m).contains("asked for a pause")).await;
    assert!(description(&asked).contains("⏸️ <@4000000000000000004> asked for a pause."));
    assert_eq!(
        ephemeral_text(&h.click(&alice(), board, &pause_button(&h, board)).await),
        "You asked for the pause: the other player answers."
    );
    let refuse = button(&h.fake.message(request).unwrap(), "c4:j:");
    let answer = h.click(&bob(), request, &refuse).await;
    assert_eq!(answer["data"]["content"], "▶️ <@5000000000000000005> refused the pause: play on.");
    assert!(answer["data"]["components"].as_array().is_none_or(|c| c.is_empty()), "answered: no buttons left");
    h.fake.wait_message(board, WAIT, |m| !description(m).contains("asked for a pause")).await;
    assert_eq!(ephemeral_text(&h.click(&bob(), request, &refuse).await), "No pause is waiting for an answer.");
    assert_eq!(h.drop(&alice(), board, 3).await["type"], 7, "play goes on");

    // The command asks the same way; answered, it pauses the game.
    let (id, answer) = h.slash(&bob(), &["connect4", "pause"], vec![]).await;
    assert!(answer["data"]["content"].as_str().unwrap().contains("<@4000000000000000004>, do you agree?"), "{answer}");
    let request = h.board_of(id).await;
    let agree = button(&h.fake.message(request).unwrap(), "c4:k:");
    assert_eq!(h.click(&alice(), request, &agree).await["type"], 7);
    h.fake.wait_message(board, WAIT, |m| description(m).contains("Paused")).await;
    let (_, answer) = h.slash(&bob(), &["connect4", "pause"], vec![]).await;
    assert_eq!(ephemeral_text(&answer), "The game is already paused.");
    h.finish().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_game_paused_past_the_pause_limit_ends_unscored() {
    let h = Harness::new("pause-limit", |c| c.games.pause_limit = Duration::from_secs(1)).await;
    let (id, _) = h.slash(&alice(), &["connect4", "vs-cpu"], vec![]).await;
    let board = h.board_of(id).await;
    let game = game_id(&h.fake.message(board).unwrap());
    let answer = h.click(&alice(), board, &pause_button(&h, board)).await;
    assert_eq!(answer["type"], 7, "against the CPU a pause needs nobody's agreement: {answer}");
    assert!(answer["data"]["embeds"][0]["description"].as_str().unwrap().contains("Paused"));
    let ended = h
        .fake
        .wait_message(board, Duration::from_secs(5), |m| {
            description(m).contains("paused for longer than the pause limit")
        })
        .await;
    assert!(FakeDiscord::buttons(&ended).into_iter().flatten().all(|(id, _, _)| !id.starts_with("c4:u:")));
    let row = h.row(game).await;
    assert_eq!(
        (row.status.as_str(), row.result.as_deref(), row.end_reason.as_deref()),
        ("finished", Some("abandoned"), Some("pause-limit"))
    );
    h.finish().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_review_button_forged_in_another_server_shows_nothing() {
    let h = Harness::new("review-forged", |_| {}).await;
    let no_such_game = "I found no finished game of yours to review. Give the code shown under a final board.";
    // A game of the other server, played to its end (red wins on the bottom row).
    let elsewhere = h.pvp_in(OTHER_CHANNEL_ID, vec![]).await;
    h.play(elsewhere, &alice(), &bob(), &[0, 0, 1, 1, 2, 2, 3]).await;
    let elsewhere_game = game_id(&h.fake.message(elsewhere).unwrap());
    // A finished game of this server, reviewed once (its pages are in memory), and a live board here.
    let finished = h.pvp(vec![]).await;
    h.play(finished, &alice(), &bob(), &[0, 0, 1, 1, 2, 2, 3]).await;
    let finished_game = game_id(&h.fake.message(finished).unwrap());
    click_private(&h, &alice(), finished, &Action::Review { game: finished_game }.to_string()).await;
    let live = h.pvp(vec![]).await;
    let live_before = h.fake.message(live).unwrap();

    // Eve, who played neither, forges the other server's Review button on a board of this server.
    let answer = h.click(&eve(), live, &Action::Review { game: elsewhere_game }.to_string()).await;
    assert_eq!(ephemeral_text(&answer), no_such_game, "{answer}");
    // Its players may review it from anywhere.
    let page = click_private(&h, &alice(), live, &Action::Review { game: elsewhere_game }.to_string()).await;
    assert!(embed_text(&page).contains("red wins"), "{page}");
    // A page button forged onto the live board does not turn the board into a review page.
    let forged_page = Action::ReviewPage { game: finished_game, page: 0 }.to_string();
    let answer = h.click(&eve(), live, &forged_page).await;
    assert_eq!(ephemeral_text(&answer), "This button is not valid.", "{answer}");
    assert_eq!(h.fake.message(live).unwrap()["embeds"], live_before["embeds"], "the board is untouched");
    h.finish().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_second_review_request_waits_for_the_first() {
    let h = Harness::new("review-busy", |_| {}).await;
    // A PopOut game ended early: its review searches every position, which takes a moment.
    let options = vec![("level", Opt::Int(0)), ("variant", Opt::from("popout"))];
    let (id, _) = h.slash(&alice(), &["connect4", "vs-cpu"], options).await;
    let board = h.board_of(id).await;
    assert_eq!(h.drop(&alice(), board, 3).await["type"], 7);
    assert_eq!(h.drop(&alice(), board, 2).await["type"], 7);
    assert_eq!(h.click(&alice(), board, &button(&h.fake.message(board).unwrap(), "c4:r:")).await["type"], 7);
    let review = button(&h.fake.message(board).unwrap(), "c4:v:");
    let first = h.fake.click(&alice(), board, &review).await;
    let answer = h.fake.response(first, WAIT).await;
    assert_eq!(answer["type"], 5, "the first request is worked out: {answer}");
    // While it is, a second press of the same user gets a private "wait", and starts no search.
    let second = h.click(&alice(), board, &review).await;
    assert_eq!(
        ephemeral_text(&second),
        "Your previous hint, review or puzzle move is still being worked out: wait for it."
    );
    let page = private_message(&h, first, &answer).await;
    assert!(embed_text(&page).contains("1. "), "{page}");
    // Done, the review is kept: the next press shows it at once.
    assert_eq!(h.click(&alice(), board, &review).await["type"], 4);
    h.finish().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_review_whose_answer_discord_refuses_for_a_while_replaces_thinking_after_all() {
    let h = Harness::new("review-refused", |_| {}).await;
    let (id, _) = h.slash(&alice(), &["connect4", "vs-cpu"], vec![("level", Opt::Int(0))]).await;
    let board = h.board_of(id).await;
    assert_eq!(h.drop(&alice(), board, 3).await["type"], 7);
    assert_eq!(h.click(&alice(), board, &button(&h.fake.message(board).unwrap(), "c4:r:")).await["type"], 7);
    // The answer that replaces "thinking…" meets a server error, then a connection lost after Discord applied it.
    h.fake.fail_requests("PATCH", "/messages/@original", 1, 500, 0);
    h.fake.apply_then_drop("PATCH", "/messages/@original", 1);
    let review = h.fake.click(&alice(), board, &button(&h.fake.message(board).unwrap(), "c4:v:")).await;
    let answer = h.fake.response(review, WAIT).await;
    assert_eq!(answer["type"], 5, "the review is worked out behind thinking…: {answer}");
    let page = private_message(&h, review, &answer).await;
    assert!(embed_text(&page).contains("1. "), "{page}");
    let edits = || h.fake.requests().into_iter().filter(|r| r.path.ends_with("/messages/@original")).count();
    let tries = tokio::time::timeout(WAIT, async {
        while edits() < 3 {
            tokio::time::sleep(Duration::from_millis(20)).await;
        }
    });
    assert!(tries.await.is_ok(), "sent again after each failure until Discord's answer came: {} tries", edits());
    h.finish().await;
}
