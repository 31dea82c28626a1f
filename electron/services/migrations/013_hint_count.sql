-- Issue #15: how many hints the player asked for in each game, kept with the
-- game, listed in the archive and written in its record as the Hints tag
-- (RULES.md §8). Games imported before this version kept that tag among their
-- other tags; their count is read from there, and the tag stays where it was
-- so they export as before.
ALTER TABLE games ADD COLUMN hints INTEGER NOT NULL DEFAULT 0 CHECK (hints >= 0);

UPDATE games SET hints = CAST(json_extract(record_tags, '$.Hints') AS INTEGER)
WHERE record_tags IS NOT NULL
  AND json_type(record_tags, '$.Hints') = 'text'
  AND json_extract(record_tags, '$.Hints') GLOB '[0-9]*'
  AND NOT json_extract(record_tags, '$.Hints') GLOB '*[^0-9]*'
  AND length(json_extract(record_tags, '$.Hints')) <= 6;
