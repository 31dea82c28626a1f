-- What a game's full-text row holds, defined once: the triggers below keep
-- games_search in step with it row by row, and a large import fills it for all
-- its games with one INSERT … SELECT from this view (archive-store.ts), with the
-- insert triggers set aside meanwhile: row by row, the label and comment
-- triggers alone cost 3 of the 12 seconds of writing 100,000 games.
CREATE VIEW games_search_source (id, players, event, tags, comments) AS
  SELECT
    g.id,
    g.south_name || ' ' || g.north_name,
    g.event,
    coalesce((SELECT group_concat(label, ' ') FROM (SELECT label FROM game_tags WHERE game_id = g.id ORDER BY position)), ''),
    concat_ws(' ', g.comment, (SELECT group_concat(comment, ' ') FROM (SELECT comment FROM move_notes WHERE game_id = g.id ORDER BY move_index)))
  FROM games g;

DROP TRIGGER games_search_insert;
CREATE TRIGGER games_search_insert AFTER INSERT ON games BEGIN
  INSERT INTO games_search (rowid, players, event, tags, comments)
    SELECT id, players, event, tags, comments FROM games_search_source WHERE id = new.id;
END;

DROP TRIGGER games_search_update;
CREATE TRIGGER games_search_update AFTER UPDATE OF south_name, north_name, event, comment ON games BEGIN
  UPDATE games_search SET (players, event, tags, comments) = (SELECT players, event, tags, comments FROM games_search_source WHERE id = new.id)
  WHERE rowid = new.id;
END;

DROP TRIGGER game_tags_search_insert;
CREATE TRIGGER game_tags_search_insert AFTER INSERT ON game_tags BEGIN
  UPDATE games_search SET tags = (SELECT tags FROM games_search_source WHERE id = new.game_id) WHERE rowid = new.game_id;
END;

DROP TRIGGER game_tags_search_delete;
CREATE TRIGGER game_tags_search_delete AFTER DELETE ON game_tags BEGIN
  UPDATE games_search SET tags = (SELECT tags FROM games_search_source WHERE id = old.game_id) WHERE rowid = old.game_id;
END;

DROP TRIGGER move_notes_search_insert;
CREATE TRIGGER move_notes_search_insert AFTER INSERT ON move_notes BEGIN
  UPDATE games_search SET comments = (SELECT comments FROM games_search_source WHERE id = new.game_id) WHERE rowid = new.game_id;
END;

DROP TRIGGER move_notes_search_update;
CREATE TRIGGER move_notes_search_update AFTER UPDATE ON move_notes BEGIN
  UPDATE games_search SET comments = (SELECT comments FROM games_search_source WHERE id = new.game_id) WHERE rowid = new.game_id;
END;

DROP TRIGGER move_notes_search_delete;
CREATE TRIGGER move_notes_search_delete AFTER DELETE ON move_notes BEGIN
  UPDATE games_search SET comments = (SELECT comments FROM games_search_source WHERE id = old.game_id) WHERE rowid = old.game_id;
END;
