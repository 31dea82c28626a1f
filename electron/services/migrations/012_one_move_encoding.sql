-- One shape for a game's moves. Games played here kept a `turns`
-- row per move (JSON, with the stores after it), imported games their moves
-- and stores packed into two text columns (005), and a resumed imported game
-- both; the facts the archive lists, and a game's identity, were derived
-- later by a sweep at start-up and before each import, which let an undone
-- game keep the identity of its longer self.
--
-- Now every game keeps its moves in `moves`, one byte a move (see
-- games/move-encoding.ts), and the game store writes, in the transaction of
-- every move, undo and resignation, all the archive reads without replaying:
--   moves             the moves, in play order
--   move_count        how many (the listing's length column)
--   last_south_store, last_north_store   the stores after the last move
--   longest_relay     the most relays one move made
--   content_hash      the game's identity (games/game-identity.ts)
--
-- The conversion run just before this file (012_one_move_encoding.ts) read
-- every game's turns rows and packed columns, replayed through the engine
-- the games whose facts were never derived, removed the notes no record can
-- hold (010), and left each game's new values in temp.converted_games.
ALTER TABLE games ADD COLUMN moves BLOB NOT NULL DEFAULT x'';
ALTER TABLE games ADD COLUMN last_south_store INTEGER NOT NULL DEFAULT 0;
ALTER TABLE games ADD COLUMN last_north_store INTEGER NOT NULL DEFAULT 0;

UPDATE games SET
  moves = c.moves,
  move_count = c.move_count,
  last_south_store = c.last_south_store,
  last_north_store = c.last_north_store,
  longest_relay = c.longest_relay,
  content_hash = c.content_hash
FROM temp.converted_games AS c
WHERE c.id = games.id;

DROP TABLE temp.converted_games;

-- The old shapes, and what kept them: the turns table (with its move-counting
-- trigger and its index of underived rows), the packed columns, and the index
-- of games still to be derived, which nothing needs any more.
DROP TABLE turns;
DROP INDEX games_underived;
ALTER TABLE games DROP COLUMN packed_count;
ALTER TABLE games DROP COLUMN packed_stores;
ALTER TABLE games DROP COLUMN packed_moves;
