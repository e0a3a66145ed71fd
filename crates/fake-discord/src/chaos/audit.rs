//! The audit at the end of a chaos run, from the fake's record of every request and from the database: moves a
//! board showed that are not stored, interactions a live bot left unanswered, and finished games counted other
//! than once in results and standings.

use super::duplicates;
use super::report::Report;
use super::table::board_game;
use super::world::World;
use crate::Recorded;
use cuatro_engine::{Move, parse_moves};
use cuatro_game::{Session, is_former_player};
use sqlx::AnyPool;
use std::collections::{BTreeMap, BTreeSet, HashMap};
use std::time::Duration;

/// Discord's deadline for answering an interaction.
const DEADLINE: Duration = Duration::from_secs(3);

pub async fn audit(world: &World, pool: &AnyPool, requests: &[Recorded], played_for: Duration) -> Report {
    let games: Vec<(i64, String)> =
        sqlx::query_as("SELECT id, state FROM games ORDER BY id").fetch_all(pool).await.unwrap_or_default();
    let sessions: BTreeMap<u64, Session> =
        games.iter().filter_map(|(id, state)| Some((*id as u64, Session::from_json(state).ok()?))).collect();
    let moves = sessions.values().map(|s| stored_games(s).iter().map(Vec::len).sum::<usize>()).sum();
    let boards_checked = requests.iter().filter_map(shown_board).count();
    let (lost, lost_moves, lost_warned) = lost_moves(world, requests, &sessions);
    let (unanswered, latencies, interactions, deferrals_cut_off) = interactions(world, requests);
    let double = double_counts(pool, &sessions).await;
    let forgotten: BTreeSet<u64> =
        sessions.values().flat_map(|s| s.humans()).filter(|&u| is_former_player(u)).collect();
    let duplicate_boards = duplicates::duplicate_boards(&world.fake, &sessions);
    let duplicate_posts = duplicates::duplicate_daily_posts(requests);
    let log = world.log.lock().unwrap();
    Report {
        seed: world.options.seed,
        engine: format!("{:?}", world.options.engine),
        tables: world.options.games,
        played_for,
        faults: log.faults.clone(),
        fault_hits: world.fake.fault_hits(),
        games: games.len(),
        moves,
        boards_checked,
        lost,
        lost_moves,
        lost_warned,
        unanswered,
        interactions,
        deferrals_cut_off,
        latencies,
        double,
        forgotten: forgotten.len(),
        web: log.web.clone(),
        duplicate_boards,
        duplicate_posts,
        refusals: refusals(requests),
        stranded: log.stranded.clone(),
        backwards: log.backwards.clone(),
        pg_connections: log.pg_connections,
        kills_in_round: log.kills_in_round,
        paired_over_running: log.paired_over_running.iter().cloned().collect(),
        cpu_owed: log.cpu_owed,
        notes: log.notes.clone(),
        ..Report::default()
    }
}

/// The moves of each game of a stored session: the games of a match already played, then the current one.
fn stored_games(session: &Session) -> Vec<Vec<Move>> {
    let mut games: Vec<Vec<Move>> = session.played.iter().map(|g| parse_moves(&g.moves).unwrap_or_default()).collect();
    games.push(session.game.moves().to_vec());
    games
}

/// A board body the bot had accepted (an interaction's answer, a message posted or edited): its game and the
/// moves it showed, and whether its footer warned that progress was not being saved.
fn shown_board(r: &Recorded) -> Option<(u64, Vec<Move>, bool)> {
    shown_board_at(r).map(|s| (s.game, s.moves, s.warned))
}

/// A board as [`shown_board`] reads it, with when the fake received it and what kind of request it was.
struct Shown {
    game: u64,
    moves: Vec<Move>,
    warned: bool,
    at: std::time::Instant,
    kind: String,
}

fn shown_board_at(r: &Recorded) -> Option<Shown> {
    if !matches!(r.status, 200 | 204) || !matches!(r.method.as_str(), "POST" | "PATCH") {
        return None;
    }
    let body = if r.path.ends_with("/callback") {
        matches!(r.body["type"].as_u64(), Some(4 | 7)).then_some(&r.body["data"])?
    } else if r.path.contains("/messages") || r.path.contains("/webhooks/") {
        &r.body
    } else {
        return None;
    };
    let embed = &body["embeds"][0];
    let field = &embed["fields"][0];
    if !matches!(field["name"].as_str(), Some("Moves" | "Jugadas")) {
        return None;
    }
    let text = field["value"].as_str()?;
    if text.starts_with('…') {
        return None; // the start of a long move list is cut off
    }
    let moves = if text == "—" { Vec::new() } else { parse_moves(text).ok()? };
    let footer = embed["footer"]["text"].as_str().unwrap_or_default();
    let warned = footer.contains("not being saved") || footer.contains("no se guarda");
    let kind = if r.path.ends_with("/callback") { "answer" } else { r.method.as_str() };
    Some(Shown { game: board_game(body)?, moves, warned, at: r.at, kind: kind.to_string() })
}

/// Moves that a board showed and that are not stored in that order: (details, moves lost, moves lost beyond
/// those from boards that warned that progress was not being saved). Per game, the worst board counts.
fn lost_moves(world: &World, requests: &[Recorded], sessions: &BTreeMap<u64, Session>) -> (Vec<String>, usize, usize) {
    let shown: BTreeSet<(u64, Vec<Move>, bool)> = requests.iter().filter_map(shown_board).collect();
    // Per game: the most moves missing from a board without the warning, and from any board.
    let mut missing: BTreeMap<u64, (usize, usize)> = BTreeMap::new();
    for (game, moves, warned) in &shown {
        let candidates = sessions.get(game).map(stored_games).unwrap_or_default();
        let kept = candidates.iter().map(|stored| common_prefix(stored, moves)).max().unwrap_or(0);
        if kept == moves.len() {
            continue;
        }
        let worst = missing.entry(*game).or_default();
        worst.1 = worst.1.max(moves.len() - kept);
        if !*warned {
            worst.0 = worst.0.max(moves.len() - kept);
        }
    }
    let details = missing
        .iter()
        .filter(|(_, m)| m.0 > 0)
        .map(|(game, _)| story(world, requests, *game, sessions.get(game)))
        .collect();
    let lost = missing.values().map(|m| m.0).sum();
    let warned = missing.values().map(|m| m.1 - m.0).sum();
    (details, lost, warned)
}

/// What happened to a game that lost moves: the boards it showed, its stored moves as the watcher saw them
/// change, and the faults meanwhile (times in seconds into the run).
fn story(world: &World, requests: &[Recorded], game: u64, session: Option<&Session>) -> String {
    let text = |m: &[Move]| m.iter().map(Move::to_string).collect::<String>();
    let at = |t: std::time::Instant| t.saturating_duration_since(world.started).as_secs_f64();
    let mut lines = Vec::new();
    let mut last = None;
    for shown in requests.iter().filter_map(shown_board_at).filter(|s| s.game == game) {
        let line = (text(&shown.moves), shown.warned);
        if last.as_ref() != Some(&line) {
            let note = if shown.warned { " (not being saved)" } else { "" };
            lines.push((at(shown.at), format!("board {}: {}{note}", shown.kind, line.0)));
            last = Some(line);
        }
    }
    let log = world.log.lock().unwrap();
    for (time, moves, status) in log.history.get(&game).into_iter().flatten() {
        lines.push((*time, format!("stored: {moves} ({status})")));
    }
    let (first, end) =
        (lines.iter().map(|l| l.0).fold(f64::MAX, f64::min), lines.iter().map(|l| l.0).fold(0.0, f64::max));
    for (time, kind) in log.timeline.iter().filter(|(t, _)| *t >= first - 3.0 && *t <= end) {
        lines.push((*time, format!("fault: {kind}")));
    }
    lines.sort_by(|a, b| a.0.total_cmp(&b.0));
    let stored = session.map(|s| stored_games(s).iter().map(|g| text(g)).collect::<Vec<_>>()).unwrap_or_default();
    let mut story = format!("game {game}, stored at the end {stored:?}:");
    for (time, line) in lines {
        story.push_str(&format!("\n      {time:7.2}s {line}"));
    }
    story
}

fn common_prefix(a: &[Move], b: &[Move]) -> usize {
    a.iter().zip(b).take_while(|(x, y)| x == y).count()
}

/// How long a deferred answer ("thinking…") may wait for its follow-up, and so how long after a deferral a kill
/// excuses a follow-up that never came: the longest work behind a deferral under the run's load (a review of a
/// long PopOut game on a busy pool: over 20 s on two cores) and the bot's waits before sending a refused
/// follow-up again (63 s in all).
const FOLLOW_UP_WAIT: Duration = Duration::from_secs(90);

/// The private refusals users were shown, by kind, from the English texts of the answers and follow-ups.
fn refusals(requests: &[Recorded]) -> BTreeMap<String, usize> {
    const KINDS: [(&str, &str); 8] = [
        ("The board is busy", "the board is busy"),
        ("is still being worked out", "wait for your own hint, review or puzzle move"),
        ("being worked out, the most allowed", "wait for your own hints, reviews or puzzle moves"),
        ("are being worked out right now", "every hint, review and puzzle place busy"),
        ("cannot reach its database", "the database is away"),
        ("being handed over", "the server is being handed over"),
        ("Something went wrong", "something went wrong"),
        ("Slow down", "slow down (a cooldown)"),
    ];
    let mut counted = BTreeMap::new();
    for r in requests.iter().filter(|r| r.status / 100 == 2) {
        let text = r.body["data"]["content"].as_str().or(r.body["content"].as_str()).unwrap_or_default();
        if let Some((_, kind)) = KINDS.iter().find(|(mark, _)| text.contains(mark)) {
            *counted.entry(kind.to_string()).or_default() += 1;
        }
    }
    counted
}

/// The interaction token of a callback's path (`/interactions/{id}/{token}/callback`).
fn token_of(path: &str) -> Option<&str> {
    path.strip_prefix("/api/v10/interactions/")?.split('/').nth(1)
}

/// Interactions a live bot left unanswered within Discord's 3 s (not counting those whose answer a fault
/// refused, nor those the bot was killed within 3 s of), or deferred and never followed up (unless a kill came
/// within [`FOLLOW_UP_WAIT`]); the answer times of the others, how many were sent, and how many deferrals a kill
/// cut off before their follow-up.
fn interactions(world: &World, requests: &[Recorded]) -> (Vec<String>, Vec<Duration>, usize, usize) {
    let mut callbacks: HashMap<u64, Vec<&Recorded>> = HashMap::new();
    for r in requests {
        let id = r.path.strip_prefix("/api/v10/interactions/").and_then(|rest| rest.split('/').next()?.parse().ok());
        if let Some(id) = id.filter(|_| r.path.ends_with("/callback")) {
            callbacks.entry(id).or_default().push(r);
        }
    }
    let log = world.log.lock().unwrap();
    let (mut unanswered, mut latencies, mut cut_off) = (Vec::new(), Vec::new(), 0);
    for sent in &log.sent {
        let tries = callbacks.get(&sent.id).map(Vec::as_slice).unwrap_or_default();
        if let Some(accepted) = tries.iter().find(|r| r.status == 204) {
            latencies.push(accepted.at.saturating_duration_since(sent.at));
            let deferred = accepted.body["type"] == 5;
            let followed = || {
                let token = token_of(&accepted.path).unwrap_or("-");
                let webhook = format!("/{token}");
                requests
                    .iter()
                    .any(|r| r.path.contains("/webhooks/") && r.path.contains(&webhook) && r.status / 100 == 2)
            };
            let killed = log.kills.iter().any(|(kill, _)| *kill >= accepted.at && *kill < accepted.at + FOLLOW_UP_WAIT);
            let never_followed = deferred && !followed();
            cut_off += usize::from(never_followed && killed);
            if never_followed && !killed {
                let at = sent.at.saturating_duration_since(world.started).as_secs_f64();
                unanswered.push(format!(
                    "{} (table {}) at {at:.1}s: deferred, never followed up",
                    sent.what, sent.table as i64
                ));
            }
            continue;
        }
        // A refusal the faults injected: a closed connection, a 429, or 404 before the deadline (a real one
        // comes after).
        let injected =
            tries.iter().any(|r| matches!(r.status, 0 | 429) || (r.status == 404 && r.at < sent.at + DEADLINE));
        let killed = log.kills.iter().any(|(kill, _)| *kill >= sent.at && *kill < sent.at + DEADLINE);
        if injected || killed {
            continue;
        }
        let statuses: Vec<u16> = tries.iter().map(|r| r.status).collect();
        let at = sent.at.saturating_duration_since(world.started).as_secs_f64();
        // The faults injected from 5 s before to 3 s after, to tell what stopped the answer.
        let near: Vec<String> = log
            .timeline
            .iter()
            .filter(|(when, _)| (at - 5.0..=at + 3.0).contains(when))
            .map(|(when, kind)| format!("{:+.1}s {kind}", when - at))
            .collect();
        unanswered.push(format!(
            "{} (table {}) at {at:.1}s: callbacks {statuses:?}; faults near: [{}]",
            sent.what,
            sent.table as i64,
            near.join(", ")
        ));
    }
    latencies.sort();
    (unanswered, latencies, log.sent.len(), cut_off)
}

/// A `results` row: session, game number, server, variant, red, yellow, result.
type ResultRow = (i64, i64, Option<i64>, String, Option<i64>, Option<i64>, String);

/// Finished games whose results are not exactly the games the session decided, and standings whose wins, draws
/// and losses differ from the results.
async fn double_counts(pool: &AnyPool, sessions: &BTreeMap<u64, Session>) -> Vec<String> {
    let results: Vec<ResultRow> = sqlx::query_as(
        "SELECT session_id, game_no, guild_id, variant, red_id, yellow_id, result FROM results ORDER BY session_id",
    )
    .fetch_all(pool)
    .await
    .unwrap_or_default();
    let mut by_session: BTreeMap<u64, BTreeSet<(u8, String)>> = BTreeMap::new();
    for (session, game_no, _, _, _, _, result) in &results {
        by_session.entry(*session as u64).or_default().insert((*game_no as u8, result.clone()));
    }
    let mut problems = Vec::new();
    for (id, session) in sessions {
        let expected: BTreeSet<(u8, String)> = session
            .finished_games()
            .into_iter()
            .filter(|g| matches!(g.result.as_str(), "red" | "yellow" | "draw"))
            .map(|g| (g.game_no, g.result))
            .collect();
        let got = by_session.remove(id).unwrap_or_default();
        if got != expected {
            problems.push(format!("game {id}: results {got:?}, the game decided {expected:?}"));
        }
    }
    for (id, got) in by_session {
        problems.push(format!("results {got:?} of game {id}, which is not stored"));
    }
    // Wins, draws and losses per (server, variant, player) from the results between two people.
    let mut counted: BTreeMap<(i64, String, i64), [i64; 3]> = BTreeMap::new();
    for (_, _, guild, variant, red, yellow, result) in &results {
        let (Some(guild), Some(red), Some(yellow)) = (guild, red, yellow) else { continue };
        if red == yellow {
            continue;
        }
        let (r, y) = match result.as_str() {
            "red" => (0, 2),
            "yellow" => (2, 0),
            _ => (1, 1),
        };
        // A player who asked to be forgotten has no standings any more; their opponents keep theirs.
        for (player, column) in [(*red, r), (*yellow, y)] {
            if !is_former_player(player as u64) {
                counted.entry((*guild, variant.clone(), player)).or_default()[column] += 1;
            }
        }
    }
    let standings: Vec<(i64, String, i64, i64, i64, i64)> =
        sqlx::query_as("SELECT guild_id, variant, user_id, wins, draws, losses FROM standings")
            .fetch_all(pool)
            .await
            .unwrap_or_default();
    for (guild, variant, user, wins, draws, losses) in standings {
        let expected = counted.remove(&(guild, variant.clone(), user)).unwrap_or_default();
        if expected != [wins, draws, losses] {
            problems.push(format!(
                "standing of {user} in {variant}: W/D/L {wins}/{draws}/{losses}, results say {expected:?}"
            ));
        }
    }
    for ((_, variant, user), expected) in counted {
        problems.push(format!("no standing of {user} in {variant}, results say W/D/L {expected:?}"));
    }
    problems
}
