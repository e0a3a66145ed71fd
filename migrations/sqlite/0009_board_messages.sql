-- Where a game is shown on Discord, kept in columns beside its state rather than inside it: the board message
-- (`message_id`, a column already), the latest "your turn" notice of a long-timer game, and when the board was
-- posted. The games under way take theirs from the state they were stored with.
ALTER TABLE games ADD COLUMN notice_id INTEGER;
ALTER TABLE games ADD COLUMN board_posted_at INTEGER NOT NULL DEFAULT 0;
UPDATE games
SET message_id = COALESCE(message_id, json_extract(state, '$.message_id')),
    notice_id = json_extract(state, '$.notice_id'),
    board_posted_at = COALESCE(json_extract(state, '$.board_posted_at'), created_at)
WHERE status <> 'finished';
