// The import worker as the Electron shell runs it: bundled by the build
// script's own options, started from the bundle's folder.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT, WORKER_ENTRIES, workerBuildOptions } from '../../../build/build-electron';
import { checkInWorkers, IMPORT_WORKER_BUNDLE, PIECES_PER_BATCH } from './check-in-workers';
import { sampleFile } from '../testing/sample-records';

let bundleDir: string;
beforeAll(async () => {
  bundleDir = mkdtempSync(join(tmpdir(), 'congkak-worker-'));
  // The build script must bundle the worker under the name the services look for.
  const worker = WORKER_ENTRIES.find((entry) => entry.bundle === IMPORT_WORKER_BUNDLE);
  if (!worker) throw new Error(`build-electron does not bundle ${IMPORT_WORKER_BUNDLE}`);
  await build({ ...workerBuildOptions(ROOT, worker), outfile: join(bundleDir, IMPORT_WORKER_BUNDLE), sourcemap: false, logLevel: 'silent' });
});
afterAll(() => rmSync(bundleDir, { recursive: true, force: true }));

describe('the bundled import worker', () => {
  it('checks a file in two shards and gives the games back in file order', async () => {
    const progress: number[] = [];
    const text = sampleFile(1, 9);
    const checked = await checkInWorkers(text, { threads: 2, bundleDir, onProgress: ({ checked }) => progress.push(checked) });
    const firstLines = text.split('\n').flatMap((line, index, lines) => (line.startsWith('[') && (index === 0 || lines[index - 1] === '') ? [index + 1] : []));
    expect(firstLines).toHaveLength(9);
    expect(checked.ok && checked.value.map((game) => game.line)).toEqual(firstLines);
    expect(progress.at(-1)).toBe(9);
  });

  it('reports a fault with its line in the whole file', async () => {
    const text = `${sampleFile(1, 2)}\n[Rules "kalah"]\n\nS 0\n`;
    const checked = await checkInWorkers(text, { threads: 2, bundleDir });
    expect(checked).toEqual({ ok: false, error: { line: text.split('\n').indexOf('S 0') + 1, message: expect.stringContaining('S 0') } });
  });

  it('finds the first fault of the file when two batches hold one, whichever worker answers first', async () => {
    const good = ['[South "Ana"]', '[Rules "kalah"]', '', 'S 3', ''];
    const bad = ['[South "Ana"]', '[Rules "kalah"]', '', 'S 0', ''];
    const games = Array.from({ length: PIECES_PER_BATCH + 40 }, (_, index) => (index === 30 || index === PIECES_PER_BATCH + 5 ? bad : good));
    const text = games.flat().join('\n');
    const checked = await checkInWorkers(text, { threads: 2, bundleDir });
    expect(checked).toMatchObject({ ok: false, error: { line: 30 * good.length + 4 } });
    const fine = await checkInWorkers(Array.from({ length: PIECES_PER_BATCH + 40 }, () => good).flat().join('\n'), { threads: 2, bundleDir });
    expect(fine.ok && fine.value.map((game) => game.line)).toEqual(Array.from({ length: PIECES_PER_BATCH + 40 }, (_, index) => index * good.length + 1));
  });
});

