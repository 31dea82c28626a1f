/**
 * What Home tells at start: the files set aside and not yet decided about,
 * and the backup that can bring their games back. That backup is the newest
 * sound one holding games of another archive than the one in use: the new,
 * empty archive's own backups hold nothing worth restoring.
 */
import type Database from 'better-sqlite3';
import type { BackupInfo, StartupReport } from '../../contract';
import { toBackupInfo, type StoredBackup } from './backups';
import type { SetAside } from './set-aside';

/** The archive's lineage (migration 011). */
export function readLineage(db: Database.Database): string | null {
  return (db.prepare('SELECT lineage FROM archive_lineage').pluck().get() as string | undefined) ?? null;
}

/** `backups` newest first. */
export function offeredBackup(backups: readonly StoredBackup[], liveLineage: string | null): BackupInfo | null {
  const found = backups.find((backup) => backup.sound && (backup.games ?? 0) > 0 && backup.facts.lineage !== liveLineage);
  return found === undefined ? null : toBackupInfo(found);
}

export function startupReportOf(setAside: readonly SetAside[], offered: BackupInfo | null): StartupReport {
  const [first, ...later] = setAside;
  if (first === undefined) return { kind: 'ok' };
  return { kind: 'database-replaced', reason: first.reason, movedTo: first.file, alsoMovedTo: later.map((entry) => entry.file), lastBackup: offered };
}
