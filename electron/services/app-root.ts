/**
 * The composition root of both hosts: the rules engine, the computer opponent
 * (a worker thread) and the services over the archive are created here and
 * closed here. The Electron shell adds its window and IPC, the browser mode
 * its HTTP server and token; neither wires these parts by hand.
 */
import { join } from 'node:path';
import type { Result } from '../../engine';
import type { SystemLanguages } from '../contract';
import { createAppServices, type AppServices } from './app-services';
import { databaseFile } from './data-dir';
import { loadSqliteAddon, nativeAddonProblemOf } from './db/sqlite-addon';
import type { NetworkSettings } from './network/network-play';
import { gameEngine } from './games/engine';
import { asComputerOpponent, createOpponentService, type OpponentService, type OpponentServiceOptions } from './opponent';
import { checkDataFolder } from './storage/data-folder';
import { takeDataFolderLock, type LockHost } from './storage/data-folder-lock';
import type { StartupProblem } from './storage/startup-problem';

export interface AppRootOptions {
  /** The data folder, as the host resolved it. */
  dataDir: string;
  /** Which host starts: a second copy on the same data folder is told which one holds it (storage/data-folder-lock.ts). */
  host: LockHost;
  /**
   * The Electron bundle's folder: the opponent's worker bundle and the
   * migrations sit beside main.cjs. From sources, each module finds its own.
   */
  bundleDir?: string | undefined;
  /** better-sqlite3 built for Electron's ABI (the desktop app in development). */
  nativeBinding?: string | undefined;
  logError?: (message: string) => void;
  /** The system's languages, for the language setting's 'system' choice (see AppServicesOptions). */
  systemLanguages?: SystemLanguages | undefined;
  /** Starts the computer opponent; the worker-thread service unless a test watches it. */
  startOpponent?: (options: OpponentServiceOptions) => OpponentService;
  /** Network play's listening addresses and discovery (see AppServicesOptions); the local networks and DNS-SD by default. */
  network?: NetworkSettings | undefined;
  /** Loads better-sqlite3's addon (db/sqlite-addon.ts); a test injects one that throws. */
  loadSqliteAddon?: (nativeBinding: string | undefined) => void;
}

export interface AppRoot {
  services: AppServices;
  /** The browser mode's address, for a second copy started on the same data folder to print. */
  announce(address: string): void;
  /**
   * Closes the services before it returns (the archive closed, its WAL
   * checkpointed: a host that exits at once loses nothing), then stops the
   * opponent's worker, and gives the data folder up. Called again, it
   * returns the same promise.
   */
  close(): Promise<void>;
}

/**
 * A start-up problem (a SQLite addon that does not load, a folder that
 * cannot be used, one another Congkak holds, an unknown archive) closes the opponent again before it is answered.
 * The data folder is held (data-folder-lock.ts) before the archive is looked
 * at, so a second copy never judges, moves or writes it.
 */
export async function createAppRoot(options: AppRootOptions): Promise<Result<AppRoot, StartupProblem>> {
  const { bundleDir, dataDir } = options;
  // First, so an addon built for another runtime is told in words before anything starts or is written.
  try {
    (options.loadSqliteAddon ?? loadSqliteAddon)(options.nativeBinding);
  } catch (error) {
    const problem = nativeAddonProblemOf(error, options.host, options.nativeBinding);
    if (problem === null) throw error;
    return { ok: false, error: problem };
  }
  const opponent = (options.startOpponent ?? createOpponentService)(bundleDir === undefined ? {} : { bundleDir });
  const folder = checkDataFolder(dataDir, databaseFile(dataDir));
  const locked = folder.ok ? takeDataFolderLock(dataDir, { host: options.host, nativeBinding: options.nativeBinding }) : folder;
  if (!locked.ok) {
    await opponent.close();
    return locked;
  }
  const lock = locked.value;
  let opened: Result<AppServices, StartupProblem>;
  try {
    opened = createAppServices({
      dataDir,
      engine: gameEngine,
      opponent: asComputerOpponent(opponent),
      migrationsDir: bundleDir === undefined ? undefined : join(bundleDir, 'migrations'),
      nativeBinding: options.nativeBinding,
      logError: options.logError,
      ...(options.systemLanguages !== undefined && { systemLanguages: options.systemLanguages }),
      ...(options.network !== undefined && { network: options.network }),
    });
  } catch (error) {
    lock.release();
    await opponent.close();
    throw error;
  }
  if (!opened.ok) {
    lock.release();
    await opponent.close();
    return opened;
  }
  const services = opened.value;
  let closing: Promise<void> | null = null;
  return {
    ok: true,
    value: {
      services,
      announce: (address) => lock.announce(address),
      close() {
        // The folder is given up last, once nothing of this copy writes in it.
        closing ??= closeInOrder(services, opponent).finally(() => lock.release());
        return closing;
      },
    },
  };
}

/**
 * The services first: closing them stops the searches they asked for, so the
 * worker has nothing left to answer. The body runs synchronously up to its
 * first `await`, which is what closes the archive before `close()` returns.
 * Then it waits for the operations still running: an import or backup in the
 * archive's worker stops at its next safe point, and a process that ended
 * before that could leave a half-written backup file behind.
 */
async function closeInOrder(services: AppServices, opponent: OpponentService): Promise<void> {
  try {
    services.close();
    await services.settled();
  } finally {
    await opponent.close();
  }
}
