// How a backup is named to the player: its date, the games it holds (with the
// right plural for the reader's language) and its size.
import type { BackupInfo } from '../../../../electron/contract';
import { format, getLocale, t } from '../../i18n';

export function gamesText(count: number): string {
  return new Intl.PluralRules(getLocale()).select(count) === 'one' ? t('backups.games.one', { count }) : t('backups.games.other', { count });
}

/** "2 Jan 2026, 03:04 · 3 games · 4 KB" (the games left out when the backup cannot be read). */
export function backupSummary(backup: BackupInfo): string {
  const parts = [format.dateTime(new Date(backup.createdAt))];
  if (backup.games !== null) parts.push(gamesText(backup.games));
  parts.push(t('backups.size', { kilobytes: Math.ceil(backup.bytes / 1024) }));
  return parts.join(' · ');
}
