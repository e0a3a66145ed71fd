//! The checks of a chaos run's tournaments: during the run, no round paired while a game of an earlier one was
//! under way (no arena player in two games at once); at the end, no pairing with two games, no thread of a
//! tournament channel that is no pairing's, every result counted once, every tournament at its final standings or
//! paused for a reason it states, and the bot's refused requests in the tournaments' channels bounded.

use super::options::TOURNAMENT_CHANNELS as CHANNELS;
use crate::{FakeDiscord, Recorded};
use cuatro_game::Session;
use cuatro_game::tournament::{OPEN_FAILURES_PAUSE, Status, Tournament, TournamentFormat};
use sqlx::AnyPool;
use std::collections::{BTreeMap, HashSet};
use std::time::{Duration, Instant};

/// What the audit found.
#[derive(Debug, Default)]
pub struct TournamentAudit {
    /// Each tournament played: its format and how it ended.
    pub played: Vec<String>,
    pub games_twice: Vec<String>,
    pub orphan_threads: Vec<String>,
    pub results_twice: Vec<String>,
    /// Tournaments neither at their final standings nor paused for a stated reason.
    pub unfinished: Vec<String>,
    /// The bot's requests opening a tournament game (its thread, the posts in it) that Discord refused, and their
    /// bound: a pairing's opening refused at most `OPEN_FAILURES_PAUSE` times before its tournament pauses, per
    /// resumption.
    pub refused: usize,
    pub refused_bound: usize,
    /// The most of the bot's requests Discord refused (401, 403, 429) in any 10 minutes of the run.
    pub refused_in_ten_minutes: usize,
}

/// The tournaments stored now, by id.
async fn all(pool: &AnyPool) -> Vec<Tournament> {
    let rows: Vec<(String,)> =
        sqlx::query_as("SELECT state FROM tournaments ORDER BY id").fetch_all(pool).await.unwrap_or_default();
    rows.iter().filter_map(|(state,)| serde_json::from_str(state).ok()).collect()
}

/// Rounds paired over a game still under way, as seen now: the tournaments are read before the games, so a game
/// seen under way was under way when its tournament was saved with the later round.
pub async fn paired_over_running(pool: &AnyPool) -> Vec<String> {
    let tournaments = all(pool).await;
    let rows: Result<Vec<(i64,)>, _> =
        sqlx::query_as("SELECT id FROM games WHERE status <> 'finished'").fetch_all(pool).await;
    let Ok(rows) = rows else { return Vec::new() };
    let active: HashSet<u64> = rows.into_iter().map(|(id,)| id as u64).collect();
    let mut found = Vec::new();
    for t in tournaments.iter().filter(|t| matches!(t.status, Status::Running | Status::Paused | Status::Finished)) {
        let running = |game: Option<u64>| game.is_some_and(|g| active.contains(&g));
        if matches!(t.setup.format, TournamentFormat::Arena { .. }) {
            for entrant in &t.entrants {
                let games: Vec<u64> = t
                    .pairings
                    .iter()
                    .filter(|p| p.involves(entrant.user) && running(p.game))
                    .filter_map(|p| p.game)
                    .collect();
                if games.len() > 1 {
                    found.push(format!("tournament {}: player {} in games {games:?} at once", t.id, entrant.user));
                }
            }
            continue;
        }
        let latest = t.pairings.iter().map(|p| p.round).max().unwrap_or(0);
        for p in t.pairings.iter().filter(|p| p.round < latest && running(p.game)) {
            found.push(format!(
                "tournament {}: round {latest} paired while game {} of round {} was under way",
                t.id,
                p.game.unwrap_or(0),
                p.round
            ));
        }
    }
    found
}

/// The audit at the end, of the tournaments in `ids` (those the run played) and every tournament's games.
pub async fn audit(
    pool: &AnyPool,
    fake: &FakeDiscord,
    requests: &[Recorded],
    ids: &[u64],
    resumes: &BTreeMap<u64, u32>,
) -> TournamentAudit {
    let mut audit = TournamentAudit::default();
    let tournaments = all(pool).await;
    let ours: Vec<&Tournament> = tournaments.iter().filter(|t| ids.contains(&t.id)).collect();
    for t in &ours {
        let format = match t.setup.format {
            TournamentFormat::Arena { .. } => "arena",
            TournamentFormat::Swiss { .. } => "Swiss",
            TournamentFormat::RoundRobin { .. } => "round robin",
        };
        let games = t.pairings.iter().filter(|p| p.game.is_some()).count();
        audit.played.push(format!(
            "{} {}: {} players, {games} games, {:?}{}",
            format,
            t.id,
            t.entrants.len(),
            t.status,
            t.stop.map_or(String::new(), |why| format!(" ({why:?})"))
        ));
        let stated_pause = matches!(t.status, Status::Paused | Status::Cancelled) && t.stop.is_some();
        if t.status != Status::Finished && !stated_pause {
            audit.unfinished.push(format!("tournament {}: {:?} at the end, no reason stated", t.id, t.status));
        }
        let epochs = 1 + resumes.get(&t.id).copied().unwrap_or(0) as usize;
        audit.refused_bound += OPEN_FAILURES_PAUSE as usize * games.max(1) * epochs;
    }
    audit.games_twice = games_twice(pool, &tournaments).await;
    audit.orphan_threads = orphan_threads(fake, &tournaments);
    audit.results_twice = results_twice(pool, &tournaments).await;
    let threads: HashSet<u64> = fake
        .threads()
        .iter()
        .filter(|t| t["parent_id"].as_str().and_then(|p| p.parse().ok()).is_some_and(|p: u64| CHANNELS.contains(&p)))
        .filter_map(|t| t["id"].as_str()?.parse().ok())
        .collect();
    // The requests that open a pairing's game: its thread, and the posts in it.
    let opening = |r: &Recorded| {
        let channel = channel_of(&r.path);
        r.method == "POST"
            && ((r.path.ends_with("/threads") && channel.is_some_and(|c| CHANNELS.contains(&c)))
                || (r.path.ends_with("/messages") && channel.is_some_and(|c| threads.contains(&c))))
    };
    audit.refused = requests.iter().filter(|r| matches!(r.status, 400 | 403 | 429) && opening(r)).count();
    audit.refused_in_ten_minutes = most_refused_in(requests, Duration::from_secs(600));
    audit
}

/// The channel a REST path is about (`…/channels/{id}/…`).
fn channel_of(path: &str) -> Option<u64> {
    let mut parts = path.split('/');
    parts.by_ref().find(|p| *p == "channels")?;
    parts.next()?.parse().ok()
}

/// Tournament games stored that are not the game of their pairing: a second game opened for one pairing.
async fn games_twice(pool: &AnyPool, tournaments: &[Tournament]) -> Vec<String> {
    let rows: Vec<(i64, String)> =
        sqlx::query_as("SELECT id, state FROM games ORDER BY id").fetch_all(pool).await.unwrap_or_default();
    let pairing_games: HashSet<u64> =
        tournaments.iter().flat_map(|t| t.pairings.iter().filter_map(|p| p.game)).collect();
    rows.iter()
        .filter_map(|(id, state)| Some((*id as u64, Session::from_json(state).ok()?.tournament?)))
        .filter(|(id, _)| !pairing_games.contains(id))
        .map(|(id, tournament)| format!("tournament {tournament}: game {id} is no pairing's game"))
        .collect()
}

/// Threads the bot opened under a tournament's channel that are no pairing's thread.
fn orphan_threads(fake: &FakeDiscord, tournaments: &[Tournament]) -> Vec<String> {
    let pairing_threads: HashSet<u64> =
        tournaments.iter().flat_map(|t| t.pairings.iter().filter_map(|p| p.thread)).collect();
    fake.threads()
        .iter()
        .filter_map(|t| Some((t["id"].as_str()?.parse::<u64>().ok()?, t["parent_id"].as_str()?.parse::<u64>().ok()?)))
        .filter(|(id, parent)| CHANNELS.contains(parent) && !pairing_threads.contains(id))
        .map(|(id, parent)| format!("thread {id} under channel {parent} is no pairing's"))
        .collect()
}

/// Results not counted exactly once: a tournament whose count of results differs from its pairings with one (a
/// result recorded twice counts twice), or a game's recorded result that differs from its pairing's.
async fn results_twice(pool: &AnyPool, tournaments: &[Tournament]) -> Vec<String> {
    let rows: Vec<(i64, i64, i64, i64, i64, i64)> = sqlx::query_as(
        "SELECT game_id, tournament_id, first_id, second_id, first_points, second_points FROM tournament_results",
    )
    .fetch_all(pool)
    .await
    .unwrap_or_default();
    let mut found = Vec::new();
    for t in tournaments {
        let with_result = t.pairings.iter().filter(|p| p.result.is_some()).count() as u64;
        if t.results_seen != with_result {
            found.push(format!("tournament {}: {} results counted for {with_result} pairings", t.id, t.results_seen));
        }
    }
    for (game, tournament, first, _, first_points, second_points) in rows {
        let Some(t) = tournaments.iter().find(|t| t.id == tournament as u64) else { continue };
        let Some(p) = t.pairings.iter().find(|p| p.game == Some(game as u64)) else { continue };
        let Some(score) = p.result.filter(|s| !s.forfeit) else { continue };
        let (a, b) =
            if p.first == first as u64 { (first_points, second_points) } else { (second_points, first_points) };
        if (u8::try_from(a).ok(), u8::try_from(b).ok()) != (Some(score.first), Some(score.second)) {
            found.push(format!(
                "tournament {tournament}: game {game} recorded {a}–{b}, its pairing counts {}–{}",
                score.first, score.second
            ));
        }
    }
    found
}

/// The most requests Discord refused (401, 403, 429) within any `window` of the run.
fn most_refused_in(requests: &[Recorded], window: Duration) -> usize {
    let refused: Vec<Instant> = requests.iter().filter(|r| matches!(r.status, 401 | 403 | 429)).map(|r| r.at).collect();
    let mut most = 0;
    let mut from = 0;
    for (to, at) in refused.iter().enumerate() {
        while *at - refused[from] > window {
            from += 1;
        }
        most = most.max(to + 1 - from);
    }
    most
}
