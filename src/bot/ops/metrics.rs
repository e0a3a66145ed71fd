//! The bot's Prometheus metrics: their names, a small recording API, and labels kept bounded (a variant is one of
//! the presets or `other`; a CPU level is easy, medium, hard or `other`).

use crate::ai::Level;
use crate::bot::discord::{ANSWER_DEADLINE, codes, error_code};
use crate::bot::limits::per_user::Wait;
use crate::bot::ops::progress::Progress;
use crate::engine::Variant;
use crate::render::preset_id;
use dashmap::DashMap;
use poise::serenity_prelude as serenity;
use prometheus_client::encoding::prometheus_text;
use prometheus_client::metrics::counter::Counter;
use prometheus_client::metrics::family::Family;
use prometheus_client::metrics::gauge::Gauge;
use prometheus_client::metrics::histogram::Histogram;
use prometheus_client::registry::Registry;
use std::net::SocketAddr;
use std::sync::OnceLock;
use std::sync::atomic::AtomicU64;
use std::time::{Duration, Instant, SystemTime, UNIX_EPOCH};

/// The `Content-Type` of [`Metrics::encode`]'s text.
pub const CONTENT_TYPE: &str = prometheus_text::CONTENT_TYPE;

type Labels<const N: usize> = [(&'static str, &'static str); N];
type Histograms<const N: usize> = Family<Labels<N>, Histogram, fn() -> Histogram>;
type Seconds = Gauge<f64, AtomicU64>;

/// The label of a variant: its id when it is a preset, else `other`.
pub fn variant_label(variant: &Variant) -> &'static str {
    preset_id(&variant.to_string()).unwrap_or("other")
}

/// The label of a CPU level.
pub fn level_label(level: Level) -> &'static str {
    match level {
        Level::Easy => "easy",
        Level::Medium => "medium",
        Level::Hard => "hard",
        Level::Random | Level::Greedy => "other",
    }
}

/// What an interaction is.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Kind {
    Command,
    Button,
}

impl Kind {
    fn label(self) -> Labels<1> {
        [("kind", if self == Kind::Command { "command" } else { "button" })]
    }
}

/// Work on the search threads a user asks for: a hint, a review, or a puzzle move judged.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Assist {
    Hint,
    Review,
    Puzzle,
}

impl Assist {
    fn label(self) -> &'static str {
        match self {
            Assist::Hint => "hint",
            Assist::Review => "review",
            Assist::Puzzle => "puzzle",
        }
    }
}

/// A command that starts a game.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Start {
    /// `/connect4 challenge` and the user menu.
    Challenge,
    /// `/connect4 vs-cpu`.
    VsCpu,
}

/// The limit a refused game start reached.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Limit {
    /// The user's cooldown between starts.
    Cooldown,
    /// The user's simultaneous games.
    UserCap,
    /// The server's simultaneous games.
    ServerCap,
    /// The server's simultaneous games with a CPU seat.
    ServerCpuCap,
}

impl Start {
    /// The limits that may refuse this command, and so the label pairs its counter has.
    fn limits(self) -> &'static [Limit] {
        match self {
            Start::Challenge => &[Limit::Cooldown, Limit::UserCap, Limit::ServerCap],
            Start::VsCpu => &[Limit::Cooldown, Limit::UserCap, Limit::ServerCap, Limit::ServerCpuCap],
        }
    }

    fn labels(self, limit: Limit) -> Labels<2> {
        let command = if self == Start::Challenge { "challenge" } else { "vs-cpu" };
        let limit = match limit {
            Limit::Cooldown => "cooldown",
            Limit::UserCap => "user_cap",
            Limit::ServerCap => "server_cap",
            Limit::ServerCpuCap => "server_cpu_cap",
        };
        [("command", command), ("limit", limit)]
    }
}

/// Every metric of one bot, and its registry.
#[derive(Debug)]
pub struct Metrics {
    registry: Registry,
    games_live: Family<Labels<1>, Gauge>,
    games_started: Family<Labels<1>, Counter>,
    games_finished: Family<Labels<2>, Counter>,
    moves: Family<Labels<1>, Counter>,
    received: Family<Labels<1>, Counter>,
    answered: Family<Labels<1>, Counter>,
    answered_late: Family<Labels<1>, Counter>,
    failed: Family<Labels<1>, Counter>,
    unanswered: Family<Labels<1>, Counter>,
    clicks_overdue: Gauge,
    click_seconds: Histogram,
    /// Clicks being handled, by interaction id, with when they arrived.
    clicks: DashMap<u64, Instant>,
    cpu_queue: Gauge,
    cpu_wait: Histograms<2>,
    cpu_think: Histograms<2>,
    cpu_time_limit: Histograms<2>,
    cpu_cut: Family<Labels<2>, Counter>,
    assists: Family<Labels<2>, Counter>,
    starts_refused: Family<Labels<2>, Counter>,
    rest: Family<Labels<1>, Counter>,
    rate_limited: Family<Labels<1>, Counter>,
    db_writes: Counter,
    db_writes_failed: Counter,
    retry_queue: Gauge,
    retry_oldest: Seconds,
    leases_held: Gauge,
    shards: Gauge,
    commands_registered: Gauge,
    registration_failures: Counter,
    /// Where the listener serves these metrics, once it is bound.
    address: OnceLock<SocketAddr>,
}

fn histograms<const N: usize>(buckets: fn() -> Histogram) -> Histograms<N> {
    Family::new_with_constructor(buckets)
}

fn cpu_buckets() -> Histogram {
    Histogram::new([0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.0, 3.0, 5.0, 10.0, 30.0])
}

fn time_limit_buckets() -> Histogram {
    Histogram::new([0.02, 0.03, 0.04, 0.05, 0.075, 0.1, 0.15, 0.2, 0.3, 0.5, 0.75, 1.0, 1.5, 3.0])
}

/// When this process started (the first bot made in it).
fn process_start() -> f64 {
    static START: OnceLock<f64> = OnceLock::new();
    *START.get_or_init(|| SystemTime::now().duration_since(UNIX_EPOCH).map_or(0.0, |d| d.as_secs_f64()))
}

impl Default for Metrics {
    fn default() -> Self {
        Metrics::new()
    }
}

impl Metrics {
    pub fn new() -> Metrics {
        let mut m = Metrics {
            registry: Registry::default(),
            games_live: Family::default(),
            games_started: Family::default(),
            games_finished: Family::default(),
            moves: Family::default(),
            received: Family::default(),
            answered: Family::default(),
            answered_late: Family::default(),
            failed: Family::default(),
            unanswered: Family::default(),
            clicks_overdue: Gauge::default(),
            click_seconds: Histogram::new([0.05, 0.1, 0.25, 0.5, 1.0, 1.5, 2.0, 2.5, 3.0, 5.0]),
            clicks: DashMap::new(),
            cpu_queue: Gauge::default(),
            cpu_wait: histograms(cpu_buckets),
            cpu_think: histograms(cpu_buckets),
            cpu_time_limit: histograms(time_limit_buckets),
            cpu_cut: Family::default(),
            assists: Family::default(),
            starts_refused: Family::default(),
            rest: Family::default(),
            rate_limited: Family::default(),
            db_writes: Counter::default(),
            db_writes_failed: Counter::default(),
            retry_queue: Gauge::default(),
            retry_oldest: Seconds::default(),
            leases_held: Gauge::default(),
            shards: Gauge::default(),
            commands_registered: Gauge::default(),
            registration_failures: Counter::default(),
            address: OnceLock::new(),
        };
        let r = &mut m.registry;
        let start: Seconds = Gauge::default();
        start.set(process_start());
        r.register("process_start_time_seconds", "When the process started, in seconds since the Unix epoch", start);
        r.register(
            "cuatro_games_live",
            "Active games in memory (challenges and tables included)",
            m.games_live.clone(),
        );
        r.register("cuatro_games_started", "Games whose play began", m.games_started.clone());
        r.register("cuatro_games_finished", "Games that ended after their play began", m.games_finished.clone());
        r.register("cuatro_moves", "Moves played, the CPU's included", m.moves.clone());
        r.register("cuatro_interactions_received", "Slash commands and button clicks received", m.received.clone());
        r.register("cuatro_interactions_answered", "Interactions answered in time", m.answered.clone());
        r.register(
            "cuatro_interactions_answered_late",
            "Answers Discord refused because the interaction's 3 s had passed",
            m.answered_late.clone(),
        );
        r.register("cuatro_interactions_failed", "Answers that failed for another reason", m.failed.clone());
        r.register("cuatro_interactions_unanswered", "Interactions handled without any answer", m.unanswered.clone());
        r.register(
            "cuatro_clicks_overdue",
            "Clicks received over 3 s ago and not answered yet",
            m.clicks_overdue.clone(),
        );
        r.register("cuatro_click_answer_seconds", "From a click's arrival to its answer", m.click_seconds.clone());
        r.register("cuatro_cpu_replies_queued", "CPU replies waiting for a search thread", m.cpu_queue.clone());
        r.register(
            "cuatro_cpu_wait_seconds",
            "How long a CPU reply (every CPU move in a row) waited for a search thread",
            m.cpu_wait.clone(),
        );
        r.register("cuatro_cpu_think_seconds", "How long a CPU move's search took", m.cpu_think.clone());
        r.register(
            "cuatro_cpu_time_limit_seconds",
            "The time a CPU move's search was given: its share of the search threads within its reply's deadline",
            m.cpu_time_limit.clone(),
        );
        r.register(
            "cuatro_cpu_moves_cut",
            "CPU moves whose search its time limit stopped before its node budget (the best move so far was played)",
            m.cpu_cut.clone(),
        );
        r.register(
            "cuatro_assists",
            "Hints, reviews and puzzle moves judged, served and refused as busy",
            m.assists.clone(),
        );
        r.register(
            "cuatro_game_starts_refused",
            "Game starts refused by a limit: a user's cooldown or cap, a server's cap of games or of CPU games",
            m.starts_refused.clone(),
        );
        r.register("cuatro_rest_requests", "Discord REST calls on the game paths, by outcome", m.rest.clone());
        r.register(
            "cuatro_rest_rate_limited",
            "Waits imposed by Discord's rate limits (serenity retries the call after them)",
            m.rate_limited.clone(),
        );
        r.register("cuatro_db_writes", "Game saves stored (one write transaction each)", m.db_writes.clone());
        r.register(
            "cuatro_db_writes_failed",
            "Game saves that failed or took over 1 s (the game is queued for retry)",
            m.db_writes_failed.clone(),
        );
        r.register("cuatro_db_retry_queue", "Games whose latest state is not saved yet", m.retry_queue.clone());
        r.register(
            "cuatro_db_retry_oldest_seconds",
            "Age of the oldest unsaved change (0 when none)",
            m.retry_oldest.clone(),
        );
        r.register("cuatro_shard_leases_held", "Shard leases this process holds", m.leases_held.clone());
        r.register("cuatro_shards", "Shards this process is configured to serve", m.shards.clone());
        r.register(
            "cuatro_commands_registered",
            "1 once this process registered its slash commands with Discord (0 while it keeps trying)",
            m.commands_registered.clone(),
        );
        r.register(
            "cuatro_command_registration_failures",
            "Attempts to register the slash commands that Discord refused or that failed",
            m.registration_failures.clone(),
        );
        // The interaction counters start at 0, so that rates and alerts see them from the first scrape.
        for kind in [Kind::Command, Kind::Button] {
            for family in [&m.received, &m.answered, &m.answered_late, &m.failed, &m.unanswered] {
                let _ = family.get_or_create(&kind.label());
            }
        }
        for start in [Start::Challenge, Start::VsCpu] {
            for &limit in start.limits() {
                let _ = m.starts_refused.get_or_create(&start.labels(limit));
            }
        }
        m
    }

    /// The metrics in the Prometheus text format.
    pub fn encode(&self) -> String {
        let overdue = self.clicks.iter().filter(|click| click.value().elapsed() > ANSWER_DEADLINE).count();
        self.clicks_overdue.set(overdue as i64);
        let mut text = String::new();
        prometheus_text::encode(&mut text, &self.registry).expect("writing to a String cannot fail");
        text
    }

    /// Where the listener serves the metrics, once bound.
    pub fn address(&self) -> Option<SocketAddr> {
        self.address.get().copied()
    }

    pub(crate) fn set_address(&self, address: SocketAddr) {
        let _ = self.address.set(address);
    }

    /// Counts what `Slot::progress` found in a game of `variant` (its `result` when finished).
    pub fn progress(&self, variant: &Variant, progress: Progress, result: &'static str) {
        if progress == Progress::default() {
            return;
        }
        let variant = [("variant", variant_label(variant))];
        if progress.moves > 0 {
            self.moves.get_or_create(&variant).inc_by(u64::from(progress.moves));
        }
        if progress.started {
            self.games_started.get_or_create(&variant).inc();
        }
        if progress.finished {
            self.games_finished.get_or_create(&[variant[0], ("result", result)]).inc();
        }
    }

    /// An interaction arrived.
    pub fn received(&self, kind: Kind) {
        self.received.get_or_create(&kind.label()).inc();
    }

    /// A click is being handled: its answer is timed, and one never given is counted when the guard drops.
    pub fn watch_click(&self, interaction: u64) -> ClickWatch<'_> {
        self.clicks.insert(interaction, Instant::now());
        ClickWatch { metrics: self, interaction }
    }

    /// The first answer to an interaction (`click`: a button click's id, whose answer is timed) went through,
    /// came too late, or failed.
    pub fn answered(&self, kind: Kind, click: Option<u64>, result: Result<(), &serenity::Error>) {
        let arrived = click.and_then(|id| self.clicks.remove(&id)).map(|(_, at)| at);
        let late = matches!(result, Err(e) if error_code(e) == Some(codes::UNKNOWN_INTERACTION));
        match result {
            Ok(()) => self.answered.get_or_create(&kind.label()).inc(),
            Err(_) if late => self.answered_late.get_or_create(&kind.label()).inc(),
            Err(_) => self.failed.get_or_create(&kind.label()).inc(),
        };
        if let Some(arrived) = arrived.filter(|_| result.is_ok() || late) {
            self.click_seconds.observe(arrived.elapsed().as_secs_f64());
        }
    }

    /// An interaction was handled without an answer.
    pub fn unanswered(&self, kind: Kind) {
        self.unanswered.get_or_create(&kind.label()).inc();
    }

    /// A CPU reply (its first move at `level`) asks for a search thread; the timer measures its wait.
    pub fn cpu_queued(&self, level: Level, variant: &Variant) -> CpuTimer {
        self.cpu_queue.inc();
        CpuTimer {
            queue: self.cpu_queue.clone(),
            wait: self.cpu_wait.get_or_create_owned(&cpu_labels(level, variant)),
            queued_at: Instant::now(),
            started: false,
        }
    }

    /// A CPU move was searched for `took`, within `limit` if it had one (reached: the limit stopped it).
    pub fn cpu_searched(&self, level: Level, variant: &Variant, limit: Option<Duration>, took: Duration) {
        let labels = cpu_labels(level, variant);
        self.cpu_think.get_or_create(&labels).observe(took.as_secs_f64());
        if let Some(limit) = limit {
            self.cpu_time_limit.get_or_create(&labels).observe(limit.as_secs_f64());
            if took >= limit {
                self.cpu_cut.get_or_create(&labels).inc();
            }
        }
    }

    /// A hint, review or puzzle move judged, shown.
    pub fn assist_served(&self, assist: Assist) {
        self.assists.get_or_create(&[("kind", assist.label()), ("outcome", "served")]).inc();
    }

    /// A hint, review or puzzle move refused, to wait.
    pub fn assist_refused(&self, assist: Assist, wait: Wait) {
        let outcome = match wait {
            Wait::Yours(_) => "refused_own_pending",
            Wait::Full => "refused_all_busy",
        };
        self.assists.get_or_create(&[("kind", assist.label()), ("outcome", outcome)]).inc();
    }

    /// A game start refused because it reached `limit`.
    pub fn start_refused(&self, start: Start, limit: Limit) {
        self.starts_refused.get_or_create(&start.labels(limit)).inc();
    }

    /// A Discord REST call's outcome: `ok`, its error's status class (`4xx`, `429`, `5xx`), `network`, or `other`.
    pub fn rest<T>(&self, result: &Result<T, serenity::Error>) {
        self.rest_of(result.as_ref().map(drop));
    }

    /// [`Metrics::rest`] of a result already read.
    pub fn rest_of(&self, result: Result<(), &serenity::Error>) {
        let outcome = match result {
            Ok(()) => "ok",
            Err(serenity::Error::Http(serenity::HttpError::UnsuccessfulRequest(response))) => {
                match response.status_code.as_u16() {
                    429 => "429",
                    500.. => "5xx",
                    400.. => "4xx",
                    _ => "other",
                }
            }
            Err(serenity::Error::Http(serenity::HttpError::Request(_))) => "network",
            Err(_) => "other",
        };
        self.rest.get_or_create(&[("outcome", outcome)]).inc();
    }

    /// serenity's rate limiter made a call wait (a 429, or a bucket known to be empty).
    pub fn rate_limited(&self, global: bool) {
        self.rate_limited.get_or_create(&[("global", if global { "true" } else { "false" })]).inc();
    }

    pub fn db_write(&self) {
        self.db_writes.inc();
    }

    /// Game saves stored since the start.
    pub fn db_writes(&self) -> u64 {
        self.db_writes.get()
    }

    /// An attempt to register the slash commands: done, or failed (tried again later).
    pub fn registration(&self, done: bool) {
        if done {
            self.commands_registered.set(1);
        } else {
            self.registration_failures.inc();
        }
    }

    pub fn db_write_failed(&self) {
        self.db_writes_failed.inc();
    }

    /// The gauges read from the bot's state at scrape time.
    pub fn set_state(&self, state: State) {
        self.games_live.clear();
        for (variant, count) in state.live {
            self.games_live.get_or_create(&[("variant", variant_label(&variant))]).inc_by(count as i64);
        }
        self.retry_queue.set(state.retry_queue as i64);
        self.retry_oldest.set(state.retry_oldest.as_secs_f64());
        self.leases_held.set(i64::from(state.leases_held));
        self.shards.set(i64::from(state.shards));
    }
}

/// The bot's state the gauges show.
#[derive(Debug, Default)]
pub struct State {
    /// Active games by variant.
    pub live: Vec<(Variant, usize)>,
    pub retry_queue: usize,
    pub retry_oldest: Duration,
    pub leases_held: u32,
    pub shards: u32,
}

/// A click being handled (see [`Metrics::watch_click`]).
pub struct ClickWatch<'a> {
    metrics: &'a Metrics,
    interaction: u64,
}

impl Drop for ClickWatch<'_> {
    fn drop(&mut self) {
        if self.metrics.clicks.remove(&self.interaction).is_some() {
            self.metrics.unanswered(Kind::Button);
        }
    }
}

/// Times one CPU reply's wait for a search thread: queued until [`CpuTimer::start`] or dropped.
pub struct CpuTimer {
    queue: Gauge,
    wait: Histogram,
    queued_at: Instant,
    started: bool,
}

impl CpuTimer {
    /// The reply got its search thread.
    pub fn start(&mut self) {
        if !self.started {
            self.started = true;
            self.queue.dec();
            self.wait.observe(self.queued_at.elapsed().as_secs_f64());
        }
    }
}

impl Drop for CpuTimer {
    fn drop(&mut self) {
        if !self.started {
            self.queue.dec();
        }
    }
}

fn cpu_labels(level: Level, variant: &Variant) -> Labels<2> {
    [("level", level_label(level)), ("variant", variant_label(variant))]
}

#[cfg(test)]
#[path = "metrics_tests.rs"]
mod tests;
