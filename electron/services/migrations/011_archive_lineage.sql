-- Which archive this is: a random id given once, when the archive is created
-- (or first opened by this version), and carried by every backup taken of it.
-- Backups are kept per lineage, so backups of a new, empty archive that
-- replaced a damaged one never push out the last good backup of the old one.
-- A restored backup brings its own lineage back with it.
CREATE TABLE archive_lineage (
  only_row INTEGER PRIMARY KEY CHECK (only_row = 1),
  lineage TEXT NOT NULL CHECK (length(lineage) = 32)
) STRICT;

INSERT INTO archive_lineage (only_row, lineage) VALUES (1, lower(hex(randomblob(16))));
