-- Tournaments run by the bot: each one's whole state (entrants, pairings, results applied) as JSON with a version
-- (a save never overwrites a newer one), where its message is, and the results of its games as the games' last
-- saves recorded them (applied to the state by the process serving the server). Purged with the server.
CREATE TABLE tournaments (
    id         INTEGER PRIMARY KEY,
    guild_id   INTEGER NOT NULL,
    channel_id INTEGER NOT NULL,
    message_id INTEGER,
    status     TEXT NOT NULL,
    state      TEXT NOT NULL,
    version    INTEGER NOT NULL,
    created_at INTEGER NOT NULL,
    updated_at INTEGER NOT NULL
);
CREATE INDEX tournaments_by_guild ON tournaments (guild_id, status);
CREATE INDEX tournaments_by_status ON tournaments (status);

CREATE TABLE tournament_results (
    game_id       INTEGER PRIMARY KEY,
    tournament_id INTEGER NOT NULL,
    guild_id      INTEGER NOT NULL,
    first_id      INTEGER NOT NULL,
    second_id     INTEGER NOT NULL,
    first_points  INTEGER NOT NULL,
    second_points INTEGER NOT NULL,
    moves         INTEGER NOT NULL,
    no_show       TEXT NOT NULL,
    finished_at   INTEGER NOT NULL
);
CREATE INDEX tournament_results_by_tournament ON tournament_results (tournament_id);
CREATE INDEX tournament_results_by_guild ON tournament_results (guild_id);
