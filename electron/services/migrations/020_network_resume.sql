-- What taking a network game up again needs (issue 36), kept for every game
-- hosted or joined, not only the last of each: the host's seat, its guest's
-- key, port and join code ('host'); the host's address and port, this
-- guest's key and the host's game id ('guest'). The settings rows
-- `network.host` and `network.guest` still name the last of each (Home offers
-- those); they are copied here, where each game's row goes with the game.
CREATE TABLE network_resume (
  game_id INTEGER PRIMARY KEY REFERENCES games (id) ON DELETE CASCADE,
  role TEXT NOT NULL CHECK (role IN ('host', 'guest')),
  value TEXT NOT NULL CHECK (json_valid(value))
) STRICT;
INSERT OR IGNORE INTO network_resume (game_id, role, value)
  SELECT json_extract(value, '$.gameId'), 'host', value FROM settings
  WHERE key = 'network.host' AND json_valid(value) AND json_extract(value, '$.gameId') IN (SELECT id FROM games);
INSERT OR IGNORE INTO network_resume (game_id, role, value)
  SELECT json_extract(value, '$.known.gameId'), 'guest', value FROM settings
  WHERE key = 'network.guest' AND json_valid(value) AND json_extract(value, '$.known.gameId') IN (SELECT id FROM games);
