//! The bot's responses to interactions: callbacks, followups and @original through webhook tokens.

use std::time::Duration;

use serde_json::{Value, json};

use crate::FakeDiscord;
use crate::messages::{flags_of, validate};
use crate::objects::{id_of, parse};
use crate::reply::{Reply, error};
use crate::state::State;

impl FakeDiscord {
    /// The body of the accepted callback for interaction `id` (rejected ones are only in `requests()`).
    pub async fn response(&self, id: u64, timeout: Duration) -> Value {
        self.wait_for(timeout, &format!("callback of interaction {id}"), || {
            self.lock().interactions.get(&id)?.callback.clone()
        })
        .await
    }

    /// The message an interaction's response created or updated (its @original), if any yet.
    pub fn original_message(&self, interaction_id: u64) -> Option<u64> {
        self.lock().interactions.get(&interaction_id)?.original
    }
}

impl State {
    pub(crate) fn callback(&mut self, id: &str, token: &str, body: Value) -> Reply {
        let id = parse(id);
        if self.tokens.get(token) != Some(&id) {
            return error(404, 10062, "Unknown interaction");
        }
        let deadline = self.callback_deadline;
        let ix = &self.interactions[&id];
        if ix.callback.is_some() {
            return error(400, 40060, "Interaction has already been acknowledged");
        }
        if ix.sent_at.elapsed() > deadline {
            return error(404, 10062, "Unknown interaction");
        }
        let (channel, original, component) = (ix.channel, ix.original, ix.component);
        let data = body.get("data").cloned().unwrap_or(Value::Null);
        if let Err(reply) = validate(&data) {
            return reply;
        }
        let kind = body["type"].as_u64().unwrap_or(0);
        let mut original = original;
        match kind {
            4 => original = Some(self.create_message(channel, &data, flags_of(&data))),
            5 => {
                // A deferred message: its "thinking…" message, not a clicked one, becomes the original.
                self.interactions.get_mut(&id).unwrap().deferred_flags = Some(flags_of(&data));
                original = None;
            }
            6 | 7 if !component => return error(400, 50035, "Invalid Form Body"),
            7 => self.edit_message(original.unwrap(), &data),
            _ => {}
        }
        let ix = self.interactions.get_mut(&id).unwrap();
        ix.original = original;
        ix.callback = Some(body);
        (204, None)
    }

    /// The interaction behind a webhook token, if it may still be used.
    fn webhook_interaction(&self, token: &str) -> Result<u64, Reply> {
        let unknown = || error(404, 10015, "Unknown Webhook");
        let id = *self.tokens.get(token).ok_or_else(unknown)?;
        let ix = &self.interactions[&id];
        if ix.sent_at.elapsed() > self.token_lifetime {
            return Err(error(401, 50027, "Invalid Webhook Token"));
        }
        ix.callback.as_ref().map(|_| id).ok_or_else(unknown)
    }

    pub(crate) fn followup(&mut self, token: &str, body: Value) -> Reply {
        let id = match self.webhook_interaction(token) {
            Ok(id) => id,
            Err(reply) => return reply,
        };
        let ix = &self.interactions[&id];
        let (channel, deferred) = (ix.channel, ix.deferred_flags.filter(|_| ix.original.is_none()));
        let reply = self.post_message(channel, &body, deferred.unwrap_or(flags_of(&body)));
        if deferred.is_some() && reply.0 == 200 {
            let created = reply.1.as_ref().map(|m| id_of(&m["id"]));
            self.interactions.get_mut(&id).unwrap().original = created;
        }
        reply
    }

    pub(crate) fn webhook_message(&mut self, method: &str, token: &str, message: &str, body: Value) -> Reply {
        let id = match self.webhook_interaction(token) {
            Ok(id) => id,
            Err(reply) => return reply,
        };
        let ix = &self.interactions[&id];
        let (channel, original, deferred) = (ix.channel, ix.original, ix.deferred_flags);
        let target = match (message, original, deferred) {
            ("@original", Some(original), _) => original,
            ("@original", None, Some(flags)) if method == "PATCH" => {
                if let Err(reply) = validate(&body) {
                    return reply;
                }
                let created = self.create_message(channel, &json!({}), flags);
                self.interactions.get_mut(&id).unwrap().original = Some(created);
                created
            }
            ("@original", _, _) => return error(404, 10008, "Unknown Message"),
            (other, _, _) => parse(other),
        };
        if !self.messages.contains_key(&target) {
            return error(404, 10008, "Unknown Message");
        }
        self.message_op(method, target, &body)
    }
}
