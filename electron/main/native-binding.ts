import { join } from 'node:path';

// better-sqlite3 for Electron lives in its own folder, never in
// node_modules/better-sqlite3 (whose build serves Node: tests, browser mode).
// node_modules/.cache is already ignored by git and never packaged.
export function electronNativeDir(appRoot: string): string {
  return join(appRoot, 'node_modules', '.cache', 'congkak-electron-native');
}

export function electronNativeBindingPath(appRoot: string): string {
  return join(electronNativeDir(appRoot), 'better_sqlite3.node');
}

/**
 * The addon the main process hands to better-sqlite3. A packaged app has no
 * choice to make: electron-builder rebuilt node_modules/better-sqlite3 for
 * Electron inside the package. In development the separate build is used.
 */
export function nativeBindingFor(isPackaged: boolean, appRoot: string): string | undefined {
  return isPackaged ? undefined : electronNativeBindingPath(appRoot);
}
