-- The message that shows a finished game's animated replay, one per game: the first press of Replay claims the row
-- (`claimed_at`), posts the GIF and stores the message; later presses get a link to it. A claim without a message
-- older than a minute is a post that never finished, and may be claimed again. Purged with the server's data.
CREATE TABLE replay_posts (
    game_id INTEGER PRIMARY KEY,
    guild_id INTEGER,
    channel_id INTEGER NOT NULL,
    message_id INTEGER,
    claimed_at INTEGER NOT NULL
);
CREATE INDEX replay_posts_guild ON replay_posts (guild_id);
