-- A game hosted or joined on the network (issue 36) is the same game in two
-- archives: played here alone it would no longer be the other's. Only the last
-- game hosted and the last joined were known (the settings rows `network.host`
-- and `network.guest`, which a restart needs); every such game is marked now,
-- as the network game layer creates it, and refused to the players' own moves,
-- undo and resignation outside its network session. The two kept games are the
-- network games an earlier version knew: marked here.
ALTER TABLE games ADD COLUMN network INTEGER NOT NULL DEFAULT 0 CHECK (network IN (0, 1));
UPDATE games SET network = 1 WHERE id IN (
  SELECT json_extract(value, '$.gameId') FROM settings WHERE key = 'network.host'
  UNION
  SELECT json_extract(value, '$.known.gameId') FROM settings WHERE key = 'network.guest'
);
