//! The fake Discord handle: starting its servers, configuration, waiting, shutdown.

use std::sync::{Arc, Mutex, MutexGuard};
use std::time::{Duration, Instant};

use tokio::net::TcpListener;
use tokio::task::JoinHandle;

use crate::state::State;

struct Inner {
    state: Mutex<State>,
    rest_port: u16,
    tasks: Mutex<Vec<JoinHandle<()>>>,
}

/// The fake Discord; clones share one server.
#[derive(Clone)]
pub struct FakeDiscord {
    inner: Arc<Inner>,
}

impl FakeDiscord {
    /// Binds REST and gateway listeners on 127.0.0.1 and starts serving.
    pub async fn start() -> FakeDiscord {
        let rest = TcpListener::bind("127.0.0.1:0").await.expect("bind REST");
        let ws = TcpListener::bind("127.0.0.1:0").await.expect("bind gateway");
        let state = State {
            ws_url: format!("ws://{}", ws.local_addr().unwrap()),
            callback_deadline: Duration::from_secs(3),
            shard_count: 1,
            token_lifetime: Duration::from_secs(15 * 60),
            ..State::default()
        };
        let inner = Inner {
            state: Mutex::new(state),
            rest_port: rest.local_addr().unwrap().port(),
            tasks: Mutex::new(Vec::new()),
        };
        let fake = FakeDiscord { inner: Arc::new(inner) };
        let tasks = vec![fake.spawn_accept(rest, false), fake.spawn_accept(ws, true)];
        *fake.inner.tasks.lock().unwrap() = tasks;
        fake
    }

    pub fn api_proxy(&self) -> String {
        format!("http://127.0.0.1:{}", self.inner.rest_port)
    }

    pub fn set_callback_deadline(&self, deadline: Duration) {
        self.lock().callback_deadline = deadline;
    }

    /// The scheduled events the bot created.
    pub fn scheduled_events(&self) -> Vec<serde_json::Value> {
        self.lock().scheduled_events.clone()
    }

    /// From now on the bot lacks Manage Events: creating a scheduled event is refused.
    pub fn deny_manage_events(&self) {
        self.lock().events_denied = true;
    }

    /// After this long, webhook calls with an interaction's token fail with 401 50027.
    pub fn set_token_lifetime(&self, lifetime: Duration) {
        self.lock().token_lifetime = lifetime;
    }

    /// The token of every interaction sent so far.
    pub fn interaction_tokens(&self) -> Vec<String> {
        self.lock().tokens.keys().cloned().collect()
    }

    /// Stops accepting connections and drops the live gateway sockets.
    pub async fn shutdown(&self) {
        self.inner.tasks.lock().unwrap().drain(..).for_each(|t| t.abort());
        self.lock().live.clear();
    }

    pub(crate) fn lock(&self) -> MutexGuard<'_, State> {
        self.inner.state.lock().unwrap_or_else(|e| e.into_inner())
    }

    pub(crate) async fn wait_for<T>(&self, timeout: Duration, what: &str, mut probe: impl FnMut() -> Option<T>) -> T {
        let start = Instant::now();
        loop {
            if let Some(found) = probe() {
                return found;
            }
            if start.elapsed() > timeout {
                panic!(
                    "fake discord: timed out after {timeout:?} waiting for {what}; recent requests:\n{}",
                    self.recent()
                );
            }
            tokio::time::sleep(Duration::from_millis(5)).await;
        }
    }

    fn recent(&self) -> String {
        let st = self.lock();
        let skip = st.requests.len().saturating_sub(30);
        let lines = st.requests.iter().skip(skip).map(|r| format!("  {} {} -> {}", r.method, r.path, r.status));
        lines.collect::<Vec<_>>().join("\n")
    }

    fn spawn_accept(&self, listener: TcpListener, gateway: bool) -> JoinHandle<()> {
        let fake = self.clone();
        tokio::spawn(async move {
            while let Ok((stream, _)) = listener.accept().await {
                let fake = fake.clone();
                if gateway {
                    tokio::spawn(fake.serve_gateway(stream));
                } else {
                    tokio::spawn(fake.serve_http(stream));
                }
            }
        })
    }
}
