// How a backup is named to the player: its date, the games it holds and its size.
import type { BackupInfo } from '../../../../electron/contract';
import { format, t } from '../../i18n';

/** "2 Jan 2026, 03:04 · 3 games · 4 KB" (the games left out when the backup cannot be read). */
export function backupSummary(backup: BackupInfo): string {
  const parts = [format.dateTime(new Date(backup.createdAt))];
  if (backup.games !== null) parts.push(t('backups.games', { count: backup.games }));
  parts.push(t('backups.size', { kilobytes: Math.ceil(backup.bytes / 1024) }));
  return parts.join(' · ');
}
