import { randomUUID } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { basename } from 'node:path';
import { gameToOpen, RECORD_TEXT_MAX, type ApiResult, type ImportReport, type OperationInput } from '../contract';

// Opening a `.congkak` file with the app: its games are imported (or found,
// when the archive has them already) exactly as the archive's Import does,
// through the services' own operation, and the window shows the first one.

/** The part of the services opening a record needs. */
export interface RecordImporter {
  call(operation: 'importRecords', input: OperationInput<'importRecords'>): Promise<ApiResult<ImportReport>>;
}

export type OpenedRecord = { ok: true; gameId: number } | { ok: false; title: string; message: string };

const TITLE = 'Congkak cannot open this record';

export async function openRecordFile(file: string, importer: RecordImporter): Promise<OpenedRecord> {
  const name = basename(file);
  let text: string;
  try {
    // Checked before reading: a huge file is refused without filling the memory.
    if ((await stat(file)).size > RECORD_TEXT_MAX) return refused(`${name} is too large to be a game record.`);
    text = await readFile(file, 'utf8');
  } catch (error) {
    return refused(`${name} cannot be read: ${error instanceof Error ? error.message : String(error)}`);
  }
  const imported = await importer.call('importRecords', { text, importId: `open-${randomUUID()}` });
  if (!imported.ok) return refused(`${name}: ${imported.error.message}`);
  const gameId = gameToOpen(imported.value);
  return gameId === null ? refused(`${name} holds no game.`) : { ok: true, gameId };
}

function refused(message: string): OpenedRecord {
  return { ok: false, title: TITLE, message };
}
