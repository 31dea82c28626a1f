// The composition root with the real engine, opponent worker and archive, in a
// temporary data folder: what it creates, that it closes all of it once, and
// that a start-up that goes wrong closes what was already started.
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { legalMoves } from '../../engine';
import { createAppRoot, type AppRootOptions } from './app-root';
import { databaseFile } from './data-dir';
import { createOpponentService, type OpponentServiceOptions } from './opponent';
import { abiMismatchError } from './testing/addon-errors';
import { sampleFile } from './testing/sample-records';
import { expectOk } from './testing/temp-services';

/** The real opponent service, with what it was started with and how often it was closed. */
function watchedOpponent() {
  const watch = { started: [] as OpponentServiceOptions[], closes: 0 };
  const startOpponent: NonNullable<AppRootOptions['startOpponent']> = (options) => {
    watch.started.push(options);
    const service = createOpponentService(options);
    return {
      ...service,
      close: () => {
        watch.closes++;
        return service.close();
      },
    };
  };
  return { watch, startOpponent };
}

const humans = [
  { name: 'Ana', kind: 'human' },
  { name: 'Budi', kind: 'human' },
] as const;

let work: string;
let errors: string[];
beforeEach(() => {
  work = mkdtempSync(join(tmpdir(), 'congkak-root-'));
  errors = [];
});
afterEach(() => rmSync(work, { recursive: true, force: true }));

describe('createAppRoot', { timeout: 30_000 }, () => {
  it('creates the engine, the opponent and the services in the data folder, and closes them all once', async () => {
    const dataDir = join(work, 'Congkak');
    const { watch, startOpponent } = watchedOpponent();
    const started = await createAppRoot({ dataDir, host: 'browser', startOpponent, logError: (message) => errors.push(message) });
    if (!started.ok) throw new Error(started.error.message);
    const { services } = started.value;
    expect(existsSync(databaseFile(dataDir))).toBe(true);

    // The engine judges the move; the opponent's worker answers the hint.
    const game = expectOk(await services.call('newGame', { rules: 'kalah', players: [...humans] }));
    expect(await services.call('playMove', { gameId: game.id, move: { hole: 7 } })).toMatchObject({ ok: false, error: { code: 'illegal-move' } });
    const hint = expectOk(await services.call('hint', { gameId: game.id, player: 0 }));
    expect(legalMoves(game.state)).toContainEqual(hint.move);
    await services.settled();

    const closing = started.value.close();
    // The archive is closed before close() returns (its WAL checkpointed and removed), the worker after.
    expect(existsSync(`${databaseFile(dataDir)}-wal`)).toBe(false);
    await closing;
    expect(watch.closes).toBe(1);
    expect(await services.call('getSettings', {})).toMatchObject({ ok: false, error: { code: 'unavailable' } });

    await expect(started.value.close()).resolves.toBeUndefined();
    expect(watch.closes).toBe(1);
    expect(errors).toEqual([]);
  });

  it('closing waits for an import still running in the archive\'s worker to stop', async () => {
    const started = await createAppRoot({ dataDir: join(work, 'data'), host: 'browser' });
    if (!started.ok) throw new Error(started.error.message);
    const { services } = started.value;
    let importAnswered = false;
    const answered = new Promise<void>((resolve) => {
      const stop = services.onEvent((event) => {
        if (event.type !== 'import-progress') return;
        stop();
        void started.value.close().then(() => {
          expect(importAnswered).toBe(true);
          resolve();
        });
      });
    });
    void services.call('importRecords', { text: sampleFile(1, 300), importId: 'closing' }).then(() => (importAnswered = true));
    await answered;
  });

  it("takes the migrations and the opponent's worker from the bundle folder when given one", async () => {
    const bundleDir = join(work, 'bundle');
    cpSync(join(import.meta.dirname, 'migrations'), join(bundleDir, 'migrations'), { recursive: true });
    const { watch, startOpponent } = watchedOpponent();
    const started = await createAppRoot({ dataDir: join(work, 'data'), host: 'desktop', bundleDir, startOpponent });
    if (!started.ok) throw new Error(started.error.message);
    expect(watch.started).toEqual([{ bundleDir }]);
    await started.value.services.settled();
    await started.value.close();
    expect(watch.closes).toBe(1);
  });

  it('a data folder it cannot use is a start-up problem, told after the opponent is closed again', async () => {
    writeFileSync(join(work, 'file'), 'x');
    const dataDir = join(work, 'file', 'Congkak');
    const { watch, startOpponent } = watchedOpponent();
    const started = await createAppRoot({ dataDir, host: 'browser', startOpponent });
    expect(started).toMatchObject({ ok: false, error: { code: 'cannot-write', folder: dataDir } });
    expect(watch.started).toHaveLength(1);
    expect(watch.closes).toBe(1);
    expect(existsSync(dataDir)).toBe(false);
  });

  it('holds its data folder until closed: a second root on it is refused, its opponent closed again', async () => {
    const dataDir = join(work, 'data');
    const first = await createAppRoot({ dataDir, host: 'desktop' });
    if (!first.ok) throw new Error(first.error.message);
    const { watch, startOpponent } = watchedOpponent();
    const second = await createAppRoot({ dataDir, host: 'browser', startOpponent });
    expect(second).toMatchObject({ ok: false, error: { code: 'already-running', folder: dataDir, holder: { host: 'desktop', pid: process.pid } } });
    expect(watch.closes).toBe(watch.started.length);
    await first.value.close();
    const third = await createAppRoot({ dataDir, host: 'browser' });
    if (!third.ok) throw new Error(third.error.message);
    await third.value.close();
  });

  it('a start-up that throws (an install without its migrations) closes the opponent, then throws', async () => {
    const bundleDir = join(work, 'bundle-without-migrations');
    mkdirSync(bundleDir);
    const { watch, startOpponent } = watchedOpponent();
    await expect(createAppRoot({ dataDir: join(work, 'data'), host: 'desktop', bundleDir, startOpponent })).rejects.toThrow(/migrations/);
    expect(watch.closes).toBe(1);
  });

  it('a SQLite addon built for another Node.js is a start-up problem saying how to rebuild it; nothing is started or written', async () => {
    const dataDir = join(work, 'data');
    const { watch, startOpponent } = watchedOpponent();
    const loadSqliteAddon = () => {
      throw abiMismatchError();
    };
    const started = await createAppRoot({ dataDir, host: 'browser', startOpponent, loadSqliteAddon });
    expect(started).toMatchObject({ ok: false, error: { code: 'native-addon' } });
    if (!started.ok) expect(started.error.message).toContain('npm rebuild better-sqlite3');
    expect(watch.started).toHaveLength(0);
    expect(existsSync(dataDir)).toBe(false);
  });

  it('an addon that loads lets the start-up go on, and any other error from loading it is thrown as it is', async () => {
    const loaded: (string | undefined)[] = [];
    const started = await createAppRoot({ dataDir: join(work, 'data'), host: 'browser', loadSqliteAddon: (binding) => loaded.push(binding) });
    if (!started.ok) throw new Error(started.error.message);
    await started.value.close();
    expect(loaded).toEqual([undefined]);
    const bug = new TypeError('not an addon problem');
    const thrown = createAppRoot({ dataDir: join(work, 'other'), host: 'browser', loadSqliteAddon: () => { throw bug; } });
    await expect(thrown).rejects.toBe(bug);
  });
});
