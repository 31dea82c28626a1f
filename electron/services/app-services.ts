/**
 * The services as one object, shared by the Electron main process (IPC) and the
 * browser-mode server (HTTP): validate every payload against the contract, run
 * the operation, answer an ApiResult, and push AppEvents to subscribers.
 */
import { join } from 'node:path';
import * as v from 'valibot';
import type { Result } from '../../engine';
import {
  fail,
  isOperationName,
  operations,
  type ApiResult,
  type AppEvent,
  type OperationInput,
  type OperationName,
  type OperationOutput,
  type RestoreReport,
  type StartupReport,
  type ValidatedInput,
} from '../contract';
import type Database from 'better-sqlite3';
import { createArchiveService, type ArchiveService } from './archive/archive-service';
import { lastGoodBackup, openArchiveFile, restoreBackupFile, type ArchiveFileOptions } from './archive/archive-file';
import { backupsDir, listBackups, takeBackup } from './archive/backups';
import { createLessonProgressService, type LessonProgressService } from './lessons/lesson-progress';
import { databaseFile } from './data-dir';
import type { SchemaError } from './db/migrations';
import type { GameEngine } from './games/engine-port';
import type { ComputerOpponent } from './games/opponent';
import { createGameSessions, revisionCounter, type GameSessions } from './games/sessions';
import { createReplayService, type ReplayService } from './replay/replay-service';
import { createSettingsService } from './settings/settings-service';

export interface AppServicesOptions {
  /** The data folder (see resolveDataDir); created if missing. */
  dataDir: string;
  engine: GameEngine;
  /** Defaults to the migrations folder next to this module; a bundle passes its own copy. */
  migrationsDir?: string;
  /** better-sqlite3 addon built for another ABI (the Electron shell's). */
  nativeBinding?: string;
  opponent?: ComputerOpponent;
  now?: () => Date;
  logError?: (message: string) => void;
}

export interface AppServices {
  handle(operation: string, rawInput: unknown): Promise<ApiResult<unknown>>;
  /** Typed in-process call (tests, scripts): the same validation as `handle`. */
  call<Op extends OperationName>(operation: Op, input: OperationInput<Op>): Promise<ApiResult<OperationOutput<Op>>>;
  /** Returns the function that unsubscribes. */
  onEvent(listener: (event: AppEvent) => void): () => void;
  close(): void;
}

type Handlers = {
  [Op in OperationName]: (input: ValidatedInput<Op>) => ApiResult<OperationOutput<Op>> | Promise<ApiResult<OperationOutput<Op>>>;
};

/** Everything that holds the open database: closed and opened again to restore a backup. */
interface Core {
  db: Database.Database;
  sessions: GameSessions;
  settings: ReturnType<typeof createSettingsService>;
  archive: ArchiveService;
  lessons: LessonProgressService;
  replay: ReplayService;
}

function defaultMigrationsDir(): string {
  return join(import.meta.dirname, 'migrations');
}

export function createAppServices(options: AppServicesOptions): Result<AppServices, SchemaError> {
  const now = options.now ?? (() => new Date());
  const logError = options.logError ?? ((message: string) => process.stderr.write(`${message}\n`));
  const fileOptions: ArchiveFileOptions = {
    file: databaseFile(options.dataDir),
    dataDir: options.dataDir,
    migrationsDir: options.migrationsDir ?? defaultMigrationsDir(),
    now,
    ...(options.nativeBinding !== undefined && { nativeBinding: options.nativeBinding }),
  };
  const opened = openArchiveFile(fileOptions);
  if (!opened.ok) return opened;
  let startupReport: StartupReport = opened.value.report;
  if (startupReport.kind === 'database-replaced') logError(`Archive replaced: ${startupReport.reason} (kept as ${startupReport.movedTo}).`);

  // One count for the whole run: views made after a restore still number higher than those before.
  const nextRevision = revisionCounter();
  const listeners = new Set<(event: AppEvent) => void>();
  const emit = (event: AppEvent) => {
    for (const listener of listeners) {
      try {
        listener(event);
      } catch (error) {
        logError(`An event listener threw: ${String(error)}`);
      }
    }
  };

  function startCore(db: Database.Database): Core {
    const archive = createArchiveService({ db, now, emit, logError });
    const sessions = createGameSessions({
      db,
      engine: options.engine,
      now,
      logError,
      onGameUpdated: (game) => {
        archive.noteLiveGame(game);
        emit({ type: 'game-updated', game });
      },
      onComputerFailed: (gameId, message) => emit({ type: 'computer-failed', gameId, message }),
      nextRevision,
      ...(options.opponent && { opponent: options.opponent }),
    });
    const settings = createSettingsService(db, (value) => emit({ type: 'settings-updated', settings: value }));
    archive.deriveMissingFacts();
    archive.purgeOld();
    // The start-up backup runs in the background (online backup, in steps); a failure is logged, never fatal.
    takeBackup(db, backupsDir(options.dataDir), 'startup', now()).catch((error: unknown) => logError(`Start-up backup failed: ${String(error)}`));
    const lessons = createLessonProgressService(db, now);
    const replay = createReplayService({ db, engine: options.engine, opponent: options.opponent, emit });
    return { db, sessions, settings, archive, lessons, replay };
  }

  function stopCore(current: Core): void {
    current.sessions.close();
    current.replay.close();
    current.db.close();
  }

  let core = startCore(opened.value.db);

  function restoreBackup(input: ValidatedInput<'restoreBackup'>): ApiResult<RestoreReport> {
    stopCore(core);
    const restored = restoreBackupFile(fileOptions, input.name);
    const reopened = openArchiveFile(fileOptions);
    if (!reopened.ok) throw new Error(`The archive cannot be opened after a restore: ${reopened.error.message}`);
    core = startCore(reopened.value.db);
    startupReport = reopened.value.report;
    emit({ type: 'archive-changed' });
    if (!restored.ok) return fail(restored.error.code, restored.error.message);
    return { ok: true, value: { restored: input.name, keptAside: restored.value } };
  }

  const handlers: Handlers = {
    newGame: (input) => core.sessions.newGame(input),
    getGame: (input) => core.sessions.getGame(input),
    playMove: (input) => core.sessions.playMove(input),
    resign: (input) => core.sessions.resign(input),
    undo: (input) => core.sessions.undo(input),
    hint: (input) => core.sessions.hint(input),
    listUnfinishedGames: () => core.sessions.listUnfinishedGames(),
    getSettings: () => core.settings.getSettings(),
    updateSettings: (input) => core.settings.updateSettings(input),
    listArchive: (input) => core.archive.listArchive(input),
    archiveStats: (input) => core.archive.archiveStats(input),
    listTags: () => core.archive.listTags(),
    setGameTags: (input) => core.archive.setGameTags(input),
    setFavourite: (input) => core.archive.setFavourite(input),
    deleteGames: (input) => core.archive.deleteGames(input),
    restoreGames: (input) => core.archive.restoreGames(input),
    exportGames: (input) => core.archive.exportGames(input),
    importRecords: (input) => core.archive.importRecords(input),
    listBackups: () => ({ ok: true, value: listBackups(backupsDir(options.dataDir)) }),
    restoreBackup,
    getLessonProgress: () => core.lessons.getLessonProgress(),
    completeLessonStep: (input) => core.lessons.completeLessonStep(input),
    getStartupReport: () => {
      // The backup to offer is looked up when asked: the start-up backup may have finished since.
      if (startupReport.kind === 'database-replaced' && startupReport.lastBackup === null) {
        return { ok: true, value: { ...startupReport, lastBackup: lastGoodBackup(options.dataDir, options.nativeBinding) } };
      }
      return { ok: true, value: startupReport };
    },
    getReplay: (input) => core.replay.getReplay(input),
    setGameComment: (input) => core.replay.setGameComment(input),
    setMoveNote: (input) => core.replay.setMoveNote(input),
    analyseLine: (input) => core.replay.analyseLine(input),
    answerLine: (input) => core.replay.answerLine(input),
  };

  let closed = false;

  async function run<Op extends OperationName>(operation: Op, rawInput: unknown): Promise<ApiResult<OperationOutput<Op>>> {
    if (closed) return fail('unavailable', 'The app is shutting down.');
    const parsed = v.safeParse(operations[operation].input, rawInput);
    if (!parsed.success) return fail('bad-request', `Invalid ${operation} request: ${v.summarize(parsed.issues)}`);
    try {
      return await handlers[operation](parsed.output as ValidatedInput<Op>);
    } catch (error) {
      logError(`${operation} failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
      return fail('internal', 'Something went wrong inside the app.');
    }
  }

  return {
    ok: true,
    value: {
      handle(operation, rawInput) {
        if (!isOperationName(operation)) return Promise.resolve(fail('bad-request', `Unknown operation "${operation}".`));
        return run(operation, rawInput);
      },
      call: run,
      onEvent(listener) {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
      close() {
        if (closed) return;
        closed = true;
        stopCore(core);
        listeners.clear();
      },
    },
  };
}
