/**
 * Worker thread entry for the archive's long work (archive-jobs.ts starts
 * one per job): an import's check and write, a backup taken, checked and
 * hashed, a file's checksum. Each on a connection of its own, so the main
 * thread stays free for the window and every other call.
 *
 * A job is never stopped by terminating its worker: a thread terminated
 * inside SQLite brings the whole process down (V8 cannot create the error
 * better-sqlite3 throws). Closing raises the job's stop flag instead, and the
 * job stops where it safely can: an import between batches of the file, its
 * write rolled back, until its check ends; a backup between its steps; a
 * checksum between chunks.
 */
import { parentPort } from 'node:worker_threads';
import { sha256OfFile } from './backup-facts';
import { takeBackup } from './backups';
import { STOP_FLAG, type ArchiveJob, type FromArchiveWorker, type JobResults, type ToArchiveWorker } from './archive-jobs-protocol';
import { runImport } from './import-job';

const port = parentPort;

function post(message: FromArchiveWorker): void {
  port?.postMessage(message);
}

/** Resolves when the main thread sends the import its turn to write. */
let writeTurn: (() => void) | null = null;

function turnToWrite(): Promise<void> {
  return new Promise((resolve) => {
    writeTurn = resolve;
    post({ kind: 'ready-to-write' });
  });
}

function run(job: ArchiveJob, stop: Int32Array): Promise<JobResults[ArchiveJob['kind']]> {
  const stopping = () => Atomics.load(stop, STOP_FLAG) === 1;
  switch (job.kind) {
    case 'import':
      return runImport(job, { onProgress: (progress) => post({ kind: 'progress', ...progress }), turnToWrite, stopping });
    case 'backup':
      return takeBackup(job.archive, job.dir, job.reason, new Date(job.at), { stopping });
    case 'checksum':
      return sha256OfFile(job.file, stopping);
  }
}

port?.on('message', (message: ToArchiveWorker) => {
  if (message.kind === 'write') {
    writeTurn?.();
    return;
  }
  run(message.job, message.stop).then(
    (result) => post({ kind: 'done', result }),
    (error: unknown) => {
      const code = typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string' ? error.code : null;
      post({ kind: 'failed', message: error instanceof Error ? error.message : String(error), code });
    },
  );
});
