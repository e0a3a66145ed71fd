-- One row per game (challenge, live or finished). `state` is the session as JSON, the source of truth when the
-- bot restarts; the other columns are for queries. Same columns as SQLite's; flags are 0/1 BIGINTs there too.
CREATE TABLE games (
    id           BIGINT  PRIMARY KEY,
    guild_id     BIGINT,
    channel_id   BIGINT  NOT NULL,
    message_id   BIGINT,
    status       TEXT    NOT NULL CHECK (status IN ('challenge', 'playing', 'finished')),
    variant      TEXT    NOT NULL,
    red_id       BIGINT,
    yellow_id    BIGINT,
    cpu_level    TEXT,
    result       TEXT    CHECK (result IN ('red', 'yellow', 'draw', 'abandoned')),
    end_reason   TEXT,
    moves        TEXT    NOT NULL,
    scored       BIGINT  NOT NULL DEFAULT 0,
    cpu_stood_in BIGINT  NOT NULL DEFAULT 0,
    state        TEXT    NOT NULL,
    created_at   BIGINT  NOT NULL,
    updated_at   BIGINT  NOT NULL,
    finished_at  BIGINT
);

CREATE INDEX games_active ON games (status) WHERE status <> 'finished';
CREATE INDEX games_guild_finished ON games (guild_id, finished_at) WHERE status = 'finished';
