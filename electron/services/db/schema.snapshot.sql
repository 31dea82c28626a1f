-- index games_by_status
CREATE INDEX games_by_status ON games (status, updated_at);

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
  termination TEXT CHECK (termination IN ('normal', 'resigned:south', 'resigned:north', 'abandoned')),
  CHECK ((status = 'active') = (termination IS NULL))
) STRICT;

-- table migrations
CREATE TABLE migrations (name TEXT PRIMARY KEY NOT NULL, checksum TEXT NOT NULL, applied_at TEXT NOT NULL) STRICT;

-- table settings
CREATE TABLE settings (
  key TEXT PRIMARY KEY NOT NULL,
  value TEXT NOT NULL CHECK (json_valid(value))
) STRICT;

-- table turns
CREATE TABLE turns (
  game_id INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
  move_index INTEGER NOT NULL CHECK (move_index >= 0),
  move TEXT NOT NULL CHECK (json_valid(move)),
  player INTEGER CHECK (player IN (0, 1)),
  created_at TEXT NOT NULL,
  PRIMARY KEY (game_id, move_index)
) STRICT;
