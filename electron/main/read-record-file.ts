import { isUtf8 } from 'node:buffer';
import { constants } from 'node:fs';
import { open, type FileHandle } from 'node:fs/promises';
import { firstLineNotUtf8, RECORD_TEXT_MAX } from '../contract';

// A record file's text, read by its path (argv, a double-click, Open a
// record…), only when it is a regular file. Issue 29: a FIFO named
// `f.congkak` never returned (four held all of libuv's threads, and every
// later file open waited), a link to /dev/zero read 658 MiB in 15 s before
// failing, and bytes that are not UTF-8 became U+FFFD without a word.

export type RecordFileText =
  | { ok: true; text: string }
  | { ok: false; reason: 'not-a-file' | 'too-large' }
  | { ok: false; reason: 'not-utf8'; line: number }
  | { ok: false; reason: 'unreadable'; detail: string };

/**
 * Opened non-blocking, so that opening a FIFO with no writer returns at
 * once; the kind of file is then asked of the descriptor opened (fstat), not
 * of the path, which could be swapped in between. O_NONBLOCK does not exist
 * on Windows, where a named pipe cannot sit at a file's path anyway.
 */
const OPEN_FLAGS = constants.O_RDONLY | (constants.O_NONBLOCK ?? 0);
const NOT_FILES = new Set(['ENXIO', 'EISDIR']);
/** Reads come in pieces of at most this: a file that grows as it is read is never read whole. */
const READ_PIECE = 1024 * 1024;

export async function readRecordFile(path: string, maxBytes = RECORD_TEXT_MAX): Promise<RecordFileText> {
  let handle: FileHandle;
  try {
    handle = await open(path, OPEN_FLAGS);
  } catch (error) {
    // What cannot even be opened as a file: a socket (ENXIO), a folder where the system refuses to open one (EISDIR).
    if (isErrno(error) && NOT_FILES.has(error.code ?? '')) return { ok: false, reason: 'not-a-file' };
    return { ok: false, reason: 'unreadable', detail: error instanceof Error ? error.message : String(error) };
  }
  try {
    const stats = await handle.stat();
    if (!stats.isFile()) return { ok: false, reason: 'not-a-file' };
    if (stats.size > maxBytes) return { ok: false, reason: 'too-large' };
    const bytes = await readAtMost(handle, maxBytes + 1, stats.size + 1);
    if (bytes.length > maxBytes) return { ok: false, reason: 'too-large' };
    // The native check decides almost every file; only a refused one is scanned for its line.
    if (!isUtf8(bytes)) return { ok: false, reason: 'not-utf8', line: firstLineNotUtf8(bytes) ?? 1 };
    return { ok: true, text: bytes.toString('utf8') };
  } catch (error) {
    return { ok: false, reason: 'unreadable', detail: error instanceof Error ? error.message : String(error) };
  } finally {
    await handle.close().catch(() => undefined);
  }
}

/** At most `limit` bytes from the start, in pieces, the first of `expected` bytes (the size fstat gave, and one more). */
async function readAtMost(handle: FileHandle, limit: number, expected: number): Promise<Buffer> {
  const pieces: Buffer[] = [];
  let total = 0;
  let piece = Math.min(Math.max(expected, 1), limit, READ_PIECE);
  while (total < limit) {
    const wanted = Math.min(piece, limit - total);
    const { bytesRead, buffer } = await handle.read(Buffer.alloc(wanted), 0, wanted, total);
    if (bytesRead === 0) break;
    pieces.push(buffer.subarray(0, bytesRead));
    total += bytesRead;
    piece = READ_PIECE;
  }
  return Buffer.concat(pieces, total);
}

function isErrno(error: unknown): error is NodeJS.ErrnoException {
  return error instanceof Error && 'code' in error;
}
