//! Two bot processes on one PostgreSQL database, each serving its own shard of two, through the fake Discord: a
//! process killed mid-game and started again loses nothing and plays nothing twice, and a process started with
//! the wrong shard range can move no game it does not own.

use crate::support::fake_discord::{CHANNEL_ID, GUILD_ID, OTHER_CHANNEL_ID};
use crate::support::harness::{Harness, WAIT, alice, bob, ephemeral_text, game_id};
use cuatro::bot::Running;
use cuatro::config::Config;
use cuatro::store::{Store, StoreError, scratch};
use std::time::Duration;

/// A short lease, so that a dead process's shard is taken over within a second.
const LEASE: Duration = Duration::from_millis(900);

/// A harness on a fresh PostgreSQL schema with a two-shard fake Discord, or `None` where PostgreSQL may be skipped.
async fn two_shard_harness(name: &str) -> Option<Harness> {
    let url = scratch::test_schema(&schema_of(name)).await?;
    let mut h = Harness::without_bot(name).await;
    h.database = Some(url);
    h.fake.set_shard_count(2);
    Some(h)
}

/// The PostgreSQL schema of the test `name`.
fn schema_of(name: &str) -> String {
    format!("e2e_{name}_{}", std::process::id())
}

/// Stops the processes, drops the test's schema and shuts the fake down.
async fn tear_down(h: Harness, name: &str, store: Store, processes: Vec<Running>) {
    store.close().await;
    for process in processes {
        process.stop().await;
    }
    scratch::drop_schema(&scratch::test_server(), &schema_of(name)).await.unwrap();
    h.finish().await;
}

fn config(h: &Harness, shards: &str) -> Config {
    let mut config = h.config();
    config.discord.shards = shards.parse().unwrap();
    config.discord.shard_lease = LEASE;
    config
}

/// Starts a process for `shards` and waits until it holds `expect_held` and its shards are connected.
async fn start(h: &Harness, shards: &str, expect_held: &[u32]) -> Running {
    let readies = h.fake.readies();
    let running = cuatro::bot::start(config(h, shards)).await.expect("the process starts");
    tokio::time::timeout(WAIT, async {
        while running.app.shards.held() != expect_held || h.fake.readies() <= readies {
            tokio::time::sleep(Duration::from_millis(20)).await;
        }
    })
    .await
    .unwrap_or_else(|_| panic!("{shards}: holds {:?}, expected {expect_held:?}", running.app.shards.held()));
    // Command registration happens in poise's setup, after READY.
    tokio::time::sleep(Duration::from_millis(150)).await;
    running
}

/// A player's (wins, draws, losses) on GUILD_ID in classic.
async fn standing(store: &Store, user: u64) -> (u32, u32, u32) {
    let (_, s) = store.standing(GUILD_ID, "classic", user).await.unwrap().expect("a standing");
    (s.wins, s.draws, s.losses)
}

async fn moves_of(store: &Store, game: u64) -> String {
    store.game(game).await.unwrap().expect("the game is stored").moves
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_process_killed_mid_game_restarts_and_loses_nothing() {
    let Some(h) = two_shard_harness("restart").await else { return };
    let p0 = start(&h, "0/2", &[0]).await;
    let p1 = start(&h, "1/2", &[1]).await;
    h.fake.wait_shards_ready(2).await;

    // One game on each shard's server: CHANNEL_ID is on shard 1, OTHER_CHANNEL_ID on shard 0.
    let board1 = h.pvp_in(CHANNEL_ID, vec![]).await;
    let board0 = h.pvp_in(OTHER_CHANNEL_ID, vec![]).await;
    let (game1, game0) = (game_id(&h.fake.message(board1).unwrap()), game_id(&h.fake.message(board0).unwrap()));
    assert_eq!((p1.app.live.len(), p0.app.live.len()), (1, 1), "each game lives in its shard's process only");
    h.play(board1, &alice(), &bob(), &[0, 1, 0]).await;
    h.play(board0, &alice(), &bob(), &[3, 3]).await;

    // Shard 1's process dies without a word: its lease is left to expire.
    p1.kill().await;
    h.play(board0, &alice(), &bob(), &[2, 2]).await;

    // Started again, it takes shard 1 over once the dead lease expires and restores the game where it was.
    let p1 = start(&h, "1/2", &[1]).await;
    let store = h.store().await;
    assert_eq!(moves_of(&store, game1).await, "aba", "nothing lost while the process was down");
    h.play(board1, &bob(), &alice(), &[1, 0, 1, 0]).await;
    let row = store.game(game1).await.unwrap().unwrap();
    assert_eq!(
        (row.moves.as_str(), row.status.as_str(), row.result.as_deref()),
        ("abababa", "finished", Some("red")),
        "every move once, in order"
    );
    assert_eq!(moves_of(&store, game0).await, "ddcc", "the other shard's game went on undisturbed");
    let (alice_won, bob_lost) = (standing(&store, alice().id).await, standing(&store, bob().id).await);
    assert_eq!((alice_won, bob_lost), ((1, 0, 0), (0, 0, 1)), "the finished game was recorded once");

    tear_down(h, "restart", store, vec![p0, p1]).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_process_with_the_wrong_shard_range_cannot_move_a_game_it_does_not_own() {
    let Some(h) = two_shard_harness("wrong").await else { return };
    let p0 = start(&h, "0/2", &[0]).await;
    let board = h.pvp_in(OTHER_CHANNEL_ID, vec![]).await;
    let game = game_id(&h.fake.message(board).unwrap());
    h.play(board, &alice(), &bob(), &[3]).await;

    // A second process is started with shard 0 too (it should have been 1/2): it gets no lease, and Discord now
    // routes shard 0's events to it.
    let wrong = start(&h, "0/2", &[]).await;
    let answer =
        h.click(&bob(), board, &crate::support::harness::button(&h.fake.message(board).unwrap(), "c4:d:")).await;
    assert!(ephemeral_text(&answer).contains("handed over"), "{answer}");
    let (_, answer) = h.slash_in(OTHER_CHANNEL_ID, &bob(), &["connect4", "vs-cpu"], vec![]).await;
    assert!(ephemeral_text(&answer).contains("handed over"), "{answer}");

    // Even a write that got past those checks is refused by the database: the lease is p0's.
    let store = h.store().await;
    let session = store.session(game).await.unwrap().unwrap();
    assert!(matches!(wrong.app.store.save(&session, 1).await, Err(StoreError::NotOwner { .. })));
    let row = store.game(game).await.unwrap().unwrap();
    assert_eq!((row.moves.as_str(), row.updated_at > 1), ("d", true), "the game is as p0 left it");
    assert_eq!(store.active_sessions().await.unwrap().0.len(), 1, "no game was started by the wrong process");

    tear_down(h, "wrong", store, vec![wrong, p0]).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn connections_cut_by_the_server_are_replaced_and_play_goes_on() {
    let schema = format!("e2e_cut_{}", std::process::id());
    let Some(url) = scratch::test_schema(&schema).await else { return };
    let app_name = format!("cuatro_cut_{}", std::process::id());
    let mut h = Harness::without_bot("cut").await;
    h.database = Some(format!("{url}&application_name={app_name}"));
    h.start_bot(&|c| c.discord.shard_lease = LEASE).await;
    let board = h.pvp_in(CHANNEL_ID, vec![]).await;
    let game = game_id(&h.fake.message(board).unwrap());
    h.play(board, &alice(), &bob(), &[3]).await;

    // The server ends every connection of the bot (a failover, an administrator, a restarted server).
    let admin = Store::open(&url).await.unwrap();
    let cut = scratch::terminate_connections(&scratch::test_server(), &app_name).await.unwrap();
    assert!(cut > 0, "the bot had connections open");

    let answer = h.drop(&bob(), board, 3).await;
    let footer = answer["data"]["embeds"][0]["footer"]["text"].as_str().unwrap_or_default().to_string();
    assert!(!footer.contains("may be lost"), "the write went through on a new connection: {answer}");
    h.play(board, &alice(), &bob(), &[4]).await;
    assert_eq!(moves_of(&admin, game).await, "dde");
    tokio::time::sleep(LEASE).await;
    assert_eq!(h.bot.as_ref().unwrap().app.shards.held(), vec![0], "the lease is still renewed");

    admin.close().await;
    h.stop_bot().await;
    scratch::drop_schema(&scratch::test_server(), &schema).await.unwrap();
    h.finish().await;
}

#[tokio::test]
async fn a_process_whose_lease_was_taken_drops_the_game_unseen() {
    // SQLite, one process: the lease is long, so only the database can tell the process that it lost it.
    let h = Harness::new("stale", |c| c.discord.shard_lease = Duration::from_secs(60)).await;
    let board = h.pvp_in(CHANNEL_ID, vec![]).await;
    let game = game_id(&h.fake.message(board).unwrap());
    h.play(board, &alice(), &bob(), &[3]).await;

    // Another process takes shard 0 over (as if this one had been frozen past its lease).
    let store = h.store().await;
    let later = i64::MAX / 2;
    assert_eq!(store.acquire_lease(1, 0, "successor", later, 1_000).await.unwrap(), cuatro::store::Lease::Held);

    let shown = h.fake.message(board).unwrap();
    let answer = h.drop(&bob(), board, 3).await;
    assert!(ephemeral_text(&answer).contains("handed over"), "{answer}");
    assert_eq!(moves_of(&store, game).await, "d", "the refused move was not written");
    assert_eq!(h.fake.message(board).unwrap(), shown, "nor shown");
    assert!(h.bot.as_ref().unwrap().app.live.is_empty(), "the stale copy is gone from memory");
    store.close().await;
    h.finish().await;
}
