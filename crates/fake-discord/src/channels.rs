//! The fake's guilds, channels and threads, the channels and roles a test adds (a private channel, a role that
//! opens it), and the guild and channel events a moderator causes.

use serde_json::{Value, json};
use serenity::all::Permissions;

use crate::FakeDiscord;
use crate::ids::{
    APP_ID, DM_CHANNEL_ID, GUILD_ID, GUILDS, JOINED_AT, OTHER_CHANNEL_ID, OTHER_GUILD_ID, THREAD_BASE, is_group_dm,
};
use crate::objects::{id_of, member_permissions, now};
use crate::reply::{Reply, error, ok};
use crate::state::State;

impl FakeDiscord {
    /// The guild of `channel`: a thread's is its parent's, DM_CHANNEL_ID has none, OTHER_CHANNEL_ID is in
    /// OTHER_GUILD_ID and any other channel in GUILD_ID.
    pub fn guild_of(&self, channel: u64) -> Option<u64> {
        self.lock().guild_of(channel)
    }

    /// The channel is deleted: REST on it gets 404 10003 and CHANNEL_DELETE is dispatched (to its guild's shard).
    pub async fn delete_channel(&self, id: u64) {
        let guild = {
            let mut st = self.lock();
            st.deleted_channels.insert(id);
            st.messages.retain(|_, m| id_of(&m["channel_id"]) != id);
            st.guild_of(id)
        };
        let mut channel = json!({"id": id.to_string(), "type": 0, "name": "games"});
        if let Some(guild) = guild {
            channel["guild_id"] = json!(guild.to_string());
        }
        self.dispatch("CHANNEL_DELETE", channel).await;
    }

    /// A thread the bot opened is deleted, as Discord tells it: THREAD_DELETE with the thread's id, guild, parent
    /// and type (11, a public thread), to its guild's shard; REST on it gets 404 10003.
    pub async fn delete_thread(&self, id: u64) {
        let (guild, parent) = {
            let mut st = self.lock();
            let thread = st.threads.get(&id).cloned().expect("delete_thread: not a thread the bot opened");
            st.deleted_channels.insert(id);
            st.messages.retain(|_, m| id_of(&m["channel_id"]) != id);
            (thread["guild_id"].clone(), thread["parent_id"].clone())
        };
        let deleted = json!({"id": id.to_string(), "guild_id": guild, "parent_id": parent, "type": 11});
        self.dispatch("THREAD_DELETE", deleted).await;
    }

    /// The threads the bot opened, oldest first (channel objects as the fake returned them).
    pub fn threads(&self) -> Vec<Value> {
        self.lock().threads.values().cloned().collect()
    }

    /// The bot is removed from the fake guild GUILD_ID: GUILD_DELETE with `unavailable: false`.
    pub async fn remove_from_guild(&self) {
        self.remove_from_guild_in(GUILD_ID).await;
    }

    /// The bot is removed from `guild` (GUILD_ID or OTHER_GUILD_ID), on that guild's shard.
    pub async fn remove_from_guild_in(&self, guild: u64) {
        self.dispatch("GUILD_DELETE", json!({"id": guild.to_string(), "unavailable": false})).await;
    }

    /// The bot is added to the fake guild GUILD_ID again: GUILD_CREATE with the full guild.
    pub async fn add_to_guild(&self) {
        self.add_to_guild_in(GUILD_ID).await;
    }

    /// The bot is added to `guild` (GUILD_ID or OTHER_GUILD_ID) again, on that guild's shard.
    pub async fn add_to_guild_in(&self, guild: u64) {
        let created = self.lock().guild_create(guild);
        self.dispatch("GUILD_CREATE", created).await;
    }

    /// A text channel `id` of GUILD_ID that everyone sees, announced with CHANNEL_CREATE and listed with the guild
    /// from then on (a channel the bot's cache knows).
    pub async fn create_channel(&self, id: u64) {
        self.add_channel(id, Vec::new()).await;
    }

    /// A text channel `id` of `guild` (GUILD_ID or OTHER_GUILD_ID) that everyone sees, announced and listed like
    /// [`FakeDiscord::create_channel`]'s.
    pub async fn create_channel_in(&self, guild: u64, id: u64) {
        let channel = channel_json(id, guild);
        self.lock().added.channels.insert(id, channel.clone());
        self.dispatch("CHANNEL_CREATE", channel).await;
    }

    /// A channel `id` of GUILD_ID of Discord's channel type `kind` (2 a voice channel, whose chat takes commands;
    /// 5 an announcement channel; 15 a forum), announced and listed like [`FakeDiscord::create_channel`]'s. No
    /// public thread opens under it (400 50024).
    pub async fn create_channel_of_kind(&self, id: u64, kind: u8) {
        let mut channel = channel_json(id, GUILD_ID);
        channel["type"] = json!(kind);
        self.lock().added.channels.insert(id, channel.clone());
        self.dispatch("CHANNEL_CREATE", channel).await;
    }

    /// A private text channel `id` of GUILD_ID: @everyone is denied View Channel, which the roles `roles` and the
    /// users `users` are allowed; announced with CHANNEL_CREATE and listed with the guild from then on.
    pub async fn create_private_channel(&self, id: u64, roles: &[u64], users: &[u64]) {
        let view = Permissions::VIEW_CHANNEL.bits().to_string();
        let mut overwrites = vec![overwrite(GUILD_ID, 0, "0", &view)];
        overwrites.extend(roles.iter().map(|&role| overwrite(role, 0, &view, "0")));
        overwrites.extend(users.iter().map(|&user| overwrite(user, 1, &view, "0")));
        self.add_channel(id, overwrites).await;
    }

    async fn add_channel(&self, id: u64, overwrites: Vec<Value>) {
        let mut channel = channel_json(id, GUILD_ID);
        channel["permission_overwrites"] = Value::Array(overwrites);
        self.lock().added.channels.insert(id, channel.clone());
        self.dispatch("CHANNEL_CREATE", channel).await;
    }

    /// A role `id` of GUILD_ID with no permission of its own (members have @everyone's), announced with
    /// GUILD_ROLE_CREATE; members get it with [`FakeUser::with_role`](crate::FakeUser::with_role).
    pub async fn create_role(&self, id: u64, name: &str) {
        let role = role_json(id, name, Permissions::empty());
        self.lock().added.roles.push(role.clone());
        self.dispatch("GUILD_ROLE_CREATE", json!({"guild_id": GUILD_ID.to_string(), "role": role})).await;
    }
}

impl State {
    /// See [`FakeDiscord::guild_of`].
    pub(crate) fn guild_of(&self, channel: u64) -> Option<u64> {
        match self.threads.get(&channel) {
            Some(thread) => Some(id_of(&thread["guild_id"])),
            None if channel == DM_CHANNEL_ID || is_group_dm(channel) => None,
            None if channel == OTHER_CHANNEL_ID => Some(OTHER_GUILD_ID),
            None => Some(self.added.channels.get(&channel).map_or(GUILD_ID, |c| id_of(&c["guild_id"]))),
        }
    }

    /// The full guild `id` as GUILD_CREATE carries it: its @everyone role, its text channel and the threads the bot
    /// opened there (not deleted), with the channels a test added to it (and to GUILD_ID, the roles).
    pub(crate) fn guild_create(&self, id: u64) -> Value {
        let mut guild = guild_json(id);
        let mut roles = vec![role_json(id, "@everyone", member_permissions())];
        let threads = self.threads.iter().filter(|(thread, _)| !self.deleted_channels.contains(thread));
        let threads: Vec<Value> =
            threads.map(|(_, thread)| thread.clone()).filter(|t| id_of(&t["guild_id"]) == id).collect();
        if id == GUILD_ID {
            roles.extend(self.added.roles.iter().cloned());
        }
        let channels = guild["channels"].as_array_mut().expect("a guild's channels");
        channels.extend(self.added.channels.values().filter(|c| id_of(&c["guild_id"]) == id).cloned());
        (guild["roles"], guild["threads"]) = (Value::Array(roles), Value::Array(threads));
        guild
    }

    /// A thread as opened, a guild text channel, or the DM channel (once a DM interaction named its user).
    pub(crate) fn get_channel(&self, id: u64) -> Reply {
        if let Some(added) = self.added.channels.get(&id) {
            return ok(added.clone());
        }
        match (self.threads.get(&id), self.guild_of(id), &self.dm_recipient) {
            (Some(thread), _, _) => ok(thread.clone()),
            (None, Some(guild), _) => ok(channel_json(id, guild)),
            (None, None, Some(user)) => {
                ok(json!({"id": id.to_string(), "type": 1, "last_message_id": null, "recipients": [user]}))
            }
            (None, None, None) => error(404, 10003, "Unknown Channel"),
        }
    }

    /// A public thread without a starter message under `parent` (Discord's "Start Thread without Message").
    pub(crate) fn create_thread(&mut self, parent: u64, body: &Value) -> Reply {
        let name = body["name"].as_str().unwrap_or_default();
        let kind = body["type"].as_u64().unwrap_or(12);
        let Some(guild) = self.guild_of(parent) else {
            return error(400, 50024, "Cannot execute action on this channel type");
        };
        if name.is_empty()
            || name.chars().count() > 100
            || !matches!(kind, 11 | 12)
            || self.threads.contains_key(&parent)
        {
            return error(400, 50035, "Invalid Form Body");
        }
        if self.added.channels.get(&parent).is_some_and(|c| c["type"] != 0) {
            return error(400, 50024, "Cannot execute action on this channel type");
        }
        if let Some(refused) = self.thread_refused(parent, guild) {
            return refused;
        }
        self.next_thread += 1;
        let id = THREAD_BASE + self.next_thread;
        let archive = body["auto_archive_duration"].as_u64().unwrap_or(1440);
        let thread = json!({
            "id": id.to_string(), "type": kind, "guild_id": guild.to_string(), "parent_id": parent.to_string(),
            "owner_id": APP_ID.to_string(), "name": name, "last_message_id": null, "rate_limit_per_user": 0,
            "message_count": 0, "member_count": 1, "total_message_sent": 0, "flags": 0,
            "thread_metadata": {"archived": false, "auto_archive_duration": archive, "archive_timestamp": now(),
                                "locked": false, "create_timestamp": now()},
            "member": {"id": id.to_string(), "user_id": APP_ID.to_string(), "join_timestamp": now(), "flags": 0},
        });
        self.threads.insert(id, thread.clone());
        let mut created = thread.clone();
        created["newly_created"] = json!(true);
        self.dispatch_now("THREAD_CREATE", created);
        ok(thread)
    }
}

/// The full guild `id` (one of GUILDS) as GUILD_CREATE carries it.
fn guild_json(id: u64) -> Value {
    let &(id, name, channel) = GUILDS.iter().find(|g| g.0 == id).expect("a guild of the fake");
    json!({
        "id": id.to_string(), "name": name, "icon": null, "splash": null,
        "discovery_splash": null, "owner_id": "4000000000000000004", "verification_level": 0,
        "default_message_notifications": 0, "explicit_content_filter": 0, "roles": [], "emojis": [],
        "features": [], "mfa_level": 0, "application_id": null, "system_channel_id": null,
        "system_channel_flags": 0, "rules_channel_id": null, "vanity_url_code": null,
        "description": null, "banner": null, "premium_tier": 0, "preferred_locale": "en-US",
        "public_updates_channel_id": null, "nsfw_level": 0, "stickers": [],
        "premium_progress_bar_enabled": false, "joined_at": JOINED_AT, "large": false,
        "unavailable": false, "member_count": 3, "voice_states": [], "members": [],
        "channels": [channel_json(channel, id)], "threads": [], "presences": [],
        "stage_instances": [], "guild_scheduled_events": [],
    })
}

/// A permission overwrite of a role (`kind` 0) or a member (1): the permissions it allows and denies (bits).
fn overwrite(id: u64, kind: u8, allow: &str, deny: &str) -> Value {
    json!({"id": id.to_string(), "type": kind, "allow": allow, "deny": deny})
}

/// Role `id` (the guild's id for @everyone) with `permissions`.
pub(crate) fn role_json(id: u64, name: &str, permissions: Permissions) -> Value {
    json!({"id": id.to_string(), "name": name, "color": 0, "hoist": false, "position": 0, "managed": false,
           "mentionable": false, "flags": 0, "permissions": permissions.bits().to_string(),
           "colors": {"primary_color": 0, "secondary_color": null, "tertiary_color": null}})
}

/// Text channel `id` of `guild`.
pub(crate) fn channel_json(id: u64, guild: u64) -> Value {
    json!({"id": id.to_string(), "type": 0, "guild_id": guild.to_string(), "name": "games",
           "position": 0, "permission_overwrites": []})
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ids::CHANNEL_ID;

    #[test]
    fn a_guild_with_the_channels_roles_and_threads_a_test_added_reads_as_serenity_s_guild() {
        let mut st = State::default();
        let private = json!([{"id": GUILD_ID.to_string(), "type": 0, "allow": "0", "deny": "1024"}]);
        let mut channel = channel_json(7, GUILD_ID);
        channel["permission_overwrites"] = private;
        st.added.channels.insert(7, channel);
        st.added.roles.push(role_json(8, "mods", Permissions::empty()));
        st.create_thread(CHANNEL_ID, &json!({"name": "a game", "type": 11}));
        let guild: serenity::all::Guild = serde_json::from_value(st.guild_create(GUILD_ID)).expect("a guild");
        let mut roles: Vec<u64> = guild.roles.keys().map(|r| r.get()).collect();
        roles.sort_unstable();
        assert_eq!(roles, vec![8, GUILD_ID], "@everyone and the role added");
        assert_eq!(guild.roles[&GUILD_ID.into()].permissions, member_permissions());
        assert_eq!(guild.channels[&7.into()].permission_overwrites[0].deny, Permissions::VIEW_CHANNEL);
        assert_eq!((guild.channels.len(), guild.threads.len()), (2, 1));
        let other: serenity::all::Guild = serde_json::from_value(st.guild_create(OTHER_GUILD_ID)).expect("a guild");
        assert_eq!(
            (other.channels.len(), other.threads.len(), other.roles.len()),
            (1, 0, 1),
            "the test's are GUILD_ID's"
        );
    }
}
