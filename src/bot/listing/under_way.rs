//! The games under way a viewer may see, from the live games: a server's in the channels they can see, or the one
//! of a DM or group chat; and a server's latest results in the channels everyone sees.

use crate::bot::app::App;
use crate::bot::games::slot::Slot;
use crate::bot::visibility::{Access, ServerSight, Viewer};
use crate::game::{FinishedGame, GameSummary, Seat};
use crate::render::ListedGame;
use crate::store::RecentResult;

/// Where a list of games is asked for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Scope {
    /// A server: its games in the channels the viewer can see.
    Server(u64),
    /// A DM or a group chat, or a server that did not invite the bot (whose channels it cannot know): the game of
    /// this channel only.
    Chat(u64),
}

/// The slot's game with its board, if it is under way.
fn listed(slot: &Slot, guild: Option<u64>) -> Option<ListedGame> {
    slot.with_info(|info| {
        let summary = info.summary.clone().filter(|_| info.active)?;
        Some(ListedGame { summary, guild, board: info.message_id })
    })
}

/// Whether `viewer` holds a seat of the game.
fn plays(viewer: &Viewer, game: &GameSummary) -> bool {
    matches!(viewer, Viewer::Member { user, .. } if game.seats.contains(&Some(Seat::Human(*user))))
}

/// The games under way in `scope` that `viewer` may see, oldest first.
pub fn games_under_way(app: &App, scope: Scope, viewer: &Viewer) -> Vec<ListedGame> {
    let mut games: Vec<ListedGame> = match scope {
        Scope::Chat(channel) => {
            let slot = app.live.get(channel);
            slot.and_then(|slot| listed(&slot, slot.with_info(|i| i.guild_id))).into_iter().collect()
        }
        Scope::Server(guild) => {
            let games: Vec<ListedGame> =
                app.live.slots_in(guild).iter().filter_map(|s| listed(s, Some(guild))).collect();
            let Some(cache) = app.cache() else { return Vec::new() };
            let sight = ServerSight::from_cache(cache, guild, games.iter().map(|g| g.summary.channel));
            games
                .into_iter()
                .filter(|g| match sight.access(viewer, g.summary.channel) {
                    Access::Sees => true,
                    Access::PlayersOnly => plays(viewer, &g.summary),
                    Access::Hidden => false,
                })
                .collect()
        }
    };
    games.sort_by_key(|g| g.summary.game);
    games
}

/// Of `guild`'s latest results, those played in a channel everyone sees (a result whose game row is gone, or whose
/// channel the cache does not know, is left out).
pub fn public_results(app: &App, guild: u64, results: Vec<RecentResult>) -> Vec<FinishedGame> {
    let Some(cache) = app.cache() else { return Vec::new() };
    let sight = ServerSight::from_cache(cache, guild, results.iter().filter_map(|r| r.channel));
    let public = |r: &RecentResult| r.channel.is_some_and(|c| sight.access(&Viewer::Anyone, c) == Access::Sees);
    results.into_iter().filter(public).map(|r| r.game).collect()
}
