-- A game's save counter (see SQLite's 0005): rows stored before it start at their move count.
ALTER TABLE games ADD COLUMN version BIGINT NOT NULL DEFAULT 0;
UPDATE games SET version = LENGTH(REPLACE(moves, '^', ''));
