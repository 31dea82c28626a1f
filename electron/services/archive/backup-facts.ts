/**
 * What is known of each backup, written beside it as `<backup>.json` when it
 * is made: the archive lineage it belongs to, how many games it holds, whether
 * SQLite's full integrity check passed, and the SHA-256 of the file, checked
 * again before a restore. The quick check the archive gets at start-up misses
 * damage inside a row (one flipped byte turned "brilliant" into "crilliant"):
 * the full check compares every index with its table and catches it. Nor
 * does either check see a game whose moves no longer replay: the games that
 * fail the replay proof (replay-proof.ts) are recorded too, and a backup
 * holding one does not count as sound.
 */
import { createHash } from 'node:crypto';
import { closeSync, createReadStream, existsSync, openSync, readFileSync, readSync, writeSync } from 'node:fs';
import Database from 'better-sqlite3';
import * as v from 'valibot';
import { writeFileAtomic } from '../storage/atomic-file';
import { gamesThatDoNotReplay, ProofStopped } from './replay-proof';

export interface BackupFacts {
  /** The archive it was taken of (see migration 011); null before that migration. */
  lineage: string | null;
  /** Games in it, the deleted ones (still restorable) included; null when it cannot be read. */
  games: number | null;
  /**
   * `PRAGMA integrity_check` passed, and the file still matched its checksum
   * whenever it was checked since (false once it did not: it is never
   * restored). Whether its games replay is `unreplayable`: see `isSound`.
   */
  sound: boolean;
  /** The check's first complaint, or why the file no longer counts, when `sound` is false. */
  problem: string | null;
  sha256: string;
  /**
   * The games that did not replay through the engine when it was made, in id
   * order; absent when it was not proven (a snapshot before a migration, whose
   * moves may be in an earlier shape, or a backup of an earlier version).
   */
  unreplayable?: number[] | undefined;
}

const factsSchema = v.strictObject({
  lineage: v.nullable(v.string()),
  games: v.nullable(v.pipe(v.number(), v.integer(), v.minValue(0))),
  sound: v.boolean(),
  problem: v.nullable(v.string()),
  sha256: v.pipe(v.string(), v.regex(/^[0-9a-f]{64}$/)),
  unreplayable: v.optional(v.array(v.pipe(v.number(), v.integer(), v.minValue(1)))),
});

/**
 * Sound: passed the integrity check, still matches its checksum as far as
 * known, and every game in it replays, except those the player decided to keep
 * as they are (`accepted`): a backup holding those is as good as any other.
 */
export function isSound(facts: BackupFacts, accepted: ReadonlySet<number> = new Set()): boolean {
  return facts.sound && (facts.unreplayable ?? []).every((id) => accepted.has(id));
}

export function factsFile(backupFile: string): string {
  return `${backupFile}.json`;
}

/** Null when there are none (a backup of an earlier version) or they are unreadable. */
export function readFacts(backupFile: string): BackupFacts | null {
  const file = factsFile(backupFile);
  if (!existsSync(file)) return null;
  try {
    const parsed = v.safeParse(factsSchema, JSON.parse(readFileSync(file, 'utf8')));
    return parsed.success ? parsed.output : null;
  } catch {
    return null;
  }
}

export function writeFacts(backupFile: string, facts: BackupFacts): void {
  writeFileAtomic(factsFile(backupFile), `${JSON.stringify(facts)}\n`);
}

/**
 * Header bytes 18 and 19 (SQLite's file format, "write and read version"):
 * 2 marks a WAL database, 1 a rollback-journal one. A copy of the archive
 * carries 2, and opening such a file, even read-only, leaves `-wal` and `-shm`
 * files beside it; marked 1 it opens read-only and leaves the folder as it was.
 */
const FORMAT_VERSION_OFFSET = 18;
const ROLLBACK_JOURNAL = Buffer.from([1, 1]);

export function markRollbackJournal(image: Buffer): Buffer {
  if (image.length > FORMAT_VERSION_OFFSET + 1) ROLLBACK_JOURNAL.copy(image, FORMAT_VERSION_OFFSET);
  return image;
}

export function markFileRollbackJournal(file: string): void {
  const fd = openSync(file, 'r+');
  try {
    const header = Buffer.alloc(FORMAT_VERSION_OFFSET + 2);
    if (readSync(fd, header, 0, header.length, 0) === header.length) writeSync(fd, ROLLBACK_JOURNAL, 0, 2, FORMAT_VERSION_OFFSET);
  } finally {
    closeSync(fd);
  }
}

type Contents = Omit<BackupFacts, 'sha256'>;

interface InspectOptions {
  nativeBinding?: string | undefined;
  /** Replay every game through the engine (only a copy of the archive as this version writes it). */
  proveReplay?: boolean;
  /** Asked during the replay proof: true stops it (the app is closing). */
  stopping?: () => boolean;
}

/** Integrity, game count and lineage of a backup file (already marked rollback-journal), and which games do not replay. */
export function inspectBackup(file: string, options: InspectOptions = {}): Contents {
  const { nativeBinding } = options;
  let db: Database.Database | null = null;
  try {
    db = new Database(file, { readonly: true, fileMustExist: true, ...(nativeBinding !== undefined && { nativeBinding }) });
    const first = (db.pragma('integrity_check', { simple: false }) as { integrity_check: string }[])[0]?.integrity_check ?? 'no answer from the check';
    const games = db.prepare('SELECT count(*) FROM games').pluck().get() as number;
    const hasLineage = db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'archive_lineage'").get() !== undefined;
    const lineage = hasLineage ? ((db.prepare('SELECT lineage FROM archive_lineage').pluck().get() as string | undefined) ?? null) : null;
    if (first !== 'ok') return { lineage, games, sound: false, problem: first };
    return { lineage, games, sound: true, problem: null, ...(options.proveReplay === true && { unreplayable: gamesThatDoNotReplay(db, options.stopping) }) };
  } catch (error) {
    if (error instanceof ProofStopped) throw error;
    return { lineage: null, games: null, sound: false, problem: error instanceof Error ? error.message : String(error) };
  } finally {
    db?.close();
  }
}

export function sha256OfBuffer(data: Buffer): string {
  return createHash('sha256').update(data).digest('hex');
}

/** Read in chunks (a backup of 100,000 games is about 180 MB); `stopping` is asked between them. */
export async function sha256OfFile(file: string, stopping: () => boolean = () => false): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(file)) {
    if (stopping()) throw new Error('The app is closing: the checksum was stopped.');
    hash.update(chunk as Buffer);
  }
  return hash.digest('hex');
}
