//! A loopback TCP proxy in front of a server (PostgreSQL): the bot connects through it, and a test cuts every
//! connection, or refuses new ones for a while, as a failover or a network partition would.

use std::sync::atomic::{AtomicU64, AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};
use tokio::net::{TcpListener, TcpStream};
use tokio::sync::watch;
use tokio::task::JoinHandle;

struct Shared {
    upstream: String,
    /// Bumped by [`TcpProxy::cut_all`]: every connection opened before it ends.
    cuts: watch::Sender<u64>,
    /// New connections are closed at once until then.
    refuse_until: Mutex<Option<Instant>>,
    open: AtomicUsize,
    accepted: AtomicU64,
}

/// The proxy: listens on a loopback port and forwards each connection to `upstream`.
pub struct TcpProxy {
    pub port: u16,
    shared: Arc<Shared>,
    accept: JoinHandle<()>,
}

impl TcpProxy {
    /// Listens on 127.0.0.1 (a free port) and forwards to `upstream` (`host:port`, a loopback address).
    pub async fn start(upstream: &str) -> TcpProxy {
        let listener = TcpListener::bind("127.0.0.1:0").await.expect("bind the proxy");
        let port = listener.local_addr().unwrap().port();
        let shared = Arc::new(Shared {
            upstream: upstream.to_string(),
            cuts: watch::channel(0).0,
            refuse_until: Mutex::new(None),
            open: AtomicUsize::new(0),
            accepted: AtomicU64::new(0),
        });
        let accept = tokio::spawn(accept_loop(listener, Arc::clone(&shared)));
        TcpProxy { port, shared, accept }
    }

    /// `url` (a `postgres://user@host:port/…` URL) with its host and port replaced by the proxy's.
    pub fn url_through(&self, url: &str) -> String {
        let (scheme, rest) = url.split_once("://").expect("a URL with a scheme");
        let (authority, path) = rest.split_once('/').unwrap_or((rest, ""));
        let user = authority.rsplit_once('@').map(|(user, _)| format!("{user}@")).unwrap_or_default();
        format!("{scheme}://{user}127.0.0.1:{}/{path}", self.port)
    }

    /// Ends every open connection (both sides closed at once).
    pub fn cut_all(&self) {
        self.shared.cuts.send_modify(|n| *n += 1);
    }

    /// Closes new connections as soon as they are accepted, for `period`.
    pub fn refuse_for(&self, period: Duration) {
        *self.shared.refuse_until.lock().unwrap() = Some(Instant::now() + period);
    }

    /// Connections open now.
    pub fn open(&self) -> usize {
        self.shared.open.load(Ordering::Relaxed)
    }

    /// Connections accepted and forwarded so far.
    pub fn accepted(&self) -> u64 {
        self.shared.accepted.load(Ordering::Relaxed)
    }
}

impl Drop for TcpProxy {
    fn drop(&mut self) {
        self.accept.abort();
        self.cut_all();
    }
}

async fn accept_loop(listener: TcpListener, shared: Arc<Shared>) {
    while let Ok((client, _)) = listener.accept().await {
        let refused = shared.refuse_until.lock().unwrap().is_some_and(|until| Instant::now() < until);
        if refused {
            drop(client);
            continue;
        }
        tokio::spawn(forward(client, Arc::clone(&shared)));
    }
}

/// Copies both ways until either side closes or the connections are cut.
async fn forward(mut client: TcpStream, shared: Arc<Shared>) {
    let mut cuts = shared.cuts.subscribe();
    cuts.mark_unchanged();
    let Ok(mut server) = TcpStream::connect(&shared.upstream).await else { return };
    let _ = (client.set_nodelay(true), server.set_nodelay(true));
    shared.accepted.fetch_add(1, Ordering::Relaxed);
    shared.open.fetch_add(1, Ordering::Relaxed);
    tokio::select! {
        _ = tokio::io::copy_bidirectional(&mut client, &mut server) => {}
        _ = cuts.changed() => {}
    }
    shared.open.fetch_sub(1, Ordering::Relaxed);
    // Dropping both streams closes them: the bot sees its connection end, the server its client go.
}

/// `host:port` of a `postgres://user@host:port/db` URL (port 5432 when it names none).
pub fn upstream_of(url: &str) -> String {
    let rest = url.split_once("://").map_or(url, |(_, rest)| rest);
    let authority = rest.split('/').next().unwrap_or_default();
    let host = authority.rsplit_once('@').map_or(authority, |(_, host)| host);
    if host.contains(':') { host.to_string() } else { format!("{host}:5432") }
}
