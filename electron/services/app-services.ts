/**
 * The services as one object, shared by the Electron main process (IPC) and the
 * browser-mode server (HTTP): validate every payload against the contract, run
 * the operation, answer an ApiResult, and push AppEvents to subscribers.
 */
import { join } from 'node:path';
import * as v from 'valibot';
import type { Result } from '../../engine/types';
import {
  fail,
  isOperationName,
  operations,
  type ApiResult,
  type AppEvent,
  type OperationInput,
  type OperationName,
  type OperationOutput,
  type ValidatedInput,
} from '../contract';
import { databaseFile } from './data-dir';
import { openDatabase } from './db/connection';
import type { SchemaError } from './db/migrations';
import type { GameEngine } from './games/engine-port';
import type { ComputerOpponent } from './games/opponent';
import { createGameSessions } from './games/sessions';
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

type Handlers = { [Op in OperationName]: (input: ValidatedInput<Op>) => ApiResult<OperationOutput<Op>> };

function defaultMigrationsDir(): string {
  return join(import.meta.dirname, 'migrations');
}

export function createAppServices(options: AppServicesOptions): Result<AppServices, SchemaError> {
  const now = options.now ?? (() => new Date());
  const logError = options.logError ?? ((message: string) => process.stderr.write(`${message}\n`));
  const opened = openDatabase({
    file: databaseFile(options.dataDir),
    migrationsDir: options.migrationsDir ?? defaultMigrationsDir(),
    now,
    ...(options.nativeBinding !== undefined && { nativeBinding: options.nativeBinding }),
  });
  if (!opened.ok) return opened;
  const db = opened.value;

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

  const sessions = createGameSessions({
    db,
    engine: options.engine,
    now,
    logError,
    onGameUpdated: (game) => emit({ type: 'game-updated', game }),
    ...(options.opponent && { opponent: options.opponent }),
  });
  const settings = createSettingsService(db, (value) => emit({ type: 'settings-updated', settings: value }));

  const handlers: Handlers = {
    newGame: sessions.newGame,
    getGame: sessions.getGame,
    playMove: sessions.playMove,
    resign: sessions.resign,
    listUnfinishedGames: sessions.listUnfinishedGames,
    getSettings: settings.getSettings,
    updateSettings: settings.updateSettings,
  };

  let closed = false;

  async function run<Op extends OperationName>(operation: Op, rawInput: unknown): Promise<ApiResult<OperationOutput<Op>>> {
    if (closed) return fail('unavailable', 'The app is shutting down.');
    const parsed = v.safeParse(operations[operation].input, rawInput);
    if (!parsed.success) return fail('bad-request', `Invalid ${operation} request: ${v.summarize(parsed.issues)}`);
    try {
      return handlers[operation](parsed.output as ValidatedInput<Op>);
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
        sessions.close();
        listeners.clear();
        db.close();
      },
    },
  };
}
