/**
 * The archive's writes: labels, favourites, soft delete and purge (an
 * import's rows are written by import-write.ts).
 */
import type Database from 'better-sqlite3';
import type { GamePlace } from '../games/game-bin';
import { createGameStore } from '../games/game-store';

/**
 * The stores a game's row shows (as south_store, north_store) over `games g`:
 * the final stores once it is over, else those after its last move.
 */
export const CURRENT_STORES_SQL = `
  coalesce(g.south_store, g.last_south_store) AS south_store,
  coalesce(g.north_store, g.last_north_store) AS north_store`;

export function createArchiveStore(db: Database.Database) {
  const gameStore = createGameStore(db);
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
