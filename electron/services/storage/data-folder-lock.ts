/**
 * One Congkak per data folder, whatever starts it (the desktop app, the
 * browser mode): two processes on one archive would each play from their own
 * cached positions and write moves that no longer replay.
 *
 * The lock is an exclusive SQLite lock on a small file of its own,
 * `congkak.lock`, held for the process's life: SQLite's own file locks (POSIX
 * advisory locks, LockFileEx on Windows) are released by the operating system
 * when the process ends, however it ends, so a crash never leaves the folder
 * locked. (`locking_mode=EXCLUSIVE` on the archive itself was rejected: the
 * archive's worker threads open it too, and would get SQLITE_BUSY.)
 *
 * Who holds the lock, and at which address, is written beside it in
 * `congkak.lock.json`, not in the lock file: the holder's exclusive lock keeps
 * everyone else from reading that one. Nothing else may open `congkak.lock`
 * in the holding process: closing any other descriptor of the file would drop
 * the process's POSIX lock on it.
 */
import { chmodSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import type { Result } from '../../../engine';
import { writeFileAtomic } from './atomic-file';
import { FILE_MODE } from './data-folder';
import { folderProblemOf, type StorageProblem } from './startup-problem';

export const LOCK_FILE_NAME = 'congkak.lock';
export const HOLDER_FILE_NAME = 'congkak.lock.json';

/** Which kind of Congkak holds the folder: the desktop app has a window to bring forward, the browser mode an address. */
export type LockHost = 'desktop' | 'browser';

export interface LockHolder {
  host: LockHost;
  pid: number;
  /** The browser mode's address (token included) once it listens; null before, and for the desktop app. */
  address: string | null;
}

/** The folder is held by another running Congkak (`holder` null when it cannot be told which: it is still starting). */
export interface AlreadyRunning {
  code: 'already-running';
  folder: string;
  holder: LockHolder | null;
  message: string;
}

export interface DataFolderLock {
  /** Tells a second copy where this one can be reached. */
  announce(address: string): void;
  /** Lets another copy take the folder; called again, does nothing. */
  release(): void;
}

interface LockOptions {
  host: LockHost;
  /** better-sqlite3 built for Electron's ABI (the desktop app in development). */
  nativeBinding?: string | undefined;
}

export function lockFile(dataDir: string): string {
  return join(dataDir, LOCK_FILE_NAME);
}

function holderFile(dataDir: string): string {
  return join(dataDir, HOLDER_FILE_NAME);
}

const isBusy = (error: unknown) => error instanceof Database.SqliteError && (error.code === 'SQLITE_BUSY' || error.code === 'SQLITE_LOCKED');
/** Not an SQLite file (written over by something else): it holds nothing, so it is made again. */
const isNotOurs = (error: unknown) => error instanceof Database.SqliteError && (error.code === 'SQLITE_NOTADB' || error.code.startsWith('SQLITE_CORRUPT'));

/**
 * Opens the lock file and takes its exclusive lock, kept until the connection
 * closes (`locking_mode=EXCLUSIVE`: the first write's lock is never given
 * back). No busy timeout: a held folder is answered at once.
 */
function lockConnection(file: string, nativeBinding: string | undefined): Database.Database {
  const db = new Database(file, { timeout: 0, ...(nativeBinding !== undefined && { nativeBinding }) });
  try {
    db.pragma('locking_mode = EXCLUSIVE');
    // No journal file beside it: the lock file holds no data worth one.
    db.pragma('journal_mode = MEMORY');
    db.exec('BEGIN EXCLUSIVE; COMMIT');
    return db;
  } catch (error) {
    db.close();
    throw error;
  }
}

/** Whether a process with this id runs (one of another user's counts: the signal is refused, not unheard). */
function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Who holds the folder, as its holder wrote it; null when that cannot be
 * told: no file yet (the holder is starting), an unreadable one, or one left
 * by a holder that has since ended (its successor has not written its own).
 */
export function readLockHolder(dataDir: string): LockHolder | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(holderFile(dataDir), 'utf8'));
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null) return null;
  const { host, pid, address } = parsed as Record<string, unknown>;
  if ((host !== 'desktop' && host !== 'browser') || typeof pid !== 'number' || !Number.isInteger(pid) || pid <= 0) return null;
  if (address !== null && typeof address !== 'string') return null;
  return isRunning(pid) ? { host, pid, address } : null;
}

/** One line naming the folder and, when known, where the running copy is. */
export function alreadyRunningMessage(folder: string, holder: LockHolder | null): string {
  const said = `Congkak is already running with this data folder (${folder})`;
  if (holder === null) return `${said}.`;
  if (holder.host === 'desktop') return `${said}: the desktop app, process ${holder.pid}. Use its window.`;
  if (holder.address === null) return `${said}: browser mode, process ${holder.pid}, still starting.`;
  return `${said}: browser mode, process ${holder.pid}, at ${holder.address}`;
}

/**
 * Takes the data folder for this process, which must exist and be writable
 * (checkDataFolder). Refused with `already-running` when another Congkak
 * holds it; a lock file that cannot be written is a storage problem.
 */
export function takeDataFolderLock(dataDir: string, options: LockOptions): Result<DataFolderLock, AlreadyRunning | StorageProblem> {
  const file = lockFile(dataDir);
  let db: Database.Database;
  try {
    try {
      db = lockConnection(file, options.nativeBinding);
    } catch (error) {
      if (!isNotOurs(error)) throw error;
      rmSync(file, { force: true });
      db = lockConnection(file, options.nativeBinding);
    }
  } catch (error) {
    if (isBusy(error)) {
      const holder = readLockHolder(dataDir);
      return { ok: false, error: { code: 'already-running', folder: dataDir, holder, message: alreadyRunningMessage(dataDir, holder) } };
    }
    return { ok: false, error: folderProblemOf(error, dataDir, `lock its data folder ${dataDir}`) };
  }
  const writeHolder = (address: string | null) => {
    const holder: LockHolder = { host: options.host, pid: process.pid, address };
    writeFileAtomic(holderFile(dataDir), `${JSON.stringify(holder)}\n`);
  };
  try {
    chmodSync(file, FILE_MODE);
    // At once, so a second copy never reads what a holder that crashed left here.
    writeHolder(null);
  } catch (error) {
    db.close();
    return { ok: false, error: folderProblemOf(error, dataDir, `write in its data folder ${dataDir}`) };
  }
  let held = true;
  return {
    ok: true,
    value: {
      announce(address) {
        if (held) writeHolder(address);
      },
      release() {
        if (!held) return;
        held = false;
        // The holder file first: once the lock is given back, it may be the next holder's.
        rmSync(holderFile(dataDir), { force: true });
        db.close();
      },
    },
  };
}
