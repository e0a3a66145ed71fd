-- The latest interaction token of each board shown only through tokens (a private chat): a restarted process can
-- still edit the board within the token's 15 minutes. Rows older than that are deleted hourly, and with the server.
CREATE TABLE board_tokens (
    game_id  BIGINT PRIMARY KEY,
    guild_id BIGINT,
    token    TEXT    NOT NULL,
    original BIGINT,
    followup BIGINT,
    saved_at BIGINT  NOT NULL
);
CREATE INDEX board_tokens_guild ON board_tokens (guild_id);
CREATE INDEX board_tokens_saved ON board_tokens (saved_at);
