/**
 * An import's write: checked games added batch by batch, in file order, into
 * one transaction the caller holds open (so the write of a large file goes on
 * while its later batches are still being checked, and a fault or a cancel
 * found later rolls it all back). Games already stored, or earlier in the
 * file, are told as duplicates; the full-text rows are filled from
 * games_search_source (migration 006) as soon as a game's row, labels and
 * notes are all written, the insert triggers set aside meanwhile and put back
 * as they were; so are the indexes of a large import (REBUILT_INDEX_TABLES).
 */
import type Database from 'better-sqlite3';
import { createGameStore } from '../games/game-store';
import { createBatchInsert, type BatchInsert } from './batch-insert';
import type { CheckedGame } from './record-check';

/** The triggers that write full-text rows one game, label or comment at a time (migration 006). */
const SEARCH_INSERT_TRIGGERS = ['games_search_insert', 'game_tags_search_insert', 'move_notes_search_insert'] as const;

/**
 * The tables whose own indexes (not those of their keys) a large import
 * builds after its rows: one sort of every row instead of a B-tree insert per
 * row and index, the content hashes' in random order. On 20,000 games into an
 * empty archive: the games' rows in 175 ms of CPU and their indexes in 67,
 * against 400 ms with the indexes in place (load 24 on 2 cores).
 */
const REBUILT_INDEX_TABLES = ['games', 'game_tags'] as const;

/** What an import wrote: the new games' ids, and the games already there. */
export interface ImportWrite {
  gameIds: number[];
  duplicates: { line: number; existingId: number }[];
}

export interface ImportWriter {
  /** Writes the next checked games of the file (file order). */
  add(games: readonly CheckedGame[]): void;
  /** Writes what is still queued, the indexes and the full-text rows; the caller then commits. */
  finish(): ImportWrite;
}

/**
 * Starts writing an import of at least `atLeastGames` games (the caller's
 * transaction must be open). Building an index costs about its rows: worth it
 * when the import brings at least as many games as are there (ids bound the
 * count); the games already there are then all looked up first, by the hash
 * index that is about to go, else each batch's by that index.
 */
export function beginImportWrite(db: Database.Database, atLeastGames: number, now: string): ImportWriter {
  const nextGameId = db.prepare('SELECT coalesce(max(id), 0) + 1 FROM games').pluck();
  const hashesIn = db.prepare(
    'SELECT content_hash, min(id) AS id FROM games WHERE deleted_at IS NULL AND content_hash IN (SELECT value FROM json_each(?)) GROUP BY content_hash',
  );
  const allHashes = db.prepare('SELECT content_hash, min(id) AS id FROM games WHERE deleted_at IS NULL GROUP BY content_hash');
  const rebuiltIndexes = db.prepare(
    `SELECT name, sql FROM sqlite_master WHERE type = 'index' AND sql IS NOT NULL AND tbl_name IN (${REBUILT_INDEX_TABLES.map((name) => `'${name}'`).join(', ')})`,
  );
  const searchTriggers = db.prepare(
    `SELECT name, sql FROM sqlite_master WHERE type = 'trigger' AND name IN (${SEARCH_INSERT_TRIGGERS.map((name) => `'${name}'`).join(', ')})`,
  );
  const fillSearch = db.prepare(
    'INSERT INTO games_search (rowid, players, event, tags, comments) SELECT id, players, event, tags, comments FROM games_search_source WHERE id > ? AND id <= ?',
  );

  const triggers = searchTriggers.all() as { name: string; sql: string }[];
  for (const { name } of triggers) db.exec(`DROP TRIGGER ${name}`);
  // Rows go in by batches, a game's labels and notes possibly before its row: foreign keys are checked at the commit.
  db.pragma('defer_foreign_keys = ON');
  const firstId = nextGameId.get() as number;
  const indexes = atLeastGames >= firstId - 1 ? (rebuiltIndexes.all() as { name: string; sql: string }[]) : [];
  /** The hashes known so far (stored before the import, or written by it), each with its first game's id. */
  const known = new Map<string, number>();
  const lookUpByBatch = indexes.length === 0;
  if (!lookUpByBatch) for (const row of allHashes.all() as { content_hash: string; id: number }[]) known.set(row.content_hash, row.id);
  for (const { name } of indexes) db.exec(`DROP INDEX ${name}`);

  const gameRows = createGameStore(db).importedGames();
  const tags = createBatchInsert(db, 'game_tags', ['game_id', 'position', 'label']);
  const notes = createBatchInsert(db, 'move_notes', ['game_id', 'move_index', 'glyph', 'comment']);
  const gameIds: number[] = [];
  const duplicates: ImportWrite['duplicates'] = [];

  /** The last game whose full-text row is written. */
  let searchFilledThrough = firstId - 1;
  /**
   * Fills the full-text rows of the games whose row, labels and notes are all
   * written by now (rows go in id order, each table's by batches of its own).
   * Batch by batch rather than once at the end: FTS5 gathers a transaction's
   * terms in memory all the same, and this way its work overlaps the check
   * instead of adding to the single-threaded end of the import.
   */
  const fillSearchOfWrittenGames = () => {
    const written = Math.min((nextGameId.get() as number) - 1, writtenBefore(tags), writtenBefore(notes));
    if (written <= searchFilledThrough) return;
    fillSearch.run(searchFilledThrough, written);
    searchFilledThrough = written;
  };

  return {
    add(games) {
      if (lookUpByBatch) {
        const found = hashesIn.all(JSON.stringify(games.map((game) => game.hash))) as { content_hash: string; id: number }[];
        for (const row of found) if (!known.has(row.content_hash)) known.set(row.content_hash, row.id);
      }
      for (const game of games) {
        // A game twice in the file is a duplicate of its first copy.
        const existingId = known.get(game.hash);
        if (existingId !== undefined) {
          duplicates.push({ line: game.line, existingId });
          continue;
        }
        const id = firstId + gameIds.length;
        known.set(game.hash, id);
        gameIds.push(id);
        gameRows.add(id, game, now);
        game.labels.forEach((label, position) => tags.add(id, position, label));
        for (const note of game.notes) notes.add(id, note.move, note.glyph, note.comment);
      }
      fillSearchOfWrittenGames();
    },

    finish() {
      for (const batch of [gameRows, tags, notes]) batch.flush();
      fillSearchOfWrittenGames();
      for (const { sql } of indexes) db.exec(sql);
      for (const { sql } of triggers) db.exec(sql);
      return { gameIds, duplicates };
    },
  };
}

/** The last game id whose rows in `batch` (keyed by game id, first) are all written; Infinity when none is queued. */
function writtenBefore(batch: BatchInsert): number {
  const first = batch.firstQueued();
  return first === undefined ? Infinity : Number(first) - 1;
}
