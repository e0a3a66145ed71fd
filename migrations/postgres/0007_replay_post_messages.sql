-- A deleted message that showed a replay frees its game's row (the next press of Replay posts it again): found by
-- the message's id, which every message deletion in a channel the bot sees is checked against.
CREATE INDEX replay_posts_message ON replay_posts (message_id);
