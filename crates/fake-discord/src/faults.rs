//! Fault injection: failed, rate-limited and late requests, rejected tokens, write denials, gateway lag.

use std::time::{Duration, Instant};

use serde_json::json;
use serenity::all::Permissions;

use crate::FakeDiscord;
use crate::http::{Answer, HttpRequest};
use crate::objects::{bot_permissions, id_of, parse, send_permissions};
use crate::state::{Fault, Injected, State};

impl Injected {
    pub(crate) fn matches(&self, method: &str, path: &str) -> bool {
        self.times > 0 && self.method == method && path.ends_with(&self.path_end)
    }
}

impl State {
    /// The fault a request of `method` on `path` meets (not a delay), used up by one and counted as hit.
    pub(crate) fn take_fault(&mut self, method: &str, path: &str) -> Option<Fault> {
        let injected =
            self.faults.iter_mut().find(|f| !matches!(f.fault, Fault::Delay(_)) && f.matches(method, path))?;
        injected.times -= 1;
        let (fault, label) = (injected.fault, injected.label.clone());
        self.count_hit(label);
        Some(fault)
    }

    /// One more request changed by the faults of `label`.
    pub(crate) fn count_hit(&mut self, label: Option<String>) {
        if let Some(label) = label {
            *self.fault_hits.entry(label).or_default() += 1;
        }
    }
}

impl FakeDiscord {
    /// Every REST call authorised with this bot token gets 401, as Discord answers a revoked token.
    pub fn reject_token(&self, token: &str) {
        self.lock().rejected_auth = Some(format!("Bot {token}"));
    }

    /// The next `times` REST requests of `method` whose path ends with `path_end` fail with HTTP `status` and
    /// Discord error `code`, e.g. `("PUT", "/commands", 2, 500, 0)`; status 0 closes the connection unanswered
    /// (a network error).
    pub fn fail_requests(&self, method: &str, path_end: &str, times: u32, status: u16, code: u64) {
        self.inject(method, path_end, times, Fault::Fail { status, code });
    }

    /// Labels the faults injected from now on (`None`: unlabelled), so that [`FakeDiscord::fault_hits`] counts the
    /// requests each label's faults changed, which may be fewer than were armed.
    pub fn label_faults(&self, label: Option<&str>) {
        self.lock().fault_label = label.map(str::to_string);
    }

    /// How many requests the faults of each label changed so far.
    pub fn fault_hits(&self) -> std::collections::BTreeMap<String, u32> {
        self.lock().fault_hits.clone()
    }

    /// The next `times` REST requests of `method` whose path ends with `path_end` are applied (the message
    /// created, the edit made), then the connection closes unanswered: the bot cannot tell it from a request
    /// that never arrived.
    pub fn apply_then_drop(&self, method: &str, path_end: &str, times: u32) {
        self.inject(method, path_end, times, Fault::ApplyThenDrop);
    }

    /// The next `times` REST requests of `method` whose path ends with `path_end` get a route 429: Discord's
    /// body (`retry_after` in seconds, `global: false`) and its `Retry-After` and `X-RateLimit-*` headers.
    pub fn rate_limit(&self, method: &str, path_end: &str, times: u32, retry_after: Duration) {
        self.inject(method, path_end, times, Fault::RateLimit { retry_after });
    }

    /// A global rate limit from now on, for `retry_after`: every REST request but the interaction endpoints
    /// (callbacks and `/webhooks/`, which Discord keeps out of the global limit) gets a global 429.
    pub fn rate_limit_globally(&self, retry_after: Duration) {
        let mut st = self.lock();
        st.global_limit = Some((Instant::now() + retry_after, retry_after, st.fault_label.clone()));
    }

    /// The next `times` REST requests of `method` whose path ends with `path_end` are answered `delay` late
    /// (the fake waits, then handles the request as usual: a late interaction callback then gets 10062).
    pub fn delay_requests(&self, method: &str, path_end: &str, times: u32, delay: Duration) {
        self.inject(method, path_end, times, Fault::Delay(delay));
    }

    /// Until [`FakeDiscord::allow_writes`], the bot's own writes in `channel` (POST and PATCH of messages, opening
    /// a thread) and in the threads under it get 403 with `code`: 50013 Missing Permissions (it lost Send
    /// Messages) or 50001 Missing Access (it lost View Channel). Interactions in `channel` show the loss in
    /// `app_permissions`; interaction responses and followups still work, as on Discord.
    pub fn deny_writes(&self, channel: u64, code: u64) {
        assert!(matches!(code, 50013 | 50001), "a permission error code");
        self.lock().denied_writes.insert(channel, (code, false));
    }

    /// Until [`FakeDiscord::allow_writes`], only the bot's messages in the threads under `channel` get 403 with
    /// `code` (it lost Send Messages in Threads): it still opens threads there.
    pub fn deny_thread_writes(&self, channel: u64, code: u64) {
        assert!(matches!(code, 50013 | 50001), "a permission error code");
        self.lock().denied_writes.insert(channel, (code, true));
    }

    /// Lifts [`FakeDiscord::deny_writes`] or [`FakeDiscord::deny_thread_writes`] on `channel`.
    pub fn allow_writes(&self, channel: u64) {
        self.lock().denied_writes.remove(&channel);
    }

    /// From now on, interactions reach the bot `age` after Discord created them (gateway lag): their snowflake
    /// ids and their 3 s deadline count from that earlier creation.
    pub fn set_interaction_age(&self, age: Duration) {
        self.lock().interaction_age = age;
    }

    fn inject(&self, method: &str, path_end: &str, times: u32, fault: Fault) {
        let mut st = self.lock();
        let label = st.fault_label.clone();
        st.faults.push(Injected { method: method.into(), path_end: path_end.into(), times, fault, label });
    }

    /// The delay an injected [`Fault::Delay`] puts on `request` (used up here).
    pub(crate) fn delay_for(&self, request: &HttpRequest) -> Option<Duration> {
        let path = request.path.split('?').next().unwrap_or_default();
        let mut st = self.lock();
        let delayed = |f: &&mut Injected| matches!(f.fault, Fault::Delay(_)) && f.matches(&request.method, path);
        let injected = st.faults.iter_mut().find(delayed)?;
        injected.times -= 1;
        let (fault, label) = (injected.fault, injected.label.clone());
        st.count_hit(label);
        match fault {
            Fault::Delay(delay) => Some(delay),
            _ => None,
        }
    }
}

impl State {
    /// The error code a write of the bot in a channel it may not write to gets (see [`FakeDiscord::deny_writes`]).
    pub(crate) fn write_denied(&self, method: &str, segs: &[&str]) -> Option<u64> {
        match (method, segs) {
            ("POST", ["channels", channel, "messages" | "threads"])
            | ("PATCH", ["channels", channel, "messages", _]) => {
                self.denied_code(parse(channel)).filter(|&(_, threads_only)| !threads_only).map(|(code, _)| code)
            }
            _ => None,
        }
    }

    /// The write denial of `channel` (of a thread: its own, or any of the channel it is under), and whether it
    /// covers only the threads under `channel`.
    fn denied_code(&self, channel: u64) -> Option<(u64, bool)> {
        let own = self.denied_writes.get(&channel).copied();
        match self.threads.get(&channel).map(|t| id_of(&t["parent_id"])) {
            Some(parent) => own.or_else(|| self.denied_writes.get(&parent).map(|&(code, _)| (code, false))),
            None => own,
        }
    }

    /// The bot's permissions in `channel` as an interaction there reports them.
    pub(crate) fn app_permissions(&self, channel: u64) -> Permissions {
        let threads = if self.threads_denied.contains(&channel) {
            Permissions::CREATE_PUBLIC_THREADS
        } else {
            Permissions::empty()
        };
        let granted = match self.denied_code(channel) {
            Some((50001, false)) => bot_permissions() - Permissions::VIEW_CHANNEL - send_permissions(),
            Some((_, false)) => bot_permissions() - send_permissions(),
            Some((_, true)) => bot_permissions() - Permissions::SEND_MESSAGES_IN_THREADS,
            None => bot_permissions(),
        };
        granted - threads
    }
}

/// Discord's 429: the body with `retry_after` in seconds, and the headers of a route's bucket (a global limit
/// has no bucket: `X-RateLimit-Global` and the scope instead).
pub(crate) fn rate_limited(retry_after: Duration, global: bool) -> Answer {
    let secs = retry_after.as_secs_f64();
    let body = json!({"message": "You are being rate limited.", "retry_after": secs, "global": global});
    let mut headers = vec![("Retry-After", format!("{}", secs.ceil() as u64))];
    if global {
        headers.push(("X-RateLimit-Global", "true".into()));
        headers.push(("X-RateLimit-Scope", "global".into()));
    } else {
        let epoch = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).unwrap().as_secs_f64();
        headers.extend([
            ("X-RateLimit-Limit", "5".to_string()),
            ("X-RateLimit-Remaining", "0".to_string()),
            ("X-RateLimit-Reset", format!("{:.3}", epoch + secs)),
            ("X-RateLimit-Reset-After", format!("{secs:.3}")),
            ("X-RateLimit-Bucket", "fake-bucket".to_string()),
            ("X-RateLimit-Scope", "user".to_string()),
        ]);
    }
    Answer { status: 429, body: Some(body), headers }
}

/// The body message of an injected error: Discord's "500: Internal Server Error" form.
pub(crate) fn status_message(status: u16) -> &'static str {
    match status {
        500 => "500: Internal Server Error",
        502 => "502: Bad Gateway",
        503 => "503: Service Unavailable",
        504 => "504: Gateway Timeout",
        _ => "injected failure",
    }
}
