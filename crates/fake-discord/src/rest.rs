//! The REST server: serving connections, recording requests and routing them to Discord's endpoints.

use std::time::Instant;

use serde_json::{Value, json};
use tokio::io::BufReader;
use tokio::net::TcpStream;

use crate::faults::{rate_limited, status_message};
use crate::http::{Answer, HttpRequest, multipart_boundary, read_multipart, read_request, write_response};
use crate::ids::{APP_ID, COMMAND_BASE, DM_CHANNEL_ID, EVENT_BASE, is_group_dm};
use crate::messages::is_ephemeral;
use crate::objects::{id_of, parse};
use crate::reply::{Reply, error, ok, unknown_route};
use crate::state::{Fault, State};
use crate::{FakeDiscord, Recorded, command_rules};

impl FakeDiscord {
    pub(crate) async fn serve_http(self, stream: TcpStream) {
        // Header and body go out in two writes: without this, the body waits for a delayed ACK (~40 ms).
        let _ = stream.set_nodelay(true);
        let mut reader = BufReader::new(stream);
        while let Some(request) = read_request(&mut reader).await {
            if let Some(delay) = self.delay_for(&request) {
                tokio::time::sleep(delay).await;
            }
            let answer = self.handle(&request);
            if answer.status == 0 {
                break;
            }
            let sent = write_response(reader.get_mut(), &answer).await;
            if sent.is_err() || request.close {
                break;
            }
        }
    }

    fn handle(&self, request: &HttpRequest) -> Answer {
        let (path, query) = request.path.split_once('?').unwrap_or((&request.path, ""));
        let (body, files) = match multipart_boundary(request.content_type.as_deref()) {
            Some(boundary) => read_multipart(&request.body, &boundary),
            None => (serde_json::from_slice(&request.body).unwrap_or(Value::Null), Vec::new()),
        };
        let mut st = self.lock();
        let rejected = st.rejected_auth.is_some() && request.auth == st.rejected_auth;
        let fault = if rejected { None } else { st.take_fault(&request.method, path) };
        let route = path.strip_prefix("/api/v10/");
        // Discord keeps the interaction endpoints out of the global rate limit.
        let interaction_route = route.is_some_and(|r| r.starts_with("interactions/") || r.starts_with("webhooks/"));
        let global = st.global_limit.clone().filter(|(until, ..)| Instant::now() < *until && !interaction_route);
        let answer = match (route, fault) {
            _ if rejected => Answer::from(error(401, 0, "401: Unauthorized")),
            _ if let Some((_, retry_after, label)) = global => {
                st.count_hit(label);
                rate_limited(retry_after, true)
            }
            (_, Some(Fault::Fail { status, code })) => Answer::from(error(status, code, status_message(status))),
            (_, Some(Fault::RateLimit { retry_after })) => rate_limited(retry_after, false),
            (Some(route), None | Some(Fault::ApplyThenDrop | Fault::Delay(_))) => {
                let segs: Vec<&str> = route.split('/').collect();
                let reply = match st.write_denied(&request.method, &segs) {
                    Some(code) => {
                        error(403, code, if code == 50001 { "Missing Access" } else { "Missing Permissions" })
                    }
                    None => st.route(&request.method, &segs, query, body.clone()),
                };
                Answer::from(reply)
            }
            (None, _) => Answer::from(unknown_route()),
        };
        let (method, auth, at) = (request.method.clone(), request.auth.clone(), Instant::now());
        let status = answer.status;
        st.requests.push(Recorded { method, path: path.to_string(), body, auth, at, status, files });
        match fault {
            // Applied, and recorded with the status it had; the bot gets no answer.
            Some(Fault::ApplyThenDrop) => Answer { status: 0, ..answer },
            _ => answer,
        }
    }
}

impl State {
    fn route(&mut self, method: &str, segs: &[&str], query: &str, body: Value) -> Reply {
        match (method, segs) {
            ("GET", ["gateway"]) => ok(json!({"url": self.ws_url})),
            ("GET", ["users", "@me"]) => ok(json!({"id": APP_ID.to_string(), "username": "cuatro", "bot": true})),
            ("GET", ["gateway", "bot"]) => ok(json!({"url": self.ws_url, "shards": self.shard_count,
                "session_start_limit": {"total": 1000, "remaining": 1000, "reset_after": 0, "max_concurrency": 1}})),
            // A DM with a user (the bot tells a tournament's organiser): the fake's one DM channel, with them in it.
            ("POST", ["users", "@me", "channels"]) => {
                let user = body["recipient_id"].as_str().unwrap_or_default().to_string();
                ok(json!({"id": DM_CHANNEL_ID.to_string(), "type": 1, "last_message_id": null,
                          "recipients": [{"id": user, "username": "user", "discriminator": "0", "avatar": null}]}))
            }
            ("PUT", ["applications", _, "commands"]) | ("PUT", ["applications", _, "guilds", _, "commands"]) => {
                self.register_commands(body)
            }
            ("POST", ["interactions", id, token, "callback"]) => self.callback(id, token, body),
            ("POST", ["webhooks", _, token]) => self.followup(token, body),
            (_, ["webhooks", _, token, "messages", message]) => self.webhook_message(method, token, message, body),
            (_, ["channels", channel, ..]) if self.deleted_channels.contains(&parse(channel)) => {
                error(404, 10003, "Unknown Channel")
            }
            // The bot is not in the group DM: it can answer interactions there, and nothing more.
            (_, ["channels", channel, ..]) if is_group_dm(parse(channel)) => error(403, 50001, "Missing Access"),
            ("GET", ["channels", channel]) => self.get_channel(parse(channel)),
            ("PATCH", ["channels", channel]) => self.modify_thread(parse(channel), &body),
            // Deleting a thread needs Manage Threads (deleting a channel, Manage Channels): the bot has neither.
            ("DELETE", ["channels", _]) => error(403, 50013, "Missing Permissions"),
            ("POST", ["channels", channel, "threads"]) => self.create_thread(parse(channel), &body),
            ("GET", ["guilds", guild, "threads", "active"]) => self.list_active_threads(parse(guild)),
            ("POST", ["guilds", guild, "scheduled-events"]) => self.create_event(parse(guild), &body),
            ("POST", ["channels", channel, "messages"]) => self.post_message(parse(channel), &body, 0),
            ("GET", ["channels", channel, "messages"]) => self.list_messages(parse(channel), query),
            (_, ["channels", channel, "messages", message]) => {
                let id = parse(message);
                let visible = self
                    .messages
                    .get(&id)
                    .is_some_and(|m| id_of(&m["channel_id"]) == parse(channel) && !is_ephemeral(m));
                if !visible {
                    return error(404, 10008, "Unknown Message");
                }
                self.message_op(method, id, &body)
            }
            _ => unknown_route(),
        }
    }

    /// An external scheduled event (entity type 3), as Discord checks it: a name of 1–100 characters, guild-only
    /// privacy, a start and an end time, and a location.
    fn create_event(&mut self, guild: u64, body: &Value) -> Reply {
        if self.events_denied {
            return error(403, 50013, "Missing Permissions");
        }
        let name = body["name"].as_str().unwrap_or_default().chars().count();
        let location = body["entity_metadata"]["location"].as_str().unwrap_or_default();
        let valid = (1..=100).contains(&name)
            && body["privacy_level"] == 2
            && body["entity_type"] == 3
            && body["scheduled_start_time"].is_string()
            && body["scheduled_end_time"].is_string()
            && !location.is_empty();
        if !valid {
            return error(400, 50035, "Invalid Form Body");
        }
        let mut event = body.clone();
        event["id"] = json!((EVENT_BASE + self.scheduled_events.len() as u64).to_string());
        event["guild_id"] = json!(guild.to_string());
        event["status"] = json!(1);
        event["creator_id"] = json!(APP_ID.to_string());
        self.scheduled_events.push(event.clone());
        ok(event)
    }

    fn register_commands(&mut self, body: Value) -> Reply {
        if let Err(reason) = command_rules::check_registration(&body) {
            return error(400, 50035, &format!("Invalid Form Body: {reason}"));
        }
        let mut echoed = Vec::new();
        for (i, command) in body.as_array().into_iter().flatten().enumerate() {
            let mut command = command.clone();
            let object = command.as_object_mut().expect("command object");
            object.retain(|_, v| !v.is_null());
            let id = COMMAND_BASE + 1 + i as u64;
            object.insert("id".into(), json!(id.to_string()));
            object.insert("application_id".into(), json!(APP_ID.to_string()));
            object.insert("version".into(), json!("1"));
            object.entry("type").or_insert(json!(1));
            object.entry("description").or_insert(json!(""));
            self.commands.insert(object["name"].as_str().unwrap_or_default().to_string(), id);
            echoed.push(command);
        }
        self.registered = echoed.clone();
        ok(Value::Array(echoed))
    }
}
