-- Puzzles, each player's attempts, and each player's puzzle rating and streaks.
--
-- A puzzle is a position (its moves from the start, compact notation) and a goal: `win` in `goal_moves` of the
-- mover's own moves, or `only` (the one move that does not lose). `guild_id` 0 marks the built-in set; a puzzle
-- found in a server's finished game carries that server (and goes with its purge), the game, the move number
-- and its two players. Each puzzle carries a Glicko-2 rating that attempts move.
CREATE TABLE puzzles (
    id           INTEGER PRIMARY KEY,
    guild_id     INTEGER NOT NULL DEFAULT 0,
    variant      TEXT    NOT NULL,
    moves        TEXT    NOT NULL,
    goal         TEXT    NOT NULL CHECK (goal IN ('win', 'only')),
    goal_moves   INTEGER NOT NULL,
    source_game  INTEGER,
    source_move  INTEGER,
    source_red   INTEGER,
    source_yellow INTEGER,
    rating       REAL    NOT NULL,
    deviation    REAL    NOT NULL,
    volatility   REAL    NOT NULL,
    created_at   INTEGER NOT NULL,
    UNIQUE (guild_id, variant, moves)
);
CREATE INDEX puzzles_pick ON puzzles (variant, guild_id, rating);

-- One player's go at one puzzle: the plies played from the puzzle's position so far (the player's and the
-- defence's, compact notation) and how it ended. A player meets a puzzle once in the trainer (`daily_day` 0);
-- a server's daily puzzle is attempted once per day (`daily_day` the day's number since 1970).
CREATE TABLE puzzle_attempts (
    id          INTEGER PRIMARY KEY,
    puzzle_id   INTEGER NOT NULL,
    user_id     INTEGER NOT NULL,
    guild_id    INTEGER,
    daily_day   INTEGER NOT NULL DEFAULT 0,
    lang        TEXT    NOT NULL,
    plies       TEXT    NOT NULL DEFAULT '',
    status      TEXT    NOT NULL CHECK (status IN ('open', 'solved', 'failed')),
    started_at  INTEGER NOT NULL,
    finished_at INTEGER,
    UNIQUE (user_id, puzzle_id, daily_day)
);
CREATE INDEX puzzle_attempts_guild ON puzzle_attempts (guild_id, user_id);

-- A player's puzzle rating (one for all servers and variants) and streaks: puzzles solved in a row, and days in a
-- row with the daily puzzle solved (`daily_last`: the last such day).
CREATE TABLE puzzle_players (
    user_id      INTEGER PRIMARY KEY,
    rating       REAL    NOT NULL,
    deviation    REAL    NOT NULL,
    volatility   REAL    NOT NULL,
    solved       INTEGER NOT NULL DEFAULT 0,
    failed       INTEGER NOT NULL DEFAULT 0,
    streak       INTEGER NOT NULL DEFAULT 0,
    best_streak  INTEGER NOT NULL DEFAULT 0,
    daily_streak INTEGER NOT NULL DEFAULT 0,
    daily_last   INTEGER
);

-- The servers with a daily puzzle, its channel and hour (UTC): the poster's index, kept in step with the server's
-- settings (which hold the schedule) by every save of them.
CREATE TABLE daily_schedules (
    guild_id   INTEGER PRIMARY KEY,
    channel_id INTEGER NOT NULL,
    hour       INTEGER NOT NULL
);

-- Each server's daily puzzle of each day (days since 1970, UTC): claimed by the one process that posts it, then its
-- message; `error_code` marks a day whose post Discord refused. A claim without either, older than two minutes,
-- is a post that never finished and may be claimed again.
CREATE TABLE daily_puzzles (
    guild_id   INTEGER NOT NULL,
    day        INTEGER NOT NULL,
    puzzle_id  INTEGER NOT NULL,
    channel_id INTEGER NOT NULL,
    message_id INTEGER,
    error_code INTEGER,
    claimed_at INTEGER NOT NULL,
    PRIMARY KEY (guild_id, day)
);
