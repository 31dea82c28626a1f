/**
 * The archive's long work, run in worker threads (archive-worker.ts), one
 * worker per job on a connection of its own: an import (checked, then
 * written in its turn, see long-writes.ts), a backup taken and checked, a
 * file's checksum. The main thread only passes messages meanwhile.
 */
import { startWorker } from '../workers/start-worker';
import {
  ARCHIVE_WORKER_BUNDLE,
  STOP_FLAG,
  type ArchiveConnection,
  type ArchiveJob,
  type FromArchiveWorker,
  type ImportOutcome,
  type JobResults,
  type ToArchiveWorker,
} from './archive-jobs-protocol';
import type { StoredBackup } from './backups';
import type { CheckProgress } from './check-in-workers';
import type { LongWrites } from './long-writes';

export interface ArchiveJobsOptions {
  archive: ArchiveConnection;
  longWrites: LongWrites;
  /** Where the bundled workers are; defaults to this module's folder. */
  bundleDir?: string | undefined;
  /** Tests: an import's write finds no room, as on a full disk. */
  noRoom?: boolean | undefined;
}

/** A job's answer once the app closed it: whatever the worker said, the job was given up. */
export class JobStopped extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'JobStopped';
  }
}

/** A failure in the worker, with its code (SQLITE_FULL, ENOSPC…) so it is told as a storage fault. */
function failure(message: string, code: string | null): Error {
  return Object.assign(new Error(message), code === null ? {} : { code });
}

export function createArchiveJobs(options: ArchiveJobsOptions) {
  const bundleDir = options.bundleDir ?? import.meta.dirname;
  /** The stop flag of each job under way. */
  const running = new Set<Int32Array>();

  function run<K extends ArchiveJob['kind']>(
    job: Extract<ArchiveJob, { kind: K }>,
    onProgress?: (progress: CheckProgress) => void,
    cancel?: AbortSignal,
  ): Promise<JobResults[K]> {
    const worker = startWorker({ bundle: ARCHIVE_WORKER_BUNDLE, source: new URL('./archive-worker.ts', import.meta.url).href }, bundleDir);
    const stop = new Int32Array(new SharedArrayBuffer(4));
    running.add(stop);
    // Cancelling raises the same flag as closing: the job stops at its next safe point.
    const raise = () => Atomics.store(stop, STOP_FLAG, 1);
    if (cancel?.aborted === true) raise();
    cancel?.addEventListener('abort', raise, { once: true });
    const stopped = () => Atomics.load(stop, STOP_FLAG) === 1;
    const send = (message: ToArchiveWorker) => worker.postMessage(message);
    let finished = false;
    /** Ends the import's turn to write, if it has one. */
    let endTurn = (): void => undefined;
    const answer = new Promise<JobResults[K]>((resolve, reject) => {
      worker.on('message', (message: FromArchiveWorker) => {
        switch (message.kind) {
          case 'progress':
            onProgress?.({ checked: message.checked, total: message.total });
            break;
          case 'ready-to-write':
            void options.longWrites.run(
              () =>
                new Promise<void>((done) => {
                  // A job that ended while it waited for its turn (its worker died) gives the turn back at once.
                  if (finished) return done();
                  endTurn = done;
                  send({ kind: 'write' });
                }),
            );
            break;
          case 'done':
            resolve(message.result as JobResults[K]);
            break;
          case 'failed':
            reject(stopped() ? new JobStopped(message.message) : failure(message.message, message.code));
            break;
        }
      });
      worker.on('error', reject);
      worker.on('exit', (code) => reject(new Error(`The archive's worker stopped (exit code ${code}) without an answer.`)));
      send({ kind: 'job', job, stop });
    });
    return answer.finally(() => {
      finished = true;
      endTurn();
      running.delete(stop);
      cancel?.removeEventListener('abort', raise);
      // Only once it answered: the worker is then out of SQLite, its connection closed.
      void worker.terminate();
    });
  }

  return {
    /**
     * Checks `text` and writes its games in one transaction (nothing when a
     * game is faulty). Aborting `cancel` before the whole file is checked
     * stops the import with nothing written (it answers JobStopped); once
     * checked, it finishes its transaction.
     */
    importRecords(text: string, threads: number, now: string, onProgress: (progress: CheckProgress) => void, cancel?: AbortSignal): Promise<ImportOutcome> {
      return run({ kind: 'import', archive: options.archive, text, threads, now, bundleDir: options.bundleDir, noRoom: options.noRoom }, onProgress, cancel);
    },

    /** A backup of the archive in `dir`, checked and hashed, and the backups rotated. */
    takeBackup(dir: string, reason: string, at: Date): Promise<StoredBackup> {
      return run({ kind: 'backup', archive: options.archive, dir, reason, at: at.toISOString() });
    },

    /** The SHA-256 of a file, in hex. */
    checksum(file: string): Promise<string> {
      return run({ kind: 'checksum', file });
    },

    /**
     * Asks the jobs under way to stop (see archive-worker.ts): an import not
     * yet writing writes nothing (one writing finishes its transaction), a
     * backup stops at its next step and leaves no file. They answer JobStopped.
     */
    close(): void {
      for (const stop of running) Atomics.store(stop, STOP_FLAG, 1);
    },
  };
}

export type ArchiveJobs = ReturnType<typeof createArchiveJobs>;
