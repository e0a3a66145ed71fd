-- One row per decided game (win or draw, never abandoned): the source of standings, ratings and stats.
CREATE TABLE results (
    session_id    INTEGER NOT NULL,
    game_no       INTEGER NOT NULL,
    guild_id      INTEGER,
    variant       TEXT    NOT NULL,
    format        TEXT    NOT NULL CHECK (format IN ('single', 'match')),
    red_id        INTEGER,
    yellow_id     INTEGER,
    cpu_level     TEXT,
    result        TEXT    NOT NULL CHECK (result IN ('red', 'yellow', 'draw')),
    end_reason    TEXT    NOT NULL,
    moves         TEXT    NOT NULL,
    red_first     INTEGER,
    yellow_first  INTEGER,
    rated         INTEGER NOT NULL,
    closes_period INTEGER NOT NULL,
    finished_at   INTEGER NOT NULL,
    PRIMARY KEY (session_id, game_no)
);

-- A player's games by seat (stats, streaks, head-to-head, vs-CPU), newest last within a server and variant.
CREATE INDEX results_red ON results (red_id, variant, guild_id, finished_at);
CREATE INDEX results_yellow ON results (yellow_id, variant, guild_id, finished_at);
-- A server's results in replay order (rebuilding standings, purging a server).
CREATE INDEX results_guild ON results (guild_id, finished_at, session_id, game_no);

-- A player's rating and W/D/L on a server in a variant; derived from results, rebuilt after a reset.
CREATE TABLE standings (
    guild_id    INTEGER NOT NULL,
    variant     TEXT    NOT NULL,
    user_id     INTEGER NOT NULL,
    rating      REAL    NOT NULL,
    deviation   REAL    NOT NULL,
    volatility  REAL    NOT NULL,
    rated_at    INTEGER,
    wins        INTEGER NOT NULL DEFAULT 0,
    draws       INTEGER NOT NULL DEFAULT 0,
    losses      INTEGER NOT NULL DEFAULT 0,
    half_points INTEGER GENERATED ALWAYS AS (2 * wins + draws) VIRTUAL,
    PRIMARY KEY (guild_id, variant, user_id)
) WITHOUT ROWID;

-- Leaderboard order (rating, then points, then user id) for pages and rank counts.
CREATE INDEX standings_rank ON standings (guild_id, variant, rating DESC, half_points DESC, user_id);

-- The rating before and after the update that a session's period-closing game made, one row per player.
CREATE TABLE rating_changes (
    session_id    INTEGER NOT NULL,
    user_id       INTEGER NOT NULL,
    before_rating REAL    NOT NULL,
    after_rating  REAL    NOT NULL,
    PRIMARY KEY (session_id, user_id)
);

-- A server's settings (GuildSettings as JSON).
CREATE TABLE guild_settings (
    guild_id   INTEGER PRIMARY KEY,
    settings   TEXT    NOT NULL,
    updated_at INTEGER NOT NULL
);

-- A server's lifecycle: when its leaderboard was last reset, and when the bot left it (purged after a grace).
CREATE TABLE guild_meta (
    guild_id             INTEGER PRIMARY KEY,
    leaderboard_reset_at INTEGER,
    left_at              INTEGER
);

CREATE INDEX guild_meta_left ON guild_meta (left_at) WHERE left_at IS NOT NULL;

-- A server's games, to purge them when the bot has left it.
CREATE INDEX games_guild ON games (guild_id);
