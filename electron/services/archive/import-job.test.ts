/**
 * A small file's import as the archive's worker runs it (runImport with one
 * thread: the file checked where it is written, no check workers), called
 * here in the test's own thread on a migrated archive: what it writes, when
 * it asks for its turn, what it tells, and that a fault, a stop or a full
 * disk leaves the archive as it was and its connection closed.
 */
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/connection';
import { printRecord } from '../../../engine';
import { sampleFile, sampleGame } from '../testing/sample-records';
import { expectOk } from '../testing/temp-services';
import type { ImportJob } from './archive-jobs-protocol';
import { PIECES_PER_BATCH, type CheckProgress } from './check-in-workers';
import { runImport, type ImportSteps } from './import-job';

const MIGRATIONS_DIR = join(import.meta.dirname, '..', 'migrations');

let dir: string;
let file: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'congkak-import-job-'));
  file = join(dir, 'archive.sqlite');
  expectOk(openDatabase({ file, migrationsDir: MIGRATIONS_DIR, now: () => new Date('2026-01-01T00:00:00Z') })).close();
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

function job(text: string, extra: Partial<ImportJob> = {}): ImportJob {
  return { kind: 'import', archive: { file }, text, threads: 1, now: '2026-02-01T00:00:00.000Z', ...extra };
}

/** Steps that give the turn at once and note what was told; `stopAt` raises the stop flag at that call of `stopping`. */
function steps(stopAt = Infinity) {
  const noted = { progress: [] as CheckProgress[], turns: 0, stopsAsked: 0 };
  const given: ImportSteps = {
    onProgress: (progress) => noted.progress.push(progress),
    turnToWrite: () => {
      noted.turns++;
      return Promise.resolve();
    },
    stopping: () => ++noted.stopsAsked >= stopAt,
  };
  return { noted, given };
}

/** The archive's games (the time each was last written), read on a connection of the test's own. */
function gamesIn(): { id: number; updated: string }[] {
  const db = new Database(file, { readonly: true });
  try {
    return db.prepare('SELECT id, updated_at AS updated FROM games ORDER BY id').all() as { id: number; updated: string }[];
  } finally {
    db.close();
  }
}

/** No import left a transaction or a lock behind: another connection can write at once. */
function canWrite(): boolean {
  const db = new Database(file);
  try {
    db.pragma('busy_timeout = 0');
    db.exec('BEGIN IMMEDIATE; ROLLBACK');
    return true;
  } catch {
    return false;
  } finally {
    db.close();
  }
}

const GAMES = PIECES_PER_BATCH + 10;

describe('a small file’s import, checked in the archive’s worker', () => {
  it('writes every game with the import’s time, telling its progress every batch and at the end', async () => {
    const { noted, given } = steps();
    const outcome = await runImport(job(sampleFile(1, GAMES)), given);
    expect(outcome.kind).toBe('written');
    const ids = outcome.kind === 'written' ? outcome.write.gameIds : [];
    expect(ids).toHaveLength(GAMES);
    expect(outcome.kind === 'written' && outcome.write.duplicates).toEqual([]);
    expect(gamesIn()).toEqual(ids.map((id) => ({ id, updated: '2026-02-01T00:00:00.000Z' })));
    expect(noted.progress).toEqual([
      { checked: PIECES_PER_BATCH, total: GAMES },
      { checked: GAMES, total: GAMES },
    ]);
    expect(noted.turns).toBe(1);
    // Its pages are in the archive file, the log emptied, while it held its turn.
    expect(statSync(`${file}-wal`, { throwIfNoEntry: false })?.size ?? 0).toBe(0);
    expect(canWrite()).toBe(true);
  });

  it('imported again finds every game there already and writes none', async () => {
    const text = sampleFile(1, 3);
    await runImport(job(text), steps().given);
    const again = await runImport(job(text), steps().given);
    expect(again).toEqual({ kind: 'written', write: { gameIds: [], duplicates: [expect.objectContaining({ line: 1 }), expect.anything(), expect.anything()] } });
    expect(gamesIn()).toHaveLength(3);
  });

  it('of no games answers empty without asking for a turn', async () => {
    const { noted, given } = steps();
    expect(await runImport(job(''), given)).toEqual({ kind: 'empty' });
    expect(noted.turns).toBe(0);
    expect(gamesIn()).toEqual([]);
  });

  it('refused at its last game writes none of those checked before, and leaves the archive free', async () => {
    const text = `${sampleFile(1, 4)}\n[Rules "kalah"]\n\nS 0\n`;
    const { noted, given } = steps();
    expect(await runImport(job(text), given)).toEqual({
      kind: 'refused',
      fault: { line: text.split('\n').lastIndexOf('S 0') + 1, message: expect.stringContaining('S 0') },
    });
    expect(noted.turns).toBe(1);
    expect(gamesIn()).toEqual([]);
    expect(canWrite()).toBe(true);
  });

  it('refused at its first game never asks for a turn, and tells no progress', async () => {
    const text = `[Rules "kalah"]\n\nS 0\n\n${sampleFile(1, 2)}`;
    const { noted, given } = steps();
    expect(await runImport(job(text), given)).toMatchObject({ kind: 'refused', fault: { line: 3 } });
    expect(noted.turns).toBe(0);
    expect(noted.progress).toEqual([]);
  });

  it('stopped during its check writes nothing and checks no further', async () => {
    const { noted, given } = steps(3);
    await expect(runImport(job(sampleFile(1, 5)), given)).rejects.toThrow('The import was stopped before it wrote anything.');
    expect(noted.stopsAsked).toBe(3);
    expect(gamesIn()).toEqual([]);
    expect(canWrite()).toBe(true);
  });

  it('stopped once checked, before it writes, writes nothing', async () => {
    // Five games: five asks during the check, the sixth after it.
    const { given } = steps(6);
    await expect(runImport(job(sampleFile(1, 5)), given)).rejects.toThrow('The import was stopped before it wrote anything.');
    expect(gamesIn()).toEqual([]);
    expect(canWrite()).toBe(true);
  });

  it('stopped when its turn comes writes nothing', async () => {
    // Five asks during the check, one after it, the seventh as its turn comes.
    const { noted, given } = steps(7);
    await expect(runImport(job(sampleFile(1, 5)), given)).rejects.toThrow('The import was stopped before it wrote anything.');
    expect(noted.stopsAsked).toBe(8);
    expect(gamesIn()).toEqual([]);
  });

  it('finding no room (a full disk) fails with SQLite’s code and leaves the archive as it was', async () => {
    await runImport(job(sampleFile(100, 2)), steps().given);
    const before = gamesIn();
    await expect(runImport(job(sampleFile(1, 40)), { ...steps().given })).resolves.toMatchObject({ kind: 'written' });
    const after = gamesIn();
    expect(after.length).toBe(before.length + 40);
    await expect(runImport(job(sampleFile(200, GAMES), { noRoom: true }), steps().given)).rejects.toMatchObject({ code: 'SQLITE_FULL' });
    expect(gamesIn()).toEqual(after);
    expect(canWrite()).toBe(true);
  });

  it('of a larger file, checked in check workers, writes every game in file order, telling the progress of each batch', async () => {
    const { noted, given } = steps();
    const outcome = await runImport(job(sampleFile(1, GAMES), { threads: 2 }), given);
    expect(outcome.kind === 'written' && outcome.write.gameIds).toEqual(Array.from({ length: GAMES }, (_, index) => index + 1));
    // Two batches, told as each is checked (either first): the count so far, of the whole file.
    expect(noted.progress).toHaveLength(2);
    expect(noted.progress.at(-1)).toEqual({ checked: GAMES, total: GAMES });
    expect(noted.turns).toBe(1);
  });

  it('whose write fails once fails with that error and writes none of its games, though writing them again would succeed', async () => {
    // A refusal that comes once (its mark stays: RAISE(FAIL) keeps what the statement did before it), for the first
    // game of more than one statement inserts (166 rows of the games table): it comes while the file's games are added.
    const db = new Database(file);
    db.exec(`CREATE TABLE refused_once (game TEXT);
      CREATE TRIGGER refuse_boom_once BEFORE INSERT ON games WHEN NEW.south_name = 'Boom' AND NOT EXISTS (SELECT 1 FROM refused_once)
      BEGIN INSERT INTO refused_once VALUES (NEW.south_name); SELECT RAISE(FAIL, 'no Boom here'); END`);
    db.close();
    const games = Array.from({ length: GAMES }, (_, index) => sampleGame(index + 1));
    games[0] = { ...games[0]!, tags: { ...games[0]!.tags, South: 'Boom' } };
    await expect(runImport(job(printRecord(games)), steps().given)).rejects.toThrow('no Boom here');
    expect(gamesIn()).toEqual([]);
    expect(canWrite()).toBe(true);
  });

  it('of an archive that is not there fails with SQLite’s error, writing nothing anywhere', async () => {
    rmSync(file);
    await expect(runImport(job(sampleFile(1, 2)), steps().given)).rejects.toThrow('unable to open database file');
    expect(statSync(file, { throwIfNoEntry: false })).toBeUndefined();
  });
});
