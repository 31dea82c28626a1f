import { mkdtempSync, rmSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { fail, ok, RECORD_TEXT_MAX, type ApiResult, type ImportReport } from '../contract';
import { mainText } from './main-text';
import { openRecordFile, type RecordImporter } from './open-record';

const folder = mkdtempSync(join(tmpdir(), 'congkak-open-record-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

function recordFile(name: string, text = '[Rules "kalah"]\n\nS 3\n'): string {
  const file = join(folder, name);
  writeFileSync(file, text);
  return file;
}

function importer(answer: ApiResult<ImportReport>): RecordImporter & { call: ReturnType<typeof vi.fn> } {
  return { call: vi.fn(async () => answer) };
}

const report = (fields: Partial<ImportReport>): ImportReport => ({ imported: 0, gameIds: [], duplicates: [], ...fields });

describe('openRecordFile', () => {
  it('imports the file’s text and opens the first game imported', async () => {
    const services = importer(ok(report({ imported: 2, gameIds: [7, 8] })));
    expect(await openRecordFile(recordFile('final.congkak'), services)).toEqual({ ok: true, gameId: 7 });
    expect(services.call).toHaveBeenCalledWith('importRecords', { text: '[Rules "kalah"]\n\nS 3\n', importId: expect.stringMatching(/^open-/) as string });
  });

  it('opens the game the archive already has when the record was imported before', async () => {
    const services = importer(ok(report({ duplicates: [{ line: 1, existingId: 3 }] })));
    expect(await openRecordFile(recordFile('again.congkak'), services)).toEqual({ ok: true, gameId: 3 });
  });

  it('tells why a record is refused, naming the file', async () => {
    const services = importer(fail('bad-record', 'line 3: South is not to move'));
    expect(await openRecordFile(recordFile('broken.congkak'), services)).toEqual({
      ok: false,
      title: 'Congkak cannot open this record',
      message: 'broken.congkak is not a game record Congkak can read: line 3: South is not to move',
    });
  });

  it('words a full disk and a busy archive in the chosen language, from the shell\'s catalogue', async () => {
    const malay = mainText('ms');
    expect(await openRecordFile(recordFile('full.congkak'), importer(fail('disk-full', 'No room in /data')), malay)).toEqual({
      ok: false,
      title: 'Congkak tidak dapat membuka rekod ini',
      message: 'full.congkak tidak diimport: cakera penuh atau arkib tidak dapat ditulis.',
    });
    expect(await openRecordFile(recordFile('busy.congkak'), importer(fail('busy', 'locked')), mainText('de'))).toMatchObject({
      message: 'busy.congkak wurde nicht importiert: Das Archiv ist beschäftigt. Versuche es gleich noch einmal.',
    });
  });

  it('refuses a file it cannot read, or one larger than any record, without importing', async () => {
    const services = importer(ok(report({})));
    expect(await openRecordFile(join(folder, 'missing.congkak'), services)).toMatchObject({ ok: false, message: expect.stringContaining('missing.congkak cannot be read') as string });
    const huge = recordFile('huge.congkak', '');
    truncateSync(huge, RECORD_TEXT_MAX + 1);
    expect(await openRecordFile(huge, services)).toMatchObject({ ok: false, message: 'huge.congkak is too large to be a game record.' });
    expect(services.call).not.toHaveBeenCalled();
  });

  it('says so when the file holds no game to show', async () => {
    expect(await openRecordFile(recordFile('empty.congkak'), importer(ok(report({}))))).toMatchObject({ ok: false, message: 'empty.congkak holds no game.' });
  });
});
