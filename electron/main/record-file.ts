import { isAbsolute, resolve } from 'node:path';

// How a `.congkak` file reaches the app: the file manager starts Congkak with
// the file's path as an argument (Windows, Linux), or hands it to the running
// Congkak, which receives the new instance's arguments ('second-instance').
// macOS sends an 'open-file' event with the path instead.

export const RECORD_EXTENSION = '.congkak';

/**
 * The record file among a command line's arguments (after the executable),
 * resolved against the folder it was started in; null when there is none.
 * Switches (Chromium adds some to a second instance's arguments) are skipped;
 * with several files, the last one is opened.
 */
export function recordFileInArgs(argv: readonly string[], workingDirectory: string): string | null {
  const files = argv.slice(1).filter((arg) => !arg.startsWith('-') && arg.toLowerCase().endsWith(RECORD_EXTENSION));
  const file = files.at(-1);
  if (file === undefined) return null;
  return isAbsolute(file) ? file : resolve(workingDirectory, file);
}
