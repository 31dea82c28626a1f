-- A round of a series ends on its summary, which waits until the players go
-- on (the continueRound operation). Which move ended the round whose summary
-- waits is kept with the game, so a restart of the app comes back to the
-- summary instead of silently going on in the next round: the index in the
-- game's moves of the move that ended the round (its events end the round and
-- refill the next), NULL when no summary waits (games/sessions.ts). Games of
-- earlier versions have none waiting: their summary, if any, was in memory.
ALTER TABLE games ADD COLUMN round_ending_move INTEGER CHECK (round_ending_move >= 0);
