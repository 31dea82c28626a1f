-- The list, count, statistics and export queries read games through the
-- narrow covering index games_listing (004), named in the queries
-- (archive-queries.ts): with a filter, the planner used to pick one of these
-- sort indexes instead and fetch the wide game row of every game to test the
-- filter (100-200 ms for a first page on 100,000 games, against 10-30 ms).
-- Unused, they only cost every insert: 1.4 s of a 100,000-game import.
DROP INDEX games_by_date;
DROP INDEX games_by_preset;
DROP INDEX games_by_opponent;
DROP INDEX games_by_result;
DROP INDEX games_by_margin;
DROP INDEX games_by_length;
