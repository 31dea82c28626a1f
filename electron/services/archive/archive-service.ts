/**
 * The archive's operations: listing, statistics, labels, favourites, delete
 * with undo, export and import. An import runs in the archive's worker
 * (archive-jobs.ts), off the main thread: it checks the whole file (progress
 * reported as `import-progress` events), then writes every game in one
 * transaction, or nothing when any game is faulty. An export writes every
 * game it can and lists those it cannot.
 */
import { availableParallelism } from 'node:os';
import type Database from 'better-sqlite3';
import {
  fail,
  ok,
  type ApiResult,
  type AppEvent,
  type ArchivePage,
  type ArchiveStats,
  type ExportedGames,
  type ImportReport,
  type SkippedGame,
  type SkippedNote,
  type TagCount,
  type ValidatedInput,
} from '../../contract';
import { refusalFor } from '../games/game-bin';
import { createGameStore } from '../games/game-store';
import { ARCHIVE_CACHE_KIB } from './archive-connection';
import { JobStopped, type ArchiveJobs } from './archive-jobs';
import type { ImportOutcome } from './archive-jobs-protocol';
import { createArchiveQueries } from './archive-queries';
import { createArchiveStore } from './archive-store';
import { RecentIds } from './recent-ids';
import { exportRecord } from './record-export';

/** Deleted games can be restored for this long, then they are purged. */
export const PURGE_AFTER_DAYS = 30;
/** Below this size the archive's worker checks the file itself: starting more workers costs more than it saves. */
const SMALL_FILE_CHARS = 256 * 1024;
const MAX_IMPORT_THREADS = 4;
/** Import ids remembered for cancels that race their import (far more than imports a player starts at once). */
const IMPORT_IDS_KEPT = 64;

interface ArchiveServiceOptions {
  db: Database.Database;
  now: () => Date;
  emit: (event: AppEvent) => void;
  /** Runs imports off the main thread (archive-jobs.ts). */
  jobs: ArchiveJobs;
  /** Worker threads for checking large imports; defaults to the machine's cores (at most 4). */
  importThreads?: number;
}

export function createArchiveService(options: ArchiveServiceOptions) {
  const { db, now, emit } = options;
  // The page cache of the jobs' connections (archive-connection.ts): lists read the indexes from memory.
  db.pragma(`cache_size = ${-ARCHIVE_CACHE_KIB}`);
  const store = createArchiveStore(db);
  const games = createGameStore(db);
  const queries = createArchiveQueries(db);
  const changed = () => emit({ type: 'archive-changed' });
  /** Each import under way by its caller's id, to cancel it. */
  const imports = new Map<string, AbortController>();
  /**
   * Cancels that arrived before their import, and the imports that have
   * ended: in the browser mode an import's body (up to 64 MB) is still
   * arriving when its Cancel's small request is served. A cancel for an id
   * not yet seen is kept for the import that starts with it; one for an
   * import that has ended is too late, and kept for nothing.
   */
  const cancelledEarly = new RecentIds(IMPORT_IDS_KEPT);
  const ended = new RecentIds(IMPORT_IDS_KEPT);
  /** Labels and the star are edits: refused for a game in the bin. */
  const editRefusal = (gameId: number): ApiResult<never> | null => {
    // Stryker disable next-line StringLiteral: equivalent, refusalFor words every purpose but 'play' as an edit.
    const refused = refusalFor(gameId, store.place(gameId), 'edit');
    return refused && fail(refused.code, refused.message);
  };

  /**
   * A game that cannot be written (its moves no longer replay) is left out and
   * listed, as notes are: one damaged game never stops the others' export.
   */
  function exportIds(ids: readonly number[]): ApiResult<ExportedGames> {
    const texts: string[] = [];
    const skipped: SkippedNote[] = [];
    const skippedGames: SkippedGame[] = [];
    for (const id of ids) {
      const game = games.load(id);
      if (game === null) return fail('not-found', `There is no game #${id}.`);
      const record = exportRecord(game);
      if (!record.ok) {
        skippedGames.push({ gameId: id, message: `Game #${id} cannot be written: ${record.error}` });
        continue;
      }
      texts.push(record.value.text);
      skipped.push(...record.value.skipped);
    }
    if (texts.length === 0) return fail('bad-record', skippedGames.map((game) => game.message).join(' '));
    const day = now().toISOString().slice(0, 10);
    const fileName = ids.length === 1 ? `congkak-game-${ids[0]}.congkak` : `congkak-${day}-${texts.length}-games.congkak`;
    // The games one after another, as formatRecord separates them.
    return ok({ text: texts.join('\n'), count: texts.length, fileName, skipped, skippedGames });
  }

  return {
    /** Removes games deleted more than PURGE_AFTER_DAYS ago. */
    purgeOld(): number {
      const before = new Date(now().getTime() - PURGE_AFTER_DAYS * 24 * 3600 * 1000).toISOString();
      return store.purgeDeleted(before);
    },

    listArchive(input: ValidatedInput<'listArchive'>): ApiResult<ArchivePage> {
      return ok(queries.list(input.filter, input.sort, input.offset, input.limit));
    },

    archiveStats(input: ValidatedInput<'archiveStats'>): ApiResult<ArchiveStats> {
      return ok(queries.stats(input.filter));
    },

    listTags(): ApiResult<TagCount[]> {
      return ok(queries.tags());
    },

    setGameTags(input: ValidatedInput<'setGameTags'>): ApiResult<string[]> {
      const refused = editRefusal(input.gameId);
      if (refused !== null) return refused;
      const labels = store.setTags(input.gameId, [...new Set(input.tags)]);
      changed();
      return ok(labels);
    },

    setFavourite(input: ValidatedInput<'setFavourite'>): ApiResult<boolean> {
      const refused = editRefusal(input.gameId);
      if (refused !== null) return refused;
      // Stryker disable next-line StringLiteral: not reached, as the check is not missed: editRefusal has just found the game kept, on this connection, in this synchronous call.
      if (!store.setFavourite(input.gameId, input.favourite)) return fail('not-found', `There is no game #${input.gameId}.`);
      changed();
      return ok(input.favourite);
    },

    deleteGames(input: ValidatedInput<'deleteGames'>): ApiResult<number> {
      const count = store.softDelete(input.gameIds, now().toISOString());
      changed();
      return ok(count);
    },

    restoreGames(input: ValidatedInput<'restoreGames'>): ApiResult<number> {
      const count = store.restore(input.gameIds);
      changed();
      return ok(count);
    },

    exportGames(input: ValidatedInput<'exportGames'>): ApiResult<ExportedGames> {
      const ids = 'gameIds' in input ? input.gameIds : queries.ids(input.filter);
      if (ids.length === 0) return fail('not-found', 'No game matches: there is nothing to export.');
      return exportIds(ids);
    },

    async importRecords(input: ValidatedInput<'importRecords'>): Promise<ApiResult<ImportReport>> {
      const threads = input.text.length < SMALL_FILE_CHARS ? 1 : (options.importThreads ?? Math.min(availableParallelism(), MAX_IMPORT_THREADS));
      if (cancelledEarly.take(input.importId)) {
        ended.add(input.importId);
        return fail('cancelled', 'The import was cancelled. Nothing was imported.');
      }
      const cancel = new AbortController();
      imports.set(input.importId, cancel);
      let outcome: ImportOutcome;
      try {
        outcome = await options.jobs.importRecords(
          input.text,
          threads,
          now().toISOString(),
          (progress) => emit({ type: 'import-progress', importId: input.importId, ...progress }),
          cancel.signal,
        );
      } catch (error) {
        if (cancel.signal.aborted && error instanceof JobStopped) return fail('cancelled', 'The import was cancelled. Nothing was imported.');
        throw error;
      } finally {
        if (imports.get(input.importId) === cancel) imports.delete(input.importId);
        ended.add(input.importId);
      }
      if (outcome.kind === 'refused') return fail('bad-record', `Line ${outcome.fault.line}: ${outcome.fault.message}. Nothing was imported.`);
      if (outcome.kind === 'empty') return fail('bad-record', 'The file holds no games. Nothing was imported.');
      const report: ImportReport = { imported: outcome.write.gameIds.length, ...outcome.write };
      if (report.imported > 0) changed();
      return ok(report);
    },

    /** True when the import is cancelled: under way, or as it starts; false when it has already ended. */
    cancelImport(input: ValidatedInput<'cancelImport'>): ApiResult<boolean> {
      const cancel = imports.get(input.importId);
      if (cancel !== undefined) {
        cancel.abort();
        return ok(true);
      }
      if (ended.has(input.importId)) return ok(false);
      cancelledEarly.add(input.importId);
      return ok(true);
    },
  };
}

export type ArchiveService = ReturnType<typeof createArchiveService>;
