/**
 * Runs the file check of record-check.ts in worker threads: the file is cut
 * into pieces here (a cheap scan), each worker checks a run of consecutive
 * pieces, and their answers are merged: all games in file order, or the fault
 * with the lowest line (each shard stops at its own first fault, so waiting for
 * every shard finds the file's first one).
 *
 * The worker is the bundled `import-worker.cjs` next to the Electron main
 * bundle when it exists; from sources (tsx, vitest) the TypeScript entry is
 * loaded through tsx's loader.
 */
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { Result } from '../../../engine/types';
import type { ImportWorkerData, ImportWorkerMessage } from './import-protocol';
import { cutFile, type CheckedGame, type FilePiece, type RecordFault } from './record-check';

export const IMPORT_WORKER_BUNDLE = 'import-worker.cjs';

export interface CheckProgress {
  checked: number;
  total: number;
}

export interface CheckOptions {
  threads: number;
  onProgress?: (progress: CheckProgress) => void;
  /** Where to look for the bundled worker; defaults to this module's folder. */
  bundleDir?: string;
}

function startWorker(data: ImportWorkerData, bundleDir: string): Worker {
  const bundled = join(bundleDir, IMPORT_WORKER_BUNDLE);
  if (existsSync(bundled)) return new Worker(bundled, { workerData: data });
  // tsx's ESM register API (`tsx/esm/api`), located through its package.json: require.resolve would pick the CommonJS build.
  const tsxApi = pathToFileURL(join(dirname(createRequire(import.meta.url).resolve('tsx/package.json')), 'dist', 'esm', 'api', 'index.mjs')).href;
  const entry = pathToFileURL(join(import.meta.dirname, 'import-worker.ts')).href;
  const bootstrap = `import(${JSON.stringify(tsxApi)}).then((tsx) => { tsx.register(); return import(${JSON.stringify(entry)}); });`;
  return new Worker(bootstrap, { eval: true, workerData: data });
}

type ShardAnswer = { ok: true; games: CheckedGame[] } | { ok: false; fault: RecordFault };

export async function checkInWorkers(text: string, options: CheckOptions): Promise<Result<CheckedGame[], RecordFault>> {
  const pieces = cutFile(text);
  const shards = Math.max(1, Math.min(Math.floor(options.threads), pieces.length));
  const bundleDir = options.bundleDir ?? import.meta.dirname;
  const total = pieces.length;
  let checked = 0;
  const answers = await Promise.all(
    runs(pieces, shards).map(
      (run) => new Promise<ShardAnswer>((resolve, reject) => {
        const worker = startWorker({ pieces: run }, bundleDir);
        let settled = false;
        const settle = (answer: ShardAnswer) => {
          settled = true;
          resolve(answer);
          void worker.terminate();
        };
        worker.on('message', (message: ImportWorkerMessage) => {
          switch (message.type) {
            case 'progress':
              checked += message.checked;
              options.onProgress?.({ checked, total });
              break;
            case 'fault':
              settle({ ok: false, fault: message.fault });
              break;
            case 'done':
              settle({ ok: true, games: message.games });
              break;
          }
        });
        worker.on('error', (error) => (settled ? undefined : reject(error)));
        worker.on('exit', (code) => {
          if (!settled) reject(new Error(`The import worker stopped (exit code ${code}) without an answer.`));
        });
      }),
    ),
  );
  const faults = answers.flatMap((answer) => (answer.ok ? [] : [answer.fault]));
  if (faults.length > 0) return { ok: false, error: faults.reduce((first, next) => (next.line < first.line ? next : first)) };
  return { ok: true, value: answers.flatMap((answer) => (answer.ok ? answer.games : [])) };
}

/** `count` runs of consecutive pieces, of nearly equal length in characters. */
function runs(pieces: readonly FilePiece[], count: number): FilePiece[][] {
  const chars = pieces.reduce((sum, piece) => sum + piece.text.length, 0);
  const out: FilePiece[][] = [[]];
  let taken = 0;
  for (const piece of pieces) {
    const current = out[out.length - 1] as FilePiece[];
    if (current.length > 0 && taken >= (chars * out.length) / count) out.push([piece]);
    else current.push(piece);
    taken += piece.text.length;
  }
  return out;
}
