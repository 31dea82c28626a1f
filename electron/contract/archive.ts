/**
 * The archive's part of the contract: list filters and sorts, the rows and
 * statistics it answers, import/export, backups and the start-up report.
 * Results are "from the viewpoint" of one side of each game: the player the
 * `player` filter names, else the human facing a computer, else South.
 */
import * as v from 'valibot';
import { exactObject } from './exact-object';
import { PRESET_NAMES, type PresetName } from '../../engine';
import { gameIdSchema, LEVELS, playerNameSchema, type PlayerSpec } from './schemas';
import { oneLine } from './text-rules';
import type { GameOutcome, GameStatus } from './views';

export const ARCHIVE_SORTS = ['date', 'opponent', 'rules', 'result', 'margin', 'length'] as const;
export type ArchiveSort = (typeof ARCHIVE_SORTS)[number];

export const ARCHIVE_RESULTS = ['win', 'loss', 'draw'] as const;
export type ArchiveResult = (typeof ARCHIVE_RESULTS)[number];

export const OPPONENT_KINDS = ['human', 'computer'] as const;

export const TAG_LABEL_MAX = 40;
/** Labels on one game. */
export const GAME_LABELS_MAX = 20;
export const ARCHIVE_PAGE_MAX = 500;
/** Far beyond any archive (100,000 games is the benchmark's), and still a safe SQLite integer. */
export const ARCHIVE_OFFSET_MAX = 10_000_000;
/** An imported record's other tags (Event, Date, Venue…): the longest value, and how many a game may have. */
export const TAG_VALUE_MAX = 200;
export const RECORD_TAGS_MAX = 50;
/** Large enough for 100,000 games (about 30 MB of records). */
export const RECORD_TEXT_MAX = 64 * 1024 * 1024;

const isoDay = v.pipe(v.string(), v.isoDate());
/** A label, also each label of an imported record's Tags tag. */
export const tagLabelSchema = v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(TAG_LABEL_MAX), v.excludes(','), oneLine);
/** The value of an imported record's tag other than the names, labels and rules. */
export const tagValueSchema = v.pipe(v.string(), v.maxLength(TAG_VALUE_MAX), oneLine);

export const archiveFilterSchema = exactObject({
  /** Either side's name, whole and case-insensitive; results are then seen from this player's side. */
  player: v.optional(playerNameSchema),
  opponentKind: v.optional(v.picklist(OPPONENT_KINDS)),
  /** Implies a computer opponent. */
  opponentLevel: v.optional(v.picklist(LEVELS)),
  preset: v.optional(v.picklist(PRESET_NAMES)),
  result: v.optional(v.picklist(ARCHIVE_RESULTS)),
  /** Inclusive days, `YYYY-MM-DD` (UTC). */
  from: v.optional(isoDay),
  to: v.optional(isoDay),
  tag: v.optional(tagLabelSchema),
  hasComments: v.optional(v.boolean()),
  unfinished: v.optional(v.boolean()),
  favourite: v.optional(v.boolean()),
  /** Full-text search over names, event, tags and comments (words, prefix-matched). */
  text: v.optional(v.pipe(v.string(), v.maxLength(200), oneLine)),
});
export type ArchiveFilter = v.InferOutput<typeof archiveFilterSchema>;

export const archiveSortSchema = exactObject({
  by: v.picklist(ARCHIVE_SORTS),
  descending: v.boolean(),
});
export type ArchiveSortOrder = v.InferOutput<typeof archiveSortSchema>;

export const listArchiveSchema = exactObject({
  filter: v.optional(archiveFilterSchema, {}),
  sort: v.optional(archiveSortSchema, { by: 'date', descending: true }),
  offset: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(ARCHIVE_OFFSET_MAX)), 0),
  limit: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(ARCHIVE_PAGE_MAX)), 50),
});

export const gameIdsSchema = v.pipe(v.array(gameIdSchema), v.minLength(1), v.maxLength(100_000));

export const setGameTagsSchema = exactObject({
  gameId: gameIdSchema,
  tags: v.pipe(v.array(tagLabelSchema), v.maxLength(GAME_LABELS_MAX)),
});

/** One game, a selection, or everything the filter finds. */
export const exportGamesSchema = v.union([
  exactObject({ gameIds: gameIdsSchema }),
  exactObject({ filter: archiveFilterSchema }),
], 'expected { gameIds } or { filter }');

/** Chosen by the caller of an import: `import-progress` events carry it, and cancelling names it. */
const importIdSchema = v.pipe(v.string(), v.minLength(1), v.maxLength(64), oneLine);

export const importRecordsSchema = exactObject({
  text: v.pipe(v.string(), v.maxLength(RECORD_TEXT_MAX)),
  importId: importIdSchema,
});

export const cancelImportSchema = exactObject({ importId: importIdSchema });

export const backupNameSchema = v.pipe(v.string(), v.regex(/^congkak-[\w.-]+\.sqlite$/));

export interface ArchiveRow {
  id: number;
  /** ISO 8601: when it was played (the record's Date for imported games). */
  createdAt: string;
  preset: PresetName;
  event: string;
  /** [South, North]. */
  players: [PlayerSpec, PlayerSpec];
  /** 0 or 1: the side the results are seen from (see the module comment). */
  viewpoint: 0 | 1;
  status: GameStatus;
  outcome: GameOutcome | null;
  /** The stores after the last move (the final stores once over). */
  stores: [number, number];
  /** The choices the players made (the Choices column): the simultaneous opening's first move counts two, one per player. */
  moveCount: number;
  tags: string[];
  favourite: boolean;
  hasComments: boolean;
  /** How many hints the players asked for. */
  hints: number;
}

export interface ArchivePage {
  /** How many games match the filter in all. */
  total: number;
  offset: number;
  rows: ArchiveRow[];
}

interface ResultCounts {
  games: number;
  wins: number;
  losses: number;
  draws: number;
  /**
   * Games won by one of two people (or two computers) while no player is
   * named: they have no side to be seen from (see the module comment), so
   * they are counted as neither won nor lost.
   */
  neitherSide: number;
}

export interface ArchiveStats extends ResultCounts {
  unfinished: number;
  byPreset: (ResultCounts & { preset: PresetName })[];
  byLevel: (ResultCounts & { level: number })[];
  /** Mean final store difference over finished games, null without any. */
  averageMargin: number | null;
  /** The most relays made by a single sowing, and the game it happened in. */
  longestRelay: { relays: number; gameId: number } | null;
}

export interface TagCount {
  label: string;
  games: number;
}

/**
 * Why a note was left out of an export: its move is past the game's end, or
 * does not end a turn (RULES.md §8 writes a note after a turn only).
 */
export const SKIPPED_NOTE_REASONS = ['no-such-move', 'not-turn-end'] as const;
export type SkippedNoteReason = (typeof SKIPPED_NOTE_REASONS)[number];

export interface SkippedNote {
  gameId: number;
  /** The note's move index (0-based, as in GameRecord.notes). */
  move: number;
  reason: SkippedNoteReason;
}

export interface ExportedGames {
  text: string;
  count: number;
  /** A suggested file name (`congkak-2026-01-02-3-games.congkak`). */
  fileName: string;
  /** Notes the record cannot hold, left out (the rest of the export is whole); usually none. */
  skipped: SkippedNote[];
  /** Games that could not be written (their moves no longer replay), left out; the others are exported. */
  skippedGames: SkippedGame[];
}

export interface SkippedGame {
  gameId: number;
  /** Why, in English (for the log and a tooltip; the renderer words the notice itself). */
  message: string;
}

export interface ImportReport {
  imported: number;
  gameIds: number[];
  /** Games already in the archive (or earlier in the same file): not imported again. */
  duplicates: { line: number; existingId: number | null }[];
}

/**
 * The game an opened record shows (a `.congkak` file opened with the app, or
 * "Open a record"): the first game it imported, else the first that was
 * already in the archive; null when there is none to show.
 */
export function gameToOpen(report: ImportReport): number | null {
  return report.gameIds[0] ?? report.duplicates.find((duplicate) => duplicate.existingId !== null)?.existingId ?? null;
}

export interface BackupInfo {
  name: string;
  createdAt: string;
  bytes: number;
  /** Games it holds (those in the bin included); null when it cannot be read. */
  games: number | null;
  /**
   * SQLite's full integrity check passed when it was made, every game in it
   * replayed through the engine, and its checksum has matched whenever it was
   * checked since. An unsound backup is never offered.
   */
  sound: boolean;
}

export interface RestoreReport {
  restored: string;
  /** Where the archive in use before the restore was moved (kept, never deleted). */
  keptAside: string;
}

/**
 * What happened when the archive was opened, for the renderer to tell the
 * player: `database-replaced` when the file was damaged, empty or foreign and
 * was moved aside (never deleted) for a fresh one. It is told at every start
 * until the player decides: restores a backup, or keeps the new archive
 * (`keepNewArchive`).
 */
export type StartupReport = (
  | { kind: 'ok' }
  | {
      kind: 'database-replaced';
      /** Why the first file set aside since the player last decided was (the one that held the games). */
      reason: string;
      movedTo: string;
      /** Files set aside after it (new archives damaged in their turn), oldest first. */
      alsoMovedTo: string[];
      /** The newest sound backup holding games of another archive than the one in use: the one to offer. */
      lastBackup: BackupInfo | null;
    }
) &
  ArchiveWarnings;

/**
 * What else a start found, whatever became of the archive file: games that
 * no longer replay (damage SQLite's own check cannot see), and backups that
 * cannot be made. Null when there is nothing to tell.
 */
export interface ArchiveWarnings {
  /** Told at every start until the player decides (restores a backup, or `keepUnreplayableGames`). */
  unreplayable: UnreplayableGame[] | null;
  /** The start-up backup failed: told until a start makes one again. */
  backupsFailing: BackupsFailing | null;
}

export interface UnreplayableGame {
  gameId: number;
  /**
   * The newest backup in which the game still replayed, kept out of rotation
   * until the player decides; null when no backup holds it whole.
   */
  keptIn: BackupInfo | null;
}

export interface BackupsFailing {
  /** `cannot-write`, `disk-full`, `busy`, or `failed` for anything else. */
  code: 'cannot-write' | 'disk-full' | 'busy' | 'failed';
  /** The backups folder. */
  folder: string;
  /** Why, in English (the cause, "permission denied"). */
  cause: string;
}

export const NO_WARNINGS: ArchiveWarnings = { unreplayable: null, backupsFailing: null };
