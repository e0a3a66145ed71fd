//! The tournaments of a chaos run, played to their end: season after season, a small Swiss and an arena on a short
//! clock in channels of their own on the second server, created by the organiser, joined by players of their own,
//! started by command and played through their threads' boards. Meanwhile the organiser pauses and resumes, drops a
//! player and sets a pairing's result by hand, and resumes a tournament the bot paused once the fault that paused
//! it is over, as an organiser who fixed the bot's permissions would. After the run's faults the last season is
//! played out to its final standings.

use super::options::{SWISS_CHANNEL, TOURNAMENT_CHANNELS as CHANNELS};
use super::table::{Board, board_game};
use super::world::{World, admin};
use crate::{FakeDiscord, FakeUser, OTHER_GUILD_ID, Opt};
use cuatro_engine::Rng;
use cuatro_game::tournament::{Status, StopReason, Tournament};
use cuatro_game::{Action, Press};
use sqlx::AnyPool;
use std::collections::{BTreeMap, HashSet};
use std::sync::atomic::Ordering;
use std::time::{Duration, Instant};

/// The tournaments' players: Swiss players first, then the arena's.
const PLAYER_BASE: u64 = 6_300_000_000_000_000_000;
const SWISS_PLAYERS: usize = 5;
const ARENA_PLAYERS: usize = 4;

/// The record's table number for the tournaments' interactions.
pub const TOURNAMENT_TABLE: usize = usize::MAX - 1;

/// How long the last season may take to reach its final standings once the faults are over.
const PLAYED_OUT_WITHIN: Duration = Duration::from_secs(180);
/// A season is not begun this close to the run's end.
const LAST_SEASON_BEFORE_END: Duration = Duration::from_secs(40);

pub fn players(channel: u64) -> Vec<FakeUser> {
    let (from, count) = if channel == SWISS_CHANNEL { (0, SWISS_PLAYERS) } else { (SWISS_PLAYERS, ARENA_PLAYERS) };
    (from..from + count).map(|i| FakeUser::new(PLAYER_BASE + i as u64, &format!("entrant{i}"))).collect()
}

/// One tournament of a season, as the organiser follows it.
struct Followed {
    channel: u64,
    id: u64,
    /// When the organiser's own pause is to be lifted.
    resume_at: Option<Instant>,
    paused_once: bool,
    dropped: bool,
    result_set: bool,
}

/// Creates the tournaments' channels, then plays seasons until the run's end and the last one out.
pub async fn run(world: &World) {
    for channel in CHANNELS {
        world.fake.create_channel_in(OTHER_GUILD_ID, channel).await;
    }
    let pool = world.checks_pool().await;
    let mut rng = Rng::new(world.options.seed.wrapping_mul(0x2545_F491_4F6C_DD1D).wrapping_add(3));
    let mut ready: BTreeMap<u64, u32> = BTreeMap::new();
    loop {
        if world.deadline.saturating_duration_since(Instant::now()) < LAST_SEASON_BEFORE_END {
            break;
        }
        let mut season = Vec::new();
        for channel in CHANNELS {
            if let Some(followed) = create(world, &pool, &mut rng, channel).await {
                season.push(followed);
            }
        }
        if season.is_empty() {
            tokio::time::sleep(Duration::from_secs(1)).await;
            continue;
        }
        let played_out_by = Instant::now().max(world.deadline) + PLAYED_OUT_WITHIN;
        while Instant::now() < played_out_by {
            let mut over = 0;
            for followed in &mut season {
                let Some(t) = stored(&pool, followed.id).await else { continue };
                if t.is_over() {
                    over += 1;
                    continue;
                }
                organise(world, &mut rng, followed, &t).await;
            }
            if over == season.len() {
                break;
            }
            play(world, &pool, &mut rng, &mut ready).await;
            tokio::time::sleep(Duration::from_millis(100 + rng.below(200))).await;
        }
        world.log.lock().unwrap().tournaments.extend(season.iter().map(|f| f.id));
        if world.over() {
            break;
        }
    }
    world.round_live.store(false, Ordering::SeqCst);
}

/// The stored tournament `id`.
pub async fn stored(pool: &AnyPool, id: u64) -> Option<Tournament> {
    let row: Option<(String,)> = sqlx::query_as("SELECT state FROM tournaments WHERE id = $1")
        .bind(id as i64)
        .fetch_optional(pool)
        .await
        .ok()?;
    serde_json::from_str(&row?.0).ok()
}

/// The organiser creates the channel's tournament (a Swiss of 2 rounds, 3 in runs of 3 minutes or more; an arena
/// of 1 minute, 3 in long runs; 30 s a move) and its players join; `None` when the bot did not answer or refused.
async fn create(world: &World, pool: &AnyPool, rng: &mut Rng, channel: u64) -> Option<Followed> {
    let long = world.options.duration >= Duration::from_secs(180);
    let mut options = vec![("timer", Opt::Int(1)), ("starts-in", Opt::Int(60))];
    if channel == SWISS_CHANNEL {
        options.extend([("format", Opt::Int(0)), ("rounds", Opt::Int(if long { 3 } else { 2 }))]);
    } else {
        options.extend([("format", Opt::Int(3)), ("minutes", Opt::Int(if long { 3 } else { 1 }))]);
    }
    let path = ["connect4-tournament", "create"];
    let asked = world.slash_id(TOURNAMENT_TABLE, channel, &admin(), &path, options).await?;
    world.answer(asked).await?;
    let message = world.fake.original_message(asked)?;
    let join = FakeDiscord::buttons(&world.fake.message(message)?)
        .into_iter()
        .flatten()
        .map(|b| b.0)
        .find(|id| id.starts_with("c4t:j:"))?;
    let id: u64 = join.rsplit(':').next()?.parse().ok()?;
    let followed = Followed { channel, id, resume_at: None, paused_once: false, dropped: false, result_set: false };
    // Each player joins (again, if the press was lost to a fault) until all are in.
    for _ in 0..20 {
        let t = stored(pool, id).await?;
        let missing: Vec<FakeUser> =
            players(channel).into_iter().filter(|p| t.entrants.iter().all(|e| e.user != p.id)).collect();
        if missing.is_empty() {
            break;
        }
        for player in missing {
            world.click(TOURNAMENT_TABLE, &player, message, &join, "tournament join").await;
        }
        tokio::time::sleep(Duration::from_millis(200 + rng.below(300))).await;
    }
    organiser_says(world, rng, &followed, "start", vec![]).await;
    Some(followed)
}

/// `/connect4-tournament <command>` by the organiser in the tournament's channel, now and then naming it.
async fn organiser_says(world: &World, rng: &mut Rng, f: &Followed, command: &str, mut options: Vec<(&str, Opt)>) {
    if rng.chance(1, 2) {
        options.push(("tournament", Opt::Str(f.id.to_string())));
    }
    let path = ["connect4-tournament", command];
    world.slash(TOURNAMENT_TABLE, f.channel, &admin(), &path, options).await;
}

/// What the organiser does this step: starts the tournament if the start was lost, resumes a pause of theirs that
/// has lasted, or one of the bot's once its cause is gone; now and then pauses, drops a player, or sets the result
/// of a pairing under way by hand.
async fn organise(world: &World, rng: &mut Rng, f: &mut Followed, t: &Tournament) {
    if t.status == Status::Open {
        return organiser_says(world, rng, f, "start", vec![]).await;
    }
    if t.status == Status::Paused {
        let ours_lasted = t.stop == Some(StopReason::Organiser) && f.resume_at.is_none_or(|at| Instant::now() >= at);
        let faults_over = t.stop != Some(StopReason::Organiser) && world.tournament_faults.load(Ordering::SeqCst) == 0;
        if ours_lasted || faults_over {
            f.resume_at = None;
            *world.log.lock().unwrap().resumes.entry(f.id).or_default() += 1;
            organiser_says(world, rng, f, "resume", vec![]).await;
        }
        return;
    }
    if world.over() || !rng.chance(1, 40) {
        return;
    }
    match rng.below(3) {
        0 if !f.paused_once => {
            f.paused_once = true;
            f.resume_at = Some(Instant::now() + Duration::from_millis(1000 + rng.below(2000)));
            organiser_says(world, rng, f, "pause", vec![]).await;
        }
        1 if !f.dropped => {
            let active: Vec<u64> = t.entrants.iter().filter(|e| e.withdrawn.is_none()).map(|e| e.user).collect();
            if active.len() <= 3 {
                return;
            }
            f.dropped = true;
            let player = FakeUser::new(active[rng.below(active.len() as u64) as usize], "entrant");
            organiser_says(world, rng, f, "drop", vec![("player", Opt::User(player))]).await;
        }
        2 if !f.result_set => {
            let under_way: Vec<(u64, u64)> = t
                .pairings
                .iter()
                .filter(|p| p.is_open() && p.game.is_some())
                .filter_map(|p| Some((p.first, p.second?)))
                .collect();
            let Some(&(first, second)) = under_way.get(rng.below(under_way.len().max(1) as u64) as usize) else {
                return;
            };
            f.result_set = true;
            let options = vec![
                ("first", Opt::User(FakeUser::new(first, "entrant"))),
                ("second", Opt::User(FakeUser::new(second, "entrant"))),
                ("outcome", Opt::Int(rng.below(3) as i64)),
            ];
            organiser_says(world, rng, f, "result", options).await;
        }
        _ => {}
    }
}

/// One press on each tournament board that offers one: a move (now and then a resignation) by the player it pings,
/// or Ready between the games of a match by each of its players in turn.
async fn play(world: &World, pool: &AnyPool, rng: &mut Rng, ready: &mut BTreeMap<u64, u32>) {
    if world.is_absent(OTHER_GUILD_ID) {
        return;
    }
    let threads: Vec<u64> = world
        .fake
        .threads()
        .iter()
        .filter(|t| t["parent_id"].as_str().and_then(|p| p.parse().ok()).is_some_and(|p: u64| CHANNELS.contains(&p)))
        .filter_map(|t| t["id"].as_str()?.parse().ok())
        .filter(|id| world.fake.active_threads().contains(id))
        .collect();
    let ours: HashSet<u64> = CHANNELS.iter().flat_map(|c| players(*c)).map(|p| p.id).collect();
    let mut live = false;
    for thread in threads {
        let Some(message) = world.fake.last_message_in_where(thread, |m| board_game(m).is_some()) else {
            continue;
        };
        let Some(board_id) = message["id"].as_str().and_then(|s| s.parse::<u64>().ok()) else { continue };
        let board = Board::read(&message);
        let moves: Vec<String> = board
            .actions
            .iter()
            .filter(|a| matches!(a, Action::Board { press: Press::Drop { .. } | Press::Pop { .. }, .. }))
            .map(Action::to_string)
            .collect();
        if let Some(&mover) = board.mentioned.iter().find(|id| ours.contains(id)).filter(|_| !moves.is_empty()) {
            live = true;
            let user = FakeUser::new(mover, "entrant");
            let resign = board.find(|a| matches!(a, Action::Board { press: Press::Resign { .. }, .. }));
            match resign.filter(|_| rng.chance(1, 60)) {
                Some(resign) => world.click(TOURNAMENT_TABLE, &user, board_id, &resign, "tournament resign").await,
                None => {
                    let pick = moves[rng.below(moves.len() as u64) as usize].clone();
                    world.click(TOURNAMENT_TABLE, &user, board_id, &pick, "tournament move").await
                }
            };
            continue;
        }
        if let Some(press) = board.find(|a| matches!(a, Action::Board { press: Press::Ready, .. })) {
            let Some(game) = board.game else { continue };
            let Some((first, second)) = pairing_players(pool, game).await else { continue };
            let pressed = ready.entry(game).or_default();
            let user = if pressed.is_multiple_of(2) { first } else { second };
            *pressed += 1;
            world.click(TOURNAMENT_TABLE, &FakeUser::new(user, "entrant"), board_id, &press, "tournament ready").await;
        }
    }
    world.round_live.store(live, Ordering::SeqCst);
}

/// The two players of stored game `game`.
async fn pairing_players(pool: &AnyPool, game: u64) -> Option<(u64, u64)> {
    let row: Option<(Option<i64>, Option<i64>)> = sqlx::query_as("SELECT red_id, yellow_id FROM games WHERE id = $1")
        .bind(game as i64)
        .fetch_optional(pool)
        .await
        .ok()?;
    let (Some(red), Some(yellow)) = row? else { return None };
    Some((red as u64, yellow as u64))
}
