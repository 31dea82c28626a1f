/** Small files written whole or not at all: a temporary file, then a rename. Owner-only. */
import { closeSync, fsyncSync, openSync, renameSync, writeSync } from 'node:fs';
import { FILE_MODE } from './data-folder';

export function writeFileAtomic(file: string, text: string): void {
  const partial = `${file}.partial`;
  const fd = openSync(partial, 'w', FILE_MODE);
  try {
    writeSync(fd, text);
    // On disk before the rename makes it the real one, so a power cut leaves the old file or the new.
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  renameSync(partial, file);
}
