// Migration 015 on an archive the version before made: a game whose opening
// choices, due at once, were stored North first (as that version stored a
// computer's or a hotseat player's choice given first) is kept South first,
// with the identity its record reads back with, so importing its export adds
// nothing; a North choice made alone before South's stays where it is.
import { copyFileSync, mkdirSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type Move, type Rules } from '../../../engine';
import { backupsDir, listBackups } from '../archive/backups';
import { databaseFile } from '../data-dir';
import { gameEngine } from '../games/engine';
import { gameIdentity } from '../games/game-identity';
import { encodeMoves } from '../games/move-encoding';
import { storedMoves } from '../testing/stored-moves';
import { expectOk, tempServices, type TempServices } from '../testing/temp-services';

const MIGRATIONS = import.meta.dirname;
const HUMANS = [{ name: 'Ana', kind: 'human' }, { name: 'Budi', kind: 'human' }] as const;

let env: TempServices;
let before015: string;
beforeEach(() => {
  env = tempServices({ engine: gameEngine });
  // The migrations of the version before.
  before015 = join(env.dataDir, 'migrations-014');
  mkdirSync(before015);
  for (const file of readdirSync(MIGRATIONS).filter((name) => /^0(0\d|1[0-4])_.*\.sql$/.test(name))) copyFileSync(join(MIGRATIONS, file), join(before015, file));
});
afterEach(() => env.dispose());

/** Plays `moves` in a new hotseat game of that version's archive, then stores them as given, with their identity then. */
async function storedAsThatVersionDid(moves: Move[]): Promise<number> {
  const services = env.open({ migrationsDir: before015 });
  const gameId = expectOk(await services.call('newGame', { rules: 'congkak', players: [...HUMANS] })).id;
  for (const move of moves) expectOk(await services.call('playMove', { gameId, move }));
  services.close();
  await services.settled();
  const db = new Database(databaseFile(env.dataDir));
  try {
    const rules = JSON.parse(db.prepare('SELECT rules FROM games WHERE id = ?').pluck().get(gameId) as string) as Rules;
    const bytes = encodeMoves(moves);
    const identity = gameIdentity({ rules, players: HUMANS, moves: bytes, termination: null });
    db.prepare('UPDATE games SET moves = ?, content_hash = ? WHERE id = ?').run(bytes, identity, gameId);
  } finally {
    db.close();
  }
  return gameId;
}

describe('migration 015 on an archive made by version 014', () => {
  it('keeps the opening’s choices made at once South first, so its export imported again adds nothing', async () => {
    const northFirst: Move[] = [{ south: 1, north: 1 }, { player: 1, hole: 5 }, { player: 0, hole: 5 }];
    const gameId = await storedAsThatVersionDid(northFirst);
    expect(storedMoves(env.dataDir, gameId)).toEqual(northFirst);

    const services = env.open();
    expect(storedMoves(env.dataDir, gameId)).toEqual([{ south: 1, north: 1 }, { player: 0, hole: 5 }, { player: 1, hole: 5 }]);
    const exported = expectOk(await services.call('exportGames', { gameIds: [gameId] }));
    const report = expectOk(await services.call('importRecords', { text: exported.text, importId: 'again' }));
    expect(report).toMatchObject({ imported: 0, gameIds: [] });
    expect(report.duplicates.map((duplicate) => duplicate.existingId)).toEqual([gameId]);
    // The game plays on where it stopped.
    const view = expectOk(await services.call('getGame', { gameId }));
    expect(view.moveCount).toBe(3);
    expect(listBackups(backupsDir(env.dataDir)).some((backup) => backup.name.includes('-before-015-opening-record-order'))).toBe(true);
  });

  it('leaves a North choice made alone before a South choice made alone where it is', async () => {
    const apart: Move[] = [{ south: 1, north: 1 }, { player: 0, hole: 2 }, { player: 1, hole: 5 }, { player: 1, hole: 1 }, { player: 0, hole: 1 }];
    const gameId = await storedAsThatVersionDid(apart);
    env.open();
    expect(storedMoves(env.dataDir, gameId)).toEqual(apart);
    expect(env.errors).toEqual([]);
  });
});
