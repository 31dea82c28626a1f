/**
 * Opening the archive file safely, and putting a backup in its place.
 * A damaged, empty or foreign file (0 bytes, wrong header, failed quick_check,
 * or a schema history this version does not know) is moved aside, never
 * deleted, a fresh archive is opened, and the move is recorded until the
 * player decides (set-aside.ts). A data folder or file that cannot be used
 * (permissions, a full disk) is a start-up problem instead: the archive in it
 * is left exactly as it is.
 */
import { chmodSync, closeSync, copyFileSync, fsyncSync, openSync, renameSync, rmSync } from 'node:fs';
import Database from 'better-sqlite3';
import type { Result } from '../../../engine';
import { openDatabase } from '../db/connection';
import { checkHistory, loadMigrations, type SchemaError } from '../db/migrations';
import { checkDataFolder, FILE_MODE, type FolderAccess } from '../storage/data-folder';
import { storageProblemOf, type StartupProblem } from '../storage/startup-problem';
import { backupsDir, CHANGED, findBackup, markChanged, takeBackupNow, type StoredBackup } from './backups';
import { inspectDatabaseFile, moveAside } from './database-health';
import { recordSetAside, type SetAside } from './set-aside';

export interface ArchiveFileOptions {
  file: string;
  dataDir: string;
  migrationsDir: string;
  now: () => Date;
  nativeBinding?: string;
  /** Stand-ins for the file-system checks of the data folder (tests). */
  folderAccess?: FolderAccess;
  /** Told what a migration changed beyond the schema. */
  logError?: (message: string) => void;
}

interface OpenedArchive {
  db: Database.Database;
  /** The file just set aside, if the archive had to be replaced. */
  setAside: SetAside | null;
}

interface RestoreRefusal {
  code: 'not-found' | 'bad-record';
  message: string;
}

function open(options: ArchiveFileOptions): Result<Database.Database, SchemaError> {
  return openDatabase({
    file: options.file,
    migrationsDir: options.migrationsDir,
    now: options.now,
    ...(options.nativeBinding !== undefined && { nativeBinding: options.nativeBinding }),
    ...(options.logError !== undefined && { log: options.logError }),
    beforeMigrate: (db, pending) =>
      // Stryker disable next-line OptionalChaining,ObjectLiteral: equivalent, openDatabase calls this only with migrations pending; the addon is the one the archive was just opened with (the same in tests).
      takeBackupNow(db, backupsDir(options.dataDir), `before-${pending[0]?.replace(/_/g, '-') ?? 'migration'}`, options.now(), { nativeBinding: options.nativeBinding }),
  });
}

const isDamage = (error: unknown) => error instanceof Database.SqliteError && error.code.startsWith('SQLITE_CORRUPT');

/** Opens the archive, or replaces it when it is damaged. Storage failures are thrown, for the caller to tell. */
function openOrReplace(options: ArchiveFileOptions): Result<OpenedArchive, SchemaError> {
  const health = inspectDatabaseFile(options.file, options.nativeBinding);
  if (health.kind === 'inaccessible') throw health.error;
  let reason = health.kind === 'damaged' ? health.reason : null;
  if (reason === null) {
    try {
      const opened = open(options);
      if (opened.ok) return { ok: true, value: { db: opened.value, setAside: null } };
      reason = `The archive was written by another version of the app or another program: ${opened.error.message}`;
    } catch (error) {
      if (!isDamage(error)) throw error;
      reason = `The archive file is damaged (${(error as Error).message}).`;
    }
  }
  const at = options.now();
  const setAside = { file: moveAside(options.file, 'damaged', at), reason, at: at.toISOString() };
  recordSetAside(options.dataDir, setAside);
  const fresh = open(options);
  if (!fresh.ok) return fresh;
  return { ok: true, value: { db: fresh.value, setAside } };
}

export function openArchiveFile(options: ArchiveFileOptions): Result<OpenedArchive, StartupProblem> {
  const folder = checkDataFolder(options.dataDir, options.file, options.folderAccess);
  if (!folder.ok) return folder;
  try {
    return openOrReplace(options);
  } catch (error) {
    const problem = storageProblemOf(error, options.dataDir, `open its archive in ${options.dataDir}`);
    if (problem === null) throw error;
    return { ok: false, error: problem };
  }
}

/**
 * Can this backup be restored? It exists, passed the integrity check, is
 * unchanged since (`checksum` hashes the file, off the main thread), and this
 * version can open it.
 */
export async function checkBackupForRestore(
  options: ArchiveFileOptions,
  name: string,
  checksum: (file: string) => Promise<string>,
): Promise<Result<StoredBackup, RestoreRefusal>> {
  const backup = findBackup(backupsDir(options.dataDir), name, { nativeBinding: options.nativeBinding });
  if (backup === null) return { ok: false, error: { code: 'not-found', message: `There is no backup named ${name}.` } };
  const refuse = (why: string): Result<StoredBackup, RestoreRefusal> => ({ ok: false, error: { code: 'bad-record', message: `That backup cannot be used: ${why}` } });
  if (backup.facts.problem === CHANGED) return refuse(CHANGED);
  if (!backup.facts.sound) return refuse(`it failed SQLite's integrity check when it was made (${backup.facts.problem ?? 'no details'}).`);
  if ((await checksum(backup.file)) !== backup.facts.sha256) {
    // Found now: from here on it is listed as unsound and never offered.
    markChanged(backup);
    return refuse(CHANGED);
  }
  // Stryker disable next-line BooleanLiteral: equivalent, the backup was just found and hashed, and checking its history only reads it.
  const db = new Database(backup.file, { readonly: true, fileMustExist: true, ...(options.nativeBinding !== undefined && { nativeBinding: options.nativeBinding }) });
  try {
    const history = checkHistory(db, loadMigrations(options.migrationsDir));
    if (!history.ok) return refuse(history.error.message);
  } finally {
    db.close();
  }
  return { ok: true, value: backup };
}

/**
 * First step of a restore, while the archive is still open: a copy of the
 * checked backup beside it, on disk, so a full disk fails here and leaves
 * everything as it was. Returns the copy's path.
 */
export function copyBackupBeside(options: ArchiveFileOptions, backup: StoredBackup): string {
  const restoring = `${options.file}.restoring`;
  try {
    copyFileSync(backup.file, restoring);
    chmodSync(restoring, FILE_MODE);
    const fd = openSync(restoring, 'r+');
    // Stryker disable next-line BlockStatement: equivalent for any test: the sync only matters if the power fails before the restore's rename.
    try {
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
    return restoring;
  } catch (error) {
    rmSync(restoring, { force: true });
    throw error;
  }
}

/** Second step, the archive closed: it is moved aside and the copy takes its place. Returns where it went. */
export function swapInRestored(options: ArchiveFileOptions, restoring: string): string {
  const keptAside = moveAside(options.file, 'before-restore', options.now());
  renameSync(restoring, options.file);
  return keptAside;
}
