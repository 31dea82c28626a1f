// An archive holding every kind of game the app stores (played here with
// Undo, resigned, a series, unfinished, annotated, imported…), made by the
// services' own fixture script (electron/services/testing/make-archive-fixture.ts)
// in a process of its own: the specs drive the app, never its services.
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const ROOT = path.resolve(import.meta.dirname, '..');
const SCRIPT = path.join(ROOT, 'electron', 'services', 'testing', 'make-archive-fixture.ts');

export interface EveryKindArchive {
  /** The archive file, to put in a data folder as `congkak.sqlite`. */
  file: Buffer;
  /** How many games it lists (the one in the bin left out). */
  games: number;
}

export async function everyKindArchive(): Promise<EveryKindArchive> {
  const dir = await mkdtemp(path.join(tmpdir(), 'congkak-e2e-every-kind-'));
  try {
    await promisify(execFile)(process.execPath, [path.join(ROOT, 'node_modules', 'tsx', 'dist', 'cli.mjs'), SCRIPT, dir], { cwd: ROOT });
    const listing = JSON.parse(await readFile(path.join(dir, 'listing.json'), 'utf8')) as { rows: unknown[] };
    return { file: await readFile(path.join(dir, 'congkak.sqlite')), games: listing.rows.length };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
