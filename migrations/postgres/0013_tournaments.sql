-- Tournaments run by the bot: SQLite's 0013 in PostgreSQL's dialect.
CREATE TABLE tournaments (
    id         BIGINT PRIMARY KEY,
    guild_id   BIGINT NOT NULL,
    channel_id BIGINT NOT NULL,
    message_id BIGINT,
    status     TEXT NOT NULL,
    state      TEXT NOT NULL,
    version    BIGINT NOT NULL,
    created_at BIGINT NOT NULL,
    updated_at BIGINT NOT NULL
);
CREATE INDEX tournaments_by_guild ON tournaments (guild_id, status);
CREATE INDEX tournaments_by_status ON tournaments (status);

CREATE TABLE tournament_results (
    game_id       BIGINT PRIMARY KEY,
    tournament_id BIGINT NOT NULL,
    guild_id      BIGINT NOT NULL,
    first_id      BIGINT NOT NULL,
    second_id     BIGINT NOT NULL,
    first_points  BIGINT NOT NULL,
    second_points BIGINT NOT NULL,
    moves         BIGINT NOT NULL,
    no_show       TEXT NOT NULL,
    finished_at   BIGINT NOT NULL
);
CREATE INDEX tournament_results_by_tournament ON tournament_results (tournament_id);
CREATE INDEX tournament_results_by_guild ON tournament_results (guild_id);
