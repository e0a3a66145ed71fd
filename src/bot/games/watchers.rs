//! The games watched on the web (`/live/<code>`): a tick to their watchers at each save, so a live page follows
//! its game within a moment.

use dashmap::DashMap;
use tokio::sync::broadcast;

/// Ticks a watcher may fall behind by before it skips to the newest state (it reads the game anew at any tick).
const BEHIND: usize = 16;

/// The watched games' channels, by game id; a game nobody watches has none.
#[derive(Debug, Default)]
pub struct Watchers(DashMap<u64, broadcast::Sender<()>>);

impl Watchers {
    /// A tick at each change of `game` from now on.
    pub fn watch(&self, game: u64) -> broadcast::Receiver<()> {
        self.0.entry(game).or_insert_with(|| broadcast::channel(BEHIND).0).subscribe()
    }

    /// Tells `game`'s watchers that it changed; a game whose watchers all left is forgotten.
    pub fn changed(&self, game: u64) {
        let nobody = match self.0.get(&game) {
            Some(sender) => sender.send(()).is_err(),
            None => false,
        };
        if nobody {
            self.0.remove_if(&game, |_, sender| sender.receiver_count() == 0);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_watcher_is_ticked_at_each_change_and_a_game_nobody_watches_is_forgotten() {
        let watchers = Watchers::default();
        watchers.changed(1);
        let mut watching = watchers.watch(1);
        watchers.changed(1);
        assert!(watching.try_recv().is_ok());
        assert!(watching.try_recv().is_err(), "one tick a change");
        drop(watching);
        watchers.changed(1);
        assert!(watchers.0.is_empty(), "nobody watches any more");
    }
}
