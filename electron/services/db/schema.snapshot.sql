-- index game_tags_by_label
CREATE INDEX game_tags_by_label ON game_tags (label, game_id);

-- index games_by_hash
CREATE INDEX games_by_hash ON games (content_hash);

-- index games_by_status
CREATE INDEX games_by_status ON games (status, updated_at);

-- index games_favourites
CREATE INDEX games_favourites ON games (favourite) WHERE favourite = 1;

-- index games_listing
CREATE INDEX games_listing ON games (
  deleted_at, created_at, id, preset, status, winner, south_kind, north_kind, south_name, north_name,
  opponent_kind, opponent_name, result_rank, margin, move_count, favourite, comment
);

-- index puzzle_attempts_by_puzzle
CREATE INDEX puzzle_attempts_by_puzzle ON puzzle_attempts (puzzle_id, attempted_at);

-- table archive_lineage
CREATE TABLE archive_lineage (
  only_row INTEGER PRIMARY KEY CHECK (only_row = 1),
  lineage TEXT NOT NULL CHECK (length(lineage) = 32)
) STRICT;

-- table game_analysis
CREATE TABLE game_analysis (
  game_id INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
  -- Index in the game's moves of the choice judged (the position is the one before it).
  move_index INTEGER NOT NULL CHECK (move_index >= 0),
  -- Whose choice: in the opening's first move both players choose.
  player INTEGER NOT NULL CHECK (player IN (0, 1)),
  evaluations TEXT NOT NULL CHECK (json_valid(evaluations) AND json_type(evaluations) = 'array'),
  analysed_at TEXT NOT NULL,
  PRIMARY KEY (game_id, move_index, player)
) STRICT;

-- table game_tags
CREATE TABLE game_tags (
  game_id INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
  position INTEGER NOT NULL,
  label TEXT NOT NULL CHECK (length(label) BETWEEN 1 AND 40 AND instr(label, ',') = 0),
  PRIMARY KEY (game_id, position),
  UNIQUE (game_id, label)
) STRICT;

-- table games
CREATE TABLE games (
  id INTEGER PRIMARY KEY,
  preset TEXT NOT NULL,
  rules TEXT NOT NULL CHECK (json_valid(rules)),
  south_name TEXT NOT NULL,
  south_kind TEXT NOT NULL CHECK (south_kind = 'human' OR south_kind GLOB 'computer:[1-6]'),
  north_name TEXT NOT NULL,
  north_kind TEXT NOT NULL CHECK (north_kind = 'human' OR north_kind GLOB 'computer:[1-6]'),
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  status TEXT NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'finished', 'resigned', 'abandoned')),
  -- Final stores (at the moment of resignation for a resignation); NULL while active.
  south_store INTEGER,
  north_store INTEGER,
  winner INTEGER CHECK (winner IN (0, 1)),
  termination TEXT CHECK (termination IN ('normal', 'resigned:south', 'resigned:north', 'abandoned')), event TEXT NOT NULL DEFAULT '', record_tags TEXT CHECK (record_tags IS NULL OR json_valid(record_tags)), comment TEXT, move_count INTEGER NOT NULL DEFAULT 0, longest_relay INTEGER, favourite INTEGER NOT NULL DEFAULT 0 CHECK (favourite IN (0, 1)), deleted_at TEXT, content_hash TEXT, margin INTEGER GENERATED ALWAYS AS (abs(south_store - north_store)) VIRTUAL, opponent_name TEXT GENERATED ALWAYS AS (
  CASE WHEN south_kind <> 'human' AND north_kind = 'human' THEN south_name ELSE north_name END
) VIRTUAL, opponent_kind TEXT GENERATED ALWAYS AS (
  CASE WHEN south_kind <> 'human' AND north_kind = 'human' THEN south_kind ELSE north_kind END
) VIRTUAL, result_rank INTEGER GENERATED ALWAYS AS (
  CASE WHEN status = 'active' OR termination = 'abandoned' THEN 3 WHEN winner IS NULL THEN 2 ELSE winner END
) VIRTUAL, moves BLOB NOT NULL DEFAULT x'', last_south_store INTEGER NOT NULL DEFAULT 0, last_north_store INTEGER NOT NULL DEFAULT 0, hints INTEGER NOT NULL DEFAULT 0 CHECK (hints >= 0), round_ending_move INTEGER CHECK (round_ending_move >= 0), network INTEGER NOT NULL DEFAULT 0 CHECK (network IN (0, 1)),
  CHECK ((status = 'active') = (termination IS NULL))
) STRICT;

-- table games_search
CREATE VIRTUAL TABLE games_search USING fts5 (players, event, tags, comments, tokenize = 'unicode61 remove_diacritics 2');

-- table games_search_config
CREATE TABLE 'games_search_config'(k PRIMARY KEY, v) WITHOUT ROWID;

-- table games_search_content
CREATE TABLE 'games_search_content'(id INTEGER PRIMARY KEY, c0, c1, c2, c3);

-- table games_search_data
CREATE TABLE 'games_search_data'(id INTEGER PRIMARY KEY, block BLOB);

-- table games_search_docsize
CREATE TABLE 'games_search_docsize'(id INTEGER PRIMARY KEY, sz BLOB);

-- table games_search_idx
CREATE TABLE 'games_search_idx'(segid, term, pgno, PRIMARY KEY(segid, term)) WITHOUT ROWID;

-- table lesson_steps
CREATE TABLE lesson_steps (
  lesson_id TEXT NOT NULL,
  step_id TEXT NOT NULL,
  clean INTEGER NOT NULL CHECK (clean IN (0, 1)),
  completed_at TEXT NOT NULL,
  PRIMARY KEY (lesson_id, step_id)
) STRICT;

-- table migrations
CREATE TABLE migrations (name TEXT PRIMARY KEY NOT NULL, checksum TEXT NOT NULL, applied_at TEXT NOT NULL) STRICT;

-- table move_notes
CREATE TABLE move_notes (
  game_id INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
  move_index INTEGER NOT NULL CHECK (move_index >= 0),
  glyph TEXT CHECK (glyph IN ('!', '?', '!!', '??', '!?', '?!')),
  comment TEXT,
  PRIMARY KEY (game_id, move_index),
  CHECK (glyph IS NOT NULL OR comment IS NOT NULL)
) STRICT;

-- table network_resume
CREATE TABLE network_resume (
  game_id INTEGER PRIMARY KEY REFERENCES games (id) ON DELETE CASCADE,
  role TEXT NOT NULL CHECK (role IN ('host', 'guest')),
  value TEXT NOT NULL CHECK (json_valid(value))
) STRICT;

-- table personal_puzzles
CREATE TABLE personal_puzzles (
  puzzle_id TEXT PRIMARY KEY NOT NULL,
  puzzle TEXT NOT NULL CHECK (json_valid(puzzle)),
  game_id INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
  -- Index of the mistaken move in the game's moves (the position is the one before it).
  move_index INTEGER NOT NULL CHECK (move_index >= 0),
  -- Number of the player's turn in the game, from 1, for the words shown.
  turn INTEGER NOT NULL CHECK (turn >= 1),
  created_at TEXT NOT NULL,
  UNIQUE (game_id, move_index)
) STRICT;

-- table puzzle_attempts
CREATE TABLE puzzle_attempts (
  id INTEGER PRIMARY KEY,
  puzzle_id TEXT NOT NULL,
  attempted_at TEXT NOT NULL,
  solved INTEGER NOT NULL CHECK (solved IN (0, 1)),
  choices TEXT NOT NULL CHECK (json_valid(choices)),
  rating_before REAL NOT NULL,
  rating_after REAL NOT NULL
) STRICT;

-- table puzzle_player
CREATE TABLE puzzle_player (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  rating REAL NOT NULL,
  deviation REAL NOT NULL CHECK (deviation > 0),
  volatility REAL NOT NULL CHECK (volatility > 0),
  -- Puzzles solved in a row at the first try; a failure sets it back to 0.
  streak INTEGER NOT NULL DEFAULT 0 CHECK (streak >= 0),
  best_streak INTEGER NOT NULL DEFAULT 0 CHECK (best_streak >= 0)
) STRICT;

-- table puzzle_ratings
CREATE TABLE puzzle_ratings (
  puzzle_id TEXT PRIMARY KEY NOT NULL,
  rating REAL NOT NULL,
  deviation REAL NOT NULL CHECK (deviation > 0),
  volatility REAL NOT NULL CHECK (volatility > 0)
) STRICT;

-- table settings
CREATE TABLE settings (
  key TEXT PRIMARY KEY NOT NULL,
  value TEXT NOT NULL CHECK (json_valid(value))
) STRICT;

-- trigger game_tags_search_delete
CREATE TRIGGER game_tags_search_delete AFTER DELETE ON game_tags BEGIN
  UPDATE games_search SET tags = (SELECT tags FROM games_search_source WHERE id = old.game_id) WHERE rowid = old.game_id;
END;

-- trigger game_tags_search_insert
CREATE TRIGGER game_tags_search_insert AFTER INSERT ON game_tags BEGIN
  UPDATE games_search SET tags = (SELECT tags FROM games_search_source WHERE id = new.game_id) WHERE rowid = new.game_id;
END;

-- trigger games_search_delete
CREATE TRIGGER games_search_delete AFTER DELETE ON games BEGIN
  DELETE FROM games_search WHERE rowid = old.id;
END;

-- trigger games_search_insert
CREATE TRIGGER games_search_insert AFTER INSERT ON games BEGIN
  INSERT INTO games_search (rowid, players, event, tags, comments)
    SELECT id, players, event, tags, comments FROM games_search_source WHERE id = new.id;
END;

-- trigger games_search_update
CREATE TRIGGER games_search_update AFTER UPDATE OF south_name, north_name, event, comment ON games BEGIN
  UPDATE games_search SET (players, event, tags, comments) = (SELECT players, event, tags, comments FROM games_search_source WHERE id = new.id)
  WHERE rowid = new.id;
END;

-- trigger move_notes_search_delete
CREATE TRIGGER move_notes_search_delete AFTER DELETE ON move_notes BEGIN
  UPDATE games_search SET comments = (SELECT comments FROM games_search_source WHERE id = old.game_id) WHERE rowid = old.game_id;
END;

-- trigger move_notes_search_insert
CREATE TRIGGER move_notes_search_insert AFTER INSERT ON move_notes BEGIN
  UPDATE games_search SET comments = (SELECT comments FROM games_search_source WHERE id = new.game_id) WHERE rowid = new.game_id;
END;

-- trigger move_notes_search_update
CREATE TRIGGER move_notes_search_update AFTER UPDATE ON move_notes BEGIN
  UPDATE games_search SET comments = (SELECT comments FROM games_search_source WHERE id = new.game_id) WHERE rowid = new.game_id;
END;

-- view games_search_source
CREATE VIEW games_search_source (id, players, event, tags, comments) AS
  SELECT
    g.id,
    g.south_name || ' ' || g.north_name,
    g.event,
    coalesce((SELECT group_concat(label, ' ') FROM (SELECT label FROM game_tags WHERE game_id = g.id ORDER BY position)), ''),
    concat_ws(' ', g.comment, (SELECT group_concat(comment, ' ') FROM (SELECT comment FROM move_notes WHERE game_id = g.id ORDER BY move_index)))
  FROM games g;
