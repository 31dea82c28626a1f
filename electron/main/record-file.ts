import { isAbsolute, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

// How a `.congkak` file reaches the app: the file manager starts Congkak with
// the file as an argument (Windows, Linux), or hands it to the running
// Congkak, which receives the new instance's arguments ('second-instance').
// macOS sends an 'open-file' event with the path instead. Linux desktop
// entries pass %U, so a file manager may hand over a file: URL
// (file:///home/ana/My%20game.congkak) instead of a path.

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
  if (file.toLowerCase().startsWith('file:')) return pathOfFileUrl(file);
  return isAbsolute(file) ? file : resolve(workingDirectory, file);
}

/**
 * A file: URL's path, decoded. One that names no path on this system (an
 * encoded slash; a host other than this machine, outside Windows) is kept as
 * given: opening it fails, and the box names the file, where skipping it would
 * leave a double-click unanswered.
 */
function pathOfFileUrl(url: string): string {
  try {
    return fileURLToPath(url);
  } catch {
    return url;
  }
}
