import { describe, expect, it, vi } from 'vitest';
import type { BackupInfo } from '../../../../electron/contract';
import { format } from '../../i18n';
import { ApiError } from '../api';
import { restoreAfterConfirming } from './restore';

const BACKUP: BackupInfo = { name: 'congkak-20260102T030405123-startup.sqlite', createdAt: '2026-01-02T03:04:05.123Z', bytes: 4096, games: 3, sound: true };

describe('restoreAfterConfirming', () => {
  it('asks first, naming the backup by its date, and restores nothing when the player says no', async () => {
    const confirm = vi.fn(() => false);
    const restoreBackup = vi.fn();
    expect(await restoreAfterConfirming(BACKUP, { confirm, restoreBackup })).toEqual({ kind: 'cancelled' });
    expect(confirm).toHaveBeenCalledWith(expect.stringContaining(format.dateTime(new Date(BACKUP.createdAt))));
    expect(restoreBackup).not.toHaveBeenCalled();
  });

  it('restores the backup by name and says where the archive in use was kept', async () => {
    const restoreBackup = vi.fn(async ({ name }: { name: string }) => ({ restored: name, keptAside: '/data/congkak.sqlite.before-restore-1' }));
    const outcome = await restoreAfterConfirming(BACKUP, { confirm: () => true, restoreBackup });
    expect(restoreBackup).toHaveBeenCalledWith({ name: BACKUP.name });
    expect(outcome.kind).toBe('restored');
    expect(outcome.kind === 'restored' && outcome.message).toContain('/data/congkak.sqlite.before-restore-1');
  });

  it("words the services' refusal by its code, in the reader's language", async () => {
    const restoreBackup = vi.fn(async () => {
      throw new ApiError({ code: 'not-found', message: 'There is no backup named x.' });
    });
    expect(await restoreAfterConfirming(BACKUP, { confirm: () => true, restoreBackup })).toEqual({ kind: 'failed', message: 'That game, record or backup no longer exists.' });
  });
});
