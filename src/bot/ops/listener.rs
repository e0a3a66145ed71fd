//! The operators' HTTP listener (`metrics.listen`): `/metrics` in the Prometheus text format, `/healthz` and
//! `/readyz`, routed by axum on hyper's HTTP/1. It answers one GET or HEAD per connection, at most
//! [`MAX_CONNECTIONS`] at once; it has no authentication.

use crate::bot::app::App;
use crate::bot::clock::now_ms;
use crate::bot::ops::metrics::{self, CONTENT_TYPE};
use axum::Router;
use axum::extract::State;
use axum::http::{StatusCode, header};
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use hyper_util::rt::{TokioIo, TokioTimer};
use hyper_util::service::TowerToHyperService;
use poise::serenity_prelude as serenity;
use std::net::SocketAddr;
use std::sync::Arc;
use std::time::Duration;
use tokio::io::AsyncWriteExt;
use tokio::net::{TcpListener, TcpStream};
use tokio::sync::{Mutex, Semaphore};
use tokio::task::JoinHandle;

/// How long `/readyz` waits for the database.
pub const PROBE_TIMEOUT: Duration = Duration::from_secs(1);
/// A request's head must arrive within this long, and fit in `MAX_HEAD` bytes.
const READ_TIMEOUT: Duration = Duration::from_secs(5);
const MAX_HEAD: usize = 8 * 1024;
/// Connections answered at once; one more is told `503 busy` and closed without being read.
pub const MAX_CONNECTIONS: usize = 16;

/// Binds `address`; the error is one line for the operator.
pub async fn bind(address: SocketAddr) -> Result<TcpListener, String> {
    TcpListener::bind(address).await.map_err(|e| format!("cannot listen on {address}: {e}"))
}

/// What the handlers read.
struct Ops {
    app: Arc<App>,
    gateway: Arc<serenity::ShardManager>,
    /// The database probe under way: at most one at a time, so a slow database never piles probes onto its pool.
    probe: Mutex<Option<JoinHandle<Result<(), String>>>>,
    /// Why the process was last found not ready, as logged (each new reason is logged once).
    last_reason: std::sync::Mutex<Option<String>>,
}

/// Why `/readyz` answers 503: a short code for the prober; the details go to the log, never to the answer.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum NotReady {
    /// Not all of this process's shard leases are held.
    Leases,
    /// Not all of its gateway shards are connected.
    Gateway,
    /// The database did not answer within [`PROBE_TIMEOUT`].
    DatabaseSlow,
    /// The database answered with an error.
    DatabaseError,
}

impl NotReady {
    fn code(self) -> &'static str {
        match self {
            NotReady::Leases => "leases",
            NotReady::Gateway => "gateway",
            NotReady::DatabaseSlow => "database-slow",
            NotReady::DatabaseError => "database-error",
        }
    }
}

/// Serves the listener until the task is aborted; the bound address is kept in the app's metrics.
pub fn serve(listener: TcpListener, app: Arc<App>, gateway: Arc<serenity::ShardManager>) -> JoinHandle<()> {
    if let Ok(address) = listener.local_addr() {
        app.metrics.set_address(address);
        tracing::info!("metrics, /healthz and /readyz on http://{address}");
        if !address.ip().is_loopback() {
            tracing::warn!(
                "the metrics listener on {address} is reachable beyond this machine and has no authentication: \
                 keep it on a private network, or set metrics.listen to a loopback address"
            );
        }
    }
    let ops = Arc::new(Ops { app, gateway, probe: Mutex::new(None), last_reason: Default::default() });
    let routes = routes(ops);
    let open = Arc::new(Semaphore::new(MAX_CONNECTIONS));
    tokio::spawn(async move {
        loop {
            match listener.accept().await {
                Ok((stream, _)) => match Arc::clone(&open).try_acquire_owned() {
                    Ok(permit) => {
                        let routes = routes.clone();
                        tokio::spawn(async move {
                            answer(routes, stream).await;
                            drop(permit);
                        });
                    }
                    Err(_) => {
                        tokio::spawn(refuse(stream));
                    }
                },
                Err(e) => {
                    tracing::warn!("metrics listener: {e}");
                    tokio::time::sleep(Duration::from_millis(100)).await;
                }
            }
        }
    })
}

/// Answers a connection past [`MAX_CONNECTIONS`] without reading it.
async fn refuse(mut stream: TcpStream) {
    let body = "busy: too many connections\n";
    let response = format!(
        "HTTP/1.1 503 Service Unavailable\r\nContent-Type: text/plain; charset=utf-8\r\nContent-Length: {}\r\n\
         Retry-After: 1\r\nConnection: close\r\n\r\n{body}",
        body.len()
    );
    let _ = tokio::time::timeout(READ_TIMEOUT, stream.write_all(response.as_bytes())).await;
    let _ = stream.shutdown().await;
}

/// The routes: GET (and HEAD) of `/metrics`, `/healthz` and `/readyz`.
fn routes(ops: Arc<Ops>) -> Router {
    Router::new()
        .route(
            "/metrics",
            get(|State(ops): State<Arc<Ops>>| async move { text(StatusCode::OK, CONTENT_TYPE, ops.metrics()) }),
        )
        .route("/healthz", get(|| async { plain(StatusCode::OK, "ok\n") }))
        .route("/readyz", get(readyz))
        .method_not_allowed_fallback(|| async { plain(StatusCode::METHOD_NOT_ALLOWED, "only GET and HEAD\n") })
        .fallback(|| async { plain(StatusCode::NOT_FOUND, "not found: /metrics, /healthz or /readyz\n") })
        .with_state(ops)
}

async fn readyz(State(ops): State<Arc<Ops>>) -> Response {
    match ops.readiness().await {
        Ok(()) => plain(StatusCode::OK, "ready\n"),
        Err(why) => plain(StatusCode::SERVICE_UNAVAILABLE, &format!("not ready: {}\n", why.code())),
    }
}

/// A plain-text answer.
fn plain(status: StatusCode, body: &str) -> Response {
    text(status, "text/plain; charset=utf-8", body.to_string())
}

/// An answer never cached: its figures change with every request.
fn text(status: StatusCode, content_type: &'static str, body: String) -> Response {
    let headers = [(header::CONTENT_TYPE, content_type), (header::CACHE_CONTROL, "no-store")];
    (status, headers, body).into_response()
}

/// Answers one request on `stream` (its head read within [`READ_TIMEOUT`] and at most [`MAX_HEAD`] bytes); the
/// connection is closed after.
async fn answer(routes: Router, stream: TcpStream) {
    let connection = hyper::server::conn::http1::Builder::new()
        .keep_alive(false)
        .title_case_headers(true)
        .timer(TokioTimer::new())
        .header_read_timeout(READ_TIMEOUT)
        .max_buf_size(MAX_HEAD)
        .serve_connection(TokioIo::new(stream), TowerToHyperService::new(routes));
    if let Err(e) = connection.await {
        tracing::debug!("metrics listener: {e}");
    }
}

impl Ops {
    /// The metrics, with the gauges read from the bot's state now.
    fn metrics(&self) -> String {
        let app = &self.app;
        let now = now_ms();
        let oldest = app.outbox.iter().map(|e| e.value().0.last_activity).min();
        let shards = &app.shards;
        app.metrics.set_state(metrics::State {
            live: app.live.active_by_variant().into_iter().collect(),
            retry_queue: app.outbox.len(),
            retry_oldest: oldest.map_or(Duration::ZERO, |at| Duration::from_millis((now - at).max(0) as u64)),
            leases_held: shards.held().len() as u32,
            shards: shards.last - shards.first + 1,
        });
        app.metrics.encode()
    }

    /// Ready: its shards' leases held, the gateway connected for each of them, and the database answering (on
    /// SQLite, writable) within [`PROBE_TIMEOUT`]. Otherwise the first reason it is not, whose details are logged
    /// when they differ from the last ones logged.
    async fn readiness(&self) -> Result<(), NotReady> {
        let result = self.find_readiness().await;
        let mut last = self.last_reason.lock().unwrap();
        match &result {
            Ok(()) => *last = None,
            Err((_, details)) if last.as_deref() != Some(details.as_str()) => {
                tracing::warn!("not ready: {details}");
                *last = Some(details.clone());
            }
            Err(_) => {}
        }
        result.map_err(|(why, _)| why)
    }

    async fn find_readiness(&self) -> Result<(), (NotReady, String)> {
        let shards = &self.app.shards;
        let wanted = (shards.last - shards.first + 1) as usize;
        let held = shards.held().len();
        if held < wanted {
            return Err((NotReady::Leases, format!("holding {held} of this process's {wanted} shard leases")));
        }
        let runners = self.gateway.runners.lock().await;
        let connected = runners.values().filter(|r| r.stage == serenity::ConnectionStage::Connected).count();
        drop(runners);
        if connected < wanted {
            return Err((NotReady::Gateway, format!("{connected} of {wanted} gateway shards connected")));
        }
        self.probe_database().await
    }

    /// Probes the database, or waits for the probe already under way.
    async fn probe_database(&self) -> Result<(), (NotReady, String)> {
        let mut slot = self.probe.lock().await;
        let probe = match slot.take() {
            Some(running) if !running.is_finished() => running,
            _ => {
                let store = self.app.store.clone();
                tokio::spawn(async move { store.probe().await.map_err(|e| e.to_string()) })
            }
        };
        let mut probe = probe;
        match tokio::time::timeout(PROBE_TIMEOUT, &mut probe).await {
            Ok(Ok(result)) => result.map_err(|e| (NotReady::DatabaseError, format!("database: {e}"))),
            Ok(Err(_)) => Err((NotReady::DatabaseError, "database: the probe stopped".into())),
            Err(_) => {
                *slot = Some(probe);
                Err((NotReady::DatabaseSlow, format!("database: no answer within {} s", PROBE_TIMEOUT.as_secs())))
            }
        }
    }
}
