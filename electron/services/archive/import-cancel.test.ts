// Cancelling an import under way (issue #20): the import answers `cancelled`
// and the archive is as it was, byte for byte, whether the file was being
// checked in this job's worker (a small file) or in check workers (a large one).
import { createHash } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AppServices } from '../app-services';
import { gameEngine } from '../games/engine';
import { sampleFile } from '../testing/sample-records';
import { expectOk, tempServices, type TempServices } from '../testing/temp-services';

let env: TempServices;
let services: AppServices;
beforeEach(async () => {
  env = tempServices({ engine: gameEngine });
  services = env.open();
  expectOk(await services.call('importRecords', { text: sampleFile(9000, 5, { annotate: true }), importId: 'base' }));
});
afterEach(() => env.dispose());

async function archiveChecksum(): Promise<string> {
  const exported = expectOk(await services.call('exportGames', { filter: {} }));
  return createHash('sha256').update(exported.text).digest('hex');
}

/** Imports `text`, cancelling it at its first progress report; gives the import's answer and what cancelling said. */
async function importCancelledAtFirstProgress(text: string, importId: string) {
  let cancelled: Promise<unknown> | null = null;
  const unsubscribe = services.onEvent((event) => {
    if (event.type === 'import-progress' && event.importId === importId && cancelled === null) {
      cancelled = services.call('cancelImport', { importId });
    }
  });
  try {
    const answer = await services.call('importRecords', { text, importId });
    return { answer, cancel: await cancelled };
  } finally {
    unsubscribe();
  }
}

describe('cancelling an import', () => {
  it.each([
    // 600 games: under the size checked in the job's own worker, three progress reports.
    ['checked in the job’s worker', 600],
    // 2,000 games: past that size, checked in check workers, eight progress reports.
    ['checked in check workers', 2000],
  ])('of a file %s answers cancelled and leaves the archive unchanged', { timeout: 60_000 }, async (_how, games) => {
    const before = await archiveChecksum();
    const { answer, cancel } = await importCancelledAtFirstProgress(sampleFile(1, games), `big-${games}`);
    expect(cancel).toEqual({ ok: true, value: true });
    expect(answer).toEqual({ ok: false, error: { code: 'cancelled', message: 'The import was cancelled. Nothing was imported.' } });
    expect(await archiveChecksum()).toBe(before);
    expect(expectOk(await services.call('listArchive', {})).total).toBe(5);
  });

  // Issue 29: in the browser mode an import's body (up to 64 MB) is still
  // arriving when its Cancel's small request is served; that cancel was
  // answered false and all the games imported.
  it('cancels an import whose cancel arrives before it starts', async () => {
    const before = await archiveChecksum();
    expect(expectOk(await services.call('cancelImport', { importId: 'early' }))).toBe(true);
    expect(await services.call('importRecords', { text: sampleFile(1, 3), importId: 'early' })).toEqual({
      ok: false,
      error: { code: 'cancelled', message: 'The import was cancelled. Nothing was imported.' },
    });
    expect(await archiveChecksum()).toBe(before);
    // The cancel was spent on that import: the next one with that id imports.
    expect(expectOk(await services.call('importRecords', { text: sampleFile(1, 3), importId: 'early' })).imported).toBe(3);
  });

  it('is answered false for an import that has ended, and the next import with that id is not cancelled', async () => {
    const report = expectOk(await services.call('importRecords', { text: sampleFile(1, 3), importId: 'done' }));
    expect(report.imported).toBe(3);
    expect(expectOk(await services.call('cancelImport', { importId: 'done' }))).toBe(false);
    expect(expectOk(await services.call('importRecords', { text: sampleFile(100, 2), importId: 'done' })).imported).toBe(2);
    expect(expectOk(await services.call('cancelImport', { importId: 'base' }))).toBe(false);
  });
});
