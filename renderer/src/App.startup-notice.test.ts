// Home tells a damaged archive set aside at start until the player decides:
// keeping the new archive (an operation: the services stop telling it) or
// restoring a backup, here or in Settings.
import { fireEvent, render, screen, waitFor } from '@testing-library/svelte';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { NO_WARNINGS, type AppEvent, type StartupReport } from '../../electron/contract';

const REPLACED: StartupReport = {
  kind: 'database-replaced',
  reason: 'The archive file is empty (0 bytes).',
  movedTo: '/data/congkak.sqlite.damaged-20260102T030405678Z',
  alsoMovedTo: [],
  lastBackup: { name: 'congkak-20260101T120000000-startup.sqlite', createdAt: '2026-01-01T12:00:00.000Z', bytes: 40960, games: 3, sound: true },
  ...NO_WARNINGS,
};

let report: StartupReport = REPLACED;
let sendEvent: (event: AppEvent) => void = () => undefined;
const keepNewArchive = vi.fn(() => {
  report = { kind: 'ok', ...NO_WARNINGS };
  return Promise.resolve(report);
});
const keepUnreplayableGames = vi.fn(() => {
  report = { kind: 'ok', ...NO_WARNINGS };
  return Promise.resolve(report);
});
vi.mock('./lib/play/api', () => ({
  appApi: () => ({ getStartupReport: () => Promise.resolve(report), keepNewArchive, keepUnreplayableGames }),
  onAppEvent: (listener: (event: AppEvent) => void) => {
    sendEvent = listener;
    return () => undefined;
  },
}));

const { default: App } = await import('./App.svelte');

beforeEach(() => {
  report = REPLACED;
  keepNewArchive.mockClear();
  keepUnreplayableGames.mockClear();
  history.replaceState(null, '', '/');
});

describe('the start-up notice on Home', () => {
  it('tells where the old file is and offers the backup with its games, with no way to just hide it', async () => {
    render(App);
    const notice = await screen.findByRole('alert');
    expect(notice.textContent).toContain('/data/congkak.sqlite.damaged-20260102T030405678Z');
    expect(notice.textContent).toContain('3 games');
    expect(screen.getByRole('button', { name: 'Restore the last good backup' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Keep the new archive' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Dismiss' })).toBeNull();
  });

  it('keeping the new archive is told to the services, and the notice goes', async () => {
    render(App);
    await fireEvent.click(await screen.findByRole('button', { name: 'Keep the new archive' }));
    expect(keepNewArchive).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });

  it('goes when the player decided elsewhere (a restore in Settings changed the archive)', async () => {
    render(App);
    await screen.findByRole('alert');
    report = { kind: 'ok', ...NO_WARNINGS };
    sendEvent({ type: 'archive-changed' });
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect(keepNewArchive).not.toHaveBeenCalled();
  });
});

describe('what else a start found, told on Home', () => {
  const KEPT = { name: 'congkak-20260101T120000000-startup.sqlite', createdAt: '2026-01-01T12:00:00.000Z', bytes: 40960, games: 3, sound: true };

  it('names the games that no longer replay and the backup kept for them; keeping them is told to the services', async () => {
    report = { kind: 'ok', unreplayable: [{ gameId: 3, keptIn: KEPT }, { gameId: 7, keptIn: null }], backupsFailing: null };
    render(App);
    const notice = await screen.findByRole('alert');
    expect(notice.textContent).toContain('2 games in your archive no longer replay (#3 and #7)');
    expect(notice.textContent).toContain('3 games');
    expect(screen.getByRole('button', { name: 'Restore that backup' })).toBeTruthy();
    await fireEvent.click(screen.getByRole('button', { name: 'Keep the games as they are' }));
    expect(keepUnreplayableGames).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });

  it('says that backups cannot be made, where and why', async () => {
    report = { kind: 'ok', unreplayable: null, backupsFailing: { code: 'cannot-write', folder: '/data/backups', cause: 'permission denied' } };
    render(App);
    const notice = await screen.findByRole('alert');
    expect(notice.textContent).toContain('Backups cannot be made in /data/backups: permission denied.');
  });
});
