-- The archive: listing columns, tags, favourites, annotations, soft delete and
-- a full-text index. Facts the engine derives (stores after each turn, relays)
-- are filled in by the services; a NULL means "not derived yet" and is
-- back-filled by replaying the game through the engine.

-- Where an imported game came from and what it carried, so it re-exports exactly:
-- `record_tags` holds its tags (all but Rules, Options and Tags), NULL for games played here.
ALTER TABLE games ADD COLUMN event TEXT NOT NULL DEFAULT '';
ALTER TABLE games ADD COLUMN record_tags TEXT CHECK (record_tags IS NULL OR json_valid(record_tags));
-- The game comment (RULES.md §8 movetext `{…}` before the first turn).
ALTER TABLE games ADD COLUMN comment TEXT;
ALTER TABLE games ADD COLUMN move_count INTEGER NOT NULL DEFAULT 0;
ALTER TABLE games ADD COLUMN longest_relay INTEGER;
ALTER TABLE games ADD COLUMN favourite INTEGER NOT NULL DEFAULT 0 CHECK (favourite IN (0, 1));
-- Soft delete: the row stays (and can be restored) until it is purged.
ALTER TABLE games ADD COLUMN deleted_at TEXT;
-- sha256 of rules, players and moves (see archive/content-hash.ts): finds duplicates on import.
ALTER TABLE games ADD COLUMN content_hash TEXT;
-- Sort keys computed by SQLite from the columns above.
ALTER TABLE games ADD COLUMN margin INTEGER GENERATED ALWAYS AS (abs(south_store - north_store)) VIRTUAL;
-- The opponent is the computer side when exactly one side is a computer, else North.
ALTER TABLE games ADD COLUMN opponent_name TEXT GENERATED ALWAYS AS (
  CASE WHEN south_kind <> 'human' AND north_kind = 'human' THEN south_name ELSE north_name END
) VIRTUAL;
ALTER TABLE games ADD COLUMN opponent_kind TEXT GENERATED ALWAYS AS (
  CASE WHEN south_kind <> 'human' AND north_kind = 'human' THEN south_kind ELSE north_kind END
) VIRTUAL;
-- 0 South won, 1 North won, 2 draw, 3 not finished: one sortable value.
ALTER TABLE games ADD COLUMN result_rank INTEGER GENERATED ALWAYS AS (
  CASE WHEN status = 'active' OR termination = 'abandoned' THEN 3 WHEN winner IS NULL THEN 2 ELSE winner END
) VIRTUAL;

-- The stores after each move, and how many relays it made, for listing and statistics without replaying.
ALTER TABLE turns ADD COLUMN south_store INTEGER;
ALTER TABLE turns ADD COLUMN north_store INTEGER;
ALTER TABLE turns ADD COLUMN relays INTEGER;

UPDATE games SET move_count = (SELECT count(*) FROM turns WHERE turns.game_id = games.id);

CREATE TRIGGER turns_count_moves AFTER INSERT ON turns BEGIN
  UPDATE games SET move_count = max(move_count, new.move_index + 1) WHERE id = new.game_id;
END;

-- Labels, in the order the player gave them (the record's Tags tag keeps that order).
CREATE TABLE game_tags (
  game_id INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
  position INTEGER NOT NULL,
  label TEXT NOT NULL CHECK (length(label) BETWEEN 1 AND 40 AND instr(label, ',') = 0),
  PRIMARY KEY (game_id, position),
  UNIQUE (game_id, label)
) STRICT;
CREATE INDEX game_tags_by_label ON game_tags (label, game_id);

-- GameRecord.notes: a glyph and/or a comment on the last move of a turn.
CREATE TABLE move_notes (
  game_id INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
  move_index INTEGER NOT NULL CHECK (move_index >= 0),
  glyph TEXT CHECK (glyph IN ('!', '?', '!!', '??', '!?', '?!')),
  comment TEXT,
  PRIMARY KEY (game_id, move_index),
  CHECK (glyph IS NOT NULL OR comment IS NOT NULL)
) STRICT;

-- Listing: every list query filters out deleted games and sorts by one of these.
CREATE INDEX games_by_date ON games (deleted_at, created_at, id);
CREATE INDEX games_by_preset ON games (deleted_at, preset, created_at, id);
CREATE INDEX games_by_opponent ON games (deleted_at, opponent_name, created_at, id);
CREATE INDEX games_by_result ON games (deleted_at, result_rank, created_at, id);
CREATE INDEX games_by_margin ON games (deleted_at, margin, created_at, id);
CREATE INDEX games_by_length ON games (deleted_at, move_count, created_at, id);
CREATE INDEX games_by_south ON games (south_name COLLATE NOCASE);
CREATE INDEX games_by_north ON games (north_name COLLATE NOCASE);
CREATE INDEX games_by_hash ON games (content_hash);
-- Turns whose facts are still to be derived (recorded before this migration, or a crash between a move and its facts).
CREATE INDEX turns_underived ON turns (game_id) WHERE south_store IS NULL;
CREATE INDEX games_favourites ON games (favourite) WHERE favourite = 1;

-- Full text over names, event, tags and comments; rowid = games.id. Kept in
-- step by triggers, so every writer (sessions, import, tag edits) keeps it right.
CREATE VIRTUAL TABLE games_search USING fts5 (players, event, tags, comments, tokenize = 'unicode61 remove_diacritics 2');

INSERT INTO games_search (rowid, players, event, tags, comments)
  SELECT id, south_name || ' ' || north_name, event, '', coalesce(comment, '') FROM games;

CREATE TRIGGER games_search_insert AFTER INSERT ON games BEGIN
  INSERT INTO games_search (rowid, players, event, tags, comments)
    VALUES (new.id, new.south_name || ' ' || new.north_name, new.event, '', coalesce(new.comment, ''));
END;

CREATE TRIGGER games_search_update AFTER UPDATE OF south_name, north_name, event, comment ON games BEGIN
  UPDATE games_search SET
    players = new.south_name || ' ' || new.north_name,
    event = new.event,
    comments = concat_ws(' ', new.comment, (SELECT group_concat(comment, ' ') FROM move_notes WHERE game_id = new.id))
  WHERE rowid = new.id;
END;

CREATE TRIGGER games_search_delete AFTER DELETE ON games BEGIN
  DELETE FROM games_search WHERE rowid = old.id;
END;

CREATE TRIGGER game_tags_search_insert AFTER INSERT ON game_tags BEGIN
  UPDATE games_search SET tags = (SELECT group_concat(label, ' ') FROM game_tags WHERE game_id = new.game_id) WHERE rowid = new.game_id;
END;

CREATE TRIGGER game_tags_search_delete AFTER DELETE ON game_tags BEGIN
  UPDATE games_search SET tags = coalesce((SELECT group_concat(label, ' ') FROM game_tags WHERE game_id = old.game_id), '') WHERE rowid = old.game_id;
END;

CREATE TRIGGER move_notes_search_insert AFTER INSERT ON move_notes BEGIN
  UPDATE games_search SET comments = concat_ws(' ', (SELECT comment FROM games WHERE id = new.game_id), (SELECT group_concat(comment, ' ') FROM move_notes WHERE game_id = new.game_id))
  WHERE rowid = new.game_id;
END;

CREATE TRIGGER move_notes_search_update AFTER UPDATE ON move_notes BEGIN
  UPDATE games_search SET comments = concat_ws(' ', (SELECT comment FROM games WHERE id = new.game_id), (SELECT group_concat(comment, ' ') FROM move_notes WHERE game_id = new.game_id))
  WHERE rowid = new.game_id;
END;

CREATE TRIGGER move_notes_search_delete AFTER DELETE ON move_notes BEGIN
  UPDATE games_search SET comments = concat_ws(' ', (SELECT comment FROM games WHERE id = old.game_id), (SELECT group_concat(comment, ' ') FROM move_notes WHERE game_id = old.game_id))
  WHERE rowid = old.game_id;
END;
