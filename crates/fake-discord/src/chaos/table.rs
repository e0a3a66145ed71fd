//! One table of a chaos run: two players who start games of a seeded random kind in their own channel (or a
//! thread, or a group DM the bot is not in), play them through the board's buttons, and now and then ask for a
//! hint, pause, resign, review or ask for a rematch; between games they run errands (puzzles, replays, stats, the
//! leaderboard, settings). A player acts only on what the board shows, as a person would, and a board stranded on
//! "thinking…" is reported.

use super::errands::{self, Errand};
use super::options::THREAD_PARENT;
use super::world::World;
use crate::{CHANNEL_ID, FakeDiscord, FakeUser, GROUP_DM_CHANNEL_ID, GROUP_DMS, GUILD_ID, OTHER_GUILD_ID, Opt};
use cuatro_engine::Rng;
use cuatro_game::{Action, ButtonId, Press};
use serde_json::Value;
use std::sync::Arc;
use std::time::{Duration, Instant};

/// Game `i` is played by red `RED_BASE + i` and yellow `YELLOW_BASE + i`.
const RED_BASE: u64 = 4_200_000_000_000_000_000;
const YELLOW_BASE: u64 = 5_200_000_000_000_000_000;

/// The users of table `index`: red, who starts the games, and yellow.
pub fn players(index: usize) -> (FakeUser, FakeUser) {
    let i = index as u64;
    (FakeUser::new(RED_BASE + i, &format!("red{i}")), FakeUser::new(YELLOW_BASE + i, &format!("yellow{i}")))
}

/// Whether table `index` plays each game in a thread of its own (in the second server, which has threads on).
pub fn in_threads(index: usize) -> bool {
    index % 4 == 3
}

/// Whether table `index` plays in a group DM of its own, where the app is installed by its players and the bot is
/// not a member: every board shows through interactions, and the table runs no errands (they are a server's).
pub fn in_group_dm(index: usize) -> bool {
    index % 4 == 1 && (index as u64) < GROUP_DMS
}

/// A kind of game a table starts: its name, the `/connect4` subcommand and its options.
type Kind = (&'static str, &'static str, Vec<(&'static str, Opt)>);

/// The kinds of game a table starts.
fn kinds() -> Vec<Kind> {
    let variant = |v: &str| ("variant", Opt::from(v));
    vec![
        ("pvp classic", "challenge", vec![]),
        ("pvp popout", "challenge", vec![variant("popout")]),
        ("pvp five-in-a-row", "challenge", vec![variant("five-in-a-row")]),
        ("pvp cylinder", "challenge", vec![variant("cylinder")]),
        ("pvp obstacles", "challenge", vec![variant("obstacles")]),
        ("pvp random opening", "challenge", vec![variant("random-opening")]),
        ("match with clock", "challenge", vec![("format", Opt::Int(1)), ("clock", Opt::Int(1))]),
        ("three players", "challenge", vec![variant("three-players"), ("cpu-level", Opt::Int(0))]),
        ("cpu easy classic", "vs-cpu", vec![("level", Opt::Int(0))]),
        ("cpu medium popout", "vs-cpu", vec![("level", Opt::Int(1)), variant("popout")]),
        ("cpu hard classic", "vs-cpu", vec![("level", Opt::Int(2))]),
        // Twice: its moves take seconds, so kills find the CPU thinking.
        ("cpu hard 10x10", "vs-cpu", vec![("level", Opt::Int(2)), variant("10x10")]),
        ("cpu hard 10x10", "vs-cpu", vec![("level", Opt::Int(2)), variant("10x10")]),
        ("cpu medium misere", "vs-cpu", vec![("level", Opt::Int(1)), variant("misere")]),
    ]
}

/// What a player reads off a board message.
pub(super) struct Board {
    pub game: Option<u64>,
    /// Enabled buttons.
    pub actions: Vec<Action>,
    pub mentioned: Vec<u64>,
    thinking: bool,
}

impl Board {
    pub fn read(message: &Value) -> Board {
        let mut actions = Vec::new();
        let mut game = None;
        for (id, disabled, _) in FakeDiscord::buttons(message).into_iter().flatten() {
            if let Ok(ButtonId::Game(action)) = ButtonId::parse(&id) {
                game.get_or_insert(action.game());
                if !disabled {
                    actions.push(action);
                }
            }
        }
        let content = message["content"].as_str().unwrap_or_default();
        let description = message["embeds"][0]["description"].as_str().unwrap_or_default();
        Board { game, actions, mentioned: mentions(content), thinking: description.contains("is thinking…") }
    }

    pub fn find(&self, pred: impl Fn(&Action) -> bool) -> Option<String> {
        self.actions.iter().find(|a| pred(a)).map(Action::to_string)
    }
}

/// The user ids a text mentions (`<@123>`).
pub fn mentions(text: &str) -> Vec<u64> {
    text.split("<@").skip(1).filter_map(|rest| rest.split('>').next()?.parse().ok()).collect()
}

/// Whether a message is a game's board (or its challenge or lobby): it has a game button other than a review's
/// pages or a pause request's answers.
pub fn board_game(message: &Value) -> Option<u64> {
    FakeDiscord::buttons(message).into_iter().flatten().find_map(|(id, _, _)| match ButtonId::parse(&id) {
        Ok(ButtonId::Game(
            a @ (Action::Board { press: Press::Drop { .. }, .. }
            | Action::Board { press: Press::Pop { .. }, .. }
            | Action::Board { press: Press::Resign { .. }, .. }
            | Action::Board { press: Press::Accept, .. }
            | Action::Board { press: Press::Decline, .. }
            | Action::Board { press: Press::Ready, .. }
            | Action::Board { press: Press::ResignMatch { .. }, .. }
            | Action::Board { press: Press::Continue, .. }
            | Action::Rematch { .. }
            | Action::Board { press: Press::Pause, .. }
            | Action::Board { press: Press::Start, .. }
            | Action::Hint { .. }
            | Action::Review { .. }),
        )) => Some(a.game()),
        _ => None,
    })
}

struct Table {
    index: usize,
    rng: Rng,
    guild: u64,
    /// Where commands that start a game are given.
    home: u64,
    red: FakeUser,
    yellow: FakeUser,
    /// Where the current game is (a thread for thread tables).
    channel: u64,
    board: Option<u64>,
    game: Option<u64>,
    kind: &'static str,
    joined: bool,
    ready: Vec<u64>,
    reviewed: bool,
    /// Steps in a row the board offered nothing to do.
    idle: u32,
    /// The board of the last game finished here, and the game (for replays and reviews).
    finished: Option<(u64, u64)>,
    /// Since when the board has shown "thinking…" with no enabled button, and whether that was reported.
    thinking_since: Option<(u64, Instant, bool)>,
}

/// A board on "thinking…" with no enabled button this long is stranded: the bot's retries of a board update run
/// far shorter than this, and nothing a player can press would bring it back.
pub const STRANDED_AFTER: Duration = Duration::from_secs(120);

/// Plays at table `index` until the run's deadline.
pub async fn play(world: Arc<World>, index: usize) {
    let (red, yellow) = players(index);
    let threads = in_threads(index);
    let (home, guild) = match (threads, in_group_dm(index)) {
        (true, _) => (THREAD_PARENT, OTHER_GUILD_ID),
        (false, true) => (GROUP_DM_CHANNEL_ID + index as u64, 0),
        (false, false) => (CHANNEL_ID + 1 + index as u64, GUILD_ID),
    };
    let mut table = Table {
        index,
        rng: Rng::new(world.options.seed ^ (index as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15)),
        guild,
        home,
        red,
        yellow,
        channel: home,
        board: None,
        game: None,
        kind: "",
        joined: false,
        ready: Vec::new(),
        reviewed: false,
        idle: 0,
        finished: None,
        thinking_since: None,
    };
    while !world.over() {
        {
            let _turn = world.tables[index].lock().await;
            table.step(&world).await;
            match (table.board, table.game) {
                (Some(board), Some(_)) => world.boards.lock().unwrap().insert(index, (table.channel, board)),
                _ => world.boards.lock().unwrap().remove(&index),
            };
        }
        let pause = 50 + table.rng.below(350);
        tokio::time::sleep(Duration::from_millis(pause)).await;
    }
}

impl Table {
    async fn step(&mut self, w: &World) {
        if w.is_absent(self.guild) {
            return;
        }
        if self.board.is_none() {
            if self.rng.chance(1, 3) && !in_group_dm(self.index) {
                let (red, yellow) = (self.red.clone(), self.yellow.clone());
                let errand = Errand {
                    world: w,
                    table: self.index,
                    red: &red,
                    yellow: &yellow,
                    home: self.home,
                    finished: self.finished,
                };
                errands::run(&errand, &mut self.rng).await;
                return;
            }
            return self.new_game(w).await;
        }
        let Some(message) = self.current_board(w) else { return self.recover(w).await };
        let board = Board::read(&message);
        let board_id = self.board.unwrap();
        if board.thinking {
            self.watch_thinking(w, board_id, &board);
            return;
        }
        self.thinking_since = None;
        let ours = |id: &u64| *id == self.red.id || *id == self.yellow.id;
        let moves: Vec<String> = board
            .actions
            .iter()
            .filter(|a| {
                matches!(
                    a,
                    Action::Board { press: Press::Drop { .. }, .. } | Action::Board { press: Press::Pop { .. }, .. }
                )
            })
            .map(Action::to_string)
            .collect();
        if !moves.is_empty() {
            let Some(&mover) = board.mentioned.iter().find(|id| ours(id)) else { return self.wait() };
            self.idle = 0;
            let (mover, other) = if mover == self.red.id {
                (self.red.clone(), self.yellow.clone())
            } else {
                (self.yellow.clone(), self.red.clone())
            };
            let roll = self.rng.below(100);
            if roll < 4
                && let Some(hint) = board.find(|a| matches!(a, Action::Hint { .. }))
            {
                w.click(self.index, &mover, board_id, &hint, "hint").await;
            } else if roll < 7
                && let Some(pause) = board.find(|a| matches!(a, Action::Board { press: Press::Pause, .. }))
            {
                w.click(self.index, &mover, board_id, &pause, "pause").await;
                if !self.kind.starts_with("cpu") {
                    // Between people a Pause asks the other player, whose own Pause agrees.
                    w.click(self.index, &other, board_id, &pause, "pause").await;
                }
            } else if roll < 8
                && let Some(resign) = board.find(|a| matches!(a, Action::Board { press: Press::Resign { .. }, .. }))
            {
                w.click(self.index, &mover, board_id, &resign, "resign").await;
            } else {
                let pick = moves[self.rng.below(moves.len() as u64) as usize].clone();
                w.click(self.index, &mover, board_id, &pick, "move").await;
            }
            return;
        }
        if let Some(resume) = board.find(|a| matches!(a, Action::Board { press: Press::Continue, .. })) {
            let user = if self.rng.chance(1, 2) { self.red.clone() } else { self.yellow.clone() };
            w.click(self.index, &user, board_id, &resume, "continue").await;
            return;
        }
        if let Some(ready) = board.find(|a| matches!(a, Action::Board { press: Press::Ready, .. })) {
            let user = if self.ready.contains(&self.red.id) { self.yellow.clone() } else { self.red.clone() };
            self.ready.push(user.id);
            w.click(self.index, &user, board_id, &ready, "ready").await;
            return;
        }
        self.ready.clear();
        if let Some(start) = board.find(|a| matches!(a, Action::Board { press: Press::Start, .. })) {
            if self.joined {
                w.click(self.index, &self.red.clone(), board_id, &start, "start").await;
            } else {
                self.joined = true;
                let join = board.find(|a| matches!(a, Action::Board { press: Press::Accept, .. })).unwrap_or(start);
                w.click(self.index, &self.yellow.clone(), board_id, &join, "join").await;
            }
            return;
        }
        if let Some(accept) = board.find(|a| matches!(a, Action::Board { press: Press::Accept, .. })) {
            w.click(self.index, &self.yellow.clone(), board_id, &accept, "accept").await;
            return;
        }
        let review = board.find(|a| matches!(a, Action::Review { .. }));
        let rematch = board.find(|a| matches!(a, Action::Rematch { .. }));
        if review.is_some() || rematch.is_some() {
            if let Some(review) = review.filter(|_| !self.reviewed && self.rng.chance(1, 4)) {
                self.reviewed = true;
                w.click(self.index, &self.red.clone(), board_id, &review, "review").await;
                return;
            }
            if let Some(rematch) = rematch.filter(|_| self.rng.chance(1, 2)) {
                let old = self.game;
                w.click(self.index, &self.red.clone(), board_id, &rematch, "rematch").await;
                self.adopt_new_game(w, old).await;
                return;
            }
            self.finished = board.game.map(|game| (board_id, game));
            self.board = None;
            return;
        }
        if board.actions.is_empty() && board.game.is_none() {
            // The board was retired (posted again below, or replaced by a rematch's).
            if !self.adopt_newest(w) {
                self.board = None;
            }
            return;
        }
        self.wait();
    }

    /// A board on "thinking…": reported once as stranded when it has had no enabled button for
    /// [`STRANDED_AFTER`].
    fn watch_thinking(&mut self, w: &World, board_id: u64, board: &Board) {
        if !board.actions.is_empty() {
            self.thinking_since = None;
            return;
        }
        let (board, since, reported) = match self.thinking_since {
            Some((seen, since, reported)) if seen == board_id => (seen, since, reported),
            _ => (board_id, Instant::now(), false),
        };
        let stranded = !reported && since.elapsed() >= STRANDED_AFTER;
        if stranded {
            let at = w.started.elapsed().as_secs_f64();
            let game = self.game.map_or("?".to_string(), |g| g.to_string());
            w.log.lock().unwrap().stranded.push(format!(
                "table {} at {at:.0}s: game {game} (board {board}) on \"thinking…\" with no enabled button for {} s",
                self.index,
                since.elapsed().as_secs()
            ));
        }
        self.thinking_since = Some((board, since, reported || stranded));
    }

    /// Nothing to do on this board now (the CPU's turn, a timer running): after long enough the table moves on.
    fn wait(&mut self) {
        self.idle += 1;
        if self.idle > 200 {
            self.idle = 0;
            self.board = None;
        }
    }

    /// The board as the fake holds it: the newest board of this game in the channel (a board posted again
    /// replaces the old message), else the message the table knows.
    fn current_board(&mut self, w: &World) -> Option<Value> {
        self.adopt_newest(w);
        w.fake.message(self.board?)
    }

    /// Takes the channel's newest board of this game as the board, looking past other posts (a replay, the daily
    /// puzzle); with no game known, the channel's newest message if it is a board.
    fn adopt_newest(&mut self, w: &World) -> bool {
        let newest = match self.game {
            Some(game) => w.fake.last_message_in_where(self.channel, |m| board_game(m) == Some(game)),
            None => w.fake.last_message_in(self.channel),
        };
        let Some(newest) = newest else { return false };
        let id: u64 = newest["id"].as_str().and_then(|s| s.parse().ok()).unwrap_or(0);
        match board_game(&newest) {
            Some(game) if self.game.is_none_or(|g| g == game) && Some(id) != self.board => {
                self.board = Some(id);
                self.game = Some(game);
                true
            }
            _ => false,
        }
    }

    /// After a rematch: the new game's board, posted below the old one.
    async fn adopt_new_game(&mut self, w: &World, old: Option<u64>) {
        let start = Instant::now();
        while start.elapsed() < Duration::from_secs(3) {
            if let Some(newest) = w.fake.last_message_in(self.channel)
                && let Some(game) = board_game(&newest).filter(|g| Some(*g) != old)
            {
                self.board = newest["id"].as_str().and_then(|s| s.parse().ok());
                self.game = Some(game);
                self.reset_game_state();
                return;
            }
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
        self.board = None;
    }

    /// The board message is gone (deleted, or its thread): ask for it again with `/connect4 board`.
    async fn recover(&mut self, w: &World) {
        if w.gone.lock().unwrap().contains(&self.channel) {
            self.board = None;
            return;
        }
        let answer = w.slash(self.index, self.channel, &self.red.clone(), &["connect4", "board"], vec![]).await;
        tokio::time::sleep(Duration::from_millis(200)).await;
        if answer.is_none() || !self.adopt_newest(w) {
            self.idle += 20;
            if self.idle > 100 {
                self.board = None;
            }
        }
    }

    fn reset_game_state(&mut self) {
        self.joined = false;
        self.ready.clear();
        self.reviewed = false;
        self.idle = 0;
    }

    /// Starts a game of a random kind; the board is the command's message (or the newest message of the new
    /// thread), a replacement question is confirmed.
    async fn new_game(&mut self, w: &World) {
        let kinds = kinds();
        let (kind, command, mut options) = kinds[self.rng.below(kinds.len() as u64) as usize].clone();
        if command == "challenge" {
            options.insert(0, ("opponent", Opt::User(self.yellow.clone())));
        }
        self.kind = kind;
        self.reset_game_state();
        self.board = None;
        self.game = None;
        self.channel = self.home;
        let red = self.red.clone();
        let Some(id) = w.slash_id(self.index, self.home, &red, &["connect4", command], options).await else { return };
        let Some(answer) = w.answer(id).await else { return };
        if let Some(replace) = FakeDiscord::buttons(&answer["data"])
            .into_iter()
            .flatten()
            .map(|b| b.0)
            .find(|id| matches!(ButtonId::parse(id), Ok(ButtonId::Game(Action::Replace { .. }))))
        {
            // The channel has a game the table left behind: replace it.
            let Some(question) = w.fake.original_message(id) else { return };
            w.click(self.index, &red, question, &replace, "replace").await;
        }
        let content = answer["data"]["content"].as_str().unwrap_or_default();
        if let Some(thread) = content.split("<#").nth(1).and_then(|r| r.split('>').next()?.parse().ok()) {
            self.channel = thread;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
        if self.channel == self.home
            && let Some(original) = w.fake.original_message(id)
            && let Some(game) = w.fake.message(original).as_ref().and_then(board_game)
        {
            self.board = Some(original);
            self.game = Some(game);
            return;
        }
        self.adopt_newest(w);
    }
}
