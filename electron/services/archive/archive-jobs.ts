/**
 * The archive's long work, run in worker threads (archive-worker.ts), one
 * worker per job on a connection of its own: an import (checked, then
 * written in its turn, see long-writes.ts), a backup taken and checked, a
 * file's checksum. The main thread only passes messages meanwhile.
 */
import type { Worker } from 'node:worker_threads';
import { startWorker } from '../workers/start-worker';
import {
  ARCHIVE_WORKER_BUNDLE,
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

/** A failure in the worker, with its code (SQLITE_FULL, ENOSPC…) so it is told as a storage fault. */
function failure(message: string, code: string | null): Error {
  return Object.assign(new Error(message), code === null ? {} : { code });
}

export function createArchiveJobs(options: ArchiveJobsOptions) {
  const bundleDir = options.bundleDir ?? import.meta.dirname;
  const running = new Set<Worker>();

  function run<K extends ArchiveJob['kind']>(job: Extract<ArchiveJob, { kind: K }>, onProgress?: (progress: CheckProgress) => void): Promise<JobResults[K]> {
    const worker = startWorker({ bundle: ARCHIVE_WORKER_BUNDLE, source: new URL('./archive-worker.ts', import.meta.url).href }, bundleDir);
    running.add(worker);
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
            reject(failure(message.message, message.code));
            break;
        }
      });
      worker.on('error', reject);
      worker.on('exit', (code) => reject(new Error(`The archive's worker stopped (exit code ${code}) without an answer.`)));
      send({ kind: 'job', job });
    });
    return answer.finally(() => {
      finished = true;
      endTurn();
      running.delete(worker);
      void worker.terminate();
    });
  }

  return {
    /** Checks `text` and writes its games in one transaction (nothing when a game is faulty). */
    importRecords(text: string, threads: number, now: string, onProgress: (progress: CheckProgress) => void): Promise<ImportOutcome> {
      return run({ kind: 'import', archive: options.archive, text, threads, now, bundleDir: options.bundleDir, noRoom: options.noRoom }, onProgress);
    },

    /** A backup of the archive in `dir`, checked and hashed, and the backups rotated. */
    takeBackup(dir: string, reason: string, at: Date): Promise<StoredBackup> {
      return run({ kind: 'backup', archive: options.archive, dir, reason, at: at.toISOString() });
    },

    /** The SHA-256 of a file, in hex. */
    checksum(file: string): Promise<string> {
      return run({ kind: 'checksum', file });
    },

    /** Stops the jobs under way: an import's transaction is rolled back, a backup left as a `.partial`. */
    close(): void {
      for (const worker of running) void worker.terminate();
    },
  };
}

export type ArchiveJobs = ReturnType<typeof createArchiveJobs>;
