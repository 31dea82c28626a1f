/**
 * Opening the archive file safely, and putting a backup in its place.
 * A damaged or foreign file (wrong header, failed quick_check, or a schema
 * history this version does not know) is moved aside, never deleted, a fresh
 * archive is opened, and the start-up report says what happened and which
 * backup could bring the games back.
 */
import { copyFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import type Database from 'better-sqlite3';
import type { Result } from '../../../engine';
import type { BackupInfo, StartupReport } from '../../contract';
import { openDatabase } from '../db/connection';
import type { SchemaError } from '../db/migrations';
import { backupsDir, listBackups, takeBackupNow } from './backups';
import { inspectDatabaseFile, moveAside } from './database-health';

export interface ArchiveFileOptions {
  file: string;
  dataDir: string;
  migrationsDir: string;
  now: () => Date;
  nativeBinding?: string;
}

export interface OpenedArchive {
  db: Database.Database;
  report: StartupReport;
}

/** The newest backup that passes the same health check as the archive itself. */
export function lastGoodBackup(dataDir: string, nativeBinding?: string): BackupInfo | null {
  const dir = backupsDir(dataDir);
  return listBackups(dir).find((backup) => inspectDatabaseFile(join(dir, backup.name), nativeBinding).ok) ?? null;
}

function open(options: ArchiveFileOptions): Result<Database.Database, SchemaError> {
  return openDatabase({
    file: options.file,
    migrationsDir: options.migrationsDir,
    now: options.now,
    ...(options.nativeBinding !== undefined && { nativeBinding: options.nativeBinding }),
    beforeMigrate: (db, pending) => takeBackupNow(db, backupsDir(options.dataDir), `before-${pending[0]?.replace(/_/g, '-') ?? 'migration'}`, options.now()),
  });
}

export function openArchiveFile(options: ArchiveFileOptions): Result<OpenedArchive, SchemaError> {
  const health = inspectDatabaseFile(options.file, options.nativeBinding);
  let reason = health.ok ? null : health.error;
  const opened = health.ok ? open(options) : null;
  if (opened !== null && !opened.ok) reason = `The archive was written by another version of the app or another program: ${opened.error.message}`;
  if (reason === null && opened?.ok) return { ok: true, value: { db: opened.value, report: { kind: 'ok' } } };
  const movedTo = moveAside(options.file, 'damaged', options.now());
  const fresh = open(options);
  if (!fresh.ok) return fresh;
  return {
    ok: true,
    value: { db: fresh.value, report: { kind: 'database-replaced', reason: reason ?? 'unknown', movedTo, lastBackup: lastGoodBackup(options.dataDir, options.nativeBinding) } },
  };
}

/**
 * Puts backup `name` in place of the (closed) archive: the current file is
 * moved aside first. Returns where it went.
 */
export function restoreBackupFile(options: ArchiveFileOptions, name: string): Result<string, { code: 'not-found' | 'bad-record'; message: string }> {
  const source = join(backupsDir(options.dataDir), name);
  if (!existsSync(source)) return { ok: false, error: { code: 'not-found', message: `There is no backup named ${name}.` } };
  const health = inspectDatabaseFile(source, options.nativeBinding);
  if (!health.ok) return { ok: false, error: { code: 'bad-record', message: `That backup cannot be used: ${health.error}` } };
  const keptAside = moveAside(options.file, 'before-restore', options.now());
  copyFileSync(source, options.file);
  return { ok: true, value: keptAside };
}
