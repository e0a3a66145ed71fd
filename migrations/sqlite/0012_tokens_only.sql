-- A game whose channel the bot may not post or edit in (a private chat between users, a server that did not invite
-- the bot; the app installed by a user): its board shows only through the players' interaction tokens.
ALTER TABLE games ADD COLUMN tokens_only INTEGER NOT NULL DEFAULT 0;
