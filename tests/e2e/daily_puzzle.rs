//! The daily puzzle through the fake Discord, its hour reached by moving the bot's clock: posted once at the hour
//! set in the settings, opened privately by two players (one attempt each), summed up in the next day's post;
//! a post missed while the bot was down is made when it comes back, once; a channel that refuses the post shows
//! as failing in the settings, and the third refused day turns the daily puzzle off.

use crate::support::fake_discord::{CHANNEL_ID, FakeDiscord, FakeUser, Opt};
use crate::support::harness::{Harness, admin, alice, bob, each_engine, ephemeral_text};
use cuatro::game::{ButtonId, DailySchedule, GuildSettings, Lang, PuzzleButton};
use serde_json::Value;
use std::time::Duration;

const HOUR_MS: i64 = 3_600_000;

/// The daily posts in the channel so far.
fn daily_posts(h: &Harness) -> Vec<Value> {
    let channel = CHANNEL_ID.to_string();
    let posts = h.fake.messages().into_iter().filter(|m| m["channel_id"].as_str() == Some(channel.as_str()));
    posts.filter(|m| buttons(m).iter().any(|b| matches!(b, PuzzleButton::Solve { .. }))).collect()
}

/// Waits (up to 10 s) until the channel has `n` daily posts; returns the newest.
async fn wait_posts(h: &Harness, n: usize) -> Value {
    for _ in 0..1000 {
        let posts = daily_posts(h);
        if posts.len() >= n {
            assert_eq!(posts.len(), n, "one post per day");
            return posts.last().unwrap().clone();
        }
        tokio::time::sleep(Duration::from_millis(10)).await;
    }
    panic!("{} daily posts, expected {n}", daily_posts(h).len());
}

fn buttons(message: &Value) -> Vec<PuzzleButton> {
    let ids = FakeDiscord::buttons(message).into_iter().flatten().map(|(id, _, _)| id);
    ids.filter_map(|id| match ButtonId::parse(&id) {
        Ok(ButtonId::Puzzle(button)) => Some(button),
        _ => None,
    })
    .collect()
}

/// Moves the bot's clock forward by `by` milliseconds.
fn advance(h: &Harness, by: i64) {
    h.bot.as_ref().unwrap().app.clock.advance(Duration::from_millis(by as u64));
}

fn now(h: &Harness) -> i64 {
    h.bot.as_ref().unwrap().app.clock.now()
}

/// Presses Solve on the daily post `post` as `user`: the private puzzle message.
async fn solve(h: &Harness, user: &FakeUser, post: &Value) -> Value {
    let id: u64 = post["id"].as_str().unwrap().parse().unwrap();
    h.click(user, id, &buttons(post)[0].to_string()).await
}

/// Plays the attempt shown in `answer` (a new private message) to its end: along the solver's line, or off it
/// at once; returns the last message.
async fn play(h: &Harness, user: &FakeUser, answer: &Value, solve_it: bool) -> Value {
    assert_eq!(answer["type"], 4, "a new private message: {answer}");
    let mut shown = answer["data"].clone();
    let PuzzleButton::Drop { attempt, .. } = buttons(&shown)[0] else { panic!("no drop button") };
    let store = h.store().await;
    let row = store.attempt(attempt).await.unwrap().unwrap();
    store.close().await;
    let (line, missed) = crate::puzzles::line_and_miss(row.puzzle.variant, &row.puzzle.moves, row.puzzle.goal, &[]);
    let columns: Vec<u8> =
        if solve_it { line.iter().step_by(2).map(|mv| mv.column()).collect() } else { vec![missed.unwrap().column()] };
    let message = loop {
        // The private message's id: the answer made it the interaction's original.
        let found = h
            .fake
            .messages()
            .into_iter()
            .rev()
            .find(|m| buttons(m).first().is_some_and(|b| b.attempt() == Some(attempt)));
        if let Some(m) = found {
            break m["id"].as_str().unwrap().parse::<u64>().unwrap();
        }
        tokio::time::sleep(Duration::from_millis(10)).await;
    };
    for column in columns {
        let PuzzleButton::Drop { plies, .. } = buttons(&shown)[0] else { panic!("over early") };
        let press = PuzzleButton::Drop { attempt, plies, column }.to_string();
        let answer = h.click(user, message, &press).await;
        assert_eq!(answer["type"], 7, "{answer}");
        shown = answer["data"].clone();
    }
    shown
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_daily_puzzle_is_posted_at_its_hour_tried_once_each_and_summed_up_the_next_day() {
    each_engine("daily", |h| async move {
        // Five minutes into an hour, so that real time cannot reach the next one while the test looks; the hour
        // after it: nothing is due until the clock reaches it.
        advance(&h, HOUR_MS - now(&h).rem_euclid(HOUR_MS) + 5 * 60_000);
        // The puzzle's hour must come later the same day: at 23:05 the next hour is 00:00, a day's hour already
        // past, whose puzzle is posted at once (late). The test then starts at 00:05.
        if now(&h).rem_euclid(24 * HOUR_MS) / HOUR_MS == 23 {
            advance(&h, HOUR_MS);
        }
        let next_hour = ((now(&h).rem_euclid(24 * HOUR_MS) / HOUR_MS + 1) % 24).to_string();
        let options = vec![
            ("daily-puzzle-channel", Opt::Channel(CHANNEL_ID)),
            ("daily-puzzle-hour", Opt::Int(next_hour.parse().unwrap())),
        ];
        let (_, answer) = h.slash(&admin(), &["connect4-admin", "settings"], options).await;
        let settings = answer["data"]["embeds"][0].to_string();
        assert!(settings.contains(&format!("<#{CHANNEL_ID}> at {next_hour:0>2}:00 UTC")), "{settings}");
        tokio::time::sleep(Duration::from_millis(1500)).await;
        assert!(daily_posts(&h).is_empty(), "not before its hour");

        advance(&h, HOUR_MS - now(&h).rem_euclid(HOUR_MS) + 1000);
        let post = wait_posts(&h, 1).await;
        assert!(post["embeds"][0]["description"].as_str().unwrap().contains("to play"), "{post}");
        assert!(!post["embeds"][0]["description"].as_str().unwrap().contains("Yesterday"), "no yesterday yet");

        // Two players, one attempt each: alice solves it, bob fails; a second press is refused.
        let solved = play(&h, &alice(), &solve(&h, &alice(), &post).await, true).await;
        assert!(solved["embeds"][0]["description"].as_str().unwrap().contains("Solved"), "{solved}");
        let failed = play(&h, &bob(), &solve(&h, &bob(), &post).await, false).await;
        assert!(failed["embeds"][0]["description"].as_str().unwrap().contains("lets it slip"), "{failed}");
        let again = solve(&h, &alice(), &post).await;
        assert!(ephemeral_text(&again).contains("one each, and the first counts"), "{again}");
        let store = h.store().await;
        let standing = store.puzzle_standing(alice().id).await.unwrap().unwrap();
        assert_eq!((standing.solved, standing.daily_streak), (1, 1));

        // The next day: a new post with yesterday's figures; yesterday's Solve is over.
        advance(&h, 24 * HOUR_MS);
        let next = wait_posts(&h, 2).await;
        let text = next["embeds"][0]["description"].as_str().unwrap().to_string();
        assert!(text.contains("Yesterday's puzzle: 1 of 2 solved it."), "{text}");
        assert!(text.contains(&format!("Fastest: <@{}>", alice().id)), "{text}");
        assert!(text.contains("Its solution: "), "{text}");
        assert_ne!(buttons(&next)[0], buttons(&post)[0], "a new day's button");
        let late = solve(&h, &bob(), &post).await;
        assert!(ephemeral_text(&late).contains("day is over"), "{late}");
        // Nothing more that day, however often the poster looks.
        tokio::time::sleep(Duration::from_millis(1500)).await;
        assert_eq!(daily_posts(&h).len(), 2);
        store.close().await;
        h
    })
    .await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_post_missed_while_the_bot_was_down_is_made_once_when_it_comes_back() {
    let mut h = Harness::without_bot("daily-missed").await;
    h.start_bot(&|_| {}).await;
    h.stop_bot().await;
    // Set while the bot is down, for the first hour of the day: it is past already.
    let store = h.store().await;
    let settings = GuildSettings {
        daily_puzzle: Some(DailySchedule { channel: CHANNEL_ID, hour: 0, lang: Lang::Es }),
        ..GuildSettings::default()
    };
    store.save_guild_settings(crate::support::fake_discord::GUILD_ID, &settings, 0).await.unwrap();
    store.close().await;
    h.start_bot(&|_| {}).await;
    let post = wait_posts(&h, 1).await;
    assert!(post["embeds"][0]["title"].as_str().unwrap().starts_with("🧩 Problema diario"), "{post}");
    h.stop_bot().await;
    h.start_bot(&|_| {}).await;
    tokio::time::sleep(Duration::from_millis(1500)).await;
    assert_eq!(daily_posts(&h).len(), 1, "once, not again after a restart");
    h.finish().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_channel_that_refuses_the_post_shows_as_failing_and_turns_the_daily_puzzle_off_on_the_third_day() {
    let h = Harness::new("daily-refused", |_| {}).await;
    let path = format!("/channels/{CHANNEL_ID}/messages");
    h.fake.fail_requests("POST", &path, 3, 403, 50013);
    let (_, _) = h.slash(&admin(), &["connect4-admin", "settings"], vec![("daily-puzzle-hour", Opt::Int(0))]).await;
    let show = || async {
        let (_, answer) = h.slash(&admin(), &["connect4-admin", "settings"], vec![]).await;
        let fields = answer["data"]["embeds"][0]["fields"].as_array().unwrap().clone();
        let daily = fields.iter().find(|f| f["name"] == "Daily puzzle").unwrap().clone();
        daily["value"].as_str().unwrap().to_string()
    };
    for day in 1..=3u32 {
        let mut shown = show().await;
        for _ in 0..500 {
            if shown.contains(&format!("{day} day")) || shown.starts_with("off") {
                break;
            }
            tokio::time::sleep(Duration::from_millis(10)).await;
            shown = show().await;
        }
        if day < 3 {
            assert!(shown.contains("⚠️ failing") && shown.contains("error 50013"), "day {day}: {shown}");
            advance(&h, 24 * HOUR_MS);
        } else {
            assert!(shown.starts_with("off: turned itself off after 3 days"), "{shown}");
        }
    }
    advance(&h, 24 * HOUR_MS);
    tokio::time::sleep(Duration::from_millis(1500)).await;
    assert!(daily_posts(&h).is_empty(), "off: nothing posted");
    h.finish().await;
}

/// Discord makes the post and the answer is lost (the connection drops): the day keeps its one post however long
/// the poster goes on looking. A post Discord answers with an error it did not make is made at the next look.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_post_whose_answer_is_lost_is_not_made_twice() {
    each_engine("daily-lost-answer", |h| async move {
        let next_hour = (now(&h).rem_euclid(24 * HOUR_MS) / HOUR_MS + 1) % 24;
        let options =
            vec![("daily-puzzle-channel", Opt::Channel(CHANNEL_ID)), ("daily-puzzle-hour", Opt::Int(next_hour))];
        h.slash(&admin(), &["connect4-admin", "settings"], options).await;
        let posts_path = format!("/channels/{CHANNEL_ID}/messages");
        h.fake.apply_then_drop("POST", &posts_path, 1);
        advance(&h, HOUR_MS - now(&h).rem_euclid(HOUR_MS) + 1000);
        let post = wait_posts(&h, 1).await;
        // Long past the time a claim without a message is taken over.
        for _ in 0..3 {
            advance(&h, cuatro::store::DAILY_CLAIM_MS + 1000);
            tokio::time::sleep(Duration::from_millis(1500)).await;
        }
        assert_eq!(daily_posts(&h).len(), 1, "one post for the day");
        // Its Solve button works though its message id was never stored.
        let opened = solve(&h, &alice(), &post).await;
        assert_eq!(opened["type"], 4, "{opened}");

        // The next day Discord refuses the first try with an error of its own: it made nothing, and the
        // next look posts it.
        h.fake.fail_requests("POST", &posts_path, 1, 400, 50035);
        advance(&h, 24 * HOUR_MS);
        let refused = |r: &crate::support::fake_discord::Recorded| r.path.ends_with(&posts_path) && r.status == 400;
        h.fake.wait_request(Duration::from_secs(10), refused).await;
        wait_posts(&h, 2).await;
        h
    })
    .await;
}
