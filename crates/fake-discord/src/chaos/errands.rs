//! What a table's players do between games, besides starting the next one: a puzzle (moves kept or missed, a
//! press from an older card, a press on the other player's card), the daily puzzle's Solve, a replay (its button
//! or the command), the stats with their chart, the leaderboard's pages, the list of games under way and its
//! pages, a review of a finished game from the database, a server setting changed by an admin, a tournament's
//! buttons and commands, a player's own data: sent, or forgotten, and a finished game's web page.

use super::world::{World, admin};
use crate::{FakeDiscord, FakeUser, GUILD_ID, Opt};
use cuatro_engine::Rng;
use cuatro_game::{Action, ButtonId, ForgetButton, PuzzleButton, game_code};
use serde_json::Value;

/// Who runs an errand, and where.
pub struct Errand<'a> {
    pub world: &'a World,
    pub table: usize,
    pub red: &'a FakeUser,
    pub yellow: &'a FakeUser,
    /// The channel the table gives its commands in.
    pub home: u64,
    /// The board of the table's last finished game and that game, if any.
    pub finished: Option<(u64, u64)>,
}

/// Runs one errand picked at random.
pub async fn run(errand: &Errand<'_>, rng: &mut Rng) {
    match rng.below(12) {
        0 | 1 => puzzle(errand, rng).await,
        2 => daily(errand, rng).await,
        3 => replay(errand, rng).await,
        4 => stats(errand, rng).await,
        5 => leaderboard(errand, rng).await,
        6 => review(errand).await,
        7 => games(errand, rng).await,
        8 => tournament(errand, rng).await,
        9 => privacy(errand, rng).await,
        10 => web(errand).await,
        _ => settings(errand, rng).await,
    }
}

/// The puzzle buttons of a message.
fn puzzle_buttons(message: &Value) -> Vec<(PuzzleButton, bool)> {
    let buttons = FakeDiscord::buttons(message).into_iter().flatten();
    buttons
        .filter_map(|(id, disabled, _)| match ButtonId::parse(&id) {
            Ok(ButtonId::Puzzle(button)) => Some((button, disabled)),
            _ => None,
        })
        .collect()
}

/// A private puzzle card: a few of the player's moves (each kept or missed as the dice fall), now and then a
/// press from the card as it was, or one by the other player; Next on a finished card.
async fn play_card(errand: &Errand<'_>, rng: &mut Rng, card: u64) {
    let w = errand.world;
    let mut first_seen: Option<String> = None;
    for _ in 0..6 {
        let Some(message) = w.fake.message(card) else { return };
        let buttons = puzzle_buttons(&message);
        let moves: Vec<String> = buttons
            .iter()
            .filter(|(b, disabled)| !disabled && matches!(b, PuzzleButton::Drop { .. } | PuzzleButton::Pop { .. }))
            .map(|(b, _)| b.to_string())
            .collect();
        if moves.is_empty() {
            if let Some((next, _)) = buttons.iter().find(|(b, d)| !d && matches!(b, PuzzleButton::Next { .. }))
                && rng.chance(1, 2)
            {
                w.click(errand.table, errand.red, card, &next.to_string(), "puzzle next").await;
                continue;
            }
            return;
        }
        let pick = moves[rng.below(moves.len() as u64) as usize].clone();
        let stale = first_seen.get_or_insert_with(|| pick.clone()).clone();
        match rng.below(11) {
            0 => w.click(errand.table, errand.yellow, card, &pick, "puzzle (someone else's)").await,
            1 => w.click(errand.table, errand.red, card, &stale, "puzzle (stale)").await,
            _ => w.click(errand.table, errand.red, card, &pick, "puzzle move").await,
        };
    }
}

/// `/connect4 puzzle play` in either variant, then the card played.
async fn puzzle(errand: &Errand<'_>, rng: &mut Rng) {
    let w = errand.world;
    let options = vec![("variant", Opt::Int(rng.below(2) as i64))];
    let path = ["connect4", "puzzle", "play"];
    let Some(id) = w.slash_id(errand.table, errand.home, errand.red, &path, options).await else { return };
    if w.answer(id).await.is_none() {
        return;
    }
    if let Some(card) = w.fake.original_message(id) {
        play_card(errand, rng, card).await;
    }
}

/// Solve on a daily puzzle post of the table's server (by one of its players), then the card played.
async fn daily(errand: &Errand<'_>, rng: &mut Rng) {
    let w = errand.world;
    let guild = w.fake.guild_of(errand.home);
    let posts: Vec<(u64, String)> = w
        .fake
        .messages()
        .into_iter()
        .filter(|m| m["channel_id"].as_str().and_then(|c| c.parse().ok()).and_then(|c| w.fake.guild_of(c)) == guild)
        .filter_map(|m| {
            let solve = puzzle_buttons(&m).into_iter().find(|(b, _)| matches!(b, PuzzleButton::Solve { .. }))?;
            Some((m["id"].as_str()?.parse().ok()?, solve.0.to_string()))
        })
        .collect();
    let Some((post, solve)) = posts.last().cloned() else { return };
    let user = if rng.chance(1, 2) { errand.red } else { errand.yellow };
    let Some(id) = w.click_id(errand.table, user, post, &solve, "daily solve").await else { return };
    // The card is the answer's own message (a new private message).
    if w.answer(id).await.is_some()
        && let Some(card) = w.fake.original_message(id)
    {
        let other = if user.id == errand.red.id { errand.yellow } else { errand.red };
        play_card(&Errand { red: user, yellow: other, ..*errand }, rng, card).await;
    }
}

/// Replay of the last finished game: its button, or `/connect4 replay` naming it.
async fn replay(errand: &Errand<'_>, rng: &mut Rng) {
    let w = errand.world;
    let Some((board, game)) = errand.finished else { return };
    let button = w.fake.message(board).and_then(|m| {
        FakeDiscord::buttons(&m)
            .into_iter()
            .flatten()
            .map(|b| b.0)
            .find(|id| matches!(ButtonId::parse(id), Ok(ButtonId::Game(Action::Replay { game: g })) if g == game))
    });
    match button.filter(|_| rng.chance(1, 2)) {
        Some(button) => {
            w.click(errand.table, errand.red, board, &button, "replay").await;
        }
        None => {
            let options = vec![("game", Opt::Str(game_code(game)))];
            w.slash(errand.table, errand.home, errand.yellow, &["connect4", "replay"], options).await;
        }
    }
}

/// `/connect4 stats`, of the caller or of the other player.
async fn stats(errand: &Errand<'_>, rng: &mut Rng) {
    let options = if rng.chance(1, 2) { vec![("user", Opt::User(errand.yellow.clone()))] } else { vec![] };
    errand.world.slash(errand.table, errand.home, errand.red, &["connect4", "stats"], options).await;
}

/// `/connect4 leaderboard`, then its pages turned (now and then by someone else, who is refused).
async fn leaderboard(errand: &Errand<'_>, rng: &mut Rng) {
    paged(errand, rng, "leaderboard", "c4l:", "leaderboard page").await;
}

/// `/connect4 games`, then its pages turned (now and then by someone else, who is refused).
async fn games(errand: &Errand<'_>, rng: &mut Rng) {
    paged(errand, rng, "games", "c4g:", "games page").await;
}

/// `/connect4 <command>`, then the pages of its answer turned twice (now and then by someone else, who is
/// refused), by its enabled buttons whose ids start with `prefix`.
async fn paged(errand: &Errand<'_>, rng: &mut Rng, command: &str, prefix: &str, what: &'static str) {
    let w = errand.world;
    let path = ["connect4", command];
    let Some(id) = w.slash_id(errand.table, errand.home, errand.red, &path, vec![]).await else { return };
    if w.answer(id).await.is_none() {
        return;
    }
    let Some(message) = w.fake.original_message(id) else { return };
    for _ in 0..2 {
        let pages: Vec<String> = w.fake.message(message).map_or_else(Vec::new, |m| {
            let buttons = FakeDiscord::buttons(&m).into_iter().flatten();
            buttons.filter(|(id, disabled, _)| !disabled && id.starts_with(prefix)).map(|b| b.0).collect()
        });
        let Some(page) = pages.get(rng.below(pages.len().max(1) as u64) as usize) else { return };
        let user = if rng.chance(1, 5) { errand.yellow } else { errand.red };
        w.click(errand.table, user, message, page, what).await;
    }
}

/// `/connect4 review` of the last finished game by its code: read from the database when the bot restarted
/// since, or when its review is not kept.
async fn review(errand: &Errand<'_>) {
    let Some((_, game)) = errand.finished else { return };
    let options = vec![("game", Opt::Str(game_code(game)))];
    errand.world.slash(errand.table, errand.home, errand.red, &["connect4", "review"], options).await;
}

/// The web page of the table's last finished game, read from the bot's listener as a browser would (its address
/// from the process's log): served, not found (the server's pages off, a private place, a game purged), busy (the
/// database away: told to come back), too many from this address, or no answer within 3 s; a process being killed
/// or not started yet has no listener.
async fn web(errand: &Errand<'_>) {
    let Some((_, game)) = errand.finished else { return };
    let address = errand.world.bot.lock().await.web_address();
    let outcome = match address {
        Some(address) => read_page(address, &format!("/g/{}", game_code(game))).await,
        None => "no listener",
    };
    *errand.world.log.lock().unwrap().web.entry(outcome).or_default() += 1;
}

/// A web page read that connected and was not answered in time: the run is not clean.
pub const WEB_UNANSWERED: &str = "no answer within 3 s";

/// One GET of `path` from the pages at `address`: how it ended.
async fn read_page(address: std::net::SocketAddr, path: &str) -> &'static str {
    use tokio::io::{AsyncReadExt, AsyncWriteExt};
    let read = async {
        let mut stream = tokio::net::TcpStream::connect(address).await.ok()?;
        let head = format!("GET {path} HTTP/1.1\r\nHost: {address}\r\nConnection: close\r\n\r\n");
        stream.write_all(head.as_bytes()).await.ok()?;
        let mut answer = Vec::new();
        stream.read_to_end(&mut answer).await.ok()?;
        Some(answer)
    };
    match tokio::time::timeout(std::time::Duration::from_secs(3), read).await {
        Err(_) => WEB_UNANSWERED,
        Ok(None) => "no listener",
        Ok(Some(answer)) if answer.starts_with(b"HTTP/1.1 200") => "served",
        Ok(Some(answer)) if answer.starts_with(b"HTTP/1.1 404") => "not found",
        Ok(Some(answer)) if answer.starts_with(b"HTTP/1.1 503") => "busy, come back later (503)",
        Ok(Some(answer)) if answer.starts_with(b"HTTP/1.1 429") => "too many from this address (429)",
        Ok(Some(_)) => "another answer",
    }
}

/// `/connect4 my-data` (the caller's file), or `/connect4 forget-me` and a press on its confirmation: Cancel, Forget
/// me by the other player (refused), or Forget me by the caller (refused while a game of theirs is under way; else
/// they are forgotten: their games and results name a former player from then on, and their standings go).
async fn privacy(errand: &Errand<'_>, rng: &mut Rng) {
    let (w, table, home, red) = (errand.world, errand.table, errand.home, errand.red);
    if rng.chance(1, 2) {
        w.slash(table, home, red, &["connect4", "my-data"], vec![]).await;
        return;
    }
    let Some(id) = w.slash_id(table, home, red, &["connect4", "forget-me"], vec![]).await else { return };
    if w.answer(id).await.is_none() {
        return;
    }
    let Some(message) = w.fake.original_message(id) else { return };
    let (confirm, user) = match rng.below(4) {
        0 => (false, red),
        1 => (true, errand.yellow),
        _ => (true, red),
    };
    let button = ForgetButton { confirm, caller: red.id }.to_string();
    w.click(table, user, message, &button, "forget-me").await;
}

/// A channel no table plays in, for the channel settings.
const UNUSED_CHANNEL: u64 = 3_900_000_000_000_000_999;

/// An admin changes one of the server's settings: the board theme, hints, the turn timer of new games (none,
/// 60 s or 5 min), the channels games may be started in (one no table uses disallowed, or every channel allowed
/// again), the daily puzzle's channel (this table's, at hour 0, so that it is due at once), or the "Games now"
/// message (kept in a channel no table uses, on the server that has one, or removed).
async fn settings(errand: &Errand<'_>, rng: &mut Rng) {
    let on_main_server = errand.world.fake.guild_of(errand.home) == Some(GUILD_ID);
    let options = match rng.below(7) {
        5 => vec![("web-pages", Opt::Bool(rng.chance(3, 4)))],
        0 => vec![("theme", Opt::Int(rng.below(3) as i64))],
        1 => vec![("hints", Opt::Bool(rng.chance(3, 4)))],
        2 => vec![("timer", Opt::Int([0, 2, 3][rng.below(3) as usize]))],
        3 if rng.chance(1, 2) => vec![("disallow-channel", Opt::Channel(UNUSED_CHANNEL))],
        3 => vec![("every-channel", Opt::Bool(true))],
        4 => vec![("daily-puzzle-channel", Opt::Channel(errand.home)), ("daily-puzzle-hour", Opt::Int(0))],
        _ if on_main_server && rng.chance(2, 3) => vec![("games-now-channel", Opt::Channel(UNUSED_CHANNEL))],
        _ => vec![("games-now-off", Opt::Bool(true))],
    };
    let path = ["connect4-admin", "settings"];
    errand.world.slash(errand.table, errand.home, &admin(), &path, options).await;
}

/// A tournament in the table's channel (created by the admin the first time, never started: its games would
/// take the table's players away): Join, Leave or My game pressed by either player, a malformed or unknown
/// tournament's button now and then, or `/connect4-tournament standings`, `why`, `berserk` (refused: not started)
/// or `export`.
async fn tournament(errand: &Errand<'_>, rng: &mut Rng) {
    let w = errand.world;
    let known = w.tournaments.lock().unwrap().get(&errand.home).copied();
    let Some(message) = known else {
        let path = ["connect4-tournament", "create"];
        let options = vec![("format", Opt::Int(rng.below(4) as i64)), ("cap", Opt::Int(64))];
        let Some(id) = w.slash_id(errand.table, errand.home, &admin(), &path, options).await else { return };
        w.answer(id).await;
        if let Some(message) = w.fake.original_message(id) {
            w.tournaments.lock().unwrap().insert(errand.home, message);
        }
        return;
    };
    let Some(shown) = w.fake.message(message) else { return };
    let buttons: Vec<String> = FakeDiscord::buttons(&shown).into_iter().flatten().map(|b| b.0).collect();
    let user = if rng.chance(1, 2) { errand.red } else { errand.yellow };
    match rng.below(11) {
        0 => drop(w.slash(errand.table, errand.home, user, &["connect4-tournament", "standings"], vec![]).await),
        1 => drop(w.slash(errand.table, errand.home, user, &["connect4-tournament", "why"], vec![]).await),
        2 => drop(w.click(errand.table, user, message, "c4t:j:1", "tournament (unknown)").await),
        3 => drop(w.slash(errand.table, errand.home, user, &["connect4-tournament", "berserk"], vec![]).await),
        4 => drop(w.slash(errand.table, errand.home, user, &["connect4-tournament", "export"], vec![]).await),
        _ => {
            let Some(press) = buttons.get(rng.below(buttons.len().max(1) as u64) as usize) else { return };
            drop(w.click(errand.table, user, message, press, "tournament button").await);
        }
    }
}
