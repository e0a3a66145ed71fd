//! The operators' listener (`metrics.listen`): `/metrics` follows games played through the fake Discord, `/healthz`
//! answers while the bot serves, `/readyz` follows the database (SQLite locked by another writer; PostgreSQL cut
//! through a loopback proxy) with a short reason code, connections past the cap are told "busy", an address beyond
//! loopback is warned of, and a listen address already taken stops the start.

use crate::support::child::ChildBot;
use crate::support::harness::{Harness, WAIT, alice, bob, button, game_id};
use cuatro::bot::{BotError, MAX_METRICS_CONNECTIONS};
use cuatro::config::Config;
use cuatro::store::Engine;
use std::net::SocketAddr;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::{TcpListener, TcpStream};

/// `/readyz` must follow the database within this long.
const READY_WITHIN: Duration = Duration::from_secs(5);

/// The listener on an ephemeral loopback port.
pub(crate) fn on_any_port(config: &mut Config) {
    config.metrics.listen = Some("127.0.0.1:0".into());
}

/// One request: (status, head, body).
async fn request(address: SocketAddr, method: &str, path: &str) -> (u16, String, String) {
    let mut stream = TcpStream::connect(address).await.expect("the listener accepts");
    let head = format!("{method} {path} HTTP/1.1\r\nHost: {address}\r\nUser-Agent: test\r\n\r\n");
    stream.write_all(head.as_bytes()).await.unwrap();
    let mut response = String::new();
    tokio::time::timeout(WAIT, stream.read_to_string(&mut response)).await.expect("an answer").unwrap();
    let (head, body) = response.split_once("\r\n\r\n").expect("a head and a body");
    let status = head.split(' ').nth(1).unwrap().parse().unwrap();
    (status, head.to_string(), body.to_string())
}

pub(crate) async fn get(address: SocketAddr, path: &str) -> (u16, String) {
    let (status, _, body) = request(address, "GET", path).await;
    (status, body)
}

/// The listener's address in the running bot.
pub(crate) fn address(h: &Harness) -> SocketAddr {
    h.bot.as_ref().unwrap().app.metrics.address().expect("the listener is bound")
}

/// The value of `name{labels}` in a scrape (0 when absent: a labelled counter appears at its first event).
pub(crate) fn value(scrape: &str, name: &str, labels: &str) -> f64 {
    let key = if labels.is_empty() { name.to_string() } else { format!("{name}{{{labels}}}") };
    scrape.lines().find_map(|line| line.strip_prefix(&key)?.strip_prefix(' ')?.parse().ok()).unwrap_or(0.0)
}

/// Polls `/readyz` until its status is `status`, for at most [`READY_WITHIN`]; returns its body.
async fn ready_becomes(address: SocketAddr, status: u16) -> String {
    let since = Instant::now();
    loop {
        let (now, body) = get(address, "/readyz").await;
        if now == status {
            return body;
        }
        assert!(since.elapsed() < READY_WITHIN, "/readyz still answers {now} ({body:?}), expected {status}");
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_endpoints_answer_and_the_counters_follow_a_game() {
    let h = Harness::new("metrics", on_any_port).await;
    let address = address(&h);
    assert_eq!(get(address, "/healthz").await, (200, "ok\n".into()));
    assert_eq!(ready_becomes(address, 200).await, "ready\n");
    let (status, head, before) = request(address, "GET", "/metrics").await;
    assert_eq!(status, 200);
    assert!(head.contains("Content-Type: text/plain; version=0.0.4"), "{head}");
    assert!(before.contains("# TYPE cuatro_interactions_received_total counter"), "{before}");
    assert_eq!(get(address, "/nowhere").await.0, 404);
    assert_eq!(request(address, "POST", "/metrics").await.0, 405);
    let (status, _, body) = request(address, "HEAD", "/healthz").await;
    assert_eq!((status, body.as_str()), (200, ""));

    // A challenge accepted, then a win in seven moves.
    let board = h.pvp(vec![]).await;
    h.play(board, &alice(), &bob(), &[3, 4, 3, 4, 3, 4, 3]).await;
    let scrape = get(address, "/metrics").await.1;
    assert_eq!(value(&scrape, "cuatro_games_started_total", "variant=\"classic\""), 1.0, "{scrape}");
    assert_eq!(value(&scrape, "cuatro_moves_total", "variant=\"classic\""), 7.0);
    // One save each: the challenge, its board's message id, its acceptance, the seven moves (the last one with
    // the game's end).
    assert_eq!(value(&scrape, "cuatro_db_writes_total", ""), 10.0, "{scrape}");
    assert_eq!(value(&scrape, "cuatro_games_finished_total", "variant=\"classic\",result=\"red\""), 1.0);
    assert_eq!(value(&scrape, "cuatro_interactions_received_total", "kind=\"command\""), 1.0);
    assert_eq!(value(&scrape, "cuatro_interactions_answered_total", "kind=\"command\""), 1.0);
    // The Accept click and seven moves.
    assert_eq!(value(&scrape, "cuatro_interactions_received_total", "kind=\"button\""), 8.0);
    assert_eq!(value(&scrape, "cuatro_interactions_answered_total", "kind=\"button\""), 8.0);
    assert_eq!(value(&scrape, "cuatro_click_answer_seconds_count", ""), 8.0);
    assert_eq!(value(&scrape, "cuatro_interactions_unanswered_total", "kind=\"button\""), 0.0);
    assert_eq!(value(&scrape, "cuatro_games_live", "variant=\"classic\""), 0.0, "the game is over");
    assert_eq!(value(&scrape, "cuatro_shard_leases_held", ""), 1.0);
    assert!(value(&scrape, "cuatro_rest_requests_total", "outcome=\"ok\"") >= 8.0, "{scrape}");

    // Against the CPU: its moves wait for a thread and are timed, by level and variant.
    let (command, answer) = h.slash(&alice(), &["connect4", "vs-cpu"], vec![]).await;
    assert_eq!(answer["type"], 4, "{answer}");
    let cpu_board = h.board_of(command).await;
    h.drop(&alice(), cpu_board, 3).await;
    let game = game_id(&h.fake.message(cpu_board).unwrap());
    h.wait_row(game, |row| row.moves.len() == 2).await;
    let scrape = get(address, "/metrics").await.1;
    let cpu = "level=\"medium\",variant=\"classic\"";
    assert_eq!(value(&scrape, "cuatro_cpu_think_seconds_count", cpu), 1.0, "{scrape}");
    assert_eq!(value(&scrape, "cuatro_cpu_wait_seconds_count", cpu), 1.0);
    assert_eq!(value(&scrape, "cuatro_cpu_replies_queued", ""), 0.0);
    assert_eq!(value(&scrape, "cuatro_cpu_time_limit_seconds_count", cpu), 1.0, "a searched move has a limit");
    assert_eq!(value(&scrape, "cuatro_games_live", "variant=\"classic\""), 1.0);

    // An answer Discord refuses as too late (404 10062) is counted as such.
    h.fake.set_callback_deadline(Duration::ZERO);
    let late = h.fake.click(&alice(), cpu_board, &button(&h.fake.message(cpu_board).unwrap(), "c4:d:")).await;
    let callback = format!("/interactions/{late}/");
    h.fake.wait_request(WAIT, |r| r.path.contains(&callback) && r.status == 404).await;
    h.fake.set_callback_deadline(Duration::from_secs(3));
    let scrape = get(address, "/metrics").await.1;
    assert_eq!(value(&scrape, "cuatro_interactions_answered_late_total", "kind=\"button\""), 1.0, "{scrape}");
    assert!(value(&scrape, "cuatro_rest_requests_total", "outcome=\"4xx\"") >= 1.0, "{scrape}");
    h.finish().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn readyz_follows_a_sqlite_database_held_by_another_writer() {
    let h = Harness::new("readyz-sqlite", on_any_port).await;
    let address = address(&h);
    ready_becomes(address, 200).await;
    let board = h.pvp(vec![]).await;

    use sqlx::Connection;
    let mut blocker = sqlx::SqliteConnection::connect(&h.db_url()).await.unwrap();
    sqlx::query("BEGIN IMMEDIATE").execute(&mut blocker).await.unwrap();
    let why = ready_becomes(address, 503).await;
    assert_eq!(why, "not ready: database-slow\n", "a short code, the details in the log");
    assert_eq!(get(address, "/healthz").await.0, 200, "the process still serves");
    // A move meanwhile cannot be saved: counted, and queued for retry.
    assert_eq!(h.drop(&alice(), board, 3).await["type"], 7);
    let scrape = get(address, "/metrics").await.1;
    assert!(value(&scrape, "cuatro_db_writes_failed_total", "") >= 1.0, "{scrape}");
    assert_eq!(value(&scrape, "cuatro_db_retry_queue", ""), 1.0);

    sqlx::query("ROLLBACK").execute(&mut blocker).await.unwrap();
    blocker.close().await.unwrap();
    ready_becomes(address, 200).await;
    h.finish().await;
}

/// A loopback TCP proxy that can cut every connection through it, and refuse new ones, until restored.
struct Proxy {
    address: SocketAddr,
    cut: Arc<AtomicBool>,
    task: tokio::task::JoinHandle<()>,
}

impl Proxy {
    async fn to(upstream: SocketAddr) -> Proxy {
        let listener = TcpListener::bind("127.0.0.1:0").await.unwrap();
        let (address, cut) = (listener.local_addr().unwrap(), Arc::new(AtomicBool::new(false)));
        let flag = Arc::clone(&cut);
        let task = tokio::spawn(async move {
            while let Ok((mut client, _)) = listener.accept().await {
                if flag.load(Ordering::SeqCst) {
                    continue;
                }
                let flag = Arc::clone(&flag);
                tokio::spawn(async move {
                    let Ok(mut server) = TcpStream::connect(upstream).await else { return };
                    let pipe = tokio::io::copy_bidirectional(&mut client, &mut server);
                    let watch = async {
                        while !flag.load(Ordering::SeqCst) {
                            tokio::time::sleep(Duration::from_millis(20)).await;
                        }
                    };
                    tokio::select! { _ = pipe => {}, _ = watch => {} }
                });
            }
        });
        Proxy { address, cut, task }
    }

    fn set_cut(&self, cut: bool) {
        self.cut.store(cut, Ordering::SeqCst);
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn readyz_follows_a_postgresql_database_cut_off_and_back() {
    let Some(mut h) = Harness::on(Engine::Postgres, "readyz-postgres").await else { return };
    let mut through = url::Url::parse(&h.db_url()).unwrap();
    let upstream = SocketAddr::new(
        through.host_str().unwrap().parse().expect("the test server is on an IP address"),
        through.port().unwrap_or(5432),
    );
    let proxy = Proxy::to(upstream).await;
    through.set_port(Some(proxy.address.port())).unwrap();
    h.database = Some(through.to_string());
    h.start_bot(&on_any_port).await;
    let address = address(&h);
    ready_becomes(address, 200).await;

    proxy.set_cut(true);
    let why = ready_becomes(address, 503).await;
    assert!(["not ready: database-slow\n", "not ready: database-error\n"].contains(&why.as_str()), "{why:?}");
    assert_eq!(get(address, "/healthz").await.0, 200);
    proxy.set_cut(false);
    ready_becomes(address, 200).await;

    h.stop_bot().await;
    proxy.task.abort();
    h.finish().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_listen_address_already_taken_stops_the_start_with_one_line() {
    let taken = TcpListener::bind("127.0.0.1:0").await.unwrap();
    let port = taken.local_addr().unwrap().port();
    let h = Harness::without_bot("listen-taken").await;
    let mut config = h.config();
    config.metrics.listen = Some(format!("127.0.0.1:{port}"));
    let error = cuatro::bot::start(config).await.err().expect("the start fails");
    let text = error.to_string();
    assert!(matches!(error, BotError::Metrics(_)), "{text}");
    assert!(text.starts_with(&format!("metrics.listen: cannot listen on 127.0.0.1:{port}: ")), "{text}");
    assert!(!text.contains('\n'), "one line: {text}");
    assert_eq!(error.exit_code(), 1);
    assert!(!h.dir.join("cuatro.db").exists(), "nothing else was done: no database was created");

    let mut config = h.config();
    config.metrics.listen = Some("localhost:9300".into());
    let error = cuatro::bot::start(config).await.err().expect("the start fails");
    assert_eq!(
        error.to_string(),
        "configuration: `metrics.listen` must be an IP address and a port, such as 127.0.0.1:9300"
    );
    assert_eq!(error.exit_code(), 1);
    drop(taken);
    h.finish().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn connections_past_the_cap_are_told_busy_and_the_listener_recovers() {
    let h = Harness::new("metrics-cap", on_any_port).await;
    let address = address(&h);
    // Connections that never send their request hold their places until the read times out.
    let mut idle = Vec::new();
    for _ in 0..MAX_METRICS_CONNECTIONS {
        idle.push(TcpStream::connect(address).await.unwrap());
    }
    tokio::time::sleep(Duration::from_millis(200)).await;
    let (status, body) = get(address, "/healthz").await;
    assert_eq!((status, body.as_str()), (503, "busy: too many connections\n"));
    drop(idle);
    let since = Instant::now();
    while get(address, "/healthz").await.0 != 200 {
        assert!(since.elapsed() < WAIT, "the listener never served again");
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    h.finish().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_listener_beyond_loopback_is_warned_of() {
    let h = Harness::without_bot("metrics-wide").await;
    let mut bot = ChildBot::new(&h.fake, &h.dir, &h.db_url());
    bot.set("metrics.listen", "0.0.0.0:0");
    bot.start().await;
    let since = Instant::now();
    while !bot.log_text().contains("has no authentication") {
        assert!(since.elapsed() < WAIT, "no warning; log:\n{}", bot.log_text());
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    let log = bot.log_text();
    let warning = log.lines().find(|l| l.contains("has no authentication")).unwrap();
    assert!(warning.contains("WARN") && warning.contains("reachable beyond this machine"), "{warning}");
    bot.kill();

    let mut bot = ChildBot::new(&h.fake, &h.dir.join("loopback"), &h.db_url());
    std::fs::create_dir_all(h.dir.join("loopback")).unwrap();
    bot.set("metrics.listen", "127.0.0.1:0");
    bot.start().await;
    tokio::time::sleep(Duration::from_millis(200)).await;
    bot.kill();
    assert!(!bot.log_text().contains("has no authentication"), "loopback is not warned of");
    h.finish().await;
}
