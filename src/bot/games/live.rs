//! The live games: a `DashMap` of channel → slot (see [`Slot`]), the registry's scans and claims.

use crate::bot::games::slot::Slot;
use crate::engine::Variant;
use crate::game::Millis;
use dashmap::DashMap;
use std::sync::Arc;

/// Why a channel could not take a new session.
#[derive(Debug, Clone)]
pub struct ChannelBusy {
    pub slot: Arc<Slot>,
}

/// All live sessions, by channel.
#[derive(Debug, Default)]
pub struct Live {
    slots: DashMap<u64, Arc<Slot>>,
}

impl Live {
    pub fn get(&self, channel: u64) -> Option<Arc<Slot>> {
        self.slots.get(&channel).map(|s| Arc::clone(&s))
    }

    /// Puts `slot` in its channel unless an active session is there; its session is a new one (see
    /// [`Slot::progress`]).
    pub fn claim(&self, channel: u64, slot: Arc<Slot>) -> Result<(), ChannelBusy> {
        slot.count_as_new();
        match self.slots.entry(channel) {
            dashmap::Entry::Occupied(mut e) => {
                if e.get().with_info(|i| i.active) {
                    return Err(ChannelBusy { slot: Arc::clone(e.get()) });
                }
                e.insert(slot);
            }
            dashmap::Entry::Vacant(e) => {
                e.insert(slot);
            }
        }
        Ok(())
    }

    /// Replaces whatever is in the channel (after the old session was ended).
    pub fn replace(&self, channel: u64, slot: Arc<Slot>) {
        self.slots.insert(channel, slot);
    }

    /// Removes the channel's slot if it still holds game `game_id`.
    pub fn remove(&self, channel: u64, game_id: u64) {
        self.slots.remove_if(&channel, |_, s| s.game_id() == game_id);
    }

    pub fn len(&self) -> usize {
        self.slots.len()
    }

    pub fn is_empty(&self) -> bool {
        self.slots.is_empty()
    }

    /// Active sessions `user` is in (challenges included).
    pub fn games_of(&self, user: u64) -> usize {
        self.slots.iter().filter(|s| s.with_info(|i| i.active && i.involved.contains(&user))).count()
    }

    pub fn games_in(&self, guild: u64) -> usize {
        self.slots.iter().filter(|s| s.with_info(|i| i.active && i.guild_id == Some(guild))).count()
    }

    /// Active sessions of `guild` in which the CPU holds a seat.
    pub fn cpu_games_in(&self, guild: u64) -> usize {
        self.slots.iter().filter(|s| s.with_info(|i| i.active && i.cpu_seat && i.guild_id == Some(guild))).count()
    }

    /// Every slot of `guild` (active or not).
    pub fn slots_in(&self, guild: u64) -> Vec<Arc<Slot>> {
        self.slots.iter().filter(|s| s.with_info(|i| i.guild_id == Some(guild))).map(|s| Arc::clone(&s)).collect()
    }

    /// The channel (a tournament game's thread) of game `game_id`, while it is held here.
    pub fn channel_of(&self, game_id: u64) -> Option<u64> {
        self.slots.iter().find(|e| e.value().game_id() == game_id).map(|e| *e.key())
    }

    /// Whether `user` already has a pending challenge addressed to them.
    pub fn has_pending_challenge_for(&self, user: u64) -> bool {
        self.slots.iter().any(|s| s.with_info(|i| i.challenged.contains(&user)))
    }

    /// Slots whose next deadline has passed, whose CPU move is owed, or whose board copies are to be searched for.
    pub fn due(&self, now: Millis) -> Vec<Arc<Slot>> {
        self.slots
            .iter()
            .filter(|s| s.with_info(|i| i.cpu_owed || i.copies_unchecked || i.next_deadline.is_some_and(|d| d <= now)))
            .map(|s| Arc::clone(&s))
            .collect()
    }

    /// Forgets finished games whose last activity is older than `before` (their boards then answer
    /// "no game" instead of offering a rematch).
    pub fn prune_finished(&self, before: Millis) {
        self.slots.retain(|_, s| s.with_info(|i| i.active || i.last_activity >= before));
    }

    /// Forgets every slot of the servers `gone` selects (their shard moved to another process).
    pub fn forget_where(&self, gone: impl Fn(Option<u64>) -> bool) -> usize {
        let before = self.slots.len();
        self.slots.retain(|_, s| !s.with_info(|i| gone(i.guild_id)));
        before - self.slots.len()
    }

    /// The active sessions by variant.
    pub fn active_by_variant(&self) -> std::collections::HashMap<Variant, usize> {
        let mut counts = std::collections::HashMap::new();
        for slot in self.slots.iter() {
            if let Some(variant) = slot.with_info(|i| i.variant.filter(|_| i.active)) {
                *counts.entry(variant).or_default() += 1;
            }
        }
        counts
    }

    /// The slot whose board is message `message_id`.
    pub fn by_message(&self, message_id: u64) -> Option<Arc<Slot>> {
        self.slots.iter().find(|s| s.with_info(|i| i.message_id == Some(message_id))).map(|s| Arc::clone(&s))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::Level;
    use crate::game::TimeoutAction;
    use crate::game::{EndReason, GameResult, Lang, Rules, Session};

    #[test]
    fn a_server_counts_its_active_games_and_those_with_a_cpu_seat() {
        let rules = || Rules::new("classic".parse().unwrap(), None, TimeoutAction::Cpu, Lang::En);
        let live = Live::default();
        let challenge = Session::challenge(1, Some(9), 1, 10, Some(20), true, rules(), 0, 60_000);
        let cpu = Session::vs_cpu(2, Some(9), 2, 10, Level::Easy, true, rules(), 0);
        let mut ended = Session::vs_cpu(3, Some(9), 3, 11, Level::Easy, true, rules(), 0);
        ended.finish(GameResult::Abandoned, EndReason::Aborted, 1);
        let elsewhere = Session::vs_cpu(4, Some(8), 4, 12, Level::Easy, true, rules(), 0);
        for session in [challenge, cpu, ended, elsewhere] {
            live.claim(session.channel_id, Slot::new(session, 1_000_000)).unwrap();
        }
        assert_eq!((live.games_in(9), live.cpu_games_in(9)), (2, 1));
        assert_eq!((live.games_in(8), live.cpu_games_in(8)), (1, 1));
    }
}
