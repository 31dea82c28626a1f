// Migration 015 on an archive the version before made: a game whose opening
// choices, due at once, were stored North first (as that version stored a
// computer's or a hotseat player's choice given first) is kept South first,
// with the identity its record reads back with, so importing its export adds
// nothing; a North choice made alone before South's stays where it is.
import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { replayMoves, resolveRules, type Move } from '../../../engine';
import { backupsDir, listBackups } from '../archive/backups';
import { databaseFile } from '../data-dir';
import { loadMigrations, migrate } from '../db/migrations';
import { CONVERSIONS } from './conversions';
import { gameEngine } from '../games/engine';
import { gameIdentity } from '../games/game-identity';
import { encodeMoves } from '../games/move-encoding';
import { storedMoves } from '../testing/stored-moves';
import { expectOk, tempServices, type TempServices } from '../testing/temp-services';

const HUMANS = [{ name: 'Ana', kind: 'human' }, { name: 'Budi', kind: 'human' }] as const;

let env: TempServices;
beforeEach(() => {
  env = tempServices({ engine: gameEngine });
});
afterEach(() => env.dispose());

/**
 * An archive of the version before (migrations up to 014) holding one
 * unfinished hotseat Congkak game with `moves` stored as given, with the
 * facts and the identity that version wrote for them.
 */
function storedAsThatVersionDid(moves: Move[]): number {
  const rules = resolveRules('congkak');
  if (!rules.ok) throw new Error(rules.error.message);
  const facts = replayMoves(rules.value, moves);
  if (!facts.ok) throw new Error(facts.error.message);
  const db = new Database(databaseFile(env.dataDir));
  try {
    const before015 = loadMigrations(import.meta.dirname).filter((migration) => migration.name < '015');
    const migrated = migrate(db, before015, () => new Date(Date.UTC(2026, 0, 1)), { conversions: CONVERSIONS });
    if (!migrated.ok) throw new Error(migrated.error.message);
    const bytes = encodeMoves(moves);
    const info = db
      .prepare(
        `INSERT INTO games (preset, rules, south_name, south_kind, north_name, north_kind, created_at, updated_at, moves, move_count,
           last_south_store, last_north_store, longest_relay, content_hash)
         VALUES ('congkak', ?, 'Ana', 'human', 'Budi', 'human', '2026-01-01T00:00:00.000Z', '2026-01-01T00:00:00.000Z', ?, ?, ?, ?, ?, ?)`,
      )
      .run(
        JSON.stringify(rules.value),
        bytes,
        moves.length,
        facts.value.finalStores[0],
        facts.value.finalStores[1],
        Math.max(0, ...facts.value.relays),
        gameIdentity({ rules: rules.value, players: HUMANS, moves: bytes, termination: null }),
      );
    return Number(info.lastInsertRowid);
  } finally {
    db.close();
  }
}

describe('migration 015 on an archive made by version 014', () => {
  it('keeps the opening’s choices made at once South first, so its export imported again adds nothing', async () => {
    const northFirst: Move[] = [{ south: 1, north: 1 }, { player: 1, hole: 5 }, { player: 0, hole: 5 }];
    const gameId = storedAsThatVersionDid(northFirst);
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
    const gameId = storedAsThatVersionDid(apart);
    env.open();
    expect(storedMoves(env.dataDir, gameId)).toEqual(apart);
    expect(env.errors).toEqual([]);
  });
});
