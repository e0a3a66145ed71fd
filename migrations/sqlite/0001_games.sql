-- One row per game (challenge, live or finished). `state` is the session as JSON, the source of
-- truth when the bot restarts; the other columns are for queries (leaderboards, stats, the sweeper).
CREATE TABLE games (
    id          INTEGER PRIMARY KEY,
    guild_id    INTEGER,
    channel_id  INTEGER NOT NULL,
    message_id  INTEGER,
    status      TEXT    NOT NULL CHECK (status IN ('challenge', 'playing', 'finished')),
    variant     TEXT    NOT NULL,
    red_id      INTEGER,
    yellow_id   INTEGER,
    cpu_level   TEXT,
    result      TEXT    CHECK (result IN ('red', 'yellow', 'draw', 'abandoned')),
    end_reason  TEXT,
    moves       TEXT    NOT NULL,
    scored      INTEGER NOT NULL DEFAULT 0,
    cpu_stood_in INTEGER NOT NULL DEFAULT 0,
    state       TEXT    NOT NULL,
    created_at  INTEGER NOT NULL,
    updated_at  INTEGER NOT NULL,
    finished_at INTEGER
);

CREATE INDEX games_active ON games (status) WHERE status <> 'finished';
CREATE INDEX games_guild_finished ON games (guild_id, finished_at) WHERE status = 'finished';
