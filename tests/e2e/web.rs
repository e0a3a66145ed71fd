//! The web pages (`web.listen`) served by the bot: a finished game's page and replay where its server turned the
//! pages on, and nothing for a game under way, a private channel's game, a server that did not opt in, or an
//! address that names no game; forgotten players are not named; an address past its requests a minute is told when
//! to come back.

use crate::support::fake_discord::Opt;
use crate::support::harness::{Harness, WAIT, admin, alice, bob, each_engine_with, game_id};
use cuatro::game::game_code;
use std::net::SocketAddr;
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::TcpStream;

/// The pages on an ephemeral loopback port, linked as a public address behind a proxy.
fn with_pages(config: &mut cuatro::config::Config) {
    config.web.listen = Some("127.0.0.1:0".into());
    config.web.public_url = Some("https://c4.example.org/".into());
}

/// One GET: (status, head in lower case, body).
async fn get(address: SocketAddr, path: &str) -> (u16, String, Vec<u8>) {
    get_in(address, path, "").await
}

/// One GET with the browser's `Accept-Language` (none when empty).
async fn get_in(address: SocketAddr, path: &str, accept: &str) -> (u16, String, Vec<u8>) {
    let accept = if accept.is_empty() { String::new() } else { format!("Accept-Language: {accept}\r\n") };
    get_with(address, path, &accept).await
}

/// One GET with more header lines (each ending in CRLF).
async fn get_with(address: SocketAddr, path: &str, headers: &str) -> (u16, String, Vec<u8>) {
    let mut stream = TcpStream::connect(address).await.expect("the pages listen");
    let head = format!("GET {path} HTTP/1.1\r\nHost: {address}\r\n{headers}Connection: close\r\n\r\n");
    stream.write_all(head.as_bytes()).await.unwrap();
    let mut response = Vec::new();
    stream.read_to_end(&mut response).await.unwrap();
    let split = response.windows(4).position(|w| w == b"\r\n\r\n").expect("a head");
    let head = String::from_utf8_lossy(&response[..split]).to_string();
    let status = head.split(' ').nth(1).unwrap().parse().unwrap();
    (status, head.to_lowercase(), response[split + 4..].to_vec())
}

/// A game's page once it shows its verdicts: the first views of a page may come before its review is done (a page
/// waits 1 s for it, longer under the load of the tests running beside).
async fn reviewed_page(address: SocketAddr, page: &str) -> (u16, String, String) {
    let start = std::time::Instant::now();
    loop {
        let (status, head, body) = get(address, page).await;
        let html = String::from_utf8(body).unwrap();
        if status != 200 || html.contains(r#"<span class="verdict "#) || start.elapsed() > WAIT {
            return (status, head, html);
        }
        tokio::time::sleep(std::time::Duration::from_millis(100)).await;
    }
}

/// The URL of a message's link button, if it has one.
pub(crate) fn link_of(message: &serde_json::Value) -> Option<String> {
    let rows = message["components"].as_array()?;
    let mut buttons = rows.iter().filter_map(|row| row["components"].as_array()).flatten();
    buttons.find(|b| b["style"] == 5).and_then(|b| b["url"].as_str()).map(str::to_string)
}

fn address(h: &Harness) -> SocketAddr {
    *h.bot.as_ref().unwrap().app.web_address.get().expect("the pages are served")
}

/// Turns the server's pages on or off.
async fn pages(h: &Harness, on: bool) {
    let (_, answer) = h.slash(&admin(), &["connect4-admin", "settings"], vec![("web-pages", Opt::Bool(on))]).await;
    assert_eq!(answer["type"], 4, "{answer}");
}

/// A game Alice wins in `channel` (a column of four): its code.
async fn won_in(h: &Harness, channel: u64) -> String {
    let board = h.pvp_in(channel, vec![]).await;
    h.play(board, &alice(), &bob(), &[0, 1, 0, 1, 0, 1, 0]).await;
    game_code(game_id(&h.fake.message(board).unwrap()))
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_finished_games_page_is_served_only_where_its_server_turned_pages_on() {
    each_engine_with("web_pages", with_pages, |h| async move {
        let address = address(&h);
        let code = won_in(&h, crate::support::fake_discord::CHANNEL_ID).await;
        let page = format!("/g/{code}");
        assert_eq!(get(address, &page).await.0, 404, "the pages are off until an admin turns them on");
        pages(&h, true).await;
        let (status, head, html) = reviewed_page(address, &page).await;
        assert_eq!(status, 200, "{head}\n{html}");
        assert!(head.contains("content-security-policy: default-src 'none'; script-src 'self'"), "{head}");
        assert!(!head.contains("set-cookie"), "no cookies");
        assert!(html.contains(&format!("<title>Connect Four · game {code}</title>")), "{html}");
        assert!(html.contains(&format!(r#"content="https://c4.example.org/g/{code}/final.png""#)), "{html}");
        assert!(html.contains("Red: alice") && html.contains("Yellow: bob"), "names, not mentions: {html}");
        assert_eq!(html.matches(r#"class="line""#).count(), 4, "the final position rings the winning line");
        // The solver's verdict on each move: yellow's 6th (b) lets red's column through.
        assert_eq!(html.matches(r#"<span class="verdict "#).count(), 7, "{html}");
        assert!(html.contains(r#"?step=6">b</a> <span class="verdict blunder">"#), "{html}");
        // In the browser's language, or the one the address asks for.
        let (_, head, spanish) = get_in(address, &page, "es-ES,es;q=0.9,en;q=0.8").await;
        let spanish = String::from_utf8(spanish).unwrap();
        assert!(spanish.contains(&format!("<title>Conecta 4 · partida {code}</title>")), "{spanish}");
        assert!(spanish.contains("Rojo: alice") && head.contains("vary: accept-language"), "{head}");
        let (_, _, french) = get_in(address, &format!("{page}?lang=fr"), "es").await;
        let french = String::from_utf8(french).unwrap();
        assert!(french.contains("Puissance 4") && french.contains("&amp;lang=fr"), "{french}");
        let (_, _, start) = get(address, &format!("{page}?step=0")).await;
        assert!(String::from_utf8(start).unwrap().contains("The start position"));
        let (status, head, gif) = get(address, &format!("{page}/replay.gif")).await;
        assert_eq!((status, gif.starts_with(b"GIF89a")), (200, true), "{head}");
        let (status, head, png) = get(address, &format!("{page}/final.png")).await;
        assert_eq!((status, png.starts_with(b"\x89PNG")), (200, true), "the unfurled picture: {head}");
        let (status, head, script) = get(address, "/static/game.js").await;
        assert!(status == 200 && head.contains("text/javascript") && !script.is_empty(), "{head}");
        // Pages on, its review links to it.
        let review = vec![("game", Opt::Str(code.clone()))];
        let review = crate::assist::slash_private(&h, &alice(), &["connect4", "review"], review).await;
        let linked = format!("https://c4.example.org/g/{code}");
        assert_eq!(link_of(&review).as_deref(), Some(linked.as_str()), "{review}");
        // Pages on, a final board links to its page.
        let board = h.pvp(vec![]).await;
        h.play(board, &alice(), &bob(), &[0, 1, 0, 1, 0, 1, 0]).await;
        let linked = format!("https://c4.example.org/g/{}", game_code(game_id(&h.fake.message(board).unwrap())));
        assert_eq!(link_of(&h.fake.message(board).unwrap()).as_deref(), Some(linked.as_str()));
        pages(&h, false).await;
        assert_eq!(get(address, &page).await.0, 404, "turned off, gone at once");
        h
    })
    .await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_private_channels_game_a_game_under_way_and_unknown_codes_have_no_page() {
    const MODS: u64 = 2_100_000_000_000_000_041;
    const PRIVATE: u64 = 3_000_000_000_000_000_410;
    each_engine_with("web_private", with_pages, |h| async move {
        let address = address(&h);
        h.fake.create_role(MODS, "mods").await;
        h.fake.create_private_channel(PRIVATE, &[MODS], &[]).await;
        pages(&h, true).await;
        let private = won_in(&h, PRIVATE).await;
        let private_board = h
            .fake
            .messages()
            .into_iter()
            .rev()
            .find(|m| m["channel_id"].as_str() == Some(PRIVATE.to_string().as_str()))
            .unwrap();
        assert_eq!(link_of(&private_board), None, "a private channel's final board has no link");
        let not_found = get(address, &format!("/g/{private}")).await;
        assert_eq!(not_found.0, 404, "a channel @everyone cannot view has no page");
        let private_live = h.pvp_in(PRIVATE, vec![]).await;
        let private_live = game_code(game_id(&h.fake.message(private_live).unwrap()));
        assert_eq!(get(address, &format!("/live/{private_live}")).await.0, 404, "no live page of a private game");
        assert_eq!(get(address, &format!("/live/{private_live}/events")).await.0, 404);
        let board = h.pvp(vec![]).await;
        let under_way = game_code(game_id(&h.fake.message(board).unwrap()));
        let answer = get(address, &format!("/g/{under_way}")).await;
        assert_eq!((answer.0, answer.2), (not_found.0, not_found.2.clone()), "the same answer: nothing tells which");
        for path in ["/g/zzzz", "/g/", "/g/../../etc/passwd", "/nowhere", &format!("/g/{private}/replay.gif")] {
            assert_eq!(get(address, path).await.0, 404, "{path}");
        }
        // A group chat's game has neither a link nor a page.
        let group = crate::private_chats::challenge(&h, vec![]).await;
        h.play(group, &alice(), &bob(), &[0, 1, 0, 1, 0, 1, 0]).await;
        let group = h.fake.message(group).unwrap();
        assert_eq!(link_of(&group), None, "a group chat's final board has no link: {group}");
        assert_eq!(get(address, &format!("/g/{}", game_code(game_id(&group)))).await.0, 404);
        // In the reader's language, alike for a private game and an address that names nothing.
        for path in [format!("/g/{private}"), "/nowhere".to_string()] {
            let (status, _, page) = get_in(address, &path, "es-ES,es;q=0.9").await;
            let page = String::from_utf8(page).unwrap();
            assert!(status == 404 && page.contains("<p>Aquí no hay ninguna página.</p>"), "{path}: {page}");
            let (_, _, page) = get(address, &format!("{path}?lang=de")).await;
            assert!(String::from_utf8(page).unwrap().contains(r#"<html lang="de">"#), "{path}");
        }
        h
    })
    .await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_forgotten_player_is_not_named_on_the_page() {
    let h = Harness::new("web_forget", with_pages).await;
    let address = address(&h);
    pages(&h, true).await;
    let code = won_in(&h, crate::support::fake_discord::CHANNEL_ID).await;
    let (id, _) = h.slash(&bob(), &["connect4", "forget-me"], vec![]).await;
    let confirmation = h.fake.original_message(id).expect("the confirmation's message");
    let done = h.click(&bob(), confirmation, &format!("c4f:forget:{}", bob().id)).await;
    assert_eq!(done["data"]["embeds"][0]["title"], "You were forgotten", "{done}");
    let html = String::from_utf8(get(address, &format!("/g/{code}")).await.2).unwrap();
    assert!(html.contains("Yellow: a former player") && !html.contains("bob"), "{html}");
    h.finish().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_servers_leaderboard_has_a_page_where_its_pages_are_on() {
    use crate::support::fake_discord::{CHANNEL_ID, GUILD_ID};
    let h = Harness::new("web_leaderboard", with_pages).await;
    let address = address(&h);
    let rated = vec![("rate-single-games", Opt::Bool(true))];
    assert_eq!(h.slash(&admin(), &["connect4-admin", "settings"], rated).await.1["type"], 4);
    won_in(&h, CHANNEL_ID).await;
    let board = format!("/s/{GUILD_ID}/classic");
    assert_eq!(get(address, &board).await.0, 404, "pages off");
    pages(&h, true).await;
    let (status, head, body) = get(address, &board).await;
    let html = String::from_utf8(body).unwrap();
    assert_eq!(status, 200, "{head}\n{html}");
    assert!(html.contains("<title>Leaderboard</title>"), "{html}");
    assert!(html.contains(r#"<li value="1">🥇 alice · <b>"#) && html.contains("1-0-0"), "{html}");
    assert!(html.contains(r#"<li value="2">🥈 bob · <b>"#) && html.contains("0-0-1"), "{html}");
    let (_, shown) = h.slash(&alice(), &["connect4", "leaderboard"], vec![]).await;
    let expected = format!("https://c4.example.org/s/{GUILD_ID}/classic");
    assert_eq!(link_of(&shown["data"]).as_deref(), Some(expected.as_str()), "the leaderboard links to its page");
    let (status, _, empty) = get_in(address, &format!("/s/{GUILD_ID}/popout"), "de").await;
    assert_eq!(status, 200);
    assert!(String::from_utf8(empty).unwrap().contains("Rangliste · PopOut"));
    for path in ["/s/guild/classic", &format!("/s/{GUILD_ID}/nonsense"), "/s/1/classic"] {
        assert_eq!(get(address, path).await.0, 404, "{path}");
    }
    h.finish().await;
}

/// The events read so far from a live page's stream, as `(event, data)`, until `done` holds of them.
async fn read_events(
    stream: &mut TcpStream,
    seen: &mut String,
    done: impl Fn(&[(String, String)]) -> bool,
) -> Vec<(String, String)> {
    let parse = |text: &str| -> Vec<(String, String)> {
        let blocks = text.split("\n\n").filter(|b| b.contains("event: "));
        blocks
            .map(|b| {
                let field = |name: &str| {
                    b.lines().find_map(|l| l.strip_prefix(name)).unwrap_or_default().trim_start().to_string()
                };
                (field("event:"), field("data:"))
            })
            .collect()
    };
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(10);
    let mut chunk = [0u8; 16 * 1024];
    loop {
        let events = parse(seen);
        if done(&events) {
            return events;
        }
        assert!(std::time::Instant::now() < deadline, "no such events: {events:?}");
        let left = deadline - std::time::Instant::now();
        if let Ok(Ok(n)) = tokio::time::timeout(left, stream.read(&mut chunk)).await {
            assert!(n > 0, "the stream closed: {seen}");
            seen.push_str(&String::from_utf8_lossy(&chunk[..n]));
        }
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_live_page_follows_its_game_move_by_move_until_it_ends() {
    let h = Harness::new("web_live", with_pages).await;
    let address = address(&h);
    pages(&h, true).await;
    let board = h.pvp(vec![]).await;
    let code = game_code(game_id(&h.fake.message(board).unwrap()));
    let (status, _, page) = get(address, &format!("/live/{code}")).await;
    let page = String::from_utf8(page).unwrap();
    assert_eq!(status, 200, "{page}");
    assert!(page.contains("live · game") && page.contains(r#"<script src="/static/live.js""#), "{page}");

    let mut stream = TcpStream::connect(address).await.unwrap();
    let head = format!("GET /live/{code}/events HTTP/1.1\r\nHost: {address}\r\nAccept: text/event-stream\r\n\r\n");
    stream.write_all(head.as_bytes()).await.unwrap();
    let mut seen = String::new();
    let stones = |svg: &str| svg.matches(r#"class="stone"#).count();
    let events = read_events(&mut stream, &mut seen, |e| !e.is_empty()).await;
    assert!(seen.contains("content-type: text/event-stream"), "{seen}");
    assert_eq!((events[0].0.as_str(), stones(&events[0].1)), ("board", 0));
    h.drop(&alice(), board, 0).await;
    let events = read_events(&mut stream, &mut seen, |e| e.iter().any(|(_, svg)| stones(svg) == 1)).await;
    assert!(events.last().unwrap().1.contains(r#"class="newest""#), "the move just made is ringed");
    h.play(board, &bob(), &alice(), &[1, 0, 1, 0, 1, 0]).await;
    let events = read_events(&mut stream, &mut seen, |e| e.iter().any(|(event, _)| event == "over")).await;
    let last_board = &events.iter().rev().find(|(event, _)| event == "board").unwrap().1;
    assert_eq!(last_board.matches(r#"class="line""#).count(), 4, "the final position shows the line");
    assert_eq!(get(address, &format!("/live/{code}")).await.0, 404, "a finished game has its page at /g/");
    h.finish().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_address_past_its_requests_a_minute_is_told_when_to_come_back() {
    let h = Harness::new("web_limits", |config| {
        with_pages(config);
        config.web.requests_per_minute = 3;
        config.web.behind_proxy = true;
    })
    .await;
    let address = address(&h);
    let reader = "X-Forwarded-For: 203.0.113.9\r\n";
    for _ in 0..3 {
        assert_eq!(get_with(address, "/static/page.css", reader).await.0, 200);
    }
    let (status, head, body) = get_with(address, "/g/x", &format!("{reader}Accept-Language: de\r\n")).await;
    let body = String::from_utf8(body).unwrap();
    assert_eq!(status, 429, "{head}");
    assert!(head.contains("retry-after: 20"), "one request each 20 s at 3 a minute: {head}");
    assert!(body.contains("Zu viele Anfragen von deiner Adresse: Versuch es in 20 s noch einmal."), "{body}");
    // Another reader behind the proxy has a budget of its own; what a reader puts before the proxy's entry is not
    // believed.
    assert_eq!(get_with(address, "/static/page.css", "X-Forwarded-For: 203.0.113.10\r\n").await.0, 200);
    let claimed = "X-Forwarded-For: 198.51.100.1, 203.0.113.9\r\n";
    assert_eq!(get_with(address, "/static/page.css", claimed).await.0, 429);
    // Without the header, the connection's address counts.
    assert_eq!(get(address, "/static/page.css").await.0, 200);
    h.finish().await;
}
