/**
 * better-sqlite3's native addon, loaded once at start-up before the archive is
 * looked at. An addon built for another runtime (node_modules installed under
 * another Node.js, or the Node build handed to Electron) fails in
 * `process.dlopen` with a multi-line stack; the player is told instead, in one
 * line, what failed and what fixes it. Nothing has been opened or written then.
 */
import Database from 'better-sqlite3';
import type { LockHost } from '../storage/data-folder-lock';

export interface NativeAddonProblem {
  code: 'native-addon';
  message: string;
}

/**
 * Loads the addon (an in-memory database: no file is touched) so that a failure
 * comes before anything is started; better-sqlite3 keeps the loaded addon for
 * every database opened after. `nativeBinding`: Electron's own build, in development.
 */
export function loadSqliteAddon(nativeBinding: string | undefined): void {
  new Database(':memory:', nativeBinding === undefined ? {} : { nativeBinding }).close();
}

/** An addon that cannot be loaded: built for another ABI, platform or processor, or never built (Electron's own: no such file). */
function isAddonLoadFailure(error: unknown, nativeBinding: string | undefined): error is Error {
  if (!(error instanceof Error)) return false;
  const code = (error as NodeJS.ErrnoException).code;
  if (code === 'ERR_DLOPEN_FAILED' || error.message.startsWith('Could not locate the bindings file')) return true;
  return code === 'MODULE_NOT_FOUND' && nativeBinding !== undefined && error.message.includes(nativeBinding);
}

/** Node's words in one line: "built for NODE_MODULE_VERSION 128, this runtime needs 115", else its first line. */
function reasonOf(error: Error): string {
  const versions = /NODE_MODULE_VERSION (\d+)\.[\s\S]*?requires\s+NODE_MODULE_VERSION (\d+)/.exec(error.message);
  if (versions) return `it was built for another version of Node.js or Electron (NODE_MODULE_VERSION ${versions[1]}; this one needs ${versions[2]})`;
  return (error.message.split('\n')[0] ?? '').trim();
}

/**
 * What to do depends on who runs Congkak: from a checkout, the Node build is
 * rebuilt with npm (browser mode) or Electron's own is built by `npm start`;
 * an installed app (no separate build) is reinstalled.
 */
function fixFor(host: LockHost, nativeBinding: string | undefined): string {
  if (host === 'browser') return 'run "npm rebuild better-sqlite3" in Congkak\'s folder (or reinstall with "npm ci"), then start it again';
  if (nativeBinding !== undefined) return 'start Congkak with "npm start", which builds it for Electron';
  return 'install Congkak again';
}

/** The start-up problem an addon that does not load makes, or null for any other error (a bug, thrown as it is). */
export function nativeAddonProblemOf(error: unknown, host: LockHost, nativeBinding: string | undefined): NativeAddonProblem | null {
  if (!isAddonLoadFailure(error, nativeBinding)) return null;
  const message = `Congkak cannot load its SQLite module (better-sqlite3): ${reasonOf(error)}. To fix it, ${fixFor(host, nativeBinding)}. The archive was not touched.`;
  return { code: 'native-addon', message };
}
