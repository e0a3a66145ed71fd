//! The bot under test: a fake Discord, a temporary database, the real bot connected to both, and helpers to
//! play through Discord as users do.

use super::fake_discord::{CHANNEL_ID, FakeDiscord, FakeUser, Opt};
use super::process;
use cuatro::bot::Running;
use cuatro::config::{Config, Secret};
use cuatro::game::{Action, Press};
use cuatro::store::{Engine, GameRow, Store};
use serde_json::Value;
use std::path::PathBuf;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::Duration;

pub const WAIT: Duration = Duration::from_secs(10);

pub fn alice() -> FakeUser {
    FakeUser::new(4000000000000000004, "alice")
}
pub fn bob() -> FakeUser {
    FakeUser::new(5000000000000000005, "bob")
}
pub fn eve() -> FakeUser {
    FakeUser::new(6000000000000000006, "eve")
}
pub fn dan() -> FakeUser {
    FakeUser::new(7000000000000000007, "dan")
}
/// A member with Administrator, who may change the server's settings.
pub fn admin() -> FakeUser {
    FakeUser::new(9000000000000000009, "admin").admin()
}

/// Waits until `done`, checked every 10 ms, for at most 30 s.
pub async fn until(what: &str, done: impl Fn() -> bool) {
    let deadline = std::time::Instant::now() + Duration::from_secs(30);
    while !done() {
        assert!(std::time::Instant::now() < deadline, "timed out waiting for {what}");
        tokio::time::sleep(Duration::from_millis(10)).await;
    }
}

/// The id of a message as the fake returns it.
pub fn message_id(message: &Value) -> u64 {
    message["id"].as_str().unwrap().parse().unwrap()
}

/// A fake Discord, a temporary database, and the bot connected to both.
pub struct Harness {
    pub fake: FakeDiscord,
    pub dir: PathBuf,
    pub bot: Option<Running>,
    /// The database URL, when not the SQLite file in `dir` (a PostgreSQL schema).
    pub database: Option<String>,
    /// The PostgreSQL schema made for the test, dropped by [`Harness::finish`].
    schema: Option<String>,
}

impl Harness {
    /// Waits for the deferred public answer of interaction `id` to become a message with an attachment.
    pub async fn posted_with_file(&self, id: u64) -> Value {
        for _ in 0..3000 {
            if let Some(message) = self.fake.original_message(id).and_then(|m| self.fake.message(m))
                && message["attachments"].as_array().is_some_and(|a| !a.is_empty())
            {
                return message;
            }
            tokio::time::sleep(Duration::from_millis(10)).await;
        }
        panic!("interaction {id} never posted its file");
    }

    /// The last multipart upload that carried `filename`: the request's JSON part, the file's bytes and type.
    pub fn upload(&self, filename: &str) -> (Value, Vec<u8>, String) {
        let requests = self.fake.requests();
        let request = requests
            .iter()
            .rev()
            .find(|r| r.files.iter().any(|f| f.filename == filename))
            .unwrap_or_else(|| panic!("no upload of {filename}"));
        let file = request.files.iter().find(|f| f.filename == filename).unwrap();
        (request.body.clone(), file.bytes.clone(), file.content_type.clone())
    }

    /// The fake and the database, and the bot started with `tweak` applied to the test configuration.
    pub async fn new(name: &str, tweak: impl Fn(&mut Config)) -> Harness {
        let mut harness = Harness::without_bot(name).await;
        harness.start_bot(&tweak).await;
        harness
    }

    /// The fake and an empty database, the bot not started yet (to prepare the database first).
    pub async fn without_bot(name: &str) -> Harness {
        process::init();
        // Unique within the process too: every end-to-end test shares this one.
        static HARNESSES: AtomicUsize = AtomicUsize::new(0);
        let n = HARNESSES.fetch_add(1, Ordering::Relaxed);
        let dir = std::env::temp_dir().join(format!("cuatro-bot-{name}-{}-{n}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        let fake = FakeDiscord::start().await;
        Harness { fake, dir, bot: None, database: None, schema: None }
    }

    /// The fake and an empty database of `engine` (a fresh PostgreSQL schema named after the test, dropped by
    /// [`Harness::finish`]), the bot not started; `None` where PostgreSQL may be skipped.
    pub async fn on(engine: Engine, name: &str) -> Option<Harness> {
        let mut harness = Harness::without_bot(name).await;
        if engine == Engine::Postgres {
            let schema = format!("e2e_{}_{}", name.replace('-', "_"), std::process::id());
            harness.database = Some(cuatro::store::scratch::test_schema(&schema).await?);
            harness.schema = Some(schema);
        }
        Some(harness)
    }

    pub fn db_url(&self) -> String {
        self.database.clone().unwrap_or_else(|| format!("sqlite://{}", self.dir.join("cuatro.db").display()))
    }

    /// The bot's database, opened alongside it (close it when done).
    pub async fn store(&self) -> Store {
        Store::open(&self.db_url()).await.unwrap()
    }

    pub fn config(&self) -> Config {
        let mut config = Config::default();
        config.discord.token = Some(Secret::new("fake-token"));
        config.discord.api_proxy = Some(self.fake.api_proxy());
        config.database.url = self.db_url();
        config.games.tick = Duration::from_millis(50);
        config.games.challenge_cooldown = Duration::ZERO;
        config.games.cpu_game_cooldown = Duration::ZERO;
        config.games.replay_cooldown = Duration::ZERO;
        config.games.chart_cooldown = Duration::ZERO;
        config
    }

    pub async fn start_bot(&mut self, tweak: &dyn Fn(&mut Config)) {
        let mut config = self.config();
        tweak(&mut config);
        let readies = self.fake.readies();
        self.bot = Some(cuatro::bot::start(config).await.expect("the bot starts"));
        self.fake.wait_commands_registered().await;
        tokio::time::timeout(WAIT, async {
            while self.fake.readies() <= readies {
                tokio::time::sleep(Duration::from_millis(10)).await;
            }
        })
        .await
        .expect("a new READY");
        // Registration happens in poise's setup, after which the bot's state is ready.
        tokio::time::sleep(Duration::from_millis(100)).await;
    }

    pub async fn stop_bot(&mut self) {
        if let Some(bot) = self.bot.take() {
            bot.stop().await;
        }
    }

    /// Runs a slash command and returns (interaction id, callback body).
    pub async fn slash(&self, user: &FakeUser, path: &[&str], options: Vec<(&str, Opt)>) -> (u64, Value) {
        let id = self.fake.slash(user, path, options).await;
        (id, self.fake.response(id, WAIT).await)
    }

    /// Runs a slash command in `channel` and returns (interaction id, callback body).
    pub async fn slash_in(
        &self,
        channel: u64,
        user: &FakeUser,
        path: &[&str],
        options: Vec<(&str, Opt)>,
    ) -> (u64, Value) {
        let id = self.fake.slash_in(channel, user, path, options).await;
        (id, self.fake.response(id, WAIT).await)
    }

    /// Starts a challenge from alice to bob and accepts it; returns the board message id.
    pub async fn pvp(&self, options: Vec<(&str, Opt)>) -> u64 {
        self.pvp_in(CHANNEL_ID, options).await
    }

    /// [`Harness::pvp`] in `channel`.
    pub async fn pvp_in(&self, channel: u64, options: Vec<(&str, Opt)>) -> u64 {
        let mut options = options;
        options.insert(0, ("opponent", Opt::User(bob())));
        let (id, _) = self.slash_in(channel, &alice(), &["connect4", "challenge"], options).await;
        let board = self.board_of(id).await;
        let accept = button(&self.fake.message(board).unwrap(), "c4:a:");
        let answer = self.click(&bob(), board, &accept).await;
        assert_eq!(answer["type"], 7, "accepting updates the challenge into the board: {answer}");
        board
    }

    pub async fn board_of(&self, interaction: u64) -> u64 {
        for _ in 0..200 {
            if let Some(m) = self.fake.original_message(interaction) {
                return m;
            }
            tokio::time::sleep(Duration::from_millis(10)).await;
        }
        panic!("interaction {interaction} created no message");
    }

    /// Waits for a channel message newer than `message` (a board the bot posted after answering).
    pub async fn newest_after(&self, message: u64) -> Value {
        self.newest_in_after(CHANNEL_ID, message).await
    }

    /// Waits for a message in `channel` newer than `message`.
    pub async fn newest_in_after(&self, channel: u64, message: u64) -> Value {
        for _ in 0..500 {
            if let Some(m) = self.fake.last_message_in(channel)
                && m["id"].as_str().unwrap().parse::<u64>().unwrap() > message
            {
                return m;
            }
            tokio::time::sleep(Duration::from_millis(10)).await;
        }
        panic!("no message in {channel} after {message}");
    }

    pub async fn click(&self, user: &FakeUser, message: u64, custom_id: &str) -> Value {
        let id = self.fake.click(user, message, custom_id).await;
        self.fake.response(id, WAIT).await
    }

    /// Presses the drop button of `column` (0-based) on the board as it is now.
    pub async fn drop(&self, user: &FakeUser, board: u64, column: u8) -> Value {
        let message = self.fake.message(board).unwrap();
        // Any drop button carries the game id and the move number.
        let action = Action::parse(&button(&message, "c4:d:")).unwrap();
        let Action::Board { game, press: Press::Drop { move_no, .. }, .. } = action else { unreachable!() };
        self.click(user, board, &Press::Drop { move_no, column }.on(game).to_string()).await
    }

    /// Plays `columns` alternately, `first` then `second`, each move answered with the updated board.
    pub async fn play(&self, board: u64, first: &FakeUser, second: &FakeUser, columns: &[u8]) {
        for (i, &column) in columns.iter().enumerate() {
            let user = if i % 2 == 0 { first } else { second };
            let answer = self.drop(user, board, column).await;
            assert_eq!(answer["type"], 7, "move {i} (column {column}): {answer}");
        }
    }

    /// Holds the database busy for `period` from another connection, as an outage or a long transaction would:
    /// SQLite's write lock, or PostgreSQL's exclusive locks on the tables a replay and a review read and write.
    pub async fn hold_database(&self, period: Duration) -> tokio::task::JoinHandle<()> {
        use sqlx::Connection;
        let url = self.db_url();
        let (held_tx, held_rx) = tokio::sync::oneshot::channel();
        let task = tokio::spawn(async move {
            if url.starts_with("sqlite:") {
                let mut blocker = sqlx::SqliteConnection::connect(&url).await.unwrap();
                sqlx::query("BEGIN IMMEDIATE").execute(&mut blocker).await.unwrap();
                sqlx::query("UPDATE games SET updated_at = updated_at").execute(&mut blocker).await.unwrap();
                let _ = held_tx.send(());
                tokio::time::sleep(period).await;
                sqlx::query("COMMIT").execute(&mut blocker).await.unwrap();
                blocker.close().await.unwrap();
            } else {
                let mut blocker = sqlx::PgConnection::connect(&url).await.unwrap();
                sqlx::query("BEGIN").execute(&mut blocker).await.unwrap();
                let lock = "LOCK TABLE games, replay_posts IN ACCESS EXCLUSIVE MODE";
                sqlx::query(lock).execute(&mut blocker).await.unwrap();
                let _ = held_tx.send(());
                tokio::time::sleep(period).await;
                sqlx::query("COMMIT").execute(&mut blocker).await.unwrap();
                blocker.close().await.unwrap();
            }
        });
        held_rx.await.expect("the database is held");
        task
    }

    pub async fn row(&self, game: u64) -> GameRow {
        let store = self.store().await;
        let row = store.game(game).await.unwrap().expect("the game is stored");
        store.close().await;
        row
    }

    /// Waits (up to 30 s: a CPU move may be part of it) until `game` is stored and its row satisfies `pred`.
    pub async fn wait_row(&self, game: u64, pred: impl Fn(&GameRow) -> bool) -> GameRow {
        for _ in 0..3000 {
            let store = self.store().await;
            let row = store.game(game).await.unwrap();
            store.close().await;
            if let Some(row) = row.filter(&pred) {
                return row;
            }
            tokio::time::sleep(std::time::Duration::from_millis(10)).await;
        }
        panic!("game {game}'s row never reached the expected state: {:?}", self.row(game).await.moves);
    }

    pub async fn finish(mut self) {
        self.stop_bot().await;
        self.fake.shutdown().await;
        let _ = std::fs::remove_dir_all(&self.dir);
        if let Some(schema) = &self.schema {
            let server = cuatro::store::scratch::test_server();
            cuatro::store::scratch::drop_schema(&server, schema).await.unwrap();
        }
    }
}

/// Runs `body` on a harness with the bot on SQLite, then on one on a fresh PostgreSQL schema (where the test
/// server may be skipped); `body` hands the harness back to be finished.
pub async fn each_engine<F, Fut>(name: &str, body: F)
where
    F: Fn(Harness) -> Fut,
    Fut: Future<Output = Harness>,
{
    each_engine_with(name, |_| {}, body).await;
}

/// [`each_engine`] with the bot's configuration changed by `tweak`.
pub async fn each_engine_with<F, Fut>(name: &str, tweak: fn(&mut Config), body: F)
where
    F: Fn(Harness) -> Fut,
    Fut: Future<Output = Harness>,
{
    for engine in [Engine::Sqlite, Engine::Postgres] {
        if let Some(mut h) = Harness::on(engine, name).await {
            h.start_bot(&tweak).await;
            body(h).await.finish().await;
        }
    }
}

/// The first button whose custom id starts with `prefix`.
pub fn button(message: &Value, prefix: &str) -> String {
    FakeDiscord::buttons(message)
        .into_iter()
        .flatten()
        .map(|(id, _, _)| id)
        .find(|id| id.starts_with(prefix))
        .unwrap_or_else(|| panic!("no `{prefix}` button on {message}"))
}

/// How many moves the board message `board` has seen: the move number its drop buttons carry.
pub fn moves_shown(h: &Harness, board: u64) -> u32 {
    moves_shown_in(&h.fake.message(board).unwrap())
}

/// How many moves a board message has seen (see [`moves_shown`]).
pub fn moves_shown_in(message: &Value) -> u32 {
    match Action::parse(&button(message, "c4:d:")) {
        Ok(Action::Board { press: Press::Drop { move_no, .. }, .. }) => move_no,
        other => panic!("not a board with drop buttons: {other:?}"),
    }
}

pub fn game_id(message: &Value) -> u64 {
    Action::parse(&button(message, "c4:")).unwrap().game()
}

pub fn description(message: &Value) -> String {
    message["embeds"][0]["description"].as_str().unwrap_or_default().to_string()
}

pub fn field(message: &Value, index: usize) -> String {
    message["embeds"][0]["fields"][index]["value"].as_str().unwrap_or_default().to_string()
}

/// The text of an ephemeral answer (type 4 with flag 64).
pub fn ephemeral_text(answer: &Value) -> String {
    assert_eq!(answer["type"], 4, "an ephemeral message: {answer}");
    assert_eq!(answer["data"]["flags"].as_u64().unwrap_or(0) & 64, 64, "ephemeral: {answer}");
    answer["data"]["content"].as_str().unwrap().to_string()
}
