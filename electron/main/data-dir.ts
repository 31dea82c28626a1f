import { isAbsolute, resolve } from 'node:path';

/**
 * The data folder: CONGKAK_DATA_DIR when set (tests and e2e give each run its
 * own folder), otherwise Electron's per-user folder for the app.
 */
export function resolveDataDir(env: Readonly<Record<string, string | undefined>>, userDataPath: string, cwd: string): string {
  const override = env['CONGKAK_DATA_DIR']?.trim();
  if (!override) return userDataPath;
  return isAbsolute(override) ? override : resolve(cwd, override);
}
