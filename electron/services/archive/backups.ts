/**
 * Rotating backups of the archive in `<dataDir>/backups/`: taken with
 * SQLite's online backup (better-sqlite3 `backup()`) at start-up, and as a
 * synchronous snapshot (`serialize()`) just before migrations change the
 * schema. Names sort by time, so rotation keeps the newest `keep` files.
 */
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type Database from 'better-sqlite3';
import type { BackupInfo } from '../../contract';

export const BACKUP_FOLDER = 'backups';
export const BACKUPS_KEPT = 5;
const BACKUP_NAME = /^congkak-(\d{8}T\d{9})-([a-z0-9-]+)\.sqlite$/;

export function backupsDir(dataDir: string): string {
  return join(dataDir, BACKUP_FOLDER);
}

/** `congkak-20260102T030405123-startup.sqlite`: the UTC time to the millisecond, then why it was taken. */
export function backupName(at: Date, reason: string): string {
  const stamp = at.toISOString().replace(/[-:.Z]/g, '');
  return `congkak-${stamp}-${reason}.sqlite`;
}

function createdAtOf(name: string): string | null {
  const stamp = BACKUP_NAME.exec(name)?.[1];
  if (stamp === undefined) return null;
  return `${stamp.slice(0, 4)}-${stamp.slice(4, 6)}-${stamp.slice(6, 8)}T${stamp.slice(9, 11)}:${stamp.slice(11, 13)}:${stamp.slice(13, 15)}.${stamp.slice(15, 18)}Z`;
}

/** Newest first. Files being written (`.partial`) and anything else in the folder are left out. */
export function listBackups(dir: string): BackupInfo[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .flatMap((name) => {
      const createdAt = createdAtOf(name);
      return createdAt === null ? [] : [{ name, createdAt, bytes: statSync(join(dir, name)).size }];
    })
    .sort((a, b) => (a.name < b.name ? 1 : a.name > b.name ? -1 : 0));
}

/** Deletes all but the newest `keep` backups (only files this module names). */
export function rotateBackups(dir: string, keep: number = BACKUPS_KEPT): void {
  for (const old of listBackups(dir).slice(keep)) rmSync(join(dir, old.name), { force: true });
}

function infoOf(dir: string, name: string): BackupInfo {
  return { name, createdAt: createdAtOf(name) ?? '', bytes: statSync(join(dir, name)).size };
}

/**
 * Online backup while the app runs: pages are copied in steps, so a large
 * archive does not stall the main process. Written under a `.partial` name and
 * renamed when complete, so a crash never leaves a half backup that looks whole.
 */
export async function takeBackup(db: Database.Database, dir: string, reason: string, at: Date, keep: number = BACKUPS_KEPT): Promise<BackupInfo> {
  mkdirSync(dir, { recursive: true });
  const name = backupName(at, reason);
  const partial = join(dir, `${name}.partial`);
  await db.backup(partial);
  renameSync(partial, join(dir, name));
  rotateBackups(dir, keep);
  return infoOf(dir, name);
}

/** Synchronous snapshot (before a migration, when nothing may run in between). */
export function takeBackupNow(db: Database.Database, dir: string, reason: string, at: Date, keep: number = BACKUPS_KEPT): BackupInfo {
  mkdirSync(dir, { recursive: true });
  const name = backupName(at, reason);
  const partial = join(dir, `${name}.partial`);
  writeFileSync(partial, db.serialize());
  renameSync(partial, join(dir, name));
  rotateBackups(dir, keep);
  return infoOf(dir, name);
}
