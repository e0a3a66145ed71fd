-- Each server's live "Games now" message: the channel it is wanted in (NULL once the setting is removed, until the
-- message is deleted) and the message shown, with its channel (the old one after the setting moved it). Purged with
-- the server.
CREATE TABLE games_now (
    guild_id           INTEGER PRIMARY KEY,
    channel_id         INTEGER,
    message_channel_id INTEGER,
    message_id         INTEGER
);
