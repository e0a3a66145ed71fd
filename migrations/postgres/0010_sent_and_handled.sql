-- When the daily puzzle's post was sent: a claim sent and not known to have landed (the answer lost) is never
-- posted again, so a day has at most one post.
ALTER TABLE daily_puzzles ADD COLUMN sent_at BIGINT;

-- The interactions that created something (a challenge, a game against the CPU, a puzzle attempt), by
-- interaction id: the first process to claim one handles it, so a click or a command seen by two processes during
-- a shard's handover creates one thing. Rows are forgotten after an hour and purged with their server.
CREATE TABLE interactions_handled (
    interaction_id BIGINT PRIMARY KEY,
    guild_id       BIGINT,
    handled_at     BIGINT NOT NULL
);
CREATE INDEX interactions_handled_at ON interactions_handled (handled_at);
CREATE INDEX interactions_handled_guild ON interactions_handled (guild_id);
