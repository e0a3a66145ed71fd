-- The message that shows a finished game's animated replay, one per game (see SQLite's 0006).
CREATE TABLE replay_posts (
    game_id BIGINT PRIMARY KEY,
    guild_id BIGINT,
    channel_id BIGINT NOT NULL,
    message_id BIGINT,
    claimed_at BIGINT NOT NULL
);
CREATE INDEX replay_posts_guild ON replay_posts (guild_id);
