/**
 * The computer opponent of the app: the engine's search in a worker thread
 * (the main thread never blocks), with a time budget, cancellation through an
 * AbortSignal (undo, new game, window closed) and errors as typed values.
 *
 * The worker is started by workers/start-worker.ts (`opponent-worker.cjs`
 * beside the Electron main bundle, or its TypeScript entry from sources).
 */
import type { Worker } from 'node:worker_threads';
import type { AnalysedMove, BestAnswer, EngineError, ErrorCode, GameState, Move, Player, Result } from '../../../engine';
import type { ComputerOpponent, MoveAnalysis } from '../games/opponent';
import { startWorker } from '../workers/start-worker';
import { CANCEL_FLAG, OPPONENT_WORKER_BUNDLE, type SearchReply, type SearchRequest } from './messages';

interface OpponentError {
  /** The engine's codes, or: the worker died or was closed (`worker-failed`, `closed`). */
  code: ErrorCode | 'worker-failed' | 'closed';
  message: string;
}

interface SearchOptions {
  timeMs?: number;
  seed?: number;
  /** Aborting stops the search at its next check; the best move found so far is answered, flagged `cancelled`. */
  signal?: AbortSignal;
  /** In the simultaneous opening, whose choice is asked (or judged). */
  player?: Player;
  /** The game a move is asked for: level 6 (and a game's analysis) keeps what it searched between the requests of one game. */
  gameKey?: string;
  /** A game's analysis judges a choice by positions searched (game-analysis.ts); the time stays a cap. */
  maxNodes?: number;
}

interface ChosenMove extends BestAnswer {
  cancelled: boolean;
}

export interface OpponentService {
  chooseMove(state: GameState, level: number, options?: SearchOptions): Promise<Result<ChosenMove, OpponentError>>;
  analyse(state: GameState, options?: SearchOptions): Promise<Result<AnalysedMove[], OpponentError>>;
  /**
   * Starts the worker and runs a small search from `state` (level 3: 20,000
   * positions), so that the thread, the engine's code and the search's tables
   * are ready before the first real move is asked: a cold worker made a
   * level-5 opening take seconds. Resolves once done; never fails.
   */
  warmUp(state: GameState, player?: Player): Promise<void>;
  /** Stops the worker; requests still waiting answer `closed`. */
  close(): Promise<void>;
}

export interface OpponentServiceOptions {
  /** Where the bundled worker lives; defaults to this module's folder. */
  bundleDir?: string;
  /** Level 6's (and analysis's) budget when a request gives none. */
  defaultTimeMs?: number;
}

interface Pending {
  resolve: (reply: SearchReply | { kind: 'lost'; code: 'worker-failed' | 'closed'; message: string }) => void;
}

/** The level of the warm-up search: the same search as levels 4 and 5, over a tenth of level 5's positions. */
const WARM_UP_LEVEL = 3;

export function createOpponentService(options: OpponentServiceOptions = {}): OpponentService {
  const bundleDir = options.bundleDir ?? import.meta.dirname;
  let worker: Worker | null = null;
  let nextId = 1;
  const pending = new Map<number, Pending>();

  /** Every request still waiting gets the same typed failure. */
  const loseAll = (code: 'worker-failed' | 'closed', message: string) => {
    for (const [id, waiting] of pending) {
      pending.delete(id);
      waiting.resolve({ kind: 'lost', code, message });
    }
  };

  const ensureWorker = (): Worker => {
    if (worker) return worker;
    const started = startWorker({ bundle: OPPONENT_WORKER_BUNDLE, source: new URL('./worker.ts', import.meta.url).href }, bundleDir);
    started.on('message', (reply: SearchReply) => {
      const waiting = pending.get(reply.id);
      pending.delete(reply.id);
      waiting?.resolve(reply);
    });
    started.on('error', (error) => {
      worker = null;
      loseAll('worker-failed', `the opponent's worker failed: ${error.message}`);
    });
    started.on('exit', (code) => {
      if (worker !== started) return;
      worker = null;
      loseAll('worker-failed', `the opponent's worker stopped (exit code ${code})`);
    });
    // The worker must not keep the process alive on its own.
    started.unref();
    worker = started;
    return started;
  };

  /** Sends one request with its own cancel flag, raised when `signal` aborts. */
  const ask = (build: (id: number, cancel: Int32Array) => SearchRequest, signal: AbortSignal | undefined) => {
    const id = nextId++;
    const cancel = new Int32Array(new SharedArrayBuffer(4));
    const raise = () => Atomics.store(cancel, CANCEL_FLAG, 1);
    if (signal?.aborted) raise();
    signal?.addEventListener('abort', raise, { once: true });
    return new Promise<SearchReply | { kind: 'lost'; code: 'worker-failed' | 'closed'; message: string }>((resolve) => {
      pending.set(id, { resolve });
      ensureWorker().postMessage(build(id, cancel));
    }).finally(() => signal?.removeEventListener('abort', raise));
  };

  const failure = (reply: { kind: 'lost'; code: 'worker-failed' | 'closed'; message: string } | { kind: 'failed'; message: string }): { ok: false; error: OpponentError } => ({
    ok: false,
    error: reply.kind === 'lost' ? { code: reply.code, message: reply.message } : { code: 'worker-failed', message: `the search failed: ${reply.message}` },
  });

  return {
    async chooseMove(state, level, search = {}) {
      const timeMs = search.timeMs ?? options.defaultTimeMs;
      const reply = await ask((id, cancel) => ({ kind: 'best', id, state, level, player: search.player, timeMs, seed: search.seed, gameKey: search.gameKey, cancel }), search.signal);
      if (reply.kind === 'lost' || reply.kind === 'failed') return failure(reply);
      if (reply.kind !== 'best') return failure({ kind: 'failed', message: 'unexpected reply' });
      if (!reply.result.ok) return reply.result;
      return { ok: true, value: { ...reply.result.value, cancelled: search.signal?.aborted ?? false } };
    },

    async analyse(state, search = {}) {
      const timeMs = search.timeMs ?? options.defaultTimeMs;
      const reply = await ask((id, cancel) => ({ kind: 'analyse', id, state, player: search.player, timeMs, maxNodes: search.maxNodes, gameKey: search.gameKey, cancel }), search.signal);
      if (reply.kind === 'lost' || reply.kind === 'failed') return failure(reply);
      if (reply.kind !== 'analyse') return failure({ kind: 'failed', message: 'unexpected reply' });
      return reply.result;
    },

    async warmUp(state, player) {
      // Only the opening asks whose choice; otherwise the search is for whoever moves.
      const chooser = state.toMove === null ? player : undefined;
      // A worker that cannot start fails the real request later, with its reason: not here.
      await ask((id, cancel) => ({ kind: 'best', id, state, level: WARM_UP_LEVEL, player: chooser, seed: 1, cancel }), undefined).catch(() => undefined);
    },

    async close() {
      const running = worker;
      worker = null;
      loseAll('closed', 'the opponent was closed');
      if (running) await running.terminate();
    },
  };
}

/**
 * The sessions' seam (games/opponent.ts) over this service. Engine errors pass
 * through as values; a dead or closed worker is not a move the engine refused,
 * so it rejects (the sessions log it as the opponent failing). A cancelled
 * search answers its best move so far, which the sessions then ignore.
 */
export function asComputerOpponent(service: OpponentService): ComputerOpponent {
  const engineResult = <T, U>(result: Result<T, OpponentError>, map: (value: T) => U): Result<U, EngineError> => {
    if (result.ok) return { ok: true, value: map(result.value) };
    const { code, message } = result.error;
    if (code === 'worker-failed' || code === 'closed') throw new Error(message);
    return { ok: false, error: { code, message } };
  };
  return {
    async chooseMove(request) {
      const chosen = await service.chooseMove(request.state, request.level, { player: request.player, signal: request.signal, gameKey: `game ${request.gameId}` });
      return engineResult(chosen, (answer): Move => answer.move);
    },
    prepare(request) {
      void service.warmUp(request.state, request.player);
    },
    async analyse(request) {
      const analysed = await service.analyse(request.state, { player: request.player, signal: request.signal, ...request.budget });
      return engineResult(analysed, (moves) => moves.map(({ move, score, exact, line }): MoveAnalysis => ({ move, score, exact, line })));
    },
  };
}
