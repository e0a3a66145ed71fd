-- A game's save counter. Every save of a game stores a higher version than the last, and a save whose version is
-- not above the stored one changes nothing, so a retried (late) save never overwrites a newer state. Games stored
-- before this migration start at their move count: `moves` holds one letter per move, a pop adding a `^`.
-- The default serves inserts that name no version (tests, a process still on the previous release).
ALTER TABLE games ADD COLUMN version INTEGER NOT NULL DEFAULT 0;
UPDATE games SET version = LENGTH(REPLACE(moves, '^', ''));
