//! The CPU's search threads under a flood: servers take turns, so one server's many replies cannot hold back
//! another server's single game.

use crate::support::fake_discord::{CHANNEL_ID, FakeUser, OTHER_CHANNEL_ID, Opt};
use crate::support::harness::{Harness, WAIT, moves_shown};
use cuatro::config::Config;
use std::time::Duration;

/// Games of the flooding server.
const FLOOD: usize = 8;

/// `/connect4 vs-cpu level:hard variant:10x10` by `user` in `channel`: the board.
async fn hard_10x10(h: &Harness, channel: u64, user: &FakeUser) -> u64 {
    let options = vec![("level", Opt::Int(2)), ("variant", Opt::from("10x10"))];
    let (id, answer) = h.slash_in(channel, user, &["connect4", "vs-cpu"], options).await;
    assert_eq!(answer["type"], 4, "{answer}");
    h.board_of(id).await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_lone_game_in_a_second_server_is_answered_while_the_first_floods() {
    let h = Harness::new("cpu-turns", |c: &mut Config| {
        c.games.cpu_threads = 1;
        c.games.thinking_after = Duration::ZERO;
    })
    .await;
    let flooders: Vec<FakeUser> =
        (0..FLOOD as u64).map(|i| FakeUser::new(7_100_000_000_000_000_000 + i, &format!("flooder{i}"))).collect();
    let mut flood = Vec::new();
    for (i, user) in flooders.iter().enumerate() {
        flood.push(hard_10x10(&h, CHANNEL_ID + 1 + i as u64, user).await);
    }
    let loner = FakeUser::new(7_200_000_000_000_000_000, "loner");
    let lone = hard_10x10(&h, OTHER_CHANNEL_ID, &loner).await;

    // Every flooding game's reply is queued on the one search thread (each press is answered with "thinking…"
    // once its reply is queued), then the other server's player presses.
    let presses = flood.iter().zip(&flooders).map(|(&board, user)| h.drop(user, board, 4));
    for answer in futures_util::future::join_all(presses).await {
        assert_eq!(answer["type"], 7, "{answer}");
    }
    let shown_before = flood.iter().filter(|&&b| moves_shown(&h, b) == 2).count();
    assert_eq!(h.drop(&loner, lone, 4).await["type"], 7);
    let deadline = tokio::time::Instant::now() + WAIT;
    while moves_shown(&h, lone) < 2 {
        assert!(tokio::time::Instant::now() < deadline, "the lone game's reply never came");
        tokio::time::sleep(Duration::from_millis(5)).await;
    }
    let shown_with_lone = flood.iter().filter(|&&b| moves_shown(&h, b) == 2).count();
    assert!(
        shown_with_lone <= shown_before + 3 && shown_with_lone < FLOOD,
        "the second server waited for the search under way (and one whose board was still being edited, or that \
         started as it pressed), not for the first server's queue: {shown_before} of {FLOOD} replies shown as it \
         pressed, {shown_with_lone} as its own came"
    );
    // The flood is served too.
    let deadline = tokio::time::Instant::now() + WAIT;
    while flood.iter().any(|&b| moves_shown(&h, b) < 2) {
        assert!(tokio::time::Instant::now() < deadline, "the first server's replies never all came");
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    h.finish().await;
}
