/**
 * Backups of the archive in `<dataDir>/backups/`: taken with SQLite's online
 * backup (better-sqlite3 `backup()`) at start-up, and as a synchronous
 * snapshot (`serialize()`) just before migrations change the schema. Each is
 * written under a `.partial` name, checked (backup-facts.ts) and only then
 * given its name, so a crash never leaves a half backup that looks whole.
 * The start-up backup (taken in the archive's worker) also replays every game
 * through the engine (replay-proof.ts): a backup counts as sound only when
 * they all replay, and for each game that does not, the newest backup in
 * which it still replayed is held out of rotation (unreplayable-games.ts).
 * Rotation keeps what backup-policy.ts says, and those. Files and folder are
 * owner-only.
 */
import { chmodSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import Database from 'better-sqlite3';
import type { BackupInfo } from '../../contract';
import { openArchiveConnection } from './archive-connection';
import type { ArchiveConnection } from './archive-jobs-protocol';
import { FILE_MODE, FOLDER_MODE } from '../storage/data-folder';
import {
  factsFile,
  inspectBackup,
  isSound,
  markFileRollbackJournal,
  markRollbackJournal,
  readFacts,
  sha256OfBuffer,
  sha256OfFile,
  writeFacts,
  type BackupFacts,
} from './backup-facts';
import { backupsToKeep, DEFAULT_POLICY, type BackupPolicy } from './backup-policy';
import { gameReplays } from './replay-proof';
import { acceptedGames, heldBackups, noteUnreplayable, readUnreplayable, type UnreplayableList } from './unreplayable-games';

export const BACKUP_FOLDER = 'backups';
const BACKUP_NAME = /^congkak-(\d{8}T\d{9})-([a-z0-9-]+)\.sqlite$/;
/** better-sqlite3's own step size. */
const BACKUP_PAGES_PER_STEP = 100;
/** A `.partial` this old was left by a crash, not by a backup being written. */
const STALE_PARTIAL_MS = 10 * 60 * 1000;

interface BackupOptions {
  /** better-sqlite3 addon built for another ABI (the Electron shell's). */
  nativeBinding?: string | undefined;
  policy?: BackupPolicy;
  /** Asked between the steps of an online backup: true stops it (the app is closing). */
  stopping?: () => boolean;
}

/** A backup with what is known of it (its lineage and checksum stay in the services). */
export interface StoredBackup extends BackupInfo {
  file: string;
  facts: BackupFacts;
}

export function backupsDir(dataDir: string): string {
  return join(dataDir, BACKUP_FOLDER);
}

/** `congkak-20260102T030405123-startup.sqlite`: the UTC time to the millisecond, then why it was taken. */
export function backupName(at: Date, reason: string): string {
  const stamp = at.toISOString().replace(/[-:.Z]/g, '');
  return `congkak-${stamp}-${reason}.sqlite`;
}

function createdAtOf(name: string): string | null {
  const stamp = BACKUP_NAME.exec(name)?.[1];
  if (stamp === undefined) return null;
  return `${stamp.slice(0, 4)}-${stamp.slice(4, 6)}-${stamp.slice(6, 8)}T${stamp.slice(9, 11)}:${stamp.slice(11, 13)}:${stamp.slice(13, 15)}.${stamp.slice(15, 18)}Z`;
}

/**
 * Facts for a backup an earlier version made without them: worked out now, and
 * the checksum recorded from now on.
 */
function adopt(file: string, options: BackupOptions): BackupFacts {
  try {
    markFileRollbackJournal(file);
  } catch {
    // Read-only: it is still inspected (SQLite then leaves -wal and -shm files beside it).
  }
  const facts = { ...inspectBackup(file, { nativeBinding: options.nativeBinding }), sha256: sha256OfBuffer(readFileSync(file)) };
  writeFacts(file, facts);
  return facts;
}

export function toBackupInfo(backup: StoredBackup): BackupInfo {
  return { name: backup.name, createdAt: backup.createdAt, bytes: backup.bytes, games: backup.facts.games, sound: backup.sound };
}

/** What the player decided about games that no longer replay: the games kept as they are no longer make a backup of their archive unsound. */
function unreplayableIn(dir: string): UnreplayableList {
  return readUnreplayable(dir);
}

function storedOf(file: string, facts: BackupFacts, list: UnreplayableList): StoredBackup {
  const name = basename(file);
  const sound = isSound(facts, acceptedGames(list, facts.lineage));
  return { name, createdAt: createdAtOf(name) ?? '', bytes: statSync(file).size, games: facts.games, sound, file, facts };
}

function find(dir: string, name: string, options: BackupOptions, accepted: UnreplayableList): StoredBackup | null {
  const file = join(dir, name);
  if (createdAtOf(name) === null || !existsSync(file)) return null;
  return storedOf(file, readFacts(file) ?? adopt(file, options), accepted);
}

/** The backup of that name, or null (nothing is written for a name that is not one). */
export function findBackup(dir: string, name: string, options: BackupOptions = {}): StoredBackup | null {
  return find(dir, name, options, unreplayableIn(dir));
}

/** Newest first. Files being written (`.partial`), the facts beside each, and anything else in the folder are left out. */
export function listBackups(dir: string, options: BackupOptions = {}): StoredBackup[] {
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    // Missing, or not a folder that can be read (a file in its way): no backups, which the start-up report explains.
    return [];
  }
  const accepted = unreplayableIn(dir);
  return names
    .flatMap((name) => find(dir, name, options, accepted) ?? [])
    .sort((a, b) => (a.name < b.name ? 1 : a.name > b.name ? -1 : 0));
}

/**
 * Found no longer matching its checksum: it is marked unsound for good, so it
 * is neither offered nor restored, nor kept by rotation as a sound one.
 */
export function markChanged(backup: StoredBackup): void {
  writeFacts(backup.file, { ...backup.facts, sound: false, problem: CHANGED });
}

/** The problem of a backup found changed. */
export const CHANGED = 'the file has changed since the backup was made (its checksum differs).';

/**
 * For each of `gameIds`, the newest sound backup of `lineage` (other than
 * `except`) in which it replays; games no backup holds whole are left out.
 * Each backup is opened once, newest first, for the games still unplaced:
 * an archive whose every game fails costs a replay of each backup, not an
 * opening per game and backup.
 */
function lastReplayedIn(dir: string, gameIds: readonly number[], lineage: string | null, except: string, options: BackupOptions): Map<number, string> {
  const found = new Map<number, string>();
  let left = [...gameIds];
  for (const backup of listBackups(dir, options)) {
    if (left.length === 0) break;
    if (backup.file === except || !backup.facts.sound || backup.facts.lineage !== lineage) continue;
    // Stryker disable next-line LogicalOperator,ArrayDeclaration: equivalent, `known` only spares replaying a game the backup's proof found not to replay: it fails again (the backup is unchanged, or it is unsound and skipped above).
    const known = new Set(backup.facts.unreplayable ?? []);
    // Stryker disable next-line ObjectLiteral,BooleanLiteral,ConditionalExpression,EqualityOperator,LogicalOperator: equivalent, reading a listed backup opened read-write or without fileMustExist reads the same and writes nothing; the addon left out is the same one in tests (only the Electron shell's own build tells them apart).
    const db = new Database(backup.file, { readonly: true, fileMustExist: true, ...(options.nativeBinding !== undefined && { nativeBinding: options.nativeBinding }) });
    try {
      for (const gameId of left) if (!known.has(gameId) && gameReplays(db, gameId)) found.set(gameId, backup.name);
    } catch {
      // A backup that cannot be read holds nothing to keep.
    } finally {
      db.close();
    }
    left = left.filter((gameId) => !found.has(gameId));
  }
  return found;
}

/** Deletes the backups the policy does not keep, with their facts, and what crashes left (only files this module names). */
export function rotateBackups(dir: string, now: Date, options: BackupOptions = {}): void {
  const backups = listBackups(dir, options);
  const policy = backupsToKeep(
    backups.map((backup) => ({ name: backup.name, createdAt: Date.parse(backup.createdAt), lineage: backup.facts.lineage, games: backup.games, sound: backup.sound })),
    now,
    options.policy ?? DEFAULT_POLICY,
  );
  const keep = new Set([...policy, ...heldBackups(readUnreplayable(dir))]);
  for (const backup of backups) {
    if (keep.has(backup.name)) continue;
    // Stryker disable next-line ObjectLiteral,BooleanLiteral: equivalent, the backup was just listed and its facts read or written, so both files exist.
    rmSync(backup.file, { force: true });
    // Stryker disable next-line ObjectLiteral,BooleanLiteral: equivalent, as above.
    rmSync(factsFile(backup.file), { force: true });
  }
  for (const name of readdirSync(dir)) {
    const file = join(dir, name);
    const backup = name.replace(/\.json(\.partial)?$|\.partial$/, '');
    if (backup === name || createdAtOf(backup) === null) continue;
    const orphanFacts = name.endsWith('.json') && !existsSync(join(dir, backup));
    // File times are the real clock's, whatever clock names the backups.
    const stalePartial = name.endsWith('.partial') && Date.now() - statSync(file).mtimeMs > STALE_PARTIAL_MS;
    // Stryker disable next-line ObjectLiteral,BooleanLiteral: equivalent, the file was just listed.
    if (orphanFacts || stalePartial) rmSync(file, { force: true });
  }
}

function prepare(dir: string, at: Date, reason: string): { file: string; partial: string } {
  mkdirSync(dir, { recursive: true, mode: FOLDER_MODE });
  const file = join(dir, backupName(at, reason));
  return { file, partial: `${file}.partial` };
}

/** Checks the written `.partial` (replaying its games when `proveReplay`), records its facts, then gives it its name. */
function seal(file: string, partial: string, sha256: string, options: BackupOptions, proveReplay: boolean): BackupFacts {
  const facts = { ...inspectBackup(partial, { nativeBinding: options.nativeBinding, proveReplay, stopping: options.stopping }), sha256 };
  writeFacts(file, facts);
  renameSync(partial, file);
  return facts;
}

function discard(partial: string, file: string): void {
  rmSync(partial, { force: true });
  rmSync(factsFile(file), { force: true });
}

/**
 * Online backup while the app runs, through a connection of its own to the
 * archive `source`: the archive's worker runs it (archive-worker.ts), so
 * neither copying the pages nor checking and hashing the copy stalls the
 * main process.
 */
export async function takeBackup(source: ArchiveConnection, dir: string, reason: string, at: Date, options: BackupOptions = {}): Promise<StoredBackup> {
  const { file, partial } = prepare(dir, at, reason);
  let facts: BackupFacts;
  try {
    // Query-only rather than read-only: when the app closes during a backup this
    // is the archive's last connection, and only a connection that may write
    // checkpoints the WAL into the archive and removes it as it closes.
    const db = openArchiveConnection(source);
    db.pragma('query_only = ON');
    try {
      // Throwing from the progress callback aborts the backup where it stands.
      await db.backup(partial, {
        progress: () => {
          if (options.stopping?.() === true) throw new Error('The app is closing: the backup was stopped.');
          return BACKUP_PAGES_PER_STEP;
        },
      });
    } finally {
      db.close();
    }
    chmodSync(partial, FILE_MODE);
    markFileRollbackJournal(partial);
    facts = seal(file, partial, await sha256OfFile(partial), options, true);
  } catch (error) {
    discard(partial, file);
    throw error;
  }
  const lineage = facts.lineage;
  if (facts.unreplayable !== undefined) noteUnreplayable(dir, lineage, facts.unreplayable, (gameIds) => lastReplayedIn(dir, gameIds, lineage, file, options));
  rotateBackups(dir, at, options);
  return storedOf(file, facts, unreplayableIn(dir));
}

/** Synchronous snapshot (before a migration, when nothing may run in between). */
export function takeBackupNow(db: Database.Database, dir: string, reason: string, at: Date, options: BackupOptions = {}): StoredBackup {
  const { file, partial } = prepare(dir, at, reason);
  let facts: BackupFacts;
  try {
    const image = markRollbackJournal(db.serialize());
    writeFileSync(partial, image, { mode: FILE_MODE });
    // Not proven: before a migration the moves may still be in an earlier shape.
    facts = seal(file, partial, sha256OfBuffer(image), options, false);
  } catch (error) {
    discard(partial, file);
    throw error;
  }
  rotateBackups(dir, at, options);
  return storedOf(file, facts, unreplayableIn(dir));
}
