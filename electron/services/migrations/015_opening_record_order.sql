-- Issue #30: a game's moves in the order its record keeps them. When both
-- players had to choose at once in the simultaneous opening and North's
-- choice was given first (the computer's, while the player was still
-- choosing), earlier versions stored it first; the record writes the opening
-- per player and reads it back South first, so importing the game's own
-- export made a second copy. The order cannot change the game (RULES.md §3),
-- so it is stored South first from this version on (games/game-store.ts).
--
-- The conversion run just before this file (015_opening_record_order.ts)
-- replayed the opening of every game with a simultaneous opening whose
-- moves hold a North choice straight before a South one, and left those
-- whose order changes, with their new identity, in temp.reordered_games.
-- Nothing else changes: the position after the pair, its stores, relays and
-- move count are the same in either order; notes sit on the last move of the
-- opening, which the pair never is alone.
UPDATE games SET moves = r.moves, content_hash = r.content_hash
FROM temp.reordered_games AS r
WHERE r.id = games.id;

DROP TABLE temp.reordered_games;
