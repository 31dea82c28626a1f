-- Imported games keep their moves in the games row instead of a `turns` row
-- per move: a 100,000-game import wrote 3 million turn rows (and the move
-- counting trigger rewrote each game row once per move), most of its time.
-- A game's moves are its packed moves, then its `turns` rows in move_index
-- order (moves played here, also after resuming an imported game); see
-- games/packed-moves.ts for the formats.
--   packed_moves: one token per move, separated by spaces: `7` (a hole),
--     `3/5` (the opening's first choices, South's / North's), `S4` or `N4`
--     (a later choice of the opening).
--   packed_stores: the stores after each packed move, South's then North's,
--     three digits each (a board holds at most 2 x 15 x 20 = 600 seeds).
ALTER TABLE games ADD COLUMN packed_moves TEXT NOT NULL DEFAULT '';
ALTER TABLE games ADD COLUMN packed_stores TEXT NOT NULL DEFAULT '' CHECK (length(packed_stores) % 6 = 0);
ALTER TABLE games ADD COLUMN packed_count INTEGER GENERATED ALWAYS AS (length(packed_stores) / 6) VIRTUAL;

-- The full-text row of a new game gathers its labels and turn comments too:
-- an import writes those first (with foreign keys deferred), so it builds
-- each game's row once instead of rewriting it for every label and comment.
DROP TRIGGER games_search_insert;
CREATE TRIGGER games_search_insert AFTER INSERT ON games BEGIN
  INSERT INTO games_search (rowid, players, event, tags, comments)
    VALUES (
      new.id,
      new.south_name || ' ' || new.north_name,
      new.event,
      coalesce((SELECT group_concat(label, ' ') FROM (SELECT label FROM game_tags WHERE game_id = new.id ORDER BY position)), ''),
      concat_ws(' ', new.comment, (SELECT group_concat(comment, ' ') FROM move_notes WHERE game_id = new.id))
    );
END;
