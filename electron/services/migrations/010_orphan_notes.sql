-- Issue #13: an undo took back moves but left their notes in move_notes,
-- where they blocked every export and, once play went on, sat on whatever move
-- was played at their index. Undo now deletes them; this repairs the notes an
-- earlier version left behind.
-- A note past its game's last move goes. A note that play went on over may
-- now sit inside a turn, which only the engine can tell: the games with notes
-- and moves played here (undo only ever touched those) are marked for
-- deriving again (content_hash NULL, in games_underived), and the archive
-- drops their misplaced notes as it derives them at start-up.
DELETE FROM move_notes
WHERE move_index >= (
  SELECT g.packed_count + (SELECT count(*) FROM turns t WHERE t.game_id = g.id) FROM games g WHERE g.id = move_notes.game_id
);

UPDATE games SET content_hash = NULL
WHERE id IN (SELECT game_id FROM move_notes) AND id IN (SELECT game_id FROM turns);
