/**
 * Why the services could not start, as a value: an archive from an unknown
 * version, a data folder that cannot be used, or a SQLite addon that does not
 * load. The browser mode prints the message as one line, the desktop app
 * shows it in an error box; either way it names the folder (or, for the
 * addon, the fix), and never comes as a stack trace.
 */
import type { SchemaError } from '../db/migrations';
import type { NativeAddonProblem } from '../db/sqlite-addon';
import type { AlreadyRunning } from './data-folder-lock';
import { causeOf, storageFaultOf, type StorageFault } from './storage-faults';

export interface StorageProblem {
  code: StorageFault;
  /** The data folder, for whoever wants to point at it. */
  folder: string;
  message: string;
}

/**
 * `already-running`: another Congkak holds the data folder (data-folder-lock.ts);
 * `native-addon`: better-sqlite3's addon does not load (db/sqlite-addon.ts).
 */
export type StartupProblem = SchemaError | StorageProblem | AlreadyRunning | NativeAddonProblem;

/**
 * The problem a storage failure makes while Congkak does `action` ("create
 * its data folder /x"), or null when the error is not about storage (a bug,
 * or damaged data, which the caller handles).
 */
export function storageProblemOf(error: unknown, folder: string, action: string): StorageProblem | null {
  const code = storageFaultOf(error);
  if (code === null) return null;
  const message =
    code === 'disk-full'
      ? `The disk is full: Congkak cannot ${action}. Free some space, then start Congkak again.`
      : `Congkak cannot ${action}: ${causeOf(error)}.`;
  return { code, folder, message };
}

/** As storageProblemOf, for a step whatever stops means the folder cannot be used (a file in the way, a missing drive). */
export function folderProblemOf(error: unknown, folder: string, action: string): StorageProblem {
  return storageProblemOf(error, folder, action) ?? { code: 'cannot-write', folder, message: `Congkak cannot ${action}: ${causeOf(error)}.` };
}

/**
 * A message that names the folder, for the log, the browser mode's one line
 * and the detail of the desktop app's error box (whose title the shell words
 * by the problem's code, in the player's language: electron/main/locales).
 */
export function describeStartupProblem(problem: StartupProblem, dataDir: string): { message: string } {
  const message = problem.code === 'unknown-schema' ? `The archive in ${dataDir} cannot be opened: ${problem.message}` : problem.message;
  return { message };
}
