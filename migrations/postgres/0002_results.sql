-- Decided games, standings, rating changes, server settings and lifecycle: SQLite's 0002 in PostgreSQL's dialect.
CREATE TABLE results (
    session_id    BIGINT NOT NULL,
    game_no       BIGINT NOT NULL,
    guild_id      BIGINT,
    variant       TEXT   NOT NULL,
    format        TEXT   NOT NULL CHECK (format IN ('single', 'match')),
    red_id        BIGINT,
    yellow_id     BIGINT,
    cpu_level     TEXT,
    result        TEXT   NOT NULL CHECK (result IN ('red', 'yellow', 'draw')),
    end_reason    TEXT   NOT NULL,
    moves         TEXT   NOT NULL,
    red_first     BIGINT,
    yellow_first  BIGINT,
    rated         BIGINT NOT NULL,
    closes_period BIGINT NOT NULL,
    finished_at   BIGINT NOT NULL,
    PRIMARY KEY (session_id, game_no)
);

CREATE INDEX results_red ON results (red_id, variant, guild_id, finished_at);
CREATE INDEX results_yellow ON results (yellow_id, variant, guild_id, finished_at);
CREATE INDEX results_guild ON results (guild_id, finished_at, session_id, game_no);

CREATE TABLE standings (
    guild_id    BIGINT           NOT NULL,
    variant     TEXT             NOT NULL,
    user_id     BIGINT           NOT NULL,
    rating      DOUBLE PRECISION NOT NULL,
    deviation   DOUBLE PRECISION NOT NULL,
    volatility  DOUBLE PRECISION NOT NULL,
    rated_at    BIGINT,
    wins        BIGINT           NOT NULL DEFAULT 0,
    draws       BIGINT           NOT NULL DEFAULT 0,
    losses      BIGINT           NOT NULL DEFAULT 0,
    half_points BIGINT GENERATED ALWAYS AS (2 * wins + draws) STORED,
    PRIMARY KEY (guild_id, variant, user_id)
);

CREATE INDEX standings_rank ON standings (guild_id, variant, rating DESC, half_points DESC, user_id);

-- `rowid` keeps SQLite's insertion order under the same name, so one query serves both engines.
CREATE TABLE rating_changes (
    rowid         BIGSERIAL,
    session_id    BIGINT           NOT NULL,
    user_id       BIGINT           NOT NULL,
    before_rating DOUBLE PRECISION NOT NULL,
    after_rating  DOUBLE PRECISION NOT NULL,
    PRIMARY KEY (session_id, user_id)
);

CREATE TABLE guild_settings (
    guild_id   BIGINT PRIMARY KEY,
    settings   TEXT   NOT NULL,
    updated_at BIGINT NOT NULL
);

CREATE TABLE guild_meta (
    guild_id             BIGINT PRIMARY KEY,
    leaderboard_reset_at BIGINT,
    left_at              BIGINT
);

CREATE INDEX guild_meta_left ON guild_meta (left_at) WHERE left_at IS NOT NULL;
CREATE INDEX games_guild ON games (guild_id);
