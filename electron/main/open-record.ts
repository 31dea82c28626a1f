import { randomUUID } from 'node:crypto';
import { basename } from 'node:path';
import { gameToOpen, type ApiErrorBody, type ApiResult, type ImportReport, type OperationInput } from '../contract';
import { mainText, type MainMessageKey, type MainText } from './main-text';
import { readRecordFile, type RecordFileText } from './read-record-file';

// Opening a `.congkak` file with the app: its games are imported (or found,
// when the archive has them already) exactly as the archive's Import does,
// through the services' own operation, and the window shows the first one.

/** The part of the services opening a record needs. */
export interface RecordImporter {
  call(operation: 'importRecords', input: OperationInput<'importRecords'>): Promise<ApiResult<ImportReport>>;
}

export type OpenedRecord = { ok: true; gameId: number } | { ok: false; title: string; message: string };

/** What the box says of the services' refusal, by its code: a full or read-only disk and a busy archive in the shell's own words. */
function refusalKey(error: ApiErrorBody): MainMessageKey {
  if (error.code === 'disk-full' || error.code === 'cannot-write') return 'record.noRoom';
  return error.code === 'busy' ? 'record.busy' : 'record.bad';
}

/** Why a file was not read, in the shell's words. */
function whyNotRead(read: Exclude<RecordFileText, { ok: true }>, name: string, words: MainText): string {
  switch (read.reason) {
    case 'not-a-file':
      return words('record.notAFile', { name });
    case 'too-large':
      return words('record.tooLarge', { name });
    case 'not-utf8':
      return words('record.notUtf8', { name, line: String(read.line) });
    case 'unreadable':
      return words('record.unreadable', { name, reason: read.detail });
  }
}

export async function openRecordFile(file: string, importer: RecordImporter, words: MainText = mainText('en')): Promise<OpenedRecord> {
  const name = basename(file);
  const refused = (message: string): OpenedRecord => ({ ok: false, title: words('record.title'), message });
  const read = await readRecordFile(file);
  if (!read.ok) return refused(whyNotRead(read, name, words));
  const text = read.text;
  const imported = await importer.call('importRecords', { text, importId: `open-${randomUUID()}` });
  if (!imported.ok) return refused(words(refusalKey(imported.error), { name, reason: imported.error.message }));
  const gameId = gameToOpen(imported.value);
  return gameId === null ? refused(words('record.empty', { name })) : { ok: true, gameId };
}
