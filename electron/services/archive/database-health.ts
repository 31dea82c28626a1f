/**
 * Is the archive file one we can use? Checked before opening it for real: a
 * SQLite header, then `PRAGMA quick_check` (page structure, every index
 * against its table). A file that fails is moved aside, never deleted, so
 * nothing the player had is lost even when we cannot read it.
 */
import { closeSync, existsSync, openSync, readSync, renameSync, statSync } from 'node:fs';
import Database from 'better-sqlite3';
import type { Result } from '../../../engine';

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

/** Ok for a sound database or no file yet; otherwise the reason in plain words. */
export function inspectDatabaseFile(file: string, nativeBinding?: string): Result<void, string> {
  if (!existsSync(file) || statSync(file).size === 0) return { ok: true, value: undefined };
  if (!readHeader(file).equals(SQLITE_HEADER)) return { ok: false, error: 'The archive file is not a database (its header is wrong).' };
  let db: Database.Database | null = null;
  try {
    db = new Database(file, { fileMustExist: true, ...(nativeBinding !== undefined && { nativeBinding }) });
    const problems = db.pragma('quick_check', { simple: false }) as { quick_check: string }[];
    const first = problems[0]?.quick_check;
    if (first !== 'ok') return { ok: false, error: `The archive file is damaged (${first ?? 'no answer from the check'}).` };
    return { ok: true, value: undefined };
  } catch (error) {
    return { ok: false, error: `The archive file cannot be read (${error instanceof Error ? error.message : String(error)}).` };
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
