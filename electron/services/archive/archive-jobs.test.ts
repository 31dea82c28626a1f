// The archive's long work off the main thread: the worker as the Electron
// shell runs it (bundled by the build script's own options, starting its own
// bundled check workers), and, through the services, a main thread that keeps
// turning and writes in turn while an import writes.
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT, WORKER_ENTRIES, workerBuildOptions } from '../../../build/build-electron';
import { databaseFile } from '../data-dir';
import { openDatabase } from '../db/connection';
import { gameEngine } from '../games/engine';
import { sampleFile } from '../testing/sample-records';
import { expectOk, tempServices } from '../testing/temp-services';
import { createArchiveJobs, JobStopped } from './archive-jobs';
import { ARCHIVE_WORKER_BUNDLE } from './archive-jobs-protocol';
import { sha256OfFile } from './backup-facts';
import { IMPORT_WORKER_BUNDLE } from './check-in-workers';
import { createLongWrites } from './long-writes';

const MIGRATIONS_DIR = join(import.meta.dirname, '..', 'migrations');

describe('the bundled archive worker', () => {
  let bundleDir: string;
  let dataDir: string;
  beforeAll(async () => {
    // Below node_modules (never packaged, unlike dist/), so the bundle finds better-sqlite3 there as main.cjs does.
    mkdirSync(join(ROOT, 'node_modules', '.cache'), { recursive: true });
    bundleDir = mkdtempSync(join(ROOT, 'node_modules', '.cache', 'congkak-archive-worker-'));
    for (const bundle of [ARCHIVE_WORKER_BUNDLE, IMPORT_WORKER_BUNDLE]) {
      const worker = WORKER_ENTRIES.find((entry) => entry.bundle === bundle);
      if (!worker) throw new Error(`build-electron does not bundle ${bundle}`);
      await build({ ...workerBuildOptions(ROOT, worker), outfile: join(bundleDir, bundle), sourcemap: false, logLevel: 'silent' });
    }
    dataDir = mkdtempSync(join(bundleDir, 'data-'));
    const opened = openDatabase({ file: databaseFile(dataDir), migrationsDir: MIGRATIONS_DIR, now: () => new Date() });
    if (!opened.ok) throw new Error(opened.error.message);
    opened.value.close();
  });
  afterAll(() => rmSync(bundleDir, { recursive: true, force: true }));

  it('imports a file, checked here or by its own bundled check workers, and takes a backup', async () => {
    const jobs = createArchiveJobs({ archive: { file: databaseFile(dataDir) }, longWrites: createLongWrites(), bundleDir });
    const progress: number[] = [];
    const here = await jobs.importRecords(sampleFile(1, 9), 1, '2026-01-01T00:00:00.000Z', ({ checked }) => progress.push(checked));
    expect(here).toMatchObject({ kind: 'written', write: { gameIds: [1, 2, 3, 4, 5, 6, 7, 8, 9], duplicates: [] } });
    expect(progress.at(-1)).toBe(9);
    const inWorkers = await jobs.importRecords(sampleFile(10, 9), 2, '2026-01-01T00:00:00.000Z', () => undefined);
    expect(inWorkers).toMatchObject({ kind: 'written', write: { gameIds: [10, 11, 12, 13, 14, 15, 16, 17, 18] } });
    expect(await jobs.importRecords(`${sampleFile(1, 2)}\n[Rules "kalah"]\n\nS 0\n`, 2, '2026-01-01T00:00:00.000Z', () => undefined)).toMatchObject({
      kind: 'refused',
      fault: { message: expect.stringContaining('S 0') },
    });

    const backup = await jobs.takeBackup(join(dataDir, 'backups'), 'test', new Date('2026-01-02T00:00:00Z'));
    expect(backup.facts).toMatchObject({ games: 18, sound: true });
    expect(await jobs.checksum(backup.file)).toBe(await sha256OfFile(backup.file));
  });
});

describe('closing', () => {
  const env = tempServices({ engine: gameEngine });
  afterAll(() => env.dispose());

  it('stops the jobs under way where they safely can: nothing written, no backup left, JobStopped answered', async () => {
    env.open().close();
    const jobs = createArchiveJobs({ archive: { file: databaseFile(env.dataDir) }, longWrites: createLongWrites() });
    const dir = join(env.dataDir, 'stopped-backups');
    const imported = jobs.importRecords(sampleFile(1, 20), 1, '2026-01-01T00:00:00.000Z', () => undefined);
    const backedUp = jobs.takeBackup(dir, 'test', new Date('2026-01-02T00:00:00Z'));
    // Never by terminating the worker: one terminated inside SQLite takes the whole process down.
    jobs.close();
    const answers = await Promise.allSettled([imported, backedUp]);
    expect(answers.map((answer) => answer.status === 'rejected' && answer.reason instanceof JobStopped)).toEqual([true, true]);
    expect(existsSync(dir) ? readdirSync(dir) : []).toEqual([]);
    expect(expectOk(await env.open().call('listArchive', {})).total).toBe(0);
  });
});

describe('while an import writes', () => {
  const env = tempServices({ engine: gameEngine });
  afterAll(() => env.dispose());
  // Enough games that writing them takes a while, in a file small enough to be checked in the archive's worker itself.
  const text = sampleFile(1, 300);

  it('the main thread keeps turning: a timer set when the check ends fires before the import is written', async () => {
    const services = env.open();
    const order: string[] = [];
    const stop = services.onEvent((event) => {
      if (event.type === 'import-progress' && event.checked === event.total) setTimeout(() => order.push('timer'), 0);
    });
    const report = expectOk(await services.call('importRecords', { text, importId: 'long' }));
    order.push('import');
    stop();
    expect(report.imported).toBe(300);
    expect(order).toEqual(['timer', 'import']);
  });

  it('a move asked for meanwhile is played once the import is written, and both are kept', async () => {
    const services = env.open();
    const game = expectOk(await services.call('newGame', { rules: 'kalah', players: [{ name: 'Ana', kind: 'human' }, { name: 'Budi', kind: 'human' }] }));
    let move: Promise<unknown> = Promise.resolve();
    const stop = services.onEvent((event) => {
      if (event.type === 'import-progress' && event.checked === event.total) move = services.call('playMove', { gameId: game.id, move: { hole: 3 } });
    });
    const report = expectOk(await services.call('importRecords', { text: sampleFile(400, 300), importId: 'long' }));
    stop();
    expect(expectOk((await move) as Parameters<typeof expectOk>[0])).toMatchObject({ moveCount: 1 });
    expect(report.imported).toBe(300);
    expect(expectOk(await env.open().call('getGame', { gameId: game.id })).moveCount).toBe(1);
  });
});
