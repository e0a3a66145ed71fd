-- Where a game is shown on Discord, kept in columns beside its state rather than inside it: the board message
-- (`message_id`, a column already), the latest "your turn" notice of a long-timer game, and when the board was
-- posted. The games under way take theirs from the state they were stored with.
ALTER TABLE games ADD COLUMN notice_id BIGINT;
ALTER TABLE games ADD COLUMN board_posted_at BIGINT NOT NULL DEFAULT 0;
UPDATE games
SET message_id = COALESCE(message_id, (state::jsonb ->> 'message_id')::BIGINT),
    notice_id = (state::jsonb ->> 'notice_id')::BIGINT,
    board_posted_at = COALESCE((state::jsonb ->> 'board_posted_at')::BIGINT, created_at)
WHERE status <> 'finished';
