/** Test helper: a game's moves as the archive file holds them, read through a connection of its own. */
import Database from 'better-sqlite3';
import type { Move } from '../../../engine';
import { databaseFile } from '../data-dir';
import { decodeMoves } from '../games/move-encoding';

/** The game's stored moves ([] when there is no such game). */
export function readStoredMoves(db: Database.Database, gameId: number): Move[] {
  const moves = db.prepare('SELECT moves FROM games WHERE id = ?').pluck().get(gameId) as Buffer | undefined;
  return moves === undefined ? [] : decodeMoves(moves);
}

export function storedMoves(dataDir: string, gameId: number): Move[] {
  const db = new Database(databaseFile(dataDir), { readonly: true });
  try {
    return readStoredMoves(db, gameId);
  } finally {
    db.close();
  }
}
