// Migration 020 (network_resume: what taking each network game up again
// needs) on an archive an earlier version made (testing/archive-011, migrated
// through 012–019 on the way): the last game hosted and the last joined, which
// that version kept in settings rows, are kept as their games' own, so each
// is still offered to be taken up again; a row naming a game the archive no
// longer holds is left out, and a game's record goes with the game.
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { databaseFile } from '../data-dir';
import { gameEngine } from '../games/engine';
import { ARCHIVE_011, servicesOnArchive011 } from '../testing/archive-011';
import { expectOk } from '../testing/temp-services';

const env = servicesOnArchive011({ engine: gameEngine });

function onDatabase<T>(work: (db: Database.Database) => T): T {
  const db = new Database(databaseFile(env().dataDir));
  try {
    return work(db);
  } finally {
    db.close();
  }
}

/** The rows an earlier version kept for a restart: the last game hosted, and the last joined. */
function keepNetworkRows(hosted: number, joined: number): void {
  onDatabase((db) => {
    const keep = db.prepare('INSERT INTO settings (key, value) VALUES (?, ?)');
    keep.run('network.host', JSON.stringify({ gameId: hosted, hostSide: 1, guestKey: 'a'.repeat(24), port: 41624, code: '418093' }));
    keep.run('network.guest', JSON.stringify({ address: '192.168.1.20', port: 41625, key: 'b'.repeat(24), known: { hostGame: 7, gameId: joined } }));
  });
}

const keptRows = () => onDatabase((db) => db.prepare('SELECT game_id AS gameId, role FROM network_resume ORDER BY game_id').all());

describe('migration 020 on an archive made by version 011', () => {
  it('keeps nothing when that version hosted and joined none', async () => {
    const services = env().open();
    expectOk(await services.call('listArchive', {}));
    expect(keptRows()).toEqual([]);
  });

  it('keeps the last game hosted and the last joined as their own: each is offered to be taken up again', async () => {
    const hosted = ARCHIVE_011.ids['unfinished'];
    const joined = ARCHIVE_011.ids['simultaneous-opening'];
    keepNetworkRows(hosted, joined);
    const services = env().open();
    expect(expectOk(await services.call('getKeptNetworkGame', { gameId: hosted }))).toEqual({ role: 'hosted', gameId: hosted, side: 1 });
    expect(expectOk(await services.call('getKeptNetworkGame', { gameId: joined }))).toEqual({ role: 'joined', gameId: joined, address: '192.168.1.20', port: 41625 });
    // Home's last ones are still the settings rows.
    expect(expectOk(await services.call('getKeptNetworkGames', {}))).toEqual({
      hosted: { gameId: hosted, side: 1 },
      joined: { gameId: joined, address: '192.168.1.20', port: 41625 },
    });
    services.close();
    await services.settled();
    // Deleted for good, a game takes its record with it.
    onDatabase((db) => db.prepare('DELETE FROM games WHERE id = ?').run(hosted));
    expect(keptRows()).toEqual([{ gameId: joined, role: 'guest' }]);
  });

  it('leaves out a kept row naming a game the archive no longer holds', async () => {
    keepNetworkRows(9_999, ARCHIVE_011.ids['unfinished']);
    const services = env().open();
    expectOk(await services.call('listArchive', {}));
    expect(keptRows()).toEqual([{ gameId: ARCHIVE_011.ids['unfinished'], role: 'guest' }]);
  });
});
