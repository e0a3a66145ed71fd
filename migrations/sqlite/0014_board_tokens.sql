-- The latest interaction token of each board shown only through tokens (a private chat): a restarted process can
-- still edit the board within the token's 15 minutes. Rows older than that are deleted hourly, and with the server.
CREATE TABLE board_tokens (
    game_id  INTEGER PRIMARY KEY,
    guild_id INTEGER,
    token    TEXT    NOT NULL,
    original INTEGER,
    followup INTEGER,
    saved_at INTEGER NOT NULL
);
CREATE INDEX board_tokens_guild ON board_tokens (guild_id);
CREATE INDEX board_tokens_saved ON board_tokens (saved_at);
