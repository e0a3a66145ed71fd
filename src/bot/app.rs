//! The bot's shared state: configuration, store, live games, caches, limits and the search threads; a new game's
//! id; the settings a server's games are played under.

use crate::bot::assist::review_cache::ReviewCache;
use crate::bot::clock::{WallClock, now_ms};
use crate::bot::cpu::threads::Cpu;
use crate::bot::games::live::Live;
use crate::bot::games::slot::Slot;
use crate::bot::games::watchers::Watchers;
use crate::bot::limits::cooldown::Cooldown;
use crate::bot::limits::exclusive::Exclusive;
use crate::bot::limits::per_user::PerUser;
use crate::bot::listing::games_now::GamesNow;
use crate::bot::names::SeenNames;
use crate::bot::ops::metrics::Metrics;
use crate::bot::ops::open_deferrals::OpenDeferrals;
use crate::bot::puzzles::mining_queue::MiningQueue;
use crate::bot::shards::set::ShardSet;
use crate::bot::standings::rating_chart::ChartCache;
use crate::bot::visibility::{Access, ServerSight, Viewer};
use crate::config::{Config, GamesConfig};
use crate::game::TimeoutAction;
use crate::game::{GuildSettings, Millis, Session, game_code};
use crate::render::BoardNotes;
use crate::store::BoardMessages;
use crate::store::Store;
use dashmap::DashMap;
use poise::serenity_prelude as serenity;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, OnceLock};
use std::time::{Duration, SystemTime};

/// Reviews kept in memory for turning pages (the least recently shown leaves first).
const REVIEWS_KEPT: usize = 256;

/// The bytes of rating charts kept in memory (a chart weighs 10–30 KB).
const CHARTS_KEPT_BYTES: usize = 8 << 20;

/// How long a "replace this channel's game?" question waits for its answer (as long as Discord keeps
/// the ephemeral message's interaction alive); older questions are forgotten.
pub const PENDING_KEPT: Duration = Duration::from_secs(15 * 60);

/// A game start waiting for its caller to confirm replacing the channel's game.
#[derive(Debug, Clone)]
pub struct PendingStart {
    pub session: Session,
    pub replaces: u64,
    pub asked_at: Millis,
}

impl PendingStart {
    /// True once the question is older than `PENDING_KEPT`.
    pub fn is_stale(&self, now: Millis) -> bool {
        now - self.asked_at >= PENDING_KEPT.as_millis() as Millis
    }
}

/// Everything the handlers share.
#[derive(Debug)]
pub struct App {
    pub config: Config,
    pub store: Store,
    pub live: Live,
    /// Snapshots that could not be written yet, by game id; retried in the background.
    /// Games whose last save failed: the state to save and where it is shown.
    pub outbox: DashMap<u64, (Session, BoardMessages)>,
    /// The users' cooldowns between challenges, games against the CPU, replays posted and charts drawn.
    pub cooldowns: Cooldowns,
    pub pending: DashMap<(u64, u64), PendingStart>,
    /// Server settings read so far (written through on change).
    pub settings: DashMap<u64, GuildSettings>,
    /// Reviews computed lately, by game and language (pages are turned without computing again).
    pub reviews: ReviewCache,
    /// Rating charts drawn lately (`/connect4 stats`).
    pub charts: ChartCache,
    /// Hints, reviews and puzzle moves judged under way (`games.max_hints_reviews_per_user` per user,
    /// `…_per_process` in all).
    pub assisting: PerUser,
    /// Puzzle attempts with a press being judged: one at a time each.
    pub judging: Exclusive<u64>,
    pub http: OnceLock<Arc<serenity::Http>>,
    /// serenity's cache of the servers' channels and roles (who may see which channel), once connected.
    pub cache: OnceLock<Arc<serenity::Cache>>,
    /// The games watched on the web, ticked at each save.
    pub watchers: Watchers,
    /// The names of the users seen lately, for the web pages.
    pub names: SeenNames,
    /// Where the web pages are served (`web.listen`, its port as bound), once they are.
    pub web_address: OnceLock<std::net::SocketAddr>,
    /// The servers' "Games now" messages owed a refresh.
    pub games_now: GamesNow,
    /// The clock of the daily puzzle and of puzzle attempts.
    pub clock: WallClock,
    /// Finished server games waiting to be searched for puzzles.
    pub mining: MiningQueue,
    /// The shards this process serves and the leases it holds.
    pub shards: ShardSet,
    pub metrics: Arc<Metrics>,
    /// The search threads: CPU moves, hints, puzzle judging and reviews.
    pub cpu: Cpu,
    /// One lock per tournament being changed here (see `tournaments::ledger`).
    pub tournament_locks: DashMap<u64, Arc<tokio::sync::Mutex<()>>>,
    /// The tournaments a director's step is under way for (one at a time each).
    pub tournament_steps: Exclusive<u64>,
    /// The interactions answered "thinking…" whose answer is still to follow (told at a clean stop).
    pub open_deferrals: OpenDeferrals,
    ids: AtomicU64,
}

/// One cooldown per kind of start (see `games.*_cooldown`).
#[derive(Debug)]
pub struct Cooldowns {
    pub challenge: Cooldown,
    pub cpu_game: Cooldown,
    pub replay: Cooldown,
    pub chart: Cooldown,
}

impl Cooldowns {
    fn new(games: &GamesConfig) -> Cooldowns {
        Cooldowns {
            challenge: Cooldown::new(games.challenge_cooldown),
            cpu_game: Cooldown::new(games.cpu_game_cooldown),
            replay: Cooldown::new(games.replay_cooldown),
            chart: Cooldown::new(games.chart_cooldown),
        }
    }

    /// Forgets the periods that are over.
    pub fn prune(&self) {
        for cooldown in [&self.challenge, &self.cpu_game, &self.replay, &self.chart] {
            cooldown.prune();
        }
    }
}

/// A per-process random value for the id counter's start, without a random-number dependency: std's `RandomState`
/// is seeded from the operating system, mixed here with the time and the process id.
fn random_start() -> u64 {
    use std::hash::BuildHasher;
    std::hash::RandomState::new().hash_one((SystemTime::now(), std::process::id()))
}

impl App {
    pub fn new(config: Config, store: Store, shards: ShardSet) -> App {
        let metrics: Arc<Metrics> = Arc::default();
        let cpu = Cpu::new(config.games.cpu_threads, config.games.cpu_deadline, Arc::clone(&metrics));
        let cooldowns = Cooldowns::new(&config.games);
        let assisting =
            PerUser::new(config.games.max_hints_reviews_per_user, config.games.max_hints_reviews_per_process);
        App {
            config,
            store,
            live: Live::default(),
            outbox: DashMap::new(),
            cooldowns,
            pending: DashMap::new(),
            settings: DashMap::new(),
            reviews: ReviewCache::new(REVIEWS_KEPT),
            charts: ChartCache::new(CHARTS_KEPT_BYTES),
            assisting,
            judging: Exclusive::new(),
            http: OnceLock::new(),
            cache: OnceLock::new(),
            names: SeenNames::default(),
            watchers: Watchers::default(),
            web_address: OnceLock::new(),
            games_now: GamesNow::default(),
            clock: WallClock::from_env(),
            mining: MiningQueue::default(),
            shards,
            cpu,
            tournament_locks: DashMap::new(),
            tournament_steps: Exclusive::new(),
            open_deferrals: OpenDeferrals::default(),
            metrics,
            ids: AtomicU64::new(random_start()),
        }
    }

    pub fn idle_ms(&self) -> i64 {
        self.config.games.idle_limit.as_millis() as i64
    }

    /// How long a game may stay paused before it ends, unscored.
    pub fn pause_ms(&self) -> i64 {
        self.config.games.pause_limit.as_millis() as i64
    }

    /// A new game id: milliseconds since the epoch times 4096, plus this process's first shard (mod 16) times 256
    /// and a counter (mod 256) that starts at a random value in each process: unique across restarts, and two
    /// processes that start games in the same millisecond rarely meet on one id. When they do, the store refuses
    /// to let the second game overwrite the first ([`crate::store::StoreError::IdTaken`]) and [`App::persist`] gives it another.
    pub fn next_id(&self) -> u64 {
        let n = self.ids.fetch_add(1, Ordering::Relaxed);
        ((now_ms() as u64) << 12) | (u64::from(self.shards.first & 0xf) << 8) | (n & 0xff)
    }

    /// A server's settings (the defaults in DMs, or when the database cannot be read within `SETTINGS_WAIT`:
    /// they are read before answering, within Discord's 3 s).
    pub async fn settings_of(&self, guild: Option<u64>) -> GuildSettings {
        /// How long a read of a server's settings may take before the defaults are used.
        const SETTINGS_WAIT: Duration = Duration::from_millis(500);
        let Some(guild) = guild else { return GuildSettings::default() };
        if let Some(settings) = self.settings.get(&guild) {
            return settings.clone();
        }
        match tokio::time::timeout(SETTINGS_WAIT, self.store.guild_settings(guild)).await {
            Ok(Ok(settings)) => {
                self.settings.insert(guild, settings.clone());
                settings
            }
            failed => {
                let why = match failed {
                    Ok(Err(e)) => e.to_string(),
                    _ => format!("no answer within {SETTINGS_WAIT:?}"),
                };
                tracing::warn!(guild, "could not read the server's settings, using the defaults: {why}");
                GuildSettings::default()
            }
        }
    }

    /// The turn timer of new games under `settings` (Some(0) there means untimed).
    pub fn timer_ms(&self, settings: &GuildSettings) -> Option<u64> {
        match settings.timer_ms {
            Some(0) => None,
            Some(ms) => Some(ms),
            None => self.config.games.default_timer.map(|d| d.as_millis() as u64),
        }
    }

    pub fn timeout_action(&self, settings: &GuildSettings) -> TimeoutAction {
        settings.timeout_action.unwrap_or(self.config.games.timeout_action)
    }

    pub fn max_games_per_user(&self, settings: &GuildSettings) -> usize {
        settings.max_games_per_user.map_or(self.config.games.max_games_per_user, |n| n as usize)
    }

    /// Keeps an interaction's token as the board's (see `Slot::remember_token`). A board shown only through
    /// tokens keeps it in the database too, so that a restarted process can still edit it within its 15 minutes.
    pub fn remember_token(&self, slot: &Slot, token: &str, original: Option<u64>) {
        slot.remember_token(token, original);
        self.keep_token(slot);
    }

    /// The board was posted as message `board`, a follow-up of the token kept last (see [`App::remember_token`]).
    pub fn remember_followup(&self, slot: &Slot, board: u64) {
        slot.remember_followup(board);
        self.keep_token(slot);
    }

    /// Writes the board's token in the background: no answer waits for it (the store keeps the newest of two).
    fn keep_token(&self, slot: &Slot) {
        let Some(token) = slot.stored_token(now_ms()).filter(|_| slot.tokens_only()) else { return };
        let (store, game, guild) = (self.store.clone(), slot.game_id(), slot.with_info(|info| info.guild_id));
        tokio::spawn(async move {
            if let Err(e) = store.save_board_token(game, guild, &token).await {
                tracing::info!(game, "could not keep the board's token: {e}");
            }
        });
    }

    /// The board notes for a slot's session: "not saved" while its latest state is only in memory, and the
    /// rating changes its end made.
    pub fn notes(&self, slot: &Slot, session: &Session) -> BoardNotes {
        BoardNotes {
            thinking: false,
            through_tokens: slot.tokens_only(),
            not_saved: self.outbox.contains_key(&session.id),
            rating: slot.rating_changes(),
            web_page: self.web_page(session),
        }
    }

    /// The game's web page, when it has one: the game over, its server's pages on ([`App::web_pages_of`]), and its
    /// channel one everyone in the server may view, as the cache knows it (a channel it does not know has no link;
    /// the page itself checks again).
    pub fn web_page(&self, session: &Session) -> Option<String> {
        let guild = session.guild_id.filter(|_| !session.is_active())?;
        let base = self.web_pages_of(guild)?;
        let sight = ServerSight::from_cache(self.cache()?, guild, [session.channel_id]);
        let public = sight.access(&Viewer::Anyone, session.channel_id) == Access::Sees;
        public.then(|| format!("{base}/g/{}", game_code(session.id)))
    }

    /// The web pages' address when a server's pages are on (`web.listen` set, its admins' `web-pages`).
    pub fn web_pages_of(&self, guild: u64) -> Option<String> {
        let base = self.config.web.linked_as(*self.web_address.get()?).ok()?;
        self.settings.get(&guild).is_some_and(|s| s.web_pages).then_some(base)
    }

    pub fn http(&self) -> Option<&Arc<serenity::Http>> {
        self.http.get()
    }

    pub fn cache(&self) -> Option<&Arc<serenity::Cache>> {
        self.cache.get()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::{Lang, Rules};

    #[test]
    fn a_replacement_question_goes_stale_after_fifteen_minutes() {
        let rules = Rules::new("classic".parse().unwrap(), None, TimeoutAction::Cpu, Lang::En);
        let session = Session::challenge(7, Some(1), 2, 10, Some(20), true, rules, 0, 600_000);
        let pending = PendingStart { session, replaces: 3, asked_at: 1_000 };
        assert!(!pending.is_stale(1_000 + 14 * 60_000));
        assert!(pending.is_stale(1_000 + 15 * 60_000));
    }
}
