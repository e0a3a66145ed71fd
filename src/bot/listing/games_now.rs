//! Which servers keep a "Games now" message and which of them are owed a refresh: marked by every change of a game
//! (cheaply, without waiting), taken at most once per `games.games_now_every` each, one refresh at a time.

use std::collections::HashMap;
use std::sync::Mutex;
use std::time::{Duration, Instant};

/// One server's message, as the refreshes see it.
#[derive(Debug, Default, Clone, Copy)]
struct Server {
    /// Something changed since its last refresh.
    owed: bool,
    /// A refresh is under way.
    refreshing: bool,
    /// When the last refresh ended (its edit made).
    last: Option<Instant>,
    /// The message shown: (channel, message).
    shown: Option<(u64, u64)>,
}

/// The servers with a "Games now" message (or one to delete), by id.
#[derive(Debug, Default)]
pub struct GamesNow {
    servers: Mutex<HashMap<u64, Server>>,
}

impl GamesNow {
    fn servers(&self) -> std::sync::MutexGuard<'_, HashMap<u64, Server>> {
        self.servers.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// A game of `guild` changed: its message is owed a refresh. Servers without one are not tracked.
    pub fn touch(&self, guild: Option<u64>) {
        let Some(guild) = guild else { return };
        if let Some(server) = self.servers().get_mut(&guild) {
            server.owed = true;
        }
    }

    /// The server's setting changed (set, moved or removed): it is owed a refresh.
    pub fn setting_changed(&self, guild: u64) {
        self.servers().entry(guild).or_default().owed = true;
    }

    /// A message was deleted: if it was a server's "Games now" message, that server is owed a new one. Returns
    /// whether it was.
    pub fn message_deleted(&self, channel: u64, message: u64) -> bool {
        let mut servers = self.servers();
        let Some(server) = servers.values_mut().find(|s| s.shown == Some((channel, message))) else { return false };
        (server.shown, server.owed) = (None, true);
        true
    }

    /// The servers stored with a row now: those not tracked yet are owed a refresh (a start, a shard taken over,
    /// a setting made by another process); those without a row any more are forgotten unless being refreshed.
    pub fn stored(&self, guilds: &[u64]) {
        let mut servers = self.servers();
        servers.retain(|guild, server| server.refreshing || guilds.contains(guild));
        for &guild in guilds {
            servers.entry(guild).or_insert(Server { owed: true, ..Server::default() });
        }
    }

    /// Takes the servers owed a refresh that `serves` says are this process's, not being refreshed, and whose last
    /// refresh ended `every` before `now` or longer ago (so two edits are always `every` apart); each is marked as
    /// being refreshed.
    pub fn take_due(&self, every: Duration, now: Instant, serves: impl Fn(u64) -> bool) -> Vec<u64> {
        let mut due = Vec::new();
        for (&guild, server) in self.servers().iter_mut() {
            let rested = server.last.is_none_or(|last| now.saturating_duration_since(last) >= every);
            if server.owed && !server.refreshing && rested && serves(guild) {
                (server.owed, server.refreshing) = (false, true);
                due.push(guild);
            }
        }
        due.sort_unstable();
        due
    }

    /// A refresh of `guild` ended at `now`: the message it shows now, or None; `kept` false when the server has
    /// no message to keep any more (its setting is gone and its message deleted), which forgets it.
    pub fn refreshed(&self, guild: u64, shown: Option<(u64, u64)>, kept: bool, now: Instant) {
        let mut servers = self.servers();
        if !kept {
            servers.remove(&guild);
            return;
        }
        let server = servers.entry(guild).or_default();
        (server.refreshing, server.shown, server.last) = (false, shown, Some(now));
    }

    /// A refresh that failed for now, at `now`: the server is owed another (after the usual wait).
    pub fn failed(&self, guild: u64, now: Instant) {
        if let Some(server) = self.servers().get_mut(&guild) {
            (server.refreshing, server.owed, server.last) = (false, true, Some(now));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const EVERY: Duration = Duration::from_secs(10);

    #[test]
    fn changes_are_coalesced_into_one_refresh_per_period_per_server() {
        let now = GamesNow::default();
        let start = Instant::now();
        now.touch(Some(1));
        assert!(now.take_due(EVERY, start, |_| true).is_empty(), "a server without a message is not tracked");
        now.stored(&[1, 2]);
        assert_eq!(now.take_due(EVERY, start, |_| true), vec![1, 2], "at start each is refreshed once");
        now.refreshed(1, Some((10, 100)), true, start);
        now.refreshed(2, None, true, start);
        for _ in 0..5 {
            now.touch(Some(1));
        }
        assert!(now.take_due(EVERY, start + EVERY / 2, |_| true).is_empty(), "within the period: it waits");
        assert_eq!(now.take_due(EVERY, start + EVERY, |_| true), vec![1], "five changes, one refresh");
        now.touch(Some(1));
        assert!(now.take_due(EVERY, start + 3 * EVERY, |_| true).is_empty(), "one refresh at a time");
        now.refreshed(1, Some((10, 100)), true, start + 3 * EVERY);
        assert!(now.take_due(EVERY, start + 3 * EVERY, |_| true).is_empty(), "counted from the refresh's end");
        assert_eq!(now.take_due(EVERY, start + 4 * EVERY, |_| true), vec![1], "the change meanwhile is owed");
    }

    #[test]
    fn a_deleted_message_a_failure_and_a_removed_setting() {
        let now = GamesNow::default();
        let start = Instant::now();
        now.stored(&[1]);
        assert_eq!(now.take_due(EVERY, start, |g| g != 1), Vec::<u64>::new(), "another process's server");
        assert_eq!(now.take_due(EVERY, start, |_| true), vec![1]);
        now.refreshed(1, Some((10, 100)), true, start);
        assert!(!now.message_deleted(10, 101));
        assert!(now.message_deleted(10, 100));
        assert_eq!(now.take_due(EVERY, start + EVERY, |_| true), vec![1]);
        now.failed(1, start + EVERY);
        assert_eq!(now.take_due(EVERY, start + 2 * EVERY, |_| true), vec![1], "tried again");
        now.refreshed(1, None, false, start + 2 * EVERY);
        now.touch(Some(1));
        assert!(now.take_due(EVERY, start + 9 * EVERY, |_| true).is_empty(), "forgotten with its setting");
        now.setting_changed(1);
        assert_eq!(now.take_due(EVERY, start + 9 * EVERY, |_| true), vec![1]);
        now.stored(&[]);
        assert_eq!(now.servers().len(), 1, "kept while it is being refreshed");
    }
}
