//! The message store: the bot's messages as created and edited, Discord's checks on them, their reading.

use std::time::Duration;

use serde_json::{Value, json};

use crate::FakeDiscord;
use crate::ids::{APP_ID, MESSAGE_BASE};
use crate::objects::{bot_user, id_of, now};
use crate::reply::{Reply, error, ok, unknown_route};
use crate::state::State;

const EPHEMERAL: u64 = 64;

impl FakeDiscord {
    /// A stored message as the bot would read it back.
    pub fn message(&self, id: u64) -> Option<Value> {
        self.lock().messages.get(&id).cloned()
    }

    /// All stored messages in creation order, ephemeral ones included.
    pub fn messages(&self) -> Vec<Value> {
        self.lock().messages.values().cloned().collect()
    }

    /// The newest non-ephemeral message in `channel`.
    pub fn last_message_in(&self, channel: u64) -> Option<Value> {
        self.last_message_in_where(channel, |_| true)
    }

    /// The newest non-ephemeral message in `channel` that `pred` holds for (as a person scrolls up past others).
    pub fn last_message_in_where(&self, channel: u64, pred: impl Fn(&Value) -> bool) -> Option<Value> {
        let st = self.lock();
        let mut in_channel = st.messages.values().filter(|m| id_of(&m["channel_id"]) == channel);
        in_channel.rfind(|m| !is_ephemeral(m) && pred(m)).cloned()
    }

    /// Waits until `pred` holds for message `id`.
    pub async fn wait_message(&self, id: u64, timeout: Duration, pred: impl Fn(&Value) -> bool) -> Value {
        self.wait_for(timeout, &format!("message {id} to match"), || self.message(id).filter(|m| pred(m))).await
    }

    /// A moderator deletes the message: later REST on it gets 404 10008.
    pub fn delete_message(&self, id: u64) {
        self.lock().messages.remove(&id);
    }

    /// `(custom_id, disabled, label)` of every button, row by row.
    pub fn buttons(message: &Value) -> Vec<Vec<(String, bool, String)>> {
        let rows = array(message, "components").iter();
        let button = |c: &Value| {
            let text = |k: &str| c[k].as_str().unwrap_or_default().to_string();
            (text("custom_id"), c["disabled"].as_bool().unwrap_or(false), text("label"))
        };
        rows.map(|row| array(row, "components").iter().filter(|c| c["type"] == 2).map(&button).collect()).collect()
    }
}

impl State {
    pub(crate) fn message_op(&mut self, method: &str, id: u64, body: &Value) -> Reply {
        match method {
            "GET" => ok(self.messages[&id].clone()),
            "PATCH" => {
                if let Err(reply) = validate(body) {
                    return reply;
                }
                self.edit_message(id, body);
                ok(self.messages[&id].clone())
            }
            "DELETE" => {
                self.messages.remove(&id);
                (204, None)
            }
            _ => unknown_route(),
        }
    }

    /// `GET /channels/{channel}/messages`, as Discord answers it: newest first, `limit` messages (50 unless told, at
    /// most 100): the newest older than `before`, or the oldest newer than `after`, or the newest of all.
    pub(crate) fn list_messages(&self, channel: u64, query: &str) -> Reply {
        let param = |name: &str| {
            query.split('&').find_map(|pair| pair.strip_prefix(name)?.strip_prefix('=')?.parse::<u64>().ok())
        };
        let limit = param("limit").unwrap_or(50);
        if !(1..=100).contains(&limit) {
            return error(400, 50035, "Invalid Form Body: limit");
        }
        let (before, after) = (param("before").unwrap_or(u64::MAX), param("after"));
        let range = self.messages.range(after.unwrap_or(0).saturating_add(1)..before).map(|(_, m)| m);
        let shown = |m: &&Value| id_of(&m["channel_id"]) == channel && !is_ephemeral(m);
        let mut listed: Vec<Value> = match after {
            // The `limit` messages right after `after`.
            Some(_) => range.filter(shown).take(limit as usize).cloned().collect(),
            None => range.rev().filter(shown).take(limit as usize).cloned().collect(),
        };
        if after.is_some() {
            listed.reverse();
        }
        ok(Value::Array(listed))
    }

    pub(crate) fn post_message(&mut self, channel: u64, data: &Value, flags: u64) -> Reply {
        if let Err(reply) = validate(data) {
            return reply;
        }
        self.posted_in(channel);
        let id = self.create_message(channel, data, flags);
        ok(self.messages[&id].clone())
    }

    pub(crate) fn create_message(&mut self, channel: u64, data: &Value, flags: u64) -> u64 {
        self.next_message += 1;
        let id = MESSAGE_BASE + self.next_message;
        let mut message = json!({
            "id": id.to_string(), "channel_id": channel.to_string(), "author": bot_user(),
            "content": "", "timestamp": now(), "edited_timestamp": null, "tts": false,
            "mention_everyone": false, "mentions": [], "mention_roles": [], "attachments": [],
            "embeds": [], "pinned": false, "type": 0, "components": [], "flags": 0,
            "application_id": APP_ID.to_string(),
        });
        merge_fields(&mut message, data);
        message["flags"] = json!(flags);
        self.messages.insert(id, message);
        id
    }

    pub(crate) fn edit_message(&mut self, id: u64, data: &Value) {
        if let Some(message) = self.messages.get_mut(&id) {
            merge_fields(message, data);
            message["edited_timestamp"] = json!(now());
        }
    }
}

/// Copies the editable message fields present in `data` over `message` (null resets a field).
fn merge_fields(message: &mut Value, data: &Value) {
    for key in ["content", "embeds", "components", "allowed_mentions", "flags", "attachments", "tts"] {
        let value = match data.get(key) {
            None => continue,
            Some(Value::Null) => match key {
                "content" => json!(""),
                "flags" => json!(0),
                "tts" => json!(false),
                "allowed_mentions" => Value::Null,
                _ => json!([]),
            },
            Some(value) => value.clone(),
        };
        message[key] = value;
    }
}

/// Discord's size limits on a message body: content, embed descriptions, rows, buttons, custom ids.
pub(crate) fn validate(data: &Value) -> Result<(), Reply> {
    let too_long = |v: &Value, max: usize| v.as_str().is_some_and(|s| s.chars().count() > max);
    let rows = array(data, "components");
    let bad_row = |row: &Value| {
        let components = array(row, "components");
        components.len() > 5 || components.iter().any(|c| too_long(&c["custom_id"], 100) || !button_ok(c))
    };
    let bad = too_long(&data["content"], 2000)
        || array(data, "embeds").iter().any(|e| too_long(&e["description"], 4096))
        || rows.len() > 5
        || rows.iter().any(bad_row);
    if bad { Err(error(400, 50035, "Invalid Form Body")) } else { Ok(()) }
}

/// A button as Discord takes it: a link (style 5) has an http(s) URL of at most 512 characters and no custom id;
/// any other style has a custom id and no URL.
fn button_ok(button: &Value) -> bool {
    let (id, url) = (button["custom_id"].as_str(), button["url"].as_str());
    match button["style"].as_u64() {
        Some(5) => {
            id.is_none()
                && url.is_some_and(|u| u.starts_with("https://") || u.starts_with("http://"))
                && url.is_some_and(|u| u.chars().count() <= 512)
        }
        _ => id.is_some() && url.is_none(),
    }
}

fn array<'a>(value: &'a Value, key: &str) -> &'a [Value] {
    value.get(key).and_then(Value::as_array).map(Vec::as_slice).unwrap_or_default()
}

pub(crate) fn flags_of(data: &Value) -> u64 {
    data["flags"].as_u64().unwrap_or(0)
}

pub(crate) fn is_ephemeral(message: &Value) -> bool {
    flags_of(message) & EPHEMERAL != 0
}
