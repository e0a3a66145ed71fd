//! The real `cuatro` binary as a child process against the fake Discord: configured by environment, its log in a
//! file, started, killed with SIGKILL and started again.

use crate::FakeDiscord;
use std::collections::BTreeMap;
use std::fs::{File, OpenOptions};
use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::sync::LazyLock;
use std::time::{Duration, Instant};

/// How long a start may take until its gateway READY and its command registration.
pub const START_WAIT: Duration = Duration::from_secs(30);

/// The `cuatro` binary to run: `TEST_CUATRO_BIN` when set, else the one of this build: cargo's path for
/// integration tests, or (an example) the `cuatro` beside the example's own directory
/// (`target/<profile>/examples/x` → `target/<profile>/cuatro`).
pub fn built_binary() -> PathBuf {
    if let Some(path) = std::env::var_os("TEST_CUATRO_BIN") {
        return PathBuf::from(path);
    }
    if let Some(path) = option_env!("CARGO_BIN_EXE_cuatro") {
        return PathBuf::from(path);
    }
    let exe = std::env::current_exe().expect("the current executable");
    let profile_dir = exe.parent().and_then(Path::parent).expect("target/<profile>/examples/<name>");
    profile_dir.join(format!("cuatro{}", std::env::consts::EXE_SUFFIX))
}

/// A private copy of [`built_binary`], made at its first use: a build of another checkout that shares the target
/// directory may replace the built file while the tests run. Copies older than a day are removed.
pub fn binary() -> PathBuf {
    static COPY: LazyLock<PathBuf> = LazyLock::new(|| {
        let base = std::env::temp_dir();
        for entry in std::fs::read_dir(&base).into_iter().flatten().flatten() {
            let old = entry.metadata().and_then(|m| m.modified()).is_ok_and(|t| t.elapsed().unwrap_or_default() > DAY);
            if entry.file_name().to_string_lossy().starts_with("cuatro-child-bin-") && old {
                let _ = std::fs::remove_dir_all(entry.path());
            }
        }
        let dir = base.join(format!("cuatro-child-bin-{}", std::process::id()));
        std::fs::create_dir_all(&dir).expect("a directory for the binary");
        let (from, to) = (built_binary(), dir.join("cuatro"));
        std::fs::copy(&from, &to).unwrap_or_else(|e| panic!("cannot copy {}: {e}", from.display()));
        to
    });
    COPY.clone()
}

const DAY: Duration = Duration::from_secs(86_400);

/// The bot as a child process: its configuration (`CUATRO_<SECTION>__<KEY>` variables and `DISCORD_TOKEN`), the
/// fake it talks to, and the log every start appends to.
pub struct ChildBot {
    pub fake: FakeDiscord,
    pub binary: PathBuf,
    pub log: PathBuf,
    /// Configuration keys (`games.tick`) and their values, passed as `CUATRO_GAMES__TICK`.
    settings: BTreeMap<String, String>,
    /// Other environment variables for the process (the test-only hooks' `TEST_CUATRO_…`).
    variables: BTreeMap<String, String>,
    child: Option<Child>,
    /// How many times the bot was started.
    pub starts: u32,
    /// When the current process was started.
    pub started_at: Option<Instant>,
}

impl ChildBot {
    /// A bot on `database` (a URL) whose log goes to `dir/bot.log`, with the test settings: a 50 ms tick, no
    /// challenge, CPU game, replay or chart cooldown.
    pub fn new(fake: &FakeDiscord, dir: &Path, database: &str) -> ChildBot {
        let mut bot = ChildBot {
            fake: fake.clone(),
            binary: binary(),
            log: dir.join("bot.log"),
            settings: BTreeMap::new(),
            variables: BTreeMap::new(),
            child: None,
            starts: 0,
            started_at: None,
        };
        bot.set("discord.api_proxy", &fake.api_proxy());
        bot.set("database.url", database);
        bot.set("games.tick", "50ms");
        bot.set("games.challenge_cooldown", "0s");
        bot.set("games.cpu_game_cooldown", "0s");
        bot.set("games.replay_cooldown", "0s");
        bot.set("games.chart_cooldown", "0s");
        bot
    }

    /// Sets configuration key `key` (`section.key`) for the next starts.
    pub fn set(&mut self, key: &str, value: &str) -> &mut ChildBot {
        self.settings.insert(key.to_string(), value.to_string());
        self
    }

    /// Sets the environment variable `name` (not a configuration key) for the next starts.
    pub fn set_variable(&mut self, name: &str, value: &str) -> &mut ChildBot {
        self.variables.insert(name.to_string(), value.to_string());
        self
    }

    /// Another bot like this one (same binary, settings and log file), not started.
    pub fn sibling(&self) -> ChildBot {
        ChildBot {
            fake: self.fake.clone(),
            binary: self.binary.clone(),
            log: self.log.clone(),
            settings: self.settings.clone(),
            variables: self.variables.clone(),
            child: None,
            starts: 0,
            started_at: None,
        }
    }

    /// The environment variable of a configuration key: `games.tick` → `CUATRO_GAMES__TICK`.
    pub fn variable(key: &str) -> String {
        format!("CUATRO_{}", key.to_ascii_uppercase().replace('.', "__"))
    }

    /// Starts the binary and waits until its gateway got a new READY; returns when the fake sent it (as seen by
    /// polling every 2 ms). The bot serves from then on (it registers its commands in the background).
    pub async fn start(&mut self) -> Instant {
        self.try_start().await.unwrap_or_else(|why| panic!("{why}"))
    }

    /// [`ChildBot::start`], or why the process ended (or hung) before its READY, with the end of its log.
    pub async fn try_start(&mut self) -> Result<Instant, String> {
        assert!(self.child.is_none(), "the bot is already running");
        let readies = self.fake.readies();
        self.spawn();
        let fake = self.fake.clone();
        self.wait_until("a new READY", || fake.readies() > readies).await
    }

    /// Starts the binary without waiting for anything.
    pub fn spawn(&mut self) {
        self.starts += 1;
        let mut log = OpenOptions::new().create(true).append(true).open(&self.log).expect("the bot's log file");
        writeln!(log, "==== start {} ====", self.starts).unwrap();
        let mut command = Command::new(&self.binary);
        command.arg("run");
        for (name, _) in std::env::vars_os() {
            if name.to_string_lossy().starts_with("CUATRO_") {
                command.env_remove(name);
            }
        }
        command
            .env("CUATRO_CONFIG", self.log.with_file_name("no-config.toml"))
            .env("DISCORD_TOKEN", "fake-token")
            // Any HTTPS request that escaped the fake fails locally instead of leaving the machine.
            .env("HTTPS_PROXY", "http://127.0.0.1:9")
            .env("RUST_LOG", "info,serenity=warn")
            .env("NO_COLOR", "1")
            .env("RUST_BACKTRACE", "1");
        for (key, value) in &self.settings {
            command.env(Self::variable(key), value);
        }
        command.envs(&self.variables);
        let err: File = log.try_clone().unwrap();
        command.stdin(Stdio::null()).stdout(Stdio::from(log)).stderr(Stdio::from(err));
        self.child = Some(command.spawn().unwrap_or_else(|e| panic!("cannot run {}: {e}", self.binary.display())));
        self.started_at = Some(Instant::now());
    }

    /// Kills the process with SIGKILL (a crash: nothing flushed, no lease handed back) and reaps it.
    pub fn kill(&mut self) {
        if let Some(mut child) = self.child.take() {
            let _ = child.kill();
            let _ = child.wait();
        }
    }

    /// Stops the process with SIGTERM (a clean shutdown) and waits for it, up to `wait`; then kills it.
    pub async fn terminate(&mut self, wait: Duration) -> Option<std::process::ExitStatus> {
        let mut child = self.child.take()?;
        let _ = Command::new("kill").arg("-TERM").arg(child.id().to_string()).status();
        let start = Instant::now();
        while start.elapsed() < wait {
            if let Ok(Some(status)) = child.try_wait() {
                return Some(status);
            }
            tokio::time::sleep(Duration::from_millis(20)).await;
        }
        let _ = child.kill();
        child.wait().ok()
    }

    /// Whether the process is alive (not exited).
    pub fn running(&mut self) -> bool {
        self.child.as_mut().is_some_and(|c| matches!(c.try_wait(), Ok(None)))
    }

    /// The process id of the running bot.
    pub fn pid(&self) -> Option<u32> {
        self.child.as_ref().map(Child::id)
    }

    /// The running process's memory (from `/proc/<pid>/status`; Linux only).
    pub fn memory(&self) -> Option<Memory> {
        let status = std::fs::read_to_string(format!("/proc/{}/status", self.pid()?)).ok()?;
        let kib = |key: &str| -> Option<u64> {
            let line = status.lines().find(|l| l.starts_with(key))?;
            line.split_whitespace().nth(1)?.parse().ok()
        };
        Some(Memory { resident: kib("VmRSS:")?, private: kib("RssAnon:")? })
    }

    /// Everything every start logged so far.
    pub fn log_text(&self) -> String {
        std::fs::read_to_string(&self.log).unwrap_or_default()
    }

    /// The address the current process serves its web pages on, once its log told it (`web pages on http://…`).
    pub fn web_address(&self) -> Option<std::net::SocketAddr> {
        let log = self.log_text();
        let mut this_start = log.lines().rev().take_while(|line| !line.starts_with("==== start "));
        let address = this_start.find_map(|line| line.split("web pages on http://").nth(1))?;
        address.split(',').next()?.trim().parse().ok()
    }

    /// The lines of the log that tell of a panic (`panicked at`).
    pub fn panics(&self) -> Vec<String> {
        self.log_text().lines().filter(|l| l.contains("panicked at")).map(str::to_string).collect()
    }

    /// Polls `done` every 2 ms; the end of the log if the process exits or `START_WAIT` passes.
    async fn wait_until(&mut self, what: &str, done: impl Fn() -> bool) -> Result<Instant, String> {
        let start = Instant::now();
        loop {
            if done() {
                return Ok(Instant::now());
            }
            if let Some(Ok(Some(status))) = self.child.as_mut().map(Child::try_wait) {
                self.child = None;
                return Err(format!(
                    "the bot exited ({status}) waiting for {what}; log:\n{}",
                    tail(&self.log_text(), 20)
                ));
            }
            if start.elapsed() > START_WAIT {
                self.kill();
                return Err(format!("no {what} within {START_WAIT:?}; log:\n{}", tail(&self.log_text(), 20)));
            }
            tokio::time::sleep(Duration::from_millis(2)).await;
        }
    }
}

impl Drop for ChildBot {
    /// A test that fails midway leaves no bot behind.
    fn drop(&mut self) {
        self.kill();
    }
}

/// The last `lines` lines of `text`.
pub fn tail(text: &str, lines: usize) -> String {
    let all: Vec<&str> = text.lines().collect();
    all[all.len().saturating_sub(lines)..].join("\n")
}

/// A process's memory in KiB: everything resident (`VmRSS`), and the private part of it (`RssAnon`: the heap and
/// stacks, without the pages of the binary and of shared libraries, which grow as code is first run).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Memory {
    pub resident: u64,
    pub private: u64,
}
