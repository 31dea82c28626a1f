// The archive becoming unwritable while the app runs (a read-only remount):
// every write answers `cannot-write` naming the folder, as at start-up and on
// a full disk, not 500 `internal`. A real remount needs privileges, so the
// error is injected where it would arise: SQLite's write answers
// SQLITE_IOERR_WRITE (what it answers there, measured with immutable files),
// and the file system's check of the archive answers EROFS. Where `chattr`
// works (root with CAP_LINUX_IMMUTABLE), the second test makes the files
// immutable for real.
import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { runToEnd } from '../../../build/testing/test-processes';
import type { AppServices } from '../app-services';
import { databaseFile } from '../data-dir';
import { gameEngine } from '../games/engine';
import { TWO_HUMANS } from '../testing/players';
import { expectOk, tempServices, type TempServices } from '../testing/temp-services';
import { nodeFolderAccess, type FolderAccess } from './data-folder';

let env: TempServices;
beforeEach(() => {
  env = tempServices({ engine: gameEngine });
});
afterEach(async () => {
  vi.restoreAllMocks();
  await env.dispose();
});

/** Every kind of write the services make: a game, an archive edit, a setting. */
async function expectEveryWriteRefused(services: AppServices, gameId: number): Promise<void> {
  const answers = [
    await services.call('newGame', { rules: 'kalah', players: TWO_HUMANS }),
    await services.call('setFavourite', { gameId, favourite: true }),
    await services.call('updateSettings', { animationSpeed: 'fast' }),
  ];
  for (const answer of answers) {
    expect(answer).toMatchObject({ ok: false, error: { code: 'cannot-write', message: expect.stringContaining(env.dataDir) } });
  }
}

describe('the archive turning read-only while the app runs', () => {
  it('(injected) every write answers cannot-write naming the folder', async () => {
    let readOnly = false;
    const access: FolderAccess = {
      ...nodeFolderAccess,
      probeFile: (file) => {
        if (readOnly) throw Object.assign(new Error(`EROFS: read-only file system, access '${file}'`), { code: 'EROFS' });
        nodeFolderAccess.probeFile(file);
      },
    };
    const services = env.open({ folderAccess: access });
    await services.settled();
    const game = expectOk(await services.call('newGame', { rules: 'kalah', players: TWO_HUMANS }));
    // Every statement of the main connection writes through Statement#run.
    const statement = Object.getPrototypeOf(new Database(':memory:').prepare('SELECT 1')) as { run: (...args: unknown[]) => unknown };
    vi.spyOn(statement, 'run').mockImplementation(() => {
      throw new Database.SqliteError('disk I/O error', 'SQLITE_IOERR_WRITE');
    });
    readOnly = true;
    await expectEveryWriteRefused(services, game.id);
    // Reads go on.
    expect(expectOk(await services.call('getGame', { gameId: game.id })).id).toBe(game.id);
  });

  it('(real, where chattr works) immutable archive files: every write answers cannot-write', async (context) => {
    const services = env.open();
    await services.settled();
    const game = expectOk(await services.call('newGame', { rules: 'kalah', players: TWO_HUMANS }));
    // The -shm file stays writable: SQLite maps it, and a write to an immutable mapping is a bus error.
    const files = [databaseFile(env.dataDir), `${databaseFile(env.dataDir)}-wal`];
    try {
      runToEnd('chattr', ['+i', ...files], { stdio: 'ignore' });
    } catch {
      context.skip('chattr +i needs root with CAP_LINUX_IMMUTABLE');
    }
    try {
      await expectEveryWriteRefused(services, game.id);
    } finally {
      runToEnd('chattr', ['-i', ...files], { stdio: 'ignore' });
    }
  });
});
