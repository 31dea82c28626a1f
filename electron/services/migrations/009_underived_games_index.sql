-- Games whose identity or longest relay are still to be derived (played here
-- since the last import, or recorded before 002): looked up before every
-- import and at start-up, which scanned every game row, 70-250 ms on 100,000
-- games. Imported games are never in this index.
CREATE INDEX games_underived ON games (id) WHERE longest_relay IS NULL OR content_hash IS NULL;
