//! Bot processes sharing one database, each serving shards through the fake Discord: a process killed mid-game
//! and started again loses nothing and plays nothing twice; on PostgreSQL a dead process's shards are taken over
//! as soon as its advisory locks are free, and a click sent in between is answered by the new holder; a process
//! that loses its lock connection stops serving, tells its players that the database cannot be reached, and
//! serves its games again once it is back (or gives them up to the process that took its lock); a process that
//! cannot renew its lease stops serving until it can; a second process connected to a shard it does not hold
//! stays silent, and can move no game it does not own.

use crate::support::fake_discord::{CHANNEL_ID, GUILD_ID, OTHER_CHANNEL_ID};
use crate::support::harness::{Harness, WAIT, alice, bob, button, ephemeral_text, eve, game_id, until};
use crate::support::tcp_proxy::{self, TcpProxy};
use cuatro::bot::Running;
use cuatro::bot::Unserved;
use cuatro::config::Config;
use cuatro::game::{Action, Press};
use cuatro::store::{Engine, Lease, ShardLocks, Store, StoreError, scratch};
use std::time::{Duration, Instant};

/// A short lease, so that a dead process's shard is taken over within a second even without its lock.
const LEASE: Duration = Duration::from_millis(900);

/// A lease long enough that waiting it out would fail a test: only a lock can hand the shard over in time.
const LONG_LEASE: Duration = Duration::from_secs(60);

/// A harness on a fresh PostgreSQL schema with a fake Discord of `shards` shards, or `None` where PostgreSQL may
/// be skipped.
async fn pg_harness(name: &str, shards: u32) -> Option<Harness> {
    let h = Harness::on(Engine::Postgres, name).await?;
    h.fake.set_shard_count(shards);
    Some(h)
}

/// Stops the processes, closes the store and finishes the harness (dropping its PostgreSQL schema).
async fn tear_down(h: Harness, store: Store, processes: Vec<Running>) {
    store.close().await;
    for process in processes {
        process.stop().await;
    }
    h.finish().await;
}

fn config(h: &Harness, shards: &str, lease: Duration) -> Config {
    let mut config = h.config();
    config.discord.shards = shards.parse().unwrap();
    config.discord.shard_lease = lease;
    config
}

/// Starts a process for `shards` and waits until it holds `expect_held` and its shards are connected.
async fn start(h: &Harness, shards: &str, expect_held: &[u32]) -> Running {
    start_with(h, shards, expect_held, LEASE).await
}

/// [`start`] with a lease of `lease`.
async fn start_with(h: &Harness, shards: &str, expect_held: &[u32], lease: Duration) -> Running {
    let readies = h.fake.readies();
    let running = cuatro::bot::start(config(h, shards, lease)).await.expect("the process starts");
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

/// The custom id of the drop button of `column` (0-based) on the board as it is now.
fn drop_id(h: &Harness, board: u64, column: u8) -> String {
    let Action::Board { game, press: Press::Drop { move_no, .. }, .. } =
        Action::parse(&button(&h.fake.message(board).unwrap(), "c4:d:")).unwrap()
    else {
        unreachable!()
    };
    Press::Drop { move_no, column }.on(game).to_string()
}

/// How many answers the bot sent to interaction `id`.
fn callbacks(h: &Harness, id: u64) -> usize {
    let path = format!("/interactions/{id}/");
    let answers = h.fake.requests().into_iter().filter(|r| r.method == "POST" && r.path.contains(&path));
    answers.filter(|r| r.path.ends_with("/callback")).count()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_process_killed_mid_game_restarts_and_loses_nothing() {
    let Some(h) = pg_harness("restart", 2).await else { return };
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

    // Shard 1's process dies without a word.
    p1.kill().await;
    h.play(board0, &alice(), &bob(), &[2, 2]).await;

    // Started again, it takes shard 1 over and restores the game where it was.
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

    tear_down(h, store, vec![p0, p1]).await;
}

/// PostgreSQL: a standby process takes a dead process's shard over as soon as the dead one's advisory lock is
/// free, long before its lease (a minute) would run out.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_dead_process_is_taken_over_as_soon_as_its_lock_is_free() {
    let Some(h) = pg_harness("takeover", 1).await else { return };
    let first = start_with(&h, "0/1", &[0], LONG_LEASE).await;
    let board = h.pvp(vec![]).await;
    let game = game_id(&h.fake.message(board).unwrap());
    h.play(board, &alice(), &bob(), &[3]).await;
    // A second process on the same range waits: the shard's lock is the first one's.
    let standby = start_with(&h, "0/1", &[], LONG_LEASE).await;

    // The first process dies; the system closes its connections, and with them its lock.
    first.kill().await;
    until("the standby serves the shard", || standby.app.shards.held() == [0]).await;
    h.play(board, &bob(), &alice(), &[3, 2]).await;
    let store = h.store().await;
    assert_eq!(moves_of(&store, game).await, "ddc", "the game goes on from its last saved move");
    tear_down(h, store, vec![standby]).await;
}

/// PostgreSQL: a click that arrives after the holder died and before the standby took its lock is answered by
/// the standby once it holds the shard, not left unanswered by both.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_click_between_the_holders_death_and_the_takeover_is_answered_by_the_new_holder() {
    let Some(h) = pg_harness("gap", 1).await else { return };
    let first = start_with(&h, "0/1", &[0], LONG_LEASE).await;
    let board = h.pvp(vec![]).await;
    let game = game_id(&h.fake.message(board).unwrap());
    h.play(board, &alice(), &bob(), &[3]).await;
    let standby = start_with(&h, "0/1", &[], LONG_LEASE).await;

    first.kill().await;
    // The standby looks for free locks twice a second: the click lands before it has taken the shard.
    assert!(standby.app.shards.held().is_empty(), "the standby has not taken the shard yet");
    let click = h.fake.click(&bob(), board, &drop_id(&h, board, 2)).await;
    let answer = h.fake.response(click, WAIT).await;
    assert_eq!(answer["type"], 7, "the new holder answers with the board: {answer}");
    assert_eq!(callbacks(&h, click), 1, "one answer");
    let store = h.store().await;
    assert_eq!(moves_of(&store, game).await, "dc", "the click's move is played");
    tear_down(h, store, vec![standby]).await;
}

/// PostgreSQL: when the connection holding a process's locks is cut, the process stops serving its shards at
/// once (another process may take them over), and serves them again once it holds their locks again.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_process_that_loses_its_lock_connection_stops_serving_until_it_locks_again() {
    let Some(h) = pg_harness("lock-cut", 1).await else { return };
    let process = start_with(&h, "0/1", &[0], LONG_LEASE).await;
    let board = h.pvp(vec![]).await;
    let game = game_id(&h.fake.message(board).unwrap());
    h.play(board, &alice(), &bob(), &[3]).await;
    let store = h.store().await;
    let mut rival = store.shard_locks("rival").await.unwrap().expect("a lock connection on PostgreSQL");
    assert!(!rival.try_lock(1, 0).await.unwrap(), "the process holds the shard's lock");

    steal_the_lock(&process, &mut rival).await;
    let app = &process.app;
    assert!(app.live.is_empty(), "its games are dropped from memory, as on a lost lease");
    let ignored = app.shards.ignored();
    let click = h.fake.click(&bob(), board, &drop_id(&h, board, 3)).await;
    until("the click is left to the lock's holder", || app.shards.ignored() > ignored).await;
    assert_eq!(callbacks(&h, click), 0, "not answered while the shard is not held");

    rival.close().await;
    until("the process serves again", || app.shards.held() == [0]).await;
    h.play(board, &bob(), &alice(), &[3]).await;
    assert_eq!(moves_of(&store, game).await, "dd");
    tear_down(h, store, vec![process]).await;
}

/// Cuts the connection holding the process's shard lock, has `rival` take the freed lock before the process
/// connects again, and waits until the process, connected again, finds the lock held by another live process and
/// gives the shard up.
async fn steal_the_lock(process: &Running, rival: &mut ShardLocks) {
    let name = format!("cuatro locks {}", process.app.shards.owner);
    assert_eq!(scratch::terminate_connections(&scratch::test_server(), &name).await.unwrap(), 1);
    let deadline = Instant::now() + WAIT;
    while !rival.try_lock(1, 0).await.unwrap() {
        assert!(Instant::now() < deadline, "the lock was never freed");
        tokio::time::sleep(Duration::from_millis(10)).await;
    }
    let app = &process.app;
    let gave_up = || app.shards.lock_losses() == 1 && app.shards.held().is_empty() && !app.shards.stalled(None);
    until("the process gives the shard up", gave_up).await;
}

/// A process on a fresh PostgreSQL schema reached through a proxy (to take the database away), serving one
/// shard, with a game in which one move was played: the harness, the proxy, the direct URL, the process, the
/// board and the game.
async fn a_game_behind_a_proxy(name: &str) -> Option<(Harness, TcpProxy, String, Running, u64, u64)> {
    let mut h = Harness::on(Engine::Postgres, name).await?;
    let url = h.db_url();
    let proxy = TcpProxy::start(&tcp_proxy::upstream_of(&url)).await;
    h.database = Some(proxy.url_through(&url));
    let process = start_with(&h, "0/1", &[0], LONG_LEASE).await;
    let board = h.pvp(vec![]).await;
    let game = game_id(&h.fake.message(board).unwrap());
    h.play(board, &alice(), &bob(), &[3]).await;
    Some((h, proxy, url, process, board, game))
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_process_cut_off_from_postgres_tells_its_players_and_plays_on_once_it_is_back() {
    let name = "cut-off";
    let Some((h, proxy, url, process, board, game)) = a_game_behind_a_proxy(name).await else { return };

    // The database goes away (every connection cut, new ones refused): the lock connection is lost, and with it
    // the proof that no other process took the shard. Nothing is played, and the players are told why.
    proxy.refuse_for(Duration::from_secs(3));
    proxy.cut_all();
    let app = &process.app;
    until("the shard is stalled", || app.shards.stalled(None)).await;
    let answer = h.drop(&bob(), board, 3).await;
    assert_eq!(answer["type"], 4, "answered, not left to fail: {answer}");
    assert!(ephemeral_text(&answer).contains("cannot reach its database"), "{answer}");
    assert!(!app.live.is_empty(), "the games stay in memory");

    // Back: the lease is still this process's, so it serves the games it kept.
    until("the process serves again", || app.shards.held() == [0]).await;
    h.play(board, &bob(), &alice(), &[3]).await;
    let store = Store::open(&url).await.unwrap();
    assert_eq!(moves_of(&store, game).await, "dd");
    tear_down(h, store, vec![process]).await;
}

/// PostgreSQL: the shard's holder dies while the database is away for the other process, which had given the
/// shard up to it. Nobody can serve the shard, and the process left cannot learn who holds it: a click is told
/// that the database cannot be reached (at the end of its time, so that a live holder would have answered first),
/// not left unanswered; once the database is back, the process takes the shard over and play goes on.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_process_cut_off_after_the_holder_died_tells_its_players() {
    let name = "cut-off-orphan";
    let Some((h, proxy, url, process, board, game)) = a_game_behind_a_proxy(name).await else { return };
    let store = Store::open(&url).await.unwrap();
    // A rival (standing for another process) takes the shard's lock.
    let mut rival = store.shard_locks("rival").await.unwrap().expect("a lock connection on PostgreSQL");
    steal_the_lock(&process, &mut rival).await;
    let app = &process.app;
    assert_eq!(app.shards.why_unserved(None), Unserved::Elsewhere);

    // The database goes away for the process, and the rival dies.
    proxy.refuse_for(Duration::from_secs(6));
    proxy.cut_all();
    rival.close().await;
    until("the process finds itself cut off", || app.shards.why_unserved(None) == Unserved::CutOff).await;
    let click = h.fake.click(&bob(), board, &drop_id(&h, board, 3)).await;
    let answer = h.fake.response(click, WAIT).await;
    assert!(ephemeral_text(&answer).contains("cannot reach its database"), "{answer}");

    until("the process serves again", || app.shards.held() == [0]).await;
    h.play(board, &bob(), &alice(), &[3]).await;
    assert_eq!(moves_of(&store, game).await, "dd");
    tear_down(h, store, vec![process]).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_process_that_cannot_renew_its_lease_stops_serving_until_it_can() {
    // SQLite: another connection holds the write lock, so renewals wait, then fail.
    let h = Harness::new("self-fence", |c| c.discord.shard_lease = LEASE).await;
    let board = h.pvp(vec![]).await;
    let game = game_id(&h.fake.message(board).unwrap());
    h.play(board, &alice(), &bob(), &[3]).await;
    use sqlx::Connection;
    let mut blocker = sqlx::SqliteConnection::connect(&h.db_url()).await.unwrap();
    sqlx::query("BEGIN IMMEDIATE").execute(&mut blocker).await.unwrap();
    sqlx::query("UPDATE shard_leases SET owner = owner").execute(&mut blocker).await.unwrap();

    let app = &h.bot.as_ref().unwrap().app;
    until("the lease runs out unrenewed", || app.shards.held().is_empty()).await;
    // The lease keeper is still waiting for the database; the shard counts as stalled from the lease's expiry
    // (nobody else can hold it), so the click is refused with the reason, not left unanswered, and plays nothing.
    let ignored = app.shards.ignored();
    let click = h.fake.click(&bob(), board, &drop_id(&h, board, 3)).await;
    let answer = h.fake.response(click, WAIT).await;
    assert_eq!(
        ephemeral_text(&answer),
        "The bot cannot reach its database right now: nothing was played. Try again in a few seconds."
    );
    assert_eq!((app.shards.ignored(), callbacks(&h, click)), (ignored, 1));

    sqlx::query("COMMIT").execute(&mut blocker).await.unwrap();
    blocker.close().await.unwrap();
    until("the lease is renewed", || app.shards.held() == [0]).await;
    h.play(board, &bob(), &alice(), &[3]).await;
    assert_eq!(h.row(game).await.moves, "dd", "the game goes on where it was");
    h.finish().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_second_process_on_a_held_shard_is_silent_and_the_holder_answers() {
    second_process_stays_silent(Harness::without_bot("second").await).await;
    if let Some(h) = pg_harness("second", 1).await {
        second_process_stays_silent(h).await;
    }
}

async fn second_process_stays_silent(h: Harness) {
    let holder = start(&h, "0/1", &[0]).await;
    let board = h.pvp(vec![]).await;
    let game = game_id(&h.fake.message(board).unwrap());
    h.play(board, &alice(), &bob(), &[3]).await;

    // A second process is started on the same range (by mistake, or overlapping a deploy): it gets no lease,
    // and Discord sends the shard's events to both.
    let second = start(&h, "0/1", &[]).await;
    let click = h.fake.click(&bob(), board, &drop_id(&h, board, 3)).await;
    let answer = h.fake.response(click, WAIT).await;
    assert_eq!(answer["type"], 7, "the holder answers with the board: {answer}");
    let shown = Action::parse(&button(&h.fake.message(board).unwrap(), "c4:d:")).unwrap();
    assert!(
        matches!(shown, Action::Board { press: Press::Drop { move_no: 2, .. }, .. }),
        "the board shows the move: {shown:?}"
    );
    until("the second process saw the click", || second.app.shards.ignored() >= 1).await;
    assert_eq!(callbacks(&h, click), 1, "one answer: the holder's");

    let command = h.fake.slash_in(OTHER_CHANNEL_ID, &eve(), &["connect4", "vs-cpu"], vec![]).await;
    let answer = h.fake.response(command, WAIT).await;
    assert!(!answer.to_string().contains("handed over"), "the holder answers: {answer}");
    until("the second process saw the command", || second.app.shards.ignored() >= 2).await;
    assert_eq!(callbacks(&h, command), 1, "one answer: the holder's");

    // Even a write that got past those checks is refused by the database: the lease is the holder's.
    let store = h.store().await;
    let session = store.session(game).await.unwrap().unwrap();
    assert!(matches!(
        second.app.store.save(&session, &cuatro::store::BoardMessages::default(), 1).await,
        Err(StoreError::NotOwner { .. })
    ));
    assert_eq!(moves_of(&store, game).await, "dd", "the game is as the holder left it");
    tear_down(h, store, vec![second, holder]).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn connections_cut_by_the_server_are_replaced_and_play_goes_on() {
    let Some(mut h) = Harness::on(Engine::Postgres, "cut").await else { return };
    let url = h.db_url();
    let app_name = format!("cuatro_cut_{}", std::process::id());
    h.database = Some(format!("{url}&application_name={app_name}"));
    h.start_bot(&|c| c.discord.shard_lease = LEASE).await;
    let board = h.pvp_in(CHANNEL_ID, vec![]).await;
    let game = game_id(&h.fake.message(board).unwrap());
    h.play(board, &alice(), &bob(), &[3]).await;

    // The server ends every pooled connection of the bot (a failover, an administrator, a restarted server).
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
    h.finish().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn on_sqlite_a_process_serves_nothing_while_another_holds_the_database_and_takes_over_once_it_is_gone() {
    let h = Harness::without_bot("sqlite-holder").await;
    // A live process on the database, whose lease ran out unrenewed (its database was away): it holds the
    // database's process lock.
    let store = h.store().await;
    let expired = store.acquire_lease(1, 0, "alive-but-stalled", 0, 1, true).await.unwrap();
    assert!(matches!(expired, Lease::TakenOver { .. }), "{expired:?}");
    let file = cuatro::store::sqlite_file(&h.db_url()).unwrap();
    let lock = std::fs::OpenOptions::new()
        .create(true)
        .truncate(false)
        .write(true)
        .open(format!("{}.lock", file.display()))
        .unwrap();
    lock.try_lock().unwrap();

    let second = start_with(&h, "0/1", &[], LONG_LEASE).await;
    tokio::time::sleep(Duration::from_millis(1500)).await;
    assert!(second.app.shards.held().is_empty(), "the holder is alive: its expired lease is not taken");

    // The holder dies: the system frees its lock, and the shard is taken over at once, not after a lease.
    drop(lock);
    let gone = Instant::now();
    until("the shard is taken over", || second.app.shards.held() == [0]).await;
    println!("taken over {} ms after the holder's lock was freed", gone.elapsed().as_millis());
    let board = h.pvp(vec![]).await;
    h.play(board, &alice(), &bob(), &[3]).await;
    tear_down(h, store, vec![second]).await;
}

#[tokio::test]
async fn a_process_whose_lease_was_taken_drops_the_game_unseen() {
    // SQLite, one process: the lease is long, so only the database can tell the process that it lost it.
    let h = Harness::new("stale", |c| c.discord.shard_lease = LONG_LEASE).await;
    let board = h.pvp_in(CHANNEL_ID, vec![]).await;
    let game = game_id(&h.fake.message(board).unwrap());
    h.play(board, &alice(), &bob(), &[3]).await;

    // Another process takes shard 0 over (as if it held the shard's lock: this one was cut off).
    let store = h.store().await;
    let taken = store.acquire_lease(1, 0, "successor", 0, i64::MAX / 2, true).await.unwrap();
    assert!(matches!(taken, Lease::TakenOver { from: Some(_) }), "{taken:?}");

    let shown = h.fake.message(board).unwrap();
    let answer = h.drop(&bob(), board, 3).await;
    assert!(ephemeral_text(&answer).contains("handed over"), "{answer}");
    assert_eq!(moves_of(&store, game).await, "d", "the refused move was not written");
    assert_eq!(h.fake.message(board).unwrap(), shown, "nor shown");
    assert!(h.bot.as_ref().unwrap().app.live.is_empty(), "the stale copy is gone from memory");
    store.close().await;
    h.finish().await;
}
