import { existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, truncateSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { fail, ok, RECORD_TEXT_MAX, type ApiResult, type ImportReport } from '../contract';
import { mainText } from './main-text';
import { openRecordFile, type RecordImporter } from './open-record';
import { runToEnd } from '../../build/testing/test-processes';

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
      message: 'busy.congkak wurde nicht importiert: Das Archiv ist gerade belegt. Versuche es gleich noch einmal.',
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

  // Issue 29: a FIFO named f.congkak never returned (and held one of libuv's
  // threads for good); a link to /dev/zero took 15 s and 658 MiB; bytes that
  // are not UTF-8 were imported as U+FFFD without a word.
  describe('a file that is not a record file', () => {
    const services = importer(ok(report({ imported: 1, gameIds: [1] })));
    const notARecord = (name: string) => ({ ok: false, title: 'Congkak cannot open this record', message: `${name} is not a record file.` });

    it.runIf(process.platform !== 'win32')('a FIFO is refused at once, its open not waiting for a writer', async () => {
      const fifo = join(folder, 'f.congkak');
      runToEnd('mkfifo', [fifo]);
      expect(await openRecordFile(fifo, services)).toEqual(notARecord('f.congkak'));
      expect(services.call).not.toHaveBeenCalled();
    });

    it.runIf(existsSync('/dev/zero'))('a link to /dev/zero or /dev/urandom, or a folder, is refused at once', async () => {
      for (const device of ['/dev/zero', '/dev/urandom']) {
        const link = join(folder, `${device.slice(5)}.congkak`);
        symlinkSync(device, link);
        expect(await openRecordFile(link, services)).toEqual(notARecord(`${device.slice(5)}.congkak`));
      }
      const directory = join(folder, 'folder.congkak');
      mkdirSync(directory);
      expect(await openRecordFile(directory, services)).toEqual(notARecord('folder.congkak'));
      expect(services.call).not.toHaveBeenCalled();
    });

    it.runIf(process.platform !== 'win32')('a Unix socket is refused as not a record file', async () => {
      const socket = join(folder, 'socket.congkak');
      const server = createServer();
      await new Promise<void>((resolve) => server.listen(socket, resolve));
      try {
        expect(await openRecordFile(socket, services)).toEqual(notARecord('socket.congkak'));
      } finally {
        await new Promise((resolve) => server.close(resolve));
      }
      expect(services.call).not.toHaveBeenCalled();
    });

    it('a link to a record file is read as the file', async () => {
      const link = join(folder, 'linked.congkak');
      symlinkSync(recordFile('target.congkak'), link);
      expect(await openRecordFile(link, importer(ok(report({ imported: 1, gameIds: [4] }))))).toEqual({ ok: true, gameId: 4 });
    });

    it('bytes that are not UTF-8 are refused with their line, and nothing is imported', async () => {
      const file = join(folder, 'latin1.congkak');
      writeFileSync(file, Buffer.concat([Buffer.from('[Rules "kalah"]\n[South "'), Buffer.from([0x4a, 0xe9, 0x72, 0xf4, 0x6d, 0x65]), Buffer.from('"]\n\nS 3\n')]));
      expect(await openRecordFile(file, services)).toEqual({
        ok: false,
        title: 'Congkak cannot open this record',
        message: 'latin1.congkak is not a record file: line 2 is not UTF-8 text.',
      });
      expect(services.call).not.toHaveBeenCalled();
    });

    it('reads no more than the limit and one byte, whatever size the file reports', async () => {
      const { readRecordFile } = await import('./read-record-file');
      const file = recordFile('exact.congkak', 'x'.repeat(100));
      expect(await readRecordFile(file, 99)).toEqual({ ok: false, reason: 'too-large' });
      expect(await readRecordFile(file, 100)).toEqual({ ok: true, text: 'x'.repeat(100) });
      // A regular file whose size says 0 while it holds more (procfs): only the read's own bound catches it.
      if (existsSync('/proc/self/maps')) expect(await readRecordFile('/proc/self/maps', 10)).toEqual({ ok: false, reason: 'too-large' });
    });
  });
});
