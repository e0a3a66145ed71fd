-- Which process serves which Discord shard (see SQLite's 0004).
CREATE TABLE shard_leases (
    total      BIGINT NOT NULL,
    shard      BIGINT NOT NULL,
    owner      TEXT   NOT NULL,
    expires_at BIGINT NOT NULL,
    PRIMARY KEY (total, shard)
);
