/**
 * The games of the archive that no longer replay through the engine, as the
 * last start-up backup's replay proof found them, with the newest backup in
 * which each still replayed: rotation keeps those backups (backups.ts) until
 * the player decides. Kept in `<backups>/unreplayable-games.json`, beside the
 * backups it holds, so the worker that takes a backup and rotates reads and
 * writes it without the main thread.
 *
 * Deciding: restoring a backup clears the list; keeping the games as they are
 * moves them to `accepted`, which are then neither told nor held, and no
 * longer make a backup unsound (backup-facts.ts `isSound`).
 */
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import * as v from 'valibot';
import type { BackupInfo, UnreplayableGame } from '../../contract';
import { writeFileAtomic } from '../storage/atomic-file';

export const UNREPLAYABLE_FILE = 'unreplayable-games.json';

const gameId = v.pipe(v.number(), v.integer(), v.minValue(1));
const listSchema = v.object({
  /** The archive the games are of (migration 011): ids mean nothing in another. */
  lineage: v.nullable(v.string()),
  games: v.array(v.object({ gameId, keptIn: v.nullable(v.string()) })),
  accepted: v.array(gameId),
});
export type UnreplayableList = v.InferOutput<typeof listSchema>;

const EMPTY: UnreplayableList = { lineage: null, games: [], accepted: [] };

function listFile(backupsDir: string): string {
  return join(backupsDir, UNREPLAYABLE_FILE);
}

/** Empty when nothing waits for a decision (or the list cannot be read). */
export function readUnreplayable(backupsDir: string): UnreplayableList {
  const file = listFile(backupsDir);
  if (!existsSync(file)) return EMPTY;
  try {
    const parsed = v.safeParse(listSchema, JSON.parse(readFileSync(file, 'utf8')));
    return parsed.success ? parsed.output : EMPTY;
  } catch {
    return EMPTY;
  }
}

function write(backupsDir: string, list: UnreplayableList): void {
  if (list.games.length === 0 && list.accepted.length === 0) rmSync(listFile(backupsDir), { force: true });
  else writeFileAtomic(listFile(backupsDir), `${JSON.stringify(list)}\n`);
}

/**
 * After a replay proof of the archive of `lineage`: `failed` are the games
 * that did not replay. Games already told keep their backup; new ones get the
 * one `lastReplayedIn` finds. Games that replay again (or are gone) drop out,
 * and everything known of another archive (one set aside and replaced).
 */
export function noteUnreplayable(
  backupsDir: string,
  lineage: string | null,
  failed: readonly number[],
  /** For the games newly found, the backup in which each last replayed (those none holds whole left out). */
  lastReplayedIn: (gameIds: readonly number[]) => ReadonlyMap<number, string>,
): UnreplayableList {
  const read = readUnreplayable(backupsDir);
  const before = read.lineage === lineage ? read : { ...EMPTY, lineage };
  const accepted = new Set(before.accepted);
  const told = new Map(before.games.map((game) => [game.gameId, game.keptIn]));
  const toTell = failed.filter((id) => !accepted.has(id));
  const found = lastReplayedIn(toTell.filter((id) => !told.has(id)));
  const games = toTell.map((id) => ({ gameId: id, keptIn: told.has(id) ? (told.get(id) ?? null) : (found.get(id) ?? null) }));
  const list = { lineage, games, accepted: before.accepted };
  write(backupsDir, list);
  return list;
}

/** The games the player kept as they are, for the backups of their archive: those no longer make a backup unsound. */
export function acceptedGames(list: UnreplayableList, backupLineage: string | null): ReadonlySet<number> {
  return backupLineage === list.lineage ? new Set(list.accepted) : new Set();
}

/** The backups rotation must keep. */
export function heldBackups(list: UnreplayableList): Set<string> {
  return new Set(list.games.flatMap((game) => (game.keptIn === null ? [] : [game.keptIn])));
}

/** The games to tell the player, each with its backup as `backupInfo` finds it (null once gone), or null. */
export function unreplayableToTell(list: UnreplayableList, backupInfo: (name: string) => BackupInfo | null): UnreplayableGame[] | null {
  if (list.games.length === 0) return null;
  return list.games.map((game) => ({ gameId: game.gameId, keptIn: game.keptIn === null ? null : backupInfo(game.keptIn) }));
}

/** The player keeps the games as they are. */
export function acceptUnreplayable(backupsDir: string): void {
  const list = readUnreplayable(backupsDir);
  write(backupsDir, { lineage: list.lineage, games: [], accepted: [...new Set([...list.accepted, ...list.games.map((game) => game.gameId)])].sort((a, b) => a - b) });
}

/** A backup restored: another archive, nothing told or accepted of the one it replaced. */
export function clearUnreplayable(backupsDir: string): void {
  rmSync(listFile(backupsDir), { force: true });
}
