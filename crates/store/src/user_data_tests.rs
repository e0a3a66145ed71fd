use super::*;
use crate::engine::Engine;
use crate::testing::each_engine;
use cuatro_game::{FinishedGame, Format, former_player_id, is_former_player};

const ALICE: u64 = 7_000_000_000_000_000_001;
const BOB: u64 = 7_000_000_000_000_000_002;
const CAROL: u64 = 7_000_000_000_000_000_003;
const GUILD: u64 = 100;

/// Runs `sql` with the three users bound as `$1`, `$2`, `$3`.
async fn exec(store: &Store, sql: &str) {
    sqlx::query(trusted(sql))
        .bind(ALICE as i64)
        .bind(BOB as i64)
        .bind(CAROL as i64)
        .execute(&store.pool)
        .await
        .unwrap_or_else(|e| panic!("{sql}: {e}"));
}

/// Alice in every table that can name her: a rated game with Bob (results, both standings, both rating changes),
/// its stored game, a table of three where she sits without a column of her own, a game under way, a puzzle made
/// from her game and her attempt at it, her puzzle rating, a tournament and its result. And a game of Bob and Carol
/// whose document holds a number that begins with Alice's id (another user's, not hers).
async fn alice_everywhere(store: &Store) {
    let game = FinishedGame {
        session_id: 1,
        game_no: 0,
        guild_id: Some(GUILD),
        variant: "classic".into(),
        format: Format::Single,
        red: Some(ALICE),
        yellow: Some(BOB),
        cpu_level: None,
        result: "red".into(),
        end_reason: "line".into(),
        moves: "dddd".into(),
        red_first: Some(3),
        yellow_first: None,
        rated: true,
        closes_period: true,
        finished_at: 1_000,
    };
    assert_eq!(store.record_finished(&[game]).await.unwrap().len(), 2);
    let games = "INSERT INTO games (id, guild_id, channel_id, status, variant, red_id, yellow_id, moves, state, created_at, updated_at) VALUES";
    exec(store, &format!("{games} (1, 100, 5, 'finished', 'classic', $1, $2, 'dddd', '{{\"seats\":[{{\"Human\":{ALICE}}},{{\"Human\":{BOB}}}]}}', 0, 0)")).await;
    exec(store, &format!("{games} (2, 100, 5, 'finished', 'three', $2, $3, 'abc', '{{\"seats\":[{{\"Human\":{BOB}}},{{\"Human\":{CAROL}}},{{\"Human\":{ALICE}}}]}}', 0, 0)")).await;
    exec(store, &format!("{games} (3, 100, 6, 'playing', 'classic', $1, NULL, 'a', '{{\"seats\":[{{\"Human\":{ALICE}}},{{\"Cpu\":\"easy\"}}]}}', 0, 0)")).await;
    exec(store, &format!("{games} (4, 100, 7, 'finished', 'classic', $2, $3, 'a', '{{\"note\":{ALICE}9}}', 0, 0)"))
        .await;
    exec(store, "INSERT INTO puzzles (id, guild_id, variant, moves, goal, goal_moves, source_game, source_move, source_red, source_yellow, rating, deviation, volatility, created_at) VALUES (1, 100, 'classic', 'dddd', 'win', 3, 1, 2, $1, $2, 1500, 350, 0.06, 0)").await;
    exec(store, "INSERT INTO puzzle_attempts (id, puzzle_id, user_id, guild_id, lang, status, started_at) VALUES (1, 1, $1, 100, 'en', 'solved', 0)").await;
    exec(store, "INSERT INTO puzzle_players (user_id, rating, deviation, volatility) VALUES ($1, 1500, 350, 0.06)")
        .await;
    exec(store, &format!("INSERT INTO tournaments (id, guild_id, channel_id, status, state, version, created_at, updated_at) VALUES (1, 100, 5, 'finished', '{{\"organiser\":{BOB},\"entrants\":[{{\"user\":{ALICE}}},{{\"user\":{BOB}}}]}}', 1, 0, 0)")).await;
    exec(store, "INSERT INTO tournament_results (game_id, tournament_id, guild_id, first_id, second_id, first_points, second_points, moves, no_show, finished_at) VALUES (1, 1, 100, $1, $2, 2, 0, 4, '', 0)").await;
}

/// How many rows of each list of a user's file.
fn counts(file: &Value) -> Vec<(String, usize)> {
    let object = file.as_object().unwrap();
    object.iter().filter_map(|(key, rows)| Some((key.clone(), rows.as_array()?.len()))).collect()
}

/// Every (table, column) of the schema.
async fn every_column(store: &Store) -> Vec<(String, String)> {
    let sql = match store.engine() {
        Engine::Sqlite => {
            "SELECT m.name, p.name FROM sqlite_master m, pragma_table_info(m.name) p
             WHERE m.type = 'table' AND m.name NOT LIKE 'sqlite_%' AND m.name NOT LIKE '_sqlx%'"
        }
        Engine::Postgres => {
            "SELECT CAST(table_name AS TEXT), CAST(column_name AS TEXT) FROM information_schema.columns
             WHERE table_schema = current_schema() AND table_name NOT LIKE '_sqlx%'"
        }
    };
    sqlx::query_as(sql).fetch_all(&store.pool).await.unwrap()
}

/// Every stored value, in any table and column, that holds `user`'s id as a whole number.
async fn values_naming(store: &Store, user: u64) -> Vec<String> {
    let mut found = Vec::new();
    for (table, column) in every_column(store).await {
        let sql = format!("SELECT CAST({column} AS TEXT) FROM {table} WHERE CAST({column} AS TEXT) LIKE $1");
        let values: Vec<(Option<String>,)> =
            sqlx::query_as(trusted(&sql)).bind(format!("%{user}%")).fetch_all(&store.pool).await.unwrap();
        for (value,) in values.into_iter().filter_map(|(v,)| v.map(|v| (v,))) {
            if names(&value, user) {
                found.push(format!("{table}.{column}: {value}"));
            }
        }
    }
    found
}

#[tokio::test]
async fn a_users_file_holds_every_row_that_names_them() {
    each_engine("my-data", |store| async move {
        alice_everywhere(&store).await;
        let file = store.user_data(ALICE).await.unwrap();
        assert_eq!(file["user_id"], ALICE.to_string());
        let expected = [
            ("games", 3),
            ("results", 1),
            ("ratings", 1),
            ("rating_changes", 1),
            ("puzzle_rating", 1),
            ("puzzle_attempts", 1),
            ("puzzles_from_your_games", 1),
            ("tournaments", 1),
            ("tournament_results", 1),
        ];
        let expected: Vec<(String, usize)> = expected.iter().map(|(k, n)| (k.to_string(), *n)).collect();
        let mut found = counts(&file);
        found.sort();
        let mut expected = expected;
        expected.sort();
        assert_eq!(found, expected, "{file:#}");
        // The rows are whole: the game's moves and document, the rating, the puzzle attempt.
        let game = &file["games"][0];
        assert_eq!((game["id"].as_str(), game["moves"].as_str()), (Some("1"), Some("dddd")));
        assert_eq!(game["state"]["seats"][0]["Human"].as_u64(), Some(ALICE), "the document parsed");
        assert_eq!(file["games"][1]["variant"], "three", "a seat without a column of its own");
        assert_eq!(file["ratings"][0]["guild_id"], GUILD.to_string());
        assert_eq!(file["puzzle_attempts"][0]["status"], "solved");
        // Bob's file holds his own rows, not Alice's puzzle rating or attempts.
        let bob = store.user_data(BOB).await.unwrap();
        assert_eq!(bob["puzzle_rating"].as_array().map(Vec::len), Some(0));
        assert_eq!(bob["games"].as_array().map(Vec::len), Some(3), "the games 1, 2 and 4");
    })
    .await;
}

#[tokio::test]
async fn forgetting_a_user_leaves_no_row_naming_them_and_keeps_the_others_games() {
    each_engine("forget-me", |store| async move {
        alice_everywhere(&store).await;
        let former = former_player_id(12_345);
        // A game under way names her: nothing changes.
        let before = store.user_data(ALICE).await.unwrap();
        assert_eq!(store.forget_user(ALICE, former).await.unwrap(), Forgotten::GamesUnderWay(1));
        assert_eq!(store.user_data(ALICE).await.unwrap(), before);
        exec(&store, "UPDATE games SET status = 'finished' WHERE id = 3").await;

        let Forgotten::Done { deleted, anonymised } = store.forget_user(ALICE, former).await.unwrap() else {
            panic!("forgotten")
        };
        assert_eq!(deleted, 4, "her standing, rating change, puzzle rating and attempt");
        assert_eq!(anonymised, 1 + 1 + 1 + 3 + 1, "result, puzzle, tournament result, three games, tournament");
        assert_eq!(values_naming(&store, ALICE).await, Vec::<String>::new());
        let file = store.user_data(ALICE).await.unwrap();
        assert!(counts(&file).iter().all(|(_, n)| *n == 0), "{file:#}");

        // Bob keeps his rows; his games and results now name the stand-in, a former player.
        let bob = store.user_data(BOB).await.unwrap();
        assert_eq!(counts(&bob).iter().find(|(k, _)| k == "ratings").map(|(_, n)| *n), Some(1));
        assert_eq!(bob["results"][0]["red_id"], former.to_string());
        assert_eq!(bob["games"][0]["state"]["seats"][0]["Human"].as_u64(), Some(former));
        assert_eq!(bob["games"][0]["moves"], "dddd", "the moves are kept");
        assert!(is_former_player(former));
        let version: i64 =
            sqlx::query_scalar("SELECT version FROM games WHERE id = 1").fetch_one(&store.pool).await.unwrap();
        assert_eq!(version, 1, "a save read before the forgetting is refused");
        assert_eq!(store.forget_user(ALICE, former).await.unwrap(), Forgotten::Done { deleted: 0, anonymised: 0 });
    })
    .await;
}
