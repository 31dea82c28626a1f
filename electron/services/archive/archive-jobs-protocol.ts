/**
 * What the archive's worker (archive-worker.ts) is asked and answers: plain
 * structured-clone data. Each job runs in a worker of its own, on a
 * connection of its own to the archive file.
 */
import type { StoredBackup } from './backups';
import type { ImportWrite } from './import-write';
import type { RecordFault } from './record-check';

/** The bundled worker's file name, next to the Electron main bundle (dist/electron/). */
export const ARCHIVE_WORKER_BUNDLE = 'archive-worker.cjs';

/** The archive file, and the better-sqlite3 addon to open it with (the Electron shell's own build). */
export interface ArchiveConnection {
  file: string;
  nativeBinding?: string | undefined;
}

export interface ImportJob {
  kind: 'import';
  archive: ArchiveConnection;
  text: string;
  /** Worker threads checking the file; 1 checks it in this worker. */
  threads: number;
  /** The import's time (ISO), for the rows it writes. */
  now: string;
  /** Where the bundled check workers are (the archive worker's own folder). */
  bundleDir?: string | undefined;
  /** Tests: the archive may not grow during the write, a real SQLITE_FULL as on a full disk. */
  noRoom?: boolean | undefined;
}

export interface BackupJob {
  kind: 'backup';
  archive: ArchiveConnection;
  dir: string;
  reason: string;
  /** ISO time the backup is named after. */
  at: string;
}

export interface ChecksumJob {
  kind: 'checksum';
  file: string;
}

export type ArchiveJob = ImportJob | BackupJob | ChecksumJob;

export type ImportOutcome =
  | { kind: 'refused'; fault: RecordFault }
  | { kind: 'empty' }
  | { kind: 'written'; write: ImportWrite };

export interface JobResults {
  import: ImportOutcome;
  backup: StoredBackup;
  checksum: string;
}

/** Index of the flag in a job's shared Int32Array; 1 means the app is closing or the job was cancelled: stop at the next safe point. */
export const STOP_FLAG = 0;

/**
 * Main thread → worker: the job with its stop flag (shared memory: the worker
 * is busy and reads no message meanwhile), then, for an import once it
 * asked, its turn to write.
 */
export type ToArchiveWorker = { kind: 'job'; job: ArchiveJob; stop: Int32Array } | { kind: 'write' };

/** Worker → main thread. */
export type FromArchiveWorker =
  /** An import's check: pieces of the file checked so far. */
  | { kind: 'progress'; checked: number; total: number }
  /** An import has its first games checked and waits for its turn to write (see long-writes.ts). */
  | { kind: 'ready-to-write' }
  | { kind: 'done'; result: JobResults[ArchiveJob['kind']] }
  /** The job threw: the error's message and code (SQLITE_FULL, ENOSPC…) cross the thread boundary. */
  | { kind: 'failed'; message: string; code: string | null };
