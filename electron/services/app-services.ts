/**
 * The services as one object, shared by the Electron main process (IPC) and the
 * browser-mode server (HTTP): validate every payload against the contract, run
 * the operation, answer an ApiResult, and push AppEvents to subscribers.
 */
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import * as v from 'valibot';
import { excerpt, PUZZLE_SET, type Result } from '../../engine';
import {
  fail,
  isOperationName,
  operations,
  type ApiResult,
  type AppEvent,
  type OperationInput,
  type OperationName,
  type OperationOutput,
  type BackupsFailing,
  type Puzzle,
  type RestoreReport,
  type StartupReport,
  type SystemLanguages,
  type ValidatedInput,
} from '../contract';
import type Database from 'better-sqlite3';
import { createArchiveService, type ArchiveService } from './archive/archive-service';
import { checkBackupForRestore, copyBackupBeside, openArchiveFile, swapInRestored, type ArchiveFileOptions } from './archive/archive-file';
import { createArchiveJobs, JobStopped, type ArchiveJobs } from './archive/archive-jobs';
import { backupsDir, findBackup, listBackups, toBackupInfo, type StoredBackup } from './archive/backups';
import { createLongWrites } from './archive/long-writes';
import { clearSetAside, readSetAside } from './archive/set-aside';
import { offeredBackup, readLineage, startupReportOf } from './archive/startup-report';
import { acceptUnreplayable, clearUnreplayable, readUnreplayable, unreplayableToTell } from './archive/unreplayable-games';
import { createLessonProgressService, type LessonProgressService } from './lessons/lesson-progress';
import { createPuzzleService, type PuzzleService } from './puzzles/puzzle-service';
import { databaseFile } from './data-dir';
import { invalidRequestMessage } from './invalid-request';
import type { GameEngine } from './games/engine-port';
import type { ComputerOpponent } from './games/opponent';
import { createGameSessions, revisionCounter, type GameSessions } from './games/sessions';
import { createNetworkPlay, type NetworkGameOperation, type NetworkSettings } from './network/network-play';
import { createNetworkGames } from './games/network-games';
import { createResumeStore } from './network/network-resume';
import { createOperationGate } from './operation-gate';
import { createReplayViewerService, type ReplayViewerService } from './replay-viewer/replay-viewer-service';
import { createSettingsService } from './settings/settings-service';
import { nodeFolderAccess, type FolderAccess } from './storage/data-folder';
import { storageProblemOf, type StartupProblem } from './storage/startup-problem';
import { causeOf, isIoError, storageFaultMessage, storageFaultOf, type StorageFault } from './storage/storage-faults';

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
  /** Stand-ins for the data folder's file-system checks (tests: permission bits do not stop root). */
  folderAccess?: FolderAccess;
  /** The system's languages as the host sees them (default: none known, the renderer asks its browser). */
  systemLanguages?: SystemLanguages;
  /** Stand-in for a full disk under an import's write (tests: SQLite may not grow the archive, a real SQLITE_FULL). */
  fullDiskForImports?: boolean;
  /** The bundled puzzles (tests pass their own). */
  puzzleSet?: readonly Puzzle[];
  /** Network play: where a host listens, whether to use DNS-SD (tests: loopback, no multicast). */
  network?: NetworkSettings;
}

export interface AppServices {
  handle(operation: string, rawInput: unknown): Promise<ApiResult<unknown>>;
  /** Typed in-process call (tests, scripts): the same validation as `handle`. */
  call<Op extends OperationName>(operation: Op, input: OperationInput<Op>): Promise<ApiResult<OperationOutput<Op>>>;
  /** Returns the function that unsubscribes. */
  onEvent(listener: (event: AppEvent) => void): () => void;
  /** Resolves once the work started so far (operations, the start-up backup) has finished. */
  settled(): Promise<void>;
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
  replay: ReplayViewerService;
  puzzles: PuzzleService;
  /** The archive's long work, in worker threads of its own. */
  jobs: ArchiveJobs;
  /** The archive's lineage, to tell its own backups from those of an archive it replaced. */
  lineage: string | null;
}

/** Replaces the database under every other operation: runs alone (see operation-gate.ts). */
const EXCLUSIVE_OPERATIONS: ReadonlySet<OperationName> = new Set(['restoreBackup']);
/** On the network game these go through its game layer (network-play.ts), never straight to the archive. */
const NETWORK_GAME_OPERATIONS: ReadonlySet<OperationName> = new Set<NetworkGameOperation>(['playMove', 'undo', 'resign', 'hint']);
/** Who calls: the renderer (or a test, a script), or the network game's own layer recording its moves. */
type Caller = 'outside' | 'network-game';
/** Write on the main connection: they wait while a long write (an import's) holds the archive (long-writes.ts). */
const MAIN_THREAD_WRITES: ReadonlySet<OperationName> = new Set([
  'newGame', 'playMove', 'resign', 'undo', 'updateSettings', 'setGameTags', 'setFavourite', 'deleteGames', 'restoreGames',
  'completeLessonStep', 'setGameComment', 'setMoveNote', 'submitPuzzleAttempt', 'makePersonalPuzzles',
]);

function defaultMigrationsDir(): string {
  return join(import.meta.dirname, 'migrations');
}

export function createAppServices(options: AppServicesOptions): Result<AppServices, StartupProblem> {
  const now = options.now ?? (() => new Date());
  const logError = options.logError ?? ((message: string) => process.stderr.write(`${message}\n`));
  const dataDir = options.dataDir;
  const systemLanguages: SystemLanguages = options.systemLanguages ?? { preferred: [], pseudoLocale: false };
  const fileOptions: ArchiveFileOptions = {
    file: databaseFile(dataDir),
    dataDir,
    migrationsDir: options.migrationsDir ?? defaultMigrationsDir(),
    now,
    logError,
    ...(options.nativeBinding !== undefined && { nativeBinding: options.nativeBinding }),
    ...(options.folderAccess !== undefined && { folderAccess: options.folderAccess }),
  };
  const backupOptions = { nativeBinding: options.nativeBinding };
  const opened = openArchiveFile(fileOptions);
  if (!opened.ok) return opened;
  const { setAside } = opened.value;
  if (setAside !== null) logError(`Archive replaced: ${setAside.reason} (kept as ${setAside.file}).`);

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
  const gate = createOperationGate();
  const longWrites = createLongWrites();
  const backupFolder = backupsDir(dataDir);
  /** After a disk I/O error: whether the archive's folder or files can no longer be written (asked of the file system). */
  function archiveUnwritable(): boolean {
    const access = options.folderAccess ?? nodeFolderAccess;
    const file = databaseFile(dataDir);
    try {
      access.probeFolder(dataDir);
      access.probeFile(file);
      access.probeFile(`${file}-wal`);
      return false;
    } catch {
      return true;
    }
  }

  /** The storage fault a failed write is, if any: a disk I/O error counts when the archive then proves unwritable. */
  function storageFaultOfWrite(error: unknown): StorageFault | null {
    return storageFaultOf(error) ?? (isIoError(error) && archiveUnwritable() ? 'cannot-write' : null);
  }

  /** Why the start-up backup could not be made, told on Home and in Settings; null once one is made. */
  let backupsFailing: BackupsFailing | null = null;
  /** Backups whose checksum was found to match in this run: hashing 180 MB again at every report would be waste. */
  const matchingChecksums = new Set<string>();

  function backUpAtStart(jobs: ArchiveJobs): void {
    // In the archive's worker, counted by the gate so a restore waits for it; a failure is told, never fatal.
    gate
      .shared(() => jobs.takeBackup(backupFolder, 'startup', now()))
      .then((backup) => {
        backupsFailing = null;
        if (!backup.facts.sound) logError(`The start-up backup ${backup.name} failed SQLite's integrity check (${backup.facts.problem ?? '?'}): the archive may be damaged.`);
        const unreplayable = backup.facts.unreplayable ?? [];
        if (unreplayable.length > 0) logError(`Games that no longer replay through the engine: #${unreplayable.join(', #')} (found by the start-up backup ${backup.name}).`);
        // Home may have asked for the report before the backup was done: it asks again on this event.
        if (readUnreplayable(backupFolder).games.length > 0) emit({ type: 'archive-changed' });
      })
      .catch((error: unknown) => {
        if (error instanceof JobStopped) return;
        logError(`Start-up backup failed: ${String(error)}`);
        const fault = storageFaultOfWrite(error);
        backupsFailing = { code: fault ?? 'failed', folder: backupFolder, cause: causeOf(error) };
        emit({ type: 'archive-changed' });
      });
  }

  /** Whether the backup still matches its checksum (hashed in the archive's worker). */
  async function checksumMatches(backup: StoredBackup): Promise<boolean> {
    if (matchingChecksums.has(backup.name)) return true;
    const matches = (await core.jobs.checksum(backup.file)) === backup.facts.sha256;
    if (matches) matchingChecksums.add(backup.name);
    return matches;
  }

  // Asked afresh each time: the start-up backup may have finished since, and the player may have decided.
  async function startupReport(): Promise<StartupReport> {
    const setAside = readSetAside(dataDir);
    const offered = setAside.length === 0 ? null : await offeredBackup(listBackups(backupFolder, backupOptions), core.lineage, checksumMatches);
    const unreplayable = unreplayableToTell(readUnreplayable(backupFolder), (name) => {
      const backup = findBackup(backupFolder, name, backupOptions);
      return backup === null ? null : toBackupInfo(backup);
    });
    return startupReportOf(setAside, offered, { unreplayable, backupsFailing });
  }

  function startCore(db: Database.Database, backUp: boolean): Core {
    const jobs = createArchiveJobs({ archive: { file: db.name, nativeBinding: options.nativeBinding }, longWrites, noRoom: options.fullDiskForImports });
    const archive = createArchiveService({ db, now, emit, jobs });
    const sessions = createGameSessions({
      db,
      writable: () => longWrites.settled(),
      engine: options.engine,
      now,
      logError,
      onGameUpdated: (game) => {
        emit({ type: 'game-updated', game });
        if (game.status !== 'active') puzzlesFromFinishedGame(game.id);
      },
      onComputerFailed: (gameId, message) => emit({ type: 'computer-failed', gameId, message }),
      nextRevision,
      ...(options.opponent && { opponent: options.opponent }),
    });
    const settings = createSettingsService(db, (value) => emit({ type: 'settings-updated', settings: value }));
    archive.purgeOld();
    if (backUp) backUpAtStart(jobs);
    const lessons = createLessonProgressService(db, now);
    const replay = createReplayViewerService({ db, engine: options.engine, opponent: options.opponent, emit, now, writable: () => longWrites.settled() });
    const puzzles = createPuzzleService({ db, engine: options.engine, puzzleSet: options.puzzleSet ?? PUZZLE_SET, opponent: options.opponent, now });
    return { db, sessions, settings, archive, lessons, replay, puzzles, jobs, lineage: readLineage(db) };
  }

  function stopCore(current: Core): void {
    current.sessions.close();
    current.replay.close();
    current.puzzles.close();
    current.jobs.close();
    current.db.close();
  }

  // Games already analysed for puzzles in this run: a finished game's view is pushed more than once.
  const analysedForPuzzles = new Set<number>();
  /** The optional setting: a finished game's mistakes become puzzles, in the background (counted by the gate, so close waits). */
  function puzzlesFromFinishedGame(gameId: number): void {
    const settings = core.settings.getSettings();
    if (analysedForPuzzles.has(gameId) || !settings.ok || !settings.value.puzzlesFromGames) return;
    analysedForPuzzles.add(gameId);
    void gate
      .shared(() => longWrites.settled().then(() => core.puzzles.makePersonalPuzzles({ gameId })))
      .then((made) => {
        if (!made.ok && made.error.code !== 'unavailable') logError(`Puzzles from game #${gameId} failed: ${made.error.message}`);
      })
      .catch((error: unknown) => logError(`Puzzles from game #${gameId} failed: ${String(error)}`));
  }

  let core: Core;
  try {
    core = startCore(opened.value.db, true);
  } catch (error) {
    // The start writes (facts of games, purging the bin): a full disk or a read-only file shows here too.
    opened.value.db.close();
    const problem = storageProblemOf(error, dataDir, `open its archive in ${dataDir}`);
    if (problem === null) throw error;
    return { ok: false, error: problem };
  }

  const network = createNetworkPlay({
    ...options.network,
    // The game layer's own calls: validated like any, but not routed back to it.
    calls: { call: (operation, input) => run(operation, input, 'network-game') },
    resume: createResumeStore(() => core.db),
    networkGames: createNetworkGames(() => core.db),
    onState: (state) => emit({ type: 'network', state }),
    logError,
  });

  /** Opens whatever archive is in place again, after `stopCore`. */
  function reopenCore(): void {
    const reopened = openArchiveFile(fileOptions);
    if (!reopened.ok) throw new Error(`The archive cannot be opened again: ${reopened.error.message}`);
    // No start-up backup: after a restore the archive is a copy of a backup already kept.
    core = startCore(reopened.value.db, false);
  }

  async function restoreBackup(input: ValidatedInput<'restoreBackup'>): Promise<ApiResult<RestoreReport>> {
    // Everything is checked, and the copy made, before anything changes: a refused
    // restore (or a full disk) leaves the archive and the backups as they were.
    const checked = await checkBackupForRestore(fileOptions, input.name, (file) => core.jobs.checksum(file));
    if (!checked.ok) return fail(checked.error.code, checked.error.message);
    const restoring = copyBackupBeside(fileOptions, checked.value);
    stopCore(core);
    let keptAside: string;
    try {
      keptAside = swapInRestored(fileOptions, restoring);
    } catch (error) {
      rmSync(restoring, { force: true });
      reopenCore();
      throw error;
    }
    // Restoring is the player's decision about any archive set aside, and about games that no longer replay.
    clearSetAside(dataDir);
    clearUnreplayable(backupFolder);
    reopenCore();
    emit({ type: 'archive-changed' });
    return { ok: true, value: { restored: input.name, keptAside } };
  }

  const handlers: Handlers = {
    newGame: (input) => core.sessions.newGame(input),
    getGame: (input) => core.sessions.getGame(input),
    playMove: (input) => core.sessions.playMove(input),
    resign: (input) => core.sessions.resign(input),
    continueRound: (input) => core.sessions.continueRound(input),
    undo: (input) => core.sessions.undo(input),
    hint: (input) => core.sessions.hint(input),
    listUnfinishedGames: () => core.sessions.listUnfinishedGames(),
    getSettings: () => core.settings.getSettings(),
    updateSettings: (input) => core.settings.updateSettings(input),
    getSystemLanguages: () => ({ ok: true, value: systemLanguages }),
    listArchive: (input) => core.archive.listArchive(input),
    archiveStats: (input) => core.archive.archiveStats(input),
    listTags: () => core.archive.listTags(),
    setGameTags: (input) => core.archive.setGameTags(input),
    setFavourite: (input) => core.archive.setFavourite(input),
    deleteGames: (input) => {
      // A deleted game is read-only (games/game-bin.ts): a computer thinking in it stops at once.
      core.sessions.stopSearches(input.gameIds);
      return core.archive.deleteGames(input);
    },
    restoreGames: (input) => core.archive.restoreGames(input),
    exportGames: (input) => core.archive.exportGames(input),
    importRecords: (input) => core.archive.importRecords(input),
    cancelImport: (input) => core.archive.cancelImport(input),
    listBackups: () => ({ ok: true, value: listBackups(backupFolder, backupOptions).map(toBackupInfo) }),
    restoreBackup,
    getLessonProgress: () => core.lessons.getLessonProgress(),
    completeLessonStep: (input) => core.lessons.completeLessonStep(input),
    getStartupReport: async () => ({ ok: true, value: await startupReport() }),
    keepNewArchive: async () => {
      clearSetAside(dataDir);
      return { ok: true, value: await startupReport() };
    },
    keepUnreplayableGames: async () => {
      acceptUnreplayable(backupFolder);
      return { ok: true, value: await startupReport() };
    },
    getReplay: (input) => core.replay.getReplay(input),
    setGameComment: (input) => core.replay.setGameComment(input),
    setMoveNote: (input) => core.replay.setMoveNote(input),
    analyseGameChoice: (input) => core.replay.analyseGameChoice(input),
    answerLine: (input) => core.replay.answerLine(input),
    nextPuzzle: (input) => core.puzzles.nextPuzzle(input),
    submitPuzzleAttempt: (input) => core.puzzles.submitPuzzleAttempt(input),
    getPuzzleProgress: () => core.puzzles.getPuzzleProgress(),
    listPersonalPuzzles: () => core.puzzles.listPersonalPuzzles(),
    makePersonalPuzzles: (input) => core.puzzles.makePersonalPuzzles(input),
    hostGame: (input) => network.hostGame(input),
    cancelHosting: () => network.cancelHosting(),
    listHostedGames: () => network.listHostedGames(),
    joinGame: (input) => network.joinGame(input),
    leaveNetworkGame: () => network.leaveNetworkGame(),
    answerUndoRequest: (input) => network.answerUndoRequest(input.accept),
    offerRematch: () => network.offerRematch(),
    getNetworkState: () => network.getNetworkState(),
    getKeptNetworkGames: () => network.getKeptNetworkGames(),
    getKeptNetworkGame: (input) => network.getKeptNetworkGame(input.gameId),
  };

  let closed = false;
  let networkClosed: Promise<void> = Promise.resolve();

  async function run<Op extends OperationName>(operation: Op, rawInput: unknown, caller: Caller = 'outside'): Promise<ApiResult<OperationOutput<Op>>> {
    if (closed) return fail('unavailable', 'The app is shutting down.');
    const parsed = v.safeParse(operations[operation].input, rawInput);
    if (!parsed.success) return fail('bad-request', invalidRequestMessage(operation, parsed.issues));
    // Outside the gate: the game layer's own calls take it, and the two archives must never diverge.
    if (caller === 'outside' && NETWORK_GAME_OPERATIONS.has(operation) && network.owns((parsed.output as { gameId: number }).gameId)) {
      return network.gameOperation(operation as NetworkGameOperation, parsed.output as ValidatedInput<NetworkGameOperation>) as Promise<ApiResult<OperationOutput<Op>>>;
    }
    // The operation may start a tick or a long write later: the app may have closed meanwhile.
    const handle = () => (closed ? fail('unavailable', 'The app is shutting down.') : handlers[operation](parsed.output as ValidatedInput<Op>));
    const work = MAIN_THREAD_WRITES.has(operation) ? () => longWrites.settled().then(handle) : handle;
    try {
      return await (EXCLUSIVE_OPERATIONS.has(operation) ? gate.exclusive(work) : gate.shared(work));
    } catch (error) {
      logError(`${operation} failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
      // Each write is one transaction: whatever failed for want of room or permission was not half-written.
      const fault = storageFaultOfWrite(error);
      if (fault !== null) return fail(fault, storageFaultMessage(fault, dataDir));
      return fail('internal', 'Something went wrong inside the app.');
    }
  }

  return {
    ok: true,
    value: {
      handle(operation, rawInput) {
        if (!isOperationName(operation)) return Promise.resolve(fail('bad-request', `Unknown operation ${excerpt(operation)}.`));
        return run(operation, rawInput);
      },
      call: (operation, input) => run(operation, input),
      onEvent(listener) {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
      settled: () => Promise.all([gate.settled(), networkClosed]).then(() => undefined),
      close() {
        if (closed) return;
        // Nothing listens after close: the endpoint's sockets close now, their last callbacks follow (settled waits).
        networkClosed = network.close().catch((error: unknown) => logError(`Network play did not close cleanly: ${String(error)}`));
        closed = true;
        stopCore(core);
        listeners.clear();
      },
    },
  };
}
