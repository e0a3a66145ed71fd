//! Interactions sent as a user: slash commands, autocomplete, context menus and button clicks.

use std::collections::BTreeMap;
use std::time::Instant;

use serde_json::{Value, json};

use crate::channels::channel_json;
use crate::ids::{
    APP_ID, CHANNEL_ID, COMMAND_BASE, DISCORD_EPOCH_MS, DM_CHANNEL_ID, GROUP_DM_CHANNEL_ID, JOINED_AT, WAIT,
    is_group_dm,
};
use crate::objects::{bot_permissions, id_of, private_chat_permissions};
use crate::state::{Interaction, State};
use crate::{FakeDiscord, FakeUser, Opt};
use serenity::all::Permissions;

impl FakeDiscord {
    /// A slash command in CHANNEL_ID; `path` is `["ping"]` or `["group", "sub"]`, options go to the leaf.
    pub async fn slash(&self, user: &FakeUser, path: &[&str], options: Vec<(&str, Opt)>) -> u64 {
        self.slash_in(CHANNEL_ID, user, path, options).await
    }

    /// A slash command in the DM channel DM_CHANNEL_ID (context 1, `user` instead of `member`).
    pub async fn slash_dm(&self, user: &FakeUser, path: &[&str], options: Vec<(&str, Opt)>) -> u64 {
        self.slash_in(DM_CHANNEL_ID, user, path, options).await
    }

    /// A slash command in the group DM GROUP_DM_CHANNEL_ID, which the bot is not in (context 2, `user` instead of
    /// `member`, authorised by the caller's install). Discord offers there only the commands registered for user
    /// installs and private channels: the fake panics on any other.
    pub async fn slash_group_dm(&self, user: &FakeUser, path: &[&str], options: Vec<(&str, Opt)>) -> u64 {
        self.slash_in(GROUP_DM_CHANNEL_ID, user, path, options).await
    }

    /// A slash command in `channel` (a DM if `channel == DM_CHANNEL_ID`, a group DM if [`is_group_dm`]), sent to the
    /// shard of its guild.
    pub async fn slash_in(&self, channel: u64, user: &FakeUser, path: &[&str], options: Vec<(&str, Opt)>) -> u64 {
        if is_group_dm(channel) {
            self.assert_offered_in_private_chats(path[0], 1);
        }
        let data = self.slash_data(channel, path, &options);
        self.send_interaction(None, 2, channel, user, data, None).await
    }

    /// [`FakeDiscord::slash_in`], but delivered to shard `shard` whatever the channel's guild.
    pub async fn slash_via_shard(
        &self,
        shard: u32,
        channel: u64,
        user: &FakeUser,
        path: &[&str],
        options: Vec<(&str, Opt)>,
    ) -> u64 {
        let data = self.slash_data(channel, path, &options);
        self.send_interaction(Some(shard), 2, channel, user, data, None).await
    }

    /// An autocomplete request (type 4) while `user` types `partial` into the string option `option`.
    pub async fn autocomplete(&self, user: &FakeUser, path: &[&str], option: &str, partial: &str) -> u64 {
        let mut data = self.command_data(path[0], 1);
        let leaf = vec![json!({"name": option, "type": 3, "value": partial, "focused": true})];
        data["options"] = nest_options(path, leaf);
        self.send_interaction(None, 4, CHANNEL_ID, user, data, None).await
    }

    /// A user context-menu command aimed at `target`.
    pub async fn user_command(&self, user: &FakeUser, name: &str, target: &FakeUser) -> u64 {
        self.user_command_in(CHANNEL_ID, user, name, target).await
    }

    /// [`FakeDiscord::user_command`] in `channel` (a group DM: only if registered for private chats).
    pub async fn user_command_in(&self, channel: u64, user: &FakeUser, name: &str, target: &FakeUser) -> u64 {
        if is_group_dm(channel) {
            self.assert_offered_in_private_chats(name, 2);
        }
        let in_guild = self.lock().guild_of(channel).is_some();
        let mut data = self.command_data(name, 2);
        data["target_id"] = json!(target.id.to_string());
        data["resolved"] = options_json(&[("target", Opt::User(target.clone()))], in_guild, &BTreeMap::new()).1;
        self.send_interaction(None, 2, channel, user, data, None).await
    }

    /// Panics unless command `name` of type `kind` is registered for user installs (integration type 1) and
    /// private channels (context 2), as Discord offers a command in a group DM the bot is not in.
    fn assert_offered_in_private_chats(&self, name: &str, kind: u64) {
        let st = self.lock();
        let registered = st.registered.iter().find(|c| c["name"] == name && c["type"].as_u64().unwrap_or(1) == kind);
        let Some(command) = registered else { panic!("{name} is not registered") };
        let has = |field: &str, value: u64| command[field].as_array().is_some_and(|a| a.contains(&json!(value)));
        assert!(
            has("integration_types", 1) && has("contexts", 2),
            "Discord does not offer {name} in a group DM: integration_types {}, contexts {}",
            command["integration_types"],
            command["contexts"]
        );
    }

    /// Clicks `custom_id` on stored message `message_id` (the id is not checked against the message); sent to
    /// the shard of the guild of the message's channel.
    pub async fn click(&self, user: &FakeUser, message_id: u64, custom_id: &str) -> u64 {
        self.click_to(None, user, message_id, custom_id).await
    }

    /// [`FakeDiscord::click`], but delivered to shard `shard` whatever the message's guild.
    pub async fn click_via_shard(&self, shard: u32, user: &FakeUser, message_id: u64, custom_id: &str) -> u64 {
        self.click_to(Some(shard), user, message_id, custom_id).await
    }

    async fn click_to(&self, shard: Option<u32>, user: &FakeUser, message_id: u64, custom_id: &str) -> u64 {
        let message = self.message(message_id).expect("click: no such stored message");
        let channel = id_of(&message["channel_id"]);
        let data = json!({"custom_id": custom_id, "component_type": 2});
        self.send_interaction(shard, 3, channel, user, data, Some(message)).await
    }

    /// A press of `custom_id` on a message of the bot's in `channel` that carries it, whatever the message's own
    /// buttons: a button id forged or copied into another channel or server (the message is made up for the press).
    pub async fn click_elsewhere(&self, user: &FakeUser, channel: u64, custom_id: &str) -> u64 {
        let message = {
            let mut st = self.lock();
            let button = json!({"type": 2, "style": 1, "label": "Join", "custom_id": custom_id});
            let data = json!({"content": "", "components": [{"type": 1, "components": [button]}]});
            let id = st.create_message(channel, &data, 0);
            st.messages[&id].clone()
        };
        let data = json!({"custom_id": custom_id, "component_type": 2});
        self.send_interaction(None, 3, channel, user, data, Some(message)).await
    }

    /// Sends interaction `id`'s event once more, unchanged, to its shard: what the next holder of a shard may see
    /// of an interaction the last holder handled during a handover.
    pub fn deliver_again(&self, id: u64) {
        let mut st = self.lock();
        let (shard, payload) = {
            let sent = st.interactions.get(&id).expect("deliver_again: no such interaction");
            (sent.shard, sent.payload.clone())
        };
        assert!(st.send_to_shard(shard, "INTERACTION_CREATE", payload), "no live connection for shard {shard}");
    }

    fn command_data(&self, name: &str, kind: u8) -> Value {
        let id = self.lock().commands.get(name).copied().unwrap_or(COMMAND_BASE + 999);
        json!({"id": id.to_string(), "name": name, "type": kind})
    }

    /// The `data` of a slash command interaction in `channel`.
    fn slash_data(&self, channel: u64, path: &[&str], options: &[(&str, Opt)]) -> Value {
        let (in_guild, threads) = {
            let st = self.lock();
            (st.guild_of(channel).is_some(), st.threads.clone())
        };
        let (mut data, leaf) = (self.command_data(path[0], 1), options_json(options, in_guild, &threads));
        data["resolved"] = leaf.1;
        data["options"] = nest_options(path, leaf.0);
        data
    }

    /// Sends an interaction in `channel` to `shard`, or to the shard of the channel's guild if `None`.
    async fn send_interaction(
        &self,
        shard: Option<u32>,
        kind: u8,
        channel: u64,
        user: &FakeUser,
        data: Value,
        message: Option<Value>,
    ) -> u64 {
        let (id, token, guild, thread, permissions) = {
            let mut st = self.lock();
            let (id, token) = st.next_interaction_id();
            if channel == DM_CHANNEL_ID {
                st.dm_recipient = Some(user.json());
            }
            let channel_object = st.threads.get(&channel).or_else(|| st.added.channels.get(&channel)).cloned();
            (id, token, st.guild_of(channel), channel_object, st.app_permissions(channel))
        };
        let mut payload = interaction_json(id, &token, kind, channel, guild, user);
        if !is_group_dm(channel) {
            payload["app_permissions"] = json!(permissions.bits().to_string());
        }
        if let Some(thread) = thread {
            payload["channel"] = thread;
        }
        payload["data"] = data;
        let original = message.as_ref().map(|m| id_of(&m["id"]));
        if let Some(message) = message {
            payload["message"] = message;
        }
        let what = match shard {
            Some(shard) => format!("a live gateway connection for shard {shard}"),
            None => format!("a live gateway connection for the shard of guild {guild:?}"),
        };
        self.wait_for(WAIT, &what, || {
            let mut st = self.lock();
            let shard = shard.unwrap_or_else(|| st.shard_for(guild));
            st.live_shards().contains(&shard).then_some(())?;
            let record = Interaction {
                channel,
                sent_at: Instant::now().checked_sub(st.interaction_age).unwrap_or_else(Instant::now),
                component: kind == 3,
                callback: None,
                original,
                deferred_flags: None,
                payload: payload.clone(),
                shard,
            };
            st.interactions.insert(id, record);
            st.tokens.insert(token.clone(), id);
            st.send_to_shard(shard, "INTERACTION_CREATE", payload.clone()).then_some(id)
        })
        .await
    }
}

impl State {
    /// A new interaction's id and token. The id is a snowflake of the current time, as Discord's are (a bot may
    /// read the interaction's creation time from it), with the counter as its low bits; the token begins as
    /// Discord's do, with "interaction:" in base64.
    fn next_interaction_id(&mut self) -> (u64, String) {
        self.next_interaction += 1;
        let created = std::time::SystemTime::now() - self.interaction_age;
        let created = created.duration_since(std::time::UNIX_EPOCH).unwrap().as_millis() as u64;
        let id = ((created - DISCORD_EPOCH_MS) << 22) | (self.next_interaction & 0x3f_ffff);
        (id, format!("aW50ZXJhY3Rpb246{id:x}{:08x}", self.next_interaction.wrapping_mul(0x9e37_79b9)))
    }
}

/// Leaf options as JSON, plus the `resolved` object for user and channel options.
fn options_json(options: &[(&str, Opt)], in_guild: bool, threads: &BTreeMap<u64, Value>) -> (Vec<Value>, Value) {
    let mut resolved = json!({"users": {}, "members": {}, "channels": {}});
    let mut leaf = Vec::new();
    for (name, value) in options {
        let (kind, value) = match value {
            Opt::Str(s) => (3, json!(s)),
            Opt::Int(n) => (4, json!(n)),
            Opt::Bool(b) => (5, json!(b)),
            Opt::User(user) => {
                let id = user.id.to_string();
                resolved["users"][&id] = user.json();
                if in_guild {
                    let permissions = user.permissions.to_string();
                    resolved["members"][&id] = json!({"roles": [], "joined_at": JOINED_AT, "permissions": permissions});
                }
                (6, json!(id))
            }
            Opt::Channel(channel) => {
                let id = channel.to_string();
                let (kind, parent) = match threads.get(channel) {
                    Some(thread) => (thread["type"].clone(), thread["parent_id"].clone()),
                    None => (json!(0), Value::Null),
                };
                let permissions = bot_permissions().bits().to_string();
                resolved["channels"][&id] =
                    json!({"id": id, "name": "games", "type": kind, "parent_id": parent, "permissions": permissions});
                (7, json!(id))
            }
            Opt::Role(role) => {
                let id = role.to_string();
                resolved["roles"][&id] = crate::channels::role_json(*role, "role", Permissions::empty());
                (8, json!(id))
            }
        };
        leaf.push(json!({"name": name, "type": kind, "value": value}));
    }
    (leaf, resolved)
}

/// Wraps leaf options in subcommand (type 1) and group (type 2) options for `path[1..]`.
fn nest_options(path: &[&str], leaf: Vec<Value>) -> Value {
    let mut options = leaf;
    for (depth, name) in path.iter().enumerate().skip(1).rev() {
        let kind = if depth == path.len() - 1 { 1 } else { 2 };
        options = vec![json!({"name": name, "type": kind, "options": options})];
    }
    Value::Array(options)
}

/// An interaction in `channel` of `guild` (`None`: a DM).
fn interaction_json(id: u64, token: &str, kind: u8, channel: u64, guild: Option<u64>, user: &FakeUser) -> Value {
    let mut ix = json!({
        "id": id.to_string(), "application_id": APP_ID.to_string(), "type": kind, "token": token,
        "version": 1, "channel_id": channel.to_string(), "locale": user.locale, "entitlements": [],
        "attachment_size_limit": 10485760, "app_permissions": bot_permissions().bits().to_string(),
    });
    match guild {
        None if is_group_dm(channel) => {
            ix["user"] = user.json();
            ix["channel"] = json!({"id": channel.to_string(), "type": 3, "name": "friends", "recipients": []});
            ix["context"] = json!(2);
            ix["authorizing_integration_owners"] = json!({"1": user.id.to_string()});
            // What an app installed by a user may do in a private channel: talk, nothing more.
            ix["app_permissions"] = json!(private_chat_permissions().bits().to_string());
        }
        None => {
            ix["user"] = user.json();
            ix["channel"] = json!({"id": channel.to_string(), "type": 1});
            ix["context"] = json!(1);
        }
        Some(guild) => {
            ix["guild_id"] = json!(guild.to_string());
            ix["guild_locale"] = json!("en-US");
            ix["member"] = user.member_json();
            ix["channel"] = channel_json(channel, guild);
            ix["context"] = json!(0);
            ix["authorizing_integration_owners"] = json!({"0": guild.to_string()});
        }
    }
    ix
}
