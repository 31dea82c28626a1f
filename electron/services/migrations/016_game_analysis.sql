-- Issue #30: a game's analysis is kept with it. Replay asks the computer to
-- judge each choice of the game in the position before it; each judgement
-- (the chooser's every choice, scored, best first: the contract's
-- MoveEvaluation list, as JSON) is kept here as it comes, so reopening the
-- game shows its verdicts at once, an analysis stopped half-way goes on
-- where it stopped, and a faster analysis can fill in what is missing,
-- judgement by judgement. It goes with the game when the game is purged,
-- and with the moves it judged when they are taken back (games/game-store.ts).
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
