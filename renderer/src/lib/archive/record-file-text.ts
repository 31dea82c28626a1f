import { firstLineNotUtf8, RECORD_TEXT_MAX } from '../../../../electron/contract';

// A chosen `.congkak` file's text, for Import and Open a record (issue 29):
// `File.text()` reads any size and turns bytes that are not UTF-8 into
// U+FFFD without a word. This reads at most the limit and one byte, and
// refuses what is not UTF-8, naming its line, as the shell does for a file
// opened by its path (electron/main/read-record-file.ts).

export type RecordFileText = { ok: true; text: string } | { ok: false; reason: 'too-large' } | { ok: false; reason: 'not-utf8'; line: number };

export async function readRecordText(file: Blob, maxBytes = RECORD_TEXT_MAX): Promise<RecordFileText> {
  if (file.size > maxBytes) return { ok: false, reason: 'too-large' };
  // The size is what the browser saw when the file was chosen; the read itself is bounded too.
  const bytes = new Uint8Array(await file.slice(0, maxBytes + 1).arrayBuffer());
  if (bytes.length > maxBytes) return { ok: false, reason: 'too-large' };
  try {
    return { ok: true, text: new TextDecoder('utf-8', { fatal: true }).decode(bytes) };
  } catch {
    return { ok: false, reason: 'not-utf8', line: firstLineNotUtf8(bytes) ?? 1 };
  }
}
