// Migration 019 (games.network: every game hosted or joined on the network)
// on an archive an earlier version made (testing/archive-011, migrated
// through 012–018 on the way): no game is a network game but the last one
// hosted and the last one joined, which that version kept in the settings
// rows a restart needs; those two are refused to moves played here alone,
// every other game plays as before, and every export stays what it was.
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { databaseFile } from '../data-dir';
import { gameEngine } from '../games/engine';
import { ARCHIVE_011, servicesOnArchive011 } from '../testing/archive-011';
import { expectOk } from '../testing/temp-services';

const before = ARCHIVE_011;

const env = servicesOnArchive011({ engine: gameEngine });

/** The rows an earlier version kept for a restart: the last game hosted, and the last joined. */
function keepNetworkRows(hosted: number, joined: number): void {
  const db = new Database(databaseFile(env().dataDir));
  try {
    const keep = db.prepare('INSERT INTO settings (key, value) VALUES (?, ?)');
    keep.run('network.host', JSON.stringify({ gameId: hosted, hostSide: 0, guestKey: 'a'.repeat(24) }));
    keep.run('network.guest', JSON.stringify({ address: '192.168.1.20', port: 41624, key: 'b'.repeat(24), known: { hostGame: 7, gameId: joined } }));
  } finally {
    db.close();
  }
}

function networkGames(): number[] {
  const db = new Database(databaseFile(env().dataDir), { readonly: true });
  try {
    return db.prepare('SELECT id FROM games WHERE network = 1 ORDER BY id').pluck().all() as number[];
  } finally {
    db.close();
  }
}

async function firstMoveOf(services: ReturnType<ReturnType<typeof env>['open']>, gameId: number) {
  const view = expectOk(await services.call('getGame', { gameId }));
  return services.call('playMove', { gameId, move: view.legalMoves[0] as never });
}

describe('migration 019 on an archive made by version 011', () => {
  it('marks no game when that version hosted and joined none, and exports every game as before', async () => {
    const services = env().open();
    expect(expectOk(await services.call('exportGames', { filter: {} })).text).toBe(before.text);
    expect(networkGames()).toEqual([]);
    expectOk(await firstMoveOf(services, before.ids['unfinished']));
  });

  it('marks the last game hosted and the last joined, kept for a restart: refused alone, still exported', async () => {
    const hosted = before.ids['unfinished'];
    const joined = before.ids['simultaneous-opening'];
    keepNetworkRows(hosted, joined);
    const services = env().open();
    expect(networkGames()).toEqual([hosted, joined].sort((a, b) => a - b));
    for (const gameId of [hosted, joined]) expect(await firstMoveOf(services, gameId)).toMatchObject({ ok: false, error: { code: 'illegal-move' } });
    expect(expectOk(await services.call('exportGames', { filter: {} })).text).toBe(before.text);
    expectOk(await firstMoveOf(services, before.ids['imported-unfinished']));
  });
});
