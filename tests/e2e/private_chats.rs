//! cuatro installed by a user and played in a group DM the bot is not in: Discord offers `/connect4` there only as
//! registered for user installs, and refuses every channel call with 50001, so challenges, moves, the CPU's late
//! replies, a restart and a timeout all show through interaction tokens; the chat keeps a leaderboard of its own.

use crate::support::fake_discord::{FakeDiscord, GROUP_DM_CHANNEL_ID, Opt, Recorded};
use crate::support::harness::{
    Harness, WAIT, alice, bob, button, description, each_engine, each_engine_with, ephemeral_text, message_id,
    moves_shown, moves_shown_in,
};
use cuatro::config::Config;
use cuatro::game::Action;
use serde_json::{Value, json};
use std::time::Duration;

const ALICE: u64 = 4000000000000000004;
const BOB: u64 = 5000000000000000005;
/// Red wins along the bottom row.
const RED_WINS: [u8; 7] = [0, 6, 1, 6, 2, 6, 3];

/// Whether a request went to the group DM's channel endpoints (which Discord refuses to the bot).
fn channel_call(r: &Recorded) -> bool {
    r.path.contains(&format!("/channels/{GROUP_DM_CHANNEL_ID}"))
}

/// The bot never tried a channel call in the group DM: everything went through interactions.
fn no_channel_calls(h: &Harness) {
    let calls: Vec<String> =
        h.fake.requests().iter().filter(|r| channel_call(r)).map(|r| format!("{} {}", r.method, r.path)).collect();
    assert!(calls.is_empty(), "channel calls in a group DM the bot is not in: {calls:?}");
}

/// alice challenges bob in the group DM and bob accepts: the board (the command's answer).
pub async fn challenge(h: &Harness, options: Vec<(&str, Opt)>) -> u64 {
    let mut options = options;
    options.insert(0, ("opponent", Opt::User(bob())));
    let id = h.fake.slash_group_dm(&alice(), &["connect4", "challenge"], options).await;
    let answer = h.fake.response(id, WAIT).await;
    assert_eq!(answer["type"], 4, "the challenge is the command's answer: {answer}");
    let board = h.board_of(id).await;
    let accept = button(&h.fake.message(board).unwrap(), "c4:a:");
    assert_eq!(h.click(&bob(), board, &accept).await["type"], 7, "accepted in place");
    board
}

/// The leaderboard answer's rows in `channel`.
async fn leaderboard_rows(h: &Harness, in_group_dm: bool) -> String {
    let path = ["connect4", "leaderboard"];
    let answer = if in_group_dm {
        let id = h.fake.slash_group_dm(&alice(), &path, vec![]).await;
        h.fake.response(id, WAIT).await
    } else {
        h.slash(&alice(), &path, vec![]).await.1
    };
    assert_eq!(answer["type"], 4, "{answer}");
    answer["data"]["embeds"][0]["description"].as_str().unwrap_or_default().to_string()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_registration_offers_connect4_to_user_installs_and_keeps_the_admin_commands_in_servers() {
    let h = Harness::new("user-install-registration", |_| {}).await;
    let payload = h.fake.wait_commands_registered().await;
    let command = |name: &str| payload.as_array().unwrap().iter().find(|c| c["name"] == name).unwrap().clone();
    let kinds = |c: &Value| (c["integration_types"].clone(), c["contexts"].clone());
    assert_eq!(kinds(&command("connect4")), (json!([0, 1]), json!([0, 1, 2])), "servers, the bot's DM, private chats");
    assert_eq!(kinds(&command("connect4-admin")), (json!([0]), json!([0])), "servers that invited the bot only");
    assert_eq!(kinds(&command("Challenge to Connect Four")), (json!([0, 1]), json!([0, 2])), "people, not the bot");
    h.finish().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_bot_s_dm_refuses_challenges_and_leaderboards_and_a_group_dm_s_rules_say_what_differs() {
    let h = Harness::new("user-install-places", |_| {}).await;
    let answer = |id| h.fake.response(id, WAIT);
    let options = vec![("opponent", Opt::User(bob()))];
    let refused = answer(h.fake.slash_dm(&alice(), &["connect4", "challenge"], options).await).await;
    assert!(ephemeral_text(&refused).starts_with("Nobody else sees this DM"), "{refused}");
    assert!(ephemeral_text(&refused).contains("</connect4 vs-cpu:"), "a mention of vs-cpu: {refused}");
    let refused = answer(h.fake.slash_dm(&alice(), &["connect4", "leaderboard"], vec![]).await).await;
    assert!(ephemeral_text(&refused).contains("</connect4 stats:"), "{refused}");

    let id = h.fake.slash_group_dm(&alice(), &["connect4", "rules"], vec![]).await;
    assert!(ephemeral_text(&answer(id).await).starts_with("**Connect Four**"));
    let followed = h.fake.wait_request(WAIT, |r| r.method == "POST" && r.path.contains("/webhooks/")).await;
    let text = followed.body["content"].as_str().unwrap_or_default().to_string();
    assert!(text.contains("no settings and no daily puzzle"), "{text}");
    no_channel_calls(&h);
    h.finish().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_match_in_a_group_dm_is_played_through_tokens_and_rated_on_the_chat_s_own_leaderboard() {
    each_engine("group-dm-match", |h| async move {
        let board = challenge(&h, vec![("format", Opt::Int(1))]).await;
        h.play(board, &alice(), &bob(), &RED_WINS).await;
        let ready = button(&h.fake.message(board).unwrap(), "c4:g:");
        assert_eq!(h.click(&bob(), board, &ready).await["type"], 7);
        assert_eq!(h.click(&alice(), board, &ready).await["type"], 7);
        // Game 2, colours swapped: bob is red and wins it.
        h.play(board, &bob(), &alice(), &RED_WINS).await;
        let text = description(&h.fake.message(board).unwrap());
        assert!(text.contains(&format!("Match: <@{BOB}> 1 : 1 <@{ALICE}>")), "{text}");
        assert!(button(&h.fake.message(board).unwrap(), "c4:m:").starts_with("c4:m:"), "a rematch is offered");

        let chat = leaderboard_rows(&h, true).await;
        assert!(chat.contains(&format!("<@{ALICE}>")) && chat.contains(&format!("<@{BOB}>")), "{chat}");
        let server = leaderboard_rows(&h, false).await;
        assert!(!server.contains(&format!("<@{ALICE}>")), "the server's table is not the chat's: {server}");

        // A rematch is a new challenge through the press's token: a message after the leaderboard's.
        let rematch = button(&h.fake.message(board).unwrap(), "c4:m:");
        let last = message_id(&h.fake.last_message_in(GROUP_DM_CHANNEL_ID).unwrap());
        assert_eq!(h.click(&alice(), board, &rematch).await["type"], 7);
        let posted = h.newest_in_after(GROUP_DM_CHANNEL_ID, last).await;
        assert!(button(&posted, "c4:a:").starts_with("c4:a:"), "the rematch's challenge: {posted}");
        no_channel_calls(&h);
        h
    })
    .await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_cpu_reply_that_outlasts_the_press_shows_through_its_token() {
    each_engine_with(
        "group-dm-cpu",
        |c| c.games.thinking_after = Duration::ZERO,
        |h| async move {
            let options = vec![("level", Opt::Int(2)), ("variant", Opt::from("10x10"))];
            let id = h.fake.slash_group_dm(&alice(), &["connect4", "vs-cpu"], options).await;
            assert_eq!(h.fake.response(id, WAIT).await["type"], 4);
            let board = h.board_of(id).await;
            for round in 0..3u32 {
                let answer = h.drop(&alice(), board, 4).await;
                assert_eq!(answer["type"], 7, "{answer}");
                // The press is answered before the CPU's reply, which follows through the press's token.
                let deadline = tokio::time::Instant::now() + WAIT;
                while moves_shown(&h, board) < 2 * (round + 1) {
                    assert!(tokio::time::Instant::now() < deadline, "the CPU's reply never showed");
                    tokio::time::sleep(Duration::from_millis(10)).await;
                }
            }
            // The chat's game is listed, with a link to its board.
            let listed = h.fake.response(h.fake.slash_group_dm(&bob(), &["connect4", "games"], vec![]).await, WAIT);
            let listed = listed.await.to_string();
            assert!(listed.contains(&format!("channels/@me/{GROUP_DM_CHANNEL_ID}/{board}")), "{listed}");
            let edits =
                h.fake.requests().iter().filter(|r| r.method == "PATCH" && r.path.contains("/webhooks/")).count();
            assert!(edits >= 3, "each reply edited the board through a token: {edits}");
            no_channel_calls(&h);
            h
        },
    )
    .await;
}

/// The buttons of board `board` that can be pressed.
fn pressable(h: &Harness, board: u64) -> Vec<String> {
    let message = h.fake.message(board).unwrap();
    FakeDiscord::buttons(&message)
        .into_iter()
        .flatten()
        .filter(|(_, disabled, _)| !disabled)
        .map(|(id, ..)| id)
        .collect()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_private_board_left_thinking_by_a_lost_token_and_a_restart_still_takes_a_press_that_shows_the_game() {
    each_engine_with(
        "group-dm-thinking",
        |c| c.games.thinking_after = Duration::ZERO,
        |mut h| async move {
            let options = vec![("level", Opt::Int(2)), ("variant", Opt::from("10x10"))];
            let id = h.fake.slash_group_dm(&alice(), &["connect4", "vs-cpu"], options).await;
            assert_eq!(h.fake.response(id, WAIT).await["type"], 4);
            let board = h.board_of(id).await;
            let game = crate::support::harness::game_id(&h.fake.message(board).unwrap());
            // The press is answered with "thinking…"; every token edit after it is refused (a token past its
            // lifetime), so the CPU's reply, played and saved, never shows; then the process stops.
            h.fake.set_token_lifetime(Duration::ZERO);
            assert_eq!(h.drop(&alice(), board, 4).await["type"], 7);
            h.wait_row(game, |r| r.moves.len() == 2).await;
            assert_eq!(moves_shown(&h, board), 1, "the board still shows the press, thinking");
            assert!(description(&h.fake.message(board).unwrap()).contains("thinking"), "thinking…");
            h.stop_bot().await;
            h.start_bot(&|_| {}).await;
            h.fake.set_token_lifetime(Duration::from_secs(15 * 60));

            // The frozen board still offers its columns; a press shows the game as it is, and play goes on.
            let columns: Vec<String> = pressable(&h, board).into_iter().filter(|b| b.starts_with("c4:d:")).collect();
            assert_eq!(columns.len(), 10, "every column of the thinking board can be pressed");
            let answer = h.click(&alice(), board, &columns[0]).await;
            assert_eq!(answer["type"], 7, "{answer}");
            assert_eq!(moves_shown(&h, board), 2, "the CPU's reply shows");
            // … and the presser is told why the board was behind.
            let caught_up = "This board could not be updated while nobody pressed it: it now shows the game as it is.";
            let told = h.fake.wait_request(WAIT, |r| r.method == "POST" && r.body["content"] == caught_up).await;
            assert_eq!(told.body["flags"].as_u64().unwrap_or(0) & 64, 64, "privately: {}", told.body);
            assert_eq!(h.drop(&alice(), board, 4).await["type"], 7);
            h.wait_row(game, |r| r.moves.len() == 4).await;
            no_channel_calls(&h);
            h
        },
    )
    .await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_turn_timer_running_out_in_a_group_dm_after_a_restart_shows_through_the_kept_token() {
    let timer = |c: &mut Config| c.games.default_timer = Some(Duration::from_millis(3000));
    each_engine_with("group-dm-timer-restart", timer, |mut h| async move {
        let board = challenge(&h, vec![]).await;
        h.play(board, &alice(), &bob(), &[3, 3]).await;
        h.stop_bot().await;
        h.start_bot(&|_| {}).await;
        // Nobody presses: alice's 3 s run out, the CPU plays for her, and the restarted bot shows it through bob's
        // last press's token, which the database kept.
        let shown = h.fake.wait_message(board, WAIT, |m| moves_shown_in(m) == 3).await;
        assert!(description(&shown).contains(&format!("<@{BOB}> to move")), "{}", description(&shown));
        no_channel_calls(&h);
        h
    })
    .await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_game_in_a_group_dm_survives_a_restart_and_a_timeout_shows_at_the_next_press() {
    let timer = |c: &mut Config| c.games.default_timer = Some(Duration::from_millis(3000));
    each_engine_with("group-dm-restart", timer, |mut h| async move {
        let board = challenge(&h, vec![]).await;
        h.play(board, &alice(), &bob(), &[3, 3]).await;
        h.stop_bot().await;
        h.start_bot(&|_| {}).await;
        // The restored game plays on from its board.
        assert_eq!(h.drop(&alice(), board, 4).await["type"], 7);
        assert_eq!(moves_shown(&h, board), 3);
        let game = crate::support::harness::game_id(&h.fake.message(board).unwrap());

        // bob's 3 s run out when no token is valid any more: the CPU plays for him, unseen …
        h.fake.set_token_lifetime(Duration::ZERO);
        let row = h.wait_row(game, |r| r.moves.len() == 4).await;
        assert_eq!(row.status, "playing", "the CPU played for bob");
        assert_eq!(moves_shown(&h, board), 3, "no token could show it");
        // … until a press on the board shows the game as it is.
        h.fake.set_token_lifetime(Duration::from_secs(15 * 60));
        let answer = h.drop(&bob(), board, 0).await;
        assert_eq!(answer["type"], 7, "{answer}");
        assert_eq!(moves_shown(&h, board), 4, "the board caught up: {answer}");
        assert!(description(&h.fake.message(board).unwrap()).contains(&format!("<@{ALICE}> to move")));

        // A game that ends unseen, and is forgotten by a restart, shows its end at the next press on its board.
        let resign = button(&h.fake.message(board).unwrap(), "c4:r:");
        h.fake.set_token_lifetime(Duration::ZERO);
        let id = h.fake.slash_group_dm(&alice(), &["connect4", "resign"], vec![]).await;
        assert_eq!(h.fake.response(id, WAIT).await["type"], 4);
        h.wait_row(game, |r| r.status == "finished").await;
        h.stop_bot().await;
        h.start_bot(&|_| {}).await;
        h.fake.set_token_lifetime(Duration::from_secs(15 * 60));
        let answer = h.click(&bob(), board, &resign).await;
        assert_eq!(answer["type"], 7, "{answer}");
        assert!(description(&h.fake.message(board).unwrap()).contains("resigned"), "the board shows the end");
        no_channel_calls(&h);
        h
    })
    .await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn hints_reviews_replays_and_puzzles_work_in_a_group_dm() {
    let h = Harness::new("group-dm-assists", |_| {}).await;
    let answer = async |id| h.fake.response(id, WAIT).await;
    let options = vec![("level", Opt::Int(0))];
    let id = h.fake.slash_group_dm(&alice(), &["connect4", "vs-cpu"], options).await;
    assert_eq!(answer(id).await["type"], 4);
    let board = h.board_of(id).await;
    let hinted = answer(h.fake.slash_group_dm(&alice(), &["connect4", "hint"], vec![]).await).await;
    let text = match hinted["type"].as_u64() {
        Some(4) => ephemeral_text(&hinted),
        // Deferred while the hint is searched: the hint follows through the token.
        _ => {
            let followed =
                h.fake.wait_request(WAIT, |r| r.path.contains("/webhooks/") && r.body["content"].is_string());
            followed.await.body["content"].as_str().unwrap().to_string()
        }
    };
    assert!(text.contains("column"), "a hint: {text}");
    assert_eq!(h.drop(&alice(), board, 3).await["type"], 7);
    let resigned = answer(h.fake.slash_group_dm(&alice(), &["connect4", "resign"], vec![]).await).await;
    assert_eq!(resigned["type"], 4, "{resigned}");
    let final_board = h.fake.message(board).unwrap();
    let game = crate::support::harness::game_id(&final_board);

    let review = h.click(&alice(), board, &Action::Review { game }.to_string()).await;
    assert!(matches!(review["type"].as_u64(), Some(4 | 5)), "the review opens privately: {review}");
    let replay = h.click(&alice(), board, &Action::Replay { game }.to_string()).await;
    assert!(matches!(replay["type"].as_u64(), Some(4 | 5)), "{replay}");
    let gif = h.fake.wait_request(WAIT, |r| !r.files.is_empty()).await;
    assert!(gif.path.contains("/webhooks/") || gif.path.contains("/interactions/"), "{}", gif.path);

    let id = h.fake.slash_group_dm(&alice(), &["connect4", "puzzle", "play"], vec![]).await;
    assert_eq!(answer(id).await["type"], 4);
    let puzzle = h.fake.message(h.board_of(id).await).unwrap();
    assert_eq!(puzzle["channel_id"], GROUP_DM_CHANNEL_ID.to_string(), "{puzzle}");
    no_channel_calls(&h);
    h.finish().await;
}
