//! The pages' routes and the headers every answer carries.

use super::access::{player_name, player_names, public_game, public_live_game};
use super::language::page_lang;
use crate::ai::review::{Review, oracle_for, review};
use crate::bot::app::App;
use crate::bot::assist::replay::{RENDER_PERMIT, request_of};
use crate::bot::limits::per_address::PerAddress;
use crate::engine::{Game, GameRecord, Variant};
use crate::game::{Lang, Session, game_code};
use crate::render::web::{
    GamePage, LeaderboardWebPage, LivePage, escape, game_page, leaderboard_page, live_page, position_svg,
};
use crate::render::{final_png, replay_gif};
use crate::tr;
use axum::Router;
use axum::extract::Request;
use axum::extract::{ConnectInfo, Path, Query, State};
use axum::http::{HeaderMap, StatusCode, header};
use axum::middleware::{self, Next};
use axum::response::sse::{Event, KeepAlive, Sse};
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use futures_util::StreamExt;
use lru::LruCache;
use std::convert::Infallible;
use std::net::{IpAddr, SocketAddr};
use std::num::NonZeroUsize;
use std::sync::{Arc, Mutex};
use std::time::Duration;
use tokio::net::TcpListener;
use tokio::sync::{Semaphore, broadcast};
use tokio::task::JoinHandle;

/// Scripts, styles and pictures from the pages' own address only; nothing may frame them.
const CSP: &str = "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self'; connect-src 'self'; \
                   base-uri 'none'; form-action 'none'; frame-ancestors 'none'";
/// How long a finished game's page may be kept by browsers and proxies: it changes only if a player is forgotten.
const PAGE_MAX_AGE: &str = "public, max-age=300";

/// Reviews kept for the pages, the least recently shown leaving first.
const REVIEWS_KEPT: usize = 1_000;

/// What the handlers read.
struct Web {
    app: Arc<App>,
    /// The pages' public address (`web.public_url`), without a trailing slash.
    base_url: String,
    /// The reviews of the games shown lately, by game: a page's views review its game once.
    reviews: Mutex<LruCache<u64, Arc<Review>>>,
    /// The live pages' event streams open, at most [`MAX_WATCHING`].
    watching: Arc<Semaphore>,
    /// Each address's requests left this minute (`web.requests_per_minute`).
    limits: PerAddress,
    /// Whether a reverse proxy tells each reader's address in `X-Forwarded-For` (`web.behind_proxy`).
    behind_proxy: bool,
}

impl Web {
    /// The review of the game `record` holds (the session's last), on the CPU's review threads; none for a table
    /// of three or four. A review not done within [`REVIEW_WAIT`] goes on and is kept: this page has no verdicts,
    /// the next has them.
    async fn review(self: &Arc<Self>, session: &Session, record: &GameRecord) -> Option<Arc<Review>> {
        if session.is_multi_seat() {
            return None;
        }
        if let Some(kept) = self.reviews.lock().expect("reviews lock").get(&session.id) {
            return Some(Arc::clone(kept));
        }
        let (web, id, game) = (Arc::clone(self), session.id, Game::from_record(record).ok()?);
        let reviewing = tokio::spawn(async move {
            let reviewed = Arc::new(web.app.cpu.review(move || review(&game, oracle_for(&game).as_mut())).await?);
            web.reviews.lock().expect("reviews lock").put(id, Arc::clone(&reviewed));
            Some(reviewed)
        });
        tokio::time::timeout(REVIEW_WAIT, reviewing).await.ok()?.ok()?
    }
}

/// Every answer within this, or "busy, try again" (a database away, a Discord request waiting on its limits).
const ANSWER_WITHIN: Duration = Duration::from_millis(2_500);
/// When a reader told "busy" may try again, in seconds.
const BUSY_RETRY_AFTER: u64 = 5;
/// How long a page waits for its game's review before it is shown without the verdicts.
const REVIEW_WAIT: Duration = Duration::from_secs(1);

/// Answers `request` within [`ANSWER_WITHIN`], or with `503` and `Retry-After`; an address that shows nothing
/// in the reader's language.
async fn within_deadline(request: Request, next: Next) -> Response {
    let lang = notice_lang(&request);
    match tokio::time::timeout(ANSWER_WITHIN, next.run(request)).await {
        Ok(response) if response.extensions().get::<NotFound>().is_some() => {
            notice(StatusCode::NOT_FOUND, lang, &tr!(lang, "web-not-found"))
        }
        Ok(response) => response,
        Err(_) => {
            let busy = notice(StatusCode::SERVICE_UNAVAILABLE, lang, &tr!(lang, "web-busy"));
            retry_after(busy, BUSY_RETRY_AFTER)
        }
    }
}

/// Takes `request` from its address's budget (behind a proxy, the address the proxy forwarded), or answers `429`
/// with `Retry-After`.
async fn per_address(
    State(web): State<Arc<Web>>,
    ConnectInfo(peer): ConnectInfo<SocketAddr>,
    request: Request,
    next: Next,
) -> Response {
    let forwarded = web.behind_proxy.then(|| forwarded_for(request.headers())).flatten();
    match web.limits.take(forwarded.unwrap_or(peer.ip())) {
        Ok(()) => next.run(request).await,
        Err(seconds) => {
            let lang = notice_lang(&request);
            let text = tr!(lang, "web-too-many", seconds = seconds.to_string());
            retry_after(notice(StatusCode::TOO_MANY_REQUESTS, lang, &text), seconds)
        }
    }
}

/// The reader's address a reverse proxy appended to `X-Forwarded-For`: the last one (those before it are what the
/// reader claimed).
fn forwarded_for(headers: &HeaderMap) -> Option<IpAddr> {
    let last = headers.get_all("x-forwarded-for").iter().next_back()?.to_str().ok()?;
    last.rsplit(',').next()?.trim().parse().ok()
}

/// `response`, telling to come back in `seconds`.
fn retry_after(mut response: Response, seconds: u64) -> Response {
    response.headers_mut().insert(header::RETRY_AFTER, header::HeaderValue::from(seconds));
    response
}

/// Serves the pages on `listener` until the task is aborted.
pub fn serve(listener: TcpListener, app: Arc<App>) -> JoinHandle<()> {
    let address = match listener.local_addr() {
        Ok(address) => address,
        Err(e) => return tokio::spawn(async move { tracing::warn!("no web pages: {e}") }),
    };
    // `web.public_url` was checked when the configuration was loaded.
    let base_url = app.config.web.linked_as(address).unwrap_or_else(|_| format!("http://{address}"));
    tracing::info!("web pages on http://{address}, linked as {base_url}");
    let _ = app.web_address.set(address);
    let reviews = Mutex::new(LruCache::new(NonZeroUsize::new(REVIEWS_KEPT).expect("a positive bound")));
    let watching = Arc::new(Semaphore::new(MAX_WATCHING));
    let limits = PerAddress::new(app.config.web.requests_per_minute);
    let behind_proxy = app.config.web.behind_proxy;
    let web = Arc::new(Web { app, base_url, reviews, watching, limits, behind_proxy });
    let routes = Router::new()
        .route("/g/{code}", get(game))
        .route("/g/{code}/replay.gif", get(replay))
        .route("/g/{code}/final.png", get(final_picture))
        .route("/s/{server}/{variant}", get(leaderboard))
        .route("/live/{code}", get(live))
        .route("/live/{code}/events", get(live_events))
        .route("/static/page.css", get(|| async { asset("text/css; charset=utf-8", include_str!("static/page.css")) }))
        .route(
            "/static/live.js",
            get(|| async { asset("text/javascript; charset=utf-8", include_str!("static/live.js")) }),
        )
        .route(
            "/static/game.js",
            get(|| async { asset("text/javascript; charset=utf-8", include_str!("static/game.js")) }),
        )
        .fallback(|| async { not_found() })
        .layer(middleware::from_fn(within_deadline))
        .layer(middleware::from_fn_with_state(Arc::clone(&web), per_address))
        .with_state(web);
    tokio::spawn(async move {
        if let Err(e) = axum::serve(listener, routes.into_make_service_with_connect_info::<SocketAddr>()).await {
            tracing::warn!("the web pages stopped: {e}");
        }
    })
}

/// The query of a game's page: the position shown, after `step` moves, and the language asked for.
#[derive(Debug, serde::Deserialize)]
struct PageQuery {
    step: Option<usize>,
    lang: Option<String>,
}

/// A finished game's page, or "not found" for a game that has none (unknown, under way, private, or its server's
/// pages off): the answer never tells which.
async fn game(
    State(web): State<Arc<Web>>,
    Path(code): Path<String>,
    Query(query): Query<PageQuery>,
    headers: HeaderMap,
) -> Response {
    let Some(session) = public_game(&web.app, &code).await else { return not_found() };
    let Ok(request) = request_of(&session) else { return not_found() };
    let accept = accept_language(&headers);
    let (lang, chosen) = page_lang(query.lang.as_deref(), accept, request.lang);
    let players = player_names(&web.app, &session, lang);
    let review = web.review(&session, &request.record).await;
    let code = game_code(session.id);
    let page = GamePage {
        code: &code,
        record: &request.record,
        theme: request.theme,
        lang,
        lang_in_links: chosen,
        ending: &request.ending,
        players: &players,
        base_url: &web.base_url,
        review: review.as_deref(),
    };
    match game_page(&page, query.step) {
        Ok(html) => {
            let mut page = answer(StatusCode::OK, "text/html; charset=utf-8", PAGE_MAX_AGE, html.into_bytes());
            // The same address reads in the language each browser prefers.
            page.headers_mut().insert(header::VARY, header::HeaderValue::from_static("Accept-Language"));
            page
        }
        Err(e) => {
            tracing::warn!(game = session.id, "a game's record does not replay for its page: {e}");
            not_found()
        }
    }
}

/// The query of a leaderboard's page: which page (from 1), and the language asked for.
#[derive(Debug, serde::Deserialize)]
struct BoardQuery {
    page: Option<u32>,
    lang: Option<String>,
}

/// Players per leaderboard page.
const PER_PAGE: u32 = 25;

/// A server's leaderboard of one variant, when the server turned its pages on ("not found" otherwise, and for a
/// variant that does not parse).
async fn leaderboard(
    State(web): State<Arc<Web>>,
    Path((server, variant)): Path<(String, String)>,
    Query(query): Query<BoardQuery>,
    headers: HeaderMap,
) -> Response {
    let (Ok(guild), Ok(variant)) = (server.parse::<u64>(), variant.parse::<Variant>()) else { return not_found() };
    let app = &web.app;
    if !app.settings_of(Some(guild)).await.web_pages {
        return not_found();
    }
    let wanted = query.page.unwrap_or(1).saturating_sub(1);
    let page = match app.store.leaderboard(guild, &variant.to_string(), wanted, PER_PAGE).await {
        Ok(page) => page,
        Err(e) => {
            tracing::info!(guild, "could not read a leaderboard for its page: {e}");
            return answer(StatusCode::SERVICE_UNAVAILABLE, "text/plain; charset=utf-8", "no-store", Vec::new());
        }
    };
    let accept = accept_language(&headers);
    let (lang, chosen) = page_lang(query.lang.as_deref(), accept, Lang::En);
    let names: Vec<String> = page.rows.iter().map(|(_, s)| player_name(app, s.user_id, lang)).collect();
    let html = leaderboard_page(&LeaderboardWebPage {
        page: &page,
        names: &names,
        variant: &variant,
        lang,
        lang_in_links: chosen,
    });
    let mut answered = answer(StatusCode::OK, "text/html; charset=utf-8", "public, max-age=60", html.into_bytes());
    answered.headers_mut().insert(header::VARY, header::HeaderValue::from_static("Accept-Language"));
    answered
}

/// Live pages' event streams open at once: one more is told to come back later.
const MAX_WATCHING: usize = 1_000;

/// A game under way's page, its position now (the script then follows its events).
async fn live(
    State(web): State<Arc<Web>>,
    Path(code): Path<String>,
    Query(query): Query<PageQuery>,
    headers: HeaderMap,
) -> Response {
    let Some(slot) = public_live_game(&web.app, &code).await else { return not_found() };
    let session = slot.session.lock().await.clone();
    let accept = accept_language(&headers);
    let (lang, _) = page_lang(query.lang.as_deref(), accept, session.rules.lang);
    let players = player_names(&web.app, &session, lang);
    let svg = position_svg(&session.game, session.rules.theme, lang);
    let code = game_code(session.id);
    let page = LivePage { code: &code, variant: &session.rules.variant, lang, players: &players, svg: &svg };
    answer(StatusCode::OK, "text/html; charset=utf-8", "no-store", live_page(&page).into_bytes())
}

/// A game under way's positions as Server-Sent Events: `board` with the SVG now, then at each save, and `over`
/// once the game ended (the stream then closes).
async fn live_events(State(web): State<Arc<Web>>, Path(code): Path<String>, headers: HeaderMap) -> Response {
    let Some(slot) = public_live_game(&web.app, &code).await else { return not_found() };
    let Ok(watching) = Arc::clone(&web.watching).try_acquire_owned() else {
        return answer(StatusCode::SERVICE_UNAVAILABLE, "text/plain; charset=utf-8", "no-store", Vec::new());
    };
    let accept = accept_language(&headers);
    let game = slot.game_id();
    let ticks = web.app.watchers.watch(game);
    let lang = page_lang(None, accept, slot.session.lock().await.rules.lang).0;
    let state = Some((slot, ticks, true, watching));
    let events = futures_util::stream::unfold(state, move |state| async move {
        let (slot, mut ticks, first, watching) = state?;
        if !first {
            match ticks.recv().await {
                Ok(()) | Err(broadcast::error::RecvError::Lagged(_)) => {}
                Err(broadcast::error::RecvError::Closed) => return None,
            }
        }
        let session = slot.session.lock().await;
        let board = Event::default().event("board").data(position_svg(&session.game, session.rules.theme, lang));
        let over = slot.game_id() != game || !session.is_active();
        drop(session);
        let mut sent = vec![Ok::<_, Infallible>(board)];
        if over {
            // A browser drops an event without data: the end carries a word.
            sent.push(Ok(Event::default().event("over").data("over")));
        }
        Some((futures_util::stream::iter(sent), (!over).then_some((slot, ticks, false, watching))))
    })
    .flatten();
    Sse::new(events).keep_alive(KeepAlive::default()).into_response()
}

/// The game's replay as a GIF, drawn on the blocking pool under the replays' permit (one picture at a time, the
/// Replay button's too).
async fn replay(State(web): State<Arc<Web>>, Path(code): Path<String>) -> Response {
    let Some(session) = public_game(&web.app, &code).await else { return not_found() };
    let Ok(request) = request_of(&session) else { return not_found() };
    let Ok(_drawing) = RENDER_PERMIT.acquire().await else { return not_found() };
    match tokio::task::spawn_blocking(move || replay_gif(&request)).await {
        Ok(Ok(replay)) => answer(StatusCode::OK, "image/gif", PAGE_MAX_AGE, replay.gif),
        _ => not_found(),
    }
}

/// The game's final position as a PNG, the picture a pasted link unfurls into, drawn as the replay is.
async fn final_picture(State(web): State<Arc<Web>>, Path(code): Path<String>) -> Response {
    let Some(session) = public_game(&web.app, &code).await else { return not_found() };
    let Ok(request) = request_of(&session) else { return not_found() };
    let Ok(_drawing) = RENDER_PERMIT.acquire().await else { return not_found() };
    match tokio::task::spawn_blocking(move || final_png(&request)).await {
        Ok(Ok(png)) => answer(StatusCode::OK, "image/png", PAGE_MAX_AGE, png),
        _ => not_found(),
    }
}

/// The request's `Accept-Language`, if it is readable text.
fn accept_language(headers: &HeaderMap) -> Option<&str> {
    headers.get(header::ACCEPT_LANGUAGE).and_then(|v| v.to_str().ok())
}

/// A file of the pages, kept by browsers for a day.
fn asset(content_type: &'static str, body: &'static str) -> Response {
    answer(StatusCode::OK, content_type, "public, max-age=86400", body.as_bytes().to_vec())
}

/// Marks the answer of an address that shows nothing, which [`within_deadline`] writes in the reader's language.
#[derive(Debug, Clone, Copy)]
struct NotFound;

/// The same plain page for every address that shows nothing (in the reader's language, by [`within_deadline`]).
fn not_found() -> Response {
    let mut answer = notice(StatusCode::NOT_FOUND, Lang::En, &tr!(Lang::En, "web-not-found"));
    answer.extensions_mut().insert(NotFound);
    answer
}

/// The language of a page that only tells something (nothing here, busy, too many requests): the one the address asks for, else
/// the browser's, else English.
fn notice_lang(request: &Request) -> Lang {
    let asked = Query::<PageQuery>::try_from_uri(request.uri()).ok().and_then(|query| query.0.lang);
    page_lang(asked.as_deref(), accept_language(request.headers()), Lang::En).0
}

/// A plain page of one sentence, never kept by caches.
fn notice(status: StatusCode, lang: Lang, text: &str) -> Response {
    let (locale, text) = (lang.locale(), escape(text));
    let html = format!(
        r#"<!doctype html><html lang="{locale}"><head><meta charset="utf-8"><title>{text}</title></head><body><p>{text}</p></body></html>"#
    );
    answer(status, "text/html; charset=utf-8", "no-store", html.into_bytes())
}

/// An answer with the headers every page carries: its type and caching, the Content-Security-Policy, no sniffing
/// of types, no referrer.
fn answer(status: StatusCode, content_type: &'static str, cache: &'static str, body: Vec<u8>) -> Response {
    let headers = [
        (header::CONTENT_TYPE, content_type),
        (header::CACHE_CONTROL, cache),
        (header::CONTENT_SECURITY_POLICY, CSP),
        (header::X_CONTENT_TYPE_OPTIONS, "nosniff"),
        (header::REFERRER_POLICY, "no-referrer"),
    ];
    (status, headers, body).into_response()
}

#[cfg(test)]
mod tests {
    use super::*;
    use tokio::io::{AsyncReadExt, AsyncWriteExt};

    #[tokio::test]
    async fn a_request_not_answered_in_time_is_told_to_come_back() {
        let late = || async {
            tokio::time::sleep(Duration::from_secs(30)).await;
            "late"
        };
        let routes = Router::new().route("/", get(late)).layer(middleware::from_fn(within_deadline));
        let listener = TcpListener::bind("127.0.0.1:0").await.unwrap();
        let address = listener.local_addr().unwrap();
        tokio::spawn(async move { axum::serve(listener, routes).await });
        let mut stream = tokio::net::TcpStream::connect(address).await.unwrap();
        stream.write_all(b"GET / HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n").await.unwrap();
        let mut answer = String::new();
        let read = tokio::time::timeout(Duration::from_secs(10), stream.read_to_string(&mut answer)).await;
        assert!(read.is_ok(), "answered before the handler");
        assert!(answer.starts_with("HTTP/1.1 503"), "{answer}");
        assert!(answer.contains("retry-after: 5") && answer.contains("Busy: try again"), "{answer}");
    }
}
