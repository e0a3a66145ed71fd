//! The load example's vs-CPU mode: N players at once against the CPU, each pressing 2–8 s (seeded) after the CPU's
//! move, for M minutes. Every interaction goes through the fake Discord with its 3 s deadline; the mode counts them,
//! times each press's answer and each CPU reply (press → the board showing the CPU's move), and reads the bot's CPU
//! queue figures from its metrics.

use super::{Percentiles, ms, percentiles, process_cpu};
use cuatro::bot::Running;
use cuatro::engine::{Rng, Variant};
use cuatro::game::{Action, Press};
use cuatro_fake_discord::{CHANNEL_ID, FakeDiscord, FakeUser, Opt};
use poise::serenity_prelude::Timestamp;
use serde_json::{Value, json};
use std::collections::BTreeMap;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant, SystemTime, UNIX_EPOCH};

/// Player `i` is user `PLAYER_BASE + i`, in channel `CHANNEL_ID + i`.
const PLAYER_BASE: u64 = 6_100_000_000_000_000_000;
/// How long an interaction may wait for its accepted answer before it counts as unanswered.
const ANSWER_WAIT: Duration = Duration::from_secs(10);
/// How long a CPU reply may take to show before it counts as missing.
const REPLY_WAIT: Duration = Duration::from_secs(120);
/// How often a board waiting for the CPU's move is read (the reply's time comes from the edit's own timestamp).
const POLL: Duration = Duration::from_millis(25);
/// A player presses this long after the CPU's move: 2–8 s, drawn from the player's seeded generator.
const THINK_MS: (u64, u64) = (2_000, 8_000);
/// Discord's deadline for an interaction's first answer, enforced by the fake.
const DEADLINE: Duration = Duration::from_secs(3);

/// What the vs-CPU mode plays.
pub struct Plan {
    pub games: usize,
    pub minutes: f64,
    pub seed: u64,
    /// The level's name and its index among the `level` option's choices.
    pub level: (&'static str, i64),
    pub variants: Vec<(String, Variant)>,
}

impl Plan {
    pub fn level(name: &str) -> Result<(&'static str, i64), String> {
        ["easy", "medium", "hard"]
            .iter()
            .position(|l| *l == name)
            .map(|i| (["easy", "medium", "hard"][i], i as i64))
            .ok_or(format!("--level: `{name}` is not easy, medium or hard"))
    }

    pub fn variants(list: &str) -> Result<Vec<(String, Variant)>, String> {
        let ids = list.split(',').map(str::trim).filter(|id| !id.is_empty());
        let parsed: Result<Vec<_>, String> = ids
            .map(|id| id.parse::<Variant>().map(|v| (id.to_string(), v)).map_err(|e| format!("--variants: {e}")))
            .collect();
        parsed.and_then(|v| if v.is_empty() { Err("--variants is empty".into()) } else { Ok(v) })
    }
}

/// Everything counted during the run.
#[derive(Default)]
struct Stats {
    sent: usize,
    answered: usize,
    late: usize,
    failed: usize,
    unanswered: usize,
    problems: Vec<String>,
    /// Press → the fake received the accepted answer, for every press.
    answer: Vec<Duration>,
    /// Press → the board shows the CPU's move, by variant.
    replies: BTreeMap<String, Vec<Duration>>,
    /// CPU replies that came in the press's own answer, and those shown by a later edit (after "thinking…").
    in_answer: usize,
    after_thinking: usize,
    missing_replies: usize,
    games_started: usize,
    games_finished: usize,
}

impl Stats {
    fn problem(&mut self, what: String) {
        if self.problems.len() < 5 {
            self.problems.push(what);
        }
    }
}

/// What the run shares between its players.
struct Run {
    fake: FakeDiscord,
    plan: Plan,
    stop_at: Instant,
    stats: Mutex<Stats>,
}

impl Run {
    fn stats(&self) -> std::sync::MutexGuard<'_, Stats> {
        self.stats.lock().unwrap_or_else(|e| e.into_inner())
    }
}

/// A board as the player reads it: its buttons, the move it shows, and whether the game is over.
struct Board {
    /// The drop and pop buttons that can be pressed now.
    open: Vec<String>,
    /// The move number its drop buttons carry: the moves played so far.
    move_no: Option<u32>,
    finished: bool,
}

impl Board {
    /// Reads the buttons of a message (or of an answer's `data`).
    fn read(message: &Value) -> Board {
        let buttons = FakeDiscord::buttons(message).into_iter().flatten();
        let mut board = Board { open: Vec::new(), move_no: None, finished: false };
        for (id, disabled, _) in buttons {
            match Action::parse(&id) {
                Ok(
                    Action::Board { press: Press::Drop { move_no, .. }, .. }
                    | Action::Board { press: Press::Pop { move_no, .. }, .. },
                ) => {
                    board.move_no = Some(move_no);
                    if !disabled {
                        board.open.push(id);
                    }
                }
                Ok(Action::Rematch { .. }) => board.finished = true,
                _ => {}
            }
        }
        board
    }

    /// After the player's press at move `pressed`: true once the board shows the CPU's move (the CPU seats have all
    /// moved, or the game ended after at least one of them).
    fn shows_reply(&self, pressed: u32, seats: u32) -> bool {
        let moved = self.move_no.unwrap_or(0).saturating_sub(pressed);
        moved >= seats || (self.finished && moved >= 2)
    }

    /// The player's own move ended the game: no CPU move is due.
    fn ended_by_press(&self, pressed: u32) -> bool {
        self.finished && self.move_no == Some(pressed + 1)
    }
}

/// Plays the plan on the running bot and prints the table; an error when any interaction was not answered in time or
/// a CPU reply never showed.
pub async fn run(fake: &FakeDiscord, bot: &Running, database: &str, plan: Plan) -> Result<(), String> {
    fake.set_callback_deadline(DEADLINE);
    let threads = bot.app.cpu.threads;
    let names: Vec<&str> = plan.variants.iter().map(|(id, _)| id.as_str()).collect();
    println!(
        "vs-cpu: {} games at once against the CPU at {} ({}), {} min, seed {}, database {database}, \
         {threads} CPU search threads, think 2-8 s, answer deadline {DEADLINE:?}",
        plan.games,
        plan.level.0,
        names.join(", "),
        plan.minutes,
        plan.seed
    );
    let started = Instant::now();
    let cpu_before = process_cpu();
    let run = Arc::new(Run {
        fake: fake.clone(),
        stop_at: started + Duration::from_secs_f64(plan.minutes * 60.0),
        plan,
        stats: Mutex::default(),
    });
    let players: Vec<_> = (0..run.plan.games).map(|i| tokio::spawn(player(Arc::clone(&run), i))).collect();
    for p in players {
        if let Err(e) = p.await {
            run.stats().problem(format!("a player task failed: {e}"));
        }
    }
    let elapsed = started.elapsed();
    let cpu = process_cpu().zip(cpu_before).map(|(after, before)| after - before);
    let stats = std::mem::take(&mut *run.stats());
    report(&stats, &bot.app.metrics.encode(), elapsed, cpu, &run.plan);
    let bad = stats.late + stats.failed + stats.unanswered + stats.missing_replies;
    if bad > 0 {
        return Err(format!(
            "{} interactions late, {} failed, {} unanswered, {} CPU replies missing",
            stats.late, stats.failed, stats.unanswered, stats.missing_replies
        ));
    }
    Ok(())
}

/// One player: start a game, play it to its end pressing after a think, start the next, until the time is up.
async fn player(run: Arc<Run>, i: usize) {
    let mut rng = Rng::new(run.plan.seed.wrapping_mul(0x9E37_79B9_7F4A_7C15).wrapping_add(i as u64));
    let user = FakeUser::new(PLAYER_BASE + i as u64, &format!("player{i}"));
    let channel = CHANNEL_ID + i as u64;
    let (id, variant) = &run.plan.variants[i % run.plan.variants.len()];
    let seats = variant.seats() as u32;
    let mut board: Option<u64> = None;
    loop {
        tokio::time::sleep(Duration::from_millis(THINK_MS.0 + rng.below(THINK_MS.1 - THINK_MS.0 + 1))).await;
        if Instant::now() >= run.stop_at {
            return;
        }
        let shown = board.and_then(|b| run.fake.message(b)).map(|m| Board::read(&m));
        match shown {
            Some(b) if !b.finished && !b.open.is_empty() => {
                let custom_id = b.open[rng.below(b.open.len() as u64) as usize].clone();
                let (board_id, pressed) = (board.expect("a board was read"), b.move_no.unwrap_or(0));
                if !press(&run, &user, board_id, &custom_id, (pressed, seats), id).await {
                    board = None;
                }
            }
            Some(b) if !b.finished => {
                run.stats().problem(format!("player {i}: a board with no button to press"));
                board = None;
            }
            finished => {
                if finished.is_some() {
                    run.stats().games_finished += 1;
                }
                board = start(&run, &user, channel, id).await;
            }
        }
    }
}

/// `/connect4 vs-cpu level:L variant:V`; the new board's message id.
async fn start(run: &Run, user: &FakeUser, channel: u64, variant: &str) -> Option<u64> {
    let options = vec![("level", Opt::Int(run.plan.level.1)), ("variant", Opt::from(variant))];
    let sent = Instant::now();
    let id = run.fake.slash_in(channel, user, &["connect4", "vs-cpu"], options).await;
    answered(run, id, sent, 4, "vs-cpu").await?;
    let board = run.fake.original_message(id);
    if board.is_none() {
        run.stats().problem(format!("vs-cpu {id}: the answer created no message"));
    }
    run.stats().games_started += usize::from(board.is_some());
    board
}

/// Presses a button at move `pressed` of a game of `seats` seats and waits for the CPU's reply; false when the board
/// can no longer be played.
async fn press(run: &Run, user: &FakeUser, board: u64, custom_id: &str, at: (u32, u32), variant: &str) -> bool {
    let (pressed, seats) = at;
    let (sent, wall) = (Instant::now(), SystemTime::now());
    let id = run.fake.click(user, board, custom_id).await;
    let Some(body) = answered(run, id, sent, 7, "press").await else { return false };
    let in_answer = Board::read(&json!({"components": body["data"]["components"].clone()}));
    if in_answer.ended_by_press(pressed) {
        return true;
    }
    if in_answer.shows_reply(pressed, seats) {
        let at = run.fake.callback_at(id).unwrap_or_else(Instant::now);
        let mut stats = run.stats();
        stats.in_answer += 1;
        stats.replies.entry(variant.to_string()).or_default().push(at.saturating_duration_since(sent));
        return true;
    }
    let waiting = async {
        loop {
            if let Some(message) = run.fake.message(board)
                && Board::read(&message).shows_reply(pressed, seats)
            {
                return message;
            }
            tokio::time::sleep(POLL).await;
        }
    };
    match tokio::time::timeout(REPLY_WAIT, waiting).await {
        Ok(message) => {
            let shown = edited_at(&message).and_then(|at| at.duration_since(wall).ok()).unwrap_or(sent.elapsed());
            let mut stats = run.stats();
            stats.after_thinking += 1;
            stats.replies.entry(variant.to_string()).or_default().push(shown);
            true
        }
        Err(_) => {
            let mut stats = run.stats();
            stats.missing_replies += 1;
            stats.problem(format!("press {id}: the CPU's move did not show within {REPLY_WAIT:?}"));
            false
        }
    }
}

/// Waits for interaction `id`'s accepted answer and checks it is a public answer of type `kind`; counts it.
async fn answered(run: &Run, id: u64, sent: Instant, kind: u64, what: &str) -> Option<Value> {
    run.stats().sent += 1;
    let waited = tokio::time::timeout(ANSWER_WAIT, run.fake.response(id, Duration::from_secs(24 * 3600))).await;
    let Ok(body) = waited else {
        let prefix = format!("/api/v10/interactions/{id}/");
        let late = run.fake.requests().iter().any(|r| r.path.starts_with(&prefix) && r.status == 404);
        let mut stats = run.stats();
        if late {
            stats.late += 1;
            stats.problem(format!("{what} {id}: answered after Discord's {DEADLINE:?}"));
        } else {
            stats.unanswered += 1;
            stats.problem(format!("{what} {id}: no answer within {ANSWER_WAIT:?}"));
        }
        return None;
    };
    let at = run.fake.callback_at(id).unwrap_or_else(Instant::now);
    let mut stats = run.stats();
    let ephemeral = body["data"]["flags"].as_u64().unwrap_or(0) & 64 != 0;
    if body["type"] != kind || ephemeral {
        stats.failed += 1;
        stats.problem(format!("{what} {id}: expected a public type {kind} answer, got {body}"));
        return None;
    }
    stats.answered += 1;
    stats.answer.push(at.saturating_duration_since(sent));
    Some(body)
}

/// When the message was last edited, from its `edited_timestamp`.
fn edited_at(message: &Value) -> Option<SystemTime> {
    let stamp = Timestamp::parse(message["edited_timestamp"].as_str()?).ok()?;
    let micros = u64::try_from(stamp.timestamp_micros()).ok()?;
    Some(UNIX_EPOCH + Duration::from_micros(micros))
}

/// The sum of every sample of `name` (all label sets) in the metrics text.
fn metric_sum(text: &str, name: &str) -> f64 {
    text.lines()
        .filter(|l| l.strip_prefix(name).is_some_and(|rest| rest.starts_with(' ') || rest.starts_with('{')))
        .filter_map(|l| l.rsplit(' ').next()?.parse::<f64>().ok())
        .sum()
}

fn report(stats: &Stats, metrics: &str, elapsed: Duration, cpu: Option<Duration>, plan: &Plan) {
    let secs = elapsed.as_secs_f64();
    println!(
        "interactions: sent {} answered {} late {} failed {} unanswered {}",
        stats.sent, stats.answered, stats.late, stats.failed, stats.unanswered
    );
    for problem in &stats.problems {
        println!("  problem: {problem}");
    }
    print_row("press -> answer received by the fake", &percentiles(stats.answer.clone()), stats.answer.len());
    let replies = metric_sum(metrics, "cuatro_cpu_wait_seconds_count");
    let queued = metric_sum(metrics, "cuatro_cpu_replies_queued");
    let searched = metric_sum(metrics, "cuatro_cpu_think_seconds_count");
    println!(
        "cpu: {:.0} replies asked in {secs:.0} s = {:.2}/s ({searched:.0} moves searched, {queued:.0} replies still \
         queued at the end)",
        replies + queued,
        (replies + queued) / secs
    );
    if let Some(cpu) = cpu {
        println!(
            "cpu: the process used {:.0} s of CPU in {secs:.0} s = {:.2} cores (bot, CPU searches and the fake)",
            cpu.as_secs_f64(),
            cpu.as_secs_f64() / secs
        );
    }
    println!(
        "cpu replies: {} in the press's answer, {} after \"thinking…\", {} missing",
        stats.in_answer, stats.after_thinking, stats.missing_replies
    );
    for (variant, _) in &plan.variants {
        let samples = stats.replies.get(variant).cloned().unwrap_or_default();
        let what = format!("cpu reply {variant} {} (press -> board shows the move)", plan.level.0);
        print_row(&what, &percentiles(samples.clone()), samples.len());
        print_searches(metrics, variant, plan.level.0);
    }
    println!("games: {} started, {} finished", stats.games_started, stats.games_finished);
    let saves = metric_sum(metrics, "cuatro_db_writes_total");
    println!(
        "database: {saves:.0} game saves = {:.2} per press answered (a save holds a move, a CPU reply, or both)",
        saves / stats.answered.max(1) as f64
    );
}

/// A variant's searches: how many its time limit cut, and the time limits they had.
fn print_searches(metrics: &str, variant: &str, level: &str) {
    let labels = format!("{{level=\"{level}\",variant=\"{variant}\"}}");
    let moves = metric_sum(metrics, &format!("cuatro_cpu_think_seconds_count{labels}"));
    let limited = metric_sum(metrics, &format!("cuatro_cpu_time_limit_seconds_count{labels}"));
    if moves == 0.0 {
        return;
    }
    let wait = |q| histogram_quantile(metrics, "cuatro_cpu_wait_seconds", &labels, q) * 1000.0;
    println!("  replies waited for a thread: p50 {:.0}ms, p90 {:.0}ms, p99 {:.0}ms", wait(0.5), wait(0.9), wait(0.99));
    if limited == 0.0 {
        println!("  {moves:.0} moves searched, no time limit (quick moves)");
        return;
    }
    let cut = metric_sum(metrics, &format!("cuatro_cpu_moves_cut_total{labels}"));
    let mean = metric_sum(metrics, &format!("cuatro_cpu_time_limit_seconds_sum{labels}")) / limited;
    let quantile = |q| histogram_quantile(metrics, "cuatro_cpu_time_limit_seconds", &labels, q) * 1000.0;
    println!(
        "  {moves:.0} moves searched, {:.0}% cut by their time limit; time limit mean {:.0}ms, p10 {:.0}ms, \
         p50 {:.0}ms, p90 {:.0}ms",
        100.0 * cut / moves,
        mean * 1000.0,
        quantile(0.1),
        quantile(0.5),
        quantile(0.9)
    );
}

/// The `q` quantile of histogram `name` with `labels` (`{a="b",...}`), interpolated within its bucket.
fn histogram_quantile(text: &str, name: &str, labels: &str, q: f64) -> f64 {
    let inner = labels.trim_start_matches('{').trim_end_matches('}');
    let mut buckets: Vec<(f64, f64)> = text
        .lines()
        .filter_map(|l| l.strip_prefix(&format!("{name}_bucket{{")))
        .filter(|l| l.starts_with(inner))
        .filter_map(|l| {
            let le = l.split("le=\"").nth(1)?.split('"').next()?;
            let le = if le == "+Inf" { f64::INFINITY } else { le.parse().ok()? };
            Some((le, l.rsplit(' ').next()?.parse().ok()?))
        })
        .collect();
    buckets.sort_by(|a, b| a.0.total_cmp(&b.0));
    let total = buckets.last().map_or(0.0, |b| b.1);
    let (mut lower, mut below) = (0.0, 0.0);
    for (le, count) in buckets {
        if count >= q * total && count > below {
            if le.is_infinite() {
                return lower;
            }
            return lower + (le - lower) * (q * total - below) / (count - below);
        }
        (lower, below) = (le, count);
    }
    lower
}

fn print_row(what: &str, p: &Percentiles, n: usize) {
    println!(
        "{what}: n={n} p50={:.0}ms p90={:.0}ms p99={:.0}ms max={:.0}ms",
        ms(p.p50),
        ms(p.p90),
        ms(p.p99),
        ms(p.max)
    );
}
