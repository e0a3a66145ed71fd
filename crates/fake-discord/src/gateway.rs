//! The gateway (WebSocket) server: connections, IDENTIFY and RESUME, sessions, disconnects.

use futures_util::{SinkExt, StreamExt};
use serde_json::{Value, json};
use tokio::net::TcpStream;
use tokio::sync::mpsc::{UnboundedSender, unbounded_channel};
use tokio_tungstenite::tungstenite::Message as WsMessage;
use tokio_tungstenite::tungstenite::protocol::CloseFrame;

use crate::ids::{APP_ID, GUILDS, WAIT};
use crate::objects::bot_user;
use crate::state::{Live, Session, State};
use crate::{FakeDiscord, shard_of};

impl FakeDiscord {
    /// What `GET /gateway/bot` answers as `shards` (default 1).
    pub fn set_shard_count(&self, shards: u32) {
        assert!(shards > 0, "a bot has at least one shard");
        self.lock().shard_count = shards;
    }

    /// Waits until a connected shard has received READY (a client that shut down no longer counts).
    pub async fn wait_ready(&self) {
        self.wait_shards_ready(1).await
    }

    /// Waits until `n` distinct shards are live, each having received READY on its session.
    pub async fn wait_shards_ready(&self, n: usize) {
        self.wait_for(WAIT, &format!("READY on {n} shards"), || {
            let st = self.lock();
            // Every live connection carries a session that got READY when it identified.
            (st.readies > 0 && st.live_shards().len() >= n).then_some(())
        })
        .await
    }

    /// The shard ids that have a live gateway connection, ascending.
    pub fn live_shards(&self) -> Vec<u32> {
        self.lock().live_shards().into_iter().collect()
    }

    /// How many live gateway connections serve shard `shard` (two when two instances identified as it).
    pub fn live_connections(&self, shard: u32) -> usize {
        self.lock().live.values().filter(|live| live.shard == shard).count()
    }

    /// How many READY events were sent (one per IDENTIFY).
    pub fn readies(&self) -> u64 {
        self.lock().readies
    }

    /// Ops of every gateway frame received from the bot, in order (2 identify, 6 resume, 1 heartbeat).
    pub fn gateway_ops(&self) -> Vec<u64> {
        self.lock().gateway_ops.clone()
    }

    /// Closes shard 0's live gateway socket with `code` (the only one when the bot runs one shard).
    pub async fn disconnect(&self, code: u16) {
        self.disconnect_shard(0, code).await
    }

    /// Closes shard `shard`'s live gateway sockets (one per instance connected as that shard) with `code`.
    pub async fn disconnect_shard(&self, shard: u32, code: u16) {
        let closed = self.take_connections(shard).await;
        for live in closed {
            let frame = CloseFrame { code: code.into(), reason: "fake disconnect".into() };
            let _ = live.tx.send(WsMessage::Close(Some(frame)));
        }
    }

    pub(crate) async fn serve_gateway(self, stream: TcpStream) {
        let Ok(socket) = tokio_tungstenite::accept_async(stream).await else { return };
        let (mut sink, mut source) = socket.split();
        let (tx, mut rx) = unbounded_channel::<WsMessage>();
        tokio::spawn(async move {
            while let Some(frame) = rx.recv().await {
                let close = matches!(frame, WsMessage::Close(_));
                if sink.send(frame).await.is_err() || close {
                    break;
                }
            }
        });
        let conn = {
            let mut st = self.lock();
            st.next_conn += 1;
            st.next_conn
        };
        let _ = tx.send(text_frame(json!({"op": 10, "d": {"heartbeat_interval": 41250}})));
        // Keep reading after a Close so tungstenite flushes its Close reply (serenity waits for it).
        while let Some(Ok(frame)) = source.next().await {
            match frame {
                WsMessage::Text(text) => self.lock().on_gateway_frame(conn, &tx, &text),
                WsMessage::Close(_) => self.lock().drop_live(conn),
                _ => {}
            }
        }
        self.lock().drop_live(conn);
    }

    /// Waits for shard `shard`'s live connections and takes them out of the live set (they get no more events).
    async fn take_connections(&self, shard: u32) -> Vec<Live> {
        let what = format!("a live gateway connection for shard {shard}");
        self.wait_for(WAIT, &what, || {
            let mut st = self.lock();
            let conns: Vec<u64> = st.live.iter().filter(|(_, live)| live.shard == shard).map(|(&c, _)| c).collect();
            let taken: Vec<Live> = conns.into_iter().filter_map(|conn| st.live.remove(&conn)).collect();
            (!taken.is_empty()).then_some(taken)
        })
        .await
    }

    /// Sends INVALID_SESSION (op 9) on shard `shard`'s live connections, which then carry no more events. With
    /// `resumable` false the session is forgotten (a RESUME of it gets op 9 false again), so the client must
    /// identify anew; with true it may resume.
    pub async fn invalidate_session(&self, shard: u32, resumable: bool) {
        let invalidated = self.take_connections(shard).await;
        for live in invalidated {
            if !resumable {
                self.lock().sessions.remove(&live.session);
            }
            let _ = live.tx.send(text_frame(json!({"op": 9, "d": resumable})));
        }
    }
}

impl State {
    /// Forgets `conn` as a live connection (other connections keep theirs).
    fn drop_live(&mut self, conn: u64) {
        self.live.remove(&conn);
    }

    /// The shard ids with at least one live connection.
    pub(crate) fn live_shards(&self) -> std::collections::BTreeSet<u32> {
        self.live.values().map(|live| live.shard).collect()
    }

    fn on_gateway_frame(&mut self, conn: u64, tx: &UnboundedSender<WsMessage>, text: &str) {
        let frame: Value = serde_json::from_str(text).unwrap_or_default();
        let op = frame["op"].as_u64().unwrap_or(u64::MAX);
        self.gateway_ops.push(op);
        match op {
            1 => drop(tx.send(text_frame(json!({"op": 11})))),
            2 => self.identify(conn, tx, &frame["d"]["shard"]),
            6 => {
                let session = frame["d"]["session_id"].as_str().and_then(|s| s.strip_prefix("fake-session-"));
                let session = session.and_then(|s| s.parse::<u64>().ok());
                match session.and_then(|session| Some((session, self.sessions.get(&session)?.shard))) {
                    Some((session, shard)) => {
                        // The session moves to this connection (a connection it left is closed already).
                        self.live.retain(|_, live| live.session != session);
                        self.live.insert(conn, Live { shard, session, tx: tx.clone() });
                        // The dispatches the client had not received when its connection closed come first.
                        let seen = frame["d"]["seq"].as_u64().unwrap_or(0);
                        let missed: Vec<String> = self.sessions[&session]
                            .recent
                            .iter()
                            .filter(|(seq, _)| *seq > seen)
                            .map(|(_, frame)| frame.clone())
                            .collect();
                        for frame in missed {
                            let _ = tx.send(WsMessage::Text(frame));
                        }
                        self.send_on(conn, "RESUMED", json!({}));
                    }
                    // Invalid Session, not resumable: the client identifies again.
                    None => drop(tx.send(text_frame(json!({"op": 9, "d": false})))),
                }
            }
            _ => {}
        }
    }

    /// IDENTIFY as `shard` (`[id, total]`, absent for an unsharded bot): a new session, READY listing the
    /// guilds of that shard, then one GUILD_CREATE per guild.
    fn identify(&mut self, conn: u64, tx: &UnboundedSender<WsMessage>, shard: &Value) {
        let number = |i: usize| shard.get(i).and_then(Value::as_u64).and_then(|n| u32::try_from(n).ok());
        let (id, total) = match (number(0), number(1)) {
            _ if shard.is_null() => (0, 1),
            (Some(id), Some(total)) if id < total => (id, total),
            _ => {
                // Discord closes the connection with 4010 Invalid Shard.
                let frame = CloseFrame { code: 4010.into(), reason: "Invalid shard".into() };
                return drop(tx.send(WsMessage::Close(Some(frame))));
            }
        };
        self.sessions.insert(conn, Session { shard: id, total, seq: 0, recent: Default::default() });
        self.live.insert(conn, Live { shard: id, session: conn, tx: tx.clone() });
        let guilds: Vec<u64> = GUILDS.iter().map(|g| g.0).filter(|g| shard_of(*g, total) == id).collect();
        let mut ready = ready_json(conn, &self.ws_url, &guilds);
        if !shard.is_null() {
            ready["shard"] = json!([id, total]);
        }
        self.send_on(conn, "READY", ready);
        for guild in guilds {
            let created = self.guild_create(guild);
            self.send_on(conn, "GUILD_CREATE", created);
        }
        self.readies += 1;
    }
}

fn ready_json(conn: u64, ws_url: &str, guilds: &[u64]) -> Value {
    let guilds: Vec<Value> = guilds.iter().map(|g| json!({"id": g.to_string(), "unavailable": true})).collect();
    json!({"v": 10, "user": bot_user(), "guilds": guilds,
           "session_id": format!("fake-session-{conn}"), "resume_gateway_url": ws_url,
           "application": {"id": APP_ID.to_string(), "flags": 0}})
}

fn text_frame(value: Value) -> WsMessage {
    WsMessage::Text(value.to_string())
}
