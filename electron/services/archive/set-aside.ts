/**
 * The archive files set aside as damaged that the player has not yet decided
 * about, kept in `<dataDir>/archive-set-aside.json` so that Home tells it at
 * every start, not only the first: the player decides by restoring a backup
 * or by keeping the new archive, and the list is cleared then.
 */
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import * as v from 'valibot';
import { writeFileAtomic } from '../storage/atomic-file';

export const SET_ASIDE_FILE = 'archive-set-aside.json';

const setAsideSchema = v.object({
  /** Where the file went (`congkak.sqlite.damaged-…`). */
  file: v.string(),
  reason: v.string(),
  /** ISO 8601. */
  at: v.string(),
});
export type SetAside = v.InferOutput<typeof setAsideSchema>;

const listSchema = v.object({ setAside: v.array(setAsideSchema) });

function listFile(dataDir: string): string {
  return join(dataDir, SET_ASIDE_FILE);
}

/** Oldest first; empty when nothing waits for a decision (or the list cannot be read). */
export function readSetAside(dataDir: string): SetAside[] {
  const file = listFile(dataDir);
  if (!existsSync(file)) return [];
  try {
    const parsed = v.safeParse(listSchema, JSON.parse(readFileSync(file, 'utf8')));
    return parsed.success ? parsed.output.setAside : [];
  } catch {
    return [];
  }
}

export function recordSetAside(dataDir: string, entry: SetAside): SetAside[] {
  const list = [...readSetAside(dataDir), entry];
  writeFileAtomic(listFile(dataDir), `${JSON.stringify({ setAside: list }, null, 2)}\n`);
  return list;
}

/** The player decided: the files stay where they are, the notice goes. */
export function clearSetAside(dataDir: string): void {
  rmSync(listFile(dataDir), { force: true });
}
