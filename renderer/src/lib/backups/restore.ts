// Restoring a backup, as both the Settings list and the start-up notice on
// Home do it: ask first (naming the backup's date), then restore; the archive
// in use is kept aside by the services, never deleted, and the answer says where.
import type { BackupInfo, RestoreReport } from '../../../../electron/contract';
import { format, t } from '../../i18n';
import { errorText } from '../api';

type RestoreOutcome = { kind: 'cancelled' } | { kind: 'restored'; message: string } | { kind: 'failed'; message: string };

interface RestoreDeps {
  /** Asks the player; false leaves everything as it is. */
  confirm: (question: string) => boolean;
  restoreBackup: (input: { name: string }) => Promise<RestoreReport>;
}

export async function restoreAfterConfirming(backup: BackupInfo, deps: RestoreDeps): Promise<RestoreOutcome> {
  if (!deps.confirm(t('backups.confirm', { date: format.dateTime(new Date(backup.createdAt)) }))) return { kind: 'cancelled' };
  try {
    const report = await deps.restoreBackup({ name: backup.name });
    return { kind: 'restored', message: t('backups.restored', { keptAside: report.keptAside }) };
  } catch (caught) {
    return { kind: 'failed', message: errorText(caught) };
  }
}
