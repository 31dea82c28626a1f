/**
 * Where the app keeps its data. The same folder Electron's app.getPath('userData')
 * uses for productName "Congkak", so the desktop app and browser mode share one archive.
 */
import { join, posix, win32 } from 'node:path';

export const APP_FOLDER_NAME = 'Congkak';
export const DATABASE_FILE_NAME = 'congkak.sqlite';

interface DataDirInputs {
  /** The `--data-dir` command-line value, if given. */
  flag?: string | undefined;
  env: Readonly<Record<string, string | undefined>>;
  platform: NodeJS.Platform;
  home: string;
}

const nonEmpty = (value: string | undefined): value is string => value !== undefined && value.trim() !== '';

/** `--data-dir`, then CONGKAK_DATA_DIR, then the platform's per-user configuration folder. */
export function resolveDataDir({ flag, env, platform, home }: DataDirInputs): string {
  if (nonEmpty(flag)) return flag;
  if (nonEmpty(env.CONGKAK_DATA_DIR)) return env.CONGKAK_DATA_DIR;
  switch (platform) {
    case 'win32':
      return win32.join(nonEmpty(env.APPDATA) ? env.APPDATA : win32.join(home, 'AppData', 'Roaming'), APP_FOLDER_NAME);
    case 'darwin':
      return posix.join(home, 'Library', 'Application Support', APP_FOLDER_NAME);
    default:
      return posix.join(nonEmpty(env.XDG_CONFIG_HOME) ? env.XDG_CONFIG_HOME : posix.join(home, '.config'), APP_FOLDER_NAME);
  }
}

export function databaseFile(dataDir: string): string {
  return join(dataDir, DATABASE_FILE_NAME);
}
