/**
 * The archive service's side of an import and a cancel, with the archive's
 * worker (archive-jobs.ts) stood in for: what it asks the job (the threads,
 * the time), and what it answers and tells for each of the job's outcomes.
 * Through the services the job runs in a worker thread; here every answer
 * can be chosen, and held until the test lets it go.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AppEvent } from '../../contract';
import { openDatabase } from '../db/connection';
import { expectOk } from '../testing/temp-services';
import { JobStopped, type ArchiveJobs } from './archive-jobs';
import type { ImportOutcome } from './archive-jobs-protocol';
import { createArchiveService } from './archive-service';
import type { CheckProgress } from './check-in-workers';

const MIGRATIONS_DIR = join(import.meta.dirname, '..', 'migrations');
const NOW = new Date('2026-03-04T05:06:07.000Z');

interface Asked {
  text: string;
  threads: number;
  now: string;
  onProgress: (progress: CheckProgress) => void;
  cancel: AbortSignal | undefined;
  answer: (outcome: ImportOutcome) => void;
  fail: (error: unknown) => void;
}

let dir: string;
let db: Database.Database;
let events: AppEvent[];
let asked: Asked[];
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'congkak-archive-service-'));
  db = expectOk(openDatabase({ file: join(dir, 'archive.sqlite'), migrationsDir: MIGRATIONS_DIR, now: () => NOW }));
  events = [];
  asked = [];
});
afterEach(() => {
  db.close();
  rmSync(dir, { recursive: true, force: true });
});

/** The service on a stand-in for the worker: each import waits for the test to answer it. */
function service(importThreads?: number) {
  const jobs = {
    importRecords: (text, threads, now, onProgress, cancel) =>
      new Promise<ImportOutcome>((answer, fail) => asked.push({ text, threads, now, onProgress, cancel, answer, fail })),
    takeBackup: () => Promise.reject(new Error('not asked')),
    checksum: () => Promise.reject(new Error('not asked')),
    close: () => undefined,
  } satisfies ArchiveJobs;
  return createArchiveService({ db, now: () => NOW, emit: (event) => events.push(event), jobs, ...(importThreads !== undefined && { importThreads }) });
}

/** Lets the service's pending work run up to its next wait. */
const settle = () => new Promise<void>((resolve) => setImmediate(resolve));
const changes = () => events.filter((event) => event.type === 'archive-changed').length;

describe('an import', () => {
  it('checks a small file in the archive’s worker alone, a large one in check workers, with the time of the import', async () => {
    const archive = service(3);
    const small = archive.importRecords({ text: 'x'.repeat(256 * 1024 - 1), importId: 'small' });
    const large = archive.importRecords({ text: 'x'.repeat(256 * 1024), importId: 'large' });
    await settle();
    expect(asked.map((job) => [job.text.length, job.threads, job.now])).toEqual([
      [256 * 1024 - 1, 1, '2026-03-04T05:06:07.000Z'],
      [256 * 1024, 3, '2026-03-04T05:06:07.000Z'],
    ]);
    for (const job of asked) job.answer({ kind: 'empty' });
    await Promise.all([small, large]);
  });

  it('takes at most four check workers, one a core, unless told how many', async () => {
    const archive = service();
    const done = archive.importRecords({ text: 'x'.repeat(300 * 1024), importId: 'large' });
    await settle();
    const threads = asked[0]?.threads ?? 0;
    expect(threads).toBeGreaterThanOrEqual(1);
    expect(threads).toBeLessThanOrEqual(4);
    expect(threads).toBe(Math.min((await import('node:os')).availableParallelism(), 4));
    asked[0]?.answer({ kind: 'empty' });
    await done;
  });

  it('tells its progress with its id, and answers the games written and the duplicates, telling the archive changed', async () => {
    const archive = service();
    const done = archive.importRecords({ text: 'games', importId: 'mine' });
    await settle();
    asked[0]?.onProgress({ checked: 250, total: 500 });
    asked[0]?.answer({ kind: 'written', write: { gameIds: [4, 5], duplicates: [{ line: 9, existingId: 1 }] } });
    expect(await done).toEqual({ ok: true, value: { imported: 2, gameIds: [4, 5], duplicates: [{ line: 9, existingId: 1 }] } });
    expect(events).toEqual([{ type: 'import-progress', importId: 'mine', checked: 250, total: 500 }, { type: 'archive-changed' }]);
  });

  it('of games all there already changes nothing and says so', async () => {
    const archive = service();
    const done = archive.importRecords({ text: 'games', importId: 'again' });
    await settle();
    asked[0]?.answer({ kind: 'written', write: { gameIds: [], duplicates: [{ line: 1, existingId: 4 }] } });
    expect(await done).toEqual({ ok: true, value: { imported: 0, gameIds: [], duplicates: [{ line: 1, existingId: 4 }] } });
    expect(changes()).toBe(0);
  });

  it('refused names the line of the fault; a file of no games is refused too; neither changes the archive', async () => {
    const archive = service();
    const refused = archive.importRecords({ text: 'games', importId: 'bad' });
    const empty = archive.importRecords({ text: '', importId: 'empty' });
    await settle();
    asked[0]?.answer({ kind: 'refused', fault: { line: 12, message: 'No such hole: S 0' } });
    asked[1]?.answer({ kind: 'empty' });
    expect(await refused).toEqual({ ok: false, error: { code: 'bad-record', message: 'Line 12: No such hole: S 0. Nothing was imported.' } });
    expect(await empty).toEqual({ ok: false, error: { code: 'bad-record', message: 'The file holds no games. Nothing was imported.' } });
    expect(changes()).toBe(0);
  });

  it('that fails in its worker passes the error on, a stop at closing too: only a cancelled one answers cancelled', async () => {
    const archive = service();
    const full = archive.importRecords({ text: 'games', importId: 'full' });
    const closing = archive.importRecords({ text: 'games', importId: 'closing' });
    await settle();
    const error = Object.assign(new Error('database or disk is full'), { code: 'SQLITE_FULL' });
    asked[0]?.fail(error);
    asked[1]?.fail(new JobStopped('The import was stopped before it wrote anything.'));
    await expect(full).rejects.toBe(error);
    await expect(closing).rejects.toBeInstanceOf(JobStopped);
    // Cancelled, but the worker failed otherwise: that failure is what happened.
    const cancelled = archive.importRecords({ text: 'games', importId: 'cancelled' });
    await settle();
    expect(archive.cancelImport({ importId: 'cancelled' })).toEqual({ ok: true, value: true });
    asked[2]?.fail(error);
    await expect(cancelled).rejects.toBe(error);
  });
});

it('a job given up names itself so, with the worker’s words', () => {
  const stopped = new JobStopped('The import was stopped before it wrote anything.');
  expect(stopped).toBeInstanceOf(Error);
  expect([stopped.name, stopped.message]).toEqual(['JobStopped', 'The import was stopped before it wrote anything.']);
});

describe('cancelling an import', () => {
  it('under way raises its signal; its stop is answered as cancelled', async () => {
    const archive = service();
    const done = archive.importRecords({ text: 'games', importId: 'mine' });
    const other = archive.importRecords({ text: 'games', importId: 'other' });
    await settle();
    const [mine, others] = asked as [Asked, Asked];
    expect(mine.cancel?.aborted).toBe(false);
    expect(archive.cancelImport({ importId: 'mine' })).toEqual({ ok: true, value: true });
    expect(mine.cancel?.aborted).toBe(true);
    expect(others.cancel?.aborted).toBe(false);
    mine.fail(new JobStopped('The import was stopped before it wrote anything.'));
    expect(await done).toEqual({ ok: false, error: { code: 'cancelled', message: 'The import was cancelled. Nothing was imported.' } });
    // Ended: a cancel now is too late, and changes nothing.
    expect(archive.cancelImport({ importId: 'mine' })).toEqual({ ok: true, value: false });
    others.answer({ kind: 'empty' });
    await other;
    expect(archive.cancelImport({ importId: 'other' })).toEqual({ ok: true, value: false });
  });

  it('before it starts (its text still arriving) stops it as it starts, without asking the worker; a later import of that id runs', async () => {
    const archive = service();
    expect(archive.cancelImport({ importId: 'early' })).toEqual({ ok: true, value: true });
    expect(await archive.importRecords({ text: 'games', importId: 'early' })).toEqual({
      ok: false,
      error: { code: 'cancelled', message: 'The import was cancelled. Nothing was imported.' },
    });
    expect(asked).toEqual([]);
    // That import has ended: a cancel now is too late.
    expect(archive.cancelImport({ importId: 'early' })).toEqual({ ok: true, value: false });
    const again = archive.importRecords({ text: 'games', importId: 'early' });
    await settle();
    expect(asked).toHaveLength(1);
    asked[0]?.answer({ kind: 'empty' });
    await again;
  });

  it('ended keeps the id of a newer import of the same id while it runs', async () => {
    const archive = service();
    const first = archive.importRecords({ text: 'games', importId: 'same' });
    await settle();
    const second = archive.importRecords({ text: 'games', importId: 'same' });
    await settle();
    // The first ends while the second, started with the same id, runs: the second can still be cancelled.
    asked[0]?.answer({ kind: 'empty' });
    await first;
    expect(archive.cancelImport({ importId: 'same' })).toEqual({ ok: true, value: true });
    expect(asked[1]?.cancel?.aborted).toBe(true);
    asked[1]?.fail(new JobStopped('stopped'));
    expect(await second).toMatchObject({ ok: false, error: { code: 'cancelled' } });
  });
});
