//! Dispatch events: the shard Discord routes an event to, sent with its session's sequence numbers.

use serde_json::{Value, json};
use tokio_tungstenite::tungstenite::Message as WsMessage;

use crate::FakeDiscord;
use crate::ids::WAIT;
use crate::objects::id_of;
use crate::state::REPLAYABLE;
use crate::state::State;

impl FakeDiscord {
    /// Sends any dispatch event to the shard Discord would send it to (waits up to 10 s for that shard to be
    /// live): the shard of `data.guild_id`, of `data.id` for GUILD_* events, or of the guild of
    /// `data.channel_id`; events without a guild (DMs) go to shard 0.
    pub async fn dispatch(&self, event: &str, data: Value) {
        let what = format!("a live gateway connection for {event}");
        self.wait_for(WAIT, &what, || self.lock().dispatch_now(event, data.clone()).then_some(())).await
    }

    /// Sends a dispatch event to shard `shard` whatever its guild (waits up to 10 s for that shard to be live).
    pub async fn dispatch_to_shard(&self, shard: u32, event: &str, data: Value) {
        let what = format!("a live gateway connection for shard {shard}");
        self.wait_for(WAIT, &what, || self.lock().send_to_shard(shard, event, data.clone()).then_some(())).await
    }
}

impl State {
    /// The shard count the live connections identified with (`GET /gateway/bot`'s before any connects).
    fn shard_total(&self) -> u32 {
        let identified = self.live.values().find_map(|live| self.sessions.get(&live.session)).map(|s| s.total);
        identified.unwrap_or(self.shard_count).max(1)
    }

    /// The shard Discord sends events of `guild` to; events without a guild go to shard 0.
    pub(crate) fn shard_for(&self, guild: Option<u64>) -> u32 {
        guild.map_or(0, |guild| shard_of(guild, self.shard_total()))
    }

    /// The guild of a dispatch: its `guild_id`, a GUILD_* event's `id`, or the guild of its `channel_id`.
    fn guild_of_event(&self, event: &str, data: &Value) -> Option<u64> {
        let field = |key: &str| data.get(key).map(id_of).filter(|id| *id != 0);
        if let Some(guild) = field("guild_id") {
            return Some(guild);
        }
        if event.starts_with("GUILD_") {
            return field("id");
        }
        field("channel_id").and_then(|channel| self.guild_of(channel))
    }

    /// Sends a dispatch to the shard Discord routes it to (see [`FakeDiscord::dispatch`]); false if not live.
    pub(crate) fn dispatch_now(&mut self, event: &str, data: Value) -> bool {
        let shard = self.shard_for(self.guild_of_event(event, &data));
        self.send_to_shard(shard, event, data)
    }

    /// Sends a dispatch on every live connection of `shard`, each with the next sequence number of its session;
    /// false if none is live.
    pub(crate) fn send_to_shard(&mut self, shard: u32, event: &str, data: Value) -> bool {
        let conns: Vec<u64> = self.live.iter().filter(|(_, live)| live.shard == shard).map(|(&c, _)| c).collect();
        let mut sent = false;
        for conn in conns {
            sent |= self.send_on(conn, event, data.clone());
        }
        sent
    }

    /// Sends a dispatch on live connection `conn` with the next sequence number of its session.
    pub(crate) fn send_on(&mut self, conn: u64, event: &str, data: Value) -> bool {
        let Some(live) = self.live.get(&conn) else { return false };
        let Some(session) = self.sessions.get_mut(&live.session) else { return false };
        session.seq += 1;
        let frame = json!({"op": 0, "s": session.seq, "t": event, "d": data}).to_string();
        if session.recent.len() == REPLAYABLE {
            session.recent.pop_front();
        }
        session.recent.push_back((session.seq, frame.clone()));
        live.tx.send(WsMessage::Text(frame)).is_ok()
    }
}

/// The shard Discord sends a guild's events to when the bot runs `total` shards.
pub fn shard_of(guild: u64, total: u32) -> u32 {
    ((guild >> 22) % u64::from(total.max(1))) as u32
}
