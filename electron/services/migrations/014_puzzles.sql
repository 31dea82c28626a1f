-- Issue #18, puzzles. The player's puzzle rating (Glicko-2) and streak: one
-- row, made on the first attempt. A puzzle's own rating is kept once it has
-- been attempted; until then it is the rating the set (or the mistake it was
-- made from) gave it.
CREATE TABLE puzzle_player (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  rating REAL NOT NULL,
  deviation REAL NOT NULL CHECK (deviation > 0),
  volatility REAL NOT NULL CHECK (volatility > 0),
  -- Puzzles solved in a row at the first try; a failure sets it back to 0.
  streak INTEGER NOT NULL DEFAULT 0 CHECK (streak >= 0),
  best_streak INTEGER NOT NULL DEFAULT 0 CHECK (best_streak >= 0)
) STRICT;

CREATE TABLE puzzle_ratings (
  puzzle_id TEXT PRIMARY KEY NOT NULL,
  rating REAL NOT NULL,
  deviation REAL NOT NULL CHECK (deviation > 0),
  volatility REAL NOT NULL CHECK (volatility > 0)
) STRICT;

-- Every attempt: the choices made (a JSON array of holes) and the player's rating around it.
CREATE TABLE puzzle_attempts (
  id INTEGER PRIMARY KEY,
  puzzle_id TEXT NOT NULL,
  attempted_at TEXT NOT NULL,
  solved INTEGER NOT NULL CHECK (solved IN (0, 1)),
  choices TEXT NOT NULL CHECK (json_valid(choices)),
  rating_before REAL NOT NULL,
  rating_after REAL NOT NULL
) STRICT;
CREATE INDEX puzzle_attempts_by_puzzle ON puzzle_attempts (puzzle_id, attempted_at);

-- Puzzles made from the player's own mistakes: the Puzzle as JSON, and the
-- game and move it came from (one puzzle per mistaken move: analysing a game
-- again makes none twice). They go with their game when it is purged.
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
