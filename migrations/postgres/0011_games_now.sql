-- Each server's live "Games now" message: SQLite's 0011 in PostgreSQL's dialect.
CREATE TABLE games_now (
    guild_id           BIGINT PRIMARY KEY,
    channel_id         BIGINT,
    message_channel_id BIGINT,
    message_id         BIGINT
);
