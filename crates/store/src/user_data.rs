//! A user's own data: every stored row that names them, gathered for `/connect4 my-data`, and deleted or given to a
//! former player's stand-in for `/connect4 forget-me`.

use super::db::{Store, StoreError, trusted};
use cuatro_game::{names, replace_id};
use serde_json::{Map, Value};
use sqlx::Row;

/// One table's rows that name a user: its columns, and the filter that finds them (`$1` the user's id, `$2` a LIKE
/// pattern of it in a JSON document, which [`names`] then checks whole).
struct Source {
    /// The key of the rows in the user's file.
    key: &'static str,
    table: &'static str,
    columns: &'static [&'static str],
    filter: &'static str,
}

/// Every table with rows naming a user, in the order of the user's file. `guild_settings`, `guild_meta`,
/// `daily_*`, `games_now`, `replay_posts`, `interactions_handled` and `shard_leases` name no user.
const SOURCES: [Source; 9] = [
    Source {
        key: "games",
        table: "games",
        columns: &[
            "id",
            "guild_id",
            "channel_id",
            "status",
            "variant",
            "red_id",
            "yellow_id",
            "cpu_level",
            "result",
            "end_reason",
            "moves",
            "created_at",
            "finished_at",
            "state",
        ],
        filter: "red_id = $1 OR yellow_id = $1 OR state LIKE $2",
    },
    Source {
        key: "results",
        table: "results",
        columns: &[
            "session_id",
            "game_no",
            "guild_id",
            "variant",
            "format",
            "red_id",
            "yellow_id",
            "cpu_level",
            "result",
            "end_reason",
            "moves",
            "rated",
            "finished_at",
        ],
        filter: "red_id = $1 OR yellow_id = $1",
    },
    Source {
        key: "ratings",
        table: "standings",
        columns: &["guild_id", "variant", "rating", "deviation", "volatility", "rated_at", "wins", "draws", "losses"],
        filter: "user_id = $1",
    },
    Source {
        key: "rating_changes",
        table: "rating_changes",
        columns: &["session_id", "before_rating", "after_rating"],
        filter: "user_id = $1",
    },
    Source {
        key: "puzzle_rating",
        table: "puzzle_players",
        columns: &[
            "rating",
            "deviation",
            "volatility",
            "solved",
            "failed",
            "streak",
            "best_streak",
            "daily_streak",
            "daily_last",
        ],
        filter: "user_id = $1",
    },
    Source {
        key: "puzzle_attempts",
        table: "puzzle_attempts",
        columns: &["id", "puzzle_id", "guild_id", "daily_day", "lang", "plies", "status", "started_at", "finished_at"],
        filter: "user_id = $1",
    },
    Source {
        key: "puzzles_from_your_games",
        table: "puzzles",
        columns: &["id", "guild_id", "variant", "moves", "source_game", "source_move", "source_red", "source_yellow"],
        filter: "source_red = $1 OR source_yellow = $1",
    },
    Source {
        key: "tournaments",
        table: "tournaments",
        columns: &["id", "guild_id", "channel_id", "status", "created_at", "state"],
        filter: "state LIKE $2",
    },
    Source {
        key: "tournament_results",
        table: "tournament_results",
        columns: &[
            "game_id",
            "tournament_id",
            "guild_id",
            "first_id",
            "second_id",
            "first_points",
            "second_points",
            "moves",
            "no_show",
            "finished_at",
        ],
        filter: "first_id = $1 OR second_id = $1",
    },
];

/// What `forget-me` did.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Forgotten {
    /// Rows deleted, and rows whose mentions of the user now name the stand-in.
    Done { deleted: u64, anonymised: u64 },
    /// Games naming the user are still under way (their players would save the user back): nothing was changed.
    GamesUnderWay(u64),
}

impl Store {
    /// Everything stored that names `user`, as a JSON object: one list of rows per table (`puzzle_rating` a list of
    /// at most one), every value as its text (ids and times too: a JSON number cannot hold every id), the stored
    /// games' and tournaments' documents parsed.
    pub async fn user_data(&self, user: u64) -> Result<Value, StoreError> {
        let mut file = Map::new();
        file.insert("user_id".into(), Value::String(user.to_string()));
        for source in &SOURCES {
            file.insert(source.key.into(), Value::Array(self.rows_naming(source, user).await?));
        }
        Ok(Value::Object(file))
    }

    /// The rows of `source` that name `user`, each as an object of its columns.
    async fn rows_naming(&self, source: &Source, user: u64) -> Result<Vec<Value>, StoreError> {
        let select: Vec<String> = source.columns.iter().map(|c| format!("CAST({c} AS TEXT) AS {c}")).collect();
        let sql = format!("SELECT {} FROM {} WHERE {} ORDER BY 1", select.join(", "), source.table, source.filter);
        let mut query = sqlx::query(trusted(&sql)).bind(user as i64);
        if source.filter.contains("$2") {
            query = query.bind(format!("%{user}%"));
        }
        let mut rows = Vec::new();
        for row in query.fetch_all(&self.pool).await? {
            let mut object = Map::new();
            for (i, column) in source.columns.iter().enumerate() {
                let text: Option<String> = row.try_get(i)?;
                let value = match text {
                    None => Value::Null,
                    Some(json) if *column == "state" => serde_json::from_str(&json).unwrap_or(Value::String(json)),
                    Some(text) => Value::String(text),
                };
                object.insert((*column).into(), value);
            }
            // A LIKE match inside a longer number is another user's.
            let like = source.filter.contains("$2");
            if !like || names(&Value::Object(object.clone()).to_string(), user) {
                rows.push(Value::Object(object));
            }
        }
        Ok(rows)
    }

    /// The tournaments not over (open, running or paused) that name `user` (an entrant, an organiser).
    pub async fn tournaments_under_way_naming(&self, user: u64) -> Result<Vec<u64>, StoreError> {
        let rows: Vec<(i64, String)> = sqlx::query_as(
            "SELECT id, state FROM tournaments WHERE status IN ('open', 'running', 'paused') AND state LIKE $1
             ORDER BY id",
        )
        .bind(format!("%{user}%"))
        .fetch_all(&self.pool)
        .await?;
        Ok(rows.into_iter().filter(|(_, state)| names(state, user)).map(|(id, _)| id as u64).collect())
    }

    /// Forgets `user` in one transaction: their ratings, rating changes, puzzle rating and attempts are deleted;
    /// their games (moves kept for their opponents), results, tournaments, tournament results and the puzzles made
    /// from their games name `former` instead (a stand-in no Discord user has, see
    /// [`cuatro_game::former_player_id`]). Refused, changing nothing, while a game naming them is under way.
    pub async fn forget_user(&self, user: u64, former: u64) -> Result<Forgotten, StoreError> {
        const DELETES: [&str; 4] = [
            "DELETE FROM standings WHERE user_id = $1",
            "DELETE FROM rating_changes WHERE user_id = $1",
            "DELETE FROM puzzle_players WHERE user_id = $1",
            "DELETE FROM puzzle_attempts WHERE user_id = $1",
        ];
        const UPDATES: [&str; 6] = [
            "UPDATE results SET red_id = $2 WHERE red_id = $1",
            "UPDATE results SET yellow_id = $2 WHERE yellow_id = $1",
            "UPDATE puzzles SET source_red = $2 WHERE source_red = $1",
            "UPDATE puzzles SET source_yellow = $2 WHERE source_yellow = $1",
            "UPDATE tournament_results SET first_id = $2 WHERE first_id = $1",
            "UPDATE tournament_results SET second_id = $2 WHERE second_id = $1",
        ];
        let (id, pattern) = (user as i64, format!("%{user}%"));
        let mut tx = self.begin_write().await?;
        let games: Vec<(i64, String, String)> = sqlx::query_as(
            "SELECT id, status, state FROM games WHERE red_id = $1 OR yellow_id = $1 OR state LIKE $2 ORDER BY id",
        )
        .bind(id)
        .bind(&pattern)
        .fetch_all(&mut *tx)
        .await?;
        let games: Vec<_> = games.into_iter().filter(|(_, _, state)| names(state, user)).collect();
        let under_way = games.iter().filter(|(_, status, _)| status != "finished").count() as u64;
        if under_way > 0 {
            return Ok(Forgotten::GamesUnderWay(under_way));
        }
        let mut deleted = 0;
        for sql in DELETES {
            deleted += sqlx::query(sql).bind(id).execute(&mut *tx).await?.rows_affected();
        }
        let mut anonymised = 0;
        for sql in UPDATES {
            anonymised += sqlx::query(sql).bind(id).bind(former as i64).execute(&mut *tx).await?.rows_affected();
        }
        // The documents: a later save from a reader of the old version is refused (the version moves on).
        for (game, _, state) in &games {
            sqlx::query(
                "UPDATE games SET state = $1, version = version + 1,
                 red_id = CASE WHEN red_id = $2 THEN $3 ELSE red_id END,
                 yellow_id = CASE WHEN yellow_id = $2 THEN $3 ELSE yellow_id END WHERE id = $4",
            )
            .bind(replace_id(state, user, former))
            .bind(id)
            .bind(former as i64)
            .bind(game)
            .execute(&mut *tx)
            .await?;
        }
        let tournaments: Vec<(i64, String)> =
            sqlx::query_as("SELECT id, state FROM tournaments WHERE state LIKE $1 ORDER BY id")
                .bind(&pattern)
                .fetch_all(&mut *tx)
                .await?;
        for (tournament, state) in tournaments.iter().filter(|(_, state)| names(state, user)) {
            sqlx::query("UPDATE tournaments SET state = $1, version = version + 1 WHERE id = $2")
                .bind(replace_id(state, user, former))
                .bind(tournament)
                .execute(&mut *tx)
                .await?;
            anonymised += 1;
        }
        anonymised += games.len() as u64;
        tx.commit().await?;
        Ok(Forgotten::Done { deleted, anonymised })
    }
}

#[cfg(test)]
#[path = "user_data_tests.rs"]
mod tests;
