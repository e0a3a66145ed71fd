//! The waits on the REST requests the bot made, as the fake recorded them.

use std::time::{Duration, Instant};

use serde_json::Value;

use crate::FakeDiscord;
use crate::ids::WAIT;
use crate::state::Recorded;

impl FakeDiscord {
    /// Body of the first PUT …/commands (global or guild).
    pub async fn wait_commands_registered(&self) -> Value {
        let put = self.wait_request(WAIT, |r| r.method == "PUT" && r.path.ends_with("/commands")).await;
        put.body
    }

    /// Waits until a recorded request (past or future) satisfies `pred`.
    pub async fn wait_request(&self, timeout: Duration, pred: impl Fn(&Recorded) -> bool) -> Recorded {
        self.wait_for(timeout, "a matching request", || self.lock().requests.iter().find(|r| pred(r)).cloned()).await
    }

    /// Every REST request so far, in arrival order.
    pub fn requests(&self) -> Vec<Recorded> {
        self.lock().requests.clone()
    }

    /// When the fake received interaction `id`'s accepted callback (newest requests are searched first).
    pub fn callback_at(&self, id: u64) -> Option<Instant> {
        let prefix = format!("/api/v10/interactions/{id}/");
        let st = self.lock();
        st.requests.iter().rev().find(|r| r.status == 204 && r.path.starts_with(&prefix)).map(|r| r.at)
    }
}
