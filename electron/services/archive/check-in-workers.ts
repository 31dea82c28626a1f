/**
 * Runs the file check of record-check.ts in worker threads: the file is cut
 * into pieces here (a cheap scan) and the workers check batches of them.
 * The workers are started by workers/start-worker.ts (`import-worker.cjs`
 * beside the Electron main bundle, or the TypeScript entry from sources).
 */
import type { Result } from '../../../engine';
import { startWorker } from '../workers/start-worker';
import { unpackGame, type CheckRequest, type ImportWorkerMessage, type PackedGame } from './import-protocol';
import { cutFile, type CheckedGame, type FilePiece, type RecordFault } from './record-check';

export const IMPORT_WORKER_BUNDLE = 'import-worker.cjs';
/**
 * A young generation of 96 MB (semi-spaces of 32 MB) instead of V8's default:
 * checking allocates a great many short-lived objects (the engine's events, the
 * lexer's tokens), and with small semi-spaces survivors are copied again and
 * again. Checking 20,000 games on one thread: 0.072 ms CPU per game, against
 * 0.093 with the default.
 */
const WORKER_LIMITS = { maxYoungGenerationSizeMb: 96 };

export interface CheckProgress {
  checked: number;
  total: number;
}

interface CheckOptions {
  threads: number;
  onProgress?: (progress: CheckProgress) => void;
  /** Asked before each batch: once true, no more batches are sent and the check ends early (its answer is then unused). */
  stopping?: () => boolean;
  /** Where to look for the bundled worker; defaults to this module's folder. */
  bundleDir?: string;
}

/** Pieces per batch: small enough to keep both workers busy to the end and report progress often. */
export const PIECES_PER_BATCH = 250;

/**
 * Batches a worker holds at once: it starts the next as soon as it has sent
 * one back, rather than waiting for this thread (which may be writing the
 * games checked so far, see import-job.ts) to read its answer.
 */
const BATCHES_IN_FLIGHT = 2;

/** Checks the file's pieces (see checkInOrder) and gives all games in file order, or the fault with the lowest line. */
export async function checkInWorkers(text: string, options: CheckOptions): Promise<Result<CheckedGame[], RecordFault>> {
  const games: CheckedGame[] = [];
  const checked = await checkInOrder(cutFile(text), { ...options, onGames: (batch) => games.push(...batch) });
  return checked.ok ? { ok: true, value: games } : checked;
}

/**
 * Checks the pieces in batches, each worker taking the next batch when it is
 * done with one (so they finish together). `onGames` is given the games of
 * each batch in file order, as soon as it and every batch before it are
 * checked and sound: never a game after the file's first fault. After a
 * fault, only batches before it are still checked: one of them may hold an
 * earlier fault. An error thrown by `onGames` stops the check and is its answer.
 */
export async function checkInOrder(pieces: readonly FilePiece[], options: CheckOptions & { onGames: (games: CheckedGame[]) => void }): Promise<Result<null, RecordFault>> {
  const batches: FilePiece[][] = [];
  for (let at = 0; at < pieces.length; at += PIECES_PER_BATCH) batches.push(pieces.slice(at, at + PIECES_PER_BATCH));
  // Stryker disable next-line MethodExpression: equivalent but for the resources: one worker or one a batch, the batches are checked and given in the same order.
  const workers = Array.from({ length: Math.max(1, Math.min(Math.floor(options.threads), batches.length)) }, () =>
    // Stryker disable next-line LogicalOperator: equivalent in tests: a folder without the bundle starts the worker from its sources, which check the same.
    startWorker({ bundle: IMPORT_WORKER_BUNDLE, source: new URL('./import-worker.ts', import.meta.url).href }, options.bundleDir ?? import.meta.dirname, WORKER_LIMITS),
  );
  /** Checked batches not yet given to onGames, by batch number. */
  const waiting = new Map<number, PackedGame[]>();
  let given = 0;
  let fault: { batch: number; fault: RecordFault } | null = null;
  let checked = 0;
  let next = 0;
  /** onGames threw: nothing more is given, and no batch sent. */
  let broken = false;
  const giveInOrder = () => {
    for (let games = waiting.get(given); games !== undefined && (fault === null || given < fault.batch); games = waiting.get(given)) {
      waiting.delete(given++);
      options.onGames(games.map(unpackGame));
    }
  };
  try {
    await Promise.all(
      workers.map(
        (worker) =>
          new Promise<void>((resolve, reject) => {
            let held = 0;
            const sendNext = () => {
              if (broken || options.stopping?.() === true) return resolve();
              // Batches after a fault cannot hold the file's first one.
              if (next >= batches.length || (fault !== null && next > fault.batch)) return held === 0 ? resolve() : undefined;
              const batch = next++;
              held++;
              worker.postMessage({ batch, pieces: batches[batch] ?? [] } satisfies CheckRequest);
            };
            worker.on('message', (message: ImportWorkerMessage) => {
              held--;
              if (broken) return;
              checked += message.pieces;
              options.onProgress?.({ checked, total: pieces.length });
              if (message.type === 'checked') waiting.set(message.batch, message.games);
              else if (fault === null || message.fault.line < fault.fault.line) fault = { batch: message.batch, fault: message.fault };
              try {
                giveInOrder();
              } catch (error) {
                broken = true;
                reject(error instanceof Error ? error : new Error(String(error)));
                return;
              }
              sendNext();
            });
            worker.on('error', reject);
            worker.on('exit', (code) => reject(new Error(`The import worker stopped (exit code ${code}) without an answer.`)));
            for (let i = 0; i < BATCHES_IN_FLIGHT; i++) sendNext();
          }),
      ),
    );
  } finally {
    for (const worker of workers) void worker.terminate();
  }
  const found = fault as { fault: RecordFault } | null;
  if (found !== null) return { ok: false, error: found.fault };
  return { ok: true, value: null };
}
