-- Three-player games end with result 'green'. SQLite cannot alter a CHECK, so the games table is rebuilt with
-- the same columns (same order and types) and the CHECK extended, then its indexes (from 0001 and 0002) recreated.
CREATE TABLE games_new (
    id          INTEGER PRIMARY KEY,
    guild_id    INTEGER,
    channel_id  INTEGER NOT NULL,
    message_id  INTEGER,
    status      TEXT    NOT NULL CHECK (status IN ('challenge', 'playing', 'finished')),
    variant     TEXT    NOT NULL,
    red_id      INTEGER,
    yellow_id   INTEGER,
    cpu_level   TEXT,
    result      TEXT    CHECK (result IN ('red', 'yellow', 'green', 'draw', 'abandoned')),
    end_reason  TEXT,
    moves       TEXT    NOT NULL,
    scored      INTEGER NOT NULL DEFAULT 0,
    cpu_stood_in INTEGER NOT NULL DEFAULT 0,
    state       TEXT    NOT NULL,
    created_at  INTEGER NOT NULL,
    updated_at  INTEGER NOT NULL,
    finished_at INTEGER
);

INSERT INTO games_new (id, guild_id, channel_id, message_id, status, variant, red_id, yellow_id, cpu_level, result,
                       end_reason, moves, scored, cpu_stood_in, state, created_at, updated_at, finished_at)
SELECT id, guild_id, channel_id, message_id, status, variant, red_id, yellow_id, cpu_level, result,
       end_reason, moves, scored, cpu_stood_in, state, created_at, updated_at, finished_at
FROM games;

DROP TABLE games;
ALTER TABLE games_new RENAME TO games;

CREATE INDEX games_active ON games (status) WHERE status <> 'finished';
CREATE INDEX games_guild_finished ON games (guild_id, finished_at) WHERE status = 'finished';
-- A server's games, to purge them when the bot has left it.
CREATE INDEX games_guild ON games (guild_id);
