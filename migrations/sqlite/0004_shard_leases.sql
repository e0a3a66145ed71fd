-- Which process serves which Discord shard. A process writes a game only while it owns the lease of the game's
-- shard (checked inside the write itself), so a stale process is refused by the database.
CREATE TABLE shard_leases (
    total      INTEGER NOT NULL,
    shard      INTEGER NOT NULL,
    owner      TEXT    NOT NULL,
    expires_at INTEGER NOT NULL,
    PRIMARY KEY (total, shard)
);
