-- The player filter is read through games_listing too (007: the list queries
-- name that index), so these two indexes are no longer read; every imported
-- game still paid for writing both (0.2 s of a 100,000-game import).
DROP INDEX games_by_south;
DROP INDEX games_by_north;
