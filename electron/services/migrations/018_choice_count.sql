-- The archive's Choices column (games.move_count, listed and sorted by) counts
-- every choice the players made. It counted moves, and the opening's first
-- move, when both players choose at once, holds two choices: a game with the
-- simultaneous opening was listed one short. Each choice is one byte of the
-- game's stored moves (games/move-encoding.ts: that first move takes two), so
-- the count is the length of the `moves` column; games written by earlier
-- versions are counted again here.
UPDATE games SET move_count = length(moves) WHERE move_count <> length(moves);
