import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { SavedWindowState } from './window-options';

// The window's size and position live in a small JSON file of their own in the
// data folder: it is shell business, not a user setting, and must be readable
// before the services (and the database) are up.

export function windowStatePath(dataDir: string): string {
  return join(dataDir, 'window-state.json');
}

/** A remembered state, or null for anything missing, unreadable or malformed. */
export function parseWindowState(json: string): SavedWindowState | null {
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const record = value as Record<string, unknown>;
  const { x, y, width, height, maximized } = record;
  if (![x, y, width, height].every((n) => typeof n === 'number' && Number.isFinite(n))) return null;
  if ((width as number) <= 0 || (height as number) <= 0) return null;
  return { x: x as number, y: y as number, width: width as number, height: height as number, maximized: maximized === true };
}

export async function loadWindowState(dataDir: string): Promise<SavedWindowState | null> {
  try {
    return parseWindowState(await readFile(windowStatePath(dataDir), 'utf8'));
  } catch {
    return null;
  }
}

/** Written to a temporary file then renamed, so a crash never leaves half a file. */
export async function saveWindowState(dataDir: string, state: SavedWindowState): Promise<void> {
  const path = windowStatePath(dataDir);
  await mkdir(dirname(path), { recursive: true });
  const temporary = `${path}.tmp`;
  await writeFile(temporary, JSON.stringify(state), 'utf8');
  await rename(temporary, path);
}
