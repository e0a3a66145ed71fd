//! End-to-end tests of replays: the Replay button and `/connect4 replay` post a GIF once, then link to it.

use crate::assist::slash_private;
use crate::support::fake_discord::{FakeUser, GUILD_ID, OTHER_CHANNEL_ID, Opt};
use crate::support::harness::{Harness, WAIT, alice, bob, button, ephemeral_text, eve, game_id};
use cuatro::game::{Action, game_code};

/// The frames of a GIF and the last frame's delay.
fn frames_of(bytes: &[u8]) -> (usize, u16) {
    let mut decoder = gif::DecodeOptions::new().read_info(bytes).expect("a GIF");
    let (mut frames, mut last_delay) = (0, 0);
    while let Some(frame) = decoder.read_next_frame().unwrap() {
        frames += 1;
        last_delay = frame.delay;
    }
    (frames, last_delay)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_replay_button_posts_a_gif_once_then_links_to_it() {
    let h = Harness::new("replay-button", |_| {}).await;
    let board = h.pvp(vec![]).await;
    // Red wins on the bottom row in 7 moves.
    h.play(board, &alice(), &bob(), &[0, 0, 1, 1, 2, 2, 3]).await;
    let final_board = h.fake.message(board).unwrap();
    let game = game_id(&final_board);
    let code = game_code(game);
    let replay = button(&final_board, "c4:l:");
    assert_eq!(replay, Action::Replay { game }.to_string());

    // The first press (by anyone in the server) defers publicly, then posts the GIF as a plain attachment.
    let id = h.fake.click(&eve(), board, &replay).await;
    let answer = h.fake.response(id, WAIT).await;
    assert_eq!(answer["type"], 5, "deferred: {answer}");
    assert_eq!(answer["data"]["flags"].as_u64().unwrap_or(0) & 64, 0, "in public: {answer}");
    let message = h.posted_with_file(id).await;
    assert_eq!(message["content"], format!("Replay of game {code}"));
    assert!(message["embeds"].as_array().is_none_or(|e| e.is_empty()), "not in an embed: {message}");
    let filename = format!("connect4-{code}.gif");
    let attachment = &message["attachments"][0];
    assert_eq!(attachment["filename"], filename.as_str());
    let alt = attachment["description"].as_str().unwrap_or_default();
    assert!(alt.contains("Red wins with a line. Winning line: a1 b1 c1 d1."), "{alt}");
    let (json, bytes, content_type) = h.upload(&filename);
    assert_eq!(json["attachments"][0]["description"].as_str(), Some(alt), "{json}");
    assert_eq!(content_type, "image/gif");
    assert_eq!(attachment["size"].as_u64(), Some(bytes.len() as u64));
    assert_eq!(frames_of(&bytes), (7 + 1, cuatro::render::FINAL_DELAY));

    // A second press, and the command, answer privately with a link to that message.
    let (channel, id) = (message["channel_id"].as_str().unwrap(), message["id"].as_str().unwrap());
    let link = format!("https://discord.com/channels/{GUILD_ID}/{channel}/{id}");
    let again = h.click(&alice(), board, &replay).await;
    assert_eq!(ephemeral_text(&again), format!("This game's replay is here: {link}"), "{again}");
    let (_, by_code) = h.slash(&bob(), &["connect4", "replay"], vec![("game", Opt::Str(code.to_uppercase()))]).await;
    assert_eq!(ephemeral_text(&by_code), format!("This game's replay is here: {link}"));
    let uploads = || h.fake.requests().iter().filter(|r| !r.files.is_empty()).count();
    assert_eq!(uploads(), 1, "posted once");

    // A moderator deletes the replay: the next press posts it again rather than linking to nothing.
    let posted: u64 = id.parse().unwrap();
    h.fake.delete_message(posted);
    let deleted = serde_json::json!({"id": id, "channel_id": channel, "guild_id": GUILD_ID.to_string()});
    h.fake.dispatch("MESSAGE_DELETE", deleted).await;
    let mut reposted = None;
    for _ in 0..300 {
        let id = h.fake.click(&bob(), board, &replay).await;
        if h.fake.response(id, WAIT).await["type"] == 5 {
            reposted = Some(h.posted_with_file(id).await);
            break;
        }
        tokio::time::sleep(std::time::Duration::from_millis(10)).await;
    }
    let reposted = reposted.expect("a press after the deletion posts the replay again");
    assert_ne!(reposted["id"].as_str(), Some(id));
    assert_eq!(uploads(), 2);
    h.finish().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_replay_command_posts_the_latest_game_and_refuses_what_the_caller_may_not_see() {
    let h = Harness::new("replay-command", |_| {}).await;
    let no_such_game = "I found no finished game of yours to replay. Give the code shown under a final board.";
    // A game of the other server, played to its end.
    let elsewhere = h.pvp_in(OTHER_CHANNEL_ID, vec![]).await;
    h.play(elsewhere, &alice(), &bob(), &[0, 0, 1, 1, 2, 2, 3]).await;
    let elsewhere_game = game_id(&h.fake.message(elsewhere).unwrap());
    // Eve, who did not play it, may not replay it here: neither by a forged button nor by its code.
    let live = h.pvp(vec![]).await;
    let answer = h.click(&eve(), live, &Action::Replay { game: elsewhere_game }.to_string()).await;
    assert_eq!(ephemeral_text(&answer), no_such_game, "{answer}");
    let code = Opt::Str(game_code(elsewhere_game));
    let (_, answer) = h.slash(&eve(), &["connect4", "replay"], vec![("game", code)]).await;
    assert_eq!(ephemeral_text(&answer), no_such_game, "{answer}");
    // A game still running is refused; nothing was uploaded.
    let running = Opt::Str(game_code(game_id(&h.fake.message(live).unwrap())));
    let (_, answer) = h.slash(&alice(), &["connect4", "replay"], vec![("game", running)]).await;
    assert_eq!(ephemeral_text(&answer), "A game can be replayed once it is over.");
    assert!(h.fake.requests().iter().all(|r| r.files.is_empty()));

    // Its player replays it, as their latest game, with the command: posted here, with the GIF attached.
    let id = h.fake.slash(&alice(), &["connect4", "replay"], vec![]).await;
    let answer = h.fake.response(id, WAIT).await;
    assert_eq!(answer["type"], 5, "deferred: {answer}");
    let message = h.posted_with_file(id).await;
    assert_eq!(message["content"], format!("Replay of game {}", game_code(elsewhere_game)));
    let (_, bytes, _) = h.upload(&format!("connect4-{}.gif", game_code(elsewhere_game)));
    assert_eq!(frames_of(&bytes).0, 8);
    h.finish().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_user_waits_between_two_replays_posted_but_always_gets_a_link() {
    let h = Harness::new("replay-cooldown", |config| config.games.replay_cooldown = std::time::Duration::from_secs(60))
        .await;
    let first = h.pvp(vec![]).await;
    h.play(first, &alice(), &bob(), &[0, 0, 1, 1, 2, 2, 3]).await;
    let first_replay = button(&h.fake.message(first).unwrap(), "c4:l:");
    let id = h.fake.click(&alice(), first, &first_replay).await;
    h.posted_with_file(id).await;

    let second = h.pvp(vec![]).await;
    h.play(second, &alice(), &bob(), &[0, 0, 1, 1, 2, 2, 3]).await;
    let second_replay = button(&h.fake.message(second).unwrap(), "c4:l:");
    let refused = h.click(&alice(), second, &second_replay).await;
    let text = ephemeral_text(&refused);
    assert!(text.starts_with("Slow down: you can post another replay <t:"), "{refused}");
    // A link to a replay already posted is no new post; another user posts the second one.
    let link = h.click(&alice(), first, &first_replay).await;
    assert!(ephemeral_text(&link).starts_with("This game's replay is here: "), "{link}");
    let id = h.fake.click(&bob(), second, &second_replay).await;
    h.posted_with_file(id).await;
    let uploads = h.fake.requests().iter().filter(|r| !r.files.is_empty()).count();
    assert_eq!(uploads, 2, "the refused press posted nothing");
    h.finish().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_private_channel_game_is_reviewed_and_replayed_only_by_those_who_may_see_it_and_posted_only_there() {
    const MODS: u64 = 2_100_000_000_000_000_031;
    const PRIVATE: u64 = 3_000_000_000_000_000_210;
    let h = Harness::new("replay-private", |_| {}).await;
    h.fake.create_role(MODS, "mods").await;
    h.fake.create_private_channel(PRIVATE, &[MODS], &[]).await;
    let board = h.pvp_in(PRIVATE, vec![]).await;
    h.play(board, &alice(), &bob(), &[0, 0, 1, 1, 2, 2, 3]).await;
    let final_board = h.fake.message(board).unwrap();
    let code = Opt::Str(game_code(game_id(&final_board)));

    // Eve may not view the staff channel: its game is unknown to her, by review and by replay.
    let no_review = "I found no finished game of yours to review. Give the code shown under a final board.";
    let (_, answer) = h.slash(&eve(), &["connect4", "review"], vec![("game", code.clone())]).await;
    assert_eq!(ephemeral_text(&answer), no_review, "{answer}");
    let no_replay = "I found no finished game of yours to replay. Give the code shown under a final board.";
    let (_, answer) = h.slash(&eve(), &["connect4", "replay"], vec![("game", code.clone())]).await;
    assert_eq!(ephemeral_text(&answer), no_replay, "{answer}");
    // A moderator, who may view it, reviews it.
    let moderator = FakeUser::new(eve().id + 100, "moderator").with_role(MODS);
    let review = slash_private(&h, &moderator, &["connect4", "review"], vec![("game", code.clone())]).await;
    assert!(review["embeds"][0]["description"].as_str().is_some_and(|d| d.contains("1. ")), "a review: {review}");

    // Its player may not post it for all in a public channel; on its board, in the staff channel, they may.
    let (_, answer) = h.slash(&alice(), &["connect4", "replay"], vec![]).await;
    assert_eq!(
        ephemeral_text(&answer),
        "This game was played in a private place: its replay can be posted there only."
    );
    assert!(h.fake.requests().iter().all(|r| r.files.is_empty()), "nothing posted");
    let id = h.fake.click(&alice(), board, &button(&final_board, "c4:l:")).await;
    let posted = h.posted_with_file(id).await;
    assert_eq!(posted["channel_id"], PRIVATE.to_string());
    // Once posted, Eve still gets no link to it.
    let (_, answer) = h.slash(&eve(), &["connect4", "replay"], vec![("game", code)]).await;
    assert_eq!(ephemeral_text(&answer), no_replay, "{answer}");
    h.finish().await;
}
