// A large import writes while it is checked (import-job.ts): it asks for its
// turn to write once its first games are checked, before the check ends, and
// writes them in one transaction that a later fault, a cancel or a full disk
// rolls back, leaving the archive as it was.
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseFile } from '../data-dir';
import { gameEngine } from '../games/engine';
import { sampleFile } from '../testing/sample-records';
import { expectOk, tempServices, type TempServices } from '../testing/temp-services';
import type { ImportJob } from './archive-jobs-protocol';
import { PIECES_PER_BATCH } from './check-in-workers';
import { runImport, type ImportSteps } from './import-job';

let env: TempServices;
/** Four batches of pieces, checked by two workers. */
const GAMES = 3 * PIECES_PER_BATCH + 50;
let file: string;
beforeAll(async () => {
  env = tempServices({ engine: gameEngine });
  const services = env.open();
  expectOk(await services.call('importRecords', { text: sampleFile(9000, 5, { annotate: true }), importId: 'base' }));
  services.close();
  file = sampleFile(1, GAMES);
});
afterAll(() => env.dispose());

async function archiveChecksum(): Promise<{ total: number; sha256: string }> {
  const services = env.open();
  try {
    const exported = expectOk(await services.call('exportGames', { filter: {} }));
    return { total: expectOk(await services.call('listArchive', {})).total, sha256: createHash('sha256').update(exported.text).digest('hex') };
  } finally {
    services.close();
  }
}

function job(text: string, extra: Partial<ImportJob> = {}): ImportJob {
  return { kind: 'import', archive: { file: databaseFile(env.dataDir) }, text, threads: 2, now: '2026-02-01T00:00:00.000Z', ...extra };
}

/**
 * Steps that give the turn at once, noting how much of the file was checked
 * when it was asked; `stopAfterTurn` raises the stop flag at the first
 * progress after the turn was given, when the write is under way (a fixed
 * count would be timing-dependent: on a busy machine both workers may check
 * several batches before the main thread asks for its turn).
 */
function steps(stopAfterTurn = false) {
  const noted = { checked: 0, checkedWhenTurnAsked: -1 };
  const given: ImportSteps = {
    onProgress: ({ checked }) => {
      noted.checked = checked;
    },
    turnToWrite: () => {
      noted.checkedWhenTurnAsked = noted.checked;
      return Promise.resolve();
    },
    stopping: () => stopAfterTurn && noted.checkedWhenTurnAsked >= 0 && noted.checked > noted.checkedWhenTurnAsked,
  };
  return { noted, given };
}

describe('an import written while it is checked', () => {
  it('asks for its turn before its check ends, and writes every game once checked', { timeout: 60_000 }, async () => {
    const before = await archiveChecksum();
    const { noted, given } = steps();
    const outcome = await runImport(job(file), given);
    expect(outcome).toMatchObject({ kind: 'written', write: { duplicates: [] } });
    expect(outcome.kind === 'written' && outcome.write.gameIds).toHaveLength(GAMES);
    expect(noted.checkedWhenTurnAsked).toBeGreaterThanOrEqual(0);
    expect(noted.checkedWhenTurnAsked).toBeLessThan(GAMES);
    expect((await archiveChecksum()).total).toBe(before.total + GAMES);
    // Imported again: every game is found as the one written, in its own batch or an earlier one.
    const again = await runImport(job(file), steps().given);
    expect(again.kind === 'written' && again.write.duplicates).toHaveLength(GAMES);
  });

  it('rolls back the games it wrote when the file’s last batch holds a fault', { timeout: 60_000 }, async () => {
    const before = await archiveChecksum();
    const text = `${sampleFile(5000, GAMES - 1)}\n[Rules "kalah"]\n\nS 0\n`;
    const { noted, given } = steps();
    expect(await runImport(job(text), given)).toEqual({
      kind: 'refused',
      fault: { line: text.split('\n').lastIndexOf('S 0') + 1, message: expect.stringContaining('S 0') },
    });
    expect(noted.checkedWhenTurnAsked).toBeLessThan(GAMES);
    expect(await archiveChecksum()).toEqual(before);
  });

  it('rolls back the games it wrote when it is stopped before its check ends', { timeout: 60_000 }, async () => {
    const before = await archiveChecksum();
    // Eight batches: the check goes on well after the turn is asked, even on a busy machine.
    const games = 8 * PIECES_PER_BATCH;
    const { noted, given } = steps(true);
    await expect(runImport(job(sampleFile(7000, games)), given)).rejects.toThrow('The import was stopped before it wrote anything.');
    expect(noted.checkedWhenTurnAsked).toBeGreaterThanOrEqual(0);
    expect(noted.checked).toBeLessThan(games);
    expect(await archiveChecksum()).toEqual(before);
  });

  it('stops, and leaves the archive as it was, when its write finds no room (a full disk)', { timeout: 60_000 }, async () => {
    const before = await archiveChecksum();
    await expect(runImport(job(sampleFile(8000, GAMES), { noRoom: true }), steps().given)).rejects.toMatchObject({ code: 'SQLITE_FULL' });
    expect(await archiveChecksum()).toEqual(before);
  });
});
