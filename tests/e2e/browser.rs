//! The web pages in a real browser (headless Chromium through ChromeDriver), served by the real `cuatro` binary
//! for games played through the fake Discord: a finished game's page stepped through with the keyboard, each move's
//! verdict as the solver judges it, a live page that shows a move within a second of it, and no page for a private
//! channel's game.

use crate::support::browser::Browser;
use crate::support::child::ChildBot;
use crate::support::fake_discord::{CHANNEL_ID, Opt};
use crate::support::harness::{Harness, WAIT, admin, alice, bob, game_id};
use cuatro::ai::perfect::{Perfect, position_of};
use cuatro::engine::{Game, Move, Variant};
use cuatro::game::game_code;
use cuatro::store::Engine;
use fantoccini::Locator;
use fantoccini::key::Key;
use std::net::SocketAddr;
use std::time::{Duration, Instant};

/// The fake, the bot serving its pages on a port of its own, the pages' address, and a browser; `None` where no
/// browser is installed (and none is required).
async fn setup(name: &str) -> Option<(Harness, ChildBot, SocketAddr, Browser)> {
    let h = Harness::on(Engine::Sqlite, name).await?;
    let browser = Browser::open(&h.dir).await?;
    let mut bot = ChildBot::new(&h.fake, &h.dir, &h.db_url());
    bot.set("web.listen", "127.0.0.1:0");
    bot.start().await;
    let start = Instant::now();
    let address = loop {
        if let Some(address) = bot.web_address() {
            break address;
        }
        assert!(start.elapsed() < WAIT, "the bot never served its pages");
        tokio::time::sleep(Duration::from_millis(20)).await;
    };
    let (_, answer) = h.slash(&admin(), &["connect4-admin", "settings"], vec![("web-pages", Opt::Bool(true))]).await;
    assert_eq!(answer["type"], 4, "the pages are turned on: {answer}");
    Some((h, bot, address, browser))
}

async fn tear_down(h: Harness, mut bot: ChildBot, browser: Browser) {
    browser.close().await;
    bot.kill();
    let panics = bot.panics();
    assert!(panics.is_empty(), "the bot panicked: {panics:?}");
    h.finish().await;
}

/// Opens `url` and waits until the page shows a board, reloading while the game's page is not there yet (its last
/// save on the way) or its verdicts are not (its review under way).
async fn open_game_page(browser: &Browser, url: &str, moves: usize) {
    let start = Instant::now();
    loop {
        browser.client.goto(url).await.expect("the page opens");
        if browser.count("ol.moves li span.verdict").await == moves {
            return;
        }
        assert!(start.elapsed() < WAIT, "no page with {moves} verdicts at {url}: {:?}", browser.client.source().await);
        tokio::time::sleep(Duration::from_millis(200)).await;
    }
}

/// Presses `key` and waits until the browser shows the position after `step` moves (the address says so).
async fn step_with(browser: &Browser, key: Key, step: usize) {
    browser.press(key).await;
    let start = Instant::now();
    let wanted = format!("step={step}");
    while !browser.client.current_url().await.unwrap().query().unwrap_or_default().contains(&wanted) {
        assert!(start.elapsed() < WAIT, "the key did not lead to {wanted}");
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
}

/// The verdict the review gives a move, from the exact scores of every column before it (the mover's view:
/// above zero a win, zero a draw, below a loss): a blunder throws a win away into a loss, a mistake loses a
/// class of outcome, the best move keeps the best score, an inaccuracy keeps the outcome but not the score.
fn solvers_verdict(best: i32, played: i32) -> &'static str {
    if best > 0 && played < 0 {
        "blunder"
    } else if played.signum() < best.signum() {
        "mistake"
    } else if played == best {
        "best"
    } else {
        "inaccuracy"
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_finished_games_page_steps_with_the_keyboard_and_shows_the_solvers_verdicts() {
    let Some((h, bot, address, browser)) = setup("browser-game").await else { return };
    // Red wins down column a; yellow lets it through at move 8.
    let columns = [3, 3, 0, 1, 0, 1, 0, 1, 0];
    let board = h.pvp(vec![]).await;
    h.play(board, &alice(), &bob(), &columns).await;
    let code = game_code(game_id(&h.fake.message(board).unwrap()));
    // The final board's link button leads to the page (the port the listener was given for `:0`).
    let url = crate::web::link_of(&h.fake.message(board).unwrap()).expect("a link to the game's page");
    assert_eq!(url, format!("http://{address}/g/{code}"));
    open_game_page(&browser, &url, columns.len()).await;
    assert_eq!(browser.count("figure.board circle.stone").await, columns.len(), "the final position");
    assert_eq!(browser.count("figure.board circle.line").await, 4, "its winning line ringed");

    // Each verdict shown is the solver's.
    let mut solver = Perfect::default();
    let mut game = Game::new(Variant::default());
    let items = browser.client.find_all(Locator::Css("ol.moves li")).await.unwrap();
    assert_eq!(items.len(), columns.len());
    for (i, (item, &column)) in items.iter().zip(&columns).enumerate() {
        let scores = solver.scores(&position_of(&game).unwrap());
        let best = scores.iter().flatten().max().copied().unwrap();
        let played = scores[column as usize].unwrap();
        let verdict = item.find(Locator::Css("span.verdict")).await.unwrap();
        let class = verdict.attr("class").await.unwrap().unwrap_or_default();
        let text = verdict.text().await.unwrap();
        assert_eq!(class, format!("verdict {}", solvers_verdict(best, played)), "move {}: {text}", i + 1);
        assert!(!text.contains('*'), "no Discord markdown on a page: {text}");
        if played != best {
            let shown = text.split("(best ").nth(1).and_then(|rest| rest.chars().next()).expect("the best move");
            let column = shown as usize - 'a' as usize;
            assert_eq!(scores[column], Some(best), "move {}: {text} names a best column", i + 1);
        }
        game.play(Move::Drop(column)).unwrap();
    }

    // Home, then → through every move: the board, its caption and the move list follow.
    step_with(&browser, Key::Home, 0).await;
    assert_eq!(browser.count("figure.board circle.stone").await, 0);
    assert_eq!(browser.text("figcaption").await.as_deref(), Some("The start position"));
    for step in 1..=columns.len() {
        step_with(&browser, Key::Right, step).await;
        assert_eq!(browser.count("figure.board circle.stone").await, step);
        let caption = format!("After move {step} of {}", columns.len());
        assert_eq!(browser.text("figcaption").await.as_deref(), Some(caption.as_str()));
        let current = browser.text(r#"ol.moves a[aria-current="step"]"#).await;
        let played = char::from(b'a' + columns[step - 1]).to_string();
        assert_eq!(current, Some(played), "the move list marks move {step}");
    }
    step_with(&browser, Key::Left, columns.len() - 1).await;
    step_with(&browser, Key::End, columns.len()).await;
    assert_eq!(browser.count("figure.board circle.line").await, 4);

    // A private channel's game has no page.
    const MODS: u64 = 2_100_000_000_000_000_043;
    const PRIVATE: u64 = 3_000_000_000_000_000_430;
    h.fake.create_role(MODS, "mods").await;
    h.fake.create_private_channel(PRIVATE, &[MODS], &[]).await;
    let private = h.pvp_in(PRIVATE, vec![]).await;
    h.play(private, &alice(), &bob(), &columns).await;
    let private = game_code(game_id(&h.fake.message(private).unwrap()));
    browser.client.goto(&format!("http://{address}/g/{private}")).await.unwrap();
    assert_eq!(browser.count("figure.board").await, 0, "{:?}", browser.client.source().await);
    assert_eq!(browser.text("p").await.as_deref(), Some("No page here."));
    tear_down(h, bot, browser).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_live_page_shows_each_move_within_a_second() {
    let Some((h, bot, address, browser)) = setup("browser-live").await else { return };
    let board = h.pvp_in(CHANNEL_ID, vec![]).await;
    let code = game_code(game_id(&h.fake.message(board).unwrap()));
    browser.client.goto(&format!("http://{address}/live/{code}")).await.unwrap();
    assert_eq!(browser.count("figure.board circle.stone").await, 0, "the start position");
    let columns = [0, 1, 0, 1, 0, 1, 0];
    for (i, &column) in columns.iter().enumerate() {
        let player = if i % 2 == 0 { alice() } else { bob() };
        let pressed = Instant::now();
        let answer = h.drop(&player, board, column).await;
        assert_eq!(answer["type"], 7, "{answer}");
        while browser.count("figure.board circle.stone").await < i + 1 {
            assert!(pressed.elapsed() < Duration::from_secs(1), "move {} not on the live page within a second", i + 1);
            tokio::time::sleep(Duration::from_millis(10)).await;
        }
    }
    let start = Instant::now();
    while browser.count("figure.board.over").await == 0 {
        assert!(start.elapsed() < Duration::from_secs(1), "the live page did not show the game's end");
        tokio::time::sleep(Duration::from_millis(10)).await;
    }
    assert_eq!(browser.count("figure.board circle.line").await, 4, "the winning line");
    tear_down(h, bot, browser).await;
}
