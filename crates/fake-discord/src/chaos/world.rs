//! What the players, the fault injector and the checks of a chaos run share: the fake, the bot, the gate that
//! holds interactions back while the bot is down, and the record of every interaction and fault.

use super::options::{GUILDS, Options, THREAD_PARENT};
use crate::child::{ChildBot, Memory};
use crate::tcp_proxy::TcpProxy;
use crate::{CHANNEL_ID, FakeDiscord, FakeUser, Opt};
use serde_json::Value;
use std::collections::{BTreeMap, HashSet};
use std::path::PathBuf;
use std::sync::Mutex;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::time::{Duration, Instant};
use tokio::time::timeout;

/// How long a send may wait for a live gateway connection (the fake itself gives up, panicking, after 10 s).
const SEND_WAIT: Duration = Duration::from_secs(8);
/// How long a player waits for an answer (Discord refuses answers after 3 s).
pub const ANSWER_WAIT: Duration = Duration::from_secs(4);

/// The file whose presence fills the SQLite database's disk (see `store::disk_full`), in the run's folder.
pub const DISK_FULL_FLAG: &str = "disk-full";

/// The admin who changes the servers' settings.
pub fn admin() -> FakeUser {
    FakeUser::new(4_900_000_000_000_000_009, "admin").admin()
}

/// One interaction a player sent.
#[derive(Debug, Clone)]
pub struct Sent {
    pub id: u64,
    pub at: Instant,
    pub table: usize,
    pub what: &'static str,
}

/// Everything recorded during the run.
#[derive(Default)]
pub struct Log {
    pub sent: Vec<Sent>,
    /// Faults injected, by kind.
    pub faults: BTreeMap<String, u32>,
    /// When each kill happened and when the next process's READY came.
    pub kills: Vec<(Instant, Instant)>,
    /// Games seen going backwards in the database (finished to playing, moves taken back).
    pub backwards: Vec<String>,
    /// Boards seen stranded on "thinking…" with no enabled button (see `table::STRANDED_AFTER`).
    pub stranded: Vec<String>,
    /// Each game's stored moves and status as the watcher saw them change: (seconds into the run, moves, status).
    pub history: BTreeMap<u64, Vec<(f64, String, String)>>,
    /// Each fault as injected: (seconds into the run, kind).
    pub timeline: Vec<(f64, String)>,
    /// Games restored by the clean restart with the CPU to move.
    pub cpu_owed: usize,
    /// Notes for the report (a driver's failure, a restart's trouble).
    pub notes: Vec<String>,
    /// The web pages read by the errands, by how each read ended (see `errands::web`).
    pub web: BTreeMap<&'static str, u32>,
    /// The memory of the latest bot process to live two minutes, with its pid and its age then.
    pub rss_minute_2: Option<(u32, Memory, Duration)>,
    /// The memory of the latest bot process at each whole minute of its life, with its pid.
    pub rss_by_minute: Option<(u32, Vec<Memory>)>,
    /// The most connections one process had open on PostgreSQL at once, and the pool's size.
    pub pg_connections: Option<usize>,
    /// The tournaments the run created and played (see `tournaments`).
    pub tournaments: Vec<u64>,
    /// The times the organiser resumed each tournament.
    pub resumes: BTreeMap<u64, u32>,
    /// Kills that came while a tournament game was being played.
    pub kills_in_round: u32,
    /// Rounds seen paired while a game of an earlier one was under way, or an arena player in two games at once.
    pub paired_over_running: std::collections::BTreeSet<String>,
}

pub struct World {
    pub options: Options,
    pub fake: FakeDiscord,
    pub bot: tokio::sync::Mutex<ChildBot>,
    /// Players send under a read guard; a kill holds the write guard until the new process's READY.
    pub gate: tokio::sync::RwLock<()>,
    /// The database as the checks reach it (directly, not through the proxy).
    pub db_url: String,
    pub proxy: Option<TcpProxy>,
    pub dir: PathBuf,
    pub started: Instant,
    pub deadline: Instant,
    pub log: Mutex<Log>,
    /// Interactions sent and not answered yet.
    pub in_flight: AtomicUsize,
    /// A second process runs on the same shards (see `faults::second_process`).
    pub second_running: AtomicBool,
    /// Guilds the bot was removed from (their tables wait until it is back).
    pub absent: Mutex<HashSet<u64>>,
    /// Threads deleted by a fault (their tables start a new game elsewhere).
    pub gone: Mutex<HashSet<u64>>,
    /// The board message of each table's current game, for the faults that delete one.
    pub boards: Mutex<BTreeMap<usize, (u64, u64)>>,
    /// The message of the tournament each channel has (see `errands::tournament`).
    pub tournaments: Mutex<BTreeMap<u64, u64>>,
    /// Faults on the tournaments' channels under way (their organiser resumes a pause of the bot's once none is).
    pub tournament_faults: AtomicUsize,
    /// A tournament game is being played.
    pub round_live: AtomicBool,
    pub tables: Vec<tokio::sync::Mutex<()>>,
}

impl World {
    /// The flag file of the "database full" fault.
    pub fn disk_full_flag(&self) -> PathBuf {
        self.dir.join(DISK_FULL_FLAG)
    }

    pub fn new(
        options: Options,
        fake: FakeDiscord,
        bot: ChildBot,
        db_url: String,
        proxy: Option<TcpProxy>,
        dir: PathBuf,
    ) -> World {
        let started = Instant::now();
        let tables = (0..options.games).map(|_| tokio::sync::Mutex::new(())).collect();
        World {
            deadline: started + options.duration,
            options,
            fake,
            bot: tokio::sync::Mutex::new(bot),
            gate: tokio::sync::RwLock::new(()),
            db_url,
            proxy,
            dir,
            started,
            log: Mutex::new(Log::default()),
            in_flight: AtomicUsize::new(0),
            second_running: AtomicBool::new(false),
            absent: Mutex::new(HashSet::new()),
            gone: Mutex::new(HashSet::new()),
            boards: Mutex::new(BTreeMap::new()),
            tournaments: Mutex::new(BTreeMap::new()),
            tournament_faults: AtomicUsize::new(0),
            round_live: AtomicBool::new(false),
            tables,
        }
    }

    pub fn over(&self) -> bool {
        Instant::now() >= self.deadline
    }

    pub fn note(&self, note: String) {
        if self.options.verbose {
            eprintln!("chaos: {note}");
        }
        self.log.lock().unwrap().notes.push(note);
    }

    /// Puts a detail of a fault on the timeline (shown beside unanswered interactions), uncounted.
    pub fn mark(&self, what: String) {
        let at = self.started.elapsed().as_secs_f64();
        self.log.lock().unwrap().timeline.push((at, what));
    }

    /// Arms a REST fault of `kind` through `inject`, labelled so that the fake counts the requests it changes.
    pub fn arm(&self, kind: &str, inject: impl FnOnce(&crate::FakeDiscord)) {
        self.fake.label_faults(Some(kind));
        inject(&self.fake);
        self.fake.label_faults(None);
        self.count_fault(kind);
    }

    pub fn count_fault(&self, kind: &str) {
        if self.options.verbose {
            eprintln!("chaos: {:>6.1}s fault {kind}", self.started.elapsed().as_secs_f64());
        }
        let mut log = self.log.lock().unwrap();
        *log.faults.entry(kind.to_string()).or_default() += 1;
        log.timeline.push((self.started.elapsed().as_secs_f64(), kind.to_string()));
    }

    /// Starts the bot (a new application name per start on PostgreSQL, to count each process's connections),
    /// again and again as a supervisor would while it exits at start (its database away); `None` if it never
    /// reached READY within a minute.
    pub async fn start_bot(&self) -> Option<Instant> {
        let mut bot = self.bot.lock().await;
        let first = Instant::now();
        loop {
            if let Some(proxy) = &self.proxy {
                let url = proxy.url_through(&self.db_url);
                let joiner = if url.contains('?') { '&' } else { '?' };
                let name = self.application_name(bot.starts + 1);
                bot.set("database.url", &format!("{url}{joiner}application_name={name}"));
            }
            match bot.try_start().await {
                Ok(ready) => return Some(ready),
                Err(why) => {
                    let first_line = why.lines().next().unwrap_or_default().to_string();
                    let last_line = why.lines().last().unwrap_or_default().to_string();
                    self.note(format!("a start failed: {first_line} … {last_line}"));
                    if first.elapsed() > Duration::from_secs(60) {
                        return None;
                    }
                    tokio::time::sleep(Duration::from_secs(1)).await;
                }
            }
        }
    }

    /// The PostgreSQL application name of the bot's `start`-th process.
    pub fn application_name(&self, start: u32) -> String {
        format!("cuatro_chaos_{}_{start}", std::process::id())
    }

    /// Turns threads on in the second server (its tables play each game in a thread of its own), and the daily
    /// puzzle and the web pages on in both, the puzzle at hour 0 so that each day's post is due at once.
    pub async fn setup_servers(&self) {
        let admin = admin();
        let settings = ["connect4-admin", "settings"];
        let daily = |channel| {
            let web = ("web-pages", Opt::Bool(true));
            vec![("daily-puzzle-channel", Opt::Channel(channel)), ("daily-puzzle-hour", Opt::Int(0)), web]
        };
        let mut options = daily(THREAD_PARENT);
        options.push(("threads", Opt::Bool(true)));
        for (channel, options) in [(THREAD_PARENT, options), (CHANNEL_ID + 1, daily(CHANNEL_ID + 1))] {
            if self.slash(usize::MAX, channel, &admin, &settings, options).await.is_none() {
                self.note(format!("the server settings in channel {channel} were not answered"));
            }
        }
        for guild in GUILDS {
            self.absent.lock().unwrap().remove(&guild);
        }
        // The tables' channels, known to the bot's cache (so that the list of games under way shows their games).
        for table in 0..self.options.games as u64 {
            self.fake.create_channel(CHANNEL_ID + 1 + table).await;
        }
    }

    /// Clicks `custom_id` on `message` as `user`; the answer, or `None` if none came within [`ANSWER_WAIT`].
    pub async fn click(
        &self,
        table: usize,
        user: &FakeUser,
        message: u64,
        custom_id: &str,
        what: &'static str,
    ) -> Option<Value> {
        let id = self.click_id(table, user, message, custom_id, what).await?;
        self.answer(id).await
    }

    /// [`World::click`], returning the interaction id (its answer is to be waited for with [`World::answer`]).
    pub async fn click_id(
        &self,
        table: usize,
        user: &FakeUser,
        message: u64,
        custom_id: &str,
        what: &'static str,
    ) -> Option<u64> {
        let _gate = self.gate.read().await;
        self.fake.message(message)?;
        let id = timeout(SEND_WAIT, self.fake.click(user, message, custom_id)).await.ok()?;
        self.sent(id, table, what);
        Some(id)
    }

    /// Runs a slash command in `channel` as `user`; the answer, or `None`.
    pub async fn slash(
        &self,
        table: usize,
        channel: u64,
        user: &FakeUser,
        path: &[&str],
        options: Vec<(&str, Opt)>,
    ) -> Option<Value> {
        let id = self.slash_id(table, channel, user, path, options).await?;
        self.answer(id).await
    }

    /// [`World::slash`], returning the interaction id with the answer.
    pub async fn slash_id(
        &self,
        table: usize,
        channel: u64,
        user: &FakeUser,
        path: &[&str],
        options: Vec<(&str, Opt)>,
    ) -> Option<u64> {
        let _gate = self.gate.read().await;
        let id = timeout(SEND_WAIT, self.fake.slash_in(channel, user, path, options)).await.ok()?;
        self.sent(id, table, "command");
        Some(id)
    }

    fn sent(&self, id: u64, table: usize, what: &'static str) {
        self.in_flight.fetch_add(1, Ordering::SeqCst);
        self.log.lock().unwrap().sent.push(Sent { id, at: Instant::now(), table, what });
    }

    /// Waits for interaction `id`'s answer.
    pub async fn answer(&self, id: u64) -> Option<Value> {
        let answer = timeout(ANSWER_WAIT, self.fake.response(id, Duration::from_secs(9))).await.ok();
        self.in_flight.fetch_sub(1, Ordering::SeqCst);
        answer
    }

    /// A small pool of the database, reached directly (not through the proxy), for the players' reads and the checks.
    pub async fn checks_pool(&self) -> sqlx::AnyPool {
        sqlx::any::install_default_drivers();
        let pool = sqlx::pool::PoolOptions::new().max_connections(2).connect(&self.db_url).await;
        pool.expect("the checks reach the database")
    }

    pub fn is_absent(&self, guild: u64) -> bool {
        self.absent.lock().unwrap().contains(&guild)
    }
}
