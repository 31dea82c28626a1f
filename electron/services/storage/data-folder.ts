/**
 * Before the archive is looked at: can the data folder be created and written,
 * and the archive file written? Asked of the file system itself (a file is
 * created and removed) rather than read from permission bits, so the answer
 * is right for whoever runs the app; an administrator, for instance, writes
 * where the bits say no. A folder that fails is reported, and the archive in
 * it is left exactly as it is: never judged damaged, never moved aside.
 */
import { accessSync, constants, existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Result } from '../../../engine';
import { folderProblemOf, type StorageProblem } from './startup-problem';

/** Owner only: the archive holds the player's names and games. */
export const FOLDER_MODE = 0o700;
export const FILE_MODE = 0o600;

/** The file-system steps, replaceable in tests (permission bits do not stop a test run as root). */
export interface FolderAccess {
  /** Creates the folder and any missing parents (owner only); nothing when it exists. */
  makeFolder(dir: string): void;
  /** Throws when no file can be created in the folder. */
  probeFolder(dir: string): void;
  /** Throws when the file exists and cannot be written. */
  probeFile(file: string): void;
}

export const nodeFolderAccess: FolderAccess = {
  makeFolder: (dir) => mkdirSync(dir, { recursive: true, mode: FOLDER_MODE }),
  probeFolder: (dir) => {
    const probe = join(dir, `.congkak-write-test-${process.pid}`);
    writeFileSync(probe, '', { mode: FILE_MODE });
    rmSync(probe, { force: true });
  },
  probeFile: (file) => {
    if (existsSync(file)) accessSync(file, constants.W_OK);
  },
};

function attempt(step: () => void, folder: string, action: string): StorageProblem | null {
  try {
    step();
    return null;
  } catch (error) {
    return folderProblemOf(error, folder, action);
  }
}

export function checkDataFolder(dataDir: string, archiveFile: string, access: FolderAccess = nodeFolderAccess): Result<void, StorageProblem> {
  const problem =
    attempt(() => access.makeFolder(dataDir), dataDir, `create its data folder ${dataDir}`) ??
    attempt(() => access.probeFolder(dataDir), dataDir, `write in its data folder ${dataDir}`) ??
    attempt(() => access.probeFile(archiveFile), dataDir, `write its archive ${archiveFile}`);
  return problem === null ? { ok: true, value: undefined } : { ok: false, error: problem };
}
