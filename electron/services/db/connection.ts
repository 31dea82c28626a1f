/**
 * Opens the archive: checks the schema history before writing anything, then
 * switches to WAL and applies pending migrations.
 *
 * Durability: WAL with synchronous=FULL. WAL + NORMAL already survives a killed
 * process (committed pages sit in the WAL file, in the OS cache), but may lose
 * the last commits on power loss or an OS crash; FULL syncs the WAL on every
 * commit, so a move the player saw acknowledged survives that too. Moves arrive
 * at human pace (one commit per move), so one fsync each costs nothing visible.
 */
import { chmodSync, existsSync, mkdirSync, statSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';
import type { Result } from '../../../engine';
import { FOLDER_MODE } from '../storage/data-folder';
import { CONVERSIONS } from '../migrations/conversions';
import { checkHistory, loadMigrations, migrate, type SchemaError } from './migrations';

interface OpenDatabaseOptions {
  file: string;
  migrationsDir: string;
  now: () => Date;
  /**
   * Path of a better-sqlite3 addon built for another runtime's ABI. The Electron
   * shell passes its own build (see build/electron-native.ts) so the Node build
   * in node_modules, used by tests and browser mode, is never rebuilt in place.
   */
  nativeBinding?: string;
  /**
   * Called once before migrations change a database that already has a
   * history (not a brand-new one), e.g. to take a backup.
   */
  beforeMigrate?: (db: Database.Database, pending: readonly string[]) => void;
  /** Told what a migration's conversion changed beyond the schema (notes it had to drop, games it could not replay). */
  log?: (message: string) => void;
}

/**
 * Owner-only, as the archive holds the player's names and games. SQLite
 * creates files 0644 (less the umask) and gives its -wal and -shm files the
 * database file's mode, so the database file is set right after it is opened,
 * before any of them exists. Only group and other bits are taken away: a file
 * its owner made read-only stays read-only.
 */
function keepToOwner(file: string): void {
  for (const path of [file, `${file}-wal`, `${file}-shm`]) {
    try {
      if (!existsSync(path)) continue;
      const mode = statSync(path).mode & 0o777;
      if ((mode & 0o077) !== 0) chmodSync(path, mode & 0o700);
    } catch {
      // Someone else's file we may still write: tidiness is not worth refusing to start.
    }
  }
}

export function openDatabase(options: OpenDatabaseOptions): Result<Database.Database, SchemaError> {
  mkdirSync(dirname(options.file), { recursive: true, mode: FOLDER_MODE });
  const migrations = loadMigrations(options.migrationsDir);
  const db = new Database(options.file, options.nativeBinding === undefined ? {} : { nativeBinding: options.nativeBinding });
  try {
    keepToOwner(options.file);
    db.pragma('foreign_keys = ON');
    db.pragma('busy_timeout = 5000');
    // The guard is read-only and runs before anything is written: switching the
    // journal mode already rewrites the file header of a database we might refuse.
    const checked = checkHistory(db, migrations);
    if (!checked.ok) {
      db.close();
      return checked;
    }
    db.pragma('journal_mode = WAL');
    db.pragma('synchronous = FULL');
    const { pending } = checked.value;
    if (options.beforeMigrate && pending.length > 0 && pending.length < migrations.length) {
      options.beforeMigrate(db, pending.map((migration) => migration.name));
    }
    const migrated = migrate(db, migrations, options.now, { conversions: CONVERSIONS, ...(options.log !== undefined && { log: options.log }) });
    if (!migrated.ok) {
      db.close();
      return migrated;
    }
    return { ok: true, value: db };
  } catch (error) {
    db.close();
    if (error instanceof Database.SqliteError && error.code === 'SQLITE_NOTADB') {
      return { ok: false, error: { code: 'unknown-schema', message: `${options.file} is not a SQLite database.` } };
    }
    throw error;
  }
}
