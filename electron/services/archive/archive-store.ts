/**
 * The archive's writes: imported games (their rows through the game store),
 * labels, favourites, soft delete and purge.
 */
import type Database from 'better-sqlite3';
import type { GamePlace } from '../games/game-bin';
import { createGameStore } from '../games/game-store';
import { createBatchInsert } from './batch-insert';
import type { CheckedGame } from './record-check';

/**
 * The stores a game's row shows (as south_store, north_store) over `games g`:
 * the final stores once it is over, else those after its last move.
 */
export const CURRENT_STORES_SQL = `
  coalesce(g.south_store, g.last_south_store) AS south_store,
  coalesce(g.north_store, g.last_north_store) AS north_store`;

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

export function createArchiveStore(db: Database.Database) {
  const gameStore = createGameStore(db);
  const nextGameId = db.prepare('SELECT coalesce(max(id), 0) + 1 FROM games').pluck();
  const existingHashes = db.prepare(
    'SELECT content_hash, min(id) AS id FROM games WHERE deleted_at IS NULL AND content_hash IN (SELECT value FROM json_each(?)) GROUP BY content_hash',
  );
  const selectRebuiltIndexes = db.prepare(
    `SELECT name, sql FROM sqlite_master WHERE type = 'index' AND sql IS NOT NULL AND tbl_name IN (${REBUILT_INDEX_TABLES.map((name) => `'${name}'`).join(', ')})`,
  );
  const selectSearchTriggers = db.prepare(
    `SELECT name, sql FROM sqlite_master WHERE type = 'trigger' AND name IN (${SEARCH_INSERT_TRIGGERS.map((name) => `'${name}'`).join(', ')})`,
  );
  const fillSearch = db.prepare(
    'INSERT INTO games_search (rowid, players, event, tags, comments) SELECT id, players, event, tags, comments FROM games_search_source WHERE id >= ?',
  );
  const insertTag = db.prepare('INSERT INTO game_tags (game_id, position, label) VALUES (?, ?, ?)');
  const deleteTags = db.prepare('DELETE FROM game_tags WHERE game_id = ?');
  // The labels live in game_tags: an imported Tags tag would otherwise come back on export.
  const forgetTagsTag = db.prepare("UPDATE games SET record_tags = json_remove(record_tags, '$.Tags') WHERE id = ? AND record_tags IS NOT NULL");
  const selectLabels = db.prepare('SELECT label FROM game_tags WHERE game_id = ? ORDER BY position').pluck();
  const setFavourite = db.prepare('UPDATE games SET favourite = ? WHERE id = ? AND deleted_at IS NULL');
  const softDelete = db.prepare('UPDATE games SET deleted_at = ? WHERE id = ? AND deleted_at IS NULL');
  const restore = db.prepare('UPDATE games SET deleted_at = NULL WHERE id = ? AND deleted_at IS NOT NULL');
  const purge = db.prepare('DELETE FROM games WHERE deleted_at IS NOT NULL AND deleted_at < ?');

  function writeTags(gameId: number, labels: readonly string[]): void {
    deleteTags.run(gameId);
    labels.forEach((label, position) => insertTag.run(gameId, position, label));
  }

  return {
    /**
     * Writes checked games, skipping those already stored (also earlier in the
     * same file); the caller wraps it in one transaction. The full-text rows
     * are filled at the end, all at once, from games_search_source (migration
     * 006): the insert triggers are set aside meanwhile and put back as they
     * were, inside the same transaction; so are the indexes of a large import
     * (REBUILT_INDEX_TABLES), once the existing games are looked up by hash.
     */
    importChecked(checked: readonly CheckedGame[], now: string): ImportWrite {
      const triggers = selectSearchTriggers.all() as { name: string; sql: string }[];
      for (const { name } of triggers) db.exec(`DROP TRIGGER ${name}`);
      // Rows go in by batches, a game's labels and notes possibly before its row: foreign keys are checked at the commit.
      db.pragma('defer_foreign_keys = ON');
      const hashes = JSON.stringify(checked.map((game) => game.hash));
      const known = new Map((existingHashes.all(hashes) as { content_hash: string; id: number }[]).map((row) => [row.content_hash, row.id]));
      const firstId = nextGameId.get() as number;
      // Building an index costs about its rows: worth it when the import brings at least as many games as are there (ids bound the count).
      const indexes = checked.length >= firstId - 1 ? (selectRebuiltIndexes.all() as { name: string; sql: string }[]) : [];
      for (const { name } of indexes) db.exec(`DROP INDEX ${name}`);
      const gameRows = gameStore.importedGames();
      const tags = createBatchInsert(db, 'game_tags', ['game_id', 'position', 'label']);
      const notes = createBatchInsert(db, 'move_notes', ['game_id', 'move_index', 'glyph', 'comment']);
      const gameIds: number[] = [];
      const duplicates: ImportWrite['duplicates'] = [];
      for (const game of checked) {
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
      for (const batch of [gameRows, tags, notes]) batch.flush();
      for (const { sql } of indexes) db.exec(sql);
      if (gameIds.length > 0) fillSearch.run(firstId);
      for (const { sql } of triggers) db.exec(sql);
      return { gameIds, duplicates };
    },

    /** Whether the game is kept, in the bin or missing (see games/game-bin.ts). */
    place(gameId: number): GamePlace {
      return gameStore.place(gameId);
    },

    setTags(gameId: number, labels: readonly string[]): string[] {
      db.transaction(() => {
        writeTags(gameId, labels);
        forgetTagsTag.run(gameId);
      })();
      return selectLabels.all(gameId) as string[];
    },

    setFavourite(gameId: number, favourite: boolean): boolean {
      return setFavourite.run(favourite ? 1 : 0, gameId).changes === 1;
    },

    softDelete(gameIds: readonly number[], now: string): number {
      return db.transaction(() => gameIds.reduce((sum, id) => sum + softDelete.run(now, id).changes, 0))();
    },

    restore(gameIds: readonly number[]): number {
      return db.transaction(() => gameIds.reduce((sum, id) => sum + restore.run(id).changes, 0))();
    },

    /** Removes for good the games deleted before `before` (ISO date); returns how many. */
    purgeDeleted(before: string): number {
      return purge.run(before).changes;
    },
  };
}
