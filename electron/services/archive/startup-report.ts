/**
 * What Home tells at start: the files set aside and not yet decided about,
 * and the backup that can bring their games back. That backup is the newest
 * sound one holding games of another archive than the one in use: the new,
 * empty archive's own backups hold nothing worth restoring. Beside it, the
 * warnings any start may have (games that no longer replay, backups that
 * cannot be made).
 */
import type Database from 'better-sqlite3';
import type { ArchiveWarnings, BackupInfo, StartupReport } from '../../contract';
import { markChanged, toBackupInfo, type StoredBackup } from './backups';
import type { SetAside } from './set-aside';

/** The archive's lineage (migration 011). */
export function readLineage(db: Database.Database): string | null {
  return (db.prepare('SELECT lineage FROM archive_lineage').pluck().get() as string | undefined) ?? null;
}

/**
 * `backups` newest first: the newest sound one with games of another archive
 * than the one in use whose file still matches its checksum (`matches` hashes
 * it off the main thread). One that no longer matches is marked unsound as it
 * is found, and the next is offered.
 */
export async function offeredBackup(
  backups: readonly StoredBackup[],
  liveLineage: string | null,
  matches: (backup: StoredBackup) => Promise<boolean>,
): Promise<BackupInfo | null> {
  for (const backup of backups) {
    if (!backup.sound || (backup.games ?? 0) === 0 || backup.facts.lineage === liveLineage) continue;
    if (await matches(backup)) return toBackupInfo(backup);
    markChanged(backup);
  }
  return null;
}

export function startupReportOf(setAside: readonly SetAside[], offered: BackupInfo | null, warnings: ArchiveWarnings): StartupReport {
  const [first, ...later] = setAside;
  if (first === undefined) return { kind: 'ok', ...warnings };
  return { kind: 'database-replaced', reason: first.reason, movedTo: first.file, alsoMovedTo: later.map((entry) => entry.file), lastBackup: offered, ...warnings };
}
