/**
 * A connection of the archive's worker jobs to an archive the main process
 * has opened and migrated (db/connection.ts): the same settings, no
 * migrations. WAL lets it read and write beside the main connection, one
 * writer at a time (long-writes.ts).
 */
import Database from 'better-sqlite3';
import type { ArchiveConnection } from './archive-jobs-protocol';

/**
 * 64 MB of page cache instead of SQLite's 2 MB: a 100,000-game archive's
 * indexes then stay in memory while an import writes them (7.2 -> 5.8 s of
 * writing) and while lists read them.
 */
export const ARCHIVE_CACHE_KIB = 64 * 1024;
const BUSY_TIMEOUT_MS = 5000;

export function openArchiveConnection(archive: ArchiveConnection): Database.Database {
  const db = new Database(archive.file, {
    fileMustExist: true,
    // Stryker disable next-line ConditionalExpression: equivalent, better-sqlite3 takes `nativeBinding: undefined` as none given (its default addon).
    ...(archive.nativeBinding !== undefined && { nativeBinding: archive.nativeBinding }),
  });
  db.pragma(`busy_timeout = ${BUSY_TIMEOUT_MS}`);
  db.pragma('foreign_keys = ON');
  // As the main connection (db/connection.ts): an acknowledged write survives a power loss.
  db.pragma('synchronous = FULL');
  db.pragma(`cache_size = ${-ARCHIVE_CACHE_KIB}`);
  return db;
}
