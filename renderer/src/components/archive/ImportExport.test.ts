import { fireEvent, render, screen, waitFor } from '@testing-library/svelte';
import { describe, expect, it, vi } from 'vitest';
import type { AppEvent, ImportReport } from '../../../../electron/contract';
import { ApiError } from '../../lib/api';

// The services answered by hand: the test decides when the import ends, and how.
let finishImport: (answer: ImportReport | ApiError) => void = () => undefined;
const cancelImport = vi.fn((input: { importId: string }) => {
  void input;
  return Promise.resolve(true);
});
let importId = '';
const listeners: ((event: AppEvent) => void)[] = [];
vi.mock('../../lib/play/api', () => ({
  appApi: () => ({
    importRecords: (input: { importId: string }) => {
      importId = input.importId;
      return new Promise<ImportReport>((resolve, reject) => {
        finishImport = (answer) => (answer instanceof ApiError ? reject(answer) : resolve(answer));
      });
    },
    cancelImport,
  }),
  onAppEvent: (listener: (event: AppEvent) => void) => {
    listeners.push(listener);
    return () => listeners.splice(listeners.indexOf(listener), 1);
  },
}));

const { default: ImportExport } = await import('./ImportExport.svelte');

/** A chosen file: jsdom's File reads no bytes, so this one's slices do. */
function chosenFile(bytes: Uint8Array): File {
  const file = { name: 'big.congkak', size: bytes.length, slice: (start = 0, end = bytes.length) => ({ arrayBuffer: () => Promise.resolve(bytes.slice(start, end).buffer) }) };
  return file as unknown as File;
}

async function startImport(): Promise<void> {
  const onImported = vi.fn();
  render(ImportExport, { onExportFilter: () => Promise.resolve(null), onImported });
  const input = screen.getByLabelText('Import a .congkak file');
  await fireEvent.change(input, { target: { files: [chosenFile(new TextEncoder().encode('[Rules "kalah"]\n\nS 1\n'))] } });
  await waitFor(() => expect(importId).not.toBe(''));
  for (const listener of listeners) listener({ type: 'import-progress', importId, checked: 250, total: 1000 });
}

describe('ImportExport', () => {
  it('shows the import’s progress with a Cancel that cancels that import, then says nothing was imported', async () => {
    await startImport();
    const progress = await screen.findByRole('progressbar', { name: 'Import progress' });
    expect(progress.getAttribute('value')).toBe('250');
    await fireEvent.click(screen.getByRole('button', { name: 'Cancel import' }));
    expect(cancelImport).toHaveBeenCalledWith({ importId });

    finishImport(new ApiError({ code: 'cancelled', message: 'The import was cancelled. Nothing was imported.' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Import cancelled. Nothing was imported.'));
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Cancel import' })).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  // Issue 29: a cancel too late to stop the import (answered false) must not
  // read as a cancelled import: the screen says what the import answered.
  it('says what the import answered when the cancel came too late', async () => {
    cancelImport.mockImplementationOnce(() => Promise.resolve(false));
    await startImport();
    await fireEvent.click(await screen.findByRole('button', { name: 'Cancel import' }));
    finishImport({ imported: 3, gameIds: [1, 2, 3], duplicates: [] });
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('3 games imported.'));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  // Issue 29: File.text() turned bytes that are not UTF-8 into U+FFFD, and the record imported changed.
  it('refuses a file that is not UTF-8, naming the line, and imports nothing', async () => {
    importId = '';
    render(ImportExport, { onExportFilter: () => Promise.resolve(null), onImported: vi.fn() });
    const latin1 = new Uint8Array([...new TextEncoder().encode('[Rules "kalah"]\n[South "'), 0x53, 0xe9, 0x72, 0x69, ...new TextEncoder().encode('"]\n\nS 3\n')]);
    await fireEvent.change(screen.getByLabelText('Import a .congkak file'), { target: { files: [chosenFile(latin1)] } });
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('This is not a record file: line 2 is not UTF-8 text. Nothing was imported.'));
    expect(importId).toBe('');
    expect(screen.queryByRole('progressbar')).toBeNull();
  });
});
