//! Tournaments through the fake Discord on both engines: played to their end (`played`), and under the faults a
//! server meets — missing permissions, deleted channels, forged buttons, a slow database, organisers' corrections
//! (`faults`). The helpers both use: the organiser and the players, creating and joining, waiting for the stored
//! tournament, playing rounds by a fixed rule.

mod faults;
mod played;

use crate::support::fake_discord::{FakeUser, Opt, Recorded};
use crate::support::harness::{Harness, button};
use cuatro::game::tournament::Tournament;
use cuatro::store::GameRow;
use serde_json::Value;
use std::time::{Duration, Instant};

pub fn organiser() -> FakeUser {
    FakeUser::new(9_000_000_000_000_000_019, "organiser").admin()
}

/// Eight players, the strongest first: in these tests a lower index beats a higher one, except that neighbours
/// (indexes one apart) split their match 1–1.
pub fn players() -> Vec<FakeUser> {
    (0..8u64).map(|i| FakeUser::new(4_100_000_000_000_000_000 + i, &format!("p{i}"))).collect()
}

pub fn short_timer(c: &mut cuatro::config::Config) {
    c.games.default_timer = Some(Duration::from_secs(3));
}

/// The role a server gives its tournament organisers, and a member who has it (without Manage Server).
pub const ORGANISERS: u64 = 2_100_000_000_000_000_042;

pub fn director() -> FakeUser {
    FakeUser::new(9_100_000_000_000_000_019, "director").with_role(ORGANISERS)
}

/// `/connect4-tournament create` with `options`: the tournament's id and its message.
pub async fn create(h: &Harness, options: Vec<(&str, Opt)>) -> (u64, u64) {
    create_as(h, &organiser(), options).await
}

pub async fn create_as(h: &Harness, by: &FakeUser, options: Vec<(&str, Opt)>) -> (u64, u64) {
    let (id, answer) = h.slash(by, &["connect4-tournament", "create"], options).await;
    assert_eq!(answer["type"], 4, "{answer}");
    let message = h.board_of(id).await;
    let join = button(&h.fake.message(message).unwrap(), "c4t:j:");
    (join.rsplit(':').next().unwrap().parse().unwrap(), message)
}

pub async fn join(h: &Harness, message: u64, tournament: u64, user: &FakeUser) -> Value {
    h.click(user, message, &format!("c4t:j:{tournament}")).await
}

pub async fn tournament(h: &Harness, id: u64) -> Tournament {
    let store = h.store().await;
    let t = store.tournament(id).await.unwrap().expect("stored").tournament;
    store.close().await;
    t
}

/// Waits until the tournament satisfies `pred`.
pub async fn wait_for(h: &Harness, id: u64, what: &str, pred: impl Fn(&Tournament) -> bool) -> Tournament {
    let start = Instant::now();
    loop {
        let t = tournament(h, id).await;
        if pred(&t) {
            return t;
        }
        assert!(start.elapsed() < Duration::from_secs(60), "{what}: {t:#?}");
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
}

/// The games of round `round`, once every one is stored with its board posted.
pub async fn round_games(h: &Harness, id: u64, round: u32) -> Vec<(u64, u64, u64, GameRow)> {
    let t = wait_for(h, id, "the round's games open", |t| {
        t.round >= round && t.round_pairings(round).all(|(_, p)| p.second.is_none() || p.game.is_some())
    })
    .await;
    let mut games = Vec::new();
    for (_, p) in t.round_pairings(round) {
        let (Some(second), Some(game)) = (p.second, p.game) else { continue };
        let row = h.wait_row(game, |r| r.message_id.is_some()).await;
        games.push((p.first, second, game, row));
    }
    games
}

/// Who is to move in the stored game now.
pub async fn to_move(h: &Harness, game: u64) -> u64 {
    let row = h.row(game).await;
    let made = row.moves.chars().filter(char::is_ascii_alphabetic).count();
    let seat = if made % 2 == 0 { row.red_id } else { row.yellow_id };
    seat.unwrap() as u64
}

/// Plays the current game of `board` so that `winner` wins: a column of four for the first player on move 7, or for
/// the second on move 8.
pub async fn win_game(h: &Harness, board: u64, game: u64, winner: &FakeUser, loser: &FakeUser) {
    let winner_first = to_move(h, game).await == winner.id;
    let (first, second) = if winner_first { (winner, loser) } else { (loser, winner) };
    let columns: &[u8] = if winner_first { &[0, 1, 0, 1, 0, 1, 0] } else { &[0, 1, 2, 1, 0, 1, 2, 1] };
    h.play(board, first, second, columns).await;
}

/// Plays a pairing's match (two games) by the tests' rule: `a` (the lower index) wins both, or each wins one as
/// neighbours.
pub async fn play_match(h: &Harness, game: u64, board: u64, a: &FakeUser, b: &FakeUser, neighbours: bool) {
    win_game(h, board, game, a, b).await;
    let second_game = if neighbours { (b, a) } else { (a, b) };
    h.wait_row(game, |r| r.moves.is_empty() || r.status == "finished").await;
    win_game(h, board, game, second_game.0, second_game.1).await;
    h.wait_row(game, |r| r.status == "finished").await;
}

/// Plays for `present` whenever it is their turn (any column with room) until the game ends: the other player
/// never moves.
pub async fn play_alone(h: &Harness, game: u64, board: u64, present: &FakeUser) {
    let mut column = 0;
    let start = Instant::now();
    while h.row(game).await.status != "finished" {
        assert!(start.elapsed() < Duration::from_secs(60), "the no-show's game never ended");
        if to_move(h, game).await == present.id {
            let answer = h.drop(present, board, column % 7).await;
            if answer["type"] == 7 {
                column += 1;
            }
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
}

/// The tests' result of a pairing between players of indexes `i` and `j`, in half points for `i`.
pub fn expected_points(i: usize, j: usize) -> u32 {
    match i.abs_diff(j) {
        1 => 1,
        _ if i < j => 2,
        _ => 0,
    }
}

/// Plays every game of `round` by the tests' rule (`absent` never moves), all at once as players do (the turn
/// timer is short); returns the half points each pairing gave its first player.
pub async fn play_round(h: &Harness, id: u64, round: u32, absent: Option<u64>) -> Vec<(u64, u64, u32)> {
    let all = players();
    let index = |user: u64| all.iter().position(|p| p.id == user).unwrap();
    let games = round_games(h, id, round).await;
    let plays = games.into_iter().map(|(first, second, game, row)| {
        let all = &all;
        async move {
            let board = row.message_id.unwrap() as u64;
            let (i, j) = (index(first), index(second));
            if absent == Some(first) || absent == Some(second) {
                let present = if absent == Some(first) { second } else { first };
                play_alone(h, game, board, &all[index(present)]).await;
                return (first, second, if present == first { 2 } else { 0 });
            }
            let (a, b) = if i < j { (i, j) } else { (j, i) };
            play_match(h, game, board, &all[a], &all[b], a.abs_diff(b) == 1).await;
            (first, second, expected_points(i, j))
        }
    });
    let results = futures_util::future::join_all(plays).await;
    wait_for(h, id, "the round's results applied", |t| {
        t.round_pairings(round).all(|(_, p)| p.result.is_some() || p.void)
    })
    .await;
    results
}
