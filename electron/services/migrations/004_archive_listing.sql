-- The archive's list and statistics read only these columns: one narrow
-- covering index lets a filtered count, a filtered page or the statistics
-- scan it instead of the wide game rows (rules JSON, record tags), which keeps
-- a first page under 50 ms on 100,000 games (see scripts/bench-archive.ts).
CREATE INDEX games_listing ON games (
  deleted_at, created_at, id, preset, status, winner, south_kind, north_kind, south_name, north_name,
  opponent_kind, opponent_name, result_rank, margin, move_count, favourite, comment
);
