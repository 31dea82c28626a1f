/**
 * Is the archive file one we can use? Checked before opening it for real: not
 * empty, a SQLite header, then `PRAGMA quick_check` (page structure, every
 * index against its table). A file that fails is moved aside, never deleted,
 * so nothing the player had is lost even when we cannot read it. A file that
 * cannot be looked at (permissions, a full disk) is not judged at all.
 */
import { closeSync, existsSync, openSync, readSync, renameSync, statSync } from 'node:fs';
import Database from 'better-sqlite3';
import { storageFaultOf } from '../storage/storage-faults';

const SQLITE_HEADER = Buffer.from('SQLite format 3\0', 'latin1');

function readHeader(file: string): Buffer {
  const fd = openSync(file, 'r');
  try {
    const header = Buffer.alloc(SQLITE_HEADER.length);
    const read = readSync(fd, header, 0, header.length, 0);
    return header.subarray(0, read);
  } finally {
    closeSync(fd);
  }
}

type FileHealth =
  | { kind: 'absent' }
  | { kind: 'sound' }
  /** Set it aside: the reason in plain words. */
  | { kind: 'damaged'; reason: string }
  /** It could not be looked at (no permission, no room, another program): nothing is known of its contents. */
  | { kind: 'inaccessible'; error: unknown };

function damaged(reason: string): FileHealth {
  return { kind: 'damaged', reason };
}

/**
 * Only SQLite's and the header's verdicts make a file damaged. A storage
 * failure says nothing about the contents, nor does an error that is not
 * SQLite's (its addon failing to load: a broken install, an addon built for
 * another Node): setting the player's archive aside for it would hide every game.
 */
function failed(error: unknown, what: string): FileHealth {
  if (storageFaultOf(error) !== null || !(error instanceof Database.SqliteError)) return { kind: 'inaccessible', error };
  return damaged(`The archive file cannot be read (${what}: ${error.message}).`);
}

export function inspectDatabaseFile(file: string, nativeBinding?: string): FileHealth {
  if (!existsSync(file)) return { kind: 'absent' };
  // Never "no archive yet": SQLite would start afresh over it and drop a write-ahead
  // log beside it, so it is set aside with the log, which may still hold games.
  if (statSync(file).size === 0) return damaged('The archive file is empty (0 bytes).');
  let header: Buffer;
  try {
    header = readHeader(file);
  } catch (error) {
    return failed(error, 'its header');
  }
  if (!header.equals(SQLITE_HEADER)) return damaged('The archive file is not a database (its header is wrong).');
  let db: Database.Database | null = null;
  try {
    db = new Database(file, { fileMustExist: true, ...(nativeBinding !== undefined && { nativeBinding }) });
    const problems = db.pragma('quick_check', { simple: false }) as { quick_check: string }[];
    const first = problems[0]?.quick_check;
    if (first !== 'ok') return damaged(`The archive file is damaged (${first ?? 'no answer from the check'}).`);
    return { kind: 'sound' };
  } catch (error) {
    return failed(error, 'SQLite');
  } finally {
    db?.close();
  }
}

/**
 * Renames the database and its WAL and shared-memory files to
 * `<file>.<label>-<time>` (+ `-wal`, `-shm`); returns the new database path.
 */
export function moveAside(file: string, label: string, at: Date): string {
  const target = `${file}.${label}-${at.toISOString().replace(/[-:.]/g, '')}`;
  for (const suffix of ['', '-wal', '-shm']) {
    if (existsSync(file + suffix)) renameSync(file + suffix, target + suffix);
  }
  return target;
}
