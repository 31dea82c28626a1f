-- Settings: one row per setting key, the value as JSON (validated by the contract on write).
CREATE TABLE settings (
  key TEXT PRIMARY KEY NOT NULL,
  value TEXT NOT NULL CHECK (json_valid(value))
) STRICT;

-- One row per game. The rules object is stored whole (engine option names, RULES.md §6),
-- so a game replays even if a preset's defaults change later.
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

CREATE INDEX games_by_status ON games (status, updated_at);

-- One row per move or choice, in play order: replaying them through the engine
-- from the rules re-derives every position. `player` is NULL for the simultaneous
-- opening's first choice, made by both players at once.
CREATE TABLE turns (
  game_id INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
  move_index INTEGER NOT NULL CHECK (move_index >= 0),
  move TEXT NOT NULL CHECK (json_valid(move)),
  player INTEGER CHECK (player IN (0, 1)),
  created_at TEXT NOT NULL,
  PRIMARY KEY (game_id, move_index)
) STRICT;
