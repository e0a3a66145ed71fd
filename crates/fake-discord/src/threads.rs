//! The threads the bot opens, as Discord keeps them: the server's limit of active threads (160006 past it), thread
//! creation refused where the bot may not create public threads, and a thread archived or deleted by the bot
//! (archiving its own thread needs no permission, locking or deleting one needs Manage Threads).

use serde_json::{Value, json};

use crate::FakeDiscord;
use crate::objects::{id_of, now};
use crate::reply::{Reply, error, ok};
use crate::state::State;

/// Discord's limit of active threads in a server.
pub(crate) const ACTIVE_THREADS_MAX: usize = 1000;

impl FakeDiscord {
    /// Until [`FakeDiscord::allow_threads`], opening a thread under `channel` gets 403 50013 (the bot lacks Create
    /// Public Threads there), and interactions in `channel` show it in `app_permissions`. Posting in the channel
    /// and in its existing threads still works.
    pub fn deny_threads(&self, channel: u64) {
        self.lock().threads_denied.insert(channel);
    }

    /// Lifts [`FakeDiscord::deny_threads`].
    pub fn allow_threads(&self, channel: u64) {
        self.lock().threads_denied.remove(&channel);
    }

    /// Sets the server's limit of active threads (Discord's is 1,000): a thread opened past it gets
    /// 400 160006.
    pub fn set_active_thread_limit(&self, most: usize) {
        self.lock().active_thread_limit = Some(most);
    }

    /// The threads the bot opened that are still active (not archived, not deleted).
    pub fn active_threads(&self) -> Vec<u64> {
        let st = self.lock();
        st.threads.keys().copied().filter(|id| st.thread_active(*id)).collect()
    }

    /// The bot's requests Discord counts toward its limit on refused requests (10,000 in 10 minutes ban the bot's
    /// address): answered 401, 403 or 429.
    pub fn refused_requests(&self) -> usize {
        self.lock().requests.iter().filter(|r| matches!(r.status, 401 | 403 | 429)).count()
    }
}

impl State {
    /// Whether thread `id` is active: opened, not archived, not deleted.
    pub(crate) fn thread_active(&self, id: u64) -> bool {
        !self.deleted_channels.contains(&id)
            && self.threads.get(&id).is_some_and(|t| t["thread_metadata"]["archived"] != json!(true))
    }

    /// Why opening a thread under `parent` of `guild` is refused now: the bot may not create threads there, or the
    /// server has its most active threads.
    pub(crate) fn thread_refused(&self, parent: u64, guild: u64) -> Option<Reply> {
        if self.threads_denied.contains(&parent) {
            return Some(error(403, 50013, "Missing Permissions"));
        }
        let limit = self.active_thread_limit.unwrap_or(ACTIVE_THREADS_MAX);
        let active =
            self.threads.iter().filter(|(id, t)| id_of(&t["guild_id"]) == guild && self.thread_active(**id)).count();
        (active >= limit).then(|| error(400, 160006, "Maximum number of active threads reached"))
    }

    /// `GET /guilds/{guild}/threads/active`: the server's active threads, as Discord lists them (`members` holds the
    /// bot's membership of each, which the fake does not keep).
    pub(crate) fn list_active_threads(&self, guild: u64) -> Reply {
        let threads: Vec<Value> = self
            .threads
            .iter()
            .filter(|(id, t)| id_of(&t["guild_id"]) == guild && self.thread_active(**id))
            .map(|(_, t)| t.clone())
            .collect();
        ok(json!({"threads": threads, "members": []}))
    }

    /// `PATCH /channels/{thread}` (archive, lock): archiving needs no permission of the thread's owner; locking it,
    /// or anything of a thread the bot does not own, needs Manage Threads, which the bot lacks.
    pub(crate) fn modify_thread(&mut self, id: u64, body: &Value) -> Reply {
        let Some(thread) = self.threads.get_mut(&id) else { return error(404, 10003, "Unknown Channel") };
        let archiving = body.as_object().is_some_and(|b| b.keys().all(|k| k == "archived"));
        if !archiving {
            return error(403, 50013, "Missing Permissions");
        }
        if let Some(archived) = body["archived"].as_bool() {
            thread["thread_metadata"]["archived"] = json!(archived);
            thread["thread_metadata"]["archive_timestamp"] = json!(now());
        }
        let updated = thread.clone();
        self.dispatch_now("THREAD_UPDATE", updated.clone());
        ok(updated)
    }

    /// A message posted in an archived thread unarchives it, as on Discord (the bot never locks its threads).
    pub(crate) fn posted_in(&mut self, channel: u64) {
        if let Some(thread) = self.threads.get_mut(&channel) {
            thread["thread_metadata"]["archived"] = json!(false);
        }
    }
}
