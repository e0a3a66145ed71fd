-- Three-player games end with result 'green'.
ALTER TABLE games DROP CONSTRAINT games_result_check;
ALTER TABLE games ADD CONSTRAINT games_result_check
    CHECK (result IN ('red', 'yellow', 'green', 'draw', 'abandoned'));
