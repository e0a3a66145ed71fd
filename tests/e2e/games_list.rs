//! The games under way in one list, through the fake Discord on both engines: `/connect4 games` shows each member
//! the games of the channels they can see (a private channel only to those its overwrites let in), with links
//! that jump to the boards, paged with buttons only the caller turns; and a server's live "Games now" message is
//! posted, edited as games move and end (at most once per `games.games_now_every`), kept across a restart, posted
//! anew when deleted, and deleted with its setting.

use crate::support::fake_discord::{CHANNEL_ID, DM_CHANNEL_ID, FakeUser, GUILD_ID, Opt, Recorded};
use crate::support::harness::{
    Harness, WAIT, admin, alice, bob, dan, description, each_engine, each_engine_with, eve, message_id,
};
use cuatro::config::Config;
use serde_json::{Value, json};
use std::time::{Duration, Instant};

/// A role that opens the private channel, and the channel.
const MODS: u64 = 2_100_000_000_000_000_021;
const PRIVATE: u64 = 3_000_000_000_000_000_200;
/// The channel of the "Games now" message.
const NOW: u64 = 3_000_000_000_000_000_300;
/// The first of the public channels the paging test plays in.
const TABLES: u64 = 3_000_000_000_000_000_400;
/// A game that red wins on its seventh move.
const RED_WINS: [u8; 7] = [0, 6, 1, 6, 2, 6, 3];

/// A member with the moderators' role.
fn carol() -> FakeUser {
    FakeUser::new(8_100_000_000_000_000_081, "carol").with_role(MODS)
}

async fn settings(h: &Harness, options: Vec<(&str, Opt)>) -> Value {
    let (_, answer) = h.slash(&admin(), &["connect4-admin", "settings"], options).await;
    assert_eq!(answer["type"], 4, "{answer}");
    answer["data"].clone()
}

/// `/connect4 games` as `user` in `channel`: the interaction and its private answer's message.
async fn games_in(h: &Harness, channel: u64, user: &FakeUser) -> (u64, Value) {
    let id = h.fake.slash_in(channel, user, &["connect4", "games"], vec![]).await;
    let answer = h.fake.response(id, WAIT).await;
    assert_eq!((answer["type"].as_u64(), answer["data"]["flags"].as_u64()), (Some(4), Some(64)), "{answer}");
    (id, answer["data"].clone())
}

/// The (guild, channel, message) of every jump link in a message's description, in order.
fn links(message: &Value) -> Vec<(String, u64, u64)> {
    let text = description(message);
    text.split("https://discord.com/channels/")
        .skip(1)
        .map(|rest| {
            let parts: Vec<&str> = rest.split(')').next().unwrap().split('/').collect();
            (parts[0].to_string(), parts[1].parse().unwrap(), parts[2].parse().unwrap())
        })
        .collect()
}

fn in_guild(list: &[(u64, u64)]) -> Vec<(String, u64, u64)> {
    list.iter().map(|&(channel, message)| (GUILD_ID.to_string(), channel, message)).collect()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn each_member_sees_the_games_of_the_channels_they_can_see_with_links_to_their_boards() {
    each_engine("games_list", |h| async move {
        h.fake.create_role(MODS, "mods").await;
        h.fake.create_private_channel(PRIVATE, &[MODS], &[dan().id + 1]).await;
        let public = h.pvp(vec![]).await;
        let (id, _) = h.slash_in(PRIVATE, &carol(), &["connect4", "vs-cpu"], vec![("level", Opt::Int(0))]).await;
        let private = h.board_of(id).await;
        settings(&h, vec![("threads", Opt::Bool(true))]).await;
        h.slash(&eve(), &["connect4", "vs-cpu"], vec![("level", Opt::Int(0))]).await;
        let thread: u64 = h.fake.threads()[0]["id"].as_str().unwrap().parse().unwrap();
        let threaded = message_id(&h.newest_in_after(thread, 0).await);

        let (_, shown) = games_in(&h, CHANNEL_ID, &dan()).await;
        assert_eq!(links(&shown), in_guild(&[(CHANNEL_ID, public), (thread, threaded)]), "no private game: {shown}");
        assert!(description(&shown).contains(&format!("🔴 <@{}> 🟡 <@{}> · `classic` · ", alice().id, bob().id)));
        assert_eq!(shown["embeds"][0]["footer"]["text"], "Page 1 of 1 · 2 games");
        let (_, shown) = games_in(&h, CHANNEL_ID, &carol()).await;
        let all = in_guild(&[(CHANNEL_ID, public), (PRIVATE, private), (thread, threaded)]);
        assert_eq!(links(&shown), all, "the role opens the private channel");
        let opened_for = FakeUser::new(dan().id + 1, "frank");
        assert_eq!(links(&games_in(&h, CHANNEL_ID, &opened_for).await.1), all, "so does a member's own overwrite");
        for (_, channel, message) in &all {
            assert_eq!(h.fake.message(*message).unwrap()["channel_id"], channel.to_string(), "a link jumps to a board");
        }

        // In a DM, the list is the DM's own game.
        let (_, shown) = games_in(&h, DM_CHANNEL_ID, &dan()).await;
        assert_eq!(description(&shown), "No game is under way here.");
        let id = h.fake.slash_dm(&dan(), &["connect4", "vs-cpu"], vec![("level", Opt::Int(0))]).await;
        h.fake.response(id, WAIT).await;
        let board = h.board_of(id).await;
        // The link comes once the bot has read its answer's message id back (a moment after Discord made it).
        let deadline = std::time::Instant::now() + WAIT;
        let mut shown = games_in(&h, DM_CHANNEL_ID, &dan()).await.1;
        while links(&shown).is_empty() && std::time::Instant::now() < deadline {
            tokio::time::sleep(std::time::Duration::from_millis(50)).await;
            shown = games_in(&h, DM_CHANNEL_ID, &dan()).await.1;
        }
        assert_eq!(links(&shown), vec![("@me".to_string(), DM_CHANNEL_ID, board)]);
        h
    })
    .await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_pages_turn_for_the_caller_only() {
    let many = |config: &mut Config| config.games.max_games_per_user = 10;
    each_engine_with("games_pages", many, |h| async move {
        for table in 0..6 {
            h.fake.create_channel(TABLES + table).await;
            let options = vec![("level", Opt::Int(0))];
            h.slash_in(TABLES + table, &alice(), &["connect4", "vs-cpu"], options).await;
        }
        let (id, first) = games_in(&h, CHANNEL_ID, &bob()).await;
        assert_eq!(links(&first).len(), 5);
        assert_eq!(first["embeds"][0]["footer"]["text"], "Page 1 of 2 · 6 games");
        let list = h.fake.original_message(id).expect("the list is a message");
        let next = format!("c4g:1:{}", bob().id);
        let refused = h.click(&alice(), list, &next).await;
        assert_eq!(refused["type"], 4, "{refused}");
        assert_eq!(refused["data"]["content"], format!("Only <@{}> can turn these pages.", bob().id));
        let turned = h.click(&bob(), list, &next).await;
        assert_eq!(turned["type"], 7, "the list itself turns: {turned}");
        assert_eq!(turned["data"]["embeds"][0]["footer"]["text"], "Page 2 of 2 · 6 games");
        assert_eq!(links(&turned["data"]).iter().map(|l| l.1).collect::<Vec<_>>(), vec![TABLES + 5]);
        h
    })
    .await;
}

/// A "Games now" message edited at most once a second.
fn quick(config: &mut Config) {
    config.games.games_now_every = Duration::from_secs(1);
}

/// The requests to the "Games now" channel's messages (posts, edits, deletions), in order.
fn games_now_requests(h: &Harness) -> Vec<Recorded> {
    let path = format!("/channels/{NOW}/messages");
    h.fake.requests().into_iter().filter(|r| r.path.contains(&path) && r.status / 100 == 2).collect()
}

/// Waits for the first request to the "Games now" channel and returns it.
async fn first_request(h: &Harness) -> Recorded {
    let path = format!("/channels/{NOW}/messages");
    h.fake.wait_request(WAIT, |r| r.path.contains(&path) && r.status / 100 == 2).await
}

/// Waits until the message `id` satisfies `pred`.
async fn shows(h: &Harness, id: u64, pred: impl Fn(&Value) -> bool) -> Value {
    h.fake.wait_message(id, WAIT, pred).await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_games_now_message_follows_the_games_across_a_restart_and_goes_with_its_setting() {
    each_engine_with("games_now", quick, |mut h| async move {
        h.fake.create_private_channel(PRIVATE, &[], &[]).await;
        let set = settings(&h, vec![("games-now-channel", Opt::Channel(NOW))]).await;
        let fields = set["embeds"][0]["fields"].as_array().unwrap();
        assert!(fields.iter().any(|f| f["name"] == "✏️ Games now message" && f["value"] == format!("<#{NOW}>")));
        let posted = first_request(&h).await;
        assert_eq!(posted.method, "POST");
        let message = message_id(&h.fake.last_message_in(NOW).unwrap());
        let empty = h.fake.message(message).unwrap();
        assert!(description(&empty).starts_with("No game is under way right now."), "{empty}");

        // A game in a private channel is never shown; the public one is, and each move edits the message, at most
        // once a second.
        h.slash_in(PRIVATE, &eve(), &["connect4", "vs-cpu"], vec![("level", Opt::Int(0))]).await;
        let board = h.pvp(vec![]).await;
        let link = format!("https://discord.com/channels/{GUILD_ID}/{CHANNEL_ID}/{board}");
        shows(&h, message, |m| description(m).contains(&link)).await;
        h.play(board, &alice(), &bob(), &RED_WINS[..6]).await;
        let six = shows(&h, message, |m| description(m).contains("· 6 moves ·")).await;
        assert!(!description(&six).contains(&format!("/{PRIVATE}/")), "no private game: {six}");
        let edits: Vec<Instant> = games_now_requests(&h).iter().map(|r| r.at).collect();
        for pair in edits.windows(2) {
            assert!(pair[1] - pair[0] >= Duration::from_millis(800), "edits {:?} apart", pair[1] - pair[0]);
        }
        h.drop(&alice(), board, RED_WINS[6]).await;
        let won = format!("🔴 <@{}> beat 🟡 <@{}> · `classic` · ", alice().id, bob().id);
        let ended =
            shows(&h, message, |m| m["embeds"][0]["fields"][0]["value"].as_str().unwrap_or("").contains(&won)).await;
        assert!(!description(&ended).contains(&link), "the game ended: {ended}");

        // A restart keeps the message: the same one is edited, none is posted.
        let before = games_now_requests(&h).len();
        h.stop_bot().await;
        h.start_bot(&quick).await;
        let board = h.pvp(vec![]).await;
        let link = format!("https://discord.com/channels/{GUILD_ID}/{CHANNEL_ID}/{board}");
        shows(&h, message, |m| description(m).contains(&link)).await;
        let after: Vec<String> = games_now_requests(&h)[before..].iter().map(|r| r.method.clone()).collect();
        assert!(!after.is_empty() && after.iter().all(|m| m == "PATCH"), "{after:?}");

        // Deleted by a moderator: posted anew at once; deleted unseen: posted anew at the next change.
        h.fake.delete_message(message);
        let deleted =
            json!({"id": message.to_string(), "channel_id": NOW.to_string(), "guild_id": GUILD_ID.to_string()});
        h.fake.dispatch("MESSAGE_DELETE", deleted).await;
        let second = shows_anew(&h, message).await;
        h.fake.delete_message(second);
        h.drop(&alice(), board, 0).await;
        let third = shows_anew(&h, second).await;
        assert!(description(&h.fake.message(third).unwrap()).contains(&link));

        // Unset: the message and its row go.
        settings(&h, vec![("games-now-off", Opt::Bool(true))]).await;
        let path = format!("/channels/{NOW}/messages/{third}");
        h.fake.wait_request(WAIT, |r| r.method == "DELETE" && r.path.ends_with(&path)).await;
        let store = h.store().await;
        for _ in 0..200 {
            if store.games_now(GUILD_ID).await.unwrap().is_none() {
                break;
            }
            tokio::time::sleep(Duration::from_millis(20)).await;
        }
        assert_eq!(store.games_now(GUILD_ID).await.unwrap(), None);
        store.close().await;
        h
    })
    .await;
}

/// Waits for a message in the "Games now" channel newer than `old`.
async fn shows_anew(h: &Harness, old: u64) -> u64 {
    message_id(&h.newest_in_after(NOW, old).await)
}
